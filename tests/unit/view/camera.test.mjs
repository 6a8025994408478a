// The tree view's camera (www/view/camera.js) on seeded random layouts: each transform is
// checked by what it must do on screen (the whole tree inside the box, a position at the
// centre or in view, a point that stays under the pointer), not against a copy of its sums.
// A failure prints the seed and the shape.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  around,
  centredOn,
  FOLLOW_KMIN,
  fitView,
  followView,
  glideAt,
  homeZoom,
  KMIN,
  preferredHeight,
  READ_KMIN,
  revealView,
  TARGET,
  tapZoomNeeded,
  WHOLE_KMIN,
  wholeShown,
  wholeView,
  wholeWidth,
  zoomAbout,
} from '../../../www/view/camera.js';
import { linearLayout, R, ROW_DY, tidyLayout } from '../../../www/view/layout.js';
import { rng } from '../rng.mjs';

/** A random shape with breadth-first ids (as the core gives them): degrees 0-maxDegree,
 *  terminals at mixed depths, values negative and positive. */
function randomShape(seed, maxDegree = 5, maxDepth = 4) {
  const r = rng(seed);
  const parent = [-1];
  const depth = [0];
  const degree = [];
  for (let i = 0; i < parent.length; i++) {
    const d = depth[i] < maxDepth && (i === 0 || r() < 0.7) ? 1 + Math.floor(r() * maxDegree) : 0;
    degree.push(d);
    for (let j = 0; j < d; j++) {
      parent.push(i);
      depth.push(depth[i] + 1);
    }
  }
  const value = degree.map((d) => (d === 0 ? Math.floor(r() * 41) - 20 : null));
  return { parent, depth, degree, value };
}

const where = (seed, shape) => `seed ${seed}, parents ${JSON.stringify(shape.parent)}`;
/** Where tree point (u, v) is on screen under t. */
const screen = (t, u, v) => ({ x: u * t.k + t.x, y: v * t.k + t.y });
const near = (a, b, eps = 1e-6) => Math.abs(a - b) <= eps * Math.max(1, Math.abs(a), Math.abs(b));

/** Random boxes: a phone, a laptop, a projector, a narrow compare box. */
const BOXES = [
  [360, 640],
  [1366, 700],
  [1920, 1080],
  [300, 240],
];
const MODES = [
  { present: null, whole: false, fitWhole: false },
  { present: null, whole: true, fitWhole: false },
  { present: null, whole: false, fitWhole: true },
  { present: { minFont: 20 }, whole: false, fitWhole: false },
];

function* cases(count, layout = linearLayout) {
  for (let seed = 1; seed <= count; seed++) {
    const shape = randomShape(seed, 1 + (seed % 7), 2 + (seed % 4));
    const [w, h] = BOXES[seed % BOXES.length];
    yield { seed, shape, pos: layout(shape), w, h, mode: MODES[seed % MODES.length] };
  }
}

test('fitView: a tree that fits is whole and centred; one that does not shows its root at the top at the floor zoom', () => {
  for (const { seed, shape, pos, w, h, mode } of cases(200)) {
    const t = fitView(pos, w, h, mode);
    const b = pos.bounds;
    const msg = where(seed, shape);
    const a = screen(t, b.x0, b.y0);
    const z = screen(t, b.x1, b.y1);
    if (wholeShown(b, t, w, h)) {
      assert.ok(near(a.x, w - z.x, 1e-9) && near(a.y, h - z.y, 1e-9), `centred: ${msg}`);
      assert.ok(t.k <= (mode.present ? 2.4 : 1.6) + 1e-12, msg);
    } else {
      // The readable floor, or the presentation's label size.
      const floor = mode.present ? mode.present.minFont / 13 : mode.whole ? WHOLE_KMIN : KMIN;
      assert.ok(t.k >= floor - 1e-12, `zoom ${t.k} below ${floor}: ${msg}`);
      if ((b.y1 - b.y0) * t.k > h) assert.ok(near(a.y, 0), `the top edge at the box's: ${msg}`);
      if ((b.x1 - b.x0) * t.k > w) {
        // The root centred unless that leaves part of the box empty beside the tree.
        const root = screen(t, pos.x[0], pos.y[0]);
        assert.ok(a.x <= 1e-9 && z.x >= w - 1e-9, `no empty side: ${msg}`);
        if (a.x < -1e-9 && z.x > w + 1e-9) assert.ok(near(root.x, w / 2), `root centred: ${msg}`);
      }
    }
  }
});

test('fitView with fitWhole: the whole tree whenever it needs no less than READ_KMIN, else values at 13 px', () => {
  for (const { seed, shape, pos, w, h } of cases(120)) {
    const t = fitView(pos, w, h, MODES[2]);
    const b = pos.bounds;
    const whole = Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0));
    if (whole >= READ_KMIN) assert.ok(wholeShown(b, t, w, h), where(seed, shape));
    else assert.equal(t.k, homeZoom(b, w, h, MODES[2]), where(seed, shape));
    assert.ok(t.k * 13 >= 11, `values ${(t.k * 13).toFixed(1)} px; ${where(seed, shape)}`);
  }
});

test('fitView with a home position: it is centred on each axis the tree overflows, and in the box', () => {
  for (const { seed, shape, pos, w, h, mode } of cases(150)) {
    const r = rng(seed * 31);
    const home = Math.floor(r() * shape.parent.length);
    const t = fitView(pos, w, h, mode, home);
    const p = screen(t, pos.x[home], pos.y[home]);
    const b = pos.bounds;
    const msg = `${where(seed, shape)}, home ${home}`;
    if ((b.x1 - b.x0) * t.k > w) assert.ok(near(p.x, w / 2), msg);
    assert.ok(p.y >= 0 && p.y <= h, msg);
    // around() alone gives the same translation at that zoom.
    const a = around(pos, home, t.k, w, h, NaN, NaN);
    if ((b.x1 - b.x0) * t.k > w) assert.equal(a.x, t.x, msg);
    if ((b.y1 - b.y0) * t.k > h) assert.equal(a.y, t.y, msg);
  }
});

test('wholeView: the whole tree in the box, centred, at most 1.6', () => {
  for (const { seed, shape, pos, w, h } of cases(100)) {
    const t = wholeView(pos.bounds, w, h);
    assert.ok(wholeShown(pos.bounds, t, w, h) && t.k <= 1.6, where(seed, shape));
  }
});

test('zoomAbout: the point under the pointer stays there; the zoom is bounded', () => {
  const r = rng(7);
  for (let i = 0; i < 500; i++) {
    const t = { k: 0.05 + r() * 4, x: (r() - 0.5) * 2000, y: (r() - 0.5) * 2000 };
    const f = Math.exp((r() - 0.5) * 8);
    const cx = r() * 1000;
    const cy = r() * 800;
    const z = zoomAbout(t, f, cx, cy);
    const u = (cx - t.x) / t.k;
    const v = (cy - t.y) / t.k;
    const p = screen(z, u, v);
    assert.ok(near(p.x, cx, 1e-9) && near(p.y, cy, 1e-9), `case ${i}`);
    assert.ok(z.k <= 8 && z.k >= 1e-4, `case ${i}`);
    if (t.k * f <= 8 && t.k * f >= 1e-4) assert.ok(near(z.k, t.k * f), `case ${i}`);
  }
});

test('centredOn: the tree point at the centre of the box, the zoom kept', () => {
  const t = centredOn({ k: 0.5, x: 3, y: 4 }, 100, 60, 800, 600);
  assert.deepEqual(screen(t, 100, 60), { x: 400, y: 300 });
  assert.equal(t.k, 0.5);
});

test('revealView: a position out of view is brought in by the least pan; one in view does not move', () => {
  for (const { seed, shape, pos, w, h } of cases(150)) {
    const r = rng(seed * 17);
    const t = { k: 0.3 + r() * 2, x: (r() - 0.5) * 3000, y: (r() - 0.5) * 3000 };
    const id = Math.floor(r() * shape.parent.length);
    const msg = `${where(seed, shape)}, id ${id}`;
    const moved = revealView(pos, id, t, w, h);
    const mx = Math.min(w / 2, (R + 24) * t.k + 16);
    const my = Math.min(h / 2, (R + 16) * t.k + 16);
    const inside = (q) => q.x >= mx - 1e-6 && q.x <= w - mx + 1e-6 && q.y >= my - 1e-6 && q.y <= h - my + 1e-6;
    if (moved === null) assert.ok(inside(screen(t, pos.x[id], pos.y[id])), msg);
    else {
      assert.equal(moved.k, t.k, msg);
      const q = screen(moved, pos.x[id], pos.y[id]);
      assert.ok(inside(q), msg);
      // The least pan: the position ends on the margin's edge on each axis that moved.
      const was = screen(t, pos.x[id], pos.y[id]);
      if (moved.x !== t.x) assert.ok(near(q.x, was.x < mx ? mx : w - mx), msg);
      if (moved.y !== t.y) assert.ok(near(q.y, was.y < my ? my : h - my), msg);
      // A second reveal does not move (but for a rounding of the margin's edge).
      const again = revealView(pos, id, moved, w, h);
      assert.ok(again === null || (near(again.x, moved.x) && near(again.y, moved.y)), `a second reveal does not move: ${msg}`);
    }
  }
});

test('followView: the positions followed end in the box when they fit, the first centred when not; the zoom has its floor', () => {
  for (const { seed, shape, pos, w, h, mode } of cases(200)) {
    const r = rng(seed * 13);
    const n = shape.parent.length;
    const ids = Array.from({ length: 1 + Math.floor(r() * 4) }, () => Math.floor(r() * n));
    const t = { k: 0.2 + r() * 1.5, x: (r() - 0.5) * 2000, y: (r() - 0.5) * 2000 };
    const msg = `${where(seed, shape)}, ids ${ids}, t ${JSON.stringify(t)}, box ${w}×${h}`;
    const target = followView(pos, n, [...ids, -1, n, 1.5], t, w, h, mode); // invalid ids are ignored
    assert.deepEqual(target, followView(pos, n, ids, t, w, h, mode), msg);
    const end = target ?? t;
    const floor = mode.present ? mode.present.minFont / 13 : FOLLOW_KMIN;
    assert.ok(end.k >= Math.min(floor, t.k) - 1e-12, msg);
    const shown = ids.map((i) => screen(end, pos.x[i], pos.y[i]));
    const all = shown.every((q) => q.x >= -1e-6 && q.x <= w + 1e-6 && q.y >= -1e-6 && q.y <= h + 1e-6);
    const first = shown[0];
    assert.ok(all || near(first.x, w / 2) || near(first.y, h / 2), msg);
    if (target) assert.equal(followView(pos, n, ids, target, w, h, mode), null, `following again does not move: ${msg}`);
  }
  const { pos } = cases(1).next().value;
  assert.equal(followView(pos, pos.x.length, [-1, 99999], { k: 1, x: 0, y: 0 }, 800, 600, MODES[0]), null);
});

test('followView with the parents: the ancestors of the followed position end at levels inside the box whenever the zoom floor allows', () => {
  let checked = 0;
  for (const { seed, shape, pos, w, h, mode } of cases(200)) {
    const r = rng(seed * 17);
    const n = shape.parent.length;
    const id = Math.floor(r() * n);
    const t = { k: 0.2 + r() * 1.5, x: (r() - 0.5) * 2000, y: (r() - 0.5) * 2000 };
    const msg = `${where(seed, shape)}, id ${id}, t ${JSON.stringify(t)}, box ${w}×${h}`;
    const end = followView(pos, n, [id], t, w, h, mode, shape.parent) ?? t;
    const path = [];
    for (let a = id; a >= 0; a = shape.parent[a]) path.push(a);
    const span = Math.max(...path.map((a) => pos.y[a])) - Math.min(...path.map((a) => pos.y[a]));
    const floor = Math.min(mode.present ? mode.present.minFont / 13 : FOLLOW_KMIN, t.k);
    if ((span + 2 * (R + 16)) * floor > h - 24) continue; // cannot be shown at the floor
    checked++;
    for (const a of path) {
      const q = screen(end, pos.x[a], pos.y[a]);
      assert.ok(q.y >= -1e-6 && q.y <= h + 1e-6, `ancestor ${a} at y ${q.y.toFixed(1)}: ${msg}`);
    }
    const cur = screen(end, pos.x[id], pos.y[id]);
    assert.ok(cur.x >= -1e-6 && cur.x <= w + 1e-6, `the followed position across: ${msg}`);
    if (end !== t) assert.equal(followView(pos, n, [id], end, w, h, mode, shape.parent), null, `following again does not move: ${msg}`);
  }
  assert.ok(checked > 50, `${checked} cases checked`);
});

test('glideAt: from the start to the target, the zoom between the two all the way', () => {
  const from = { k: 2, x: 10, y: -40 };
  const target = { k: 0.5, x: 300, y: 90 };
  assert.deepEqual(glideAt(from, target, 0), from);
  const last = glideAt(from, target, 1);
  assert.ok(near(last.k, target.k) && near(last.x, target.x) && near(last.y, target.y));
  let k = from.k;
  for (let u = 0.05; u <= 1; u += 0.05) {
    const g = glideAt(from, target, u);
    assert.ok(g.k <= k + 1e-12 && g.k >= target.k - 1e-12, `u ${u}`);
    k = g.k;
  }
});

test('tapZoomNeeded: nothing when positions are a target apart, else a zoom where they are, and at least KMIN', () => {
  for (const { seed, shape, pos } of cases(60, (s) => tidyLayout(s, { rows: 1 + (s.parent.length % 3), compact: true }))) {
    for (const k of [0.1, 0.5, 1, 2, 4]) {
      const need = tapZoomNeeded(pos, k);
      const gap = (pos.rows ?? 1) > 1 ? Math.min(pos.dx, Math.hypot(pos.dx / pos.rows, ROW_DY)) : pos.dx;
      if (gap * k >= TARGET) assert.equal(need, 0, where(seed, shape));
      else assert.ok(need >= KMIN && gap * need >= TARGET - 1e-9, where(seed, shape));
    }
  }
});

test('wholeWidth and preferredHeight: the width at the label size, the height within its bounds', () => {
  for (const { seed, shape, pos, w } of cases(60)) {
    const b = pos.bounds;
    assert.equal(wholeWidth(b, null), Math.ceil(b.x1 - b.x0), where(seed, shape));
    assert.equal(wholeWidth(b, 26), Math.ceil((b.x1 - b.x0) * 2), where(seed, shape));
    const ph = preferredHeight(b, w, 260, 700, MODES[0]);
    assert.ok(ph >= 260 && ph <= 700 && Number.isInteger(ph), where(seed, shape));
  }
});
