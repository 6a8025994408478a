// The canvas renderer clips each edge to the screen before stroking it (a dashed edge
// millions of pixels long took Chromium seconds to stroke: the 199,999-wide hostile link).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clipped } from '../../../www/view/canvas-paint.js';

const near = (got, want) => {
  assert.ok(got, 'expected a segment');
  got.forEach((v, i) => assert.ok(Math.abs(v - want[i]) < 1e-9, `${got} vs ${want}`));
};

test('a segment inside the screen is kept whole', () => {
  near(clipped(10, 10, 100, 50, 200, 100), [10, 10, 100, 50]);
});

test('a segment leaving the screen ends at its edge (plus the 8 px margin)', () => {
  near(clipped(100, 50, 10_100, 50, 200, 100), [100, 50, 208, 50]);
  near(clipped(100, 0, 100 + 1e7, 64, 1366, 768), [100, 0, 1374, (1274 / 1e7) * 64]);
  near(clipped(-5000, 50, 100, 50, 200, 100), [-8, 50, 100, 50]);
});

test('a segment wholly off the screen is dropped', () => {
  assert.equal(clipped(300, 10, 400, 20, 200, 100), null);
  assert.equal(clipped(10, 200, 50, 300, 200, 100), null);
  assert.equal(clipped(-100, -100, -50, 500, 200, 100), null);
});

test('a fan of 199,998 edges out of one parent lands on a few hundred pixels', () => {
  const seen = new Set();
  for (let i = 0; i < 199_998; i++) {
    const seg = clipped(683, 40, i * 40 - 20, 104, 1366, 768);
    if (seg) seen.add(`${Math.round(seg[2])},${Math.round(seg[3])}`);
  }
  assert.ok(seen.size < 200, `${seen.size} distinct ends`);
});
