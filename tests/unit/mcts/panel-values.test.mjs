// The Monte Carlo tree search panel's own numbers (www/mcts/panel.js): the minimax value of
// every position, read from the shape, against the core (F0's value of the root and its
// optimal moves, from GameTree.counts and GameTree.mcts) on seeded random trees; and the
// plot's iteration counts (ascending, from 1 to the run's, within the core's bound).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minimaxValues, pointsFor } from '../../../www/mcts/panel.js';
import { GameTree } from '../wasm.mjs';

test('minimaxValues gives F0’s value at the root and its optimal moves, on seeded random trees', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const t = GameTree.generate({ model: 'iid', lo: -9, hi: 9, degree: 2 + (seed % 3), height: 1 + (seed % 5), seed });
    try {
      const shape = t.shape();
      const v = minimaxValues(shape);
      const what = `seed ${seed}, tree ${t.text()}`;
      const f0 = t.counts(['F0'], { alpha: '-inf', beta: '+inf' }).F0;
      assert.equal(v[0], Number(f0.value), what);
      const run = t.mcts({ iterations: 1 });
      const optimal = shape.parent.map((p, id) => (p === 0 && v[id] === v[0] ? id : -1)).filter((id) => id > 0);
      assert.deepEqual(optimal, run.optimalMoves, what);
    } finally {
      t.free();
    }
  }
});

test('pointsFor: ascending whole counts from 1 to n, at most 61', () => {
  for (const n of [1, 2, 7, 500, 1000, 20_000]) {
    const p = pointsFor(n);
    assert.equal(p[0], 1);
    assert.equal(p.at(-1), n);
    assert.ok(p.length <= 61);
    p.forEach((x, i) => assert.ok(Number.isInteger(x) && (i === 0 || x > p[i - 1]), `${n}: ${p}`));
  }
});
