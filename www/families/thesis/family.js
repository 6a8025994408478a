// Muszycka 1985 (MSc thesis): branch-and-bound, alphabeta, falphabeta, palphabeta, PVS, the
// Scout variants and SSS* (§2, App. 1), with the thesis' counters (§3.1).
import { formatScore as f } from '../../core/score.js';
import { ThesisRun } from './run.js';

const ROWS = [
  ['value at the root', (r) => (r.exact ? f(r.value) : `${f(r.value)} (bound)`), 'value'],
  ['nodes created', (r) => r.thesis.counters.nodesCreated, 'nodesCreated'],
  ['leaf nodes created', (r) => r.thesis.counters.leavesCreated, 'leavesCreated'],
  ['node visits', (r) => r.thesis.counters.nodeVisits, 'nodeVisits'],
  ['leaf visits', (r) => r.thesis.counters.leafVisits, 'leafVisits'],
  ['static evaluations', (r) => r.thesis.counters.staticEvaluations, 'staticEvaluations'],
  ['tests', (r) => r.thesis.counters.tests, 'tests'],
  ['re-searches', (r) => r.thesis.counters.reSearches, 'reSearches'],
  ['cut-offs', (r) => r.thesis.counters.cutoffs, 'cutoffs'],
  ['longest OPEN list', (r) => (r.procedure === 'sss' ? r.thesis.counters.maxOpen : '—'), 'maxOpen'],
];

export const thesis = {
  id: 'thesis',
  counts: {
    id: 'thesis-counts',
    caption: "Muszycka's counters (thesis §3.1)",
    rows: ROWS,
    note: 'Created: visited at least once (SSS*: processed while LIVE); the root is not counted, as in the thesis. Visits count every call, so re-searches and TESTs visit again.',
  },
  makeRun: (ctx) => new ThesisRun(ctx),
};
