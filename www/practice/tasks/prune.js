// The pruning task: mark the positions alpha-beta does not examine (the roots of the cut-off
// subtrees, K&M §2: what a cutoff leaves unsearched).

import { t } from '../../i18n/translate.js';
import { h } from '../dom.js';
import * as T from '../tasks.js';
import { MarkTask } from './marking.js';

export class PruneTask extends MarkTask {
  /** The task's name in the task menu, and a worksheet's heading (crate/src/worksheet.rs, task_title). */
  static label = 'practice-task-prune';
  static title = 'practice-print-prune';

  help() {
    return t('practice-help-prune');
  }

  form(F, row) {
    const s = this.s;
    F.append(
      row(
        h('button', { type: 'button', class: 'pr-mark', text: t('practice-mark'), onclick: () => s.activate(s.sel) }),
        h('button', { type: 'button', text: t('practice-clear-marks'), onclick: () => ((this.marks = new Set()), s.paint()) }),
      ),
    );
  }

  listOf(exp) {
    return exp.pruned;
  }

  answer() {
    return T.pruneAnswer(this.s.shape, this.marks);
  }

  adopt(answer) {
    this.adoptList(answer.pruned);
  }

  answerText(exp, list) {
    return t('practice-answer-prune', { list: list.map((d) => d || 'root').join(', ') || 'nothing' });
  }
}
