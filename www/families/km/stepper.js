// Step-through: an index into the core's trace. The state at step k is what the events
// 0..k-1 say; nothing is searched here — the events are read, never re-derived.
//
// Event types (from the core): enter {at, alpha, beta}, terminal {at, value},
// update {at, value: t, old_m, positions: [successor]},
// cutoff {at, value: m, beta, positions: skipped, cutoff: kind}, leave {at, value}.

export class Stepper {
  /**
   * @param {object[]} trace  the core's trace (Dewey coordinates)
   * @param {Map<string, number>} idOf  Dewey -> breadth-first id
   * @param {string[]} dewey  Dewey coordinates by id
   */
  constructor(trace, idOf, dewey) {
    this.trace = trace;
    this.dewey = dewey;
    this.n = dewey.length;
    this.ids = trace.map((e) => idOf.get(e.at));
    this.skippedIds = trace.map((e) => (e.type === 'cutoff' ? e.positions.map((d) => idOf.get(d)) : null));
    this.updateChild = trace.map((e) => (e.type === 'update' ? idOf.get(e.positions[0]) : -1));
  }

  deweyOf(id) {
    return this.dewey[id];
  }

  get length() {
    return this.trace.length;
  }

  /** The state after the first k events. */
  stateAt(k) {
    k = Math.max(0, Math.min(k, this.trace.length));
    const n = this.n;
    const entered = new Uint8Array(n);
    const done = new Uint8Array(n);
    const m = new Array(n);
    const win = new Array(n);
    const value = new Array(n);
    const cut = new Array(n);
    const stack = [];
    for (let i = 0; i < k; i++) {
      const e = this.trace[i];
      const id = this.ids[i];
      switch (e.type) {
        case 'enter':
          entered[id] = 1;
          win[id] = [e.alpha, e.beta];
          m[id] = e.alpha; // every procedure starts with m = alpha (F0, F1: alpha = -inf)
          stack.push(id);
          break;
        case 'terminal':
          m[id] = e.value;
          break;
        case 'update':
          m[id] = e.value;
          break;
        case 'cutoff':
          for (const s of this.skippedIds[i]) cut[s] = e.cutoff;
          break;
        case 'leave':
          done[id] = 1;
          value[id] = e.value;
          stack.pop();
          break;
      }
    }
    return {
      k,
      entered,
      done,
      m,
      win,
      value,
      cut,
      stack,
      event: k > 0 ? this.trace[k - 1] : null,
      eventIndex: k - 1,
    };
  }
}
