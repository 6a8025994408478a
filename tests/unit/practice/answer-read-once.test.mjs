// The practice calls read each field of an answer (and of options) once: the size check and
// the copy that follows read the same values. Before, practiceCheck read `pruned` twice, so
// a getter answering small to the check and huge to the copy blocked the page for 53 s or
// trapped the module.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { core } from '../wasm.mjs';

test('practiceCheck: a getter is read once, and the check is of what it gave', () => {
  const g = core.GameTree.parse('((3 1 4) (1 5 9) (2 6 5))');
  let reads = 0;
  const answer = {
    get pruned() {
      reads++;
      return reads === 1 ? ['2.2', '2.3'] : Array.from({ length: 100000 }, () => '9.9.9');
    },
  };
  const r = g.practiceCheck('prune', 'F2', { view: 'minimax' }, answer);
  assert.equal(reads, 1);
  assert.deepEqual([r.correct, r.score, r.total], [true, 2, 2]);
  let optionReads = 0;
  const options = {
    get view() {
      optionReads++;
      return optionReads === 1 ? 'minimax' : 'x'.repeat(1 << 20);
    },
  };
  g.practiceCheck('prune', 'F2', options, { pruned: [] });
  assert.equal(optionReads, 1);
  g.free();
});

test('practiceCheck: an answer over the size bound is refused before anything is copied', () => {
  const g = core.GameTree.parse('((3 1 4) (1 5 9) (2 6 5))');
  const huge = { pruned: Array.from({ length: 17 << 20 }, () => 0) };
  assert.throws(() => g.practiceCheck('prune', 'F2', {}, huge), /too large/);
  g.free();
});
