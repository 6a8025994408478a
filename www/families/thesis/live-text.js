// The code panel's strip of live values for Muszycka's procedures, in the thesis' names: the
// running routine's arguments (bound; alpha, beta; v, op), m, t and the son i it is at, from
// thesisLive (listing.js). SSS*: the triple Γ took and what it put on OPEN.
import { formatScore as f, POS_INF } from '../../core/score.js';
import { count, t as tr } from '../../i18n/translate.js'; // t is a triple below

const NAME = {
  branch_and_bound: 'branchandbound',
  alphabeta: 'alphabeta',
  falphabeta: 'falphabeta',
  palphabeta: 'palphabeta',
  pvs: 'pvs',
  scout: 'scout',
  scout_cm: 'scout',
  scout_minimax: 'scout',
  test: 'test',
  testm: 'testm',
  test_minimax: 'test',
};
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
  if (live.returned)
    return tr('code-thesis-returns', { routine: who(live.returned.routine), p: dewey(shape, live.returned.at), value: f(live.returned.value) });
  if (live.tested)
    return tr('code-thesis-returns', { routine: who(live.tested.routine), p: dewey(shape, live.tested.at), value: live.tested.outcome ? 'TRUE' : 'FALSE' });
  const fr = live.frame;
  if (!fr) return tr('code-not-started');
  const a = args(fr.call);
  const d = shape.degree[fr.at];
  if (d === 0)
    return tr('code-thesis-leaf', { routine: who(fr.routine), p: dewey(shape, fr.at), args: a ? `, ${a}` : '', value: fr.evaluated ? f(fr.f) : 'none' });
  const parts = [];
  if (a) parts.push(a);
  if (!TESTS.has(fr.routine)) {
    parts.push(`m = ${fr.m == null ? '–' : f(fr.m)}`);
    if (fr.routine !== 'scout' && fr.routine !== 'scout_minimax') parts.push(`t = ${fr.t == null ? '–' : f(fr.t)}`); // Scout has no t
  }
  return tr('code-thesis-interior', {
    routine: who(fr.routine),
    p: dewey(shape, fr.at),
    parts: parts.map((x) => `, ${x}`).join(''),
    i: count(fr.i),
    f: count(d),
  });
}

function dewey(shape, id) {
  return shape.dewey[id] === '' ? 'root' : shape.dewey[id]; // the messages say the root in the page's language
}

const triple = (shape, t) => `⟨${thesisName(shape, t.at)}, ${t.status === 'live' ? 'LIVE' : 'SOLVED'}, ${t.merit === POS_INF ? '∞' : f(t.merit)}⟩`;

function sssVars(live, shape) {
  if (!live.step) return tr('code-sss-not-started');
  const put = live.inserted.map((t) => triple(shape, t)).join(', ');
  if (live.evaluated && (!live.gamma || live.gamma.triple.at !== live.evaluated.at))
    return tr('code-sss-static', { p: thesisName(shape, live.evaluated.at), value: f(live.evaluated.value) });
  if (!live.gamma) return tr('code-sss-start', { put });
  const g = live.gamma;
  // The list's number as the thesis' Fig. 8 counts them (list 1 holds only the root).
  return tr('code-sss-gamma', {
    triple: triple(shape, g.triple),
    put,
    how: g.case === 'live_leaf' ? 'inserted' : 'top',
    purged: g.purged.length ? 'yes' : 'no',
    names: g.purged.map((id) => thesisName(shape, id)).join(', '),
    count: count(live.len),
    list: count(live.step),
  });
}
