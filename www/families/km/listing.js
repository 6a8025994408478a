// Knuth & Moore's procedures as the paper prints them (Artificial Intelligence 6 (1975),
// section 2: F on p. 296, F1 on p. 297, F2 on p. 298), in their "ad-hoc ALGOL-like
// language", line for line (subscripts written p_i; ≥ and ∞ as printed). The page's F0 is
// the paper's F. `lineOf(event)` says which line a trace event of the core's run record
// (families/km/stepper.js) is about, so the code panel can follow a step-through.
import { negate } from '../../core/score.js';

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

