// Step-through of expectiminimax, Star1 and Star2: the state after the first k events of the
// core's trace (crate/src/chance/run.rs, Event; see ../trace-fold.js): enter {at, alpha,
// beta}, evaluate {at, value}, update {at, child, t, m}, bounds {at, child, lower, upper}
// (at a chance position after the outcome `child`, or before any when child = at), probe
// {at, child, first, value} (Star2), cutoff {at, child, kind, skipped}, return {at, value,
// bound}. Values are exact texts from the standpoint of the player to move at `at`.
import { TraceStepper } from '../trace-fold.js';

/** Per position, its first successor's id (breadth-first ids number siblings consecutively), or -1. */
export function firstOf(shape) {
  const n = shape.parent.length;
  const first = new Int32Array(n).fill(-1);
  for (let i = n - 1; i > 0; i--) first[shape.parent[i]] = i;
  return first;
}

export class ChanceStepper extends TraceStepper {
  /** @param {object[]} trace  @param {object} shape */
  constructor(trace, shape) {
    super(trace);
    this.shape = shape;
    this.first = firstOf(shape);
  }

  /**
   * entered, cut: per id; value[id]: {value, bound} once it returned; window[id]: the (alpha,
   * beta) it was entered with; seen[id]: an outcome's value once searched (its chance
   * position's sums); probe[id]: Star2's probe W of an outcome; bounds[id]: a chance
   * position's last [lower, upper]; stack: the positions entered and not yet returned.
   */
  init() {
    const n = this.shape.parent.length;
    return {
      entered: new Uint8Array(n),
      cut: new Uint8Array(n),
      value: new Array(n),
      window: new Array(n),
      probe: new Array(n),
      bounds: new Array(n),
      stack: [],
    };
  }

  apply(st, e) {
    switch (e.type) {
      case 'enter':
        st.entered[e.at] = 1;
        st.window[e.at] = { alpha: e.alpha, beta: e.beta };
        st.stack.push(e.at);
        break;
      case 'probe':
        st.entered[e.child] = 1;
        st.probe[e.child] = e.value;
        break;
      case 'bounds':
        st.bounds[e.at] = { lower: e.lower, upper: e.upper, child: e.child };
        break;
      case 'cutoff': {
        const a = this.first[e.at];
        const from = e.child === e.at ? a : e.child + 1;
        for (let c = from; c < a + this.shape.degree[e.at]; c++) st.cut[c] = 1;
        break;
      }
      case 'return':
        st.value[e.at] = { value: e.value, bound: e.bound };
        st.stack.pop();
        break;
      default:
        break;
    }
  }
}
