// The Monte Carlo tree search panel: UCT (Kocsis & Szepesvári, ECML 2006, §2.3; Browne et
// al., IEEE TCIAIG 2012, Algorithm 2) on the page's current tree, beside alpha-beta. The
// core runs it (GameTree.mcts, the full module: crate/src/wasm/mcts.rs); the panel shows
//  - the root's successors: N, W/N, their UCB1 value W/N + C·sqrt(ln N_root / N), their
//    minimax value and whether they are optimal (F0's optimal moves, from the core);
//  - UCT's move (the most visits) and whether it is minimax-optimal, beside the terminals F2
//    (Knuth & Moore's alpha-beta, the catalogue's run) examines to prove the value;
//  - the root's estimate against the iterations (plot.js) and the first iterations phase by
//    phase (stepper.js, replaying the core's trace: families/mcts/replay.js), on the page's
//    tree too (tree-marks.js).
// Runs are made in a Web Worker (runner.js: the core's resumable run stepped in chunks), with
// their progress shown and a Cancel that ends the worker and keeps the last result shown;
// they are capped at MAX_PAGE_ITERATIONS, the core's bound (docs/playground.md says so). The
// stepper's trace (TRACED iterations) and F2's count are the page's own, short, calls.

import { messageOf } from '../core/errors.js';
import { kmUsing } from '../core/procedures.js';
import { FULL_WINDOW } from '../core/score.js';
import { Replay, ucb1 } from '../families/mcts/replay.js';
import { formatNumber, quantity, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';
import { groupPlotMarks } from '../view/plot-aria.js';
import { MAX_PAGE_ITERATIONS, readMcts } from './link.js';
import { practiceBox } from './practice.js';
import { MctsRunner } from './runner.js';
import { num, PhaseStepper } from './stepper.js';
import { TreeMarks } from './tree-marks.js';

/** The most iterations one run makes (link.js): the core's bound on a run, in a worker, so
 *  the page stays responsive meanwhile. */
export { MAX_PAGE_ITERATIONS };
/** The iterations the stepper replays (their trace is asked of the core in a run of its own:
 *  a run of I iterations is the first I of a longer one with the same seed). */
export const TRACED = 200;
const POINTS = 60; // the plot's points, spaced evenly on the log scale

/** The ascending iteration counts the plot shows: 1 … n, evenly spaced on a log scale. */
export function pointsFor(n) {
  const out = new Set();
  for (let j = 0; j <= POINTS; j++) out.add(Math.max(1, Math.round(n ** (j / POINTS))));
  return [...out].sort((a, b) => a - b);
}

/** Every position's minimax value (Max's standpoint; Max moves at even depths) from the shape. */
export function minimaxValues(shape) {
  const n = shape.parent.length;
  const v = new Float64Array(n);
  const seen = new Uint8Array(n);
  for (let p = n - 1; p >= 0; p--) {
    if (!seen[p]) v[p] = shape.value[p] ?? 0; // a terminal (children have greater ids)
    const q = shape.parent[p];
    if (q < 0) continue;
    const max = shape.depth[q] % 2 === 0;
    if (!seen[q] || (max ? v[p] > v[q] : v[p] < v[q])) v[q] = v[p];
    seen[q] = 1;
  }
  return v;
}

export class MctsPanel {
  /** @param {HTMLElement} root the panel's body @param {object} doc the page's current tree (core/current-tree.js) */
  constructor(root, doc) {
    Object.assign(this, { root, doc, result: null, plotSeq: 0 });
    const input = (name, attrs) => h('input', { id: `mcts-${name}`, name, autocomplete: 'off', ...attrs });
    this.f = {
      iterations: input('iterations', { type: 'number', min: 1, max: MAX_PAGE_ITERATIONS, step: 1, value: 1000 }),
      seed: input('seed', { type: 'number', min: 0, step: 1, value: 1 }),
      c: input('c', { type: 'text', inputmode: 'decimal', value: '√2' }),
    };
    const label = (key, el) => h('label', { for: el.id }, h('span', {}, t(key)), el);
    this.msg = h('p', { class: 'message', role: 'alert', id: 'mcts-msg' });
    for (const el of Object.values(this.f)) el.setAttribute('aria-describedby', 'mcts-msg mcts-cap');
    this.runBtn = h('button', { type: 'submit', id: 'mcts-run' }, t('mcts-run'));
    this.cancelBtn = h('button', { type: 'button', id: 'mcts-cancel', disabled: '' }, t('mcts-cancel'));
    this.cancelBtn.addEventListener('click', () => this.cancel());
    this.progress = h('progress', { id: 'mcts-progress', max: '1', value: '0', 'aria-label': t('mcts-progress-label') });
    this.runner = new MctsRunner({
      onProgress: (m) => this.#progress(m),
      onDone: (m) => this.#done(m.run),
      onError: (message) => this.#stopped(t('mcts-refused', { error: message })),
    });
    const form = h(
      'form',
      { class: 'exp-grid', novalidate: '' },
      label('mcts-iterations', this.f.iterations),
      label('mcts-seed', this.f.seed),
      label('mcts-c', this.f.c),
      h('div', { class: 'row wrap exp-run' }, this.runBtn, this.cancelBtn, this.progress),
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.run();
    });
    this.status = h('output', { id: 'mcts-status', 'aria-live': 'polite' });
    this.summary = h('p', { id: 'mcts-summary' });
    this.table = h('table', { class: 'counts', id: 'mcts-table' });
    this.plotHost = h('div', { class: 'plot-host', id: 'mcts-plot' });
    this.stepHost = h('div', { id: 'mcts-steps' });
    this.results = h(
      'div',
      { hidden: '' },
      this.summary,
      h('div', { class: 'table-wrap' }, this.table),
      h('div', { class: 'exp-plots' }, h('figure', {}, h('figcaption', {}, t('mcts-plot-caption')), this.plotHost)),
      h('h3', {}, t('mcts-steps-title')),
      this.stepHost,
    );
    root.replaceChildren(
      h('p', { class: 'hint' }, t('mcts-intro')),
      form,
      h('p', { class: 'hint', id: 'mcts-cap' }, t('mcts-cap', { max: quantity(MAX_PAGE_ITERATIONS) })),
      this.msg,
      this.status,
      this.results,
      practiceBox(this), // "Practise UCT by hand" (practice.js)
    );
    new ResizeObserver(() => this.result && this.#plot()).observe(this.plotHost);
  }

  /** A link's options (`mcts=`, read by link.js): set in the form, then run; a value that is
   *  not options is refused with its message, and nothing runs. */
  setLink(text) {
    const problems = [];
    const o = readMcts(text, problems);
    if (!o) {
      this.msg.textContent = problems.join(' ');
      return;
    }
    this.f.iterations.value = String(o.iterations);
    this.f.seed.value = String(o.seed);
    this.f.c.value = o.c === Math.SQRT2 ? '√2' : String(o.c);
    this.run();
  }

  /** The options the form holds now, or null if it holds something else. */
  settings() {
    try {
      return this.#settings();
    } catch {
      return null;
    }
  }

  /** The page's tree changed: results of another tree are taken away, a run on it ended. */
  treeChanged() {
    const same = (r) => r.shape === this.doc.shape && r.tree === this.doc.tree;
    if (this.pending && !same(this.pending)) {
      this.runner.cancel();
      this.#stopped(null);
    }
    if (!this.result || same(this.result)) return;
    this.result = null;
    this.results.hidden = true;
    this.status.textContent = t('mcts-stale');
  }

  /** The form's settings, or throws naming the field and what it takes. */
  #settings() {
    const iterations = Number(this.f.iterations.value);
    if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PAGE_ITERATIONS) {
      throw new Error(t('mcts-bad-iterations', { max: quantity(MAX_PAGE_ITERATIONS) }));
    }
    const seed = Number(this.f.seed.value);
    if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(t('mcts-bad-seed'));
    // C as people type it in the page's language ("1,414" in French), or a root: "√2".
    const text = this.f.c.value.trim().replace(',', '.');
    const root = /^√\s*(.+)$/.exec(text);
    const c = root ? Math.sqrt(Number(root[1])) : Number(text);
    if (!text || !Number.isFinite(c) || c < 0) throw new Error(t('mcts-bad-c'));
    return { iterations, seed, c };
  }

  run() {
    this.msg.textContent = '';
    let o;
    try {
      o = this.#settings();
    } catch (e) {
      this.msg.textContent = e.message;
      return;
    }
    const { tree, shape } = this.doc;
    let job;
    let traced;
    let proof;
    try {
      traced = tree.mcts({ ...o, iterations: Math.min(TRACED, o.iterations), trace: true });
      // Alpha-beta's terminals: the catalogue's F2 on (−∞, +∞) through the core's counts(), the
      // call the counts table makes (families/core-calls.js kmCounts; not imported here, so the
      // first view's modules stay as they are split).
      const F2 = kmUsing('window');
      proof = tree.counts([F2], FULL_WINDOW)[F2];
      const { degree, value } = tree.toArrays(); // handed to the worker, not copied
      job = { degree, value, height: shape.height ?? tree.height(), options: o, at: pointsFor(o.iterations) };
    } catch (e) {
      this.results.hidden = true;
      this.result = null;
      this.msg.textContent = t('mcts-refused', { error: messageOf(e) });
      return;
    }
    this.pending = { tree, shape, traced, proof, o };
    this.progress.max = o.iterations;
    this.progress.value = 0;
    this.progress.setAttribute('aria-valuetext', t('mcts-progress-value', { done: quantity(0), total: quantity(o.iterations) }));
    this.runBtn.disabled = true;
    this.cancelBtn.disabled = false;
    this.root.dataset.state = 'running';
    this.status.textContent = t('mcts-starting', { total: quantity(o.iterations) });
    this.onRun?.(o);
    this.runner.start(job);
  }

  /** Ends the run: the worker is terminated, the last result stays shown. */
  cancel() {
    if (!this.runner.running) return;
    this.runner.cancel();
    const done = Number(this.progress.value);
    this.#stopped(null, t('mcts-cancelled', { done: quantity(done), total: quantity(Number(this.progress.max)) }));
  }

  #progress({ done, total }) {
    this.progress.max = total;
    this.progress.value = done;
    const words = { done: quantity(done), total: quantity(total) };
    this.progress.setAttribute('aria-valuetext', t('mcts-progress-value', words));
    this.status.textContent = t('mcts-progress-status', words);
  }

  /** The run is over (done, failed or cancelled): the Run button back, Cancel off. */
  #stopped(message, status = '') {
    const focused = document.activeElement === this.cancelBtn;
    this.pending = null;
    this.runBtn.disabled = false;
    this.cancelBtn.disabled = true;
    this.root.dataset.state = 'idle';
    if (focused) this.runBtn.focus();
    if (message) this.msg.textContent = message;
    this.status.textContent = status;
  }

  #done(run) {
    const { tree, shape, traced, proof, o } = this.pending;
    this.#stopped(null, t('mcts-done', { iterations: quantity(run.iterations) }));
    const value = minimaxValues(shape);
    this.result = { tree, shape, run, value, proof, o };
    this.#table();
    this.#summary();
    // The page's shape holds typed arrays; the replay maps its parent links to lists.
    const replay = new Replay({ ...shape, parent: Array.from(shape.parent) }, traced);
    this.stepper = new PhaseStepper(this.stepHost, replay, (id) => this.name(id), new TreeMarks(this.doc, shape, replay));
    this.results.hidden = false;
    this.#plot();
  }

  /** A position's Dewey name ("the root" for the root). */
  name(id) {
    if (id === 0) return t('mcts-root');
    return this.result.shape.dewey?.[id] ?? this.result.tree.deweyOf(id);
  }

  /** The root's successors with the run's statistics. */
  rows() {
    const { shape, run, value } = this.result;
    // The root and its successors are the least ids, and the run's ids ascend: only the
    // first entries are read, not a map of every position visited.
    const at = new Map();
    for (let k = 0; k < run.ids.length && (run.ids[k] === 0 || shape.depth[run.ids[k]] === 1); k++) at.set(run.ids[k], k);
    const rootN = run.n[at.get(0)] ?? 0;
    const out = [];
    for (let q = 1; q < shape.parent.length && shape.depth[q] === 1; q++) {
      const k = at.get(q);
      const n = k == null ? 0 : run.n[k];
      const w = k == null ? 0 : run.w[k];
      out.push({
        id: q,
        n,
        mean: n > 0 ? w / n : null,
        ucb: n > 0 ? ucb1(w, 1, n, rootN, run.c) : Infinity,
        value: value[q],
        optimal: run.optimalMoves.includes(q),
        chosen: run.best === q,
      });
    }
    return out;
  }

  #table() {
    const head = ['mcts-col-move', 'mcts-col-n', 'mcts-col-mean', 'mcts-col-ucb', 'mcts-col-value', 'mcts-col-optimal'];
    const body = this.rows().map((r) =>
      h(
        'tr',
        { 'data-id': String(r.id), 'data-n': String(r.n), class: r.chosen ? 'mcts-chosen' : '' },
        h('th', { scope: 'row' }, r.chosen ? t('mcts-chosen-move', { move: this.name(r.id) }) : this.name(r.id)),
        h('td', {}, formatNumber(r.n)),
        h('td', {}, r.mean == null ? '—' : num(r.mean)),
        h('td', {}, num(r.ucb)),
        h('td', {}, num(r.value)),
        h('td', {}, t(r.optimal ? 'mcts-yes' : 'mcts-no')),
      ),
    );
    this.table.replaceChildren(
      h('caption', {}, t('mcts-table-caption')),
      h('thead', {}, h('tr', {}, ...head.map((k) => h('th', { scope: 'col' }, t(k))))),
      h('tbody', {}, ...body),
    );
  }

  #summary() {
    const { run, value, proof } = this.result;
    const last = run.points.at(-1);
    const optimal = run.optimalMoves.map((id) => this.name(id)).join(', ');
    this.summary.textContent = [
      run.best == null
        ? t('mcts-no-move')
        : t(run.optimalMoves.includes(run.best) ? 'mcts-move-optimal' : 'mcts-move-not-optimal', {
            move: this.name(run.best),
            iterations: quantity(run.iterations),
            optimal,
          }),
      t('mcts-estimate', { estimate: num(last?.estimate ?? value[0]), value: num(value[0]) }),
      t('mcts-f2', { terminals: quantity(proof.counts.terminals), value: num(value[0]) }),
    ].join(' ');
  }

  async #plot() {
    const seq = ++this.plotSeq;
    const { run, value, proof } = this.result;
    try {
      const { estimatePlot } = await import('./plot.js');
      if (seq !== this.plotSeq) return;
      const width = Math.max(260, Math.min(680, Math.floor(this.plotHost.clientWidth) || 600));
      const svg = groupPlotMarks(estimatePlot({ points: run.points, value: value[0], terminals: proof.counts.terminals, width }));
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', t('mcts-plot-label'));
      this.plotHost.replaceChildren(svg);
    } catch (e) {
      this.msg.textContent = t('mcts-plot-failed', { error: messageOf(e) });
    }
  }
}
