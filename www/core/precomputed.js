// Answers of the core computed ahead, off the page's thread (core/run-mirror.js), kept for
// the tree they were asked on until the page's own code makes the same call. A call is
// [method, args] as families/core-calls.js builds it, for the page's runs and for the run
// worker alike: an answer kept for that tree and that call is taken (once); anything else is
// made here, as before. So the page's code stays synchronous and the same whether or not a
// worker did the work.
import { perform } from '../families/core-calls.js';
import { errorFrom } from './page-error.js';

/** tree -> Map(key -> {value} | {error}) */
const kept = new WeakMap();

/** A key for a call: the method and its arguments, object keys sorted, ±Infinity kept apart. */
export function keyOf([method, args]) {
  const norm = (x) => {
    if (typeof x === 'number' && !Number.isFinite(x)) return `#${x}`;
    if (x && typeof x === 'object' && !Array.isArray(x)) {
      return Object.fromEntries(
        Object.keys(x)
          .sort()
          .filter((k) => x[k] !== undefined)
          .map((k) => [k, norm(x[k])]),
      );
    }
    return Array.isArray(x) ? x.map(norm) : x;
  };
  return `${method}${JSON.stringify(norm(args))}`;
}

/** Keeps `answer` ({value} or {error: message}) for `call` on `tree`. */
export function keep(tree, call, answer) {
  if (!kept.has(tree)) kept.set(tree, new Map());
  kept.get(tree).set(keyOf(call), answer);
}

/** Whether an answer is kept for this call (tests). */
export function isKept(tree, call) {
  return kept.get(tree)?.has(keyOf(call)) ?? false;
}

/** `call` made on `tree`, or the answer kept for it (taken: asked again, the core answers). */
export function call(tree, c) {
  const m = kept.get(tree);
  const key = m && keyOf(c);
  if (m?.has(key)) {
    const answer = m.get(key);
    m.delete(key);
    // The run worker's error with its message (core/page-error.js errorData), or its text.
    if ('error' in answer) throw errorFrom(typeof answer.error === 'string' ? { message: answer.error } : answer.error);
    return answer.value;
  }
  return perform(tree, c);
}

/** The answer kept for this call, taken; undefined when none is (nothing is made). */
export function taken(tree, c) {
  return isKept(tree, c) ? call(tree, c) : undefined;
}

/** Forgets everything kept for `tree`. */
export function forget(tree) {
  kept.delete(tree);
}
