// Show answer ends the exercise as shown (docs/practice.md, "Show answer"): pressed with no
// check after it, it is reported as a check would be — to the page's attempt log, the
// element's `answer` event, the iframe's parent, a SCORM run-time and a SPLICE host — with
// the score 0, as a check after Show answer scores 0. Without it a student could read the
// answer and leave, and nothing would say the exercise was seen.
import { summary } from './check-summary.js';

/**
 * The summary of exercise `s` (a PracticeSession) ended by Show answer, its expected answer
 * `exp`: the core's check of the expected answer gives the total; the score is 0, not
 * correct, `revealed` and `shown` (no check of the student's own). Null when the core
 * cannot check it (the caller then reports nothing: the answer was not shown either).
 */
export function shownSummary(s, exp) {
  let r;
  try {
    r = s.g.practiceCheck(s.task, s.o.proc, s.options(), exp);
  } catch {
    return null;
  }
  const out = summary({ ...r, diagnosis: [], closest: null }, s.steps.mode, null);
  return Object.assign(out, { score: 0, correct: false, revealed: true, shown: true, hints: s.hintsUsed });
}

/** The student's own answer before the expected one is drawn (null when the form cannot give one). */
export function ownAnswer(s) {
  try {
    return s.answer();
  } catch {
    return null;
  }
}
