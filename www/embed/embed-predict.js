// Prediction while stepping in <game-tree-playground controls="steps predict">: the page's
// Predict (practice/predict.js) for the element's own step-through. Before a step forward
// shows the next position examined, the student says which position it is (selected on the
// tree, or typed) and whether its parent cuts off right after it returns; Reveal judges it
// against the core's answer to the *next step* task at that step (practiceExpected('next',
// …), crate/src/practice/next.rs; the full core, loaded when Predict is first pressed), steps
// to the position examined and keeps a running tally. Forward steps wait for a prediction.
import { loadFull, messageOf } from '../core/load.js';
import { t } from '../i18n/translate.js';
import { h } from '../practice/dom.js';
import { nextSupported } from '../practice/next-procs.js';
import { nextEnter, Tally } from '../practice/predict.js';

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
    this.button = h('button', {
      type: 'button',
      class: 'predict-toggle',
      'aria-pressed': 'false',
      title: t('embed-predict-title'),
      text: t('embed-predict'),
      onclick: () => this.set(!this.on),
    });
    this.posIn = h('input', { type: 'text', class: 'pd-pos', autocomplete: 'off', spellcheck: 'false', size: '6', 'aria-label': t('predict-pos-label') });
    const name = `pd-cut-${Math.random().toString(36).slice(2)}`;
    this.cutIns = ['no', 'yes'].map((v) => h('input', { type: 'radio', name, value: v }));
    this.verdict = h('p', { class: 'pd-verdict', role: 'status', 'aria-live': 'polite' });
    this.tallyEl = h('p', { class: 'pd-tally', text: this.tally.text() });
    const form = h(
      'form',
      { class: 'pd-form', novalidate: true, onsubmit: (e) => (e.preventDefault(), this.reveal()) },
      h('label', { text: `${t('predict-pos')} ` }, this.posIn),
      h(
        'fieldset',
        { class: 'pd-cutoff' },
        h('legend', { text: t('predict-cutoff-question') }),
        ...this.cutIns.map((r) => h('label', {}, r, ` ${t(r.value === 'yes' ? 'practice-yes' : 'practice-no')}`)),
      ),
      h('button', { type: 'submit', class: 'pd-reveal', text: t('predict-reveal') }),
    );
    this.box = h(
      'div',
      { class: 'predict', part: 'predict', role: 'group', 'aria-label': t('embed-predict-label'), hidden: true },
      form,
      this.verdict,
      this.tallyEl,
    );
    this.form = form;
  }

  /** Its text in the language t() speaks now (the element calls it once its messages have loaded). */
  localise() {
    this.button.title = t('embed-predict-title');
    this.button.textContent = t('embed-predict');
    this.posIn.setAttribute('aria-label', t('predict-pos-label'));
    this.form.querySelector('label').firstChild.data = `${t('predict-pos')} `;
    this.form.querySelector('legend').textContent = t('predict-cutoff-question');
    for (const r of this.cutIns) r.nextSibling.data = ` ${t(r.value === 'yes' ? 'practice-yes' : 'practice-no')}`;
    this.form.querySelector('.pd-reveal').textContent = t('predict-reveal');
    this.box.setAttribute('aria-label', t('embed-predict-label'));
    this.tallyEl.textContent = this.tally.text();
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
        this.verdict.textContent = why === true ? t('predict-predicting', { proc: c.procedure }) : why;
        this.posIn.focus();
      },
      (e) => (this.verdict.textContent = t('predict-not-loaded', { error: messageOf(e) })),
    );
  }

  /** true, or why this run's steps cannot be predicted. */
  #why() {
    const c = this.controls;
    if (!c.run || c.treeText == null) return t('embed-predict-no-steps');
    const why = nextSupported(this.core, c.procedure);
    return why === true ? true : t('predict-unsupported', { why });
  }

  /** Whether a step forward must wait (Predict is on): says so and asks for the prediction. */
  gate() {
    if (!this.on) return false;
    this.verdict.textContent = t('predict-gate');
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
      this.verdict.textContent = t('predict-first');
      (given ? this.cutIns[0] : this.posIn).focus();
      return;
    }
    const posOk = given === exp.examined;
    const cutOk = (cut === 'yes') === exp.cutoff;
    this.tally.add(posOk && cutOk);
    this.verdict.textContent = t('predict-verdict', {
      ok: posOk && cutOk ? 'yes' : 'no',
      p: exp.examined || 'root',
      said: posOk ? 'none' : given,
      cutoff: exp.cutoff ? 'yes' : 'no',
      cutOk: cutOk ? 'yes' : 'no',
    });
    this.tallyEl.textContent = this.tally.text();
    this.posIn.value = '';
    for (const r of this.cutIns) r.checked = false;
    // Step k shows the events before index k: the step after the enter event shows the position examined.
    const j = nextEnter(c.run.record.trace, k);
    if (j >= 0) c.go(j + 1, true);
  }
}
