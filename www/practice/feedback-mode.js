// When a student's marks and values are judged (link key and element attribute `feedback`):
//
//   end         nothing is judged before Check (the check of the whole answer)
//   continuous  each mark (prune, the window's saved positions) and each value (values task)
//               is judged by the core as it is made; a wrong one can be undone; the score at
//               Check counts first tries: each wrong first step costs a point
//   fix         a wrong mark or value is corrected by the page at once (to the core's expected
//               answer), shown with the core's sentence, and counted: each correction costs
//               a point
//
// Per-step judgement of an algorithm simulation, with undo or with the tool fixing the
// state, follows TRAKLA2 and OpenDSA (docs/practice.md, "Feedback modes"). The next task and
// the ordering puzzle have one answer each: every mode judges them at Check. Plain data, no
// DOM: practice/session.js asks the core and shows the result.

export const FEEDBACK_MODES = ['end', 'continuous', 'fix'];

/** What the student's steps were, position by position (Dewey strings). */
export class StepRecord {
  /** @param {string} mode  one of FEEDBACK_MODES */
  constructor(mode = 'end') {
    if (!FEEDBACK_MODES.includes(mode)) throw new Error(`feedback must be one of ${FEEDBACK_MODES.join(', ')}, not '${String(mode).slice(0, 20)}'`);
    this.mode = mode;
    /** position -> whether the first try there was right */
    this.first = new Map();
    /** positions the page corrected (fix mode) */
    this.fixed = new Set();
  }

  /** A step at `position` was judged `right` (true) or not; only the first counts. */
  judged(position, right) {
    if (!this.first.has(position)) this.first.set(position, right);
  }

  /** The page corrected the step at `position` (fix mode). */
  corrected(position) {
    this.fixed.add(position);
    this.judged(position, false);
  }

  /**
   * The score of a check `r` (the core's {task, score, missed, wrong}) under this mode: each
   * position whose first step was wrong (continuous: undone, put right later or left; fix:
   * corrected by the page) costs one point, unless the core's check already scores nothing
   * for it (a value still missed or wrong). Returns {score, retried, fixed}: the positions
   * that cost a point (Dewey strings, in the order first judged).
   */
  score(r) {
    if (this.mode === 'end') return { score: r.score, retried: [], fixed: [] };
    // What the core's check already costs is not charged again: a missed item or a wrong
    // value scores nothing, and a wrong mark left in the answer takes a point back (the core
    // scores right less wrong marks, docs/practice.md).
    const unscored = (d) => r.missed.includes(d) || r.wrong.includes(d);
    const cost = [...this.first].filter(([d, right]) => !right && !unscored(d)).map(([d]) => d);
    const fixed = cost.filter((d) => this.fixed.has(d));
    const retried = cost.filter((d) => !this.fixed.has(d));
    return { score: Math.max(0, r.score - cost.length), retried, fixed };
  }
}

/** The verdict of the core's check `r` on `position` ('right' | 'wrong' | 'missed'), or null. */
export function verdictAt(r, position) {
  const fb = r.feedback.find((x) => x.position === position);
  return fb ? { verdict: fb.verdict, sentence: fb.sentence } : null;
}
