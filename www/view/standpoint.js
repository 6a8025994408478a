// The two ways of showing values (K&M section 2). The core reports every value in the
// negamax convention: from the standpoint of the player to move at that position. The
// minimax view shows everything from Max's standpoint: values at odd depths (Min to
// move) change sign, and a window (a, b) at odd depth becomes (-b, -a) — the paper's
// "ignoring all the minus signs".
import { formatScore, negate } from '../core/score.js';
import { t } from '../i18n/translate.js';

export const NEGAMAX = 'negamax';
export const MINIMAX = 'minimax';

/** Who moves at `depth`: Max or Min, in the page's language. */
export function player(depth) {
  return depth % 2 === 0 ? t('player-max') : t('player-min');
}

/** A negamax score at `depth`, as shown in `view`. */
export function shown(score, depth, view) {
  return view === MINIMAX && depth % 2 === 1 ? negate(score) : score;
}

/** A negamax window (alpha, beta) at `depth`, as shown in `view`: [low, high]. */
export function shownWindow(alpha, beta, depth, view) {
  return view === MINIMAX && depth % 2 === 1 ? [negate(beta), negate(alpha)] : [alpha, beta];
}

/** A terminal's value as written in the tree text (Max's standpoint), as shown in `view`. */
export function shownTerminal(maxValue, depth, view) {
  return view === MINIMAX ? maxValue : depth % 2 === 1 ? negate(maxValue) : maxValue;
}

/** What a person typed for a terminal in `view`, as the tree text stores it (Max's standpoint). */
export function storedTerminal(typed, depth, view) {
  return view === MINIMAX ? typed : depth % 2 === 1 ? negate(typed) : typed;
}

/**
 * The core's bound kind of a returned value (K&M (6), (9): 'lower' when F(p) >= v, 'upper'
 * when F(p) <= v, else 'exact') as shown in `view`: in the minimax view at odd depth the
 * sign change swaps lower and upper.
 */
export function shownBound(kind, depth, view) {
  if (kind !== 'lower' && kind !== 'upper') return 'exact';
  return view === MINIMAX && depth % 2 === 1 ? (kind === 'lower' ? 'upper' : 'lower') : kind;
}

/** "≥3", "≤−1" or "2". */
export function boundLabel(value, kind) {
  const s = formatScore(value);
  if (kind === 'lower') return `≥${s}`;
  if (kind === 'upper') return `≤${s}`;
  return s;
}
