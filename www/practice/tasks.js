// What a student's actions on the tree mean for each task's answer, as plain data (no DOM):
// the marked cut-off roots of the prune task, the successor orders of the ordering puzzle,
// and the tree text an order gives. The core (GameTree.practiceCheck) checks the answers;
// nothing here knows the right one.

export const TASKS = ['prune', 'values', 'window', 'next', 'order'];

/** The positions inside the subtree of `id` (itself included), from a shape's parent array. */
export function inSubtree(shape, id, of) {
  for (let p = of; p >= 0; p = shape.parent[p]) if (p === id) return true;
  return false;
}

/**
 * Toggles a mark on `id` in the set of marked subtree roots: marking a position marks its
 * whole subtree (marks below it are dropped, being implied); toggling a position inside a
 * marked subtree unmarks that subtree. Returns a new Set.
 */
export function toggleMark(shape, marks, id) {
  const out = new Set(marks);
  if (out.has(id)) {
    out.delete(id);
    return out;
  }
  for (let p = shape.parent[id]; p >= 0; p = shape.parent[p]) {
    if (out.has(p)) {
      out.delete(p);
      return out;
    }
  }
  for (const m of marks) if (inSubtree(shape, id, m)) out.delete(m);
  out.add(id);
  return out;
}

/** Every position covered by the marks (the roots and their descendants). */
export function covered(shape, marks) {
  const n = shape.parent.length;
  const on = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = shape.parent[i];
    on[i] = marks.has(i) || (p >= 0 && on[p]) ? 1 : 0; // ids are in preorder: a parent comes first
  }
  return on;
}

/** The prune answer: the marked roots as Dewey strings, in tree order. */
export function pruneAnswer(shape, marks) {
  return { pruned: [...marks].sort((a, b) => a - b).map((id) => shape.dewey[id]) };
}

/** The successors of `id` (ids), left to right. */
export function children(shape, id) {
  const out = [];
  for (let i = id + 1; i < shape.parent.length; i++) if (shape.parent[i] === id) out.push(i);
  return out;
}

/**
 * The ordering puzzle's state: per interior position of the tree as given, its successors'
 * numbers (1-based) in the student's order. `order` maps a Dewey string to such a list.
 */
export function identityOrder(shape) {
  const order = {};
  for (let i = 0; i < shape.parent.length; i++) {
    const d = shape.degree[i];
    if (d > 0) order[shape.dewey[i]] = Array.from({ length: d }, (_, k) => k + 1);
  }
  return order;
}

/** The order with successor number `k` (1-based, as given) of position `dewey` moved by `by`. */
export function moveSuccessor(order, dewey, k, by) {
  const list = [...order[dewey]];
  const at = list.indexOf(k);
  const to = at + by;
  if (at < 0 || to < 0 || to >= list.length) return order;
  [list[at], list[to]] = [list[to], list[at]];
  return { ...order, [dewey]: list };
}

/** The answer: only the positions whose order changed. */
export function orderAnswer(order) {
  const out = {};
  for (const [k, list] of Object.entries(order)) if (list.some((v, i) => v !== i + 1)) out[k] = list;
  return { order: out };
}

/**
 * The tree text of the tree as given with `order` applied, and a Map from each position's
 * Dewey string in the reordered tree to its Dewey string in the tree as given. `value[i]`
 * are Max's values (terminals).
 */
export function reorderedText(shape, order) {
  const kids = new Map();
  for (let i = 1; i < shape.parent.length; i++) {
    const p = shape.parent[i];
    if (!kids.has(p)) kids.set(p, []);
    kids.get(p).push(i);
  }
  const originalOf = new Map();
  const walk = (id, path) => {
    originalOf.set(path, shape.dewey[id]);
    const v = shape.value[id];
    if (v !== null) return String(v);
    const list = kids.get(id) ?? [];
    const perm = order[shape.dewey[id]] ?? list.map((_, k) => k + 1);
    return `(${perm.map((k, j) => walk(list[k - 1], path === '' ? String(j + 1) : `${path}.${j + 1}`)).join(',')})`;
  };
  const text = walk(0, '');
  return { text, originalOf };
}
