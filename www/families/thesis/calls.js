// What the running call of one of Muszycka's procedures holds, event by event: part of the
// step-through's one fold of the trace (ThesisStepper.apply calls followCall), read by the
// code panel (listing.js thesisLive, live-text.js) as the picture and the step panel read
// the rest of the same state.
//
// Each call on `st.stack` is {at, call, routine, m, t, i, phase, research, cut, f, evaluated,
// scouted}: `call` the core's arguments, `m` (null before line 6 sets it), `t`, `i` the son it
// is at, `phase` (the son's: first, test, research, call). m follows the routine's text: m :=
// max(m, -value) in the plain loops, m := -value (Pearl's Scout: value) after the first son
// and after a re-search; window tests and cut-offs carry the core's m and t.
//
// `st.where` and `st.whereKey` are the point of the routine's text the last event is about
// (a routine and a key of it: listing.js turns them into a line of the printed listing);
// `st.sssWhere`, `st.sssKey` the same for SSS*'s steps and procedure gamma; `st.doneRoutine`
// the routine of the call that last returned; `st.sss` what SSS*'s last pass put on OPEN.
// Strings and numbers, not objects: a fold of 2,000,000 events makes no garbage here.
import { greater, NEG_INF, negate } from '../../core/score.js';

// Routines whose later sons are first tested and then maybe searched again (Phase in the core).
const TESTING = new Set(['palphabeta', 'pvs', 'scout', 'scout_cm', 'scout_minimax']);

const isMax = (shape, id) => shape.depth[id] % 2 === 0;
const childIndex = (shape, id) => Number(shape.dewey[id].split('.').at(-1));

/** The calls' part of the empty state. */
export function initCalls() {
  return { stack: [], where: null, whereKey: null, sssWhere: null, sssKey: null, doneRoutine: null, sss: { len: 0, inserted: [], evaluated: null } };
}

/** Changes the calls' part of `st` for event `e` of the trace on `shape`. */
export function followCall(st, e, shape) {
  const frames = st.stack;
  const top = frames.at(-1);
  const at = (routine, key) => {
    st.where = routine;
    st.whereKey = key;
  };
  switch (e.type) {
    case 'enter': {
      const c = e.call ?? {};
      let phase = 'call';
      if (top) {
        top.i = childIndex(shape, e.at);
        phase = top.research ? 'research' : TESTING.has(top.routine) ? (top.i === 1 ? 'first' : 'test') : 'call';
        top.research = false;
        top.phase = phase;
      }
      const m = c.routine === 'alphabeta' ? c.alpha : c.routine === 'branch_and_bound' || c.routine === 'falphabeta' ? NEG_INF : null;
      frames.push({ at: e.at, call: e.call, routine: c.routine, m, t: null, i: 0, phase: null, research: false, cut: null });
      at(c.routine, 'enter');
      break;
    }
    case 'evaluate':
      if (top) Object.assign(top, { f: e.value, evaluated: true });
      at(top?.routine ?? 'alphabeta', 'leaf');
      st.sss.evaluated = { at: e.at, value: e.value };
      st.sssWhere = 'gamma';
      st.sssKey = 'live_leaf';
      break;
    case 'cutoff':
      if (top) {
        top.m = e.m;
        top.cut = top.routine === 'pvs' && top.phase === 'first' ? 'first' : 'loop';
        at(top.routine, top.cut === 'first' ? 'firstCut' : 'cutoff');
      }
      break;
    case 'window_test':
      if (top) Object.assign(top, { t: e.t, m: e.m });
      at(top.routine, 'window');
      break;
    case 'scouted':
      if (top.routine === 'scout_minimax') at(top.routine, isMax(shape, top.at) ? 'testMax' : 'testMin');
      else at(top.routine, 'window');
      top.scouted = e.outcome;
      break;
    case 're_search':
      top.research = true;
      if (top.routine === 'scout_minimax') at(top.routine, isMax(shape, top.at) ? 'testMax' : 'testMin');
      else at(top.routine, 'research');
      break;
    case 'return':
    case 'test_result': {
      const done = frames.pop();
      const parent = frames.at(-1);
      const r = done?.routine ?? 'alphabeta';
      st.doneRoutine = r;
      if (e.type === 'return') {
        if (shape.degree[e.at] === 0) at(r, 'leaf');
        else if (done?.cut === 'first') at(r, 'firstCutReturn');
        else if (done?.cut) at(r, 'cutReturn');
        else at(r, 'ret');
        if (parent) take(parent, e.value);
      } else at(r, testKey(r, e, shape));
      break;
    }
    case 'open':
      // SSS*: each open event is one pass of steps 2-4; its Γ case is a branch of gamma.
      st.sss = { len: e.len, inserted: e.inserted, evaluated: e.gamma?.case !== 'live_leaf' ? null : st.sss.evaluated };
      st.sssWhere = e.gamma ? 'gamma' : 'steps';
      st.sssKey = e.gamma ? e.gamma.case : 'start';
      break;
    default:
      break;
  }
}

/** What a parent's m and t become when the son it called returns `v` (its text's line). */
function take(P, v) {
  const t = negate(v);
  if (!TESTING.has(P.routine)) {
    P.t = t;
    if (P.m == null || greater(t, P.m)) P.m = t;
  } else if (P.phase === 'first' || P.phase === 'research') {
    P.m = P.routine === 'scout_minimax' ? v : t;
  } else {
    P.t = t; // a minimal-window test: the window_test event that follows confirms t and m
  }
}

/** The point of a test routine's text its result comes from. */
function testKey(r, e, shape) {
  if (shape.degree[e.at] === 0) return e.outcome ? 'leafTrue' : 'leafFalse';
  if (r !== 'test_minimax') return e.outcome ? 'yes' : 'no';
  if (isMax(shape, e.at)) return e.outcome ? 'yesMax' : 'endMax';
  return e.outcome ? 'endMin' : 'noMin';
}
