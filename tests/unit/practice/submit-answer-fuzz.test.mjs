// Fuzzing the practice check with hostile answers (hostile-answers.mjs), over the call
// submitAnswer makes on the element and the page (practice/session.js: the core's
// GameTree.practiceCheck(task, proc, options, answer), with the options the session builds:
// the view, the window for the window task or a window other than (-inf, +inf), the step for
// the next task). Seeded exercises of every task and several procedures.
//
//   node --test tests/unit/practice/submit-answer-fuzz.test.mjs              (npm test: 5,000 answers)
//   FUZZ_SUBMIT_CALLS=100000 FUZZ_SUBMIT_SEED=7 node --test tests/unit/practice/submit-answer-fuzz.test.mjs

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rng } from '../rng.mjs'; // mulberry32, seeded: a failure replays from its seed
import { core } from '../wasm.mjs';
import { hostileAnswer, judge } from './hostile-answers.mjs';

const CALLS = Number(process.env.FUZZ_SUBMIT_CALLS ?? 5000);
const SEED = Number(process.env.FUZZ_SUBMIT_SEED ?? 1);
const TASKS = ['prune', 'values', 'window', 'next', 'order'];
const PROCS = ['F2', 'F1', 'F0', 'pvs', 'scout', 'sss', 'alphabeta', 'mn-alphabeta'];

/** A seeded exercise with its expected answers: the checks submitAnswer makes, ready to call. */
export function exercise(r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  for (;;) {
    const task = pick(TASKS);
    const proc = pick(PROCS);
    const seed = 1 + Math.floor(r() * 1e6);
    let ex;
    try {
      ex = core.exerciseGenerate({ task, proc, seed, degree: pick([2, 3, 4]), height: pick([3, 4, 5]), view: pick(['minimax', 'negamax']) });
    } catch {
      continue; // a procedure the task does not take
    }
    const g = core.GameTree.parse(ex.tree);
    const options = { view: ex.spec.view };
    if (task === 'window') Object.assign(options, { alpha: ex.spec.alpha, beta: ex.spec.beta });
    if (task === 'next') options.step = Math.floor(r() * 12);
    let expected;
    try {
      expected = g.practiceExpected(task, proc, options);
    } catch {
      g.free();
      continue; // a step past the end of the trace
    }
    const others = TASKS.filter((t) => t !== task).flatMap((t) => {
      try {
        return [g.practiceExpected(t, 'F2', { view: options.view, alpha: -3, beta: 3, step: 0 })];
      } catch {
        return [];
      }
    });
    const full = g.practiceCheck(task, proc, options, expected);
    return { g, task, proc, options, expected, others, full, text: ex.text };
  }
}

/** One check through the core's call, judged (hostile-answers.mjs `judge`). */
export function checkOne(x, h) {
  try {
    return judge(x, h, { result: x.g.practiceCheck(x.task, x.proc, x.options, h.answer) });
  } catch (e) {
    return judge(x, h, { error: { trap: e instanceof WebAssembly.RuntimeError, isError: e instanceof Error, message: String(e?.message ?? e) } });
  }
}

/** Runs the loop once (memoized: the three tests read the same run). */
let run = null;
function fuzz() {
  if (run) return run;
  const r = rng(SEED);
  const seen = { refused: 0, right: 0, wrong: 0 };
  const first = new Map(); // kind -> [count, first message]
  let x = null;
  for (let i = 0; i < CALLS; i++) {
    if (i % 20 === 0) {
      x?.g.free();
      x = exercise(r);
    }
    const { outcome, broken } = checkOne(x, hostileAnswer(r, x.task, x.expected, x.others));
    seen[outcome] += 1;
    for (const [kind, message] of broken) {
      const got = first.get(kind) ?? [0, `call ${i}, seed ${SEED}: ${message}`];
      got[0] += 1;
      first.set(kind, got);
    }
  }
  x?.g.free();
  return (run = { seen, first });
}

const broken = (kind) => {
  const got = fuzz().first.get(kind);
  return got ? `${got[0]} of ${CALLS} answers; the first: ${got[1]}` : null;
};

test(`submitAnswer fuzz: ${CALLS} hostile answers are graded or refused with an Error, never a trap; scores within 0..total`, (t) => {
  const { seen, first } = fuzz();
  t.diagnostic(`seed ${SEED}: ${JSON.stringify(seen)}; broken: ${JSON.stringify(Object.fromEntries([...first].map(([k, [n]]) => [k, n])))}`);
  assert.ok(seen.refused > 0 && seen.wrong > 0, `answers were refused and graded (${JSON.stringify(seen)})`);
  assert.equal(broken('crash'), null);
  assert.equal(broken('score'), null);
});

// The grading itself, through submitAnswer's call. A worse order visits more positions, so
// the order task could count more points right than a best order earns (practice/order.rs
// caps them); an infinite value was once within the values task's tolerance of any value.
test('submitAnswer fuzz: no answer scores more than the correct answer', () => {
  assert.equal(broken('above'), null);
});

test('submitAnswer fuzz: no infinite, NaN or garbage value is graded right where the expected value differs', () => {
  assert.equal(broken('garbage'), null);
});
