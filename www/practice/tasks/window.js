// The window task: a procedure searches the tree with a window (α, β) — aspiration search's
// narrow window, K&M's F2(p, α, β) — say whether it fails low, is exact or fails high, the
// value it returns, and mark the positions the window saves (examined by the full window,
// not by this one).

import { shortName } from '../../core/procedures.js';
import { formatScore as f, parseValue } from '../../core/score.js';
import { t } from '../../i18n/translate.js';
import { h } from '../dom.js';
import * as T from '../tasks.js';
import { MarkTask } from './marking.js';

/** The outcomes' words, by the core's name. */
export const OUTCOMES = { fail_low: 'practice-outcome-fail-low', exact: 'practice-outcome-exact', fail_high: 'practice-outcome-fail-high' };

export class WindowTask extends MarkTask {
  /** The task's name in the task menu, and a worksheet's heading (crate/src/worksheet.rs, task_title). */
  static label = 'practice-task-window';
  static title = 'practice-print-window';

  help() {
    return t('practice-help-window');
  }

  form(F, row) {
    const s = this.s;
    const w = `(${f(s.o.alpha)}, ${f(s.o.beta)})`;
    const name = `pr-outcome-${Math.random().toString(36).slice(2)}`;
    this.outcomeIns = ['fail_low', 'exact', 'fail_high'].map((v) => h('input', { type: 'radio', name, value: v }));
    this.valueIn = h('input', {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      class: 'pr-value',
      'aria-label': t('practice-window-value-label', { proc: shortName(s.o.proc) }),
      size: '6',
    });
    F.append(
      h('p', { class: 'pr-window', text: t('practice-window-line', { window: w, proc: s.o.proc }) }),
      h(
        'fieldset',
        { class: 'pr-outcome' },
        h('legend', { text: t('practice-outcome') }),
        ...this.outcomeIns.map((r) => h('label', {}, r, ` ${t(OUTCOMES[r.value])}`)),
      ),
      row(
        h('label', { text: `${t('practice-value-returned')} ` }, this.valueIn),
        h('button', { type: 'button', class: 'pr-mark', text: t('practice-mark-saved'), onclick: () => s.activate(s.sel) }),
      ),
    );
  }

  /** The window is always one of the options (the task is about it). */
  options(o) {
    Object.assign(o, { alpha: this.s.o.alpha, beta: this.s.o.beta });
  }

  runOptions() {
    return { alpha: this.s.o.alpha, beta: this.s.o.beta };
  }

  listOf(exp) {
    return exp.saved ?? [];
  }

  answer() {
    const outcome = this.outcomeIns.find((r) => r.checked)?.value;
    if (!outcome) throw new Error(t('practice-choose-outcome'));
    const a = { outcome, value: parseValue(this.valueIn.value, 'the value returned') };
    if (this.marks.size) a.saved = T.pruneAnswer(this.s.shape, this.marks).pruned;
    return a;
  }

  /** The outcome and value need not be given yet: the marks are judged on their own. */
  stepAnswer() {
    let value = 0;
    try {
      value = parseValue(this.valueIn.value, 'value');
    } catch {
      /* not given yet */
    }
    return { outcome: this.outcomeIns.find((r) => r.checked)?.value ?? 'exact', value, saved: T.pruneAnswer(this.s.shape, this.marks).pruned };
  }

  adopt(answer) {
    this.adoptList(answer.saved);
  }

  answerText(exp) {
    return t('practice-answer-window', {
      outcome: t(OUTCOMES[exp.outcome] ?? 'practice-outcome-exact'),
      value: f(exp.value),
      saved: (exp.saved ?? []).join(', ') || 'nothing',
    });
  }
}
