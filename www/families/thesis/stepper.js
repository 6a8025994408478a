// Step-through of Muszycka's procedures: the state after the first k events of the core's
// trace (runProcedure(name, {trace: true})). Nothing is searched here; the events are read.
//
// Events (crate/src/thesis/event.rs; positions are breadth-first ids): enter {at, call},
// evaluate {at, value}, return {at, value}, test_result {at, outcome}, cutoff {at, after, m,
// bound}, window_test {at, son, alpha, beta, t, m, promising}, scouted {at, son, test,
// outcome, evaluate}, re_search {at, son, call}, open {step, gamma, open} (SSS*).
// Values are negamax (the player to move) except for SSS* and Pearl's Scout (Max's
// standpoint); the state keeps them negamax, as the K&M pictures do.
import { negate } from '../../core/score.js';

export class ThesisStepper {
  /**
   * @param {object[]} trace  the core's events
   * @param {object} shape  the core's shape()
   * @param {boolean} minimax  the procedure reports values from Max's standpoint
   */
  constructor(trace, shape, minimax) {
    this.trace = trace;
    this.shape = shape;
    this.minimax = minimax;
    this.n = shape.parent.length;
    this.first = firstChildren(shape);
  }

  get length() {
    return this.trace.length;
  }

  /** A value of the trace at position `id`, in the negamax convention. */
  negamax(v, id) {
    return this.minimax && this.shape.depth[id] % 2 === 1 ? negate(v) : v;
  }

  /** The successors of `id` after the first `after` (1-based count). */
  skipped(id, after) {
    const out = [];
    for (let i = after; i < this.shape.degree[id]; i++) out.push(this.first[id] + i);
    return out;
  }

  /** The state after the first k events. */
  stateAt(k) {
    k = Math.max(0, Math.min(k, this.trace.length));
    const n = this.n;
    const entered = new Uint8Array(n);
    const cut = new Uint8Array(n);
    const value = new Array(n);
    const tested = new Array(n);
    const stack = [];
    let open = null;
    let gamma = null;
    let openStep = 0;
    for (let i = 0; i < k; i++) {
      const e = this.trace[i];
      switch (e.type) {
        case 'enter':
          entered[e.at] = 1;
          stack.push({ at: e.at, call: e.call });
          break;
        case 'evaluate':
          entered[e.at] = 1;
          break;
        case 'return':
          value[e.at] = this.negamax(e.value, e.at);
          stack.pop();
          break;
        case 'test_result':
          tested[e.at] = e.outcome;
          stack.pop();
          break;
        case 'cutoff':
          for (const s of this.skipped(e.at, e.after)) cut[s] = 1;
          break;
        case 'open':
          open = e.open;
          gamma = e.gamma;
          openStep = e.step;
          if (gamma && gamma.triple.status === 'live') entered[gamma.triple.at] = 1;
          break;
        default:
          break;
      }
    }
    const event = k > 0 ? this.trace[k - 1] : null;
    let current = -1;
    if (event) current = event.type === 'open' ? (event.gamma?.triple.at ?? 0) : event.at;
    return { k, entered, cut, value, tested, stack, open, gamma, openStep, event, current, done: k === this.trace.length };
  }
}

/** The first successor's id of every position (successors have consecutive ids). */
export function firstChildren(shape) {
  const first = new Int32Array(shape.parent.length).fill(-1);
  for (let i = shape.parent.length - 1; i > 0; i--) first[shape.parent[i]] = i;
  return first;
}
