// The canvas renderer of large trees: draws only what is on screen. A level whose positions
// are closer than a few pixels on screen is drawn as a band of status colours (one mark per
// pixel column, taken from the position under it), so zoomed out a 2,000,000-position tree is
// still a picture of what was examined and what was cut; zoomed in, it is the same drawing
// as the SVG renderer's (shapes sized to their labels, dashes by status, cut bars).
// Everything is recomputed per frame from typed arrays; nothing is kept per position.
import { FONT, R, halfWidth, radius } from './layout.js';
import { drawPins, pinsOf } from './canvas-pins.js';

const DASH = {
  pending: [],
  shallow: [4, 3],
  deep: [1.5, 3],
  saved: [7, 3, 1.5, 3],
  window: [4, 3],
  skipped: [3, 3],
};

/** The theme's colours, read from the CSS custom properties of the element. */
export function themeOf(el) {
  const cs = getComputedStyle(el);
  const v = (name, d) => cs.getPropertyValue(name).trim() || d;
  return {
    bg: v('--tv-bg', '#fff'),
    fg: v('--tv-fg', '#1d2330'),
    muted: v('--tv-muted', '#6a7280'),
    examined: v('--tv-examined', '#cfe4f7'),
    shallow: v('--tv-shallow', '#5f6670'),
    deep: v('--tv-deep', '#c25200'),
    window: v('--tv-window', '#8e3f78'),
    current: v('--tv-current', '#d99100'),
    active: v('--tv-active', '#1f6fb2'),
    select: v('--tv-select', '#007a5e'),
    font: cs.fontFamily || 'system-ui, sans-serif',
  };
}

function strokeOf(theme, st) {
  if (st === 'examined') return theme.fg;
  if (st === 'deep') return theme.deep;
  if (st === 'saved' || st === 'window') return theme.window;
  if (st === 'shallow') return theme.shallow;
  return theme.muted;
}

/** The first index in [a, b) whose x is >= v (x increases within a level). */
export function lowerBound(x, a, b, v) {
  while (a < b) {
    const m = (a + b) >>> 1;
    if (x[m] < v) a = m + 1;
    else b = m;
  }
  return a;
}

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
  const lw = Math.max(0.6, Math.min(1.5, k * 1.5));
  // The path above the selected (else the current) position, pinned where it is off screen.
  const focus = v.selected >= 0 ? v.selected : (model.current ?? -1);
  const pins = pinsOf({ shape, pos, model, t, w, h, focus, avoid: v.avoid });
  const intoPin = new Set(pins.map((p) => p.child)); // their real edges lead off screen: the pins' are drawn
  const current = model.current ?? -1;
  const active = model.active ?? null;
  const pv = model.pv ?? null;
  const keyStyle = (key) => ({ dash: key === 'pv' || key === 'examined' ? [] : DASH[key] ?? [], stroke: key === 'pv' ? theme.fg : strokeOf(theme, key), width: key === 'pv' ? 3.2 : key === 'deep' ? 2 : lw });
  const edgeStyle = (i) => keyStyle(pv?.has(i) ? 'pv' : status[i]);
  const nodeStyle = (i) => {
    const st = status[i];
    const fill = st === 'examined' ? theme.examined : theme.bg;
    if (i === current) return { fill, stroke: theme.current, width: 4, dash: [] };
    if (active?.has(i)) return { fill, stroke: theme.active, width: 3, dash: [] };
    return { fill, stroke: strokeOf(theme, st), width: st === 'examined' ? 1.5 : st === 'deep' ? 2.6 : st === 'saved' ? 2 : 1.3, dash: st === 'examined' ? [] : DASH[st] ?? [] };
  };
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
    const e = keyStyle(key);
    ctx.setLineDash(e.dash);
    ctx.strokeStyle = e.stroke;
    ctx.lineWidth = e.width;
    ctx.stroke(p);
  }
  ctx.setLineDash([]);
  let nodes = 0;
  let bands = 0;
  const showLabels = FONT * k >= 6;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let d = 0; d < levels; d++) {
    const r = ranges[d];
    if (!r) continue;
    if (r.band) {
      // One mark per 2 px column: the status of the position at its left edge.
      const bh = Math.max(4, Math.min(2 * R * k, 14));
      let i = r.a;
      while (i < r.b) {
        const px = sx(i);
        const st = status[i];
        ctx.fillStyle = st === 'examined' ? theme.fg : st === 'pending' ? theme.muted : strokeOf(theme, st);
        ctx.globalAlpha = st === 'examined' ? 0.85 : 0.5;
        ctx.fillRect(px - 1, r.yy - bh / 2, 2, bh);
        bands++;
        i = Math.max(i + 1, lowerBound(x, i + 1, r.b, (px + 2 - t.x) / k));
      }
      ctx.globalAlpha = 1;
      continue;
    }
    const isMax = d % 2 === 0;
    for (let i = r.a; i < r.b; i++) {
      const st = status[i];
      const label = labels[i] ?? '';
      const cx = sx(i);
      const cy = r.yy;
      ctx.beginPath();
      if (isMax) {
        const hw = halfWidth(label) * k;
        ctx.rect(cx - hw, cy - R * k, 2 * hw, 2 * R * k);
      } else ctx.arc(cx, cy, radius(label) * k, 0, 2 * Math.PI);
      const ns = nodeStyle(i);
      ctx.fillStyle = ns.fill;
      ctx.fill();
      ctx.setLineDash(ns.dash);
      ctx.strokeStyle = ns.stroke;
      ctx.lineWidth = ns.width;
      ctx.stroke();
      nodes++;
    }
    ctx.setLineDash([]);
    if (!showLabels) continue;
    for (let i = r.a; i < r.b; i++) {
      const label = labels[i];
      if (!label) continue;
      const st = status[i];
      ctx.font = `${st === 'examined' ? 600 : 500} ${FONT * k}px ${theme.font}`;
      ctx.fillStyle = st === 'examined' ? theme.fg : theme.muted;
      ctx.fillText(label, sx(i), r.yy);
    }
    if (model.showDewey && k >= 0.7 && shape.dewey) {
      ctx.font = `${10 * k}px ${theme.font}`;
      ctx.fillStyle = theme.muted;
      for (let i = r.a; i < r.b; i++) {
        const dw = shape.dewey[i] === '' ? 'root' : shape.dewey[i];
        ctx.fillText(dw, sx(i), r.yy + (R + 9) * k);
      }
    }
  }
  drawCuts(ctx, v, ranges, sx, sy);
  if (pins.length) {
    const pinAt = new Map(pins.map((p) => [p.id, p]));
    const at = (i) => pinAt.get(i) ?? { x: sx(i), y: sy(i) };
    drawPins(ctx, pins, { shape, model, k, theme, at, edgeStyle, nodeStyle });
  }
  const sel = v.selected;
  if (sel >= 0 && sel < x.length) {
    ctx.beginPath();
    ctx.arc(sx(sel), sy(sel), Math.max((R + 6) * k, 6), 0, 2 * Math.PI);
    ctx.strokeStyle = theme.select;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  return { nodes, bands, pins };
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
  ctx.lineWidth = 2.4;
  ctx.lineCap = 'round';
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
    const bars = kind === 'deep' ? 2 : kind === 'saved' ? 3 : 1;
    ctx.strokeStyle = kind === 'deep' ? theme.deep : kind === 'saved' || kind === 'window' ? theme.window : kind === 'shallow' ? theme.shallow : theme.muted;
    ctx.beginPath();
    for (let b = 0; b < bars; b++) {
      const tt = len * 0.5 + (b - (bars - 1) / 2) * 5 * k;
      const cx = x1 + ux * tt;
      const cy = y1 + uy * tt;
      ctx.moveTo(cx - uy * 7 * k, cy + ux * 7 * k);
      ctx.lineTo(cx + uy * 7 * k, cy - ux * 7 * k);
    }
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
}

/** The position drawn at tree coordinates (ux, uy), or -1. */
export function hitTest(shape, pos, labels, ux, uy) {
  const { x, dy, levelStart } = pos;
  const d = Math.round(uy / dy);
  if (d < 0 || d >= levelStart.length - 1) return -1;
  if (Math.abs(uy - d * dy) > R + 6) return -1;
  const a0 = levelStart[d];
  const b0 = levelStart[d + 1];
  let i = lowerBound(x, a0, b0, ux);
  if (i >= b0 || (i > a0 && ux - x[i - 1] < x[i] - ux)) i -= 1;
  if (i < a0) return -1;
  const label = labels?.[i] ?? '';
  const reach = Math.max(R + 4, d % 2 === 0 ? halfWidth(label) : radius(label));
  return Math.abs(x[i] - ux) <= reach ? i : -1;
}
