// Practice's element builder, without innerHTML: h('button', {text: 'Check', onclick: f,
// disabled: true}, child). `text` sets the text, on… keys add listeners, true/false/null
// set or leave out an attribute; children that are falsy are skipped (optional parts).
export function h(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v === true) e.setAttribute(k, '');
    else if (v !== false && v != null) e.setAttribute(k, v);
  }
  for (const c of kids) if (c) e.append(c);
  return e;
}
