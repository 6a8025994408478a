// One run of another paper's procedure (Muszycka's thesis, Slagle's m&n) on the current
// tree: the core's runProcedure() result, its trace as a stepper, and what the tree view,
// the step panel and the summary show of it. Nothing is searched here.
import { formatScore as f, negate } from '../core/score.js';
import { familyOf, isMinimaxProc, labelOf, shortName, takesWindow } from '../core/procedures.js';
import { ThesisStepper, firstChildren } from './thesis/stepper.js';
import { ThesisSentences } from './thesis/sentences.js';
import { MnStepper } from './mn/stepper.js';
import { MnSentences, boundedReal, fmtReal } from './mn/sentences.js';
import { player, shown, shownTerminal, MINIMAX } from '../view/standpoint.js';

/** Traces (for labels and stepping) are made up to this many positions; SSS*'s, which
 *  hold the OPEN list after every step, up to the second number. */
export const TRACE_LIMIT = { any: 5000, sss: 2000 };

/** The options runProcedure takes for `name`, from the page state. */
export function procOptions(S, name, trace) {
  if (familyOf(name) === 'mn') return { m: S.m, n: S.n, backup: S.backup, tie: S.tie, trace };
  const o = { literal: S.lit, trace };
  if (takesWindow(name)) Object.assign(o, { alpha: S.alpha, beta: S.beta });
  return o;
}

export function canTrace(name, size) {
  return size <= (name === 'sss' ? TRACE_LIMIT.sss : TRACE_LIMIT.any);
}

export class OtherRun {
  /**
   * @param {object} tree  the core's GameTree
   * @param {object} shape  its shape()
   * @param {string} name  a procedure of procedures.js OTHERS
   * @param {object} S  the page state (options, window)
   * @param {boolean} trace  make the trace (labels of interior positions, stepping)
   * Throws the core's error (e.g. m&n alpha-beta with m = 1).
   */
  constructor(tree, shape, name, S, trace) {
    this.name = name;
    this.shape = shape;
    this.family = familyOf(name);
    this.result = tree.runProcedure(name, procOptions(S, name, trace));
    this.stepper = null;
    if (trace && this.result.trace) {
      this.stepper = this.family === 'mn' ? new MnStepper(this.result.trace, shape) : new ThesisStepper(this.result.trace, shape, isMinimaxProc(name));
    }
    this.first = firstChildren(shape);
    this.finalState = this.stepper ? this.stepper.stateAt(this.stepper.length) : null;
  }

  get length() {
    return this.stepper?.length ?? 0;
  }

  state(k) {
    if (!this.stepper) return null;
    return k == null ? this.finalState : this.stepper.stateAt(k);
  }

  /** The root's value as text (m&n values may be real). */
  valueText() {
    return this.family === 'mn' ? fmtReal(this.result.value) : f(this.result.value);
  }

  /** The chosen move of an m&n search: {index, at, dewey} or null. */
  get best() {
    return this.family === 'mn' ? this.result.best : null;
  }

  // --- the picture ---------------------------------------------------------------------

  /** The tree view's model after k events (null: the finished run). */
  paint(k, view) {
    const st = this.state(k);
    const shape = this.shape;
    const n = shape.parent.length;
    const labels = new Array(n);
    const status = new Array(n);
    const cuts = [];
    const examined = this.#examined(st);
    const cut = st ? st.cut : this.#cutsWithoutTrace();
    const finished = !st || st.done;
    for (let i = 0; i < n; i++) {
      const p = shape.parent[i];
      const d = shape.depth[i];
      if (cut[i]) {
        status[i] = 'skipped';
        cuts.push({ id: i, kind: 'skipped' });
      } else if (p >= 0 && status[p] !== 'examined') status[i] = status[p];
      else if (examined[i]) status[i] = 'examined';
      else status[i] = finished ? 'skipped' : 'pending';
      labels[i] = shape.value[i] !== null ? f(shownTerminal(shape.value[i], d, view)) : this.#label(i, d, st, view);
    }
    if (finished && shape.value[0] === null) labels[0] = this.family === 'mn' ? this.#mnLabel(this.result.values[0], 0, view) : f(this.result.value);
    const model = { labels, status, cuts };
    if (st && !st.done) {
      model.current = st.current;
      model.active = new Set(this.name === 'sss' ? (st.open ?? []).map((t) => t.at) : this.family === 'mn' ? st.stack : st.stack.map((x) => x.at));
    }
    const best = this.family === 'mn' ? (st && !st.done ? st.best : this.result.best?.at) : null;
    if (best != null) model.pv = new Set([best]);
    return model;
  }

  #examined(st) {
    if (st) return st.entered;
    const out = new Uint8Array(this.shape.parent.length);
    out[0] = 1;
    if (this.family === 'mn') this.result.values.forEach((v, i) => v && (out[i] = 1));
    else for (const id of this.result.created) out[id] = 1;
    return out;
  }

  #cutsWithoutTrace() {
    const cut = new Uint8Array(this.shape.parent.length);
    if (this.family === 'mn') {
      for (const c of this.result.cutoffs) for (let j = c.after; j < this.shape.degree[c.at]; j++) cut[this.first[c.at] + j] = 1;
    }
    return cut;
  }

  #label(i, d, st, view) {
    if (this.family === 'mn') return this.#mnLabel(st ? st.value[i] : this.result.values[i], i, view);
    if (!st || st.value[i] === undefined) return '';
    return f(shown(st.value[i], d, view));
  }

  #mnLabel(v, i, view) {
    if (!v) return '';
    const flip = view !== MINIMAX && this.shape.depth[i] % 2 === 1;
    if (!flip) return boundedReal(v);
    const bound = v.bound === 'lower' ? 'upper' : v.bound === 'upper' ? 'lower' : 'exact';
    return boundedReal({ value: typeof v.value === 'number' ? -v.value || 0 : negate(v.value), bound });
  }

  // --- the step panel ------------------------------------------------------------------

  /** {sentence, head, rows} for step k (null: the finished run). */
  stepView(k, view) {
    if (k == null || !this.stepper) return { sentence: this.doneSentence(), ...this.#stack(null) };
    if (k === 0) return { sentence: this.readySentence(), ...this.#stack(null) };
    const st = this.state(k);
    const e = st.event;
    let sentence;
    if (this.family === 'mn') sentence = new MnSentences(this.shape).describe(e);
    else {
      const words = new ThesisSentences(this.shape, this.name, isMinimaxProc(this.name), view);
      const skipped = e.type === 'cutoff' ? this.stepper.skipped(e.at, e.after) : [];
      sentence = words.describe(e, skipped);
    }
    return { sentence: `${k}. ${sentence}`, ...this.#stack(st, view) };
  }

  #stack(st, view) {
    const name = (id) => this.shape.dewey[id] || 'root';
    const who = (id) => player(this.shape.depth[id]);
    if (this.name === 'sss') return { head: [], rows: [] };
    if (this.family === 'mn') {
      const head = ['position', 'to move', 'dmax', 'passed', 'best values', 'phase'];
      const rows = (st?.stack ?? []).map((id) => {
        const fr = st.frame[id];
        const passed = Object.entries(fr.passed).map(([k, v]) => `${k} ${fmtReal(v)}`).join(', ');
        return [name(id), who(id), String(fr.dmax), passed || '—', fr.list ? fr.list.map(fmtReal).join(', ') : '', String(fr.phase)];
      });
      return { head, rows };
    }
    const words = new ThesisSentences(this.shape, this.name, isMinimaxProc(this.name), view);
    const rows = (st?.stack ?? []).map((x) => [name(x.at), who(x.at), words.call(x.call, x.at)]);
    return { head: ['position', 'to move', 'call'], rows };
  }

  /** The page's one-line summary of the run (literal: the thesis' literal reading). */
  summary(literal) {
    const name = labelOf(this.name);
    const r = this.result;
    const shape = this.shape;
    if (this.family === 'mn') {
      const move = r.best ? `chooses successor ${r.best.index} (position ${r.best.dewey}), worth ${this.valueText()}` : `returns ${this.valueText()}`;
      return `${name}, m = ${r.m}, n = ${r.n}: ${move}; ${r.counts.positions} of ${shape.parent.length} positions and ${r.counts.terminals} of ${shape.terminals} terminals examined.`;
    }
    const c = r.counters;
    const reading = literal ? ' (literal reading)' : '';
    return `${name}${reading}: root value ${r.exact ? f(r.value) : `${f(r.value)} (a bound)`}; ${c.nodesCreated} nodes created (${c.leavesCreated} of ${shape.terminals} leaf nodes), ${c.nodeVisits} visits.`;
  }

  readySentence() {
    return `Ready: ${shortName(this.name)} starts at the root (Max to move). Step forward (→) or play (Space).`;
  }

  doneSentence() {
    const r = this.result;
    const tail = this.stepper ? ' Press |◀◀ (Home) to step through from the start.' : '';
    if (this.family === 'mn') {
      const move = r.best ? `chooses successor ${r.best.index} (position ${r.best.dewey}), worth ${fmtReal(r.value)}` : `returns ${fmtReal(r.value)} (the root is terminal)`;
      return `Done: ${shortName(this.name)} with m = ${r.m}, n = ${r.n} ${move}; ${r.counts.positions} positions and ${r.counts.terminals} terminals examined.${tail}`;
    }
    const c = r.counters;
    const exact = r.exact ? '= F(root)' : '(a bound on F(root))';
    return `Done: ${shortName(this.name)} returns ${f(r.value)} ${exact}; ${c.nodesCreated} nodes created (${c.leavesCreated} leaf nodes), ${c.nodeVisits} visits.${tail}`;
  }
}

