// UCT replayed from its trace (GameTree.mcts with trace: true), for stepping through it:
// the statistics N and W of the search tree before any iteration, and the four phases of
// an iteration (Browne et al., IEEE TCIAIG 2012, Algorithm 2: TREEPOLICY's selection and
// expansion, DEFAULTPOLICY's simulation, BACKUP) with what each shows: the UCB1 values
// W/N + C·sqrt(ln N_parent / N) of the successors selection chose among (Kocsis &
// Szepesvári, ECML 2006, §2.3), the position added, the random path to the terminal and
// the path whose N and W grow. The core's rules, restated: W counts the reward from the
// standpoint of the player moving at the parent (Max at the root), 1 − r when Min moves
// there; W is kept in whole units of the reward's denominator (U − L, or 2 when L = U) as
// the core keeps it, so the means are the same numbers.

/** The four phases of an iteration, in order. */
export const PHASES = ['select', 'expand', 'simulate', 'backpropagate'];

/** Every Max position's depth is even (the root is Max's). */
const maxMoves = (shape, p) => shape.depth[p] % 2 === 0;

/** Children by id from the breadth-first parent array. */
export function childrenOf(shape) {
  const out = shape.parent.map(() => []);
  for (let i = 1; i < shape.parent.length; i++) out[shape.parent[i]].push(i);
  return out;
}

/** UCB1 of a successor with `units` reward units over `den` and `n` visits under a parent visited `parentN` times. */
export function ucb1(units, den, n, parentN, c) {
  return units / (den * n) + c * Math.sqrt(Math.log(parentN) / n);
}

const CHECKPOINT = 256;

export class Replay {
  /** @param {object} shape the tree's shape; @param {object} run GameTree.mcts's result with its trace */
  constructor(shape, run) {
    if (!run.trace) throw new Error('mcts replay: the run has no trace (run it with trace: true)');
    this.shape = shape;
    this.run = run;
    this.children = childrenOf(shape);
    const { lower, upper } = run.range;
    this.den = upper === lower ? 2 : upper - lower;
    this.length = run.trace.length * PHASES.length;
    this.saved = new Map(); // iteration -> statistics before it
    this.saved.set(0, this.fresh());
  }

  fresh() {
    const size = this.shape.parent.length;
    const s = { n: new Float64Array(size), units: new Float64Array(size), inTree: new Uint8Array(size) };
    s.inTree[0] = 1;
    return s;
  }

  /** The positions of iteration i's path in the search tree: the root, the selected, the added. */
  path(i) {
    const s = this.run.trace[i];
    return [0, ...s.selected, ...(s.expanded == null ? [] : [s.expanded])];
  }

  /** Adds iteration i to the statistics `s` (expansion and backpropagation). */
  apply(s, i) {
    const step = this.run.trace[i];
    const units = Math.round(step.reward * this.den);
    if (step.expanded != null) s.inTree[step.expanded] = 1;
    for (const p of this.path(i)) {
      const parent = this.shape.parent[p];
      s.n[p] += 1;
      s.units[p] += parent >= 0 && !maxMoves(this.shape, parent) ? this.den - units : units;
    }
  }

  /** The statistics {n, units, inTree} before iteration i (0 ≤ i ≤ iterations); do not change them. */
  before(i) {
    if (this.saved.has(i)) return this.saved.get(i);
    if (this.last?.i === i) return this.last.s;
    const from = i % CHECKPOINT === 0 ? i - CHECKPOINT : Math.floor(i / CHECKPOINT) * CHECKPOINT;
    const base = this.before(from);
    const s = { n: base.n.slice(), units: base.units.slice(), inTree: base.inTree.slice() };
    for (let j = from; j < i; j++) this.apply(s, j);
    if (i % CHECKPOINT === 0) this.saved.set(i, s);
    else this.last = { i, s };
    return s;
  }

  /** The statistics after k phases (0 ≤ k ≤ length): those before the iteration until its backpropagation is done. */
  statsAt(k) {
    return this.before(Math.floor(k / PHASES.length));
  }

  /** Iteration and phase of step k (1-based: step 1 is the first iteration's selection). */
  phaseOf(k) {
    return { iteration: Math.floor((k - 1) / PHASES.length), phase: PHASES[(k - 1) % PHASES.length] };
  }

  /** Mean reward W/N of p from the standpoint of the player moving at its parent (null: not visited). */
  mean(s, p) {
    return s.n[p] > 0 ? s.units[p] / (this.den * s.n[p]) : null;
  }

  /**
   * Iteration i's selection: per position selected from (the root, then each selected one
   * but the last), its successors' N, W/N and UCB1 before the iteration, and the one chosen
   * (the first of the greatest).
   */
  choices(i) {
    const s = this.before(i);
    const step = this.run.trace[i];
    const from = [0, ...step.selected.slice(0, -1)];
    return from.map((p, k) => {
      const rows = this.children[p].map((q) => ({ id: q, n: s.n[q], mean: this.mean(s, q), ucb: ucb1(s.units[q], this.den, s.n[q], s.n[p], this.run.c) }));
      return { at: p, rows, chosen: step.selected[k] };
    });
  }

  /** Iteration i's simulation: the positions from where it started down to the terminal reached. */
  simulated(i) {
    const step = this.run.trace[i];
    const start = step.expanded ?? step.selected.at(-1) ?? 0;
    const out = [];
    for (let p = step.leaf; p !== start && p >= 0; p = this.shape.parent[p]) out.push(p);
    return [start, ...out.reverse()];
  }
}
