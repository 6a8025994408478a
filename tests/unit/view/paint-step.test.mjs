// A step's picture of a big tree is made lazily (www/view/paint.js, lazyStep): each status and
// label when first read. It must be the picture the eager pass makes, position by position.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shapeOf } from '../../../www/core/current-tree.js';
import { KmStepper } from '../../../www/families/km/stepper.js';
import { eagerStep, lazyStep } from '../../../www/view/paint.js';
import { GameTree } from '../wasm.mjs';

test('lazy step pictures equal the eager ones at every few steps, in both views', () => {
  for (const spec of [
    { model: 'random-shape', maxDegree: 5, maxDepth: 7, seed: 4, lo: -9, hi: 9 },
    { model: 'iid', degree: 4, height: 5, seed: 3, lo: -5, hi: 5 },
  ]) {
    const g = GameTree.generate(spec);
    const shape = shapeOf(g);
    const n = shape.parent.length;
    const rec = g.run('F2', { trace: true });
    const stepper = new KmStepper(rec.trace, n);
    assert.ok(stepper.length > 10, `${stepper.length} steps`);
    for (let k = 0; k <= stepper.length; k += Math.max(1, Math.floor(stepper.length / 23))) {
      for (const view of ['negamax', 'minimax']) {
        const state = stepper.stateAt(k);
        const a = eagerStep(shape, state, view);
        // Read the lazy one in an order that is not top-down (deepest ids first).
        const b = lazyStep(shape, state, view);
        for (let i = n - 1; i >= 0; i--) {
          assert.equal(b.status[i], a.status[i], `step ${k}, status of ${i}`);
          assert.equal(b.labels[i], a.labels[i], `step ${k}, label of ${i}`);
        }
        assert.deepEqual(b.cuts, a.cuts);
        assert.deepEqual([...b.active], [...a.active]);
        assert.equal(b.current, a.current);
      }
    }
    g.free();
  }
});
