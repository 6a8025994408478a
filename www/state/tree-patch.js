// Short links for generated trees (issue 9, item 7): a generated tree travels as its
// generator's spec and seed (gen=), and the edits made on top of it as a small patch:
//
//   patch=3.1.2:7;2.4=(1,(2,3));root:5
//
// Each edit names a position by its Dewey coordinates ("root" for the root) and either gives
// a terminal its value (`:value`) or replaces the whole subtree there (`=text`, the core's
// canonical notation). The patch is what a walk over both trees finds: equal shapes are
// entered, a changed terminal is a value, anything else (a successor added or removed, a
// terminal made interior) replaces the smallest subtree that holds the change. `sum=` is a
// checksum of the exact tree, so that a link read by a core whose generator differs says so.
//
// The texts here are the core's canonical notation (digits, '-', '(', ')', ','); parsing is
// iterative, so depth is no problem.

/** The most edits a patch may hold (a longer one is refused: tz= is shorter anyway). */
export const MAX_PATCH_EDITS = 2000;
/** The longest patch text read. */
export const MAX_PATCH_CHARS = 64 * 1024;

/** Parses canonical text into {value: number|null, kids: node[]} (iterative). */
export function parseCanonical(text) {
  const root = { value: null, kids: [] };
  const stack = [];
  let cur = null;
  let i = 0;
  const fail = (what) => {
    throw new Error(`the tree text is not canonical (${what} at character ${i + 1})`);
  };
  const readNumber = () => {
    const m = /^-?\d+/.exec(text.slice(i, i + 24));
    if (!m) fail('a number expected');
    i += m[0].length;
    return Number(m[0]);
  };
  if (text[0] !== '(') {
    root.value = readNumber();
    if (i !== text.length) fail('text after the tree');
    return root;
  }
  while (i < text.length) {
    const c = text[i];
    if (c === '(') {
      const node = cur ? { value: null, kids: [] } : root;
      if (cur) cur.kids.push(node);
      stack.push(node);
      cur = node;
      i++;
    } else if (c === ')') {
      stack.pop();
      cur = stack[stack.length - 1] ?? null;
      i++;
      if (!cur && i !== text.length) fail('text after the tree');
    } else if (c === ',') i++;
    else {
      if (!cur) fail('a number outside the tree');
      cur.kids.push({ value: readNumber(), kids: [] });
    }
  }
  if (stack.length) fail('a parenthesis not closed');
  return root;
}

/** The canonical text of a node (iterative). */
export function printCanonical(node) {
  const out = [];
  const todo = [node];
  while (todo.length) {
    const x = todo.pop();
    if (typeof x === 'string') out.push(x);
    else if (!x.kids.length) out.push(String(x.value));
    else {
      todo.push(')');
      for (let k = x.kids.length - 1; k >= 0; k--) {
        todo.push(x.kids[k]);
        if (k > 0) todo.push(',');
      }
      out.push('(');
    }
  }
  return out.join('');
}

/** The edits that turn tree text `from` into `to`: [{at, value} | {at, text}]. */
export function diffTrees(from, to) {
  const a = parseCanonical(from);
  const b = parseCanonical(to);
  const edits = [];
  const todo = [[a, b, '']];
  while (todo.length) {
    const [x, y, at] = todo.pop();
    if (!x.kids.length && !y.kids.length) {
      if (x.value !== y.value) edits.push({ at, value: y.value });
    } else if (x.kids.length && x.kids.length === y.kids.length) {
      for (let k = x.kids.length - 1; k >= 0; k--) todo.push([x.kids[k], y.kids[k], at === '' ? String(k + 1) : `${at}.${k + 1}`]);
    } else edits.push({ at, text: printCanonical(y) });
  }
  return edits;
}

/** The patch text of edits. */
export function writePatch(edits) {
  return edits.map((e) => `${e.at === '' ? 'root' : e.at}${'text' in e ? `=${e.text}` : `:${e.value}`}`).join(';');
}

/** Reads a patch; throws an Error saying what is wrong and where. */
export function readPatch(text) {
  const s = String(text);
  if (s.length > MAX_PATCH_CHARS) throw new Error(`the patch (patch=) is longer than ${MAX_PATCH_CHARS / 1024} KB`);
  if (s.trim() === '') return [];
  const items = s.split(';');
  if (items.length > MAX_PATCH_EDITS) throw new Error(`the patch (patch=) has more than ${MAX_PATCH_EDITS} edits`);
  return items.map((item, k) => {
    const m = /^(root|\d{1,9}(?:\.\d{1,9})*)(?::(-?\d{1,16})|=([0-9(),-]+))$/.exec(item);
    if (!m) throw new Error(`edit ${k + 1} of the patch (patch=) cannot be read: '${item.slice(0, 30)}'`);
    const at = m[1] === 'root' ? '' : m[1];
    if (m[3] !== undefined) return { at, text: m[3] };
    const value = Number(m[2]);
    if (!Number.isSafeInteger(value)) throw new Error(`edit ${k + 1} of the patch (patch=): ${m[2]} is too large`);
    return { at, value };
  });
}

/**
 * Applies edits to GameTree `g` with the core's own edits (so the result is exactly the
 * core's tree); returns the new tree and frees the intermediate ones (never `g`).
 */
export function applyPatch(g, edits) {
  let cur = g;
  for (const [k, e] of edits.entries()) {
    let next;
    try {
      next = 'text' in e ? cur.replaceSubtree(e.at, e.text) : cur.setValue(e.at, e.value);
    } catch (err) {
      if (cur !== g) cur.free();
      throw new Error(`edit ${k + 1} of the patch (patch=) does not fit the generated tree: ${err instanceof Error ? err.message : err}`);
    }
    if (cur !== g) cur.free();
    cur = next;
  }
  return cur;
}

/** A checksum of a tree text (FNV-1a, 32 bits, base 36) for `sum=`. */
export function checksum(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
