// The controls <game-tree-playground> shows when its `controls` attribute asks for them
// (a space-separated list: procedure, steps, window, predict; or all): a procedure menu, (α, β)
// inputs, a step-through (first / back / forward / last, the step and its sentence) and
// Predict (the step-through with each step predicted before it is shown: embed-predict.js).
// The menu and the inputs set the element's own attributes, so a course page's script sees
// the same state and gets the same `result` events; the steps replay the core's trace
// (families/km/stepper.js), the sentences are the playground's own.
import { NEGAMAX } from '../core/procedures.js';
import { NEG_INF, POS_INF, scoreText } from '../core/score.js';
import { KmStepper } from '../families/km/stepper.js';
import { kmStepView } from '../families/km/steps.js';
import { t } from '../i18n/translate.js';
import { h } from '../view/dom.js';
import { paintStep } from '../view/paint.js';
import { EmbedPredict, PREDICT_CSS } from './embed-predict.js';

export const CONTROL_NAMES = ['procedure', 'steps', 'window', 'predict'];

/** The controls asked for by the attribute's value ('all' is every one). */
export function parseControls(value) {
  const words = (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return new Set(words.includes('all') ? CONTROL_NAMES : words.filter((w) => CONTROL_NAMES.includes(w)));
}

export const CONTROLS_CSS = `
.bar { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; padding: 4px 8px; border-bottom: 1px solid #d5d9e066; }
.bar[hidden], .steps[hidden] { display: none; }
.bar label { display: inline-flex; gap: 4px; align-items: center; }
.bar input { width: 5em; }
.bar button, .bar select, .bar input { font: inherit; color: inherit; background: transparent; border: 1px solid #8890a080; border-radius: 5px; min-height: 28px; min-width: 28px; padding: 2px 6px; }
.bar button:disabled { opacity: 0.45; }
.bar :focus-visible { outline: 3px solid #d99100; outline-offset: 1px; }
.steps { padding: 2px 8px; margin: 0; font-size: 0.95em; min-height: 2.6em; }
.count { font-variant-numeric: tabular-nums; }
${PREDICT_CSS}`;

/** An element with attributes and, optionally, its text (the page's helper: view/dom.js). */
const make = (tag, attrs = {}, text = '') => (text ? h(tag, attrs, text) : h(tag, attrs));

export class EmbedControls {
  /** @param {HTMLElement} host  the element (its attributes are set)  @param {() => void} repaint */
  constructor(host, repaint) {
    this.host = host;
    this.repaint = repaint;
    this.bar = make('div', { class: 'bar', part: 'controls', role: 'group', 'aria-label': t('embed-controls') });
    this.proc = make('select', { 'aria-label': t('embed-procedure') });
    this.procLabel = make('label', {}, `${t('embed-procedure')} `);
    this.procLabel.append(this.proc);
    this.alpha = make('input', { 'aria-label': 'alpha', spellcheck: 'false', autocomplete: 'off' });
    this.beta = make('input', { 'aria-label': 'beta', spellcheck: 'false', autocomplete: 'off' });
    this.win = make('span', { class: 'win' });
    const la = make('label', {}, 'α ');
    la.append(this.alpha);
    const lb = make('label', {}, 'β ');
    lb.append(this.beta);
    this.win.append(la, lb);
    this.stepBox = make('span', { class: 'stepbox', role: 'group', 'aria-label': t('embed-step-through') });
    const btn = (text, label, fn) => {
      const b = make('button', { type: 'button', 'aria-label': label, title: label }, text);
      b.addEventListener('click', fn);
      this.stepBox.append(b);
      return b;
    };
    this.first = btn('|◀◀', t('embed-first-step'), () => this.go(0, true));
    this.back = btn('◀', t('embed-step-back'), () => this.go(this.position - 1, true));
    this.forward = btn('▶', t('embed-step-forward'), () => this.go(this.position + 1));
    this.last = btn('▶▶|', t('embed-last-step'), () => this.go(null));
    this.count = make('output', { class: 'count' });
    this.stepBox.append(this.count);
    this.predict = new EmbedPredict(this);
    this.stepBox.append(this.predict.button);
    this.bar.append(this.procLabel, this.win, this.stepBox);
    this.sentence = make('p', { class: 'steps', 'aria-live': 'polite', part: 'sentence' });
    this.localise();
    this.proc.addEventListener('change', () => host.setAttribute('procedure', this.proc.value));
    for (const input of [this.alpha, this.beta]) {
      input.addEventListener('change', () => {
        host.setAttribute('alpha', this.alpha.value.trim() || NEG_INF);
        host.setAttribute('beta', this.beta.value.trim() || POS_INF);
      });
    }
    this.bar.addEventListener('keydown', (e) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') this.go(this.position + 1);
      else if (e.key === 'ArrowLeft') this.go(this.position - 1, true);
      else if (e.key === 'Home')
        this.go(0, true); // as the page's keys (the closing sentence names Home)
      else if (e.key === 'End') this.go(null);
      else return;
      e.preventDefault();
    });
    this.run = null;
    this.k = null;
  }

  /** Shows the controls `which` asks for (a Set from parseControls). */
  configure(which) {
    this.which = which;
    this.bar.hidden = which.size === 0;
    this.procLabel.hidden = !which.has('procedure');
    this.win.hidden = !which.has('window');
    // Predict steps through the run: it brings the step controls with it.
    this.stepBox.hidden = !this.wantsTrace;
    this.sentence.hidden = !this.wantsTrace;
    this.predict.button.hidden = !which.has('predict');
    if (!which.has('predict') && this.predict.on) this.predict.set(false);
  }

  get wantsTrace() {
    return (this.which?.has('steps') || this.which?.has('predict')) ?? false;
  }

  /** Whether Predict needs the tree's text (it asks the core about it). */
  get wantsText() {
    return this.which?.has('predict') ?? false;
  }

  /** A position selected on the tree (its Dewey name): Predict takes it. Returns whether it did. */
  selected(dewey) {
    if (!this.predict.on) return false;
    this.predict.selected(dewey);
    return true;
  }

  get position() {
    return this.k ?? this.run?.stepper.length ?? 0;
  }

  /**
   * After a computation: the attributes' values, and the run with its trace (or null).
   * `procs`: the menu's procedures (those that search this kind of tree); `steps`: a run
   * stepped by its own family ({length, picture(k), sentence(k)}: a chance run,
   * embed-chance.js) instead of K&M's trace; `noSteps`: why there is no step-through (UCT).
   */
  update({ procedure, alpha, beta, record = null, shape, view, counts, sets, start, treeText = null, procs = NEGAMAX, steps = null, noSteps = null }) {
    this.procedure = procedure;
    this.alphaValue = alpha;
    this.betaValue = beta;
    this.treeText = treeText;
    this.noSteps = noSteps;
    // The catalogue is in once the core has loaded (not yet when the element is made).
    const list = procs.includes(procedure) ? procs : [...procs, procedure];
    if ([...this.proc.options].map((o) => o.value).join() !== list.join()) this.proc.replaceChildren(...list.map((p) => make('option', { value: p }, p)));
    this.proc.value = procedure;
    if (this.host.shadowRoot.activeElement !== this.alpha) this.alpha.value = scoreText(alpha);
    if (this.host.shadowRoot.activeElement !== this.beta) this.beta.value = scoreText(beta);
    // Predict asks the core's next-step task of K&M's procedures: not offered with another family's steps.
    const otherFamily = steps != null || noSteps != null;
    this.predict.button.hidden = !this.which?.has('predict') || otherFamily;
    if (otherFamily && this.predict.on) this.predict.set(false);
    if (steps) this.run = { steps, stepper: { length: steps.length } };
    else this.run = record?.trace ? { record, shape, view, counts, sets, stepper: new KmStepper(record.trace, shape.parent.length) } : null;
    if (this.run) this.k = start == null ? null : Math.max(0, Math.min(start, this.run.stepper.length));
    return this.#show();
  }

  /**
   * The controls' text in the language t() speaks now: they are built with the element,
   * before its messages have loaded (embed.js calls this again once they have).
   */
  localise() {
    this.bar.setAttribute('aria-label', t('embed-controls'));
    this.proc.setAttribute('aria-label', t('embed-procedure'));
    this.procLabel.firstChild.data = `${t('embed-procedure')} `;
    this.stepBox.setAttribute('aria-label', t('embed-step-through'));
    for (const [b, id] of [
      [this.first, 'embed-first-step'],
      [this.back, 'embed-step-back'],
      [this.forward, 'embed-step-forward'],
      [this.last, 'embed-last-step'],
    ]) {
      b.setAttribute('aria-label', t(id));
      b.title = t(id);
    }
    this.predict.localise();
  }

  /** Goes to step `k` (null: the finished run); a step forward waits while Predict is on, unless `free`. */
  go(k, free = false) {
    if (!this.run) return;
    if (!free && (k == null || k > this.position) && this.predict.gate()) return;
    const n = this.run.stepper.length;
    this.k = k == null || k >= n ? null : Math.max(0, k);
    this.repaint(this.#show());
  }

  /** Paints the step's controls and sentence; returns the tree's picture at the step (null: the finished run). */
  #show() {
    const run = this.run;
    for (const b of [this.first, this.back, this.forward, this.last]) b.disabled = !run;
    if (!run) {
      this.count.textContent = '';
      this.sentence.textContent = this.wantsTrace ? (this.noSteps ?? t('embed-needs-smaller')) : '';
      return null;
    }
    const n = run.stepper.length;
    const pos = this.position;
    this.first.disabled = this.back.disabled = pos === 0;
    this.forward.disabled = this.last.disabled = this.k == null;
    this.count.textContent = `${pos} / ${n}`;
    if (run.steps) {
      this.sentence.textContent = run.steps.sentence(this.k);
      return run.steps.picture(this.k);
    }
    const state = this.k == null ? null : run.stepper.stateAt(this.k);
    const v = kmStepView({ stepper: run.stepper, run: run.record, shape: run.shape, k: this.k, state, view: run.view, counts: run.counts });
    this.sentence.textContent = v.sentence;
    return state ? paintStep(run.shape, state, run.view, run.sets) : null;
  }
}
