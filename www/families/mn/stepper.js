// Step-through of Slagle's m&n procedures: the state after the first k events of the core's
// run record's trace (crate/src/slagle/trace.rs; see ../trace-fold.js): enter {at, side, dmax, oldalpha?,
// alpha?, beta?, oldbeta?}, evaluate {at, value}, take {at, child, index, u, list, alpha?,
// beta?, phase?, ignored}, inverse {at, side, index, value, phase2, bound}, cutoff {at, after,
// kind, u, bound, skipped}, root {child, index, u, best_so_far, taken}, leave {at, value, bound}.
// Values are real numbers from Max's standpoint ("+inf" / "-inf" for the infinities).
import { TraceStepper } from '../trace-fold.js';

export class MnStepper extends TraceStepper {
  /** @param {object} record  the core's run record, with its trace  @param {object} shape */
  constructor(record, shape) {
    super(record.trace);
    this.shape = shape;
    this.n = shape.parent.length;
  }

  /** value: {value, bound} from Max's standpoint; frame: what a position was passed and holds. */
  init() {
    const n = this.n;
    return { entered: new Uint8Array(n), cut: new Uint8Array(n), value: new Array(n), frame: new Array(n), stack: [], best: null };
  }

  apply(st, e) {
    switch (e.type) {
      case 'enter': {
        st.entered[e.at] = 1;
        const passed = {};
        for (const key of ['oldalpha', 'alpha', 'beta', 'oldbeta']) if (e[key] !== undefined) passed[key] = e[key];
        st.frame[e.at] = { dmax: e.dmax, passed, list: null, alpha: passed.alpha, beta: passed.beta, phase: 1 };
        st.stack.push(e.at);
        break;
      }
      case 'take': {
        const f = st.frame[e.at];
        if (f) {
          f.list = e.list;
          if (e.alpha !== undefined) f.alpha = e.alpha;
          if (e.beta !== undefined) f.beta = e.beta;
          if (e.phase !== undefined) f.phase = e.phase;
        }
        break;
      }
      case 'inverse': {
        const f = st.frame[e.at];
        if (f && e.phase2) {
          f.phase = 2;
          if (e.side === 'max') f.alpha = e.bound;
          else f.beta = e.bound;
        }
        break;
      }
      case 'cutoff':
        for (const s of e.skipped ?? []) st.cut[s] = 1;
        break;
      case 'root':
        if (e.taken) st.best = e.child;
        break;
      case 'leave':
        st.value[e.at] = { value: e.value, bound: e.bound };
        st.stack.pop();
        break;
      default:
        break;
    }
  }

  currentOf(e) {
    return e.type === 'root' ? 0 : e.at;
  }
}
