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

  /** The state after the first k events (k is clamped to 0..length). The last one is kept:
   *  the picture and the step panel ask for the same step. */
  stateAt(k) {
    k = Math.max(0, Math.min(k, this.trace.length));
    if (this.last?.k === k) return this.last;
    const st = this.init();
    for (let i = 0; i < k; i++) this.apply(st, this.trace[i], i);
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
