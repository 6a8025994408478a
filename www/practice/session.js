// One practice exercise on one tree: the task's form, the student's marks on the tree, the
// check (the core's GameTree.practiceCheck: per position right / missed / wrong with the
// sentence that explains it), "Show answer", "Try again" and the score. Used by the page
// (practice/mode.js) and by the <game-tree-playground mode="practice"> element, so both
// grade alike. Everything is built with createElement/textContent: no HTML from data.
import { NEG_INF, POS_INF, formatScore as f, isFullWindow, parseValue, toNumber } from '../core/score.js';
import { shownTerminal } from '../view/standpoint.js';
import { paintRun, paintStep } from '../view/paint.js';
import { KmStepper } from '../families/km/stepper.js';
import { kmStepView } from '../families/km/steps.js';
import { ThesisRun } from '../families/thesis/run.js';
import { MnRun } from '../families/mn/run.js';
import { KM, familyOf, procedure, shortName } from '../core/procedures.js';
import { nextSupported } from './next-procs.js';
import { PracticeOverlay } from './overlay.js';
import { CodePanel } from '../panels/code-panel.js';
import * as T from './tasks.js';
import { STEP_TASKS, StepRecord, verdictAt } from './feedback-mode.js';
import { attemptRecord } from './attempt-log.js';
import { checksum } from '../state/tree-patch.js';
import { DEFAULT_PROC } from '../families/defaults.js';
import { h } from './dom.js';
import { coreSentence } from './core-message.js';
import { count, t } from '../i18n/translate.js';

// Each task's instructions: message ids, named whole (the unit test finds each in the scripts).
const HINTS = { prune: 'practice-help-prune', values: 'practice-help-values', window: 'practice-help-window', next: 'practice-help-next', order: 'practice-help-order' };
/** The known mistakes' titles and explanations (crate/src/mutants), by the core's id; a mistake
 *  the messages do not know keeps the core's English. */
const MUTANTS = {
  'alpha-not-raised': ['mutant-alpha-not-raised-title', 'mutant-alpha-not-raised-explanation'],
  'bounds-exact': ['mutant-bounds-exact-title', 'mutant-bounds-exact-explanation'],
  'cutter-marked': ['mutant-cutter-marked-title', 'mutant-cutter-marked-explanation'],
  'fail-soft-values': ['mutant-fail-soft-values-title', 'mutant-fail-soft-values-explanation'],
  'minmax-swapped': ['mutant-minmax-swapped-title', 'mutant-minmax-swapped-explanation'],
  'parent-marked': ['mutant-parent-marked-title', 'mutant-parent-marked-explanation'],
  'right-to-left': ['mutant-right-to-left-title', 'mutant-right-to-left-explanation'],
  'root-window-reset': ['mutant-root-window-reset-title', 'mutant-root-window-reset-explanation'],
  'shallow-only': ['mutant-shallow-only-title', 'mutant-shallow-only-explanation'],
  'strict-cutoff': ['mutant-strict-cutoff-title', 'mutant-strict-cutoff-explanation'],
};
/** A span of the core's sentence `message` in the page's language (`english`, marked lang=en, when the page does not know it). */
function coreSpan(cls, message, english) {
  const said = coreSentence(message, english);
  return h('span', { class: cls, ...(said.english ? { lang: 'en' } : {}), text: said.text });
}
/**
 * A diagnosis' sentence: the core's message (`practice-dx-text`: the task, the mistake, how
 * many positions apart, the example) in the page's language, the example — the check's own
 * sentence — by its message too (`exampleMessage`; English, marked lang="en", from a core
 * without it); a core without the message gives its English text.
 */
function dxText(d) {
  const m = d.message;
  const clause = MUTANTS[d.id] ? CLAUSES[d.id] : null;
  if (m?.id !== 'practice-dx-text' || !clause) return h('p', { class: 'pr-dx-text', lang: 'en', text: d.text });
  const near = m.args.near === 'none' ? 'none' : count(Number(m.args.near));
  const text = t('practice-dx-text', { task: m.args.task, near, clause: t(clause), lead: t('practice-dx-lead', { task: m.args.task, near }) });
  const p = h('p', { class: 'pr-dx-text' }, text);
  if (m.args.example !== 'none') p.append(` ${t('practice-dx-here')} `, coreSpan('pr-dx-example', m.args.exampleMessage, m.args.example));
  return p;
}
/** The mistakes' clauses ("… what α-β gives if <clause>"), by the core's id. */
const CLAUSES = {
  'alpha-not-raised': 'mutant-alpha-not-raised-clause',
  'bounds-exact': 'mutant-bounds-exact-clause',
  'cutter-marked': 'mutant-cutter-marked-clause',
  'fail-soft-values': 'mutant-fail-soft-values-clause',
  'minmax-swapped': 'mutant-minmax-swapped-clause',
  'parent-marked': 'mutant-parent-marked-clause',
  'right-to-left': 'mutant-right-to-left-clause',
  'root-window-reset': 'mutant-root-window-reset-clause',
  'shallow-only': 'mutant-shallow-only-clause',
  'strict-cutoff': 'mutant-strict-cutoff-clause',
};
/** A diagnosis item with its title and explanation in the page's language. */
const localMutant = (d) => (MUTANTS[d.id] ? { ...d, title: t(MUTANTS[d.id][0]), explanation: d.explanation ? t(MUTANTS[d.id][1]) : d.explanation } : d);
const OUTCOMES = { fail_low: 'practice-outcome-fail-low', exact: 'practice-outcome-exact', fail_high: 'practice-outcome-fail-high' };
/** "position 2.1" or "the root" in the page's language (a Dewey name, '' for the root). */
const posName = (dewey) => t('practice-position', { p: dewey || 'root' });

/** Slagle's m&n procedures: a running value that is the parent's α or β, from Max's standpoint. */
const isMn = (proc) => familyOf(proc) === 'mn';

const VERDICT = { right: 'right', missed: 'missed', wrong: 'wrong' };

/**
 * The summary every check reports (the answer event's detail): the core's check `r`, the
 * feedback mode it was made in and, in continuous and fix modes, the score counting first
 * tries (`sc`: StepRecord.score) with the positions it discounts (`retried` / `fixed`).
 */
export function summary(r, mode = 'end', sc = null) {
  const score = sc?.score ?? r.score;
  // Correct means all right with the mode's score: a continuous or fix answer that got
  // there by retries or by the page's corrections is not (it has not scored every point).
  const s = { task: r.task, correct: r.correct && score === r.total, score, total: r.total, missed: [...r.missed], wrong: [...r.wrong], feedback: mode };
  // The core's diagnosis: the mistakes (mutants) the answer follows, or the closest one.
  s.diagnosis = (r.diagnosis ?? []).map((d) => ({ id: d.id, title: d.title, text: d.text, explanation: d.explanation }));
  if (r.closest) s.closest = { id: r.closest.id, title: r.closest.title, text: r.closest.text, explanation: r.closest.explanation, differences: r.closest.differences };
  if (mode === 'continuous') s.retried = [...(sc?.retried ?? [])];
  if (mode === 'fix') s.fixed = [...(sc?.fixed ?? [])];
  return s;
}

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
    this.g = o.core.GameTree.parse(o.treeText);
    this.shape = this.g.shape();
    this.task = o.task;
    this.checked = false;
    // Continuous and fix modes judge each mark and value as it is made (feedback-mode.js).
    this.steps = new StepRecord(this.o.feedback ?? 'end');
    this.stepVerdicts = new Map();
    this.#build();
    this.reset();
  }

  destroy() {
    this.view?.destroy();
    this.shownG?.free?.();
    this.g.free();
    this.root.remove();
  }

  /** The options the core's practice functions take. */
  options() {
    const o = { ...this.o.options, view: this.o.view };
    if (this.task === 'window' || !isFullWindow(this.o.alpha, this.o.beta)) Object.assign(o, { alpha: this.o.alpha, beta: this.o.beta });
    if (this.task === 'next') o.step = this.k;
    return o;
  }

  // --- building ------------------------------------------------------------------------

  #build() {
    const task = this.task;
    this.statementEl = h('p', { class: 'pr-statement', text: this.o.statement ?? '' });
    const drawn = task === 'next' && !isMn(this.o.proc) ? ` ${t('practice-help-next-drawn')}` : '';
    this.hintEl = h('p', { class: 'pr-hint', id: `pr-hint-${task}`, text: t(HINTS[task]) + drawn });
    this.treeHost = h('div', { class: 'pr-tree tree-host' });
    this.view = new this.o.TreeView(this.treeHost, {
      label: t(task === 'prune' || task === 'window' ? 'practice-tree-label-mark' : 'practice-tree-label-form', { task }),
      onSelect: (id, how) => this.#select(id, how),
      onActivate: (id) => this.#activate(id),
      describe: (id) => this.#describe(id), // the ARIA tree's item says the answer given there
    });
    this.view.svg.classList.add('practice-svg');
    this.view.svg.setAttribute('aria-describedby', this.hintEl.id);
    this.view.svg.addEventListener('keydown', (e) => this.#key(e));
    this.overlay = new PracticeOverlay(this.view);
    this.selInfo = h('p', { class: 'pr-sel', 'aria-live': 'polite', text: t('practice-no-selection') });
    this.form = h('form', { class: 'pr-form', novalidate: true, onsubmit: (e) => (e.preventDefault(), this.#formSubmit()) });
    this.#taskForm(task);
    this.error = h('p', { class: 'pr-error', role: 'alert' });
    this.checkBtn = h('button', { type: 'button', class: 'pr-check', text: t('practice-check'), onclick: () => this.check() });
    this.showBtn = h('button', { type: 'button', class: 'pr-show', text: t('practice-show'), onclick: () => this.showAnswer() });
    this.retryBtn = h('button', { type: 'button', class: 'pr-retry', text: t('practice-retry'), onclick: () => this.reset() });
    // One hint per exercise (the core's practiceHint), counted with the score.
    this.hintsUsed = 0;
    this.hintBtn = h('button', { type: 'button', class: 'pr-hint-btn', text: t('practice-hint-button'), title: t('practice-hint-button-title'), onclick: () => this.hint() });
    this.hintBox = h('p', { class: 'pr-hint-box', role: 'status', 'aria-live': 'polite', hidden: true });
    this.scoreEl = h('p', { class: 'pr-score', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    // Continuous and fix modes: the judgement of the last mark or value, and Undo.
    this.stepText = h('span', { class: 'pr-step-text' });
    this.undoBtn = h('button', { type: 'button', class: 'pr-undo', text: t('practice-undo'), hidden: true, 'aria-keyshortcuts': 'u', onclick: () => this.#undo() });
    this.stepNote = h('p', { class: 'pr-step-note', role: 'status', 'aria-live': 'polite', hidden: true }, this.stepText, ' ', this.undoBtn);
    this.modeEl = this.steps.mode !== 'end' && STEP_TASKS.includes(task) ? h('p', { class: 'pr-mode', text: t(this.steps.mode === 'continuous' ? 'practice-mode-continuous' : 'practice-mode-fix') }) : null;
    this.feedbackEl = h('ul', { class: 'pr-feedback', 'aria-label': t('practice-feedback-label') });
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
      this.hintBox,
      this.scoreEl,
      this.feedbackEl,
      // After the feedback lines (the score and the first of them stay in view after Check);
      // the score line names the mistake.
      (this.diagnosisEl = h('div', { class: 'pr-diagnosis', hidden: true })),
    );
    this.root = h('div', { class: `practice task-${task}` }, this.main, this.answerBox);
    if (task === 'next') {
      // Where the step-through stopped: its sentence and the call stack, as in the explore view.
      this.stepSentence = h('p', { class: 'pr-step-sentence sentence', 'data-testid': 'pr-step-sentence' });
      this.stack = h('table', { class: 'stack pr-stack', 'data-testid': 'pr-call-stack' }, h('caption', { text: t('practice-call-stack') }), h('thead'), h('tbody'));
      this.main.append(h('div', { class: 'pr-step' }, this.stepSentence, h('div', { class: 'stack-wrap' }, this.stack)));
    }
    if (task === 'next' && CodePanel.has(this.o.proc)) {
      // The code beside the tree, at the step the question is asked (it can be closed).
      const box = h('details', { class: 'code-panel pr-code', open: true }, h('summary', { text: t('practice-code') }));
      this.main.append(box);
      this.code = new CodePanel(box);
    }
    this.host.append(this.root);
  }

  #taskForm(task) {
    const F = this.form;
    const row = (...k) => h('div', { class: 'pr-row' }, ...k);
    if (task === 'prune') {
      F.append(row(h('button', { type: 'button', class: 'pr-mark', text: t('practice-mark'), onclick: () => this.#activate(this.sel) }), h('button', { type: 'button', text: t('practice-clear-marks'), onclick: () => ((this.marks = new Set()), this.paint()) })));
    } else if (task === 'values') {
      this.valueIn = h('input', { type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', class: 'pr-value', 'aria-label': t('practice-value-label'), size: '6' });
      this.boundIn = h('select', { class: 'pr-bound', 'aria-label': t('practice-bound-label') }, h('option', { value: 'exact', text: t('practice-exact') }), h('option', { value: 'lower', text: t('practice-lower-bound') }), h('option', { value: 'upper', text: t('practice-upper-bound') }));
      F.append(row(h('label', { text: `${t('practice-value')} ` }, this.valueIn), h('label', { text: ` ${t('practice-value-is')} ` }, this.boundIn), h('button', { type: 'submit', class: 'pr-set', text: t('practice-set') }), h('button', { type: 'button', text: t('practice-clear'), onclick: () => (this.values.delete(this.sel), this.paint()) })));
    } else if (task === 'window') {
      const w = `(${f(this.o.alpha)}, ${f(this.o.beta)})`;
      this.outcomeIns = ['fail_low', 'exact', 'fail_high'].map((v) => h('input', { type: 'radio', name: `pr-outcome-${Math.random().toString(36).slice(2)}`, value: v }));
            this.outcomeIns.forEach((r, i) => r.setAttribute('name', this.outcomeIns[0].getAttribute('name')));
      this.valueIn = h('input', { type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', class: 'pr-value', 'aria-label': t('practice-window-value-label', { proc: shortName(this.o.proc) }), size: '6' });
      F.append(
        h('p', { class: 'pr-window', text: t('practice-window-line', { window: w, proc: this.o.proc }) }),
        h('fieldset', { class: 'pr-outcome' }, h('legend', { text: t('practice-outcome') }), ...this.outcomeIns.map((r) => h('label', {}, r, ` ${t(OUTCOMES[r.value])}`))),
        row(h('label', { text: `${t('practice-value-returned')} ` }, this.valueIn), h('button', { type: 'button', class: 'pr-mark', text: t('practice-mark-saved'), onclick: () => this.#activate(this.sel) })),
      );
    } else if (task === 'next') {
      this.posIn = h('input', { type: 'text', class: 'pr-pos', autocomplete: 'off', spellcheck: 'false', 'aria-label': t('practice-next-pos-label'), size: '8' });
      this.cutIns = ['no', 'yes'].map((v) => h('input', { type: 'radio', name: 'pr-cut', value: v }));
      const nm = `pr-cut-${Math.random().toString(36).slice(2)}`;
      this.cutIns.forEach((r) => r.setAttribute('name', nm));
      const mn = isMn(this.o.proc);
      this.mIn = h('input', { type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', class: 'pr-m', 'aria-label': t(mn ? 'practice-next-mn-label' : 'practice-next-m-label'), size: '6' });
      this.nextBtn = h('button', { type: 'button', class: 'pr-next', text: t('practice-next-question'), onclick: () => this.#advance() });
      F.append(
        row(h('label', { text: `${t('practice-examined-next')} ` }, this.posIn)),
        h('fieldset', { class: 'pr-cutoff' }, h('legend', { text: t('practice-cutoff-question') }), ...this.cutIns.map((r) => h('label', {}, r, ` ${t(r.value === 'yes' ? 'practice-yes' : 'practice-no')}`))),
        // m&n alpha beta's running value is the parent's alpha (max-position) or beta (min-position).
        row(h('label', { text: `${t(mn ? 'practice-parent-mn' : 'practice-parent-m')} ` }, this.mIn), this.nextBtn),
      );
    } else if (task === 'order') {
      F.append(row(h('button', { type: 'button', class: 'pr-left', text: t('practice-move-left'), onclick: () => this.#move(-1) }), h('button', { type: 'button', class: 'pr-right', text: t('practice-move-right'), onclick: () => this.#move(1) }), h('button', { type: 'button', text: t('practice-original-order'), onclick: () => this.reset() })));
    }
  }

  // --- state ---------------------------------------------------------------------------

  /** Try again: clears the answer (the next task keeps its place) and the feedback. */
  reset() {
    this.marks = new Set();
    this.values = new Map();
    this.verdicts = null;
    this.solution = null;
    // Try again keeps the first tries (the score counts them), not the rings of the last steps.
    this.stepVerdicts = new Map();
    this.pendingUndo = null;
    if (this.stepNote) this.stepNote.hidden = true;
    this.sel = -1;
    if (this.task === 'order') this.order = T.identityOrder(this.shape);
    if (this.task === 'next' && this.k == null) this.k = this.#firstStep();
    this.form.reset?.();
    this.error.textContent = '';
    this.scoreEl.textContent = '';
    this.feedbackEl.replaceChildren();
    if (this.diagnosisEl) this.diagnosisEl.hidden = true;
    this.showBtn.disabled = !this.#answerAllowed();
    this.paint();
  }

  /** The shown tree: the tree as given, or (ordering puzzle) with the student's order. */
  #shown() {
    if (this.task !== 'order') return { shape: this.shape, original: null };
    const { text, originalOf } = T.reorderedText(this.shape, this.order);
    this.shownG?.free();
    this.shownG = this.o.core.GameTree.parse(text);
    const shape = this.shownG.shape();
    return { shape, original: shape.dewey.map((d) => originalOf.get(d)) };
  }

  paint() {
    const { shape, original } = this.#shown();
    this.shownShape = shape;
    this.original = original;
    if (this.view.setShape(shape)) {
      // The box takes the tree's proportions (no empty band on a phone), then fits it.
      this.treeHost.style.height = `${this.view.preferredHeight(200, Math.max(260, Math.round(window.innerHeight * 0.55)))}px`;
      this.view.fit();
    }
    const n = shape.parent.length;
    const view = this.#drawnView();
    let pic;
    if (this.solution?.picture) pic = this.solution.picture;
    else if (this.task === 'next') {
      const stepper = this.#stepper();
      pic = this.thesisRun ? this.thesisRun.paint(this.k, view) : paintStep(shape, stepper.stateAt(this.k), view);
      this.code?.show(this.o.proc, stepper.stateAt(this.k), shape);
      this.#showStep(shape, view);
    }
    else {
      const labels = shape.value.map((v, i) => (v === null ? '' : f(shownTerminal(v, shape.depth[i], view))));
      pic = { labels, status: new Array(n).fill('pending'), cuts: [] };
    }
    this.view.render(pic);
    const notes = new Map();
    for (const [id, { value, bound }] of this.values) notes.set(id, `${bound === 'lower' ? '≥' : bound === 'upper' ? '≤' : ''}${f(value)}`);
    if (this.solution?.notes) for (const [id, t] of this.solution.notes) notes.set(id, t);
    const marks = this.task === 'prune' || this.task === 'window' ? this.marks : new Set();
    this.overlay.draw({ marked: marks, covered: T.covered(shape, marks), notes, verdicts: this.verdicts ?? this.stepVerdicts, pick: this.task === 'next' ? this.pick : -1 });
    if (this.sel >= 0) this.view.select(this.sel, { reveal: false });
  }

  /**
   * The standpoint the tree is drawn in. The next task asks for the parent's m, which K&M's
   * and the thesis' procedures keep from the standpoint of the player to move (negamax): it
   * is drawn so, or the value asked for would sit beside a node drawn with the other sign.
   * Slagle's m&n procedures think from Max's standpoint (minimax) and are drawn so.
   */
  #drawnView() {
    if (this.task !== 'next') return this.o.view;
    return isMn(this.o.proc) ? 'minimax' : 'negamax';
  }

  /** The next task: the stopped step's sentence and the call stack. */
  #showStep(shape, view) {
    let sv;
    try {
      sv = this.thesisRun
        ? this.thesisRun.stepView(this.k, view)
        : kmStepView({ stepper: this.stepper, run: { procedure: this.o.proc, alpha: NEG_INF, beta: POS_INF }, shape, k: this.k, state: this.stepper.stateAt(this.k), view, counts: null });
    } catch {
      sv = null;
    }
    this.stepSentence.textContent = sv?.sentence ?? '';
    const [head, body] = [this.stack.tHead, this.stack.tBodies[0]];
    head.replaceChildren(h('tr', {}, ...(sv?.head ?? []).map((t) => h('th', { scope: 'col', text: t }))));
    const rows = sv?.rows ?? [];
    body.replaceChildren(...rows.map((cells, i) => h('tr', i === rows.length - 1 ? { 'aria-current': 'step' } : {}, ...cells.map((t) => h('td', { text: t })))));
    this.stack.hidden = !rows.length;
  }

  #stepper() {
    if (!this.stepper) {
      const why = nextSupported(this.o.core, this.o.proc);
      if (why !== true) throw new Error(why);
      if (familyOf(this.o.proc) !== 'km') {
        // Muszycka's and Slagle's procedures: the page's own run (its picture and trace), with
        // the window, reading and m&n options the core's practice check uses (options()).
        const o = this.options();
        const Run = isMn(this.o.proc) ? MnRun : ThesisRun;
        // The page-state form the run reads (families/options.js): each option of the
        // procedure the exercise sets, else its catalogue default.
        const options = { lit: !!o.literal, alpha: o.alpha ?? NEG_INF, beta: o.beta ?? POS_INF };
        for (const x of procedure(this.o.proc)?.options ?? []) if (x.name !== 'literal') options[x.name] = o[x.name] ?? x.default;
        this.thesisRun = new Run({ family: null, name: this.o.proc, tree: this.g, shape: this.shape, options });
        this.stepper = this.thesisRun.stepper;
        if (!this.stepper) throw new Error('this tree is too large to step through');
        this.trace = this.thesisRun.result.trace;
        return this.stepper;
      }
      const r = this.g.run(this.o.proc, { trace: true, alpha: this.task === 'window' ? this.o.alpha : NEG_INF, beta: this.task === 'window' ? this.o.beta : POS_INF });
      if (!r.trace) throw new Error(`the next task steps through ${KM.join(', ')}; ${this.o.proc} gives no K&M trace`);
      this.stepper = new KmStepper(r.trace, this.shape.parent.length);
      this.trace = r.trace;
    }
    return this.stepper;
  }

  /** The first question: just before the first position entered after a value returned. */
  #firstStep() {
    try {
      const t = this.#stepper() && this.trace;
      const firstLeave = t.findIndex((e) => e.type === 'leave' || e.type === 'return');
      const j = t.findIndex((e, i) => i > firstLeave && e.type === 'enter');
      return j >= 0 ? j : 1;
    } catch (e) {
      this.error.textContent = e.message;
      return 0;
    }
  }

  #advance() {
    const t = this.trace;
    const j = t.findIndex((e, i) => i >= this.k && e.type === 'enter' && e.at !== 0);
    const j2 = j < 0 ? -1 : t.findIndex((e, i) => i > j && e.type === 'enter');
    if (j2 < 0) {
      this.k = t.length;
      this.error.textContent = t('practice-search-over');
    } else this.k = j2;
    this.pick = -1;
    this.reset();
    this.o.onStep?.(this.k);
  }

  // --- interaction ---------------------------------------------------------------------

  #select(id, how) {
    this.sel = id;
    this.view.select(id, { reveal: how === 'keyboard' });
    const shape = this.shownShape;
    const dewey = this.original ? this.original[id] : shape.dewey[id];
    const name = posName(dewey);
    let extra = '';
    if (this.task === 'values') {
      const v = this.values.get(id);
      if (v) {
        this.valueIn.value = f(v.value);
        this.boundIn.value = v.bound;
      } else this.valueIn.value = '';
      extra = shape.degree[id] === 0 ? 'terminal' : '';
    }
    if (this.task === 'next') {
      this.pick = id;
      this.posIn.value = dewey;
    }
    if (how === 'pointer' && (this.task === 'prune' || this.task === 'window')) this.#toggle(id);
    const marked = this.marks.size && (this.task === 'prune' || this.task === 'window') ? [...this.marks].map((i) => shape.dewey[i] || t('practice-root')).join(', ') : 'none';
    this.selInfo.textContent = t('practice-selected', { name, terminal: extra || 'no', marked });
    this.paint();
  }

  /** What the student's answer says of position `id`, for the tree's accessible name. */
  #describe(id) {
    if (this.task === 'prune' || this.task === 'window') {
      if (!this.marks || !this.shownShape) return '';
      if (this.marks.has(id)) return t('practice-describe-marked');
      if (T.covered(this.shownShape, this.marks)[id]) return t('practice-describe-covered');
      return t('practice-describe-unmarked');
    }
    const v = this.task === 'values' ? this.values?.get(id) : null;
    if (v) return t('practice-describe-answer', { value: `${v.bound === 'lower' ? '≥' : v.bound === 'upper' ? '≤' : ''}${f(v.value)}` });
    return '';
  }

  #activate(id) {
    if (id == null || id < 0) return;
    if (this.task === 'prune' || this.task === 'window') {
      this.#toggle(id);
      this.#select(id, 'keyboard-activate');
    } else if (this.task === 'values') this.valueIn.focus();
    else if (this.task === 'next') this.mIn.focus();
  }

  #toggle(id) {
    const before = this.marks;
    this.marks = T.toggleMark(this.shownShape, this.marks, id);
    const d = this.shownShape.dewey[id] || 'root';
    this.scoreEl.textContent = t(this.marks.has(id) ? 'practice-marked' : 'practice-unmarked', { p: d });
    if (!this.marks.has(id)) this.stepVerdicts.delete(id);
    if (this.marks.has(id)) this.#judgeStep(id, () => (this.marks = before));
  }

  // --- continuous and fix modes (feedback-mode.js) -----------------------------------------

  /** The answer so far, for judging one step: the window task's outcome and value need not be given yet. */
  #stepAnswer() {
    if (this.task !== 'window') return this.answer();
    let value = 0;
    try {
      value = parseValue(this.valueIn.value, 'value');
    } catch {
      /* not given yet: the marks are judged on their own */
    }
    return { outcome: this.outcomeIns.find((r) => r.checked)?.value ?? 'exact', value, saved: T.pruneAnswer(this.shape, this.marks).pruned };
  }

  /** The expected answer (fix mode corrects to it). */
  #expected() {
    return (this.expectedAnswer ??= this.g.practiceExpected(this.task, this.o.proc, this.options()));
  }

  /** Judges the step just made at `id` (a mark or a value) in continuous and fix modes; `undo()` takes it back. */
  #judgeStep(id, undo) {
    if (this.steps.mode === 'end' || !STEP_TASKS.includes(this.task)) return;
    const d = this.shape.dewey[id];
    let v;
    try {
      v = verdictAt(this.g.practiceCheck(this.task, this.o.proc, this.options(), this.#stepAnswer()), d);
    } catch (e) {
      this.error.textContent = t('practice-not-judged', { error: e.message });
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
    const d = this.shape.dewey[id];
    let exp;
    try {
      exp = this.#expected();
    } catch (e) {
      this.error.textContent = e.message;
      return null;
    }
    if (this.task === 'values') {
      if (exp.values?.[d] === undefined) this.values.delete(id);
      else this.values.set(id, { value: exp.values[d], bound: exp.bounds?.[d] ?? 'exact' });
      // The form shows the corrected value too, not the wrong one it was given.
      if (id === this.sel) {
        const v = this.values.get(id);
        this.valueIn.value = v ? f(v.value) : '';
        if (v) this.boundIn.value = v.bound;
      }
      return exp.values?.[d] === undefined ? null : id;
    }
    // A mark: moved up to the cut-off root above it, or taken off (the position is examined).
    const roots = new Set((this.task === 'prune' ? exp.pruned : exp.saved ?? []).map((x) => this.#idOf(x)));
    for (let p = this.shape.parent[id]; p >= 0; p = this.shape.parent[p]) {
      if (roots.has(p)) {
        this.marks = T.toggleMark(this.shape, this.marks, p);
        if (!this.marks.has(p)) this.marks = T.toggleMark(this.shape, this.marks, p);
        return p;
      }
    }
    const out = new Set(this.marks);
    out.delete(id);
    this.marks = out;
    return null;
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
    if (e.key === 'u' && this.pendingUndo) {
      this.#undo();
      e.preventDefault();
      e.stopPropagation();
    } else if (e.key === 'x' || e.key === ' ') {
      if (this.sel >= 0 && (this.task === 'prune' || this.task === 'window')) {
        this.#activate(this.sel);
        e.preventDefault();
        e.stopPropagation(); // not the page's Space = play
      }
    } else if (this.task === 'order' && (e.key === '[' || e.key === ']')) {
      this.#move(e.key === '[' ? -1 : 1);
      e.preventDefault();
      e.stopPropagation(); // not the page's speed keys
    }
  }

  #formSubmit() {
    if (this.task !== 'values') return;
    if (this.sel < 0 || this.shape.degree[this.sel] === 0) {
      this.error.textContent = t('practice-select-interior');
      return;
    }
    try {
      const value = parseValue(this.valueIn.value, 'value');
      const id = this.sel;
      const before = this.values.get(id);
      this.values.set(id, { value, bound: this.boundIn.value });
      this.error.textContent = '';
      this.#judgeStep(id, () => (before ? this.values.set(id, before) : this.values.delete(id)));
      this.paint();
    } catch (err) {
      this.error.textContent = err.message;
    }
  }

  #move(by) {
    if (this.sel <= 0) {
      this.error.textContent = t('practice-select-non-root');
      return;
    }
    const dewey = this.original[this.sel];
    const parts = dewey.split('.');
    const k = Number(parts.pop());
    const parent = parts.join('.');
    this.order = T.moveSuccessor(this.order, parent, k, by);
    this.error.textContent = '';
    this.paint();
    this.sel = this.original.indexOf(dewey);
    this.view.select(this.sel, { reveal: false });
    this.scoreEl.textContent = t('practice-moved', { p: dewey, at: count(this.order[parent].indexOf(k) + 1), of: count(this.order[parent].length) });
  }

  // --- answers -------------------------------------------------------------------------

  /** The answer the student has given on the page, in the task's shape. */
  answer() {
    const s = this.shape;
    switch (this.task) {
      case 'prune':
        return T.pruneAnswer(s, this.marks);
      case 'values': {
        const values = {};
        const bounds = {};
        for (const [id, v] of this.values) {
          values[s.dewey[id]] = v.value;
          bounds[s.dewey[id]] = v.bound;
        }
        return { values, bounds };
      }
      case 'window': {
        const outcome = this.outcomeIns.find((r) => r.checked)?.value;
        if (!outcome) throw new Error(t('practice-choose-outcome'));
        const a = { outcome, value: parseValue(this.valueIn.value, 'the value returned') };
        if (this.marks.size) a.saved = T.pruneAnswer(s, this.marks).pruned;
        return a;
      }
      case 'next': {
        const cut = this.cutIns.find((r) => r.checked)?.value;
        if (!cut) throw new Error(t('practice-say-cutoff'));
        const examined = this.posIn.value.trim() === 'root' ? '' : this.posIn.value.trim();
        return { examined, cutoff: cut === 'yes', m: parseValue(this.mIn.value, 'm') };
      }
      case 'order':
        return T.orderAnswer(this.order);
    }
    throw new Error(`unknown task ${this.task}`);
  }

  /** Checks the answer on the page. */
  check() {
    let a;
    try {
      a = this.answer();
    } catch (e) {
      this.error.textContent = t('practice-not-checked-stop', { error: e.message });
      return null;
    }
    try {
      return this.submitAnswer(a);
    } catch (e) {
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
      this.error.textContent = t('practice-not-checked', { error: e.message });
      throw e;
    }
    this.error.textContent = '';
    // An answer given as data shows on the tree like one given by hand.
    if ((this.task === 'prune' && Array.isArray(answer.pruned)) || (this.task === 'window' && Array.isArray(answer.saved))) {
      this.marks = new Set((answer.pruned ?? answer.saved).map((d) => this.#idOf(d)).filter((i) => i >= 0));
    }
    this.checked = true;
    this.showBtn.disabled = !this.#answerAllowed();
    this.last = r;
    this.lastAnswer = answer;
    this.#showFeedback(r);
    this.#bringFeedback();
    // The tree follows too: the first position the feedback is about (missed, else wrong) in
    // view, at a readable size (following them all could shrink the tree to dots).
    const about = [...r.missed, ...r.wrong].map((d) => (this.original ? this.original.indexOf(d) : this.#idOf(d))).find((i) => i >= 0);
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
    // The attempt record (attempt-log.js): what a teacher's or a study's log keeps of this check.
    s.record = attemptRecord({
      exercise: this.o.exercise ?? `tree:${checksum(this.o.treeText)}`,
      proc: this.o.proc,
      answer,
      summary: s,
      diagnosis: r.diagnosis,
      hints: this.hintsUsed,
    });
    this.o.onAnswer?.(s, r);
    return s;
  }

  /** After Check: the score and the first feedback lines in view (on a phone they are below
   *  the tree); nothing moves when they are already on screen. */
  #bringFeedback() {
    const r = this.scoreEl.getBoundingClientRect();
    const lines = this.feedbackEl.children[Math.min(2, this.feedbackEl.children.length - 1)]?.getBoundingClientRect();
    const bottom = Math.max(r.bottom, lines?.bottom ?? 0);
    if (r.top >= 0 && bottom <= window.innerHeight) return;
    // Beside the tree the answer column scrolls on its own: the score goes to its top.
    const box = this.answerBox;
    if (box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible') {
      box.scrollTop += r.top - box.getBoundingClientRect().top - 4;
      const again = this.scoreEl.getBoundingClientRect();
      if (again.top >= 0 && again.bottom <= window.innerHeight) return;
    }
    this.scoreEl.scrollIntoView({ block: 'start', behavior: 'auto' });
  }

  /** The exercise's one hint (the core's practiceHint): shown, its position selected, counted. */
  hint() {
    if (this.hintsUsed) return this.hintText;
    let hnt;
    try {
      hnt = this.g.practiceHint(this.task, this.o.proc, this.options());
    } catch (e) {
      this.error.textContent = t('practice-no-hint', { error: e.message });
      return null;
    }
    this.hintsUsed = 1;
    this.hintText = hnt.text;
    // The core's sentence in the page's language (its message; English from a core without it).
    this.hintBox.textContent = t('practice-hint', { text: coreSentence(hnt.message, hnt.text).text });
    this.hintBox.hidden = false;
    this.hintBtn.disabled = true;
    this.hintBtn.textContent = t('practice-hint-used');
    // The hint in view (on a phone it is below the buttons, under the fold).
    const r = this.hintBox.getBoundingClientRect();
    if (r.bottom > window.innerHeight || r.top < 0) this.hintBox.scrollIntoView({ block: 'nearest', behavior: 'auto' });
    // The position it is about, selected (not in the next task, where selecting answers, nor the ordering puzzle).
    const id = this.task === 'order' || this.task === 'next' ? -1 : this.#idOf(hnt.position);
    if (hnt.position !== '' && id >= 0) this.#select(id, 'hint');
    return hnt.text;
  }

  /** Continuous and fix modes: the score counts first tries (feedback-mode.js). */
  #scoreNote(sc) {
    const r = this.last;
    const list = (xs) => xs.map((d) => d || 'root').join(', ');
    const note = t('practice-score-first-tries', {
      score: count(sc.score),
      total: count(r.total),
      retried: sc.retried.length ? list(sc.retried) : 'none',
      fixed: sc.fixed.length ? list(sc.fixed) : 'none',
      correct: r.correct ? 'yes' : 'no',
    });
    // It takes the place of the check's score sentence (#showFeedback's), before what follows it.
    const text = this.scoreEl.textContent;
    this.scoreEl.textContent = note + (text.startsWith(this.scoreHead) ? text.slice(this.scoreHead.length) : text);
  }

  #idOf(dewey) {
    return this.shape.dewey.indexOf(dewey);
  }

  #showFeedback(r) {
    const shownId = (dewey) => (this.original ? this.original.indexOf(dewey) : this.#idOf(dewey));
    this.verdicts = new Map();
    for (const fb of r.feedback) {
      const id = shownId(fb.position);
      if (id >= 0 && fb.verdict !== 'right') this.verdicts.set(id, fb.verdict);
      else if (id >= 0 && !this.verdicts.has(id)) this.verdicts.set(id, 'right');
    }
    this.scoreHead = t(r.correct ? 'practice-score-right' : 'practice-score', { score: count(r.score), total: count(r.total) });
    let text = this.scoreHead;
    if (r.missed.length) text += ` ${t('practice-missed', { list: r.missed.map((d) => d || t('practice-root')).join(', ') })}`;
    if (r.wrong.length) text += ` ${t('practice-wrong', { list: r.wrong.map((d) => d || t('practice-root')).join(', ') })}`;
    if (r.order) {
      const o = r.order;
      text += ` ${t('practice-order', { terminals: count(o.terminals), original: count(o.original), bestFirst: count(o.bestFirst), best: count(o.best), corollary: o.corollary3 != null ? count(o.corollary3) : 'none' })}`;
    }
    this.scoreEl.textContent = text;
    this.scoreEl.classList.toggle('pr-correct', r.correct);
    this.#showDiagnosis(r);
    this.feedbackEl.replaceChildren(
      ...r.feedback.map((fb) =>
        h(
          'li',
          { class: `pr-fb pr-${VERDICT[fb.verdict] ?? 'wrong'}`, 'data-dewey': fb.position },
          h('button', { type: 'button', class: 'pr-goto', text: fb.position === '' ? t('practice-root') : fb.position, 'aria-label': t('practice-select', { p: fb.position || 'root' }), onclick: () => { const id = shownId(fb.position); if (id >= 0) this.#select(id, 'keyboard'); } }),
          h('span', { class: 'pr-verdict-word', text: ` ${t('practice-verdict', { verdict: fb.verdict })} ` }),
          // The core's sentence in the page's language (its message); a core without the
          // message gives English, marked so (lang: read and found as such).
          coreSpan('pr-sentence', fb.message, fb.sentence),
        ),
      ),
    );
    this.paint();
  }

  /**
   * The mistake the answer follows, in words (the core's diagnosis: "Your marks are what
   * alpha-beta gives if … Here that means …"), its explanation, and a button that opens the
   * difference view of the mistake against the correct procedure on this tree (`onDifference`,
   * where the page has that view).
   */
  #showDiagnosis(r) {
    const items = [...(r.diagnosis ?? []).map((d) => ({ ...localMutant(d), closest: false })), ...(r.closest ? [{ ...localMutant(r.closest), closest: true }] : [])];
    this.diagnosisEl.hidden = !items.length;
    if (items.length) {
      const names = items.map((d) => d.title).join('; ');
      this.scoreEl.textContent += ` ${t(items[0].closest ? 'practice-dx-close' : 'practice-dx-known', { names })}`;
    }
    this.diagnosisEl.replaceChildren(
      ...items.map((d) =>
        h(
          'div',
          { class: 'pr-dx', 'data-mutant': d.id },
          h('p', { class: 'pr-dx-title', text: d.closest ? t('practice-dx-closest-title', { count: count(d.differences), title: d.title }) : t('practice-dx-title', { title: d.title }) }),
          dxText(d),
          d.explanation ? h('details', { class: 'pr-dx-more' }, h('summary', { text: t('practice-dx-why') }), h('p', { text: d.explanation })) : null,
          this.o.onDifference ? h('button', { type: 'button', class: 'pr-dx-show', text: t('practice-dx-show'), title: t('practice-dx-show-title'), onclick: () => this.o.onDifference(d.id) }) : null,
        ),
      ),
    );
  }

  /** Whether Show answer may show it: a teacher's link waits for a first check, and a
   *  package's policy (answers=) may keep it off until the attempts are spent, or always. */
  #answerAllowed() {
    if (this.o.hide && !this.checked) return false;
    return this.o.answersAllowed?.() ?? true;
  }

  /** The expected answer drawn on the tree (see #answerAllowed); from then on a check of this
   *  exercise scores 0: the exercise ends as shown. */
  showAnswer() {
    if (!this.#answerAllowed()) return;
    this.revealed = true;
    let exp;
    try {
      exp = this.g.practiceExpected(this.task, this.o.proc, this.options());
    } catch (e) {
      this.error.textContent = e.message;
      return;
    }
    this.error.textContent = ''; // the answer is shown: an earlier "not checked" no longer applies
    const s = this.shape;
    const notes = new Map();
    let picture = null;
    const text = [];
    if (this.task === 'prune' || this.task === 'window') {
      try {
        const r = this.g.run(this.o.proc, this.task === 'window' ? { alpha: this.o.alpha, beta: this.o.beta } : {});
        picture = paintRun(s, r, this.o.view);
      } catch {
        /* the marks below still show it */
      }
      const list = this.task === 'prune' ? exp.pruned : exp.saved ?? [];
      this.marks = new Set(list.map((d) => this.#idOf(d)).filter((i) => i >= 0));
      if (this.task === 'prune') text.push(t('practice-answer-prune', { list: list.map((d) => d || 'root').join(', ') || 'nothing' }));
      else text.push(t('practice-answer-window', { outcome: t(OUTCOMES[exp.outcome] ?? 'practice-outcome-exact'), value: f(exp.value), saved: (exp.saved ?? []).join(', ') || 'nothing' }));
    } else if (this.task === 'values') {
      for (const [d, v] of Object.entries(exp.values)) {
        const b = exp.bounds?.[d] ?? 'exact';
        notes.set(this.#idOf(d), `${b === 'lower' ? '≥' : b === 'upper' ? '≤' : ''}${f(v)}`);
      }
      this.values = new Map();
      text.push(t('practice-answer-values'));
    } else if (this.task === 'next') {
      text.push(t('practice-answer-next', { p: exp.examined || 'root', cutoff: exp.cutoff ? 'yes' : 'no', m: f(exp.m) }));
      this.pick = this.#idOf(exp.examined);
    } else if (this.task === 'order') {
      this.order = { ...T.identityOrder(s), ...exp.order };
      text.push(t('practice-answer-order'));
    }
    this.solution = picture || notes.size ? { picture, notes } : null;
    this.scoreEl.textContent = t('practice-answer', { text: text.join(' ') });
    this.paint();
  }
}
