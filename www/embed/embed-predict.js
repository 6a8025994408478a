// Prediction while stepping in <game-tree-playground controls="steps predict">: the page's
// Predict (practice/predict.js) for the element's own step-through. Before a step forward
// shows the next position examined, the student says which position it is (selected on the
// tree, or typed) and whether its parent cuts off right after it returns; Reveal judges it
// against the core's answer to the *next step* task at that step (practiceExpected('next',
// …), crate/src/practice/next.rs; the full core, loaded when Predict is first pressed), steps
// to the position examined and keeps a running tally. Forward steps wait for a prediction.
import { loadFull, messageOf } from '../core/load.js';
import { nextSupported } from '../practice/next-procs.js';
import { Tally, nextEnter } from '../practice/predict.js';
import { h } from '../practice/dom.js';

// While predicting, the element grows by the form (the attribute \`predicting\` on it), so that
// the tree keeps its room: a fixed height would leave it a strip under the form.
export const PREDICT_CSS = `
:host([predicting]) { height: auto; }
:host([predicting]) .box { flex: none; height: 280px; }
.predict { padding: 4px 8px; border-bottom: 1px solid #d5d9e066; border-left: 3px solid #0072b2; }
.predict[hidden] { display: none; }
.predict p { margin: 2px 0; }
.predict form { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; }
.predict fieldset { border: 0; padding: 0; margin: 0; display: inline-flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; }
.predict legend { float: left; margin-right: 6px; padding: 0; }
.predict label { display: inline-flex; gap: 4px; align-items: center; white-space: nowrap; }
.predict input[type=radio] { width: 20px; height: 20px; margin: 2px; }
.predict input[type=text], .predict button { font: inherit; color: inherit; background: transparent; border: 1px solid #8890a080; border-radius: 5px; min-height: 28px; padding: 2px 6px; }
.predict :focus-visible { outline: 3px solid #d99100; outline-offset: 1px; }
.bar .predict-toggle { margin-left: 8px; }
.bar button[aria-pressed=true] { font-weight: 600; outline: 2px solid #0072b2; }
`;

export class EmbedPredict {
  /** @param {import('./embed-controls.js').EmbedControls} controls  the element's step-through */
  constructor(controls) {
    this.controls = controls;
    this.on = false;
    this.core = null;
    this.tally = new Tally();
    this.button = h('button', { type: 'button', class: 'predict-toggle', 'aria-pressed': 'false', title: 'Predict each step before it is shown', text: 'Predict', onclick: () => this.set(!this.on) });
    this.posIn = h('input', { type: 'text', class: 'pd-pos', autocomplete: 'off', spellcheck: 'false', size: '6', 'aria-label': 'Position examined next (Dewey, such as 2.1; the selected position fills it)' });
    const name = `pd-cut-${Math.random().toString(36).slice(2)}`;
    this.cutIns = ['no', 'yes'].map((v) => h('input', { type: 'radio', name, value: v }));
    this.verdict = h('p', { class: 'pd-verdict', role: 'status', 'aria-live': 'polite' });
    this.tallyEl = h('p', { class: 'pd-tally', text: this.tally.text() });
    const form = h(
      'form',
      { class: 'pd-form', novalidate: true, onsubmit: (e) => (e.preventDefault(), this.reveal()) },
      h('label', { text: 'Next position examined ' }, this.posIn),
      h('fieldset', { class: 'pd-cutoff' }, h('legend', { text: 'Does its parent cut off right after it?' }), ...this.cutIns.map((r) => h('label', {}, r, ` ${r.value}`))),
      h('button', { type: 'submit', class: 'pd-reveal', text: 'Reveal the step' }),
    );
    this.box = h('div', { class: 'predict', part: 'predict', role: 'group', 'aria-label': 'Predict the next step', hidden: true }, form, this.verdict, this.tallyEl);
  }

  /** Predict on or off; on loads the full core and starts at the first step. */
  set(on) {
    this.on = on;
    this.button.setAttribute('aria-pressed', String(on));
    this.box.hidden = !on;
    this.controls.host.toggleAttribute('predicting', on);
    if (!on) return;
    loadFull().then(
      (core) => {
        this.core = core;
        const c = this.controls;
        if (c.k == null) c.go(0, true); // predicting starts at the first step
        const why = this.#why();
        this.verdict.textContent = why === true ? `Predicting ${c.procedure}'s steps.` : why;
        this.posIn.focus();
      },
      (e) => (this.verdict.textContent = `Predict could not be loaded: ${messageOf(e)}`),
    );
  }

  /** true, or why this run's steps cannot be predicted. */
  #why() {
    const c = this.controls;
    if (!c.run || c.treeText == null) return 'This run has no step-through to predict (a smaller tree has one).';
    const why = nextSupported(this.core, c.procedure);
    return why === true ? true : `${why}: Predict steps through the procedures the next-step task knows.`;
  }

  /** Whether a step forward must wait (Predict is on): says so and asks for the prediction. */
  gate() {
    if (!this.on) return false;
    this.verdict.textContent = 'Predict first, then Reveal the step (Predict is on).';
    this.posIn.focus();
    return true;
  }

  /** The position selected on the tree fills the prediction. */
  selected(dewey) {
    if (this.on) this.posIn.value = dewey === '' ? 'root' : dewey;
  }

  reveal() {
    if (!this.core) return;
    const why = this.#why();
    if (why !== true) {
      this.verdict.textContent = why;
      return;
    }
    const c = this.controls;
    const k = c.position;
    let exp;
    const g = this.core.GameTree.parse(c.treeText);
    try {
      exp = g.practiceExpected('next', c.procedure, { step: k, alpha: c.alphaValue, beta: c.betaValue });
    } catch (e) {
      this.verdict.textContent = messageOf(e);
      return;
    } finally {
      g.free();
    }
    const given = this.posIn.value.trim().replace(/^root$/i, '');
    const cut = this.cutIns.find((r) => r.checked)?.value;
    if (!given || !cut) {
      this.verdict.textContent = 'Predict first: the position examined next (select it or type it) and whether its parent cuts off.';
      (given ? this.cutIns[0] : this.posIn).focus();
      return;
    }
    const posOk = given === exp.examined;
    const cutOk = (cut === 'yes') === exp.cutoff;
    this.tally.add(posOk && cutOk);
    const name = exp.examined === '' ? 'the root' : `position ${exp.examined}`;
    const cutText = exp.cutoff ? 'its parent cuts off right after it' : 'its parent does not cut off right after it';
    this.verdict.textContent = `${posOk && cutOk ? '✓ Right' : '✗ Not quite'}: ${name} is examined next${posOk ? '' : ` (you said ${given})`}, and ${cutText}${cutOk ? '' : ' (you said the opposite)'}.`;
    this.tallyEl.textContent = this.tally.text();
    this.posIn.value = '';
    for (const r of this.cutIns) r.checked = false;
    // Step k shows the events before index k: the step after the enter event shows the position examined.
    const j = nextEnter(c.run.record.trace, k);
    if (j >= 0) c.go(j + 1, true);
  }
}
