// One practice exercise on one tree: the task's form, the student's marks on the tree, the
// check (the core's GameTree.practiceCheck: per position right / missed / wrong with the
// sentence that explains it), "Show answer", "Try again" and the score. Used by the page
// (practice/mode.js) and by the <game-tree-playground mode="practice"> element, so both
// grade alike. Everything is built with createElement/textContent: no HTML from data.
//
// What differs between the tasks — the form, what a selection or a key does, the answer's
// shape, the expected answer's picture — is each task's own (tasks/*.js, over tasks/task.js);
// the diagnosis of a checked answer is diagnosis.js's.
import { messageOf } from '../core/errors.js';
import { formatScore as f, isFullWindow, NEG_INF, POS_INF } from '../core/score.js';
import { DEFAULT_PROC } from '../families/defaults.js';
import { t } from '../i18n/translate.js';
import { checksum } from '../state/tree-patch.js';
import { shownTerminal } from '../view/standpoint.js';
import { attemptRecord } from './attempt-log.js';
import { summary } from './check-summary.js';
import { bringIntoView, feedbackLines, firstTriesLine, scoreLine } from './check-view.js';
import { diagnosisView } from './diagnosis.js';
import { h } from './dom.js';
import { EmptyCheck, isEmptyAnswer } from './empty-check.js';
import { StepRecord, verdictAt } from './feedback-mode.js';
import { showHint } from './hint.js';
import { PracticeOverlay } from './overlay.js';
import { ownAnswer, shownSummary } from './reveal.js';
import { sessionControls } from './session-controls.js';
import { TASK_KINDS } from './tasks/index.js';
import * as T from './tasks.js';

export { summary }; // the element and the tests take it from here

/** "position 2.1" or "the root" in the page's language (a Dewey name, '' for the root). */
const posName = (dewey) => t('practice-position', { p: dewey || 'root' });

export class PracticeSession {
  /**
   * @param {HTMLElement} host
   * @param {{core: object, TreeView: Function, treeText: string, task: string, proc?: string,
   *   alpha?: any, beta?: any, view?: string, hide?: boolean, statement?: string,
   *   options?: object, onAnswer?: (s: object, full: object) => void}} o
   */
  constructor(host, o) {
    this.o = { proc: DEFAULT_PROC, view: 'minimax', alpha: NEG_INF, beta: POS_INF, hide: false, options: {}, ...o };
    this.host = host;
    const Kind = TASK_KINDS[o.task];
    if (!Kind) throw new Error(`unknown task ${o.task}`);
    this.g = o.core.GameTree.parse(o.treeText);
    this.shape = this.g.shape();
    this.task = o.task;
    /** The task's part (tasks/*.js): its form, answer and pictures. */
    this.kind = new Kind(this);
    this.checked = false;
    // Continuous and fix modes judge each mark and value as it is made (feedback-mode.js).
    this.steps = new StepRecord(this.o.feedback ?? 'end');
    this.stepVerdicts = new Map();
    this.#build();
    this.reset();
  }

  destroy() {
    this.view?.destroy();
    this.kind.destroy();
    this.g.free();
    this.root.remove();
  }

  /** The options the core's practice functions take. */
  options() {
    const o = { ...this.o.options, view: this.o.view };
    if (!isFullWindow(this.o.alpha, this.o.beta)) Object.assign(o, { alpha: this.o.alpha, beta: this.o.beta });
    this.kind.options(o);
    return o;
  }

  // --- building ------------------------------------------------------------------------

  #build() {
    const task = this.task;
    this.statementEl = h('p', { class: 'pr-statement', text: this.o.statement ?? '' });
    this.hintEl = h('p', { class: 'pr-hint', id: `pr-hint-${task}`, text: this.kind.help() });
    this.treeHost = h('div', { class: 'pr-tree tree-host' });
    this.view = new this.o.TreeView(this.treeHost, {
      label: this.kind.treeLabel(),
      onSelect: (id, how) => this.select(id, how),
      onActivate: (id) => this.activate(id),
      describe: (id) => this.kind.describe(id), // the ARIA tree's item says the answer given there
    });
    this.view.svg.classList.add('practice-svg');
    this.view.svg.setAttribute('aria-describedby', this.hintEl.id);
    this.view.svg.addEventListener('keydown', (e) => this.#key(e));
    this.overlay = new PracticeOverlay(this.view);
    this.selInfo = h('p', { class: 'pr-sel', 'aria-live': 'polite', text: t('practice-no-selection') });
    this.form = h('form', { class: 'pr-form', novalidate: true, onsubmit: (e) => (e.preventDefault(), this.kind.submit()) });
    this.kind.form(this.form, (...k) => h('div', { class: 'pr-row' }, ...k));
    this.error = h('p', { class: 'pr-error', role: 'alert' });
    // Check, Hint, Show answer, Try again; the score; the step note with Undo; the feedback.
    Object.assign(
      this,
      sessionControls(this, () => this.#undo()),
    );
    this.hintsUsed = 0; // one hint per exercise (the core's practiceHint), counted with the score
    // The tree and what explains it on one side; the answer, Check and the feedback on the
    // other (beside the tree on a wide screen: practice.css), so the feedback is in view.
    this.main = h('div', { class: 'pr-main' }, this.statementEl, this.hintEl, this.treeHost);
    this.answerBox = h(
      'div',
      { class: 'pr-answer' },
      this.modeEl,
      this.selInfo,
      this.form,
      this.stepNote,
      this.error,
      // `actions`: the page's own buttons beside Check (fresh trees: New tree, in view after a check).
      h('div', { class: 'pr-actions' }, this.checkBtn, this.hintBtn, this.showBtn, this.retryBtn, ...(this.o.actions ?? [])),
      (this.empty = new EmptyCheck(
        () => this.check(true),
        () => this.view.svg.focus(),
      )).el,
      this.hintBox,
      this.scoreEl,
      // The mistake named (on the score line) and explained right under the score, then the lines.
      (this.diagnosisEl = h('div', { class: 'pr-diagnosis', hidden: true })),
      this.feedbackEl,
    );
    this.root = h('div', { class: `practice task-${task}` }, this.main, this.answerBox);
    this.kind.extend(this.main);
    this.host.append(this.root);
  }

  // --- state ---------------------------------------------------------------------------

  /** Try again: clears the answer (the next task keeps its place) and the feedback. */
  reset() {
    this.verdicts = null;
    this.solution = null;
    // Try again keeps the first tries (the score counts them), not the rings of the last steps.
    this.stepVerdicts = new Map();
    this.pendingUndo = null;
    if (this.stepNote) this.stepNote.hidden = true;
    this.sel = -1;
    this.kind.reset();
    this.form.reset?.();
    this.error.textContent = '';
    this.empty.hide();
    this.scoreEl.textContent = '';
    this.feedbackEl.replaceChildren();
    if (this.diagnosisEl) this.diagnosisEl.hidden = true;
    this.showBtn.disabled = !this.#answerAllowed();
    this.paint();
  }

  paint() {
    const { shape, original } = this.kind.shown();
    this.shownShape = shape;
    this.original = original;
    if (this.view.setShape(shape)) {
      // The box takes the tree's proportions (no empty band on a phone), then fits it.
      this.treeHost.style.height = `${this.view.preferredHeight(200, Math.max(260, Math.round(window.innerHeight * 0.55)))}px`;
      this.view.fit();
    }
    const n = shape.parent.length;
    const view = this.kind.drawnView();
    let pic = this.solution?.picture ?? this.kind.picture(shape, view);
    if (!pic) {
      const labels = shape.value.map((v, i) => (v === null ? '' : f(shownTerminal(v, shape.depth[i], view))));
      pic = { labels, status: new Array(n).fill('pending'), cuts: [] };
    }
    this.view.render(pic);
    const notes = this.kind.notes();
    if (this.solution?.notes) for (const [id, text] of this.solution.notes) notes.set(id, text);
    const marks = this.kind.marked();
    this.overlay.draw({ marked: marks, covered: T.covered(shape, marks), notes, verdicts: this.verdicts ?? this.stepVerdicts, pick: this.kind.pick });
    if (this.sel >= 0) this.view.select(this.sel, { reveal: false });
  }

  // --- interaction ---------------------------------------------------------------------

  /** Selects position `id` (`how`: pointer, keyboard, hint…): the task's answer there in the form. */
  select(id, how) {
    this.sel = id;
    this.view.select(id, { reveal: how === 'keyboard' });
    const shape = this.shownShape;
    const dewey = this.original ? this.original[id] : shape.dewey[id];
    const extra = this.kind.select(id, how, shape, dewey);
    const marked = this.kind.markedList(shape);
    this.selInfo.textContent = t('practice-selected', { name: posName(dewey), terminal: extra || 'no', marked });
    this.paint();
  }

  /** Enter on position `id` (or the form's Mark button on the selection). */
  activate(id) {
    if (id == null || id < 0) return;
    this.kind.activate(id);
  }

  // --- continuous and fix modes (feedback-mode.js) -----------------------------------------

  /** The expected answer (fix mode corrects to it). */
  #expected() {
    return (this.expectedAnswer ??= this.g.practiceExpected(this.task, this.o.proc, this.options()));
  }

  /** Judges the step just made at `id` (a mark or a value) in continuous and fix modes; `undo()` takes it back. */
  judgeStep(id, undo) {
    if (this.steps.mode === 'end' || !this.kind.stepwise) return;
    const d = this.shape.dewey[id];
    let v;
    try {
      v = verdictAt(this.g.practiceCheck(this.task, this.o.proc, this.options(), this.kind.stepAnswer()), d);
    } catch (e) {
      this.error.textContent = t('practice-not-judged', { error: messageOf(e) });
      return;
    }
    if (!v) return;
    const p = d || 'root'; // the messages say "the root" their own way
    const right = v.verdict === 'right';
    this.pendingUndo = null;
    this.undoBtn.hidden = true;
    if (right) {
      this.steps.judged(d, true);
      this.stepVerdicts.set(id, 'right');
      this.stepText.textContent = t('practice-step-right', { p, sentence: v.sentence });
    } else if (this.steps.mode === 'continuous') {
      this.steps.judged(d, false);
      this.stepVerdicts.set(id, 'wrong');
      this.stepText.textContent = t('practice-step-wrong', { p, sentence: v.sentence });
      this.pendingUndo = () => (undo(), this.stepVerdicts.delete(id));
      this.undoBtn.hidden = false;
    } else {
      this.steps.corrected(d);
      const fixedTo = this.#correct(id);
      this.stepVerdicts.delete(id);
      if (fixedTo != null) this.stepVerdicts.set(fixedTo, 'fixed');
      this.stepText.textContent = t('practice-step-fixed', { p, sentence: v.sentence });
    }
    this.stepNote.hidden = false;
    // On a phone the answer column is below the tree: the judgement comes into view (the
    // least scroll that shows it), or a tap on the tree would be judged out of sight.
    const r = this.stepNote.getBoundingClientRect();
    if (r.bottom > window.innerHeight || r.top < 0) this.stepNote.scrollIntoView({ block: 'nearest', behavior: 'auto' });
  }

  /** Fix mode: the step at `id` set to the expected answer; returns the id now showing the correction, or null. */
  #correct(id) {
    let exp;
    try {
      exp = this.#expected();
    } catch (e) {
      this.error.textContent = e.message;
      return null;
    }
    return this.kind.correct(id, exp);
  }

  #undo() {
    if (!this.pendingUndo) return;
    this.pendingUndo();
    this.pendingUndo = null;
    this.undoBtn.hidden = true;
    this.stepText.textContent = t('practice-undone');
    this.paint();
  }

  #key(e) {
    const taken = e.key === 'u' && this.pendingUndo ? (this.#undo(), true) : this.kind.key(e);
    if (taken) {
      e.preventDefault();
      e.stopPropagation(); // not the page's keys (Space = play, [ ] = speed)
    }
  }

  // --- answers -------------------------------------------------------------------------

  /** The answer the student has given on the page, in the task's shape. */
  answer() {
    return this.kind.answer();
  }

  /** Checks the answer on the page; an empty one only once the student says so (`anyway`). */
  check(anyway = false) {
    let a;
    try {
      a = this.answer();
    } catch (e) {
      this.error.textContent = t('practice-not-checked-stop', { error: messageOf(e) });
      return null;
    }
    // Continuous and fix modes: steps judged (and maybe taken back) are work done, not an empty answer.
    const acted = this.steps.first.size > 0 || this.steps.fixed.size > 0;
    if (!anyway && !acted && isEmptyAnswer(a) && !this.o.refuse?.()) return (this.empty.ask(), null); // a refused check says why instead
    try {
      return this.submitAnswer(a);
    } catch (_e) {
      return null;
    }
  }

  /** Checks `answer` (the task's shape), shows the feedback and reports it; returns the summary. */
  submitAnswer(answer) {
    // A page may refuse further checks (fresh trees: one check per tree, a limit of attempts).
    const refused = this.o.refuse?.();
    if (refused) {
      this.error.textContent = refused;
      throw new Error(refused);
    }
    let r;
    try {
      r = this.g.practiceCheck(this.task, this.o.proc, this.options(), answer);
    } catch (e) {
      this.error.textContent = t('practice-not-checked', { error: messageOf(e) });
      throw e;
    }
    this.error.textContent = '';
    // An answer given as data shows on the tree like one given by hand.
    this.kind.adopt(answer);
    this.checked = true;
    this.last = r;
    this.lastAnswer = answer;
    this.#showFeedback(r);
    bringIntoView(this.scoreEl, this.feedbackEl, this.answerBox);
    // The tree follows too: the first position the feedback is about (missed, else wrong) in
    // view, at a readable size (following them all could shrink the tree to dots).
    const about = [...r.missed, ...r.wrong].map((d) => (this.original ? this.original.indexOf(d) : this.idOf(d))).find((i) => i >= 0);
    if (about != null) this.view.follow([about]);
    const sc = this.steps.score(r);
    if (this.steps.mode !== 'end') this.#scoreNote(sc);
    this.stepNote.hidden = true;
    this.pendingUndo = null;
    const s = summary(r, this.steps.mode, sc);
    s.hints = this.hintsUsed;
    // A package may make a hint cost a share of the points (hintcost=, percent of the total).
    const cost = this.hintsUsed ? Math.ceil((s.total * (this.o.hintCost ?? 0)) / 100) : 0;
    if (cost) Object.assign(s, { score: Math.max(0, s.score - cost), correct: s.correct && s.score - cost >= s.total });
    // An answer checked after Show answer is the answer shown: it scores nothing.
    if (this.revealed) {
      Object.assign(s, { score: 0, correct: false, revealed: true });
      this.scoreEl.textContent += ` ${t('practice-revealed-zero')}`;
    }
    if (this.hintsUsed) this.scoreEl.textContent += ` ${t('practice-hint-counted')}`;
    return this.#report(s, answer, r.diagnosis);
  }

  /** Reports summary `s` of `answer` (a check's, or Show answer's: reveal.js) with its attempt record. */
  #report(s, answer, diagnosis) {
    // The attempt record (attempt-log.js): what a teacher's or a study's log keeps of this check.
    s.record = attemptRecord({
      exercise: this.o.exercise ?? `tree:${checksum(this.o.treeText)}`,
      proc: this.o.proc,
      answer,
      summary: s,
      diagnosis,
      hints: this.hintsUsed,
    });
    this.o.onAnswer?.(s);
    // After the page counted this check: it may have spent the last attempt (answers=after-attempts).
    this.showBtn.disabled = !this.#answerAllowed();
    return s;
  }

  /** The exercise's one hint (the core's practiceHint): shown, its position selected, counted (hint.js). */
  hint() {
    return showHint(this);
  }

  /** Continuous and fix modes: the score counts first tries (feedback-mode.js); it takes
   *  the place of the check's score sentence, before what follows it. */
  #scoreNote(sc) {
    const text = this.scoreEl.textContent;
    this.scoreEl.textContent = firstTriesLine(sc, this.last) + (text.startsWith(this.scoreHead) ? text.slice(this.scoreHead.length) : text);
  }

  /** The id of the given tree's position named `dewey`, or -1. */
  idOf(dewey) {
    return this.shape.dewey.indexOf(dewey);
  }

  /** The check's verdicts on the tree, its score line, its lines and its diagnosis. */
  #showFeedback(r) {
    const shownId = (dewey) => (this.original ? this.original.indexOf(dewey) : this.idOf(dewey));
    this.verdicts = new Map();
    for (const fb of r.feedback) {
      const id = shownId(fb.position);
      if (id >= 0 && fb.verdict !== 'right') this.verdicts.set(id, fb.verdict);
      else if (id >= 0 && !this.verdicts.has(id)) this.verdicts.set(id, 'right');
    }
    const { head, text } = scoreLine(r);
    this.scoreHead = head;
    this.scoreEl.textContent = text;
    this.scoreEl.classList.toggle('pr-correct', r.correct);
    // The mistakes the answer follows (diagnosis.js), named on the score line; the line of
    // the position its example is about leads the list (the diagnosis does not repeat it).
    const { note, nodes, first } = diagnosisView(r, this.o.onDifference);
    this.diagnosisEl.hidden = !nodes.length;
    if (note) this.scoreEl.textContent += ` ${note}`;
    this.diagnosisEl.replaceChildren(...nodes);
    const go = (dewey) => shownId(dewey) >= 0 && this.select(shownId(dewey), 'keyboard');
    this.feedbackEl.replaceChildren(...feedbackLines(r, go, first));
    this.paint();
  }

  /** Whether Show answer may show it: a teacher's link waits for a first check, and a
   *  package's policy (answers=) may keep it off until the attempts are spent, or always. */
  #answerAllowed() {
    if (this.o.hide && !this.checked) return false;
    return this.o.answersAllowed?.() ?? true;
  }

  /** The expected answer drawn on the tree (see #answerAllowed); from then on a check of this
   *  exercise scores 0: the exercise ends as shown. */
  showAnswer(restored = false) {
    if (!restored && !this.#answerAllowed()) return;
    this.revealed = true;
    let exp;
    try {
      exp = this.g.practiceExpected(this.task, this.o.proc, this.options());
    } catch (e) {
      this.error.textContent = e.message;
      return;
    }
    this.error.textContent = ''; // the answer is shown: an earlier "not checked" no longer applies
    const own = ownAnswer(this);
    const { text, picture, notes } = this.kind.showAnswer(exp);
    this.solution = picture || notes.size ? { picture, notes } : null;
    this.scoreEl.textContent = t('practice-answer', { text });
    this.paint();
    // Pressed alone it ends the exercise as shown: reported once, scoring 0 (reveal.js); a
    // restored learning system's state that was shown is not a new report.
    if (this.shownReported || restored) return (this.shownReported = true);
    const s = shownSummary(this, exp);
    if (!s) return;
    this.shownReported = true;
    this.checked = true;
    this.lastAnswer = own;
    this.#report(s, own, []);
  }
}
