// The positions of a tree in depth-first order (each position before its successors, the
// successors left to right: the order of the Dewey names, and the order in which K&M's
// procedures enter positions, section 2). The core numbers positions breadth-first, each
// position's successors contiguous; this order is what the table view of the search lists
// and what a screen reader's tree moves through (Down/Up: next/previous in this order).

/**
 * @param {{parent: ArrayLike<number>, degree: ArrayLike<number>}} shape  the core's shape
 * @returns {{order: Int32Array, rank: Int32Array, first: Int32Array}}  order[k]: the id of the
 *   k-th position; rank[id]: its place in `order`; first[id]: its first successor's id (-1: none)
 */
export function dfsOrder(shape) {
  const n = shape.parent.length;
  const first = new Int32Array(n).fill(-1);
  for (let i = n - 1; i > 0; i--) first[shape.parent[i]] = i; // the lowest id among a position's successors
  const order = new Int32Array(n);
  const rank = new Int32Array(n);
  if (!n) return { order, rank, first };
  // An explicit stack (a tree 10^5 deep would overflow recursion); successors pushed last
  // to first so that the first comes out first.
  const stack = new Int32Array(n);
  let top = 0;
  stack[top++] = 0;
  let k = 0;
  while (top) {
    const id = stack[--top];
    rank[id] = k;
    order[k++] = id;
    const f = first[id];
    if (f >= 0) for (let j = shape.degree[id] - 1; j >= 0; j--) stack[top++] = f + j;
  }
  return { order, rank, first };
}

/** dfsOrder(shape), made once per shape (its parent array) and kept. */
const made = new WeakMap();
export function dfsOrderOf(shape) {
  let o = made.get(shape.parent);
  if (!o) made.set(shape.parent, (o = dfsOrder(shape)));
  return o;
}
