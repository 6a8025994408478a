// The tasks answered by marks on the tree (prune.js: the positions not examined; window.js:
// the positions saved by a window): a mark covers its subtree (tasks.js, toggleMark), a tap
// or x or Space marks, and continuous and fix modes judge each mark as it is made.

import { t } from '../../i18n/translate.js';
import { paintRun } from '../../view/paint.js';
import * as T from '../tasks.js';
import { Task } from './task.js';

export class MarkTask extends Task {
  marks = new Set();

  treeLabel() {
    return t('practice-tree-label-mark', { task: this.s.task });
  }

  get stepwise() {
    return true;
  }

  /** The cut-off roots of the expected answer `exp` (Dewey names). */
  listOf(exp) {
    return [];
  }

  /** The run that draws the expected answer: its options (the window, for the window task). */
  runOptions() {
    return {};
  }

  reset() {
    this.marks = new Set();
  }

  marked() {
    return this.marks;
  }

  select(id, how) {
    if (how === 'pointer') this.toggle(id);
    return '';
  }

  markedList(shape) {
    return this.marks.size ? [...this.marks].map((i) => shape.dewey[i] || t('practice-root')).join(', ') : 'none';
  }

  describe(id) {
    const shape = this.s.shownShape;
    if (!this.marks || !shape) return '';
    if (this.marks.has(id)) return t('practice-describe-marked');
    if (T.covered(shape, this.marks)[id]) return t('practice-describe-covered');
    return t('practice-describe-unmarked');
  }

  activate(id) {
    this.toggle(id);
    this.s.select(id, 'keyboard-activate');
  }

  /** Marks or unmarks position `id` (and judges a new mark in continuous and fix modes). */
  toggle(id) {
    const s = this.s;
    const before = this.marks;
    this.marks = T.toggleMark(s.shownShape, this.marks, id);
    const d = s.shownShape.dewey[id] || 'root';
    s.scoreEl.textContent = t(this.marks.has(id) ? 'practice-marked' : 'practice-unmarked', { p: d });
    if (!this.marks.has(id)) s.stepVerdicts.delete(id);
    if (this.marks.has(id)) s.judgeStep(id, () => (this.marks = before));
  }

  key(e) {
    if ((e.key === 'x' || e.key === ' ') && this.s.sel >= 0) {
      this.activate(this.s.sel);
      return true; // not the page's Space = play
    }
    return false;
  }

  /** A mark: moved up to the cut-off root above it, or taken off (the position is examined). */
  correct(id, exp) {
    const s = this.s;
    const roots = new Set(this.listOf(exp).map((x) => s.idOf(x)));
    for (let p = s.shape.parent[id]; p >= 0; p = s.shape.parent[p]) {
      if (roots.has(p)) {
        this.marks = T.toggleMark(s.shape, this.marks, p);
        if (!this.marks.has(p)) this.marks = T.toggleMark(s.shape, this.marks, p);
        return p;
      }
    }
    const out = new Set(this.marks);
    out.delete(id);
    this.marks = out;
    return null;
  }

  /** The marks given as data (Dewey names) shown on the tree. */
  adoptList(list) {
    if (Array.isArray(list)) this.marks = new Set(list.map((d) => this.s.idOf(d)).filter((i) => i >= 0));
  }

  /** The expected answer's marks, and the run that gives them drawn. */
  showAnswer(exp) {
    const s = this.s;
    let picture = null;
    try {
      picture = paintRun(s.shape, s.g.run(s.o.proc, this.runOptions()), s.o.view);
    } catch {
      /* the marks below still show it */
    }
    const list = this.listOf(exp);
    this.marks = new Set(list.map((d) => s.idOf(d)).filter((i) => i >= 0));
    return { text: this.answerText(exp, list), picture, notes: new Map() };
  }

  /** The expected answer in words. */
  answerText(exp, list) {
    return '';
  }
}
