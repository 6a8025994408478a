// What a window saves, as the window panel names it (www/view/page-paint.js, windowEffect):
// found among the window's saved set when the picture carries it (a step of a big tree no
// longer reads every lazy status), it is the same as read from every status — at every few
// steps of F2 with a narrow window, on trees of every shape, eager and lazy pictures alike.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shapeOf } from '../../../www/core/current-tree.js';
import { KmStepper } from '../../../www/families/km/stepper.js';
import { windowEffect } from '../../../www/view/page-paint.js';
import { eagerStep, lazyStep } from '../../../www/view/paint.js';
import { GameTree, record } from '../wasm.mjs';

test('the saved positions found from the saved set are those read from every status', () => {
  let saved = 0;
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const g = GameTree.generate({ model: 'random-shape', maxDegree: 4, maxDepth: 6, seed, lo: -9, hi: 9 });
    const shape = shapeOf(g);
    const n = shape.parent.length;
    const value = record(g, 'F0', {}).value;
    const rec = record(g, 'F2', { alpha: value - 1, beta: value + 1, trace: true, analysis: true });
    const sets = { saved: new Set(rec.windowEffect?.saved ?? []), extra: new Set(rec.windowEffect?.extra ?? []) };
    const stepper = new KmStepper(rec.trace, n);
    for (let k = 0; k <= stepper.length; k += Math.max(1, Math.floor(stepper.length / 17))) {
      for (const paint of [eagerStep, lazyStep]) {
        const m = paint(shape, stepper.stateAt(k), 'negamax', sets);
        assert.ok('savedIds' in m);
        const fast = windowEffect(m, shape.parent);
        const { savedIds, ...plain } = m;
        const slow = windowEffect(plain, shape.parent);
        assert.deepEqual(fast, slow, `seed ${seed}, step ${k}`);
        saved += fast.saved.length;
      }
    }
    g.free();
  }
  assert.ok(saved > 0, 'some steps show saved positions');
});
