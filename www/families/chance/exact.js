// The chance family's values as the core gives them: exact texts ("3", "-7/2", "+inf",
// "-inf"; crate/src/chance/exact.rs), never floating-point numbers. Shown as fractions with
// the page's minus sign and infinity; negated as text (a chance event does not change who
// moves, a decision position's successor is negated: Hauk, Buro & Schaeffer 2004's negamax
// form of Ballard's procedures).

import { NEG_INF, POS_INF } from '../../core/score.js';

/** The page state's views (view/standpoint.js spells them so; not imported here, so that the
 *  first load's chunks stay as they are: docs/speed.md, "First load"). */
export const NEGAMAX = 'negamax';
export const MINIMAX = 'minimax';

/** `-v` of an exact text. */
export function negateExact(v) {
  const s = String(v);
  if (s === '0') return s;
  if (s === POS_INF) return NEG_INF;
  if (s === NEG_INF) return POS_INF;
  return s.startsWith('-') ? s.slice(1) : `-${s}`;
}

/** An exact text as the page shows it: "−7/2", "+∞", "−∞". */
export function showExact(v) {
  const s = String(v);
  if (s === POS_INF) return '+∞';
  if (s === NEG_INF) return '−∞';
  return s.replace(/^-/, '−');
}

/** The exact text as {num, den} BigInts (den 0 for the infinities, num their sign). */
export function parseExact(v) {
  const s = String(v);
  if (s === POS_INF) return { num: 1n, den: 0n };
  if (s === NEG_INF) return { num: -1n, den: 0n };
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(s);
  if (!m) throw new Error(`'${s}' is not an exact value`);
  return { num: BigInt(m[1]), den: BigInt(m[2] ?? 1) };
}

/** The decimal of an exact text, to `places` places ('' for an integer or an infinity). */
export function decimalOf(v, places = 4) {
  const { num, den } = parseExact(v);
  if (den === 0n || den === 1n) return '';
  const scale = 10n ** BigInt(places);
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = (a * scale * 2n + den) / (2n * den); // rounded half up
  const whole = q / scale;
  const frac = String(q % scale)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return `${neg ? '−' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** A bound on a value as the view labels it: "≥ 3", "≤ −1/2", or the value. */
export function boundLabel(value, bound) {
  const v = showExact(value);
  return bound === 'lower' ? `≥ ${v}` : bound === 'upper' ? `≤ ${v}` : v;
}
