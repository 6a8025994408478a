// <game-tree-playground procedure="mcts">: UCT (Kocsis & Szepesvári, "Bandit based
// Monte-Carlo Planning", ECML 2006, §2.3; Browne et al., "A Survey of Monte Carlo Tree Search
// Methods", IEEE TCIAIG 2012, Algorithm 2) run as the page's Monte Carlo box runs it: the full
// core's GameTree.mctsSearch stepped in chunks in the box's Web Worker (mcts/runner.js,
// mcts-worker.js; in the page between frames where no worker can be made), so the host page
// stays responsive; progress after each chunk; cancel() ends the worker at once (a new
// attribute value cancels the running search). The drawing is the box's tree marks
// (mcts/tree-marks.js): the positions in the search tree filled, with N and W/N beside them.
// Loaded by embed.js only when procedure="mcts" asks for it.
import { kmUsing } from '../core/procedures.js';
import { FULL_WINDOW } from '../core/score.js';
import { typedRecord } from '../families/typed-record.js';
import { quantity, t } from '../i18n/translate.js';
import { MAX_PAGE_ITERATIONS } from '../mcts/link.js';
import { overlay } from '../mcts/overlay.js';
import { MctsRunner } from '../mcts/runner.js';
import { num } from '../mcts/stepper.js';
import { paintTerminals } from '../view/paint.js';

/** The box's defaults (mcts/link.js): 1000 iterations, seed 1, C = √2. */
const DEFAULTS = { iterations: 1000, seed: 1, c: Math.SQRT2 };

/**
 * UCT's options from the element's attributes (`get(name)`: the attribute's text or null):
 * iterations (1 … 10^6, the page's cap), seed (a whole number >= 0), c (a number >= 0, or
 * a root such as √2), range ("L..U", checked by the core). Throws naming the attribute.
 */
export function mctsOptions(get) {
  const o = { ...DEFAULTS };
  const iterations = get('iterations');
  if (iterations != null) {
    o.iterations = /^\s*\d+\s*$/.test(iterations) ? Number(iterations) : Number.NaN;
    if (!(o.iterations >= 1 && o.iterations <= MAX_PAGE_ITERATIONS)) throw new Error(t('mcts-bad-iterations', { max: quantity(MAX_PAGE_ITERATIONS) }));
  }
  const seed = get('seed');
  if (seed != null) {
    o.seed = /^\s*\d+\s*$/.test(seed) ? Number(seed) : Number.NaN;
    if (!Number.isSafeInteger(o.seed)) throw new Error(t('mcts-bad-seed'));
  }
  const c = get('c');
  if (c != null) {
    const text = c.trim().replace(',', '.');
    const root = /^√\s*(.+)$/.exec(text);
    o.c = root ? Math.sqrt(Number(root[1])) : text === '' ? Number.NaN : Number(text);
    if (!Number.isFinite(o.c) || o.c < 0) throw new Error(t('mcts-bad-c'));
  }
  const range = get('range');
  if (range != null && range.trim() !== '') o.range = range.trim();
  return o;
}

/** The picture of the finished `run` (GameTree.mcts's record) on `shape`: the search tree's N and W/N, the move chosen. */
export function mctsFinished(shape, run, view) {
  const pic = paintTerminals(shape, view);
  const n = shape.parent.length;
  const inTree = new Uint8Array(n);
  const N = new Float64Array(n);
  const W = new Float64Array(n);
  run.ids.forEach((id, j) => {
    inTree[id] = 1;
    N[id] = run.n[j];
    W[id] = run.w[j];
  });
  const stats = (id) => (inTree[id] ? { n: N[id], mean: N[id] > 0 ? W[id] / N[id] : null } : null);
  const status = Array.from(inTree, (x) => (x ? 'examined' : 'pending'));
  const pv = new Set(run.best == null ? [] : [run.best]);
  return {
    ...pic,
    status,
    pv,
    current: run.best ?? null,
    overlay: overlay(shape, pic.labels, { stats, ucb: new Map(), role: new Map(), inTree, split: true }),
  };
}

/** One element's UCT runs: one at a time, the newest wins. */
export class EmbedMcts {
  /** @param {{progress: (done: number, total: number) => void, done: (out: object) => void, error: (message: string) => void}} on */
  constructor(on) {
    this.on = on;
    this.pending = null;
    this.runner = new MctsRunner({
      onProgress: ({ done, total }) => this.on.progress(done, total),
      onDone: ({ run }) => this.#done(run),
      onError: (message) => {
        this.pending = null;
        this.on.error(t('mcts-refused', { error: message }));
      },
    });
  }

  get running() {
    return this.runner.running;
  }

  /** Ends the running search (its worker terminated); nothing more is reported of it. */
  cancel() {
    this.runner.cancel();
    this.pending = null;
  }

  /**
   * Starts UCT on `tree` (the full core's) with `options` (mctsOptions). The options and the
   * tree are checked here first (the core's message is thrown); the minimax value and the
   * optimal moves come from the core (F2 on the full window, as the box's proof).
   */
  start({ tree, shape, options, view, dewey }) {
    this.cancel();
    tree.mcts({ ...options, iterations: 1 }); // checks the options against the tree (one iteration), throws the core's reason
    const F2 = kmUsing('window');
    const minimax = typedRecord(tree.run(F2, FULL_WINDOW)).value;
    const { degree, value } = tree.toArrays(); // handed to the worker, not copied
    const job = { degree, value, height: shape.height ?? tree.height(), options };
    this.pending = { shape, options, view, dewey, minimax, text: tree.text() };
    this.runner.start(job);
  }

  #done(run) {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    const { shape, dewey } = p;
    const j = run.ids.indexOf(0);
    const rootN = j < 0 ? 0 : run.n[j];
    const rootEstimate = rootN > 0 ? run.w[j] / rootN : null;
    const best = run.best == null ? null : dewey(run.best);
    const detail = {
      procedure: 'mcts',
      tree: p.text,
      view: p.view,
      iterations: run.iterations,
      seed: run.seed,
      c: run.c,
      range: { lower: run.range.lower, upper: run.range.upper },
      best,
      rootEstimate,
      rootEstimateValue: rootEstimate == null ? null : run.range.lower + rootEstimate * (run.range.upper - run.range.lower),
      rootVisits: rootN,
      positionsVisited: run.ids.length,
      positions: shape.parent.length,
      terminals: shape.terminals,
      value: p.minimax,
      optimalMoves: run.optimalMoves.map(dewey),
      bestIsOptimal: run.best != null && run.optimalMoves.includes(run.best),
    };
    const caption = t('embed-mcts-caption', {
      iterations: quantity(run.iterations),
      best: best ?? '—',
      optimal: detail.bestIsOptimal ? 'yes' : 'no',
      mean: rootEstimate == null ? '—' : num(rootEstimate),
      visited: quantity(run.ids.length),
      positions: quantity(shape.parent.length),
      value: String(p.minimax),
    });
    this.on.done({ detail, caption, shape, picture: mctsFinished(shape, run, p.view) });
  }
}
