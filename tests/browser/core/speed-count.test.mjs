// GameTree.counts() (the counting path the browser benchmark times) gives the value and the
// counts of each procedure's run record for F0, F1 and F2, on seeded random trees with ties,
// negative values and terminals at mixed depths, and random windows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GameTree, KM, record } from '../support/core.mjs';

test('counts() equals the run records on random trees and windows', () => {
  const models = [{ model: 'iid', lo: -5, hi: 5 }, { model: 'nonuniform', lo: -9, hi: 9, q: [0.9, 0.7, 0.8], meanDegree: [3] }, { model: 'permutation' }];
  let checked = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const spec = { ...models[seed % models.length], degree: 2 + (seed % 3), height: 1 + (seed % 5), seed };
    const t = GameTree.generate(spec);
    try {
      const lo = ((seed * 7) % 11) - 6;
      const windows = [
        ['-inf', '+inf'],
        [lo, lo + 1 + (seed % 4)],
        ['-inf', lo],
        [lo, '+inf'],
      ];
      for (const [alpha, beta] of windows) {
        const got = t.counts(KM, { alpha, beta });
        for (const p of KM) {
          const w = record(t, p, { alpha, beta });
          const c = got[p];
          const where = `seed ${seed} ${JSON.stringify(spec)} ${p} (${alpha}, ${beta}) tree ${t.text()}`;
          assert.equal(c.value, w.value, where);
          assert.equal(c.exact, w.exact, where);
          assert.deepEqual(c.counts, w.counts, where);
          checked += 1;
        }
      }
    } finally {
      t.free();
    }
  }
  assert.equal(checked, 60 * 4 * KM.length);
});

test('counts() refuses a bad procedure or window with a message and leaves the tree usable', () => {
  const t = GameTree.parse('((3 1 4) (1 5 9) (2 6 5))');
  assert.throws(() => t.counts(['F9']), /F9/);
  assert.throws(() => t.counts(['F2'], { alpha: 3, beta: 3 }), /alpha/);
  assert.equal(t.counts(['F2']).F2.value, 2); // max(min(3,1,4), min(1,5,9), min(2,6,5))
  t.free();
});
