// The values task: the value alpha-beta returns at each interior position, and whether it is
// exact or a bound (K&M (9): at or below α an upper bound, at or above β a lower bound).

import { formatScore as f, parseValue } from '../../core/score.js';
import { t } from '../../i18n/translate.js';
import { h } from '../dom.js';
import { Task } from './task.js';

/** A value given with its bound, as written beside its position ("≥3", "≤-1", "2"). */
export const boundText = (value, bound) => `${bound === 'lower' ? '≥' : bound === 'upper' ? '≤' : ''}${f(value)}`;

export class ValuesTask extends Task {
  /** The task's name in the task menu, and a worksheet's heading (crate/src/worksheet.rs, task_title). */
  static label = 'practice-task-values';
  static title = 'practice-print-values';

  /** The values given, by id: {value, bound: 'exact'|'lower'|'upper'}. */
  values = new Map();

  help() {
    return t('practice-help-values');
  }

  get stepwise() {
    return true;
  }

  form(F, row) {
    const s = this.s;
    this.valueIn = h('input', {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      class: 'pr-value',
      'aria-label': t('practice-value-label'),
      size: '6',
    });
    this.boundIn = h(
      'select',
      { class: 'pr-bound', 'aria-label': t('practice-bound-label') },
      h('option', { value: 'exact', text: t('practice-exact') }),
      h('option', { value: 'lower', text: t('practice-lower-bound') }),
      h('option', { value: 'upper', text: t('practice-upper-bound') }),
    );
    F.append(
      row(
        h('label', { text: `${t('practice-value')} ` }, this.valueIn),
        h('label', { text: ` ${t('practice-value-is')} ` }, this.boundIn),
        h('button', { type: 'submit', class: 'pr-set', text: t('practice-set') }),
        h('button', { type: 'button', text: t('practice-clear'), onclick: () => (this.values.delete(s.sel), s.paint()) }),
      ),
    );
  }

  reset() {
    this.values = new Map();
  }

  notes() {
    const notes = new Map();
    for (const [id, { value, bound }] of this.values) notes.set(id, boundText(value, bound));
    return notes;
  }

  /** The form shows the value given at the position selected. */
  select(id, how, shape) {
    const v = this.values.get(id);
    if (v) {
      this.valueIn.value = f(v.value);
      this.boundIn.value = v.bound;
    } else this.valueIn.value = '';
    return shape.degree[id] === 0 ? 'terminal' : '';
  }

  describe(id) {
    const v = this.values?.get(id);
    return v ? t('practice-describe-answer', { value: boundText(v.value, v.bound) }) : '';
  }

  activate() {
    this.valueIn.focus();
  }

  /** Set: the value typed, at the interior position selected. */
  submit() {
    const s = this.s;
    if (s.sel < 0 || s.shape.degree[s.sel] === 0) {
      s.error.textContent = t('practice-select-interior');
      return;
    }
    try {
      const value = parseValue(this.valueIn.value, 'value');
      const id = s.sel;
      const before = this.values.get(id);
      this.values.set(id, { value, bound: this.boundIn.value });
      s.error.textContent = '';
      s.judgeStep(id, () => (before ? this.values.set(id, before) : this.values.delete(id)));
      s.paint();
    } catch (err) {
      s.error.textContent = err.message;
    }
  }

  answer() {
    const dewey = this.s.shape.dewey;
    const values = {};
    const bounds = {};
    for (const [id, v] of this.values) {
      values[dewey[id]] = v.value;
      bounds[dewey[id]] = v.bound;
    }
    return { values, bounds };
  }

  correct(id, exp) {
    const d = this.s.shape.dewey[id];
    if (exp.values?.[d] === undefined) this.values.delete(id);
    else this.values.set(id, { value: exp.values[d], bound: exp.bounds?.[d] ?? 'exact' });
    // The form shows the corrected value too, not the wrong one it was given.
    if (id === this.s.sel) {
      const v = this.values.get(id);
      this.valueIn.value = v ? f(v.value) : '';
      if (v) this.boundIn.value = v.bound;
    }
    return exp.values?.[d] === undefined ? null : id;
  }

  showAnswer(exp) {
    const notes = new Map();
    for (const [d, v] of Object.entries(exp.values)) notes.set(this.s.idOf(d), boundText(v, exp.bounds?.[d] ?? 'exact'));
    this.values = new Map();
    return { text: t('practice-answer-values'), picture: null, notes };
  }
}
