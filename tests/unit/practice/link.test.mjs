import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../wasm.mjs';
import '../i18n/english.mjs'; // the messages, in English (the link's notices are t()'s)
import { defaults, readFragment, writeFragment } from '../../../www/state/url-state.js';

test('practice link: mode, task, exercise, set and hide read back', async () => {
  const S = {
    ...defaults(),
    view: 'minimax',
    practice: {
      mode: 'practice',
      task: 'values',
      ex: 'values.F2.s123.d3h4.good.v-9..9',
      set: 'prune.F2.s1.d2h3.random.v-9..9,window.F2.s2.d3h3.good.v-5..5',
      hide: true,
      feedback: 'continuous',
      fresh: true,
      attempts: 5,
      answers: 'after-attempts',
      hintcost: 25,
      pass: 80,
    },
  };
  const hash = await writeFragment(S, '(1,2)');
  const { state, problems } = readFragment(hash);
  assert.deepEqual(problems, []);
  assert.deepEqual(state.practice, S.practice);
});

test('practice link: practice mode defaults to the minimax view; explore mode writes nothing', async () => {
  assert.equal(readFragment('#mode=practice').state.view, 'minimax');
  assert.equal(readFragment('#mode=practice&view=negamax').state.view, 'negamax');
  const hash = await writeFragment(defaults(), '(1,2)');
  assert.ok(!hash.includes('mode='));
});

test('practice link: an unknown task or mode is reported, not used', () => {
  const { state, problems } = readFragment('#mode=quiz&task=guess');
  assert.equal(state.practice.mode, 'explore');
  assert.equal(state.practice.task, 'prune');
  assert.equal(problems.length, 2);
  assert.match(problems.join(' '), /unknown task 'guess'/);
});

test('practice link: feedback, fresh and attempts read back; bad values fall back with a note', async () => {
  for (const mode of ['end', 'continuous', 'fix']) {
    const S = { ...defaults(), view: 'minimax', practice: { ...defaults().practice, mode: 'practice', feedback: mode } };
    const hash = await writeFragment(S, '(1,2)');
    assert.equal(hash.includes('feedback='), mode !== 'end', hash); // end is the default: not written
    assert.equal(readFragment(hash).state.practice.feedback, mode);
  }
  const { state, problems } = readFragment('#mode=practice&feedback=sometimes&attempts=0&fresh=1');
  assert.equal(state.practice.feedback, 'end');
  assert.equal(state.practice.attempts, null);
  assert.equal(state.practice.fresh, true);
  assert.equal(problems.length, 2, problems.join(' | '));
  assert.match(problems[0], /unknown feedback 'sometimes' \(end, continuous, fix\)/);
  assert.match(problems[1], /attempts= must be a whole number from 1 to 20, not '0'/);
  for (const bad of ['21', '-3', '1e9', 'x', '2.5', '0005', ''])
    assert.equal(readFragment(`#mode=practice&attempts=${bad}`).state.practice.attempts, null, bad);
  assert.equal(readFragment('#mode=practice&attempts=20').state.practice.attempts, 20);
  // Explore mode: the keys are named as used only in practice mode.
  const ex = readFragment('#feedback=fix&fresh=1&attempts=3');
  assert.equal(ex.state.practice.feedback, 'end');
  assert.match(ex.problems.join(' '), /feedback=, fresh=, attempts= are used only in practice mode/);
});

test("practice link: a package's answers=, hintcost= and pass= read back; bad ones are noted and not used", () => {
  const { state, problems } = readFragment('#mode=practice&answers=never&hintcost=10&pass=75');
  assert.deepEqual([state.practice.answers, state.practice.hintcost, state.practice.pass], ['never', 10, 75]);
  assert.deepEqual(problems, []);
  const bad = readFragment('#mode=practice&answers=sometimes&hintcost=101&pass=1e300');
  assert.deepEqual([bad.state.practice.answers, bad.state.practice.hintcost, bad.state.practice.pass], ['always', 0, null]);
  assert.equal(bad.problems.length, 3);
  assert.match(bad.problems.join(' '), /unknown answers= 'sometimes'/);
  assert.match(bad.problems.join(' '), /pass= must be a whole percentage/);
});
