// One helper to build DOM elements without innerHTML: h('td', {class: 'n'}, text, child).
// Props become attributes ('class' sets className); children are appended as nodes or text.
export function h(tag, props = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v;
    else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k);
  return e;
}
