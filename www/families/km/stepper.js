// Step-through of Knuth & Moore's F0, F1, F2: the state after the first k events of the
// core's run record's trace (run(name, {trace: true}); see ../trace-fold.js). Events, by
// position id: enter {at, alpha, beta, m} (m: the initial m, K&M (7)/(8)), terminal {at, f},
// update {at, child, t, oldM}, cutoff {at, after, kind, from?, m, beta, skipped: ids},
// leave {at, value, bound} (bound: exact / lower / upper by (6), (9)); research {at, child, t,
// alpha, beta} (the child is searched again: NegaScout; MTD(f)'s next pass, child = at = root)
// and recall {at, value} (MTD(f)'s memory settles the call), which change nothing drawn.
import { TraceStepper } from '../trace-fold.js';

export class KmStepper extends TraceStepper {
  /** @param {object[]} trace  the record's trace  @param {number} n  the number of positions */
  constructor(trace, n) {
    super(trace);
    this.n = n;
  }

  /** returned: the positions that have returned their value (with its bound); cut: the cutoff kind of a skipped successor. */
  init() {
    const n = this.n;
    return { entered: new Uint8Array(n), returned: new Uint8Array(n), m: new Array(n), win: new Array(n), value: new Array(n), bound: new Array(n), cut: new Array(n), stack: [] };
  }

  apply(st, e) {
    const id = e.at;
    switch (e.type) {
      case 'enter':
        // A second search of a position (a re-search, MTD(f)'s next pass) enters it again.
        st.entered[id] = 1;
        st.returned[id] = 0;
        st.win[id] = [e.alpha, e.beta];
        st.m[id] = e.m;
        st.stack.push(id);
        break;
      case 'terminal':
        st.m[id] = e.f;
        break;
      case 'update':
        st.m[id] = e.t;
        break;
      case 'cutoff':
        for (const s of e.skipped ?? []) st.cut[s] = e.kind;
        break;
      case 'leave':
        st.returned[id] = 1;
        st.value[id] = e.value;
        st.bound[id] = e.bound;
        st.stack.pop();
        break;
    }
  }
}
