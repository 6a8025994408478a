// The two ways of showing values (K&M section 2). The core reports every value in the
// negamax convention: from the standpoint of the player to move at that position. The
// minimax view shows everything from Max's standpoint: values at odd depths (Min to
// move) change sign, and a window (a, b) at odd depth becomes (-b, -a) — the paper's
// "ignoring all the minus signs".
import { negate, toNumber, formatScore } from '../core/score.js';

export const NEGAMAX = 'negamax';
export const MINIMAX = 'minimax';

export function player(depth) {
  return depth % 2 === 0 ? 'Max' : 'Min';
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
 * What the value v returned with window (alpha, beta) says about F(p), by (6) and (9):
 * 'lower' (F(p) >= v) when v >= beta, 'upper' (F(p) <= v) when v <= alpha, else 'exact'.
 * In the minimax view at odd depth the sign change swaps lower and upper.
 */
export function boundKind(v, alpha, beta, depth, view) {
  const x = toNumber(v);
  let kind = 'exact';
  if (x >= toNumber(beta)) kind = 'lower';
  else if (x <= toNumber(alpha)) kind = 'upper';
  if (kind !== 'exact' && view === MINIMAX && depth % 2 === 1) kind = kind === 'lower' ? 'upper' : 'lower';
  return kind;
}

/** "≥3", "≤−1" or "2". */
export function boundLabel(value, kind) {
  const s = formatScore(value);
  if (kind === 'lower') return `≥${s}`;
  if (kind === 'upper') return `≤${s}`;
  return s;
}
