// A run of Knuth & Moore's F0, F1 or F2 behind the family interface (see ../index.js). The
// counts and the finished picture come from the three runs shared by the page (runs.js:
// cheap, made on every edit); the trace for the step-through is made only when asked
// (prepareSteps), because it costs more than the three runs together.

import { messageOf } from '../../core/errors.js';
import { windowUse } from '../../core/procedures.js';
import { formatScore as f, formatWindow } from '../../core/score.js';
import { procedureName } from '../../i18n/catalogue-words.js';
import { count, quantity, t } from '../../i18n/translate.js';
import { paintPicture, paintStep } from '../../view/paint.js';
import { calls } from '../core-calls.js';
import { MAX_STEPS, tooManySteps } from '../step-limit.js';
import { runRecord } from '../typed-record.js';
import { KmStepper } from './stepper.js';
import { doneSentence, kmStepView } from './steps.js';

export class KmRun {
  /**
   * @param {{family: object, name: string, tree: object, shape: object, kmRuns: import('./runs.js').KmRuns,
   *   traceLimit: number}} ctx
   */
  constructor({ family, name, tree, shape, kmRuns, traceLimit }) {
    Object.assign(this, { family, name, tree, shape, runs: kmRuns, traceLimit });
    this.record = null; // the core's run record with its trace, once prepared
    this.stepper = null;
    this.error = '';
    this.result = null;
    /** The window panel explains this procedure's use of (α, β). */
    this.windowProc = name;
  }

  get length() {
    return this.stepper?.length ?? 0;
  }

  get tooLargeToStep() {
    return this.tree.size() > this.traceLimit;
  }

  /** The core call that makes the trace ([method, args]; the run worker may make it ahead:
   *  families/page-runs.js prepareStepsAhead), or null when the tree is too large to trace. */
  get traceCall() {
    return this.tooLargeToStep ? null : calls.kmTrace(this.name, this.runs.state);
  }

  /** Makes the trace now (if the tree is small enough); true if there is one. */
  prepareSteps() {
    if (!this.stepper && !this.tooLargeToStep && !this.stepError) {
      let record;
      try {
        record = runRecord(this.tree, this.traceCall);
        if (record.trace.length > MAX_STEPS) throw tooManySteps(this.name, record.trace.length);
      } catch (e) {
        this.stepError = messageOf(e); // the run worker refused a trace too long, or the core failed
        return false;
      }
      this.record = record;
      this.stepper = new KmStepper(this.record.trace, this.shape.parent.length);
    }
    return this.stepper != null;
  }

  /** The tree view's model after k events (null: the finished run). */
  paint(k, view) {
    if (k != null && this.prepareSteps()) {
      return paintStep(this.shape, this.stepper.stateAt(k), view, this.runs.windowSets(this.name));
    }
    return paintPicture(this.shape, this.runs.picture(this.name), view);
  }

  /** What the step panel shows at step k: {mode: 'show' | 'waiting' | 'disable', ...}. */
  stepView(k, view) {
    if (this.tooLargeToStep) {
      return { mode: 'disable', message: t('step-too-large', { limit: quantity(this.traceLimit) }) };
    }
    if (this.stepError) return { mode: 'disable', message: `${this.closingSentence()} ${this.stepError}` };
    if (!this.stepper) return { mode: 'waiting', message: this.closingSentence() };
    const saved = this.runs.windowSets(this.name).saved;
    return {
      mode: 'show',
      ...kmStepView({
        stepper: this.stepper,
        run: this.record,
        shape: this.shape,
        k,
        state: k == null ? null : this.stepper.stateAt(k),
        view,
        counts: this.runs.counts[this.name],
        isSaved: saved ? (id) => saved.has(id) : undefined,
      }),
    };
  }

  /** The page's one-line summary. */
  summary(S) {
    const r = this.runs.counts[this.name];
    const c = r.counts;
    const deep = c.byKind.deep ?? 0;
    const n = this.shape.parent.length;
    return t('summary-km', {
      proc: procedureName(this.name),
      use: windowUse(this.name),
      beta: f(S.beta),
      window: formatWindow(S.alpha, S.beta),
      value: f(r.value),
      exact: r.exact ? 'yes' : 'no',
      terminals: count(c.terminals),
      allTerminals: count(this.shape.terminals),
      positions: count(c.positions),
      allPositions: count(n),
      deep: count(deep),
    });
  }

  closingSentence() {
    return doneSentence(this.runs.counts[this.name]);
  }

  /** The finished run the edit panel describes (values, windows and bounds by id). */
  editPicture() {
    return this.runs.picture(this.name);
  }

  openList() {
    return null;
  }

  compareCaption() {
    const c = this.runs.counts[this.name].counts;
    return t('compare-caption-km', { terminals: count(c.terminals), positions: count(c.positions) });
  }

  compareTerm() {
    return '';
  }
}
