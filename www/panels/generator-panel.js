// The generator panel: every generator of the core with its parameters and seed. The
// fields that do not apply to the chosen model are hidden (each field's wrapper lists its
// models in data-models). The core builds the tree; this only reads the form.

import { quantity, t } from '../i18n/translate.js';
import { MODELS } from '../state/url-state.js';

const UNIFORM = ['iid', 'permutation', 'pi', 'dependent', 'additive'];
/** Each whole-number field's label (its message, as index.html labels it): the form's checks name it so. */
const FIELD_LABELS = {
  seed: 'seed-label',
  degree: 'gen-degree',
  height: 'gen-height',
  lo: 'lowest-value',
  hi: 'highest-value',
  scale: 'arc-scale',
  maxDegree: 'max-degree',
  maxDepth: 'max-depth',
};

function numbers(text) {
  return String(text)
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
}

export class GeneratorPanel {
  /**
   * @param {HTMLFormElement} form
   * @param {{onGenerate: (spec) => void, freshSeed: () => number, message: HTMLElement, maxPositions: number}} opts
   */
  constructor(form, opts) {
    this.form = form;
    this.opts = opts;
    this.model = form.elements.namedItem('model');
    this.model.addEventListener('change', () => this.#showFields());
    form.querySelector('[data-action=new-seed]').addEventListener('click', () => {
      form.elements.namedItem('seed').value = String(opts.freshSeed());
    });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#submit();
    });
    this.#showFields();
  }

  #showFields() {
    const m = this.model.value;
    for (const w of this.form.querySelectorAll('[data-models]')) {
      w.hidden = !w.getAttribute('data-models').split(' ').includes(m);
    }
  }

  /** Fills the form from a spec (e.g. from a link). */
  set(spec) {
    if (!spec) return;
    const f = this.form.elements;
    const put = (name, v) => {
      if (v != null) f.namedItem(name).value = Array.isArray(v) ? v.join(', ') : String(v);
    };
    if (MODELS.includes(spec.model)) put('model', spec.model);
    put('degree', spec.degree);
    put('height', spec.height);
    put('seed', spec.seed);
    put('lo', spec.lo);
    put('hi', spec.hi);
    put('scale', spec.scale);
    put('q', spec.q);
    put('meanDegree', spec.meanDegree);
    put('maxDegree', spec.maxDegree);
    put('maxDepth', spec.maxDepth);
    this.#showFields();
  }

  /** The spec in the form, or throws with a message for people. */
  read() {
    const f = this.form.elements;
    const model = f.namedItem('model').value;
    // Each field named as its form labels it (index.html's data-l10n-id).
    const int = (name, lo, hi) => {
      const raw = f.namedItem(name).value.trim();
      const v = Number(raw);
      const what = t(FIELD_LABELS[name]);
      if (raw === '' || !Number.isSafeInteger(v)) throw new Error(t('exp-not-whole', { what, raw: raw.slice(0, 24) }));
      if (v < lo || v > hi) throw new Error(t('exp-whole-in', { what, lo: quantity(lo), hi: quantity(hi) }));
      return v;
    };
    const spec = { model, seed: int('seed', 0, Number.MAX_SAFE_INTEGER) };
    if (UNIFORM.includes(model) || model === 'nonuniform') {
      spec.degree = int('degree', 1, 1000);
      spec.height = int('height', 0, 1000);
    }
    if (UNIFORM.includes(model)) {
      let size = 0;
      let level = 1;
      for (let l = 0; l <= spec.height && size <= this.opts.maxPositions; l++) {
        size += level;
        level *= spec.degree;
      }
      if (size > this.opts.maxPositions) {
        throw new Error(t('gen-too-many', { degree: String(spec.degree), height: String(spec.height), limit: quantity(this.opts.maxPositions) }));
      }
    }
    if (['iid', 'nonuniform', 'random-shape'].includes(model)) {
      spec.lo = int('lo', -1e15, 1e15);
      spec.hi = int('hi', -1e15, 1e15);
      if (spec.lo > spec.hi) throw new Error(t('gen-lo-hi'));
    }
    if (model === 'additive') spec.scale = int('scale', 1, 1e12);
    if (model === 'nonuniform') {
      spec.q = numbers(f.namedItem('q').value);
      spec.meanDegree = numbers(f.namedItem('meanDegree').value);
      if (!spec.q.length || spec.q.some((x) => !(x >= 0 && x <= 1))) throw new Error(t('exp-bad-q'));
      if (!spec.meanDegree.length || spec.meanDegree.some((x) => !(x >= 1))) throw new Error(t('gen-mean-degree'));
    }
    if (model === 'random-shape') {
      spec.maxDegree = int('maxDegree', 1, 1000);
      spec.maxDepth = int('maxDepth', 0, 1000);
    }
    return spec;
  }

  #submit() {
    const { message } = this.opts;
    let spec;
    try {
      spec = this.read();
    } catch (e) {
      message.textContent = e.message;
      return;
    }
    message.textContent = '';
    this.opts.onGenerate(spec);
  }
}
