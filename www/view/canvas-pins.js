// The path to the root, pinned. In a tree far wider than its box (a 10^5-position tree at a
// readable zoom is millions of pixels wide) a position's ancestors stand over the middle of
// their subtrees, so with a terminal selected its parent may be on screen but the rest of its
// path — the root included — is thousands of pixels to one side, and the box above the
// terminal is empty. Each ancestor off screen is drawn at the box's edge on the side where it
// lies, at its own level, with a chevron pointing on, and the path's edges join the pins; a
// click on a pin selects that ancestor (the view then pans to it).
import { FONT, halfWidth, R, RING, radius } from './layout.js';

/** Room between a pin and the box's edge: the chevron. */
const EDGE = 16;

/** Whether position `id` is drawn as Max's square: who moves, which on a tree with chance
 *  positions is the core's (shape.chance.role, view/chance-hook.js: a chance position does not
 *  change who moves), else the level's parity. */
const square = (shape, id) => (shape.chance ? shape.chance.role[id] === 0 : shape.depth[id] % 2 === 0);

/**
 * The pins of the path above `focus` (the selected position, else the step's current one):
 * [{id, child, x, y, half, side}] in box pixels (child: its successor on the path), side -1
 * (the ancestor is left of the box) or 1.
 * None when the focus itself is not on screen. `avoid`: a box-pixel rectangle {left, top,
 * bottom} kept clear (the overview in the top right corner).
 */
export function pinsOf({ shape, pos, model, t, w, h, focus, avoid = null }) {
  if (focus == null || focus < 0 || focus >= pos.x.length) return [];
  const { k } = t;
  const sx = (i) => pos.x[i] * k + t.x;
  const sy = (i) => pos.y[i] * k + t.y;
  if (sx(focus) < 0 || sx(focus) > w || sy(focus) < 0 || sy(focus) > h) return [];
  const labels = model?.labels ?? [];
  const out = [];
  for (let c = focus, a = shape.parent[focus]; a >= 0; c = a, a = shape.parent[a]) {
    const ax = sx(a);
    const ay = sy(a);
    const label = labels[a] ?? '';
    const half = (square(shape, a) ? halfWidth(label) : radius(label)) * k;
    if (ax >= half && ax <= w - half) continue; // drawn in place
    if (ay < -R * k || ay > h + R * k) continue; // above the box: nothing to pin it to
    const side = ax < 0 ? -1 : 1;
    let x = side < 0 ? half + EDGE : w - half - EDGE;
    if (side > 0 && avoid && ay + half > avoid.top && ay - half < avoid.bottom) x = Math.min(x, avoid.left - half - EDGE);
    out.push({ id: a, child: c, x, y: ay, half, side });
  }
  return out;
}

/**
 * Draws the pins and the path's edges out of them (the real edges into the pins' successors
 * are not drawn: canvas-paint.js skips them). `at(i)`: where position i is drawn ({x, y}: its
 * pin or its place); `edgeStyle(i)` and `nodeStyle(i)`: {stroke, width, dash} of the edge
 * into i, and {stroke, width, dash, fill} of i's outline.
 */
export function drawPins(ctx, pins, { shape, model, k, theme, at, edgeStyle, nodeStyle }) {
  const labels = model?.labels ?? [];
  for (const p of pins) {
    // The edge from the pin down to its successor on the path (pinned or in place).
    const to = at(p.child);
    const e = edgeStyle(p.child);
    ctx.setLineDash(e.dash);
    ctx.strokeStyle = e.stroke;
    ctx.lineWidth = e.width;
    ctx.beginPath();
    ctx.moveTo(p.x, p.y + R * k);
    ctx.lineTo(to.x, to.y - R * k);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const p of pins) {
    const label = labels[p.id] ?? '';
    const s = nodeStyle(p.id);
    ctx.beginPath();
    if (square(shape, p.id)) ctx.rect(p.x - p.half, p.y - R * k, 2 * p.half, 2 * R * k);
    else ctx.arc(p.x, p.y, p.half, 0, 2 * Math.PI);
    ctx.fillStyle = s.fill;
    ctx.fill();
    ctx.setLineDash(s.dash);
    ctx.strokeStyle = s.stroke;
    ctx.lineWidth = s.width;
    ctx.stroke();
    ctx.setLineDash([]);
    // A chance position: its inner circle, as in place (canvas-paint.js).
    if (shape.chance?.role[p.id] >= 2) shape.chance.ring(ctx, p.x, p.y, (radius(label) - RING) * k);
    if (label && FONT * k >= 6) {
      ctx.font = `600 ${FONT * k}px ${theme.font}`;
      ctx.fillStyle = theme.fg;
      ctx.fillText(label, p.x, p.y);
    }
    // The chevron: the ancestor itself lies further this way.
    const cx = p.x + p.side * (p.half + 8);
    ctx.beginPath();
    ctx.moveTo(cx - p.side * 4, p.y - 6);
    ctx.lineTo(cx + p.side * 2, p.y);
    ctx.lineTo(cx - p.side * 4, p.y + 6);
    ctx.strokeStyle = theme.muted;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}
