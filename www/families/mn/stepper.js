// Step-through of Slagle's m&n procedures: the state after the first k events of the core's
// trace (crate/src/slagle/trace.rs): enter {at, side, dmax, oldalpha?, alpha?, beta?,
// oldbeta?}, evaluate {at, value}, take {at, child, index, u, list, alpha?, beta?, phase?,
// ignored}, inverse {at, side, index, value, phase2, bound}, cutoff {at, after, kind, u,
// bound}, root {child, index, u, best_so_far, taken}, leave {at, value, bound}. Values are
// real numbers from Max's standpoint ("+inf" / "-inf" for the infinities).
import { firstChildren } from '../thesis/stepper.js';

export class MnStepper {
  constructor(trace, shape) {
    this.trace = trace;
    this.shape = shape;
    this.n = shape.parent.length;
    this.first = firstChildren(shape);
  }

  get length() {
    return this.trace.length;
  }

  stateAt(k) {
    k = Math.max(0, Math.min(k, this.trace.length));
    const n = this.n;
    const entered = new Uint8Array(n);
    const cut = new Uint8Array(n);
    const value = new Array(n); // {value, bound}, Max's standpoint
    const frame = new Array(n); // what the position was passed and holds: {dmax, passed, list, bound, phase}
    const stack = [];
    let best = null;
    for (let i = 0; i < k; i++) {
      const e = this.trace[i];
      switch (e.type) {
        case 'enter': {
          entered[e.at] = 1;
          const passed = {};
          for (const key of ['oldalpha', 'alpha', 'beta', 'oldbeta']) if (e[key] !== undefined) passed[key] = e[key];
          frame[e.at] = { dmax: e.dmax, passed, list: null, alpha: passed.alpha, beta: passed.beta, phase: 1 };
          stack.push(e.at);
          break;
        }
        case 'take': {
          const f = frame[e.at];
          if (f) {
            f.list = e.list;
            if (e.alpha !== undefined) f.alpha = e.alpha;
            if (e.beta !== undefined) f.beta = e.beta;
            if (e.phase !== undefined) f.phase = e.phase;
          }
          break;
        }
        case 'inverse': {
          const f = frame[e.at];
          if (f && e.phase2) {
            f.phase = 2;
            if (e.side === 'max') f.alpha = e.bound;
            else f.beta = e.bound;
          }
          break;
        }
        case 'cutoff':
          for (let j = e.after; j < this.shape.degree[e.at]; j++) cut[this.first[e.at] + j] = 1;
          break;
        case 'root':
          if (e.taken) best = e.child;
          break;
        case 'leave':
          value[e.at] = { value: e.value, bound: e.bound };
          stack.pop();
          break;
        default:
          break;
      }
    }
    const event = k > 0 ? this.trace[k - 1] : null;
    const current = event ? (event.type === 'root' ? 0 : event.at) : -1;
    return { k, entered, cut, value, frame, stack, best, event, current, done: k === this.trace.length };
  }
}
