// Muszycka 1985 (MSc thesis): branch-and-bound, alphabeta, falphabeta, palphabeta, PVS, the
// Scout variants and SSS* (§2, App. 1), with the thesis' counters (§3.1). The rows' heads,
// the caption and the note are message ids (panels/other-counts.js formats them).
import { formatScore as f } from '../../core/score.js';
import { t } from '../../i18n/translate.js';
import { ThesisRun } from './run.js';

const ROWS = [
  ['counts-value', (r) => (r.exact ? f(r.value) : t('thesis-counts-bound', { value: f(r.value) })), 'value'],
  ['thesis-counts-nodes', (r) => r.thesis.counters.nodesCreated, 'nodesCreated'],
  ['thesis-counts-leaves', (r) => r.thesis.counters.leavesCreated, 'leavesCreated'],
  ['thesis-counts-visits', (r) => r.thesis.counters.nodeVisits, 'nodeVisits'],
  ['thesis-counts-leaf-visits', (r) => r.thesis.counters.leafVisits, 'leafVisits'],
  ['thesis-counts-evaluations', (r) => r.thesis.counters.staticEvaluations, 'staticEvaluations'],
  ['thesis-counts-tests', (r) => r.thesis.counters.tests, 'tests'],
  ['thesis-counts-researches', (r) => r.thesis.counters.reSearches, 'reSearches'],
  ['thesis-counts-cutoffs', (r) => r.thesis.counters.cutoffs, 'cutoffs'],
  ['thesis-counts-open', (r) => (r.procedure === 'sss' ? r.thesis.counters.maxOpen : '—'), 'maxOpen'],
];

export const thesis = {
  id: 'thesis',
  counts: {
    id: 'thesis-counts',
    caption: 'thesis-counts-caption',
    rows: ROWS,
    note: 'thesis-counts-note',
  },
  makeRun: (ctx) => new ThesisRun(ctx),
};
