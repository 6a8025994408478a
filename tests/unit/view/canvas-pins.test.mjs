// The pinned path (view/canvas-pins.js) draws each ancestor as the tree does: Max's square,
// Min's circle, by who moves. On a tree with chance positions that is the core's
// (chanceShape's role: a chance position does not change who moves, Ballard 1983), not the
// level's parity: a Min position two levels below the root, under a chance position, is a
// circle, and the chance position keeps its inner circle.
import '../i18n/english.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chancePartsOf } from '../../../www/families/chance/shape.js';
import { drawPins, pinsOf } from '../../../www/view/canvas-pins.js';
import { halfWidth, R, radius } from '../../../www/view/layout.js';
import { GameTree } from '../wasm.mjs';

/** A 2D context that records the outlines drawn: rect's and arc's arguments. */
function recorder() {
  const calls = [];
  const ctx = new Proxy(
    {},
    {
      get: (_, name) => (name === 'rect' || name === 'arc' ? (...a) => calls.push([name, ...a]) : () => {}),
      set: () => true,
    },
  );
  return { ctx, calls };
}

/** The pins above the first terminal of `text`, every ancestor far left of the box, and what they draw. */
function pinned(text) {
  const g = GameTree.parse(text);
  try {
    const s = g.shape();
    const shape = { parent: Int32Array.from(s.parent), depth: Int32Array.from(s.depth), chance: chancePartsOf(g) };
    const n = shape.parent.length;
    const leaf = [...Array(n).keys()].find((i) => !shape.parent.includes(i));
    // Every position far left of the box but the leaf, each at its level's height.
    const pos = { x: Float64Array.from({ length: n }, (_, i) => (i === leaf ? 400 : -5000)), y: Float64Array.from(shape.depth, (d) => 40 + 60 * d) };
    const t = { k: 1, x: 0, y: 0 };
    const pins = pinsOf({ shape, pos, model: { labels: [] }, t, w: 800, h: 600, focus: leaf });
    const { ctx, calls } = recorder();
    const style = () => ({ stroke: '#000', width: 1, dash: [], fill: '#fff' });
    drawPins(ctx, pins, {
      shape,
      model: { labels: [] },
      k: 1,
      theme: { font: 'sans-serif', fg: '#000', muted: '#777' },
      at: (i) => pins.find((p) => p.id === i) ?? { x: 400, y: pos.y[i] },
      edgeStyle: style,
      nodeStyle: style,
    });
    const squares = (p) => calls.filter(([f, x, y, w]) => f === 'rect' && x + w / 2 === p.x && y + R === p.y).length;
    const circles = (p) => calls.filter(([f, x, y]) => f === 'arc' && x === p.x && y === p.y).length;
    return { pins, role: shape.chance?.role, squares, circles };
  } finally {
    g.free();
  }
}

test('a Min position below a chance position is pinned as Min (a circle), not by its level', () => {
  // Max -> chance -> Min -> terminals (Ballard's *-minimax tree; the chance level does not
  // change who moves): the first terminal's ancestors are 3 (Min, level 2), 1 (chance), 0 (Max).
  const { pins, role, squares, circles } = pinned('([1/2:(3 5) 1/2:(2 9)] [(4 1) (6 0)])');
  assert.deepEqual(
    pins.map((p) => p.id),
    [3, 1, 0],
  );
  assert.deepEqual([role[3], role[1] >= 2, role[0]], [1, true, 0], 'the core: Min, chance (2 or 3), Max');
  const [min, chance, max] = pins;
  assert.equal(min.half, radius(''), 'the Min pin has a circle’s half-width');
  assert.equal(squares(min), 0, 'the Min position is not drawn as a square');
  assert.equal(circles(min), 1, 'it is a circle');
  assert.equal(circles(chance), 2, 'the chance position: a circle with its inner circle');
  assert.equal(squares(max), 1, 'the root (Max) is a square');
  assert.equal(max.half, halfWidth(''));
});

test('without chance positions the pins follow the levels, as before', () => {
  const { pins, squares, circles } = pinned('(((3 5) (2 9)) ((4 1) (6 0)))');
  assert.deepEqual(
    pins.map((p) => [p.id, squares(p), circles(p)]),
    [
      [3, 1, 0],
      [1, 0, 1],
      [0, 1, 0],
    ],
  );
});
