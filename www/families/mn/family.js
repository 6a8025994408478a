// Slagle 1963: m&n minimaxing and m&n alpha-beta (App. B and C), with the report's counts.
import { MnRun } from './run.js';
import { fmtReal } from './sentences.js';

const ROWS = [
  ['chosen move', (r, run) => (r.mn.best ? `${r.mn.best.index} (${run.shape.dewey[r.mn.best.at]})` : '—'), 'best'],
  ['its value', (r) => fmtReal(r.value), 'value'],
  ['m, n', (r) => `${r.mn.m}, ${r.mn.n}`, 'mn'],
  ['positions examined', (r) => r.counts.positions, 'positions'],
  ['terminals examined', (r) => r.counts.terminals, 'terminals'],
  ['highest-level α cutoffs', (r) => r.counts.byKind.highest_level_alpha ?? 0, 'hla'],
  ['m&n α cutoffs', (r) => r.counts.byKind.mn_alpha ?? 0, 'mnAlpha'],
  ['m&n β cutoffs', (r) => r.counts.byKind.mn_beta ?? 0, 'mnBeta'],
];

export const mn = {
  id: 'mn',
  counts: { id: 'mn-counts', caption: "Slagle's m&n counts", rows: ROWS, note: 'Positions examined count the root; the root examines every successor.' },
  makeRun: (ctx) => new MnRun(ctx),
};
