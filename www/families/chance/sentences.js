// The step-through's sentences for expectiminimax, Star1 and Star2 (Ballard 1983; the
// negamax form of Hauk, Buro & Schaeffer 2004): one per event of the core's trace
// (stepper.js), in the page's language (the later messages, `chance-step-…`). At a chance
// position after each outcome, Star1's bounds are spelt out as Ballard's sums: the outcomes
// searched at their values, the others at L and U (Star2: at their probes W for the lower
// end), and what the test decides: "[1/2·3 + 1/2·L, 1/2·3 + 1/2·U] = [-7/2, 13/2]: inside
// (alpha, beta)", or a cut. Values are from the standpoint of the player to move there
// (negamax), as the core's trace gives them; L and U are written −U and −L where Min moves.
import { NEG_INF, POS_INF } from '../../core/score.js';
import { t } from '../../i18n/translate.js';
import { MINIMAX, NEGAMAX, negateExact, showExact } from './exact.js';
import { MAX, MIN } from './shape.js';

/** The position's name in a sentence ('the root' or its Dewey name). */
export const nameOf = (shape, id) => (id === 0 ? t('stack-root') : shape.dewey[id]);

/** Who moves at `id` for a sentence: 'max', 'min', 'chance' or 'terminal'. */
export function kindOf(shape, id) {
  if (shape.degree[id] === 0) return 'terminal';
  const r = shape.chance.role[id];
  return r === MAX ? 'max' : r === MIN ? 'min' : 'chance';
}

/** L and U as seen by the player to move at chance position `id` (Min's: −U and −L), or by
 *  Max when `flip` (the minimax view). */
export function rangeSymbols(shape, id, flip = false) {
  return shape.chance.role[id] === 2 || flip ? ['L', 'U'] : ['−U', '−L'];
}

/** A term p·v of a sum (a negative value in parentheses). */
const term = (p, v) => `${p}·${v.startsWith('−') ? `(${v})` : v}`;

/**
 * The two sums of the bounds event `e` at step `st` (after its outcome e.child): {lo, hi},
 * e.g. "1/2·3 + 1/2·L". `star2`: the outcomes not yet searched count at their probes W for
 * the lower end. `flip`: from Max's standpoint where the values are Min's (the minimax view:
 * lo and hi trade places, every value negated).
 */
export function boundSums(shape, first, st, e, star2, flip = false) {
  const [L, U] = rangeSymbols(shape, e.at, flip);
  const value = (v) => showExact(flip ? negateExact(v) : v);
  const lo = [];
  const hi = [];
  const a = first[e.at];
  for (let c = a; c < a + shape.degree[e.at]; c++) {
    const p = shape.chance.prob[c];
    if (c <= e.child) {
      const v = value(st.value[c]?.value ?? '0');
      lo.push(term(p, v));
      hi.push(term(p, v));
      continue;
    }
    // The probe bounds the outcome from the searching player's side: from Max's, when flipped, it bounds hi.
    const probe = star2 && st.probe[c] != null ? term(p, value(st.probe[c])) : null;
    lo.push(flip ? term(p, L) : (probe ?? term(p, L)));
    hi.push(flip ? (probe ?? term(p, U)) : term(p, U));
  }
  return { lo: lo.join(' + '), hi: hi.join(' + ') };
}

/** What the test after a bounds event decided, read from the events after it: 'high' (lo ≥ β:
 *  the chance position returns β), 'low' (hi ≤ α: it returns α) or 'none' (go on). */
export function verdictAfter(trace, k, e, window) {
  const next = trace[k];
  if (next?.type !== 'cutoff' || next.at !== e.at || next.kind !== 'chance') return 'none';
  const ret = trace.slice(k + 1).find((x) => x.type === 'return' && x.at === e.at);
  return ret && window && ret.value === window.beta ? 'high' : 'low';
}

/** Whether the values at `id` are shown negated: Min's, in the minimax view. */
const flipped = (shape, id, view) => view === MINIMAX && shape.chance.role[id] % 2 === 1;

/** The sentence of the last event of step `st` (k ≥ 1) of `run` (run.js), in `view`: the
 *  negamax view narrates from the standpoint of the player to move, as the core's trace
 *  does; the minimax view from Max's. */
export function sentenceOf(run, st, view = NEGAMAX) {
  const { shape, first, stepper } = run;
  const e = st.event;
  const p = nameOf(shape, e.at);
  const flip = flipped(shape, e.at, view);
  const x = (v) => showExact(flip ? negateExact(v) : v);
  const win = (w) => (flip ? { alpha: x(w?.beta ?? POS_INF), beta: x(w?.alpha ?? NEG_INF) } : { alpha: x(w?.alpha ?? NEG_INF), beta: x(w?.beta ?? POS_INF) });
  switch (e.type) {
    case 'enter':
      return t('chance-step-enter', { p, kind: kindOf(shape, e.at), ...win(e) });
    case 'evaluate':
      return t('chance-step-evaluate', { p, value: x(e.value) });
    case 'update':
      return t(flip ? 'chance-step-update-min' : 'chance-step-update', { p, t: x(e.t), child: nameOf(shape, e.child), m: x(e.m) });
    case 'probe':
      return t(flip ? 'chance-step-probe-min' : 'chance-step-probe', { p, child: nameOf(shape, e.child), first: nameOf(shape, e.first), value: x(e.value) });
    case 'bounds': {
      const w = st.window[e.at];
      const said = verdictAfter(stepper.trace, st.k, e, w);
      const verdict = flip ? { high: 'low', low: 'high', none: 'none' }[said] : said;
      const [lo, hi] = flip ? [e.upper, e.lower] : [e.lower, e.upper];
      const args = { p, lo: x(lo), hi: x(hi), ...win(w), verdict };
      if (e.child === e.at) {
        const [L, U] = rangeSymbols(shape, e.at, flip);
        return t('chance-step-bounds-first', { ...args, L, U });
      }
      const sums = boundSums(shape, first, st, e, run.name === 'star2', flip);
      return t('chance-step-bounds', { ...args, child: nameOf(shape, e.child), loSum: sums.lo, hiSum: sums.hi });
    }
    case 'cutoff':
      return t('chance-step-cutoff', { p, kind: e.kind, child: nameOf(shape, e.child), before: e.child === e.at ? 'yes' : 'no', skipped: e.skipped });
    case 'return':
      return t('chance-step-return', { p, value: x(e.value), bound: flip ? ({ lower: 'upper', upper: 'lower' }[e.bound] ?? e.bound) : e.bound });
    default:
      return e.type;
  }
}
