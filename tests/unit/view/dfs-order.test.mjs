// The table view's and the ARIA tree's depth-first order against the order of the Dewey
// names the core gives each position (a position before its successors, successors left to
// right), on random shapes made by the core; the seed and the tree are printed on failure.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dfsOrder } from '../../../www/view/dfs-order.js';
import { GameTree } from '../wasm.mjs';

/** Dewey names compared part by part, as numbers (1.10 after 1.9; a prefix first). */
function deweyCompare(a, b) {
  const x = a === '' ? [] : a.split('.').map(Number);
  const y = b === '' ? [] : b.split('.').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

test('dfsOrder: the positions in the order of their Dewey names; rank inverts order', () => {
  for (let seed = 1; seed <= 30; seed++) {
    const t = GameTree.generate({ model: 'random-shape', maxDegree: 12, maxDepth: 4, lo: -9, hi: 9, seed });
    try {
      const shape = t.shape();
      const dewey = shape.parent.map((_, i) => t.deweyOf(i));
      const { order, rank } = dfsOrder(shape);
      const want = dewey
        .map((d, i) => [d, i])
        .sort((a, b) => deweyCompare(a[0], b[0]))
        .map(([, i]) => i);
      assert.deepEqual(Array.from(order), want, `seed ${seed}, tree ${t.text()}`);
      for (let k = 0; k < order.length; k++) assert.equal(rank[order[k]], k, `seed ${seed}`);
    } finally {
      t.free();
    }
  }
});
