// Knuth & Moore's family as the papers print its procedures: the catalogue's `listing` of each
// (each rule's file in crate/src/search/: K&M's F, F1, F2 as Artificial Intelligence 6 (1975),
// section 2 prints them on pp. 296-298, in their "ad-hoc ALGOL-like language", line for line,
// the page's F0 being the paper's F; and the procedures added to the family in that form).
// `lineOf(event)` says which line a trace event of the core's run record
// (families/km/stepper.js) is about, so the code panel can follow a step-through.
import { familyOf, procedure } from '../../core/procedures.js';

/** `proc`'s listing: {lines, cite, at: the line of each kind of step}, or null (not K&M's family). */
export function kmListing(proc) {
  return familyOf(proc) === 'km' ? (procedure(proc).listing ?? null) : null;
}

/**
 * The line (0-based) a step is on: `e` the last event shown, `terminal` whether its
 * position is terminal. An enter of an interior position has set m (the line m := ...);
 * a terminal's events are the line "if d = 0 then F := f(p)".
 */
export function lineOf(proc, e, terminal) {
  const L = kmListing(proc);
  if (!L || !e) return 0;
  if (terminal) return L.at.terminal;
  switch (e.type) {
    case 'enter':
      return L.at.interior;
    case 'update':
      return L.at.update;
    case 'cutoff':
      return L.at.cutoff ?? L.at.update;
    case 'leave':
      return L.at.leave;
    default:
      return L.at.call;
  }
}

/**
 * The live variables of the procedure call the step is in: p (Dewey), α and β (or bound),
 * m, t, i, in the negamax values the procedure computes with. Folded from the trace's first
 * k events (the same events the step-through shows).
 */
export function liveValues(trace, k, shape) {
  const frames = [];
  let last = null;
  for (let j = 0; j < Math.min(k, trace.length); j++) {
    const e = trace[j];
    last = e;
    const top = frames.at(-1);
    if (e.type === 'enter') {
      if (top) top.i += 1;
      frames.push({ at: e.at, alpha: e.alpha, beta: e.beta, m: e.m, t: null, i: 0 });
    } else if (e.type === 'terminal') {
      if (top) Object.assign(top, { m: e.f, evaluated: true });
    } else if (e.type === 'update') {
      if (top) {
        top.t = e.t;
        top.m = e.t;
      }
    } else if (e.type === 'leave') {
      const done = frames.pop();
      const parent = frames.at(-1);
      // The parent's t := -F(p_i): set even when it does not raise m (no update event).
      if (parent && done) parent.t = negate(e.value);
    }
  }
  let top = frames.at(-1) ?? null;
  // After a leave, the step is the line "F := m" of the call that just returned.
  if (last?.type === 'leave') top = { at: last.at, value: last.value, returned: true };
  return { frame: top, event: last, depth: frames.length, terminal: top ? shape.degree[top.at] === 0 : false };
}

function negate(v) {
  if (v === '-inf') return '+inf';
  if (v === '+inf') return '-inf';
  return -v;
}
