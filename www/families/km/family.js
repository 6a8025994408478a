// Knuth & Moore 1975: F0, F1 (branch-and-bound) and F2 (alpha-beta), section 2.
import { KmRun } from './run.js';

export const km = {
  id: 'km',
  /** Which option groups of the options panel apply (K&M's take only the window). */
  optionPanels: [],
  /** The counts table of the other papers' procedures: none (K&M's have their own). */
  counts: null,
  options: () => ({}),
  makeRun: (ctx) => new KmRun(ctx),
};
