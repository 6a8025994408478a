// The canvas renderer of large trees: draws only what is on screen. A level whose positions
// are closer than a few pixels on screen is drawn as a band of status colours (one mark per
// pixel column, taken from the position under it), so zoomed out a 2,000,000-position tree is
// still a picture of what was examined and what was cut; zoomed in, it is the same drawing
// as the SVG renderer's: both draw the table of marks in marks.js (outlines, fills, dashes,
// edges, cut bars and rings, "+", critical types, Dewey coordinates, the selection ring).
// Everything is recomputed per frame from typed arrays; nothing is kept per position.
// Loaded when a tree too large for SVG is first drawn (tree-view.js): the page's first view
// draws in SVG, so this code is not part of the first load. What both renderers need (the
// hit test, the theme's colours) is in hit-test.js and canvas-theme.js.

import { t as message } from '../i18n/translate.js'; // `t` is the view's transform here
import { drawPins, pinsOf } from './canvas-pins.js';
import { lowerBound } from './hit-test.js';
import { FONT, halfWidth, R, RING, radius } from './layout.js';
import { CUT, deweyPlace, edgeOf, OVERLAY, PATTERNS, statusOf } from './marks.js';

/** A stroke of the table ({stroke, width, dash, cap}) on `ctx`. */
function setStroke(ctx, theme, s) {
  ctx.strokeStyle = theme[s.stroke];
  ctx.lineWidth = s.width;
  ctx.setLineDash(s.dash ?? []);
  ctx.lineCap = s.cap ?? 'butt';
}

const TILE = 4; // pattern tiles are drawn at 4 px per tree unit, then scaled to the zoom
const tiles = new Map();

/** The canvas pattern of marks.js's PATTERNS[name] in `theme`, laid as the SVG lays it
 *  (userSpaceOnUse: tree units, from the tree's origin, at zoom k). */
function patternOf(ctx, name, theme, t) {
  const p = PATTERNS[name];
  const key = `${name} ${theme.bg} ${theme[p.line?.stroke ?? p.dot?.fill]}`;
  let tile = tiles.get(key);
  if (!tile) {
    tile = document.createElement('canvas');
    tile.width = tile.height = p.size * TILE;
    const c = tile.getContext('2d');
    c.scale(TILE, TILE);
    c.fillStyle = theme[p.bg];
    c.fillRect(0, 0, p.size, p.size);
    // The SVG clips a pattern's content to its tile: the hatch line on the tile's edge shows half its width.
    if (p.line) {
      c.strokeStyle = theme[p.line.stroke];
      c.lineWidth = p.line.width;
      c.beginPath();
      c.moveTo(0, 0);
      c.lineTo(0, p.size);
      c.stroke();
    }
    if (p.dot) {
      c.fillStyle = theme[p.dot.fill];
      c.beginPath();
      c.arc(p.size / 2, p.size / 2, p.dot.r, 0, 2 * Math.PI);
      c.fill();
    }
    tiles.set(key, tile);
  }
  const pat = ctx.createPattern(tile, 'repeat');
  pat.setTransform(
    new DOMMatrix()
      .translate(t.x, t.y)
      .scale(t.k)
      .rotate(p.rotate)
      .scale(1 / TILE),
  );
  return pat;
}

/** The canvas's textAlign for a table's (SVG's) text-anchor. */
const ALIGN = { start: 'left', middle: 'center', end: 'right' };

/**
 * Draws the tree. `v`: {shape, pos, model, t: {k, x, y}, selected, w, h, dpr, theme, avoid}
 * (avoid: the overview's corner, kept clear of pins). Returns what was drawn: {nodes, bands,
 * pins} (for the benchmark, the hit test and the tests; pins: canvas-pins.js).
 */
export function drawCanvas(ctx, v) {
  const { shape, pos, model, t, w, h, dpr, theme } = v;
  const { k } = t;
  const { x, y, levelStart, dx } = pos;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  if (!model) return { nodes: 0, bands: 0, pins: [] };
  const status = model.status;
  const labels = model.labels;
  const sx = (i) => x[i] * k + t.x;
  const sy = (i) => y[i] * k + t.y;
  const margin = (dx + 2 * R) * k + 40;
  const ux0 = (-margin - t.x) / k;
  const ux1 = (w + margin - t.x) / k;
  const levels = levelStart.length - 1;
  // Per level: the visible id range, and whether it is drawn as a band.
  const ranges = [];
  for (let d = 0; d < levels; d++) {
    const a0 = levelStart[d];
    const b0 = levelStart[d + 1];
    const yy = y[a0] * k + t.y;
    if (yy < -3 * R * k - 60 || yy > h + 3 * R * k + 60) {
      ranges.push(null);
      continue;
    }
    const a = lowerBound(x, a0, b0, ux0);
    const b = lowerBound(x, a, b0, ux1);
    const spacing = b0 - a0 > 1 ? ((x[b0 - 1] - x[a0]) / (b0 - a0 - 1)) * k : Infinity;
    ranges.push({ a, b, band: spacing < 5, yy });
  }
  // The path above the selected (else the current) position, pinned where it is off screen
  // (view/canvas-pins.js), drawn with the marks of the table like every other position.
  const focus = v.selected >= 0 ? v.selected : (model.current ?? -1);
  const pins = pinsOf({ shape, pos, model, t, w, h, focus, avoid: v.avoid });
  const intoPin = new Set(pins.map((p) => p.child)); // their real edges lead off screen: the pins' are drawn
  const strokeOf = (spec) => ({ stroke: theme[spec.stroke], width: spec.width, dash: spec.dash ?? [] });
  const pv = model.pv ?? null;
  // Edges, one path per status (and one for the principal variation).
  const paths = new Map();
  const pathOf = (key) => {
    let p = paths.get(key);
    if (!p) paths.set(key, (p = new Path2D()));
    return p;
  };
  const first = pos.first;
  for (let d = 1; d < levels; d++) {
    const r = ranges[d];
    const up = ranges[d - 1];
    if (!r || r.band || !up || up.band) continue;
    // The edges into the visible positions and out of the visible parents (they cross the screen).
    let a = r.a;
    let b = r.b;
    if (up.b > up.a) {
      let fa = up.a;
      while (fa < up.b && first[fa] < 0) fa++;
      let lb = up.b - 1;
      while (lb >= up.a && first[lb] < 0) lb--;
      if (fa < up.b) a = Math.min(a, first[fa]);
      if (lb >= up.a) b = Math.max(b, first[lb] + shape.degree[lb]);
    }
    // Each edge is clipped to the screen (so a dash pattern is laid only along what shows:
    // 199,998 dashed edges fanning out of a root, millions of pixels long, took Chromium a
    // minute to stroke), and an edge that lands on the same pixels as the previous one out
    // of the same parent with the same stroke is skipped (a wide fan leaves the screen
    // through a few hundred pixels, whatever its width).
    let lastP = -1;
    let lastKey = null;
    let lastX = NaN;
    let lastY = NaN;
    for (let i = a; i < b; i++) {
      if (intoPin.has(i)) continue;
      const p = shape.parent[i];
      const key = pv?.has(i) ? 'pv' : status[i];
      const seg = clipped(sx(p), sy(p) + R * k, sx(i), sy(i) - R * k, w, h);
      if (!seg) continue;
      const ex = Math.round(seg[2]);
      const ey = Math.round(seg[3]);
      if (p === lastP && key === lastKey && ex === lastX && ey === lastY) continue;
      lastP = p;
      lastKey = key;
      lastX = ex;
      lastY = ey;
      const p2 = pathOf(key);
      p2.moveTo(seg[0], seg[1]);
      p2.lineTo(seg[2], seg[3]);
    }
  }
  for (const [key, p] of paths) {
    setStroke(ctx, theme, key === 'pv' ? OVERLAY.pv.edge : edgeOf(key));
    ctx.stroke(p);
  }
  ctx.setLineDash([]);
  ctx.lineCap = 'butt';
  let nodes = 0;
  let bands = 0;
  const showLabels = FONT * k >= 6;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const current = model.current ?? -1;
  const active = model.active ?? null;
  // A status's fill: a colour, or a pattern made once per frame.
  const fills = new Map();
  const fillOf = (f) => {
    if (typeof f === 'string') return theme[f];
    if (!fills.has(f.pattern)) fills.set(f.pattern, patternOf(ctx, f.pattern, theme, t));
    return fills.get(f.pattern);
  };
  for (let d = 0; d < levels; d++) {
    const r = ranges[d];
    if (!r) continue;
    if (r.band) {
      // One mark per 2 px column: the status of the position at its left edge.
      const bh = Math.max(4, Math.min(2 * R * k, 14));
      let i = r.a;
      while (i < r.b) {
        const px = sx(i);
        const st = statusOf(status[i]);
        ctx.fillStyle = theme[st.stroke];
        ctx.globalAlpha = st.fill === 'bg' ? 0.5 : 0.85; // filled (examined) positions darker
        ctx.fillRect(px - 1, r.yy - bh / 2, 2, bh);
        bands++;
        i = Math.max(i + 1, lowerBound(x, i + 1, r.b, (px + 2 - t.x) / k));
      }
      ctx.globalAlpha = 1;
      continue;
    }
    const isMax = d % 2 === 0;
    const role = shape.chance?.role; // 0 Max, 1 Min, 2 or 3 chance (view/chance-hook.js)
    for (let i = r.a; i < r.b; i++) {
      const st = statusOf(status[i]);
      const label = labels[i] ?? '';
      const cx = sx(i);
      const cy = r.yy;
      ctx.beginPath();
      if (role ? role[i] === 0 : isMax) {
        const hw = halfWidth(label) * k;
        ctx.rect(cx - hw, cy - R * k, 2 * hw, 2 * R * k);
      } else ctx.arc(cx, cy, radius(label) * k, 0, 2 * Math.PI);
      ctx.fillStyle = fillOf(st.fill);
      ctx.fill();
      setStroke(ctx, theme, i === current ? OVERLAY.current.outline : active?.has(i) ? OVERLAY.active.outline : st);
      ctx.stroke();
      if (role?.[i] >= 2) shape.chance.ring(ctx, cx, cy, (radius(label) - RING) * k);
      nodes++;
    }
    ctx.setLineDash([]);
    ctx.lineCap = 'butt';
    if (!showLabels) continue;
    ctx.lineJoin = 'round';
    for (let i = r.a; i < r.b; i++) {
      const label = labels[i];
      if (!label) continue;
      const st = statusOf(status[i]);
      ctx.font = `${st.weight} ${FONT * k}px ${theme.font}`;
      // The halo (the SVG's paint-order: stroke) reads a label over a pattern; over a flat
      // fill of its own colour it shows nothing, and is not drawn (half the text's cost).
      if (st.halo !== st.fill) {
        ctx.strokeStyle = theme[st.halo];
        ctx.lineWidth = 0.22 * FONT * k;
        ctx.strokeText(label, sx(i), r.yy);
      }
      ctx.fillStyle = theme[st.label];
      ctx.fillText(label, sx(i), r.yy);
    }
    drawTexts(ctx, v, r, d, sx);
  }
  shape.chance?.paint(ctx, v, ranges, sx, sy);
  model.overlay?.paint(ctx, v, ranges, sx); // a picture's own texts (view/mcts-hook.js)
  drawCuts(ctx, v, ranges, sx, sy);
  drawPlus(ctx, v, ranges, sx, sy);
  if (pins.length) {
    const pinAt = new Map(pins.map((p) => [p.id, p]));
    const at = (i) => pinAt.get(i) ?? { x: sx(i), y: sy(i) };
    const edgeStyle = (i) => strokeOf(pv?.has(i) ? OVERLAY.pv.edge : edgeOf(status[i]));
    const nodeStyle = (i) => strokeOf(i === current ? OVERLAY.current.outline : active?.has(i) ? OVERLAY.active.outline : statusOf(status[i]));
    drawPins(ctx, pins, { shape, model, k, theme, at, edgeStyle, nodeStyle });
  }
  const sel = v.selected;
  if (sel >= 0 && sel < x.length) {
    const label = labels[sel] ?? '';
    const ring = OVERLAY.selected.ring;
    ctx.beginPath();
    ctx.arc(sx(sel), sy(sel), Math.max((Math.max(halfWidth(label), radius(label)) + ring.gap) * k, 6), 0, 2 * Math.PI);
    setStroke(ctx, theme, ring);
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  return { nodes, bands, pins };
}

/** The texts beside the positions of level `d` on screen: critical types and Dewey coordinates. */
function drawTexts(ctx, v, r, d, sx) {
  const { shape, pos, model, t, theme } = v;
  const k = t.k;
  const crit = model.critical;
  if (crit) {
    const c = OVERLAY.critical.text;
    ctx.font = `${c.weight} ${c.size * k}px ${theme.font}`;
    ctx.fillStyle = theme[c.fill];
    ctx.textAlign = ALIGN[c.align];
    ctx.textBaseline = c.baseline;
    for (let i = r.a; i < r.b; i++) if (crit[i] != null) ctx.fillText(String(crit[i]), sx(i) + c.at[0] * k, r.yy + c.at[1] * k);
  }
  const dw = OVERLAY.dewey.text;
  if (model.showDewey && shape.dewey && dw.size * k >= dw.minPx) {
    ctx.font = `${dw.weight} ${dw.size * k}px ${theme.font}`;
    ctx.strokeStyle = theme[dw.halo];
    ctx.lineWidth = dw.haloWidth * k;
    ctx.fillStyle = theme[dw.fill];
    const { x } = pos;
    for (let i = r.a; i < r.b; i++) {
      const p = shape.parent[i];
      const at = deweyPlace(shape.degree[i] === 0, p >= 0 && x[p] > x[i] + 1);
      ctx.textAlign = ALIGN[at.align];
      ctx.textBaseline = at.baseline;
      const text = shape.dewey[i] === '' ? message('stack-root') : shape.dewey[i];
      const px = sx(i) + at.x * k;
      const py = r.yy + at.y * k;
      ctx.strokeText(text, px, py);
      ctx.fillText(text, px, py);
    }
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
}

/** The "+" of each position on screen examined only because of the window (model.marks). */
function drawPlus(ctx, v, ranges, sx, sy) {
  const { shape, model, t, theme } = v;
  if (!model.marks) return;
  const k = t.k;
  const { at, arm, ...stroke } = OVERLAY.extra.plus;
  setStroke(ctx, theme, { ...stroke, cap: 'round' });
  ctx.beginPath();
  for (const id of model.marks) {
    const r = ranges[shape.depth[id]];
    if (!r || r.band || id < r.a || id >= r.b) continue;
    const cx = sx(id) + at[0] * k;
    const cy = sy(id) + at[1] * k;
    ctx.moveTo(cx - arm * k, cy);
    ctx.lineTo(cx + arm * k, cy);
    ctx.moveTo(cx, cy - arm * k);
    ctx.lineTo(cx, cy + arm * k);
  }
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/** The part of the segment (x0, y0)-(x1, y1) inside the screen (w × h, with a margin), as
 *  [x0, y0, x1, y1], or null when none of it is (Liang and Barsky's clipping). */
export function clipped(x0, y0, x1, y1, w, h) {
  const m = 8;
  const ddx = x1 - x0;
  const ddy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  // Each side of the screen: p·t <= q keeps the point x0 + t·(x1 - x0) on its inner side.
  const side = (pp, q) => {
    if (pp === 0) return q >= 0;
    const r = q / pp;
    if (pp < 0) {
      if (r > t1) return false;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return false;
      if (r < t1) t1 = r;
    }
    return true;
  };
  if (!side(-ddx, x0 + m) || !side(ddx, w + m - x0) || !side(-ddy, y0 + m) || !side(ddy, h + m - y0)) return null;
  return [x0 + t0 * ddx, y0 + t0 * ddy, x0 + t1 * ddx, y0 + t1 * ddy];
}

/** The bars on the edge into each skipped successor that is on screen (as the SVG's). */
function drawCuts(ctx, v, ranges, sx, sy) {
  const { shape, model, t, theme } = v;
  const k = t.k;
  for (const { id, kind } of model.cuts ?? []) {
    const d = shape.depth[id];
    const r = ranges[d];
    if (!r || r.band || id < r.a || id >= r.b) continue;
    const p = shape.parent[id];
    const x1 = sx(p);
    const y1 = sy(p) + R * k;
    const ddx = sx(id) - x1;
    const ddy = sy(id) - R * k - y1;
    const len = Math.hypot(ddx, ddy) || 1;
    const ux = ddx / len;
    const uy = ddy / len;
    const st = statusOf(kind);
    const cut = st.cut ?? { bars: 1 };
    setStroke(ctx, theme, { stroke: st.stroke, width: CUT.width, cap: CUT.cap });
    ctx.beginPath();
    for (let b = 0; b < cut.bars; b++) {
      const tt = len * 0.5 + (b - (cut.bars - 1) / 2) * CUT.spacing * k;
      const cx = x1 + ux * tt;
      const cy = y1 + uy * tt;
      ctx.moveTo(cx - uy * CUT.half * k, cy + ux * CUT.half * k);
      ctx.lineTo(cx + uy * CUT.half * k, cy - ux * CUT.half * k);
    }
    ctx.stroke();
    if (cut.ring) {
      const tt = len * 0.5 + CUT.ring.offset * k;
      ctx.beginPath();
      ctx.arc(x1 + ux * tt, y1 + uy * tt, CUT.ring.r * k, 0, 2 * Math.PI);
      ctx.fillStyle = theme[CUT.ring.fill];
      ctx.fill();
      setStroke(ctx, theme, { stroke: st.stroke, width: CUT.ring.width });
      ctx.stroke();
    }
  }
  ctx.lineCap = 'butt';
}
