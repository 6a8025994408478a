// The one trace fold of the step-through. A procedure's run returns its trace (the style's
// "search once, replay many times"); the state at step k is what the events 0..k-1 say,
// folded from an empty state. Each family says only how one event changes its state
// (`apply`); the loop, the clamping of k and the fields every state carries (k, event,
// eventIndex, current, done) are here, once. Nothing is searched or re-derived.

export class TraceStepper {
  /** @param {object[]} trace  the core's events, in order */
  constructor(trace) {
    this.trace = trace;
  }

  get length() {
    return this.trace.length;
  }

  /** The family's empty state (per-position arrays, the call stack, ...). */
  init() {
    return {};
  }

  /** Changes `st` for event `e` (the i-th of the trace). */
  apply(_st, _e, _i) {}

  /** The position the event is about (its id), for the picture's "current" mark. */
  currentOf(e) {
    return e.at;
  }

  /**
   * The state after the first k events (k is clamped to 0..length). One step forward or back
   * costs one event (forward) or a copy of the nearest checkpoint and at most `every` events
   * (back), not a fold from 0: the working state moves; checkpoints (copies taken every
   * `every` events on the first way back) are never handed out. The state returned is the working one:
   * read it before asking for another step (the step panel and the picture ask for the same).
   */
  stateAt(k) {
    k = Math.max(0, Math.min(k, this.trace.length));
    if (this.last?.k === k) return this.last;
    const every = Math.max(256, Math.ceil(this.trace.length / 32));
    this.checkpoints ??= new Map();
    let st = this.last;
    let record = false; // checkpoints are taken only on the way to a step back
    if (!st || st.k > k) {
      record = !!st;
      // Back: from the last checkpoint at or before k (a copy: checkpoints never change).
      const c = Math.floor(k / every) * every;
      let from = c;
      while (from > 0 && !this.checkpoints.has(from)) from -= every;
      st = from > 0 ? structuredClone(this.checkpoints.get(from)) : Object.assign(this.init(), { k: 0 });
    }
    for (let i = st.k; i < k; i++) {
      this.apply(st, this.trace[i], i);
      if (record && (i + 1) % every === 0 && !this.checkpoints.has(i + 1)) this.checkpoints.set(i + 1, structuredClone({ ...st, k: i + 1, event: null }));
    }
    const event = k > 0 ? this.trace[k - 1] : null;
    this.last = Object.assign(st, {
      k,
      event,
      eventIndex: k - 1,
      current: event ? this.currentOf(event, k - 1) : -1,
      done: k === this.trace.length,
    });
    return this.last;
  }
}
