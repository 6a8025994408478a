// Knuth & Moore 1975: F0, F1 (branch-and-bound) and F2 (alpha-beta), section 2.
import { KmRun } from './run.js';

export const km = {
  id: 'km',
  /** The counts table of the other papers' procedures: none (K&M's have their own). */
  counts: null,
  makeRun: (ctx) => new KmRun(ctx),
};
