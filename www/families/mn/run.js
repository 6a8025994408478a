// A run of one of Slagle's m&n procedures (Slagle 1963, App. B and C) behind the family
// interface: values are real numbers from Max's standpoint with a bound ({value, bound});
// the run chooses a move (drawn as the principal variation); the call stack shows what
// each position was passed (dmax, alpha, beta, oldalpha, oldbeta), its best values and phase.

import { CODES, labelOf, shortName } from '../../core/procedures.js';
import { negate } from '../../core/score.js';
import { count, t } from '../../i18n/translate.js';
import { MINIMAX, player } from '../../view/standpoint.js';
import { ProcedureRun } from '../procedure-run.js';
import { valueOf } from '../typed-record.js';
import { boundedReal, fmtReal, MnSentences } from './sentences.js';
import { MnStepper } from './stepper.js';

export class MnRun extends ProcedureRun {
  makeStepper(record) {
    return new MnStepper(record, this.shape);
  }

  /** The report's own figures: m, n, the chosen move {index, at}, the backing-up functions' warnings. */
  get mn() {
    return this.result.mn;
  }

  get warnings() {
    return this.mn.warnings;
  }

  /** The finished run's value at `i` with its bound ({value, bound}), or null if not examined. */
  valueAt(i) {
    const c = this.result.columns; // the typed record (typed-record.js): no per-position objects
    const v = valueOf(c.values[i]);
    return v == null ? null : { value: v, bound: CODES.bound[c.bounds[i]] };
  }

  label(i, st, view) {
    return this.valueLabel(st ? st.value[i] : this.valueAt(i), i, view);
  }

  rootLabel(view) {
    return this.valueLabel(this.valueAt(0), 0, view);
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
    return st && !st.done ? st.best : this.mn.best?.at;
  }

  sentence(st) {
    return new MnSentences(this.shape).describe(st.event);
  }

  stack(st) {
    const head = [t('stack-position'), t('stack-to-move'), 'dmax', t('stack-passed'), t('stack-best-values'), t('stack-phase')];
    const rows = (st?.stack ?? []).map((id) => {
      const fr = st.frame[id];
      const passed = Object.entries(fr.passed)
        .map(([k, v]) => `${k} ${fmtReal(v)}`)
        .join(', ');
      return [
        this.shape.dewey[id] || t('stack-root'),
        player(this.shape.depth[id]),
        String(fr.dmax),
        { text: passed || '—', asPrinted: true },
        fr.list ? fr.list.map(fmtReal).join(', ') : '',
        String(fr.phase),
      ];
    });
    return { head, rows };
  }

  /** The chosen move in words. */
  move(rootTerminal) {
    const best = this.mn.best;
    if (best) return t('mn-move', { index: count(best.index), child: this.shape.dewey[best.at], value: fmtReal(this.result.value) });
    return `${t('mn-move-none', { value: fmtReal(this.result.value) })}${rootTerminal}`;
  }

  summary() {
    const { counts } = this.result;
    return t('summary-mn', {
      proc: labelOf(this.name),
      m: String(this.mn.m),
      n: String(this.mn.n),
      move: this.move(''),
      positions: count(counts.positions),
      allPositions: count(this.shape.parent.length),
      terminals: count(counts.terminals),
      allTerminals: count(this.shape.terminals),
    });
  }

  closingSentence() {
    const { counts } = this.result;
    const best = this.mn.best;
    return t('mn-done', {
      proc: shortName(this.name),
      m: String(this.mn.m),
      n: String(this.mn.n),
      best: best ? 'yes' : 'no', // no chosen move: the root is terminal
      index: best ? count(best.index) : '',
      child: best ? this.shape.dewey[best.at] : '',
      value: fmtReal(this.result.value),
      positions: count(counts.positions),
      terminals: count(counts.terminals),
      hint: this.stepHint,
    });
  }

  compareCaption() {
    const best = this.mn.best;
    return t('compare-caption-mn', { move: best ? this.shape.dewey[best.at] || 'root' : '—', terminals: count(this.result.counts.terminals) });
  }
}
