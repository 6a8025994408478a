// Slagle 1963: m&n minimaxing and m&n alpha-beta (App. B and C), with the report's counts.
// The rows' heads, the caption and the note are message ids (panels/other-counts.js formats them).
import { MnRun } from './run.js';
import { fmtReal } from './sentences.js';

const ROWS = [
  ['mn-counts-best', (r, run) => (r.mn.best ? `${r.mn.best.index} (${run.shape.dewey[r.mn.best.at]})` : '—'), 'best'],
  ['mn-counts-value', (r) => fmtReal(r.value), 'value'],
  ['mn-counts-mn', (r) => `${r.mn.m}, ${r.mn.n}`, 'mn'],
  ['counts-positions', (r) => r.counts.positions, 'positions'],
  ['counts-terminals', (r) => r.counts.terminals, 'terminals'],
  ['mn-counts-hla', (r) => r.counts.byKind.highest_level_alpha ?? 0, 'hla'],
  ['mn-counts-alpha', (r) => r.counts.byKind.mn_alpha ?? 0, 'mnAlpha'],
  ['mn-counts-beta', (r) => r.counts.byKind.mn_beta ?? 0, 'mnBeta'],
];

export const mn = {
  id: 'mn',
  counts: { id: 'mn-counts', caption: 'mn-counts-caption', rows: ROWS, note: 'mn-counts-note' },
  makeRun: (ctx) => new MnRun(ctx),
};
