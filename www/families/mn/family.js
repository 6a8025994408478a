// Slagle 1963: m&n minimaxing and m&n alpha-beta (App. B and C), with the report's counts.
import { MnRun } from './run.js';
import { fmtReal } from './sentences.js';

const ROWS = [
  ['chosen move', (r) => (r.best ? `${r.best.index} (${r.best.dewey})` : '—'), 'best'],
  ['its value', (r) => fmtReal(r.value), 'value'],
  ['m, n', (r) => `${r.m}, ${r.n}`, 'mn'],
  ['positions examined', (r) => r.counts.positions, 'positions'],
  ['terminals examined', (r) => r.counts.terminals, 'terminals'],
  ['highest-level α cutoffs', (r) => r.counts.highest_level_alpha_cutoffs, 'hla'],
  ['m&n α cutoffs', (r) => r.counts.mn_alpha_cutoffs, 'mnAlpha'],
  ['m&n β cutoffs', (r) => r.counts.mn_beta_cutoffs, 'mnBeta'],
];

export const mn = {
  id: 'mn',
  counts: { id: 'mn-counts', caption: "Slagle's m&n counts", rows: ROWS, note: 'Positions examined count the root; the root examines every successor.' },
  makeRun: (ctx) => new MnRun(ctx),
};
