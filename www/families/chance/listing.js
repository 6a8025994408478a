// The chance family's procedures beside the tree (the code panel): the core's listing of
// expectimax, Star1 or Star2 (crate/src/chance/{expectimax,star1,star2}.rs, LISTING) and the
// line of each trace event (line_of), kept from the last run of each (run.js), and what the
// running position holds: p, its window (alpha, beta), a chance position's bounds [lo, hi].
import { t } from '../../i18n/translate.js';
import { showExact } from './exact.js';

/** By procedure name: {cite, lines, at} (at: the listing's line of each event). */
export const CHANCE_LISTINGS = new Map();

const CITE = {
  expectimax: 'Ballard 1983, §1 (the *-minimax value); negamax form after Hauk, Buro & Schaeffer 2004',
  star1: 'Ballard 1983, Star1; negamax form after Hauk, Buro & Schaeffer 2004',
  star2: 'Ballard 1983, Star2; negamax form after Hauk, Buro & Schaeffer 2004',
};

/** Keeps the listing of run `result` of `name`. */
export function keepListing(name, result) {
  CHANCE_LISTINGS.set(name, { cite: CITE[name] ?? 'Ballard 1983', lines: result.listing, at: result.lines });
}

/** The listing's line of step `st` (0 before the first event). */
export const chanceLine = (name, st) => (st.k === 0 ? 0 : (CHANCE_LISTINGS.get(name)?.at[st.k - 1] ?? 0));

/** What the position on top of the stack holds, as notation. */
export function chanceVars(st, shape) {
  const p = st.stack.at(-1);
  if (p == null) return '';
  const w = st.window[p];
  const b = st.bounds[p];
  const name = p === 0 ? t('stack-root') : shape.dewey[p];
  return `p = ${name}${w ? `, α = ${showExact(w.alpha)}, β = ${showExact(w.beta)}` : ''}${b ? `, [lo, hi] = [${showExact(b.lower)}, ${showExact(b.upper)}]` : ''}`;
}
