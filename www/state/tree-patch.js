// Short links for generated trees (a link grows with the edits, not with the tree): a generated tree travels as its
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
import { pageError } from '../core/page-error.js';

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

/**
 * The edits that turn tree text `from` into `to`: [{at, value} | {at, text}], in depth-first
 * order. Both texts are the core's canonical notation. Works on the texts themselves: a
 * subtree whose text is the same in both is skipped with one string comparison, and only a
 * changed subtree is split into its successors, so one edit of a 2,000,000-position tree
 * (5.5 MB of text) costs a few passes over the text (the tree of objects it built before, one
 * per position with a Dewey name each, took 9 s there).
 */
export function diffTrees(from, to) {
  const edits = [];
  const todo = [[0, from.length, 0, to.length, '']];
  while (todo.length) {
    const [sa, ea, sb, eb, at] = todo.pop();
    if (ea - sa === eb - sb && from.startsWith(to.slice(sb, eb), sa)) continue; // the same subtree
    const leafA = from.charCodeAt(sa) !== 40;
    const leafB = to.charCodeAt(sb) !== 40;
    if (leafA && leafB) {
      const va = Number(from.slice(sa, ea));
      const vb = Number(to.slice(sb, eb));
      if (va !== vb) edits.push({ at, value: vb });
      continue;
    }
    const ka = leafA ? null : kidSpans(from, sa, ea);
    const kb = leafB ? null : kidSpans(to, sb, eb);
    if (ka && kb && ka.length === kb.length) {
      for (let k = ka.length / 2 - 1; k >= 0; k--) {
        todo.push([ka[2 * k], ka[2 * k + 1], kb[2 * k], kb[2 * k + 1], at === '' ? String(k + 1) : `${at}.${k + 1}`]);
      }
    } else edits.push({ at, text: to.slice(sb, eb) });
  }
  return edits;
}

/** The [start, end) spans of the successors of the interior position whose canonical text is
 *  t[s..e) (from its '(' to its ')'), flat: [s1, e1, s2, e2, ...]. */
function kidSpans(t, s, e) {
  const spans = [];
  let depth = 0;
  let start = s + 1;
  for (let i = s + 1; i < e - 1; i++) {
    const c = t.charCodeAt(i);
    if (c === 40) depth++;
    else if (c === 41) depth--;
    else if (c === 44 && depth === 0) {
      spans.push(start, i);
      start = i + 1;
    }
  }
  spans.push(start, e - 1);
  return spans;
}

/** The patch text of edits. */
export function writePatch(edits) {
  return edits.map((e) => `${e.at === '' ? 'root' : e.at}${'text' in e ? `=${e.text}` : `:${e.value}`}`).join(';');
}

/** Reads a patch; throws an Error saying what is wrong and where. */
export function readPatch(text) {
  const s = String(text);
  if (s.length > MAX_PATCH_CHARS)
    throw pageError(`the patch (patch=) is longer than ${MAX_PATCH_CHARS / 1024} KB`, 'patch-long', { kb: MAX_PATCH_CHARS / 1024 }, false);
  if (s.trim() === '') return [];
  const items = s.split(';');
  if (items.length > MAX_PATCH_EDITS)
    throw pageError(`the patch (patch=) has more than ${MAX_PATCH_EDITS} edits`, 'patch-many', { max: MAX_PATCH_EDITS }, false);
  return items.map((item, k) => {
    const m = /^(root|\d{1,9}(?:\.\d{1,9})*)(?::(-?\d{1,16})|=([0-9(),-]+))$/.exec(item);
    if (!m)
      throw pageError(
        `edit ${k + 1} of the patch (patch=) cannot be read: '${item.slice(0, 30)}'`,
        'patch-unread',
        { k: k + 1, item: item.slice(0, 30) },
        false,
      );
    const at = m[1] === 'root' ? '' : m[1];
    if (m[3] !== undefined) return { at, text: m[3] };
    const value = Number(m[2]);
    if (!Number.isSafeInteger(value))
      throw pageError(`edit ${k + 1} of the patch (patch=): ${m[2]} is too large`, 'patch-big', { k: k + 1, value: m[2] }, false);
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
