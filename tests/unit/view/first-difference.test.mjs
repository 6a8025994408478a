// The first difference of two runs (www/view/first-difference.js): the first position in
// Dewey order that exactly one of them examines, on random trees of every shape, against the
// smallest such Dewey name found by sorting.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shapeOf } from '../../../www/core/current-tree.js';
import { firstDifference } from '../../../www/view/first-difference.js';
import { GameTree, record } from '../wasm.mjs';

const firstChildren = (shape) => {
  const first = new Int32Array(shape.parent.length).fill(-1);
  for (let i = shape.parent.length - 1; i > 0; i--) first[shape.parent[i]] = i;
  return first;
};
const deweyKey = (d) => (d === '' ? [] : d.split('.').map(Number));
const deweyLess = (x, y) => {
  const [p, q] = [deweyKey(x), deweyKey(y)];
  for (let i = 0; i < Math.min(p.length, q.length); i++) if (p[i] !== q[i]) return p[i] < q[i];
  return p.length < q.length;
};

test('the first position in Dewey order examined by one run and not the other', () => {
  let found = 0;
  for (let seed = 1; seed <= 12; seed++) {
    const g = GameTree.generate({ model: 'random-shape', maxDegree: 4, maxDepth: 6, seed, lo: -9, hi: 9 });
    const shape = shapeOf(g);
    const first = firstChildren(shape);
    for (const [a, b] of [
      ['F0', 'F1'],
      ['F1', 'F2'],
      ['F2', 'F0'],
    ]) {
      const ea = record(g, a, {}).status.map((s) => s === 'examined');
      const eb = record(g, b, {}).status.map((s) => s === 'examined');
      let want = null;
      for (let i = 0; i < ea.length; i++) if (ea[i] !== eb[i] && (want === null || deweyLess(shape.dewey[i], shape.dewey[want]))) want = i;
      const got = firstDifference(shape, first, ea, eb);
      assert.equal(got, want ?? -1, `seed ${seed}, ${a} against ${b}`);
      if (want !== null) found++;
    }
    g.free();
  }
  assert.ok(found > 10, `differences found on ${found} pairs`);
});

test('the same run has no first difference', () => {
  const g = GameTree.example('pi');
  const shape = shapeOf(g);
  const e = record(g, 'F2', {}).status.map((s) => s === 'examined');
  assert.equal(firstDifference(shape, firstChildren(shape), e, e), -1);
  g.free();
});
