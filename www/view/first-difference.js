// The first difference of two runs on one tree: the first position, in the order the searches
// go (preorder, which is Dewey order), that one run examines and the other does not — for F1
// against F2 the top of the first deep cutoff's subtree (K&M section 3), for F0 against F1 the
// first shallow one. The compare view centres it when the trees do not fit their boxes whole,
// and names it with a button that shows it.
import { t } from '../i18n/translate.js';

/**
 * @param {{parent: ArrayLike<number>, degree: ArrayLike<number>}} shape
 * @param {ArrayLike<number>} first  each position's first successor (ids of siblings are contiguous)
 * @param {ArrayLike<boolean>} ea  examined by A, per id
 * @param {ArrayLike<boolean>} eb  examined by B, per id
 * @returns {number} the id, or -1 when both examine the same positions
 */
export function firstDifference(shape, first, ea, eb) {
  const n = shape.parent.length;
  if (!n) return -1;
  const stack = [0];
  while (stack.length) {
    const p = stack.pop();
    if (!ea[p] !== !eb[p]) return p;
    // Successors pushed last first, so the first is visited next.
    for (let j = shape.degree[p] - 1; j >= 0; j--) stack.push(first[p] + j);
  }
  return -1;
}

/**
 * The sentence naming the first difference of A and B (their names as shown).
 * @param {number} id  firstDifference's answer
 * @param {string} dewey  its Dewey name ('' for the root)
 */
export function differenceSentence(id, dewey, A, B, aExamines) {
  if (A === B) return t('diff-same-run', { a: A });
  if (id < 0) return t('diff-same-positions', { a: A, b: B });
  const [yes, no] = aExamines ? [A, B] : [B, A];
  return t('diff-first', { a: A, b: B, p: id === 0 ? 'root' : dewey, yes, no });
}
