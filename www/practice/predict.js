// Prediction while stepping (explore mode, the Predict switch of the step-through): before a
// step forward shows the next position examined, the student says which position it is and
// whether its parent cuts off right after it returns; Reveal then steps to it and says
// whether the prediction was right, with a running tally. The expected answer is the core's
// *next step* task (GameTree.practiceExpected('next', …) at the current step, the same
// question the practice task asks; crate/src/practice/next.rs), so only the procedures that
// task steps through can be predicted (next-procs.js). Nothing here changes the page state
// but through the store's actions (the step, via the step panel).
import { loadFull, messageOf } from '../core/load.js';
import { shortName } from '../core/procedures.js';
import { count, t } from '../i18n/translate.js';
import { h } from './dom.js';
import { nextSupported } from './next-procs.js';
import { readPosition, writePosition } from './position-input.js';

/** The trace index of the next position entered at or after step `k` (not the root), as the core's next step counts; -1 if none. */
export function nextEnter(trace, k, root = 0) {
  for (let i = k; i < trace.length; i++) if (trace[i].type === 'enter' && trace[i].at !== root) return i;
  return -1;
}

/** Running tally of predictions: {made, right}. */
export class Tally {
  constructor() {
    this.made = 0;
    this.right = 0;
  }
  add(ok) {
    this.made += 1;
    if (ok) this.right += 1;
  }
  text() {
    return this.made ? t('predict-tally', { right: count(this.right), made: count(this.made) }) : t('predict-none-yet');
  }
}

/**
 * Wires the Predict switch (`button`, aria-pressed) and its box (`box`) to the page:
 * `store`, `stepPanel` (its `gate` holds steps forward while a prediction is due), `doc`
 * (the current tree), `runs` (the main run's trace), `announce`, `onToggle` (called after
 * the switch moves: the page hides, or shows again, what the finished run found).
 */
export function wirePredict({ button, box, store, stepPanel, doc, runs, announce, onToggle }) {
  let on = false;
  let core = null;
  const tally = new Tally();
  const posIn = h('input', { type: 'text', class: 'pd-pos', autocomplete: 'off', spellcheck: 'false', size: '8', 'aria-label': t('predict-pos-label') });
  const nm = `pd-cut-${Math.random().toString(36).slice(2)}`;
  const cutIns = ['no', 'yes'].map((v) => h('input', { type: 'radio', name: nm, value: v }));
  const verdict = h('p', { class: 'pd-verdict', role: 'status', 'aria-live': 'polite' });
  const tallyEl = h('p', { class: 'pd-tally', text: tally.text() });
  const form = h(
    'form',
    { class: 'pd-form', novalidate: true, onsubmit: (e) => (e.preventDefault(), reveal()) },
    h('label', { text: `${t('predict-pos')} ` }, posIn),
    h(
      'fieldset',
      { class: 'pd-cutoff' },
      h('legend', { text: t('predict-cutoff-question') }),
      ...cutIns.map((r) => h('label', {}, r, ` ${t(r.value === 'yes' ? 'practice-yes' : 'practice-no')}`)),
    ),
    h('button', { type: 'submit', class: 'pd-reveal', text: t('predict-reveal') }),
  );
  box.replaceChildren(h('p', { class: 'pd-help', text: t('predict-help') }), form, verdict, tallyEl);
  box.hidden = true;

  const proc = () => store.state.proc;
  const trace = () => {
    const run = runs.main;
    run?.prepareSteps?.();
    return run?.record?.trace ?? run?.result?.trace ?? null;
  };

  /** The core's answer at the current step, or a sentence saying why there is none. */
  function expected(k) {
    const why = nextSupported(core, proc());
    if (why !== true) return t('predict-unsupported', { why });
    const S = store.state;
    const g = core.GameTree.parse(doc.text);
    try {
      return g.practiceExpected('next', proc(), { step: k, alpha: S.alpha, beta: S.beta, literal: !!S.lit });
    } catch (e) {
      return messageOf(e);
    } finally {
      g.free();
    }
  }

  function reveal() {
    if (!core) return;
    const tr = trace();
    if (!tr) {
      verdict.textContent = t('predict-no-steps');
      return;
    }
    const k = store.state.step ?? 0;
    const exp = expected(k);
    if (typeof exp === 'string') {
      verdict.textContent = exp;
      return;
    }
    const typed = posIn.value.trim();
    const given = readPosition(typed); // the root by its name: '' (judged, not refused)
    const cut = cutIns.find((r) => r.checked)?.value;
    if (!typed || !cut) {
      verdict.textContent = t('predict-first');
      (given ? cutIns[0] : posIn).focus();
      return;
    }
    const j = nextEnter(tr, k);
    const posOk = given === exp.examined;
    const cutOk = (cut === 'yes') === exp.cutoff;
    tally.add(posOk && cutOk);
    verdict.textContent = t('predict-verdict', {
      ok: posOk && cutOk ? 'yes' : 'no',
      p: exp.examined || 'root',
      said: posOk ? 'none' : given || 'root',
      cutoff: exp.cutoff ? 'yes' : 'no',
      cutOk: cutOk ? 'yes' : 'no',
    });
    tallyEl.textContent = tally.text();
    announce?.(`${verdict.textContent} ${tally.text()}.`);
    posIn.value = '';
    for (const r of cutIns) r.checked = false;
    // Step k shows the events before index k: the step after the enter event shows the position examined.
    if (j >= 0) stepPanel.go(j + 1);
  }

  function set(next) {
    on = next;
    button.setAttribute('aria-pressed', String(on));
    box.hidden = !on;
    stepPanel.gate = on ? gate : null;
    onToggle?.();
    if (!on) return;
    stepPanel.pause();
    loadFull().then(
      (c) => {
        core = c;
        if (store.state.step == null) stepPanel.go(0); // predicting starts at the first step
        const why = nextSupported(core, proc());
        verdict.textContent = why === true ? t('predict-predicting', { proc: shortName(proc()) }) : t('predict-choose-other', { why });
        posIn.focus();
      },
      (e) => (verdict.textContent = t('predict-not-loaded', { error: messageOf(e) })),
    );
  }

  // Forward steps and Play wait for a prediction (Reveal moves on).
  function gate() {
    verdict.textContent = t('predict-gate');
    posIn.focus();
    return false;
  }

  button.addEventListener('click', () => set(!on));
  // The selected position fills the prediction.
  store.subscribe((s, prev, did) => {
    if (on && did.includes('select') && s.sel != null) posIn.value = writePosition(s.sel);
  });
  return {
    tally,
    toggle: () => set(!on),
    get on() {
      return on;
    },
  };
}
