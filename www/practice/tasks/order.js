// The ordering puzzle: reorder the successors so that alpha-beta examines as few terminals as
// it can (K&M §6, the best case; Corollary 3's count), with ← / → or [ and ].

import { count, t } from '../../i18n/translate.js';
import { h } from '../dom.js';
import * as T from '../tasks.js';
import { Task } from './task.js';

export class OrderTask extends Task {
  /** The task's name in the task menu, and a worksheet's heading (crate/src/worksheet.rs, task_title). */
  static label = 'practice-task-order';
  static title = 'practice-print-order';

  /** The student's order: each interior position's successors (numbers of the given tree). */
  order = null;

  help() {
    return t('practice-help-order');
  }

  get hintSelects() {
    return false;
  }

  form(F, row) {
    F.append(
      row(
        h('button', { type: 'button', class: 'pr-left', text: t('practice-move-left'), onclick: () => this.move(-1) }),
        h('button', { type: 'button', class: 'pr-right', text: t('practice-move-right'), onclick: () => this.move(1) }),
        h('button', { type: 'button', text: t('practice-original-order'), onclick: () => this.s.reset() }),
      ),
    );
  }

  reset() {
    this.order = T.identityOrder(this.s.shape);
  }

  /** The tree with the student's order (a tree of its own, parsed by the core). */
  shown() {
    const { text, originalOf } = T.reorderedText(this.s.shape, this.order);
    this.shownG?.free();
    this.shownG = this.s.o.core.GameTree.parse(text);
    const shape = this.shownG.shape();
    return { shape, original: shape.dewey.map((d) => originalOf.get(d)) };
  }

  key(e) {
    if (e.key !== '[' && e.key !== ']') return false;
    this.move(e.key === '[' ? -1 : 1);
    return true; // not the page's speed keys
  }

  /** Moves the selected position one place left (by −1) or right among its siblings. */
  move(by) {
    const s = this.s;
    if (s.sel <= 0) {
      s.error.textContent = t('practice-select-non-root');
      return;
    }
    const dewey = s.original[s.sel];
    const parts = dewey.split('.');
    const k = Number(parts.pop());
    const parent = parts.join('.');
    this.order = T.moveSuccessor(this.order, parent, k, by);
    s.error.textContent = '';
    s.paint();
    s.sel = s.original.indexOf(dewey);
    s.view.select(s.sel, { reveal: false });
    s.scoreEl.textContent = t('practice-moved', { p: dewey, at: count(this.order[parent].indexOf(k) + 1), of: count(this.order[parent].length) });
  }

  answer() {
    return T.orderAnswer(this.order);
  }

  showAnswer(exp) {
    this.order = { ...T.identityOrder(this.s.shape), ...exp.order };
    return { text: t('practice-answer-order'), picture: null, notes: new Map() };
  }

  destroy() {
    this.shownG?.free?.();
  }
}
