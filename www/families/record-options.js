// The options a run record is asked with, in one place: the page's runs ask the core with
// them, and the page's runs planner (page-runs.js) asks the run worker the same question
// ahead (core/precomputed.js matches the two by method and arguments).
import { KM } from '../core/procedures.js';
import { optionsFor } from './options.js';

/** Traces (for labels and stepping) of the other papers' procedures are made up to this many
 *  positions; SSS*'s, which hold the OPEN list after every step, up to the second number. */
export const TRACE_LIMIT = { any: 5000, sss: 2000 };

export function canTrace(name, size) {
  return size <= (name === 'sss' ? TRACE_LIMIT.sss : TRACE_LIMIT.any);
}

/** runTyped's arguments for the step-through's trace of K&M's `name` on window (alpha, beta). */
export function kmTraceArgs(name, alpha, beta) {
  return [name, { alpha, beta, trace: true }];
}

/** runTyped's arguments for the finished picture of `name` on a tree of `size` positions
 *  under page state `S`: K&M's on the window (families/km/runs.js), the others' with their
 *  options and their trace where the tree is small enough (procedure-run.js). */
export function recordArgs(name, S, size) {
  if (KM.includes(name)) return [name, { alpha: S.alpha, beta: S.beta }];
  return [name, { ...optionsFor(S, name), trace: canTrace(name, size) }];
}
