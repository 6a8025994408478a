// The Pathology panel (Muszycka's thesis, ch. 5: does searching deeper make decisions
// worse?). Three parts, each the core's numbers drawn:
//  - Pearl's error recursion (§5.1): ERR per level for chosen w, err1, err2, p, q, with the
//    thesis' Figs. 44–47 and 50–53 as presets — computed at once by pathologyRecursion();
//  - Nau's game experiment (§5.3): P(correct) against search depth for several terminal
//    levels, minimax beside product propagation, run in a Web Worker in chunks with
//    progress and Cancel (runner.js);
//  - one Pearl-game tree (demo.js) with its true values and the decisions at depth d.
// Every plot has a data table and exports as SVG, PNG and CSV. The settings (not the results)
// travel in the page's link as patho=... (spec.js). This module is imported when the panel
// is first opened, so the page's first view does not carry it (nor Observable Plot). The
// figures' data tables, CSV files and exports are in figure-data.js.

import { h } from '../view/dom.js';
import { groupPlotMarks } from '../view/plot-aria.js';
import { drawDemo } from './demo.js';
import { gamePlot, gameTitle, recursionPlot, recursionTitle } from './plots.js';
import { PathologyRunner } from './runner.js';
import {
  BOUNDS,
  checkDemo,
  checkGame,
  checkRecursion,
  defaultPatho,
  demoSpec,
  gameSpecs,
  PRESETS,
  presetLabel,
  presetSettings,
  readPatho,
  writePatho,
} from './spec.js';
import './pathology.css';
import { messageOf } from '../core/errors.js';
import { decimal, joinList, quantity, t } from '../i18n/translate.js';
import { exportFigure, gameCsv, gameName, gameTable, onExport, recursionCsv, recursionName, recursionTable } from './figure-data.js';
import { field, figureBlock } from './figure-parts.js';

const message = messageOf; // the core's errors in the page's language
/** A list of numbers typed by people ("0.2, 0.4"); throws naming the first bad item. */
function nums(text, what) {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  const bad = items.find((x) => !Number.isFinite(Number(x)));
  if (bad != null) throw new Error(t('path-not-number', { what, bad: bad.slice(0, 20) }));
  return items.map(Number);
}

export class PathologyPanel {
  /** @param {HTMLElement} root  the panel's body @param {object} core  the wasm API @param {{onSettings: (text: string) => void}} opts */
  constructor(root, core, opts) {
    Object.assign(this, { root, core, opts });
    this.s = defaultPatho();
    this.results = [];
    this.runner = new PathologyRunner(core, {
      onProgress: (m) => this.#progress(m),
      onResult: (m) => this.#result(m),
      onDone: (m) => this.#done(m),
      onError: (text) => this.#stopped(text),
    });
    this.#build();
    this.fill();
    this.#recursion();
    this.#demo();
    new ResizeObserver(() => this.#replot()).observe(this.rec.fig.host);
  }

  /** Settings from the page's link (patho=...): fills the forms and says what was not used. */
  setLink(text) {
    const { settings, problems } = readPatho(text);
    this.s = settings;
    this.fill();
    this.#recursion();
    this.#demo();
    this.gameMsg.textContent = '';
    this.linkMsg.textContent = problems.length ? t('path-link-unused', { problems: joinList(problems) }) : '';
    this.status.textContent = t('path-from-link');
  }

  // --- building -----------------------------------------------------------------------

  #build() {
    this.linkMsg = h('p', { class: 'message', role: 'alert' });
    // The recursion.
    const preset = h('select', { name: 'preset', title: t('path-preset-title') }, h('option', { value: '' }, t('path-preset-custom')));
    for (const k of Object.keys(PRESETS)) preset.append(h('option', { value: k }, presetLabel(k)));
    const rf = {
      preset,
      width: field(t('path-width'), { name: 'width', type: 'number', min: BOUNDS.recursionWidth[0], max: BOUNDS.recursionWidth[1], step: 1 }),
      levels: field(t('path-levels'), { name: 'levels', type: 'number', min: BOUNDS.levels[0], max: BOUNDS.levels[1], step: 1 }),
      err1: field(
        t('path-err1'),
        { name: 'err1', type: 'number', min: 0, max: 1, step: 0.01 },
        { slider: { min: 0, max: 0.5, step: 0.01 }, hint: t('path-err1-hint') },
      ),
      err2: field(
        t('path-err2'),
        { name: 'err2', type: 'number', min: 0, max: 1, step: 0.01 },
        { slider: { min: 0, max: 0.5, step: 0.01 }, hint: t('path-err2-hint') },
      ),
      q: field(t('path-q'), { name: 'q', type: 'number', min: 0, max: 0.99, step: 0.01 }, { slider: { min: 0, max: 0.3, step: 0.01 }, hint: t('path-q-hint') }),
      p: field(t('path-p'), { name: 'p', type: 'text', inputmode: 'decimal' }, { hint: t('path-p-hint') }),
    };
    rf.p.label.classList.add('path-list'); // a list of values: the whole row, so its default text shows whole
    this.recForm = h(
      'form',
      { class: 'exp-grid path-form', novalidate: '' },
      h('label', {}, h('span', {}, t('path-preset')), preset),
      ...['width', 'levels', 'err1', 'err2', 'q', 'p'].map((k) => rf[k].label),
    );
    this.recFields = rf;
    this.recMsg = h('p', { class: 'message', role: 'alert', id: 'path-rec-msg' });
    for (const k of ['width', 'levels', 'err1', 'err2', 'q', 'p']) rf[k].input.setAttribute('aria-describedby', 'path-rec-msg');
    preset.addEventListener('change', () => {
      if (!preset.value) return;
      this.s.rec = presetSettings(preset.value);
      this.fill();
      this.#recursion();
    });
    this.recForm.addEventListener('input', (e) => {
      if (e.target === preset) return;
      preset.value = '';
      this.#recursion();
    });
    this.recForm.addEventListener('submit', (e) => e.preventDefault());
    this.rec = { fig: figureBlock('path-rec', t('path-rec-caption')) };
    onExport(this.rec.fig, (kind) => this.#export('recursion', kind));

    // The game experiment.
    const game = h(
      'select',
      { name: 'game' },
      h('option', { value: 'pearl' }, t('path-game-pearl')),
      h('option', { value: 'incremental' }, t('path-game-incremental')),
    );
    const gf = {
      game,
      width: field(t('path-width'), { name: 'gwidth', type: 'number', min: BOUNDS.gameWidth[0], max: BOUNDS.gameWidth[1], step: 1 }),
      t: field(t('path-terminal-levels'), { name: 't', type: 'text', inputmode: 'numeric' }, { hint: t('path-terminal-levels-hint') }),
      samples: field(t('path-samples'), { name: 'samples', type: 'number', min: 1, max: BOUNDS.samples[1], step: 1 }),
      seed: field(t('path-seed'), { name: 'seed', type: 'number', min: 0, step: 1 }),
    };
    this.gameFields = gf;
    this.gameMsg = h('p', { class: 'message', role: 'alert', id: 'path-game-msg' });
    for (const k of ['width', 't', 'samples', 'seed']) gf[k].input.setAttribute('aria-describedby', 'path-game-msg');
    this.runBtn = h('button', { type: 'submit', id: 'path-run' }, t('path-run'));
    this.cancelBtn = h('button', { type: 'button', id: 'path-cancel', disabled: '' }, t('path-cancel'));
    this.progress = h('progress', { id: 'path-progress', max: '1', value: '0', 'aria-label': t('path-progress-label') });
    this.status = h('output', { id: 'path-status', 'aria-live': 'polite' });
    this.gameForm = h(
      'form',
      { class: 'path-form', novalidate: '', id: 'path-game-form' },
      h('div', { class: 'exp-grid' }, h('label', {}, h('span', {}, t('path-game')), game), ...['width', 't', 'samples', 'seed'].map((k) => gf[k].label)),
      h('div', { class: 'row wrap exp-run' }, this.runBtn, this.cancelBtn, this.progress, this.status),
    );
    this.gameForm.addEventListener('submit', (e) => {
      e.preventDefault();
      this.run();
    });
    this.gameForm.addEventListener('change', () => {
      try {
        this.s.game = this.#readGame();
        this.gameMsg.textContent = '';
        this.#saveLink();
      } catch {
        // shown on Run
      }
    });
    this.cancelBtn.addEventListener('click', () => this.cancel());
    this.game = { fig: figureBlock('path-game', t('path-game-caption')) };
    this.game.fig.fig.hidden = true;
    onExport(this.game.fig, (kind) => this.#export('game', kind));

    // The demonstration tree.
    const df = {
      t: h('select', { name: 'dt' }, h('option', { value: '3' }, '3'), h('option', { value: '4' }, '4'), h('option', { value: '5' }, '5')),
      seed: field(t('path-seed'), { name: 'dseed', type: 'number', min: 0, step: 1 }),
      depth: field(t('path-depth'), { name: 'depth', type: 'number', min: 1, max: 4, step: 1 }, { slider: { min: 1, max: 4, step: 1 } }),
    };
    df.depth.input.range.removeAttribute('tabindex'); // the slider is the natural control here
    this.demoFields = df;
    this.demoMsg = h('p', { class: 'message', role: 'alert', id: 'path-demo-msg' });
    this.demoHost = h('div', { class: 'path-demo-host', id: 'path-demo-tree' });
    this.demoOut = h('div', { class: 'path-demo-out', id: 'path-demo-out', 'aria-live': 'polite' });
    const newSeed = h('button', { type: 'button', title: t('path-next-tree-title') }, t('path-next-tree'));
    newSeed.addEventListener('click', () => {
      df.seed.input.value = String((Number(df.seed.input.value) || 0) + 1);
      this.#demo(true);
    });
    const demoForm = h(
      'form',
      { class: 'path-form', novalidate: '' },
      h('div', { class: 'exp-grid' }, h('label', {}, h('span', {}, t('path-terminal-level')), df.t), df.seed.label, df.depth.label),
      h('div', { class: 'row wrap' }, newSeed),
    );
    demoForm.addEventListener('input', () => this.#demo(true));
    demoForm.addEventListener('submit', (e) => e.preventDefault());

    const section = (id, title, intro, ...kids) =>
      h('section', { class: 'path-part', 'aria-labelledby': id }, h('h3', { id }, title), h('p', { class: 'hint' }, intro), ...kids);
    this.root.replaceChildren(
      this.linkMsg,
      h(
        'div',
        { class: 'path-cols' },
        section('path-rec-title', t('path-rec-title'), t('path-rec-intro'), this.recForm, this.recMsg, this.rec.fig.fig),
        section('path-game-title', t('path-game-title'), t('path-game-intro'), this.gameForm, this.gameMsg, this.game.fig.fig),
      ),
      section('path-demo-title', t('path-demo-title'), t('path-demo-intro'), demoForm, this.demoMsg, this.demoHost, this.demoOut),
    );
  }

  /** Puts the settings into the forms. */
  fill() {
    const r = this.s.rec;
    const f = this.recFields;
    const put = (fld, v) => {
      fld.input.value = String(v);
      if (fld.input.range) fld.input.range.value = String(v);
    };
    put(f.width, r.width);
    put(f.levels, r.levels);
    put(f.err1, r.err1);
    put(f.err2, r.err2);
    put(f.q, r.q);
    put(f.p, r.p.join(', '));
    f.preset.value = Object.keys(PRESETS).find((k) => writePatho({ ...this.s, rec: presetSettings(k) }) === writePatho(this.s)) ?? '';
    const g = this.s.game;
    this.gameFields.game.value = g.game;
    put(this.gameFields.width, g.width);
    put(this.gameFields.t, g.t.join(', '));
    put(this.gameFields.samples, g.samples);
    put(this.gameFields.seed, g.seed);
    const d = this.s.demo;
    this.demoFields.t.value = String(d.t);
    put(this.demoFields.seed, d.seed);
    this.demoFields.depth.input.max = String(d.t);
    this.demoFields.depth.input.range.max = String(d.t);
    put(this.demoFields.depth, d.depth);
  }

  #saveLink() {
    this.opts.onSettings(writePatho(this.s));
  }

  // --- the recursion ------------------------------------------------------------------

  #readRecursion() {
    const f = this.recFields;
    const n = (fld) => (fld.input.value.trim() === '' ? NaN : Number(fld.input.value));
    return checkRecursion({ width: n(f.width), levels: n(f.levels), err1: n(f.err1), err2: n(f.err2), q: n(f.q), p: nums(f.p.input.value, 'p') });
  }

  #recursion() {
    let r;
    try {
      r = this.#readRecursion();
      this.recCurves = r.p.map((p) => ({
        p,
        rows: this.core.pathologyRecursion({ width: r.width, err1: r.err1, err2: r.err2, p, levels: r.levels, q: r.q }).rows,
      }));
    } catch (e) {
      this.recMsg.textContent = message(e);
      return;
    }
    this.recMsg.textContent = '';
    this.s.rec = r;
    this.#saveLink();
    this.rec.fig.table.replaceChildren(...recursionTable(r, this.recCurves));
    this.#plotRecursion();
  }

  #width(host) {
    return Math.max(300, Math.min(720, Math.floor(host.clientWidth) || 600));
  }

  #plotRecursion() {
    const host = this.rec.fig.host;
    if (!this.recCurves || !host.isConnected) return;
    const svg = groupPlotMarks(recursionPlot(this.s.rec, this.recCurves, this.#width(host)));
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('path-plot-label', { title: recursionTitle(this.s.rec) }));
    host.replaceChildren(svg);
  }

  #replot() {
    const w = this.#width(this.rec.fig.host);
    if (w === this.lastWidth) return;
    this.lastWidth = w;
    this.#plotRecursion();
    this.#plotGame();
  }

  // --- the game experiment ------------------------------------------------------------

  #readGame() {
    const f = this.gameFields;
    const n = (fld) => (fld.input.value.trim() === '' ? NaN : Number(fld.input.value));
    const levels = f.t.input.value;
    if (!/^[\d\s,;]*$/.test(levels)) throw new Error(t('path-bad-terminal-levels', { text: levels.slice(0, 20) }));
    return checkGame({ game: f.game.value, width: n(f.width), t: nums(levels, t('path-terminal-levels')), samples: n(f.samples), seed: n(f.seed) });
  }

  run() {
    let g;
    try {
      g = this.#readGame();
    } catch (e) {
      this.gameMsg.textContent = message(e);
      return;
    }
    this.gameMsg.textContent = '';
    this.s.game = g;
    this.#saveLink();
    this.runGame = structuredClone(g);
    this.specs = gameSpecs(g);
    this.results = [];
    this.progress.max = 1;
    this.progress.value = 0;
    this.runBtn.disabled = true;
    this.cancelBtn.disabled = false;
    this.status.textContent = t('path-starting');
    this.root.dataset.state = 'running';
    this.runner.start(this.specs);
  }

  cancel() {
    if (!this.runner.running) return;
    this.runner.cancel();
    this.#stopped(null, true);
  }

  #progress({ done, total, index }) {
    this.progress.max = total;
    this.progress.value = done;
    const spec = this.specs[index];
    const pct = Math.floor((100 * done) / total);
    this.progress.setAttribute('aria-valuetext', `${pct}%`);
    this.status.textContent = t('path-progress', {
      pct: String(pct),
      t: String(spec.terminalLevel),
      backup: t(spec.backup === 'product' ? 'path-backup-product' : 'path-backup-minimax'),
    });
  }

  #result({ index, result }) {
    this.results[index] = result;
    this.game.fig.table.replaceChildren(...gameTable(this.runGame, this.results));
    this.#plotGame();
  }

  #done({ samples, ms }) {
    const discarded = this.results.reduce((a, r) => a + r.discarded, 0);
    this.status.textContent = t('path-done', { samples: quantity(samples), discarded: quantity(discarded), seconds: decimal(ms / 1000, 2) });
    this.#finish('done');
  }

  #stopped(text, cancelled = false) {
    if (text) this.gameMsg.textContent = text;
    this.status.textContent = cancelled ? t('path-cancelled') : t('path-stopped');
    this.#finish(cancelled ? 'cancelled' : 'error');
  }

  #finish(state) {
    this.runBtn.disabled = false;
    this.cancelBtn.disabled = true;
    this.root.dataset.state = state;
  }

  #plotGame() {
    const done = this.results.filter(Boolean);
    const host = this.game.fig.host;
    this.game.fig.fig.hidden = done.length === 0;
    if (!done.length) return;
    const svg = groupPlotMarks(gamePlot(this.runGame, done, this.#width(this.rec.fig.host)));
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('path-plot-label', { title: gameTitle(this.runGame) }));
    host.replaceChildren(svg);
  }

  // --- exports ------------------------------------------------------------------------

  async #export(which, kind) {
    const game = which === 'game';
    const stem = game ? gameName(this.runGame) : recursionName(this.s.rec);
    const csv = () => (game ? gameCsv(this.runGame, this.results) : recursionCsv(this.s.rec, this.recCurves));
    await exportFigure(game ? this.game.fig : this.rec.fig, kind, stem, csv, game ? this.gameMsg : this.recMsg);
  }

  // --- the demonstration tree ---------------------------------------------------------

  #demo(fromForm = false) {
    const f = this.demoFields;
    let d;
    try {
      const t = Number(f.t.value);
      f.depth.input.max = String(t);
      f.depth.input.range.max = String(t);
      if (Number(f.depth.input.value) > t) f.depth.input.value = f.depth.input.range.value = String(t);
      const raw = f.seed.input.value.trim();
      d = checkDemo({ t, seed: raw === '' ? NaN : Number(raw), depth: Number(f.depth.input.value) });
      if (fromForm || !this.demoTree || this.demoKey !== `${d.t}/${d.seed}`) {
        this.demoTree = this.core.pathologyTree(demoSpec(d), 0);
        this.demoScores = {
          minimax: this.demoTree.scores,
          product: this.core.pathologyTree(demoSpec(d, 'product'), 0).scores,
        };
        this.demoKey = `${d.t}/${d.seed}`;
      }
    } catch (e) {
      this.demoMsg.textContent = message(e);
      return;
    }
    this.demoMsg.textContent = '';
    this.s.demo = d;
    this.#saveLink();
    drawDemo(this.demoHost, this.demoOut, this.demoTree, d.depth, this.demoScores);
  }
}
