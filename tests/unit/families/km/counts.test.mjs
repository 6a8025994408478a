// kmCounts() (the counts the page makes on every edit, by the core's counting path) says
// what compareCounts() (three recording runs) says, but the status per position, for F0, F1
// and F2 on seeded random trees with ties, negative values and terminals at mixed depths,
// and random windows (with F2's aspiration and window effect when the window is not full);
// examinedFlags() (the search alone) marks exactly the positions the run record says examined.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameTree } from '../../wasm.mjs';

test('kmCounts() equals compareCounts() without the status, and examinedFlags() the record\'s examined positions, on random trees and windows', () => {
  const models = [
    { model: 'iid', lo: -5, hi: 5 },
    { model: 'nonuniform', lo: -9, hi: 9, q: [0.9, 0.7, 0.8], meanDegree: [3] },
    { model: 'permutation' },
  ];
  let checked = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const spec = { ...models[seed % models.length], degree: 2 + (seed % 3), height: 1 + (seed % 5), seed };
    const t = GameTree.generate(spec);
    try {
      const lo = ((seed * 7) % 11) - 6;
      for (const [alpha, beta] of [['-inf', '+inf'], [lo, lo + 1 + (seed % 4)], ['-inf', lo], [lo, '+inf']]) {
        const want = t.compareCounts(alpha, beta);
        const got = t.kmCounts(alpha, beta);
        for (const p of ['F0', 'F1', 'F2']) {
          const { status, ...rest } = want[p];
          assert.equal(status.length, t.size());
          assert.deepEqual(got[p], rest, `seed ${seed} ${JSON.stringify(spec)} ${p} (${alpha}, ${beta}) tree ${t.text()}`);
          const flags = t.examinedFlags(p, alpha, beta);
          const record = t.run(p, { alpha, beta });
          assert.deepEqual(Array.from(flags, (x) => x === 1), record.status.map((s) => s === 'examined'), `examinedFlags: seed ${seed} ${p} (${alpha}, ${beta}) tree ${t.text()}`);
          checked += 1;
        }
      }
    } finally {
      t.free();
    }
  }
  assert.equal(checked, 60 * 4 * 3);
});
