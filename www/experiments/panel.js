// The Experiments panel (K&M sections 7-9): pick a model, degree, heights, samples and
// procedures; Run searches that many seeded random trees in a Web Worker (the page stays
// responsive), with a progress bar and Cancel; the results are the core's summaries as a
// table and two plots, exported as CSV, SVG and PNG. The settings (not the results) travel
// in the page's link (exp=...).

import { messageOf } from '../core/errors.js';
import { COMPARE_VIEW, PAPERS } from '../core/procedures.js';
import { paperTitle, procedureLabel } from '../i18n/catalogue-words.js';
import { onLanguage } from '../i18n/l10n.js';
import { decimal, quantity, t } from '../i18n/translate.js';
import { save } from '../view/export.js';
import { checkExp, coreSpec, parseHeights } from './check.js';
import { ExperimentRunner } from './runner.js';
import { defaultExp } from './spec.js';
import { renderExperimentTable } from './table.js';
import { UctSection } from './uct-panel.js';

const $ = (id) => document.getElementById(id);
/** How often the progress bar and status line are redrawn during a run, at most (ms). */
const PROGRESS_MS = 200;

export class ExperimentPanel {
  /**
   * @param {object} core  the wasm API (theory curves, CSV)
   * @param {{onSettings: (settings) => void, keepForm?: boolean}} opts  onSettings: called when
   *   the settings change; keepForm: read the form as it is instead of filling in the defaults
   */
  constructor(core, opts) {
    this.core = core;
    this.opts = opts;
    this.form = $('exp-form');
    this.els = {
      panel: $('exp-panel'),
      run: $('exp-run'),
      cancel: $('exp-cancel'),
      progress: $('exp-progress'),
      status: $('exp-status'),
      msg: $('exp-msg'),
      results: $('exp-results'),
      table: $('exp-table'),
      plots: [$('exp-plot-terminals'), $('exp-plot-branching')],
    };
    this.rows = [];
    this.settings = defaultExp();
    this.runner = new ExperimentRunner({
      onProgress: (m) => this.#progress(m),
      onRows: (m) => this.#rows(m),
      onDone: (m) => this.#done(m),
      onError: (message) => this.#stopped(message),
    });
    this.#procBoxes();
    const model = this.form.elements.namedItem('model');
    model.addEventListener('change', () => this.#showFields());
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.run();
    });
    this.form.addEventListener('change', () => {
      try {
        this.settings = this.read();
        this.els.msg.textContent = '';
        opts.onSettings(this.settings);
      } catch {
        // shown on Run
      }
    });
    this.els.cancel.addEventListener('click', () => this.cancel());
    $('exp-csv').addEventListener('click', () => this.#csv());
    for (const b of document.querySelectorAll('[data-plot-export]')) {
      b.addEventListener('click', () => this.#exportPlot(b.getAttribute('data-plot'), b.getAttribute('data-plot-export')));
    }
    this.els.panel.addEventListener('toggle', () => {
      if (!this.els.panel.open) return this.runner.release(); // its idle workers' memory back
      this.runner.prepare();
      if (this.rows.length) this.#plots();
    });
    if (this.els.panel.open) this.runner.prepare();
    // Another language: the table's heads and the plots' words follow (the status line does at the next run).
    onLanguage(() => {
      this.procWords.forEach((w) => w());
      if (this.rows.length) this.#render();
    });
    if (opts.keepForm) this.#keepForm();
    else this.set(this.settings);
    this.uct = new UctSection(this.els.panel); // UCT against alpha-beta (uct-panel.js)
  }

  /** The form was typed into before this code arrived: keep what is there (drafts are not lost). */
  #keepForm() {
    for (const b of this.form.querySelectorAll('input[name=exp-proc]')) b.checked = this.settings.procs.includes(b.dataset.proc);
    this.#showFields();
    try {
      this.settings = this.read();
    } catch {
      // an unfinished draft: Run names what is wrong
    }
  }

  #procBoxes() {
    const host = $('exp-procs');
    this.procWords = [];
    for (const paper of PAPERS) {
      const group = document.createElement('div');
      group.className = 'proc-group';
      const title = document.createElement('span');
      title.className = 'proc-paper';
      // The papers' titles and the procedures' labels in the page's language (the names stay as printed).
      this.procWords.push(() => (title.textContent = paperTitle(paper)));
      group.append(title);
      for (const p of paper.procs) {
        if (p.name === COMPARE_VIEW) continue; // the menu's entry for the compare view
        const label = document.createElement('label');
        label.className = 'check';
        label.setAttribute('translate', 'no');
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.name = 'exp-proc';
        box.dataset.proc = p.name; // not value=: the procedure radios own input[value=F1]
        label.append(box, ` ${p.abbrev ?? p.name}`);
        this.procWords.push(() => (label.title = procedureLabel(p)));
        group.append(label);
      }
      host.append(group);
    }
    this.procWords.forEach((w) => w());
  }

  #showFields() {
    const m = this.form.elements.namedItem('model').value;
    for (const w of this.form.querySelectorAll('[data-models]')) w.hidden = !w.getAttribute('data-models').split(' ').includes(m);
  }

  /** Fills the form from settings (e.g. from a link); the results are not rerun. */
  set(settings, fromLink = false) {
    if (!settings) return;
    this.settings = settings;
    const f = this.form.elements;
    const put = (name, v) => {
      const el = f.namedItem(name);
      if (el && v != null) el.value = Array.isArray(v) ? v.join(', ') : String(v);
    };
    put('model', settings.model);
    put('degree', settings.degree);
    put('heights', settings.heights);
    put('samples', settings.samples);
    put('seed', settings.seed);
    put('lo', settings.lo);
    put('hi', settings.hi);
    put('scale', settings.scale);
    put('q', settings.q);
    put('meanDegree', settings.meanDegree);
    for (const b of this.form.querySelectorAll('input[name=exp-proc]')) b.checked = settings.procs.includes(b.dataset.proc);
    this.#showFields();
    if (fromLink) {
      this.els.panel.open = true;
      this.els.status.textContent = t('exp-from-link');
    }
  }

  /** The settings in the form; throws an Error with a message for people. */
  read() {
    const f = this.form.elements;
    const int = (name, what = name) => {
      const raw = f.namedItem(name).value.trim();
      const v = Number(raw);
      if (raw === '' || !Number.isSafeInteger(v)) throw new Error(t('exp-not-whole', { what, raw: raw.slice(0, 20) }));
      return v;
    };
    const reals = (name) =>
      f
        .namedItem(name)
        .value.split(/[\s,;]+/)
        .filter(Boolean)
        .map(Number);
    const s = {
      model: f.namedItem('model').value,
      degree: int('degree'),
      heights: parseHeights(f.namedItem('heights').value),
      samples: int('samples'),
      seed: int('seed'),
      procs: [...this.form.querySelectorAll('input[name=exp-proc]:checked')].map((b) => b.dataset.proc),
      lo: int('lo', t('exp-field-lo')),
      hi: int('hi', t('exp-field-hi')),
      scale: int('scale', t('exp-field-scale')),
      q: reals('q'),
      meanDegree: reals('meanDegree'),
    };
    if (s.model === 'nonuniform' && (s.q.some((x) => !(x >= 0 && x <= 1)) || !s.q.length)) throw new Error(t('exp-bad-q'));
    return checkExp(s);
  }

  run() {
    let s;
    try {
      s = this.read();
    } catch (e) {
      this.#refused(e.message);
      return;
    }
    this.els.msg.textContent = '';
    this.settings = s;
    this.opts.onSettings(s);
    this.spec = coreSpec(s);
    this.runSettings = s;
    this.rows = [];
    this.els.progress.value = 0;
    this.els.progress.max = 1;
    this.els.run.disabled = true;
    this.els.cancel.disabled = false;
    this.els.status.textContent = t('exp-starting');
    this.els.panel.dataset.state = 'running';
    this.runner.start(this.spec);
  }

  /** Run pressed with settings that cannot run: the message, and no status of an earlier run
   *  left above it (its "Done …" and full bar would read as this press's outcome). The earlier
   *  run's table and plots stay: they are labelled by their own settings. */
  #refused(message) {
    this.els.msg.textContent = message;
    if (this.runner.running) return; // a run still going keeps its status line and bar
    this.els.status.textContent = '';
    delete this.els.status.dataset.treesPerSecond;
    this.els.progress.value = 0;
    this.els.progress.removeAttribute('aria-valuetext');
    delete this.els.panel.dataset.state;
  }

  cancel() {
    if (!this.runner.running) return;
    this.runner.cancel();
    this.#stopped(null, true);
  }

  /** Progress as the pool posts it (after every chunk, up to ~50 times a second), shown at
   *  most every PROGRESS_MS: each repaint costs the page's thread time the workers share the
   *  cores with, and a polite live region read 50 times a second is noise. */
  #progress(m) {
    this.latest = m;
    if (this.progressTimer) return;
    const tick = () => {
      if (!this.latest) {
        this.progressTimer = null;
        return;
      }
      this.#showProgress();
      this.progressTimer = setTimeout(tick, PROGRESS_MS); // the next redraw PROGRESS_MS after this one
    };
    tick();
  }

  #showProgress() {
    const { done, total, height } = this.latest;
    this.latest = null;
    this.els.progress.max = total;
    this.els.progress.value = done;
    this.els.progress.setAttribute('aria-valuetext', t('exp-progress-value', { done: String(done), total: String(total) }));
    this.els.status.textContent = t('exp-progress-status', { done: quantity(done), total: quantity(total), height: String(height) });
  }

  #rows({ rows }) {
    this.rows.push(...rows);
    this.#render();
  }

  #done({ trees, searchMs }) {
    if (this.latest) this.#showProgress(); // the bar full
    const rate = trees / Math.max(searchMs / 1000, 1e-9);
    this.els.status.textContent = t('exp-done', { trees: quantity(trees), seconds: decimal(searchMs / 1000, 2), rate: quantity(Math.round(rate)) });
    this.els.status.dataset.treesPerSecond = String(rate);
    this.#finish('done');
  }

  #stopped(message, cancelled = false) {
    if (this.latest) this.#showProgress(); // the trees counted when it stopped
    if (message) this.els.msg.textContent = message;
    this.els.status.textContent = cancelled ? t('exp-cancelled', { trees: quantity(Number(this.els.progress.value)) }) : t('exp-stopped');
    this.#finish(cancelled ? 'cancelled' : 'error');
  }

  #finish(state) {
    clearTimeout(this.progressTimer);
    this.progressTimer = null;
    this.latest = null;
    this.els.run.disabled = false;
    this.els.cancel.disabled = true;
    this.els.panel.dataset.state = state;
    // The next run's workers, once this run's results are drawn.
    setTimeout(() => this.els.panel.open && !this.runner.running && this.runner.prepare(), 0);
  }

  #render() {
    this.els.results.hidden = this.rows.length === 0;
    renderExperimentTable(this.els.table, this.rows);
    this.#plots();
  }

  async #plots() {
    if (!this.rows.length || !this.els.panel.open) return;
    const seq = (this.plotSeq = (this.plotSeq ?? 0) + 1);
    try {
      const { terminalsPlot, branchingPlot } = await import('./plots.js');
      const [a, b] = this.els.plots.map((fig) => fig.querySelector('.plot-host'));
      const width = Math.max(300, Math.min(680, Math.floor(a.clientWidth) || 600));
      const p1 = terminalsPlot(this.core, this.runSettings, this.rows, width);
      const p2 = branchingPlot(this.core, this.runSettings, this.rows, width);
      if (seq !== this.plotSeq) return;
      for (const [svg, label] of [
        [p1, t('exp-plot-terminals-label')],
        [p2, t('exp-plot-branching-label')],
      ]) {
        svg.setAttribute('role', 'img');
        svg.setAttribute('aria-label', label);
      }
      a.replaceChildren(p1);
      b.replaceChildren(p2);
    } catch (e) {
      this.els.msg.textContent = t('exp-plots-failed', { error: e.message });
    }
  }

  #csv() {
    if (!this.rows.length) return;
    save(new Blob([this.core.experimentCsv(this.rows)], { type: 'text/csv' }), 'experiment.csv');
  }

  async #exportPlot(which, kind) {
    const fig = this.els.plots[which === 'branching' ? 1 : 0];
    const svg = fig.querySelector('.plot-host svg');
    if (!svg) return;
    const { exportPlotSvg, exportPlotPng } = await import('./plots.js');
    const name = `experiment-${which}.${kind}`;
    try {
      if (kind === 'svg') exportPlotSvg(svg, name);
      else await exportPlotPng(svg, name);
    } catch (e) {
      this.els.msg.textContent = messageOf(e);
    }
  }
}
