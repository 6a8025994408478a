// No credit without the work: what a check's summary (practice/session.js, the answer event's
// detail) and a learning system's score (lms/practice-lms.js checkScore, SPLICE and SCORM)
// say when the marks were reached by clicking until the page judged them right.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkScore } from '../../../www/lms/practice-lms.js';
import { StepRecord } from '../../../www/practice/feedback-mode.js';
import { summary } from '../../../www/practice/session.js';
import { core } from '../wasm.mjs';

const SPEC = 'prune.F2.s5.d3h4.random.v-9..9';

/** The exercise, its expected cut-off roots and every terminal's Dewey name. */
function exercise() {
  const ex = core.exerciseGenerate(SPEC);
  const g = core.GameTree.parse(ex.tree);
  const shape = g.shape();
  const expected = g.practiceExpected('prune', 'F2', { view: 'minimax' });
  const terminals = shape.dewey.filter((_, i) => shape.value[i] !== null);
  return { g, expected, terminals };
}

for (const mode of ['fix', 'continuous']) {
  test(`credit: ${mode}, clicking every terminal until the page has it right is not correct and scores no full marks`, () => {
    const { g, expected, terminals } = exercise();
    assert.equal(terminals.length, 81);
    const steps = new StepRecord(mode);
    const roots = new Set(expected.pruned);
    // Each click on a terminal: right first time only where the terminal is a cut-off root
    // itself; elsewhere wrong (fix: the page corrects it; continuous: the student undoes it).
    for (const d of terminals) {
      if (roots.has(d)) steps.judged(d, true);
      else if (mode === 'fix') steps.corrected(d);
      else steps.judged(d, false);
    }
    const r = g.practiceCheck('prune', 'F2', { view: 'minimax' }, expected);
    assert.equal(r.correct, true, 'the marks end up right');
    const s = summary(r, mode, steps.score(r));
    assert.equal(s.correct, false, `${mode}: ${s.score} of ${s.total}`);
    assert.ok(s.score < s.total);
    assert.ok(checkScore(s) < 1, `a learning system gets ${checkScore(s)}`);
  });
}

test('credit: an answer right at the first try is correct in every mode and scores 1', () => {
  const { g, expected } = exercise();
  const r = g.practiceCheck('prune', 'F2', { view: 'minimax' }, expected);
  for (const mode of ['end', 'continuous', 'fix']) {
    const steps = new StepRecord(mode);
    for (const d of expected.pruned) steps.judged(d, true);
    const s = summary(r, mode, steps.score(r));
    assert.deepEqual([s.correct, s.score, s.total], [true, r.total, r.total], mode);
    assert.equal(checkScore(s), 1, mode);
  }
});

test('credit: checkScore is the score over the total, 1 only when correct, 0 with nothing', () => {
  assert.equal(checkScore({ correct: false, score: 12, total: 13 }), 12 / 13);
  assert.equal(checkScore({ correct: false, score: 0, total: 13 }), 0);
  // A summary claiming every point without being correct never reports 1.
  assert.ok(checkScore({ correct: false, score: 13, total: 13 }) < 1);
  assert.equal(checkScore({ correct: true, score: 13, total: 13 }), 1);
  assert.equal(checkScore({ correct: true, score: 0, total: 0 }), 1);
  assert.equal(checkScore({ correct: false, score: 0, total: 0 }), 0);
});

test('credit: in every feedback mode, correct means every point, and only correct reports 1 (seeded)', async () => {
  const { rng } = await import('../rng.mjs');
  const r = rng(32);
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  for (let i = 0; i < 300; i++) {
    const ex = core.exerciseGenerate({ task: 'prune', proc: 'F2', seed: 1 + Math.floor(r() * 1e6), degree: pick([2, 3]), height: pick([3, 4]) });
    const g = core.GameTree.parse(ex.tree);
    const shape = g.shape();
    const expected = g.practiceExpected('prune', 'F2', { view: 'minimax' });
    // An answer: the expected one, or some of it and some stray marks.
    const stray = shape.dewey.filter(() => r() < 0.1);
    const answer = r() < 0.3 ? expected : { pruned: [...expected.pruned.filter(() => r() < 0.7), ...stray] };
    const check = g.practiceCheck('prune', 'F2', { view: 'minimax' }, answer);
    for (const mode of ['end', 'continuous', 'fix']) {
      const steps = new StepRecord(mode);
      for (const d of answer.pruned) steps.judged(d, r() < 0.8);
      const s = summary(check, mode, steps.score(check));
      const seed = `seed ${ex.spec.seed}, ${ex.text}, ${mode}, ${JSON.stringify(answer)}`;
      if (s.correct) assert.equal(s.score, s.total, seed);
      assert.equal(checkScore(s) === 1, s.correct || (s.total === 0 && s.correct), seed);
      assert.ok(s.score >= 0 && s.score <= s.total, seed);
    }
    g.free();
  }
});
