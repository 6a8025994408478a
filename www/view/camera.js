// The tree view's camera: where the tree is on screen. A transform t = {k, x, y} puts the
// tree's point (u, v) at (u·k + x, v·k + y) in the box. Every function here is pure — of the
// layout's bounds and positions (layout.js), the box's size (w, h), the transform and the
// view's mode — so the view (tree-view.js) only applies what they return, and Node tests
// (tests/unit/view/camera.test.mjs) check the maths without a page.
//
// The view's mode: `{present, whole, fitWhole}` — present: presentation mode's `{minFont}`
// or null; whole: the default view shows the whole tree down to WHOLE_KMIN (the compare
// view's boxes); fitWhole: fit() shows the whole tree when its values are READ_KMIN·13 px or
// more (the page's main view), following a step keeps the readable zoom.
import { FONT, R, ROW_DY } from './layout.js';

/** The smallest zoom of the default view: labels FONT * KMIN px (13). */
export const KMIN = 1;
/** The smallest zoom of a default view that shows the whole tree (the compare view's boxes):
 *  a position 2.4 px across, where a filled, hatched or hollow one and a cut mark can still be
 *  told apart. K&M's Fig. 1 side by side at 1366 px (zoom 0.16) or on a phone (0.125) is whole
 *  above it; a tree that needs less is shown at this zoom around its home position. */
export const WHOLE_KMIN = 0.1;
/** The smallest zoom at which the page's first view (fitWhole) shows a tree whole: values
 *  11 CSS px, still read from a desk. K&M's Fig. 1 whole in the page's box would be 4 px (1.6
 *  on a phone), a smear: there the first view is the readable one around the root, the rest
 *  a pan, an arrow key or a tap on the overview away. */
export const READ_KMIN = 11 / FONT;
/** Following a step zooms out no further than this outside presentation mode, where the
 *  positions a step cut off must be seen even if their labels get small. */
export const FOLLOW_KMIN = 0.3;
/** The smallest target of a position on a touch screen (CSS px; WCAG 2.2, 2.5.8). */
export const TARGET = 24;
/** The largest zoom a user's zoom reaches, and the smallest. */
const K_MAX = 8;
const K_MIN = 1e-4;

const spanX = (b) => b.x1 - b.x0;
const spanY = (b) => b.y1 - b.y0;

/** The zoom of the default view in a w-wide, h-high box (never above 1.6; never below KMIN
 *  unless the view shows the whole tree). */
export function homeZoom(b, w, h, mode) {
  if (mode.present) {
    // As large as the box allows (a projector's labels grow), never below minFont.
    return Math.max(mode.present.minFont / FONT, Math.min(w / spanX(b), h / spanY(b), 2.4));
  }
  const k = Math.min(w / spanX(b), h / spanY(b), 1.6);
  return Math.max(mode.whole ? WHOLE_KMIN : KMIN, k);
}

/** The zoom of fit(): the home zoom, or with fitWhole the whole tree if that needs no
 *  less than READ_KMIN (a larger tree keeps the readable view around its root). */
export function fitZoom(b, w, h, mode) {
  const home = homeZoom(b, w, h, mode);
  if (mode.present || !mode.fitWhole) return home;
  const whole = Math.min(w / spanX(b), h / spanY(b), 1.6);
  return whole >= READ_KMIN ? whole : home;
}

/**
 * The translation at zoom k that centres position `id` on each axis the tree overflows
 * (x, y: the translation kept on an axis that fits). Vertically the tree's edge stays at
 * the box's edge when centring would leave part of the box empty (a deep position would
 * leave the lower half blank); the position stays in view either way.
 */
export function around(pos, id, k, w, h, x, y) {
  const b = pos.bounds;
  if (spanX(b) * k > w) x = w / 2 - pos.x[id] * k;
  if (spanY(b) * k > h) y = Math.min(-b.y0 * k, Math.max(h - b.y1 * k, h / 2 - pos.y[id] * k));
  return { x, y };
}

/**
 * The default view: the whole tree if it fits at a readable size; otherwise its zoom, the
 * root at the top centre (or the tree's edge at the box's edge) — or, given a home position
 * (home >= 0), that position at the centre.
 */
export function fitView(pos, w, h, mode, home = -1) {
  const b = pos.bounds;
  const bw = spanX(b);
  const bh = spanY(b);
  const k = fitZoom(b, w, h, mode);
  let x = (w - bw * k) / 2 - b.x0 * k;
  let y = (h - bh * k) / 2 - b.y0 * k;
  if (home >= 0) ({ x, y } = around(pos, home, k, w, h, x, y));
  else {
    if (bw * k > w) x = Math.min(-b.x0 * k, Math.max(w - b.x1 * k, w / 2 - pos.x[0] * k));
    if (bh * k > h) y = -b.y0 * k;
  }
  return { k, x, y };
}

/** The whole tree in the box, centred (the overview; labels may be small). */
export function wholeView(b, w, h) {
  const k = Math.min(w / spanX(b), h / spanY(b), 1.6);
  return { k, x: (w - spanX(b) * k) / 2 - b.x0 * k, y: (h - spanY(b) * k) / 2 - b.y0 * k };
}

/** Whether the whole tree is in the box at transform t (within a pixel). */
export function wholeShown(b, t, w, h) {
  return spanX(b) * t.k <= w + 1 && spanY(b) * t.k <= h + 1;
}

/** The width (CSS px) the whole tree needs with its labels minFont px (FONT when null). */
export function wholeWidth(b, minFont) {
  return Math.ceil(spanX(b) * ((minFont ?? FONT) / FONT));
}

/** The height (px) the tree needs at box width w, within [lo, hi]. */
export function preferredHeight(b, w, lo, hi, mode) {
  const k = Math.min(w / spanX(b), 1.6);
  return Math.round(Math.max(lo, Math.min(hi, spanY(b) * Math.max(mode.whole ? WHOLE_KMIN : KMIN, k) + 24)));
}

/** Zoom by factor f about the box's point (cx, cy), which stays where it is. */
export function zoomAbout(t, f, cx, cy) {
  const k = Math.max(K_MIN, Math.min(K_MAX, t.k * f));
  const r = k / t.k;
  return { k, x: cx - (cx - t.x) * r, y: cy - (cy - t.y) * r };
}

/** The tree's point (ux, uy) at the box's centre, at the same zoom. */
export function centredOn(t, ux, uy, w, h) {
  return { ...t, x: w / 2 - ux * t.k, y: h / 2 - uy * t.k };
}

/**
 * Keeps position `id` in view: the least pan that brings it (with its label and a margin)
 * inside the box; never a zoom. null when it is in view already.
 */
export function revealView(pos, id, t, w, h) {
  const { k } = t;
  const sx = pos.x[id] * k + t.x;
  const sy = pos.y[id] * k + t.y;
  const mx = Math.min(w / 2, (R + 24) * k + 16);
  const my = Math.min(h / 2, (R + 16) * k + 16);
  let dx = 0;
  let dy = 0;
  if (sx < mx) dx = mx - sx;
  else if (sx > w - mx) dx = w - mx - sx;
  if (sy < my) dy = my - sy;
  else if (sy > h - my) dy = h - my - sy;
  return dx || dy ? { k, x: t.x + dx, y: t.y + dy } : null;
}

/**
 * Following the action: the transform that brings positions `ids` (the step's current
 * position first, then what it just cut off; ids not below n are ignored) inside the box,
 * panning by the least amount and zooming out only as far as it must — never below
 * FOLLOW_KMIN (presentation: its label size), or the zoom t has if that is smaller. When
 * they cannot all be shown, the first is centred. null when the view need not move.
 * Given the tree's `parent` array, the levels of the first one's ancestors are kept in view
 * too (the call stack: K&M's procedures are depth-first), not their places across — the
 * renderer pins an ancestor off to one side at the box's edge (path-pins.js).
 */
export function followView(pos, n, ids, t, w, h, mode, parent = null) {
  const valid = ids.filter((i) => Number.isInteger(i) && i >= 0 && i < n);
  if (!valid.length) return null;
  const { x, y } = pos;
  // Margins in tree units (a label's width beside a position, the Dewey name under it) and
  // on screen (a little air at the box's edge).
  const mx = R + 24;
  const my = R + 16;
  const pad = 12;
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const i of valid) {
    x0 = Math.min(x0, x[i] - mx);
    x1 = Math.max(x1, x[i] + mx);
    y0 = Math.min(y0, y[i] - my);
    y1 = Math.max(y1, y[i] + my);
  }
  for (let a = parent ? parent[valid[0]] : -1; a >= 0; a = parent[a]) {
    y0 = Math.min(y0, y[a] - my);
    y1 = Math.max(y1, y[a] + my);
  }
  // Nothing beyond the tree's own margins needs showing (a view that shows the whole tree
  // stays as it is).
  const b = pos.bounds;
  x0 = Math.max(x0, b.x0);
  x1 = Math.min(x1, b.x1);
  y0 = Math.max(y0, b.y0);
  y1 = Math.min(y1, b.y1);
  const fits = Math.min((w - 2 * pad) / (x1 - x0), (h - 2 * pad) / (y1 - y0));
  // The user's zoom, or the default view's if that is larger (a step that had to zoom out
  // gives way to the readable size again), no larger than what fits; never below the
  // presentation's label size (there, an overflowing step centres the current position).
  const floor = mode.present ? mode.present.minFont / FONT : FOLLOW_KMIN;
  const k = Math.max(Math.min(Math.max(t.k, homeZoom(b, w, h, mode)), fits), Math.min(floor, t.k));
  // The current translation, scaled about the box's centre when the zoom changes.
  const r = k / t.k;
  const axis = (at0, lo, hi, size, c) => {
    const at = size / 2 - (size / 2 - at0) * r;
    const air = Math.max(0, Math.min(pad, (size - (hi - lo) * k) / 2));
    const min = air - lo * k; // the near edge inside
    const max = size - air - hi * k; // the far edge inside
    if ((hi - lo) * k > size + 0.5) return size / 2 - c * k; // cannot show all: centre the current position
    if (min > max) return (min + max) / 2; // a fit to the pixel (rounding)
    return Math.max(min, Math.min(max, at));
  };
  const target = { k, x: axis(t.x, x0, x1, w, x[valid[0]]), y: axis(t.y, y0, y1, h, y[valid[0]]) };
  if (Math.abs(target.x - t.x) < 0.5 && Math.abs(target.y - t.y) < 0.5 && target.k === t.k) return null;
  return target;
}

/** The glide's transform at time u in [0, 1] from `from` to `target`: eased out, the zoom
 *  geometric and the translation linear (no bulge on a zoom-out). */
export function glideAt(from, target, u) {
  const e = 1 - (1 - u) ** 3;
  const k = from.k * (target.k / from.k) ** e;
  return { k, x: from.x + (target.x - from.x) * e, y: from.y + (target.y - from.y) * e };
}

/**
 * On a touch screen, positions drawn closer than TARGET CSS px apart cannot each have a
 * target of their own that size (WCAG 2.2, 2.5.8): the zoom at which they can — and at least
 * KMIN, where each position's outline is itself 24 px across and its label readable — or 0
 * when the zoom k is enough.
 */
export function tapZoomNeeded(pos, k) {
  const { dx, rows = 1 } = pos;
  const gap = rows > 1 ? Math.min(dx, Math.hypot(dx / rows, ROW_DY)) : dx;
  return gap * k < TARGET ? Math.max(TARGET / gap, KMIN) : 0;
}

/** Whether the transform `t` shows all of `bounds` in a box of w × h (a pixel of slack). */
export function showsWhole(bounds, t, w, h) {
  const { x0, x1, y0, y1 } = bounds;
  return x0 * t.k + t.x >= -1 && x1 * t.k + t.x <= w + 1 && y0 * t.k + t.y >= -1 && y1 * t.k + t.y <= h + 1;
}
