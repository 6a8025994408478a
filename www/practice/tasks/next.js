// The next-step task: the search stopped just before a position is entered; say which
// position it examines next, whether a cutoff comes first, and the parent's running value m
// (K&M's F2: m, the best value so far; Slagle's m&n procedures: the parent's α or β). The
// step's sentence, the call stack and the code are shown as in the explore view.

import { familyOf, KM, procedure } from '../../core/procedures.js';
import { formatScore as f, NEG_INF, POS_INF, parseValue } from '../../core/score.js';
import { KmStepper } from '../../families/km/stepper.js';
import { kmStepView } from '../../families/km/steps.js';
import { MnRun } from '../../families/mn/run.js';
import { ThesisRun } from '../../families/thesis/run.js';
import { t } from '../../i18n/translate.js';
import { CodePanel } from '../../panels/code-panel.js';
import { paintStep } from '../../view/paint.js';
import { h } from '../dom.js';
import { nextSupported } from '../next-procs.js';
import { readPosition, writePosition } from '../position-input.js';
import { Task } from './task.js';

/** Slagle's m&n procedures: a running value that is the parent's α or β, from Max's standpoint. */
const isMn = (proc) => familyOf(proc) === 'mn';

/**
 * The view the task draws and asks in for procedure `proc`: K&M's and the thesis' procedures
 * keep m from the standpoint of the player to move (negamax), or the value asked for would
 * sit beside a node drawn with the other sign; Slagle's m&n procedures think from Max's
 * standpoint (minimax).
 */
export const nextView = (proc) => (isMn(proc) ? 'minimax' : 'negamax');

export class NextTask extends Task {
  /** The task's name in the task menu, and a worksheet's heading (crate/src/worksheet.rs, task_title). */
  static label = 'practice-task-next';
  static title = 'practice-print-next';

  /** The step the question is asked at (the trace's index), the position picked as the answer. */
  k = null;
  pickId = -1;

  help() {
    return t('practice-help-next') + (isMn(this.s.o.proc) ? '' : ` ${t('practice-help-next-drawn')}`);
  }

  get hintSelects() {
    return false; // selecting a position answers here
  }

  get pick() {
    return this.pickId;
  }

  form(F, row) {
    const mn = isMn(this.s.o.proc);
    this.posIn = h('input', { type: 'text', class: 'pr-pos', autocomplete: 'off', spellcheck: 'false', 'aria-label': t('practice-next-pos-label'), size: '8' });
    const name = `pr-cut-${Math.random().toString(36).slice(2)}`;
    this.cutIns = ['no', 'yes'].map((v) => h('input', { type: 'radio', name, value: v }));
    this.mIn = h('input', {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      class: 'pr-m',
      'aria-label': t(mn ? 'practice-next-mn-label' : 'practice-next-m-label'),
      size: '6',
    });
    this.nextBtn = h('button', { type: 'button', class: 'pr-next', text: t('practice-next-question'), onclick: () => this.advance() });
    F.append(
      row(h('label', { text: `${t('practice-examined-next')} ` }, this.posIn)),
      h(
        'fieldset',
        { class: 'pr-cutoff' },
        h('legend', { text: t('practice-cutoff-question') }),
        ...this.cutIns.map((r) => h('label', {}, r, ` ${t(r.value === 'yes' ? 'practice-yes' : 'practice-no')}`)),
      ),
      // m&n alpha beta's running value is the parent's alpha (max-position) or beta (min-position).
      row(h('label', { text: `${t(mn ? 'practice-parent-mn' : 'practice-parent-m')} ` }, this.mIn), this.nextBtn),
    );
  }

  /** Where the step-through stopped: its sentence and the call stack, and the code beside the
   *  tree at that step (it can be closed). */
  extend(main) {
    this.stepSentence = h('p', { class: 'pr-step-sentence sentence', 'data-testid': 'pr-step-sentence' });
    this.stack = h(
      'table',
      { class: 'stack pr-stack', 'data-testid': 'pr-call-stack' },
      h('caption', { text: t('practice-call-stack') }),
      h('thead'),
      h('tbody'),
    );
    main.append(
      h(
        'div',
        { class: 'pr-step' },
        this.stepSentence,
        h('div', { class: 'stack-wrap', tabindex: 0, role: 'region', 'aria-label': t('stack-caption') }, this.stack),
      ),
    );
    if (CodePanel.has(this.s.o.proc)) {
      const box = h('details', { class: 'code-panel pr-code', open: true }, h('summary', { text: t('practice-code') }));
      main.append(box);
      this.code = new CodePanel(box);
    }
  }

  options(o) {
    o.step = this.k;
  }

  /** The question stays where it is (Try again keeps its place). */
  reset() {
    if (this.k == null) this.k = this.#firstStep();
  }

  /** The parent's m is asked in its procedure's own view (nextView). */
  drawnView() {
    return nextView(this.s.o.proc);
  }

  picture(shape, view) {
    const stepper = this.#stepper();
    const pic = this.thesisRun ? this.thesisRun.paint(this.k, view) : paintStep(shape, stepper.stateAt(this.k), view);
    this.code?.show(this.s.o.proc, stepper.stateAt(this.k), shape);
    this.#showStep(shape, view);
    return pic;
  }

  /** The stopped step's sentence and the call stack. */
  #showStep(shape, view) {
    let sv;
    try {
      sv = this.thesisRun
        ? this.thesisRun.stepView(this.k, view)
        : kmStepView({
            stepper: this.stepper,
            run: { procedure: this.s.o.proc, alpha: NEG_INF, beta: POS_INF },
            shape,
            k: this.k,
            state: this.stepper.stateAt(this.k),
            view,
            counts: null,
          });
    } catch {
      sv = null;
    }
    this.stepSentence.textContent = sv?.sentence ?? '';
    const [head, body] = [this.stack.tHead, this.stack.tBodies[0]];
    head.replaceChildren(h('tr', {}, ...(sv?.head ?? []).map((x) => h('th', { scope: 'col', text: x }))));
    const rows = sv?.rows ?? [];
    body.replaceChildren(
      ...rows.map((cells, i) => h('tr', i === rows.length - 1 ? { 'aria-current': 'step' } : {}, ...cells.map((x) => h('td', { text: x })))),
    );
    this.stack.hidden = !rows.length;
  }

  #stepper() {
    if (this.stepper) return this.stepper;
    const s = this.s;
    const why = nextSupported(s.o.core, s.o.proc);
    if (why !== true) throw new Error(why);
    if (familyOf(s.o.proc) !== 'km') {
      // Muszycka's and Slagle's procedures: the page's own run (its picture and trace), with
      // the window, reading and m&n options the core's practice check uses (options()).
      const o = s.options();
      const Run = isMn(s.o.proc) ? MnRun : ThesisRun;
      // The page-state form the run reads (families/options.js): each option of the
      // procedure the exercise sets, else its catalogue default.
      const options = { lit: !!o.literal, alpha: o.alpha ?? NEG_INF, beta: o.beta ?? POS_INF };
      for (const x of procedure(s.o.proc)?.options ?? []) if (x.name !== 'literal') options[x.name] = o[x.name] ?? x.default;
      this.thesisRun = new Run({ family: null, name: s.o.proc, tree: s.g, shape: s.shape, options });
      this.stepper = this.thesisRun.stepper;
      if (!this.stepper) throw new Error('this tree is too large to step through');
      this.trace = this.thesisRun.result.trace;
      return this.stepper;
    }
    const r = s.g.run(s.o.proc, { trace: true, alpha: NEG_INF, beta: POS_INF });
    if (!r.trace) throw new Error(`the next task steps through ${KM.join(', ')}; ${s.o.proc} gives no K&M trace`);
    this.stepper = new KmStepper(r.trace, s.shape.parent.length);
    this.trace = r.trace;
    return this.stepper;
  }

  /** The first question: just before the first position entered after a value returned. */
  #firstStep() {
    try {
      const tr = this.#stepper() && this.trace;
      const firstLeave = tr.findIndex((e) => e.type === 'leave' || e.type === 'return');
      const j = tr.findIndex((e, i) => i > firstLeave && e.type === 'enter');
      return j >= 0 ? j : 1;
    } catch (e) {
      this.s.error.textContent = e.message;
      return 0;
    }
  }

  /** Next question: just before the position entered after the next one. */
  advance() {
    const s = this.s;
    const tr = this.trace;
    const j = tr.findIndex((e, i) => i >= this.k && e.type === 'enter' && e.at !== 0);
    const j2 = j < 0 ? -1 : tr.findIndex((e, i) => i > j && e.type === 'enter');
    const over = j2 < 0;
    this.k = over ? tr.length : j2;
    this.pickId = -1;
    s.reset();
    if (over) s.error.textContent = t('practice-search-over'); // after Try again's clearing
    s.o.onStep?.(this.k);
  }

  select(id, how, shape, dewey) {
    this.pickId = id;
    this.posIn.value = writePosition(dewey);
    return '';
  }

  activate() {
    this.mIn.focus();
  }

  answer() {
    const cut = this.cutIns.find((r) => r.checked)?.value;
    if (!cut) throw new Error(t('practice-say-cutoff'));
    const examined = readPosition(this.posIn.value);
    return { examined, cutoff: cut === 'yes', m: parseValue(this.mIn.value, 'm') };
  }

  showAnswer(exp) {
    this.pickId = this.s.idOf(exp.examined);
    return { text: t('practice-answer-next', { p: exp.examined || 'root', cutoff: exp.cutoff ? 'yes' : 'no', m: f(exp.m) }), picture: null, notes: new Map() };
  }
}
