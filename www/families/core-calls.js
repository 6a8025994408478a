// The core calls a page state needs, described once. A call is [method, args]: a method of
// the core's GameTree or one of the page's own questions (OWN). The page's runs make them
// through core/precomputed.js (which takes an answer the run worker made ahead), the runs
// planner (page-runs.js plan()) lists the same calls for the run worker ahead, and the worker
// answers them with perform() (core/run-worker.js). precomputed.js matches a question with
// its answer by the call itself: both sides build it here, so they cannot differ.
import { KM, NEGAMAX } from '../core/procedures.js';
import { comparing } from '../state/show.js';
import { linearLayout } from '../view/layout.js';
import { TRACE_LIMIT } from './defaults.js';
import { optionsFor } from './options.js';

export { TRACE_LIMIT };

/** Whether `name`'s trace (for labels and stepping) is made on a tree of `size` positions. */
export function canTrace(name, size) {
  return size <= (Object.hasOwn(TRACE_LIMIT.of, name) ? TRACE_LIMIT.of[name] : TRACE_LIMIT.any);
}

/** The options of `names` run in one call (counts() takes one object for them all): every
 *  option the catalogue lists for any of them, and the window where one takes it. */
function optionsForAll(S, names = []) {
  return Object.assign({}, ...names.map((name) => optionsFor(S, name)));
}

/**
 * The negamax procedures counted with every edit: K&M's three (the counts table, Compare),
 * and the one shown and those Compare adds. The others are counted when first read: on a
 * tree of millions of positions each count is a search, and MTD(f)'s is several.
 */
export function countedNames(S) {
  return NEGAMAX.filter((n) => KM.includes(n) || n === S.proc || (comparing(S) && S.cmp?.includes(n)));
}

/** run()'s options for the finished picture of `name` on a tree of `size` positions under
 *  page state `S`: K&M's on the window with the window analysis (the picture and the window
 *  panel show what the window saved and cost, and F2's aspiration search); the others' with
 *  their options and their trace where the tree is small enough. */
function recordOptions(name, S, size) {
  if (NEGAMAX.includes(name)) return { ...optionsFor(S, name), analysis: true };
  return { ...optionsFor(S, name), trace: canTrace(name, size) };
}

/** The calls, by what they are for. `S` is the page state (or any object holding the
 *  window and the options by their state keys): each call takes from it the options the
 *  catalogue lists for its procedures (options.js), so no call names an option. */
export const calls = {
  /** The counts of the negamax procedures `names` under `S`, keyed by name (the counts
   *  table, the summaries, the compare view). */
  kmCounts: (names, S) => ['counts', [names, optionsForAll(S, names)]],
  /** The record of `name`'s finished run (its picture, the window panel). */
  record: (name, S, size) => ['run', [name, recordOptions(name, S, size)]],
  /** The record of `name` with `options` as they are (the difference view's statuses). */
  run: (name, options) => ['run', [name, options]],
  /** K&M's record with its trace, for the step-through. */
  kmTrace: (name, S) => ['run', [name, { ...optionsFor(S, name), trace: true }]],
  /** Which positions K&M's `name` examines (the counts table's note on deep cutoffs). */
  examined: (name, S) => ['examinedFlags', [name, optionsFor(S, name)]],
  /** The tree's critical positions and level sizes (the counts table). */
  analysis: () => ['analysis', []],
  /** The canvas drawing's layout (view/layout.js; about 150 ms at 2,000,000 positions). */
  layout: () => ['layout', []],
};

/** The page's own questions: computed from the core's answers, not a core method. */
const OWN = {
  layout(tree) {
    const a = tree.shapeArrays();
    return linearLayout({ ...a, value: Array.from(a.value, (v) => (Number.isNaN(v) ? null : v)) });
  },
};

/** The core methods the calls above use: nothing else is made (the run worker answers what
 *  the page sends it, and only this). */
const CORE = new Set(
  Object.values(calls)
    .map((f) => f()[0])
    .filter((m) => !Object.hasOwn(OWN, m)),
);

/** Makes `call` ([method, args]) on `tree`. */
export function perform(tree, [method, args]) {
  if (Object.hasOwn(OWN, method)) return OWN[method](tree, ...args);
  if (!CORE.has(method)) throw new Error(`'${String(method).slice(0, 40)}' is not a core call of the page's runs`);
  return tree[method](...args);
}
