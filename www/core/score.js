// Scores as the core hands them over: finite integers as numbers, the infinite bounds
// as the strings "-inf" and "+inf". Helpers to read, compare, negate and print them.
// (No search happens here: the core does all of that.) A person's typing that is not a score
// is refused with a message in the page's language.
import { t as tr } from '../i18n/translate.js';
import { clip } from './clip.js';

export const NEG_INF = '-inf';
export const POS_INF = '+inf';
/** The full window (−∞, +∞) as the core's options take it. */
export const FULL_WINDOW = Object.freeze({ alpha: NEG_INF, beta: POS_INF });

/** A JS number for ordering: -Infinity, +Infinity or the value. */
export function toNumber(s) {
  if (s === NEG_INF) return -Infinity;
  if (s === POS_INF) return Infinity;
  return s;
}

/** A score from a JS number (the typed record's columns carry ±Infinity): the inverse of toNumber. */
export function fromNumber(x) {
  if (x === Infinity) return POS_INF;
  if (x === -Infinity) return NEG_INF;
  return x;
}

export function isFinite(s) {
  return typeof s === 'number';
}

export function negate(s) {
  if (s === NEG_INF) return POS_INF;
  if (s === POS_INF) return NEG_INF;
  return s === 0 ? 0 : -s;
}

export function equal(a, b) {
  return toNumber(a) === toNumber(b);
}

/** Whether score a is greater than score b (-inf below every value, +inf above). */
export function greater(a, b) {
  return toNumber(a) > toNumber(b);
}

/** Whether (alpha, beta) is the full window (−∞, +∞). */
export function isFullWindow(alpha, beta) {
  return alpha === NEG_INF && beta === POS_INF;
}

/**
 * Reads what a person typed: an integer, or -inf / +inf / inf / ∞ / -∞.
 * Returns a score, or throws an Error with a short message.
 */
export function parseScore(text, what = 'value') {
  const t = String(text)
    .trim()
    .toLowerCase()
    .replace(/\u2212/g, '-');
  if (t === '') throw new Error(tr('score-empty', { what }));
  if (['inf', '+inf', 'infinity', '+infinity', '∞', '+∞'].includes(t)) return POS_INF;
  if (['-inf', '-infinity', '-∞'].includes(t)) return NEG_INF;
  if (!/^[+-]?\d+$/.test(t)) throw new Error(tr('score-not-integer', { what, text: clip(String(text).trim()) }));
  const v = Number(t);
  if (!Number.isSafeInteger(v)) throw new Error(tr('score-too-large', { what, text: clip(t) }));
  return v === 0 ? 0 : v;
}

/** Reads a finite integer (a terminal value). */
export function parseValue(text, what = 'value') {
  const s = parseScore(text, what);
  if (!isFinite(s)) throw new Error(tr('score-not-finite', { what }));
  return s;
}

/** For people: "−∞", "+∞", "−3", "4" (a real minus sign reads better). */
export function formatScore(s) {
  if (s === NEG_INF) return '−∞';
  if (s === POS_INF) return '+∞';
  return s < 0 ? `−${-s}` : String(s);
}

/** For inputs and links: "-inf", "+inf", "-3", "4" (what parseScore reads back). */
export function scoreText(s) {
  return String(s);
}

/** The window as text for people: "(−∞, +∞)". */
export function formatWindow(alpha, beta) {
  return `(${formatScore(alpha)}, ${formatScore(beta)})`;
}
