// Answers of the core computed ahead, off the page's thread (core/run-mirror.js), kept for
// the tree they were asked on until the page's own code asks the same question. The page's
// runs call the core through `call(tree, method, ...args)`: an answer kept for that tree and
// those arguments is taken (once); anything else is asked of the core here, as before. So
// the page's code stays synchronous and the same whether or not a worker did the work.

/** tree -> Map(key -> {value} | {error}) */
const kept = new WeakMap();

/** A key for a call: the method and its arguments, object keys sorted, ±Infinity kept apart. */
export function keyOf(method, args) {
  const norm = (x) => {
    if (typeof x === 'number' && !Number.isFinite(x)) return `#${x}`;
    if (x && typeof x === 'object' && !Array.isArray(x)) {
      return Object.fromEntries(Object.keys(x).sort().filter((k) => x[k] !== undefined).map((k) => [k, norm(x[k])]));
    }
    return Array.isArray(x) ? x.map(norm) : x;
  };
  return `${method}${JSON.stringify(norm(args))}`;
}

/** Keeps `answer` ({value} or {error: message}) for `tree`'s `method(...args)`. */
export function keep(tree, method, args, answer) {
  if (!kept.has(tree)) kept.set(tree, new Map());
  kept.get(tree).set(keyOf(method, args), answer);
}

/** Whether an answer is kept for this call (tests). */
export function isKept(tree, method, args) {
  return kept.get(tree)?.has(keyOf(method, args)) ?? false;
}

/** `tree[method](...args)`, or the answer kept for it (taken: asked again, the core answers). */
export function call(tree, method, ...args) {
  const m = kept.get(tree);
  const key = m && keyOf(method, args);
  if (m?.has(key)) {
    const answer = m.get(key);
    m.delete(key);
    if ('error' in answer) throw new Error(answer.error);
    return answer.value;
  }
  return tree[method](...args);
}

/** The answer kept for this call, taken; undefined when none is (nothing is asked of the core). */
export function taken(tree, method, args = []) {
  return isKept(tree, method, args) ? call(tree, method, ...args) : undefined;
}

/** Forgets everything kept for `tree`. */
export function forget(tree) {
  kept.delete(tree);
}
