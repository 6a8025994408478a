// What a run of another paper's procedure (Muszycka's thesis, Slagle's m&n) has in common
// behind the family interface (see index.js): the core's run record (run(name, options)),
// its trace as a stepper, and the picture's statuses (examined / skipped / pending, below a
// skipped successor the same). The family subclasses (thesis/run.js, mn/run.js) say how a position
// is labelled, what the call stack shows, the sentences and the counts.

import { shortName } from '../core/procedures.js';
import { formatScore as f } from '../core/score.js';
import { t } from '../i18n/translate.js';
import { LAZY_FROM, lazyLabels } from '../view/paint.js';
import { shownTerminal } from '../view/standpoint.js';
import { calls, canTrace } from './core-calls.js';
import { WINDOW_PROC } from './defaults.js';
import { runRecord, statusCode } from './typed-record.js';

export { canTrace, TRACE_LIMIT } from './core-calls.js';

export class ProcedureRun {
  /**
   * @param {{family: object, name: string, tree: object, shape: object, options: object}} ctx
   *   options: the page state the procedure's options come from (window, reading, m, n, ...)
   * Throws the core's error (e.g. m&n alpha-beta with m = 1).
   */
  constructor({ family, name, tree, shape, options }) {
    this.family = family;
    this.name = name;
    this.shape = shape;
    const size = shape.parent.length;
    this.result = runRecord(tree, calls.record(name, options, size));
    this.stepper = canTrace(name, size) && this.result.trace ? this.makeStepper(this.result) : null;
    this.finalState = this.stepper ? this.stepper.stateAt(this.stepper.length) : null;
    this.error = '';
    this.windowProc = WINDOW_PROC; // K&M's analysis of the window, shown for comparison (panels/window-panel.js)
  }

  get length() {
    return this.stepper?.length ?? 0;
  }

  prepareSteps() {
    return this.stepper != null;
  }

  state(k) {
    if (!this.stepper) return null;
    return k == null ? this.finalState : this.stepper.stateAt(k);
  }

  // --- the picture ---------------------------------------------------------------------

  /** The tree view's model after k events (null: the finished run). */
  paint(k, view) {
    const st = this.state(k);
    const shape = this.shape;
    const n = shape.parent.length;
    const labelOf = (i) => (shape.value[i] !== null ? f(shownTerminal(shape.value[i], shape.depth[i], view)) : this.label(i, st, view));
    // A big tree's labels are made when drawn (view/paint.js lazyLabels): the canvas draws
    // the few on screen, and formatting 2,000,000 of them took about 100 ms.
    const labels = n > LAZY_FROM ? lazyLabels(n, labelOf) : new Array(n);
    const status = new Array(n);
    const cuts = [];
    const examined = st ? st.entered : this.examinedWithoutTrace();
    const cut = st ? st.cut : this.cutsWithoutTrace();
    const finished = !st || st.done;
    for (let i = 0; i < n; i++) {
      const p = shape.parent[i];
      // A cutoff's skipped successor that a later search of its parent examines (PVS's and
      // Palphabeta's re-searches, thesis §2) was examined, as the record counts it.
      if (cut[i] && !examined[i]) {
        status[i] = 'skipped';
        cuts.push({ id: i, kind: 'skipped' });
      } else if (p >= 0 && status[p] !== 'examined') status[i] = status[p];
      else if (examined[i]) status[i] = 'examined';
      else status[i] = finished ? 'skipped' : 'pending';
      if (n <= LAZY_FROM) labels[i] = labelOf(i);
    }
    if (finished && shape.value[0] === null) labels[0] = this.rootLabel(view);
    const model = { labels, status, cuts };
    if (st && !st.done) {
      model.current = st.current;
      model.active = this.active(st);
    }
    const best = this.bestId(st);
    if (best != null) model.pv = new Set([best]);
    return model;
  }

  /** Examined positions of a run made without its trace: the record's status (the root always is). */
  examinedWithoutTrace() {
    const status = this.result.columns.status;
    const EXAMINED = statusCode('examined');
    const out = new Uint8Array(status.length); // a loop: Uint8Array.from with a function took 280 ms at 2,000,000
    for (let i = 0; i < out.length; i++) out[i] = status[i] === EXAMINED ? 1 : 0;
    out[0] = 1;
    return out;
  }

  /** Skipped successors of a run made without its trace: the record's cutoffs. */
  cutsWithoutTrace() {
    const cut = new Uint8Array(this.shape.parent.length);
    for (const s of this.result.columns.cutSkipped) cut[s] = 1;
    return cut;
  }

  /** The chosen move's id, drawn as the principal variation (none by default). */
  bestId(_st) {
    return null;
  }

  // --- the step panel ------------------------------------------------------------------

  /** What the step panel shows at step k: {mode: 'show' | 'disable', ...}. */
  stepView(k, view) {
    if (!this.stepper) return { mode: 'disable', message: `${this.closingSentence()} ${t('step-too-large-for', { proc: shortName(this.name) })}` };
    let sentence;
    let stack;
    if (k == null) [sentence, stack] = [this.closingSentence(), this.stack(null, view)];
    else if (k === 0) [sentence, stack] = [this.readySentence(), this.stack(null, view)];
    else {
      const st = this.state(k);
      [sentence, stack] = [`${this.ownNumbers() ? '' : `${k}. `}${this.sentence(st, view)}`, this.stack(st, view)];
    }
    return { mode: 'show', length: this.length, k, sentence, ...stack };
  }

  /** Whether the procedure's sentences carry the paper's own step numbers, so that the step's
   *  index is not put before them too (one numbering in a sentence, not "19. Step 15: …"). */
  ownNumbers() {
    return false;
  }

  readySentence() {
    return t('step-ready', { proc: shortName(this.name) });
  }

  /** The tail of the closing sentence: how to step through. */
  get stepHint() {
    return this.stepper ? ` ${t('step-hint')}` : '';
  }

  editPicture() {
    return null;
  }

  openList() {
    return null;
  }

  compareTerm() {
    return '';
  }
}
