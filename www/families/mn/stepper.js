// Step-through of Slagle's m&n procedures: the state after the first k events of the core's
// run record's trace (crate/src/slagle/trace.rs; see ../trace-fold.js): enter {at, side, dmax, oldalpha?,
// alpha?, beta?, oldbeta?}, evaluate {at, value}, take {at, child, index, u, list, alpha?,
// beta?, phase?, ignored}, inverse {at, side, index, value, phase2, bound}, cutoff {at, after,
// kind, u, bound, skipped}, root {child, index, u, best_so_far, taken}, leave {at, value, bound}.
// Values are real numbers from Max's standpoint ("+inf" / "-inf" for the infinities).
import { NEG_INF } from '../../core/score.js';
import { TraceStepper } from '../trace-fold.js';

export class MnStepper extends TraceStepper {
  /** @param {object} record  the core's run record, with its trace  @param {object} shape */
  constructor(record, shape) {
    super(record.trace);
    this.shape = shape;
    this.n = shape.parent.length;
  }

  /**
   * value: {value, bound} from Max's standpoint; frame: what each position entered was passed
   * and holds ({at, side, dmax, passed, list, alpha, beta, phase, root, leaf, switched (an
   * inverse just sent it to phase 2), cutPhase (its phase when it cut off), and the root's
   * best, bestValue: sta1's best so far}); beforePhase, beforeList, beforeSwitched: the phase,
   * list and switched of the last event's position before that event (the code panel's line,
   * mn/listing.js, depends on them; fields, not an object: a long fold makes no garbage).
   */
  init() {
    const n = this.n;
    return {
      entered: new Uint8Array(n),
      cut: new Uint8Array(n),
      value: new Array(n),
      frame: new Array(n),
      stack: [],
      best: null,
      beforePhase: null,
      beforeList: null,
      beforeSwitched: false,
    };
  }

  apply(st, e) {
    if (e.type === 'enter') {
      st.entered[e.at] = 1;
      const passed = {};
      for (const key of ['oldalpha', 'alpha', 'beta', 'oldbeta']) if (e[key] !== undefined) passed[key] = e[key];
      const root = e.at === 0 && st.stack.length === 0;
      st.frame[e.at] = {
        at: e.at,
        side: e.side,
        dmax: e.dmax,
        passed,
        list: null,
        alpha: passed.alpha,
        beta: passed.beta,
        phase: 1,
        root,
        leaf: false,
        switched: false,
        cutPhase: null,
        best: null,
        bestValue: NEG_INF,
      };
      st.stack.push(e.at);
    }
    const f = e.type === 'root' ? st.frame[st.stack[0]] : st.frame[e.at];
    if (e.type === 'evaluate' && f) f.leaf = true;
    st.beforePhase = f ? f.phase : null;
    st.beforeList = f ? f.list : null;
    st.beforeSwitched = f ? f.switched : false;
    switch (e.type) {
      case 'take':
        if (f) {
          f.list = e.list;
          if (e.alpha !== undefined) f.alpha = e.alpha;
          if (e.beta !== undefined) f.beta = e.beta;
          if (e.phase !== undefined) f.phase = e.phase;
          f.switched = false;
        }
        break;
      case 'inverse':
        if (f && e.phase2) {
          f.phase = 2;
          f.switched = true;
          if (e.side === 'max') f.alpha = e.bound;
          else f.beta = e.bound;
        }
        break;
      case 'cutoff':
        for (const s of e.skipped ?? []) st.cut[s] = 1;
        if (f) f.cutPhase = f.phase;
        break;
      case 'root':
        if (e.taken) st.best = e.child;
        if (f && e.taken) Object.assign(f, { best: e.child, bestValue: e.u });
        else if (f) f.bestValue = e.best_so_far;
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
