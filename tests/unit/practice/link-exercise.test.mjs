// A link's exercise and exercise set, checked with the core before the page uses them
// (www/practice/link-exercise.js).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLinkPractice, runnableText } from '../../../www/practice/link-exercise.js';
import { readFragment } from '../../../www/state/url-state.js';
import { core } from '../wasm.mjs';

const check = (hash, c = core) => {
  const { state, problems } = readFragment(hash);
  checkLinkPractice(c, state, problems);
  return { state, problems };
};

test('link exercise: the next task with a procedure it does not step through gets F2, said; the exercise sets task, procedure and view', () => {
  for (const proc of ['sss', 'mn-minimax', 'scout']) {
    const { state, problems } = check(`#mode=practice&ex=next.${proc}.s1.d3h4.good.v-9..9`);
    assert.equal(state.practice.ex, 'next.F2.s1.d3h4.good.v-9..9');
    assert.equal(state.practice.task, 'next');
    assert.equal(state.proc, 'F2');
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], new RegExp(`^the exercise \\(ex=\\): the next task does not step through ${proc}.*; this exercise steps through F2$`));
  }
  const ok = check('#mode=practice&task=prune&ex=values.pvs.s3.d2h3.random.v-9..9.negamax');
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.state.practice.task, 'values', "the exercise's task, not the link's task=");
  assert.equal(ok.state.proc, 'pvs');
  assert.equal(ok.state.view, 'negamax');
  assert.equal(runnableText(core, 'next.alphabeta.s1.d2h3.random.v-9..9'), 'next.alphabeta.s1.d2h3.random.v-9..9', 'a procedure with a running m stays');
});

test('link exercise: the page does not lean on the core refusing such a spec, nor on it accepting it', () => {
  // A core that refuses next.sss... itself (as a stricter core does): the page never asks it.
  const strict = {
    ...core,
    exerciseGenerate: (t) =>
      /^next\.(sss|scout|mn-minimax)/.test(String(t))
        ? (() => {
            throw new Error('refused');
          })()
        : core.exerciseGenerate(t),
    exerciseSet: core.exerciseSet,
  };
  const { state, problems } = check('#mode=practice&ex=next.sss.s1.d3h4.good.v-9..9', strict);
  assert.equal(state.practice.ex, 'next.F2.s1.d3h4.good.v-9..9');
  assert.equal(problems.length, 1);
});

test('link exercise: what the core refuses is named and dropped (ex=, or the whole set=)', () => {
  const big = check('#mode=practice&ex=prune.F2.s1.d4000000h5000.good.v-9..9');
  assert.equal(big.state.practice.ex, null);
  assert.match(big.problems.join(' '), /^the exercise \(ex=\) was not used: .*degree must be 2, 3 or 4 \(got 4000000\)/);
  const seed = check('#mode=practice&ex=prune.F2.s1234567890123456789012345.d3h4.good.v-9..9');
  assert.equal(seed.state.practice.ex, null);
  assert.match(seed.problems.join(' '), /a seed is 's' and a whole number/);
  const set = check('#mode=practice&set=prune.F2.s1.d3h4.good.v-9..9,prune.F2.s1.d9h9.good.v-9..9');
  assert.equal(set.state.practice.set, null);
  assert.match(set.problems.join(' '), /^the exercise set \(set=\) was not used: exercise 2 of 2: .*degree must be 2, 3 or 4 \(got 9\)/);
  const mixed = check('#mode=practice&set=prune.sss.s1.d3h4.good.v-9..9,next.scout.s2.d2h3.random.v-9..9');
  assert.equal(mixed.state.practice.set, 'prune.sss.s1.d3h4.good.v-9..9,next.F2.s2.d2h3.random.v-9..9');
  assert.match(mixed.problems.join(' '), /^exercise 2 of the set \(set=\): the next task does not step through scout/);
});
