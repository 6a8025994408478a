// The Monte Carlo box in a link: `mcts=i:ITERATIONS,s:SEED,c:C` says the box is open with
// these options (each part optional, in any order; `mcts=on` the defaults). The link keeps
// the text (state/link-keys.js, at most 100 characters: the first load reads no more); the
// box reads it here when the link opens it. A value that is not that (a part unknown or
// twice, a number out of its range, anything else) is refused whole, with a message naming
// the key and what it takes, and nothing runs. Pure: no DOM.
import { quantity, t } from '../i18n/translate.js';

/** The most iterations one run makes: the core's bound (crate/src/mcts/options.rs MAX_ITERATIONS). */
export const MAX_PAGE_ITERATIONS = 1_000_000;
const NAMES = { i: 'iterations', s: 'seed', c: 'c' };

/** Whether `o` is the box's options: {iterations 1..MAX_PAGE_ITERATIONS, seed a safe integer >= 0, c finite >= 0}. */
export const isMctsOptions = (o) =>
  o?.constructor === Object &&
  Number.isInteger(o.iterations) &&
  o.iterations >= 1 &&
  o.iterations <= MAX_PAGE_ITERATIONS &&
  Number.isSafeInteger(o.seed) &&
  o.seed >= 0 &&
  Number.isFinite(o.c) &&
  o.c >= 0;

/** Reads `mcts=`: the options (the box's defaults, 1000, 1 and √2, for the parts left out), or null with a message in `problems`. */
export function readMcts(text, problems) {
  const o = { iterations: 1000, seed: 1, c: Math.SQRT2 };
  const parts = text === 'on' ? [] : String(text).split(',');
  const seen = new Set(parts.map((x) => x[0]));
  for (const x of parts) {
    const m = /^([isc]):(\d+(\.\d+)?(e[+-]?\d+)?)$/.exec(x);
    if (m) o[NAMES[m[1]]] = Number(m[2]);
    else seen.clear();
  }
  if (text.length <= 100 && seen.size === parts.length && isMctsOptions(o)) return o;
  problems.push(t('link-bad-mcts', { value: String(text).slice(0, 40), max: quantity(MAX_PAGE_ITERATIONS), example: 'mcts=i:10000,s:7,c:1.4' }));
  return null;
}

/** Writes the options as `mcts=` takes them (defaults left out; `on` when all are). */
export const writeMcts = (o) =>
  [o.iterations !== 1000 && `i:${o.iterations}`, o.seed !== 1 && `s:${o.seed}`, o.c !== Math.SQRT2 && `c:${o.c}`].filter(Boolean).join(',') || 'on';
