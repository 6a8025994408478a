import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../wasm.mjs';
import { defaults, readFragment, writeFragment } from '../../../www/state/url-state.js';

test('practice link: mode, task, exercise, set and hide read back', async () => {
  const S = { ...defaults(), view: 'minimax', practice: { mode: 'practice', task: 'values', ex: 'values.F2.s123.d3h4.good.v-9..9', set: 'prune.F2.s1.d2h3.random.v-9..9,window.F2.s2.d3h3.good.v-5..5', hide: true } };
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
