// Step-through of Knuth & Moore's F0, F1, F2: the state after the first k events of the
// core's trace (see ../trace-fold.js). Events (Dewey coordinates): enter {at, alpha, beta},
// terminal {at, value}, update {at, value: t, old_m, positions: [successor]},
// cutoff {at, value: m, beta, positions: skipped, cutoff: kind}, leave {at, value}.
import { TraceStepper } from '../trace-fold.js';

export class KmStepper extends TraceStepper {
  /**
   * @param {object[]} trace  the core's trace (Dewey coordinates)
   * @param {Map<string, number>} idOf  Dewey -> breadth-first id
   * @param {string[]} dewey  Dewey coordinates by id
   */
  constructor(trace, idOf, dewey) {
    super(trace);
    this.dewey = dewey;
    this.n = dewey.length;
    this.ids = trace.map((e) => idOf.get(e.at));
    this.skippedIds = trace.map((e) => (e.type === 'cutoff' ? e.positions.map((d) => idOf.get(d)) : null));
  }

  deweyOf(id) {
    return this.dewey[id];
  }

  /** returned: the positions that have returned their value; cut: the cutoff kind of a skipped successor. */
  init() {
    const n = this.n;
    return { entered: new Uint8Array(n), returned: new Uint8Array(n), m: new Array(n), win: new Array(n), value: new Array(n), cut: new Array(n), stack: [] };
  }

  apply(st, e, i) {
    const id = this.ids[i];
    switch (e.type) {
      case 'enter':
        st.entered[id] = 1;
        st.win[id] = [e.alpha, e.beta];
        st.m[id] = e.alpha; // every procedure starts with m = alpha (F0, F1: alpha = -inf)
        st.stack.push(id);
        break;
      case 'terminal':
      case 'update':
        st.m[id] = e.value;
        break;
      case 'cutoff':
        for (const s of this.skippedIds[i]) st.cut[s] = e.cutoff;
        break;
      case 'leave':
        st.returned[id] = 1;
        st.value[id] = e.value;
        st.stack.pop();
        break;
    }
  }

  currentOf(_e, i) {
    return this.ids[i];
  }
}
