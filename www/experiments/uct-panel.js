// The Experiments box's UCT experiment (`gametree experiment --model pgame|trap`;
// crate/src/experiment/uct.rs): over seeded P-games (Kocsis & Szepesvári, ECML 2006, §4) or
// trap trees (Ramanujan, Sabharwal & Selman, ICAPS 2010: a losing move whose refutation is
// shallow), the probability that UCT's move is minimax-optimal after each number of
// iterations, and the terminals F2 examines on the same trees to prove the value. Its own
// form (model, degree, height, trees, iteration budgets, seed, C), run on the experiments'
// workers (uct-pool.js), shown as the CLI's rows (a table whose cells keep the core's numbers
// in data-value), a plot (uct-plot.js) and a sentence on the iterations needed against F2's
// terminals; the CSV is the CLI's `--csv` text, made by the core.

import { formatNumber, quantity, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';
import { save } from '../view/export.js';
import { groupPlotMarks } from '../view/plot-aria.js';
import { UctRunner } from './uct-pool.js';

/** Bounds that keep one run in the browser reasonable (the core checks the rest: at most
 *  200,000 positions a tree, 1,000,000 iterations a budget). */
export const UCT_LIMITS = { samples: 10_000, budgets: 12 };
/** A budget is "needed" once the move is optimal on this share of the trees. */
const NEEDED = 0.9;

/** The form's fields and their labels. */
const FIELDS = {
  model: 'uct-exp-model',
  degree: 'uct-exp-degree',
  height: 'uct-exp-height',
  samples: 'uct-exp-samples',
  iterations: 'uct-exp-iterations',
  seed: 'uct-exp-seed',
  c: 'uct-exp-c',
};

const COLUMNS = [
  ['uct-exp-col-iterations', 'iterations', 0],
  ['uct-exp-col-trees', 'trees', 0],
  ['uct-exp-col-optimal', 'optimal', 0],
  ['uct-exp-col-probability', 'probability', 3],
  // The 95% Wilson score interval of P(optimal) (Wilson 1927; crate/src/experiment/wilson.rs).
  ['uct-exp-col-wilson-low', 'wilson_low', 3],
  ['uct-exp-col-wilson-high', 'wilson_high', 3],
  ['uct-exp-col-settled', 'settled', 0],
  ['uct-exp-col-f2', 'f2_terminals_mean', 1],
];

export class UctSection {
  /** @param {HTMLElement} host where the section goes (the Experiments box) */
  constructor(host) {
    const input = (name, value, attrs = {}) => h('input', { id: `uct-exp-${name}`, name, autocomplete: 'off', value, ...attrs });
    this.f = {
      model: h(
        'select',
        { id: 'uct-exp-model', name: 'model' },
        h('option', { value: 'trap' }, t('uct-exp-model-trap')),
        h('option', { value: 'pgame' }, t('uct-exp-model-pgame')),
      ),
      degree: input('degree', '3', { type: 'number', min: 1, step: 1 }),
      height: input('height', '4', { type: 'number', min: 1, step: 1 }),
      samples: input('samples', '50', { type: 'number', min: 1, max: UCT_LIMITS.samples, step: 1 }),
      iterations: input('iterations', '10, 100, 1000', { type: 'text', inputmode: 'numeric' }),
      seed: input('seed', '1', { type: 'number', min: 0, step: 1 }),
      c: input('c', '√2', { type: 'text', inputmode: 'decimal' }),
    };
    const label = (key, el) => h('label', { for: el.id }, h('span', {}, t(key)), el);
    this.run = h('button', { type: 'submit', id: 'uct-exp-run' }, t('uct-exp-run'));
    this.cancelBtn = h('button', { type: 'button', id: 'uct-exp-cancel', disabled: '' }, t('uct-exp-cancel'));
    this.msg = h('p', { class: 'message', role: 'alert', id: 'uct-exp-msg' });
    this.progress = h('progress', { id: 'uct-exp-progress', value: 0, max: 1, 'aria-labelledby': 'uct-exp-title' });
    this.status = h('output', { id: 'uct-exp-status', 'aria-live': 'polite' });
    this.summary = h('p', { id: 'uct-exp-summary' });
    this.table = h('table', { class: 'counts', id: 'uct-exp-table' });
    this.plotHost = h('div', { class: 'plot-host', id: 'uct-exp-plot' });
    const csv = h('button', { type: 'button', id: 'uct-exp-csv' }, t('uct-exp-csv'));
    const form = h(
      'form',
      { class: 'exp-form', id: 'uct-exp-form', novalidate: '' },
      h('div', { class: 'exp-grid' }, ...Object.entries(FIELDS).map(([k, key]) => label(key, this.f[k]))),
      h('div', { class: 'row wrap' }, this.run, this.cancelBtn, this.progress, this.status),
      this.msg,
    );
    this.results = h(
      'div',
      { hidden: '', id: 'uct-exp-results' },
      this.summary,
      h('div', { class: 'exp-plots' }, h('figure', {}, h('figcaption', {}, t('uct-exp-plot-caption')), this.plotHost)),
      h('div', { class: 'table-wrap' }, this.table),
      h('div', { class: 'row wrap' }, csv),
    );
    this.el = h(
      'section',
      { id: 'uct-exp', 'aria-labelledby': 'uct-exp-title' },
      h('h3', { id: 'uct-exp-title' }, t('uct-exp-title')),
      h('p', { class: 'hint' }, t('uct-exp-intro')),
      form,
      this.results,
    );
    host.append(this.el);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.start();
    });
    this.cancelBtn.addEventListener('click', () => this.cancel());
    csv.addEventListener('click', () => this.result && save(new Blob([this.result.csv], { type: 'text/csv' }), 'uct-experiment.csv'));
    this.runner = new UctRunner({
      onProgress: ({ done, total }) => {
        this.progress.max = total;
        this.progress.value = done;
        this.status.textContent = t('uct-exp-progress', { done: quantity(done), total: quantity(total) });
      },
      onDone: (r) => this.#done(r),
      onError: (message) => this.#finish(message),
    });
    new ResizeObserver(() => this.result && this.#plot()).observe(this.plotHost);
  }

  /** The form's spec for the core, or throws naming the field. */
  read() {
    const whole = (name, lo, hi = Number.MAX_SAFE_INTEGER) => {
      const raw = this.f[name].value.trim();
      const v = Number(raw);
      if (raw === '' || !Number.isSafeInteger(v) || v < lo || v > hi)
        throw new Error(t('uct-exp-bad-whole', { field: t(FIELDS[name]), lo: quantity(lo), hi: quantity(hi) }));
      return v;
    };
    const budgets = this.f.iterations.value
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
    if (!budgets.length || budgets.length > UCT_LIMITS.budgets || budgets.some((x, i) => !Number.isSafeInteger(x) || x < 1 || (i > 0 && x <= budgets[i - 1])))
      throw new Error(t('uct-exp-bad-iterations', { max: quantity(UCT_LIMITS.budgets) }));
    const text = this.f.c.value.trim().replace(',', '.');
    const root = /^√\s*(.+)$/.exec(text);
    const c = root ? Math.sqrt(Number(root[1])) : Number(text);
    if (!text || !Number.isFinite(c) || c < 0) throw new Error(t('uct-exp-bad-c'));
    return {
      model: this.f.model.value,
      degree: whole('degree', 1, 1000),
      height: whole('height', 1, 64),
      samples: whole('samples', 1, UCT_LIMITS.samples),
      iterations: budgets,
      seed: whole('seed', 0),
      c,
    };
  }

  start() {
    let spec;
    try {
      spec = this.read();
    } catch (e) {
      this.msg.textContent = e.message;
      return;
    }
    this.msg.textContent = '';
    this.spec = spec;
    this.run.disabled = true;
    this.cancelBtn.disabled = false;
    this.progress.value = 0;
    this.status.textContent = t('uct-exp-starting');
    this.el.dataset.state = 'running';
    this.runner.start(spec);
  }

  cancel() {
    if (!this.runner.running) return;
    this.runner.cancel();
    this.#finish(null, 'cancelled');
  }

  #finish(message, state = 'error') {
    if (message) this.msg.textContent = message;
    if (state !== 'done') this.status.textContent = t(state === 'cancelled' ? 'uct-exp-cancelled' : 'uct-exp-stopped');
    this.run.disabled = false;
    this.cancelBtn.disabled = true;
    this.el.dataset.state = state;
  }

  #done(r) {
    this.result = { ...r, spec: this.spec };
    this.status.textContent = t('uct-exp-done', { trees: quantity(this.spec.samples), seconds: formatNumber(r.ms / 1000, { maximumFractionDigits: 2 }) });
    this.#table();
    this.#summary();
    this.results.hidden = false;
    this.#plot();
    this.#finish(null, 'done');
  }

  #table() {
    const head = h('tr', {}, ...COLUMNS.map(([key]) => h('th', { scope: 'col' }, t(key))));
    const body = this.result.rows.map((r) =>
      h(
        'tr',
        { 'data-iterations': String(r.iterations) },
        ...COLUMNS.map(([, key, digits], i) =>
          h(
            i ? 'td' : 'th',
            { 'data-key': key, 'data-value': String(r[key]), ...(i ? {} : { scope: 'row' }) },
            formatNumber(r[key], { maximumFractionDigits: digits }),
          ),
        ),
      ),
    );
    this.table.replaceChildren(h('caption', {}, t('uct-exp-caption')), h('thead', {}, head), h('tbody', {}, ...body));
  }

  /** The iterations needed (the first budget from which the move is optimal on NEEDED of the
   *  trees at every later budget) against F2's terminals. */
  #summary() {
    const { rows } = this.result;
    const proof = rows[0].f2_terminals_mean; // F2's mean terminals
    const k = rows.findIndex((_, i) => rows.slice(i).every((r) => r.probability >= NEEDED));
    const share = formatNumber(NEEDED, { style: 'percent' });
    const terminals = formatNumber(proof, { maximumFractionDigits: 1 });
    this.summary.textContent =
      k < 0
        ? t('uct-exp-not-reached', { share, last: quantity(rows.at(-1).iterations), terminals })
        : t('uct-exp-needed', {
            share,
            iterations: quantity(rows[k].iterations),
            terminals,
            ratio: formatNumber(rows[k].iterations / proof, { maximumFractionDigits: 2 }),
          });
  }

  async #plot() {
    const seq = (this.plotSeq = (this.plotSeq ?? 0) + 1);
    try {
      const { uctPlot } = await import('./uct-plot.js');
      if (seq !== this.plotSeq) return;
      const width = Math.max(260, Math.min(680, Math.floor(this.plotHost.clientWidth) || 600));
      const svg = groupPlotMarks(uctPlot(this.result.rows, width)); // its marks' aria-labels in an ARIA group (view/plot-aria.js)
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', t('uct-exp-plot-label'));
      this.plotHost.replaceChildren(svg);
    } catch (e) {
      this.msg.textContent = t('uct-exp-plot-failed', { error: e.message });
    }
  }
}
