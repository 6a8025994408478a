// Muszycka's procedures beside the tree (the code panel): each listing is the thesis' text
// (texts.js) of the routine the procedure starts with, followed by the routines it calls
// (Palphabeta's tests run falphabeta, its re-searches alphabeta; Scout calls test), so the
// highlighted line can jump to the routine that is running. `thesisLive` reads the
// step-through's state (families/thesis/stepper.js and calls.js, folded from the core's
// thesis trace, crate/src/thesis/event.rs) and says which line the last event is about and
// what the running call holds. The lines are the thesis' own numbers, looked up in the
// routine's block.
import * as T from './texts.js';

const block = (name, lines) => ({ name, lines });

/** Per procedure: where the thesis prints it and the routines shown, in order. */
const DEFS = {
  'branch-and-bound': { cite: 'Muszycka 1985, §2.1 (Branch-and-bound, negamax framework)', blocks: [block('branchandbound', T.BRANCHANDBOUND)] },
  alphabeta: { cite: 'Muszycka 1985, §2.2 (Alphabeta, negamax framework); the cut-off test as printed', blocks: [block('alphabeta', T.ALPHABETA)] },
  falphabeta: {
    cite: 'Muszycka 1985, §2.3: Falphabeta is printed as Alphabeta (§2.2) with lines 6 and 9 replaced; shown so replaced',
    blocks: [block('falphabeta', T.FALPHABETA)],
  },
  palphabeta: {
    cite: 'Muszycka 1985, §2.3 (Palphabeta); its tests call falphabeta (§2.3), its re-searches alphabeta (§2.2)',
    blocks: [block('palphabeta', T.PALPHABETA), block('falphabeta', T.FALPHABETA), block('alphabeta', T.ALPHABETA)],
  },
  pvs: { cite: 'Muszycka 1985, §2.4 (PVS, negamax framework); the cut-off test as printed', blocks: [block('pvs', T.PVS)] },
  scout: { cite: 'Muszycka 1985, §2.5 (Scout and Test, negamax framework)', blocks: [block('scout', T.SCOUT), block('test', T.TEST)] },
  'scout-testm': {
    cite: 'Muszycka 1985, §2.5 (Scout) calling Campbell and Marsland’s testm (Appendix 1) in place of test',
    blocks: [block('scout', T.SCOUT), block('testm', T.TESTM)],
  },
  'scout-cm': {
    cite: 'Muszycka 1985, Appendix 1: the Campbell–Marsland Scout, §2.5 with line 9 replaced; its tests call alphabeta (§2.2)',
    blocks: [block('scout', T.SCOUT_CM), block('alphabeta', T.ALPHABETA)],
  },
  'scout-pearl': {
    cite: 'Muszycka 1985, Appendix 1 (Scout and Test, minimax framework, after Pearl), as printed; the core runs Pearl’s logic (MAX: evaluate when TEST(>) holds; MIN: when TEST(≥) fails)',
    blocks: [block('scout', T.SCOUT_PEARL), block('test', T.TEST_PEARL)],
  },
  sss: {
    cite: 'Muszycka 1985, §2.6 (SSS*, minimax framework): the algorithm’s steps and procedure gamma',
    blocks: [block('steps', T.SSS_STEPS), block('gamma', T.GAMMA)],
  },
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

// The core's routines (Call.routine), and SSS*'s steps and gamma, and the block each one's text is in.
const BLOCK = {
  branch_and_bound: 'branchandbound',
  alphabeta: 'alphabeta',
  falphabeta: 'falphabeta',
  palphabeta: 'palphabeta',
  pvs: 'pvs',
  scout: 'scout',
  scout_cm: 'scout',
  scout_minimax: 'scout',
  test: 'test',
  testm: 'testm',
  test_minimax: 'test',
  steps: 'steps',
  gamma: 'gamma',
};

// The thesis' line numbers of each routine: where it generates the sons (enter), reads
// staticvalue, calls its first son, tests a later son, takes the test's result, re-searches,
// cuts off, returns after a cut-off and returns at the end (the keys of calls.js's `where`).
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
  // SSS*: step 1 puts the root on OPEN; each pass of steps 2-4 is a branch of gamma (its Γ case).
  steps: { start: 1 },
  gamma: { live_leaf: 6, live_min: 10, live_max: 13, solved_min: 16, solved_max_last: 21, solved_max_next: 23 },
};

/** The line of listing `L` of a point (`key`) of a routine's text (null: the first line). */
function lineAt(L, routine, key) {
  return routine ? lineOf(L, BLOCK[routine], LINES[routine][key]) : 0;
}

/**
 * The code panel's reading of step `st` (ThesisStepper.stateAt(k): the step-through's one
 * fold of the trace, see calls.js) for procedure `proc`: `{line, frame, returned, tested}`,
 * `frame` a copy of the running call; for SSS*, `{line, gamma, inserted, len, step,
 * evaluated}` (the step the last open event applied).
 */
export function thesisLive(proc, st) {
  const L = THESIS_LISTINGS[proc];
  if (proc === 'sss')
    return {
      frame: null,
      returned: null,
      tested: null,
      line: lineAt(L, st.sssWhere, st.sssKey),
      gamma: st.gamma,
      inserted: st.sss.inserted,
      len: st.sss.len,
      step: st.openStep,
      evaluated: st.sss.evaluated,
    };
  const top = st.stack.at(-1);
  const e = st.event;
  const returned = e?.type === 'return' ? { at: e.at, value: e.value, routine: st.doneRoutine } : null;
  const tested = e?.type === 'test_result' ? { at: e.at, outcome: e.outcome, routine: st.doneRoutine } : null;
  return { frame: top ? { ...top } : null, returned, tested, line: lineAt(L, st.where, st.whereKey) };
}
