// One practice task's part of an exercise (session.js holds the rest: the tree, Check, Show
// answer, the feedback). Each task (prune.js, values.js, window.js, next.js, order.js) is a
// class over this one: the session asks it for its form, what the tree shows, what a
// selection or a key does, the answer in the core's shape (GameTree.practiceCheck) and the
// expected answer in pictures, and never asks which task it is.
import { t } from '../../i18n/translate.js';

/** The marks a task without marks draws: none. */
const NONE = new Set();

export class Task {
  /** @param {import('../session.js').PracticeSession} s  the exercise */
  constructor(s) {
    this.s = s;
  }

  /** The instructions under the statement. */
  help() {
    return '';
  }

  /** The tree's accessible name: marks are made on it (prune, window) or the form answers. */
  treeLabel() {
    return t('practice-tree-label-form', { task: this.s.task });
  }

  /** Whether continuous and fix modes judge each step as it is made (feedback-mode.js). */
  get stepwise() {
    return false;
  }

  /** Whether the core's hint selects the position it is about (not where selecting answers). */
  get hintSelects() {
    return true;
  }

  /** Fills the answer form F; `row(...kids)` makes one of its rows. */
  form(F, row) {}

  /** Adds what explains the tree beside it (the next task's step and code). */
  extend(main) {}

  /** Adds the task's own options to those the core's practice functions take. */
  options(o) {}

  /** Try again: the task's answer cleared. */
  reset() {}

  /** The tree shown: the tree as given, or (ordering puzzle) with the student's order;
   *  `original[id]`: the given tree's Dewey name of each position shown (null: the same). */
  shown() {
    return { shape: this.s.shape, original: null };
  }

  /** The standpoint the tree is drawn in. */
  drawnView() {
    return this.s.o.view;
  }

  /** The tree's picture for this task, or null for the values as given. */
  picture(shape, view) {
    return null;
  }

  /** The notes written beside positions (the values given), by id. */
  notes() {
    return new Map();
  }

  /** The positions marked on the tree. */
  marked() {
    return NONE;
  }

  /** The position picked as the answer (the next task), or -1. */
  get pick() {
    return -1;
  }

  /** Position `id` selected (`how`: pointer, keyboard, hint…); returns 'terminal' when the
   *  selection line says it is one, else ''. */
  select(id, how, shape, dewey) {
    return '';
  }

  /** The marks so far, for the selection line ('none' when there are none). */
  markedList(shape) {
    return 'none';
  }

  /** What the answer says of position `id`, for the tree's accessible name. */
  describe(id) {
    return '';
  }

  /** Enter on position `id`. */
  activate(id) {}

  /** A key on the tree; true if the task took it. */
  key(e) {
    return false;
  }

  /** The form submitted (Enter in it). */
  submit() {}

  /** The answer given on the page, in the task's shape (throws, saying what is missing). */
  answer() {
    throw new Error(`unknown task ${this.s.task}`);
  }

  /** The answer for judging one step (continuous and fix modes). */
  stepAnswer() {
    return this.answer();
  }

  /** Fix mode: the step at `id` set to the expected answer `exp`; returns the id now showing
   *  the correction, or null. */
  correct(id, exp) {
    return null;
  }

  /** An answer given as data shows on the tree like one given by hand. */
  adopt(answer) {}

  /** The expected answer `exp` shown: `{text, picture, notes}` (picture null: the task's own). */
  showAnswer(exp) {
    return { text: '', picture: null, notes: new Map() };
  }

  /** The exercise is closed. */
  destroy() {}
}
