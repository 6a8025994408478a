// How long a step-through the page takes. A trace crosses from the core as one object per
// event: F0 on a 1,948,717-position tree has 6,199,387 of them (seconds to read, hundreds of MB),
// F2 on the same tree 368,095. Longer traces are refused with this message, by the run worker
// before the trace crosses to the page (core/run-worker.js), or after the run where there is
// no worker (families/km/run.js).

import { pageError } from '../core/page-error.js';

export const MAX_STEPS = 1_000_000;

/** The error for a trace of `steps` events of procedure `name`: an Error the page words in
 *  its language (core/errors.js messageOf); the run worker posts its fields (errorData). */
export function tooManySteps(name, steps) {
  const english = `The step-through of ${name} on this tree has ${steps.toLocaleString('en')} steps; the page steps through at most ${MAX_STEPS.toLocaleString('en')} (F2, with its cutoffs, has far fewer).`;
  return pageError(english, 'lim-steps', { proc: name, steps, max: MAX_STEPS });
}
