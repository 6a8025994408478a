// Muszycka's procedures beside the tree (issue 10 §3): each listing is the thesis' text
// (texts.js) of the routine the procedure starts with, followed by the routines it calls
// (Palphabeta's tests run falphabeta, its re-searches alphabeta; Scout calls test), so the
// highlighted line can jump to the routine that is running. `thesisLive` follows the core's
// thesis trace (crate/src/thesis/event.rs; families/thesis/stepper.js) and says, after k
// events, which line the last event is about and what the running call holds. The lines
// are the thesis' own numbers, looked up in the routine's block.
import * as T from './texts.js';
import { NEG_INF, greater, negate } from '../../core/score.js';

const block = (name, lines) => ({ name, lines });

/** Per procedure: where the thesis prints it and the routines shown, in order. */
const DEFS = {
  'branch-and-bound': { cite: 'Muszycka 1985, §2.1 (Branch-and-bound, negamax framework)', blocks: [block('branchandbound', T.BRANCHANDBOUND)] },
  alphabeta: { cite: 'Muszycka 1985, §2.2 (Alphabeta, negamax framework); the cut-off test as printed', blocks: [block('alphabeta', T.ALPHABETA)] },
  falphabeta: { cite: 'Muszycka 1985, §2.3: Falphabeta is printed as Alphabeta (§2.2) with lines 6 and 9 replaced; shown so replaced', blocks: [block('falphabeta', T.FALPHABETA)] },
  palphabeta: { cite: 'Muszycka 1985, §2.3 (Palphabeta); its tests call falphabeta (§2.3), its re-searches alphabeta (§2.2)', blocks: [block('palphabeta', T.PALPHABETA), block('falphabeta', T.FALPHABETA), block('alphabeta', T.ALPHABETA)] },
  pvs: { cite: 'Muszycka 1985, §2.4 (PVS, negamax framework); the cut-off test as printed', blocks: [block('pvs', T.PVS)] },
  scout: { cite: 'Muszycka 1985, §2.5 (Scout and Test, negamax framework)', blocks: [block('scout', T.SCOUT), block('test', T.TEST)] },
  'scout-testm': { cite: 'Muszycka 1985, §2.5 (Scout) calling Campbell and Marsland’s testm (Appendix 1) in place of test', blocks: [block('scout', T.SCOUT), block('testm', T.TESTM)] },
  'scout-cm': { cite: 'Muszycka 1985, Appendix 1: the Campbell–Marsland Scout, §2.5 with line 9 replaced; its tests call alphabeta (§2.2)', blocks: [block('scout', T.SCOUT_CM), block('alphabeta', T.ALPHABETA)] },
  'scout-pearl': { cite: 'Muszycka 1985, Appendix 1 (Scout and Test, minimax framework, after Pearl), as printed; the core runs Pearl’s logic (MAX: evaluate when TEST(>) holds; MIN: when TEST(≥) fails)', blocks: [block('scout', T.SCOUT_PEARL), block('test', T.TEST_PEARL)] },
  sss: { cite: 'Muszycka 1985, §2.6 (SSS*, minimax framework): the algorithm’s steps and procedure gamma', blocks: [block('steps', T.SSS_STEPS), block('gamma', T.GAMMA)] },
};

function assemble(def) {
  const lines = [];
  const start = {};
  for (const b of def.blocks) {
    if (lines.length) lines.push('');
    start[b.name] = lines.length;
    lines.push(...b.lines);
  }
  return { cite: def.cite, lines, start, blocks: def.blocks };
}

export const THESIS_LISTINGS = Object.fromEntries(Object.entries(DEFS).map(([k, d]) => [k, assemble(d)]));

/** The index in listing `L` of the line of block `name` that starts with the thesis' number `n`. */
export function lineOf(L, name, n) {
  const b = L.blocks.find((x) => x.name === name) ?? L.blocks[0];
  const i = b.lines.findIndex((l) => l.trimStart().startsWith(`${n}.`));
  return L.start[b.name] + Math.max(0, i);
}

// The core's routines (Call.routine) and the block each one's text is in.
const BLOCK = { branch_and_bound: 'branchandbound', alphabeta: 'alphabeta', falphabeta: 'falphabeta', palphabeta: 'palphabeta', pvs: 'pvs', scout: 'scout', scout_cm: 'scout', scout_minimax: 'scout', test: 'test', testm: 'testm', test_minimax: 'test' };

// The thesis' line numbers of each routine: where it generates the sons (enter), reads
// staticvalue, calls its first son, tests a later son, takes the test's result, re-searches,
// cuts off, returns after a cut-off and returns at the end.
const PLAIN = { enter: 4, leaf: 5, call: 9, cutoff: 10, cutReturn: 10, ret: 12 };
const LINES = {
  branch_and_bound: PLAIN,
  alphabeta: PLAIN,
  falphabeta: PLAIN,
  palphabeta: { enter: 4, leaf: 5, first: 6, test: 9, window: 10, research: 10, ret: 12 },
  pvs: { enter: 4, leaf: 5, first: 6, firstCut: 7, firstCutReturn: 17, test: 11, window: 12, research: 13, cutoff: 14, cutReturn: 15, ret: 17 },
  scout: { enter: 4, leaf: 5, first: 6, test: 9, window: 9, research: 9, ret: 10 },
  scout_cm: { enter: 4, leaf: 5, first: 6, test: 9, window: 9, research: 9, ret: 10 },
  scout_minimax: { enter: 4, leaf: 5, first: 6, testMax: 9, testMin: 12, ret: 13 },
  test: { enter: 4, leaf: 6, leafTrue: 8, leafFalse: 9, call: 11, yes: 12, no: 13 },
  testm: { enter: 4, leaf: 6, leafTrue: 7, leafFalse: 8, call: 10, yes: 11, no: 12 },
  test_minimax: { enter: 4, leaf: 6, leafTrue: 8, leafFalse: 9, callMax: 12, callMin: 14, yesMax: 13, noMin: 15, endMin: 17, endMax: 18 },
};

// Routines whose later sons are first tested and then maybe searched again (Phase in the core).
const TESTING = new Set(['palphabeta', 'pvs', 'scout', 'scout_cm', 'scout_minimax']);

const isMax = (shape, id) => shape.depth[id] % 2 === 0;
const childIndex = (shape, id) => Number(shape.dewey[id].split('.').at(-1));

/**
 * After the first k events of `trace` (the core's thesis run record, procedure `proc`):
 * `{line, frame, returned, tested, routine, gamma}`. `frame` is the running call (`at`,
 * `routine`, `call` its arguments, `m` (null before line 6 sets it), `t`, `i` the son it is
 * at, `phase`); `returned` a value just returned, `tested` a TEST's outcome just returned;
 * `gamma` (SSS*) the step the last event applied. m follows the routine's text: m :=
 * max(m, -value) in the plain loops, m := -value (Pearl's Scout: value) after the first son
 * and after a re-search; window tests and cut-offs carry the core's m and t.
 */
export function thesisLive(proc, trace, k, shape) {
  const L = THESIS_LISTINGS[proc];
  if (proc === 'sss') return sssLive(L, trace, k);
  const frames = [];
  let line = 0;
  let returned = null;
  let tested = null;
  const at = (routine, key) => lineOf(L, BLOCK[routine], LINES[routine][key]);
  for (let j = 0; j < Math.min(k, trace.length); j++) {
    const e = trace[j];
    const top = frames.at(-1);
    returned = null;
    tested = null;
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
        frames.push({ at: e.at, routine: c.routine, call: c, m, t: null, i: 0, phase: null, research: false, cut: null });
        line = at(c.routine, 'enter');
        break;
      }
      case 'evaluate':
        if (top) Object.assign(top, { f: e.value, evaluated: true });
        line = at(top?.routine ?? 'alphabeta', 'leaf');
        break;
      case 'cutoff':
        if (top) {
          top.m = e.m;
          top.cut = top.routine === 'pvs' && top.phase === 'first' ? 'first' : 'loop';
          line = at(top.routine, top.cut === 'first' ? 'firstCut' : 'cutoff');
        }
        break;
      case 'window_test':
        if (top) Object.assign(top, { t: e.t, m: e.m });
        line = at(top.routine, 'window');
        break;
      case 'scouted':
        line = top.routine === 'scout_minimax' ? at(top.routine, isMax(shape, top.at) ? 'testMax' : 'testMin') : at(top.routine, 'window');
        if (top) top.scouted = e.outcome;
        break;
      case 're_search':
        if (top) top.research = true;
        line = top.routine === 'scout_minimax' ? at(top.routine, isMax(shape, top.at) ? 'testMax' : 'testMin') : at(top.routine, 'research');
        break;
      case 'return':
      case 'test_result': {
        const done = frames.pop();
        const parent = frames.at(-1);
        const r = done?.routine ?? 'alphabeta';
        if (e.type === 'return') {
          returned = { at: e.at, value: e.value, routine: r };
          if (shape.degree[e.at] === 0) line = at(r, 'leaf');
          else if (done?.cut === 'first') line = at(r, 'firstCutReturn');
          else if (done?.cut) line = at(r, 'cutReturn');
          else line = at(r, 'ret');
          if (parent) take(parent, e.value);
        } else {
          tested = { at: e.at, outcome: e.outcome, routine: r };
          line = testLine(r, e, shape, at);
        }
        break;
      }
      default:
        break;
    }
  }
  return { frame: frames.at(-1) ?? null, returned, tested, line };
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

function testLine(r, e, shape, at) {
  const leaf = shape.degree[e.at] === 0;
  if (leaf) return at(r, e.outcome ? 'leafTrue' : 'leafFalse');
  if (r !== 'test_minimax') return at(r, e.outcome ? 'yes' : 'no');
  const max = isMax(shape, e.at);
  if (max) return at(r, e.outcome ? 'yesMax' : 'endMax');
  return at(r, e.outcome ? 'endMin' : 'noMin');
}

// SSS*: each open event is one pass of steps 2-4; its Γ case is a branch of gamma.
const GAMMA_LINE = { live_leaf: 6, live_min: 10, live_max: 13, solved_min: 16, solved_max_last: 21, solved_max_next: 23 };

function sssLive(L, trace, k) {
  let line = 0;
  let gamma = null;
  let inserted = [];
  let len = 0;
  let step = 0;
  let evaluated = null;
  for (let j = 0; j < Math.min(k, trace.length); j++) {
    const e = trace[j];
    if (e.type === 'open') {
      step = e.step;
      len = e.len;
      inserted = e.inserted;
      gamma = e.gamma;
      line = gamma ? lineOf(L, 'gamma', GAMMA_LINE[gamma.case]) : lineOf(L, 'steps', 1);
      if (!gamma || gamma.case !== 'live_leaf') evaluated = null;
    } else if (e.type === 'evaluate') {
      evaluated = { at: e.at, value: e.value };
      line = lineOf(L, 'gamma', 6);
    }
  }
  return { frame: null, returned: null, tested: null, line, gamma, inserted, len, step, evaluated };
}
