// The statement of a task on a tree that is not a generated exercise (an exercise has the
// core's own statement).
import { formatScore as f } from '../core/score.js';

export function defaultStatement(task, proc, alpha, beta, view) {
  const v = view === 'minimax' ? 'Values are from Max’s standpoint (minimax view).' : 'Values are from the standpoint of the player to move (negamax view).';
  switch (task) {
    case 'prune':
      return `Which positions does ${proc} not examine on this tree? Mark each subtree it skips. ${v}`;
    case 'values':
      return `What value does each position ${proc} examines return? Say whether it is exact or a bound (K&M (6), (9)). ${v}`;
    case 'window':
      return `${proc} searches this tree with the window (${f(alpha)}, ${f(beta)}). Does it fail low, fail high or give the exact value, and what does it return? ${v}`;
    case 'next':
      if (proc.startsWith('mn-')) return `Step through ${proc} on this tree and predict each next step: the parent’s alpha (a max-position) or beta (a min-position) then, from Max’s standpoint (Slagle, Appendix C).`;
      return `Step through ${proc} on this tree and predict each next step. m is the parent’s m, from the standpoint of its player to move (the m of the procedure’s text, negamax as in K&M and the thesis).`;
    case 'order':
      return `Reorder the successors so that F2 examines as few terminal positions as possible.`;
  }
  return '';
}
