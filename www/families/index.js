// The three families of procedures and the one interface the page talks to. A family is
// {id, counts, makeRun(ctx)}; a run (km/run.js,
// thesis/run.js, mn/run.js, failed-run.js) answers:
//   paint(k, view)        the tree view's model after k steps (null: the finished run)
//   stepView(k, view)     the step panel: {mode: 'show', length, k, sentence, head, rows},
//                         {mode: 'waiting', message} (prepareSteps() when idle) or {mode: 'disable', message}
//   prepareSteps()        makes the trace if it is made lazily; true when there are steps
//   length                the number of steps
//   summary(S), closingSentence()
//   editPicture()         the finished K&M run the edit panel describes, or null
//   openList(k)           SSS*'s OPEN list ({state, message}) or null
//   compareCaption(), compareTerm()   the compare view's caption and summary term
//   result, error, windowProc
// The page asks the run; it never asks which family it is.
import { familyOf } from '../core/procedures.js';
import { messageOf } from '../core/errors.js';
import { km } from './km/family.js';
import { thesis } from './thesis/family.js';
import { mn } from './mn/family.js';
import { FailedRun } from './failed-run.js';

/** In the order their tables and options appear on the page. */
export const FAMILIES = [km, thesis, mn];

/** The family of procedure `name`; null for 'compare' or an unknown name. */
export function familyFor(name) {
  const id = familyOf(name);
  return FAMILIES.find((f) => f.id === id) ?? null;
}

/**
 * A run of `name` on the current tree: ctx {tree, shape, idOf, kmRuns, traceLimit, options}.
 * A procedure the core refuses to run gives a FailedRun with the core's message.
 */
export function makeRun(name, ctx) {
  const family = familyFor(name);
  try {
    return family.makeRun({ ...ctx, family, name });
  } catch (e) {
    return new FailedRun(family, name, ctx.shape, messageOf(e));
  }
}
