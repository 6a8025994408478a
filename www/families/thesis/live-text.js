// The code panel's strip of live values for Muszycka's procedures, in the thesis' names: the
// running routine's arguments (bound; alpha, beta; v, op), m, t and the son i it is at, from
// thesisLive (listing.js). SSS*: the triple Γ took and what it put on OPEN.
import { POS_INF, formatScore as f } from '../../core/score.js';

const NAME = { branch_and_bound: 'branchandbound', alphabeta: 'alphabeta', falphabeta: 'falphabeta', palphabeta: 'palphabeta', pvs: 'pvs', scout: 'scout', scout_cm: 'scout', scout_minimax: 'scout', test: 'test', testm: 'testm', test_minimax: 'test' };
const TESTS = new Set(['test', 'testm', 'test_minimax']);

/** The thesis' name of position `id`: p, p1, p221 (dots when a number passes 9: p1.12.3). */
export function thesisName(shape, id) {
  const d = shape.dewey[id];
  if (d === '') return 'p';
  const parts = d.split('.');
  return `p${parts.some((x) => Number(x) > 9) ? parts.join('.') : parts.join('')}`;
}

function args(c) {
  switch (c.routine) {
    case 'branch_and_bound':
      return `bound = ${f(c.bound)}`;
    case 'alphabeta':
    case 'falphabeta':
    case 'pvs':
      return `α = ${f(c.alpha)}, β = ${f(c.beta)}`;
    case 'test':
      return `v = ${f(c.v)}, op = ${c.op === 'ge' ? 'TRUE' : 'FALSE'}`;
    case 'test_minimax':
      return `v = ${f(c.v)}, op ${c.op === 'ge' ? '≥' : '>'}`;
    case 'testm':
      return `v = ${f(c.v)}`;
    default:
      return '';
  }
}

/** The strip's text for `live` (thesisLive's result) on `shape`; `many`: the listing shows several routines. */
export function thesisVars(live, shape, many) {
  if (live.gamma !== undefined) return sssVars(live, shape);
  const who = (r) => (many ? `${NAME[r] ?? r}: ` : '');
  if (live.returned) return `${who(live.returned.routine)}p = ${dewey(shape, live.returned.at)} returns ${f(live.returned.value)}`;
  if (live.tested) return `${who(live.tested.routine)}p = ${dewey(shape, live.tested.at)} returns ${live.tested.outcome ? 'TRUE' : 'FALSE'}`;
  const fr = live.frame;
  if (!fr) return 'Not started: the first step calls the procedure at the root.';
  const a = args(fr.call);
  const head = `${who(fr.routine)}p = ${dewey(shape, fr.at)}`;
  const d = shape.degree[fr.at];
  if (d === 0) return `${head} (leaf)${a ? `, ${a}` : ''}, staticvalue(p) = ${fr.evaluated ? f(fr.f) : 'not yet read'}`;
  const parts = [head];
  if (a) parts.push(a);
  if (!TESTS.has(fr.routine)) {
    parts.push(`m = ${fr.m == null ? '–' : f(fr.m)}`);
    if (fr.routine !== 'scout' && fr.routine !== 'scout_minimax') parts.push(`t = ${fr.t == null ? '–' : f(fr.t)}`); // Scout has no t
  }
  parts.push(`i = ${fr.i} of f = ${d}`);
  return parts.join(', ');
}

function dewey(shape, id) {
  return shape.dewey[id] === '' ? 'root' : shape.dewey[id];
}

const triple = (shape, t) => `⟨${thesisName(shape, t.at)}, ${t.status === 'live' ? 'LIVE' : 'SOLVED'}, ${t.merit === POS_INF ? '∞' : f(t.merit)}⟩`;

function sssVars(live, shape) {
  if (!live.step) return 'Not started: step 1 puts ⟨root, LIVE, MAXINT⟩ on OPEN.';
  const put = live.inserted.map((t) => triple(shape, t)).join(', ');
  if (live.evaluated && (!live.gamma || live.gamma.triple.at !== live.evaluated.at)) return `staticvalue(${thesisName(shape, live.evaluated.at)}) = ${f(live.evaluated.value)}`;
  if (!live.gamma) return `Step 1: ${put} put on OPEN (list no. 1, numbered as in Fig. 8)`;
  const g = live.gamma;
  const purged = g.purged.length ? `; deleted ${g.purged.map((id) => thesisName(shape, id)).join(', ')}` : '';
  const how = g.case === 'live_leaf' ? 'inserted in its sorted place' : 'put on top';
  // The list's number as the thesis' Fig. 8 counts them (list 1 holds only the root).
  return `Γ(${triple(shape, g.triple)}): ${put} ${how}${purged}; OPEN holds ${live.len} triple${live.len === 1 ? '' : 's'} (list no. ${live.step}, numbered as in Fig. 8)`;
}
