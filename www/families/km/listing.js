// The negamax procedures' code beside the step-through. The listings themselves are the
// core's, one per procedure in the catalogue (listingOf: K&M's F, F1, F2 as section 2 prints
// them, and the later procedures in the same language), each with the line of every kind
// of step. `lineOf(event)` says which line a trace event of the core's run record
// (families/km/stepper.js) is about, so the code panel can follow a step-through.
import { listingOf } from '../../core/procedures.js';

/**
 * The line (0-based) a step is on: `e` the last event shown, `terminal` whether its
 * position is terminal. An enter of an interior position has set m (the line m := ...);
 * a terminal's events are the line "if d = 0 then F := f(p)".
 */
export function lineOf(proc, e, terminal) {
  const L = listingOf(proc);
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
    case 'research':
      return L.at.research ?? L.at.call;
    case 'recall':
      return L.at.recall ?? L.at.enter;
    default:
      return L.at.call;
  }
}

/**
 * The live variables of the procedure call the step is in: p (Dewey), α and β (or bound),
 * m, t, i, in the negamax values the procedure computes with, read from the step-through's
 * state after k events (KmStepper.stateAt(k): the one fold of the trace, which the picture
 * and the step panel read too).
 */
export function liveValues(st, shape) {
  const e = st.event;
  const depth = st.stack.length;
  // After a leave, the step is the line "F := m" of the call that just returned.
  if (e?.type === 'leave') return { frame: { at: e.at, value: e.value, returned: true }, event: e, depth, terminal: shape.degree[e.at] === 0 };
  if (!depth) return { frame: null, event: e, depth, terminal: false };
  const d = depth - 1;
  const at = st.stack[d];
  const [alpha, beta] = st.win[at];
  const frame = { at, alpha, beta, m: st.m[at], t: st.calls.t[d], i: st.calls.i[d], evaluated: st.calls.evaluated[d] };
  return { frame, event: e, depth, terminal: shape.degree[at] === 0 };
}
