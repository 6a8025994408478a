// A run of one of Slagle's m&n procedures (Slagle 1963, App. B and C) behind the family
// interface: values are real numbers from Max's standpoint with a bound ({value, bound});
// the run chooses a move (drawn as the principal variation); the call stack shows what
// each position was passed (dmax, alpha, beta, oldalpha, oldbeta), its best values and phase.
import { negate } from '../../core/score.js';
import { labelOf, shortName } from '../../core/procedures.js';
import { MINIMAX, player } from '../../view/standpoint.js';
import { ProcedureRun } from '../procedure-run.js';
import { skippedSuccessors } from '../trace-fold.js';
import { MnStepper } from './stepper.js';
import { MnSentences, boundedReal, fmtReal } from './sentences.js';

export class MnRun extends ProcedureRun {
  makeStepper(trace) {
    return new MnStepper(trace, this.shape);
  }

  examinedWithoutTrace() {
    const out = super.examinedWithoutTrace();
    this.result.values.forEach((v, i) => v && (out[i] = 1));
    return out;
  }

  cutsWithoutTrace() {
    const cut = super.cutsWithoutTrace();
    for (const c of this.result.cutoffs) for (const s of skippedSuccessors(this.shape, this.first, c.at, c.after)) cut[s] = 1;
    return cut;
  }

  label(i, st, view) {
    return this.valueLabel(st ? st.value[i] : this.result.values[i], i, view);
  }

  rootLabel(view) {
    return this.valueLabel(this.result.values[0], 0, view);
  }

  /** A {value, bound} of Max's standpoint as the view shows it (the negamax view flips Min's). */
  valueLabel(v, i, view) {
    if (!v) return '';
    const flip = view !== MINIMAX && this.shape.depth[i] % 2 === 1;
    if (!flip) return boundedReal(v);
    const bound = v.bound === 'lower' ? 'upper' : v.bound === 'upper' ? 'lower' : 'exact';
    return boundedReal({ value: typeof v.value === 'number' ? -v.value || 0 : negate(v.value), bound });
  }

  active(st) {
    return new Set(st.stack);
  }

  bestId(st) {
    return st && !st.done ? st.best : this.result.best?.at;
  }

  sentence(e) {
    return new MnSentences(this.shape).describe(e);
  }

  stack(st) {
    const head = ['position', 'to move', 'dmax', 'passed', 'best values', 'phase'];
    const rows = (st?.stack ?? []).map((id) => {
      const fr = st.frame[id];
      const passed = Object.entries(fr.passed).map(([k, v]) => `${k} ${fmtReal(v)}`).join(', ');
      return [this.shape.dewey[id] || 'root', player(this.shape.depth[id]), String(fr.dmax), passed || '—', fr.list ? fr.list.map(fmtReal).join(', ') : '', String(fr.phase)];
    });
    return { head, rows };
  }

  /** The chosen move in words. */
  move(rootTerminal) {
    const r = this.result;
    if (r.best) return `chooses successor ${r.best.index} (position ${r.best.dewey}), worth ${fmtReal(r.value)}`;
    return `returns ${fmtReal(r.value)}${rootTerminal}`;
  }

  summary() {
    const r = this.result;
    return `${labelOf(this.name)}, m = ${r.m}, n = ${r.n}: ${this.move('')}; ${r.counts.positions} of ${this.shape.parent.length} positions and ${r.counts.terminals} of ${this.shape.terminals} terminals examined.`;
  }

  closingSentence() {
    const r = this.result;
    return `Done: ${shortName(this.name)} with m = ${r.m}, n = ${r.n} ${this.move(' (the root is terminal)')}; ${r.counts.positions} positions and ${r.counts.terminals} terminals examined.${this.stepHint}`;
  }

  compareCaption() {
    return `— move ${this.result.best?.dewey ?? '—'}, ${this.result.counts.terminals} terminals`;
  }
}
