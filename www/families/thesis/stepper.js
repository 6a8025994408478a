// Step-through of Muszycka's procedures: the state after the first k events of the core's
// run record's trace (run(name, {trace: true}); see ../trace-fold.js).
//
// Events (crate/src/thesis/event.rs; positions are breadth-first ids): enter {at, call},
// evaluate {at, value}, return {at, value}, test_result {at, outcome}, cutoff {at, after, m,
// bound, skipped}, window_test {at, son, alpha, beta, t, m, promising}, scouted {at, son, test,
// outcome, evaluate}, re_search {at, son, call}, open {step, gamma, open} (SSS*).
// Values are negamax (the player to move) except for SSS* and Pearl's Scout (Max's
// standpoint); the state keeps them negamax, as the K&M pictures do.
import { negate } from '../../core/score.js';
import { TraceStepper } from '../trace-fold.js';
import { followCall, initCalls } from './calls.js';

export class ThesisStepper extends TraceStepper {
  /**
   * @param {object} record  the core's run record, with its trace
   * @param {object} shape  the core's shape()
   */
  constructor(record, shape) {
    super(record.trace);
    this.shape = shape;
    this.minimax = record.minimax;
    this.n = shape.parent.length;
  }

  /** A value of the trace at position `id`, in the negamax convention. */
  negamax(v, id) {
    return this.minimax && this.shape.depth[id] % 2 === 1 ? negate(v) : v;
  }

  /** The picture's part (entered, cut, value, the outcome of each test: `tests`, OPEN) and
   *  the calls' part (the stack and what each call holds: calls.js). */
  init() {
    const n = this.n;
    return {
      entered: new Uint8Array(n),
      cut: new Uint8Array(n),
      value: new Array(n),
      tests: new Array(n),
      open: null,
      gamma: null,
      openStep: 0,
      ...initCalls(),
    };
  }

  apply(st, e) {
    followCall(st, e, this.shape);
    switch (e.type) {
      case 'enter':
        st.entered[e.at] = 1;
        break;
      case 'evaluate':
        st.entered[e.at] = 1;
        break;
      case 'return':
        st.value[e.at] = this.negamax(e.value, e.at);
        break;
      case 'test_result':
        st.tests[e.at] = e.outcome;
        break;
      case 'cutoff':
        for (const s of e.skipped ?? []) st.cut[s] = 1;
        break;
      case 'open': {
        // The core records what each step changed (the triple Γ took, the purged ones, the
        // inserted ones with the triple just above each); the list is rebuilt here.
        let open = st.open ?? [];
        if (e.gamma) {
          const gone = new Set([e.gamma.triple.at, ...e.gamma.purged]);
          open = open.filter((t) => !gone.has(t.at));
        } else {
          open = open.slice();
        }
        for (const x of e.inserted) {
          const i = x.below == null ? 0 : open.findIndex((t) => t.at === x.below) + 1;
          open.splice(i, 0, { at: x.at, status: x.status, merit: x.merit });
        }
        st.open = open;
        st.gamma = e.gamma;
        st.openStep = e.step;
        if (st.gamma && st.gamma.triple.status === 'live') st.entered[st.gamma.triple.at] = 1;
        break;
      }
      default:
        break;
    }
  }

  currentOf(e) {
    return e.type === 'open' ? (e.gamma?.triple.at ?? 0) : e.at;
  }
}
