// Knuth & Moore's procedures as the paper prints them (Artificial Intelligence 6 (1975),
// section 2: F on p. 296, F1 on p. 297, F2 on p. 298), in their "ad-hoc ALGOL-like
// language", line for line (subscripts written p_i; ≥ and ∞ as printed). The page's F0 is
// the paper's F. `lineOf(event)` says which line a trace event of the core's run record
// (families/km/stepper.js) is about, so the code panel can follow a step-through.

const F = [
  'integer procedure F (position p):',
  'begin integer m, i, t, d;',
  '  determine the successor positions p_1, ..., p_d;',
  '  if d = 0 then F := f(p) else',
  '  begin m := -∞;',
  '    for i := 1 step 1 until d do',
  '    begin t := -F(p_i);',
  '      if t > m then m := t;',
  '    end;',
  '    F := m;',
  '  end;',
  'end.',
];

const F1 = [
  'integer procedure F1 (position p, integer bound):',
  'begin integer m, i, t, d;',
  '  determine the successor positions p_1, ..., p_d;',
  '  if d = 0 then F1 := f(p) else',
  '  begin m := -∞;',
  '    for i := 1 step 1 until d do',
  '    begin t := -F1(p_i, -m);',
  '      if t > m then m := t;',
  '      if m ≥ bound then go to done;',
  '    end;',
  '  done: F1 := m;',
  '  end;',
  'end.',
];

const F2 = [
  'integer procedure F2 (position p, integer alpha, integer beta):',
  'begin integer m, i, t, d;',
  '  determine the successor positions p_1, ..., p_d;',
  '  if d = 0 then F2 := f(p) else',
  '  begin m := alpha;',
  '    for i := 1 step 1 until d do',
  '    begin t := -F2(p_i, -beta, -m);',
  '      if t > m then m := t;',
  '      if m ≥ beta then go to done;',
  '    end;',
  '  done: F2 := m;',
  '  end;',
  'end;',
];

/** Per procedure: its lines, where the paper prints it, and the line of each kind of step. */
export const LISTINGS = {
  F0: { lines: F, cite: 'Knuth & Moore 1975, §2, p. 296 (procedure F; the page’s F0)', at: { enter: 2, terminal: 3, interior: 4, call: 6, update: 7, cutoff: null, leave: 9 } },
  F1: { lines: F1, cite: 'Knuth & Moore 1975, §2, p. 297 (procedure F1)', at: { enter: 2, terminal: 3, interior: 4, call: 6, update: 7, cutoff: 8, leave: 10 } },
  F2: { lines: F2, cite: 'Knuth & Moore 1975, §2, p. 298 (procedure F2)', at: { enter: 2, terminal: 3, interior: 4, call: 6, update: 7, cutoff: 8, leave: 10 } },
};

/**
 * The line (0-based) a step is on: `e` the last event shown, `terminal` whether its
 * position is terminal. An enter of an interior position has set m (the line m := ...);
 * a terminal's events are the line "if d = 0 then F := f(p)".
 */
export function lineOf(proc, e, terminal) {
  const L = LISTINGS[proc];
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
