// What the tree view draws of a tree with chance positions (Ballard 1983's *-nodes; B. W.
// Ballard, "The *-minimax search procedure for trees containing chance nodes", Artificial
// Intelligence 21 (1983), 327-350, draws them as circles): the core's chanceShape() — who
// moves at each position (a chance position does not change who moves, so Max and Min are
// not the levels' parity), each outcome's probability as the canonical text writes it (a
// fraction, or a decimal), the tree's own leaf range [L, U] — and the painters the views call
// through the shape (view/chance-hook.js): a chance position is a circle with a second circle
// inside (Min's is a plain circle, Max's a square), and each edge under a chance position
// carries its probability, in the canvas, in the SVG and so in the exported files.

import { t } from '../../i18n/translate.js';
import { FONT, halfWidth, R, RING, radius } from '../../view/layout.js';
import { probEditor } from './prob-editor.js';

export const MAX = 0;
export const MIN = 1;
export const CHANCE = 2;

/** The chance parts of the core's tree `g` ({role, prob, range, ring, paint, svg, name}), or null. */
export function chancePartsOf(g) {
  let c = null;
  try {
    c = typeof g.chanceShape === 'function' ? g.chanceShape() : null;
  } catch {
    return null;
  }
  if (!c) return null;
  return { role: Uint8Array.from(c.role), prob: c.prob, range: c.range, ring, paint, svg, name, edit: probEditor };
}

/** The inner circle (radius r) that marks a chance position (the outer one is drawn as Min's). */
function ring(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.stroke();
}

/** Where an edge's probability goes: beside the edge's middle, on the side away from its siblings' middle. */
function probAt(x0, y0, x1, y1) {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const side = x1 < x0 - 1 ? -1 : 1;
  return { x: mx + side * 4, y: my, align: side < 0 ? 'right' : 'left', anchor: side < 0 ? 'end' : 'start' };
}

/** The canvas: the probabilities on the visible edges under chance positions. */
function paint(ctx, v, ranges, sx, sy) {
  const { shape, theme, t: view } = v;
  const { prob } = shape.chance;
  const k = view.k;
  const size = 0.85 * FONT * k;
  if (size < 6) return;
  ctx.font = `500 ${size}px ${theme.font}`;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (let d = 1; d < ranges.length; d++) {
    const r = ranges[d];
    if (!r || r.band) continue;
    for (let i = r.a; i < r.b; i++) {
      const text = prob[i];
      if (text == null) continue;
      const p = shape.parent[i];
      const at = probAt(sx(p), sy(p) + R * k, sx(i), sy(i) - R * k);
      ctx.textAlign = at.align;
      ctx.strokeStyle = theme.bg;
      ctx.lineWidth = 0.25 * size;
      ctx.strokeText(text, at.x, at.y);
      ctx.fillStyle = theme.fg;
      ctx.fillText(text, at.x, at.y);
    }
  }
  ctx.textAlign = 'center';
}

/** Whether `id` is drawn as Max's square: who moves, not the level's parity. */
const square = (shape, id) => shape.chance.role[id] === MAX;

/**
 * The SVG (view/svg-drawing.js build(), which draws by the level's parity): the positions
 * whose player is not their level's get the other shape, chance positions their inner
 * circle, the outcome edges their probabilities; and each render() is followed by the fix of
 * their classes and sizes (fix), so the first load's drawing code knows nothing of chance.
 */
function svg(drawing, el) {
  const { shape, pos } = drawing;
  const { role, prob } = shape.chance;
  const layer = el('g', { class: 'chance-probs' }, drawing.edgeLayer);
  drawing.rings = new Array(role.length);
  drawing.fixed = [];
  for (let i = 0; i < role.length; i++) {
    if (square(shape, i) !== (shape.depth[i] % 2 === 0)) {
      const s = square(shape, i) ? el('rect', { class: 'shape', x: -R, y: -R, width: 2 * R, height: 2 * R, rx: 2 }) : el('circle', { class: 'shape', r: R });
      drawing.shapes[i].replaceWith(s);
      drawing.shapes[i] = s;
      drawing.fixed.push(i);
    } else if (role[i] >= CHANCE) drawing.fixed.push(i);
    if (role[i] >= CHANCE) {
      const ring = el('circle', {
        class: 'chance-ring',
        r: R - RING,
        style: 'fill:none;stroke:var(--tv-fg);stroke-width:1.2px;vector-effect:non-scaling-stroke',
      });
      drawing.nodes[i].insertBefore(ring, drawing.valueText[i]); // under the label
      drawing.rings[i] = ring;
    }
    if (prob[i] == null) continue;
    const p = shape.parent[i];
    const at = probAt(pos.x[p], pos.y[p] + R, pos.x[i], pos.y[i] - R);
    const text = el(
      'text',
      {
        class: 'prob',
        x: at.x,
        y: at.y,
        'text-anchor': at.anchor,
        'dominant-baseline': 'central',
        'data-id': i,
        style: `fill:var(--tv-fg);stroke:var(--tv-bg);stroke-width:3px;paint-order:stroke;font-size:${0.85 * FONT}px;font-weight:500`,
      },
      layer,
    );
    text.textContent = prob[i];
  }
  if (!drawing.chanceRender) {
    const render = drawing.render;
    drawing.chanceRender = true;
    drawing.render = function (m) {
      render.call(this, m);
      if (this.shape.chance) fix(this, m);
    };
  }
}

/** After a render(): the fixed positions' class (max, min or chance) and their shapes' size by their labels. */
function fix(drawing, m) {
  const { shape } = drawing;
  for (const i of drawing.fixed) {
    const label = m.labels[i] ?? '';
    const s = drawing.shapes[i];
    if (square(shape, i)) {
      const hw = halfWidth(label);
      s.setAttribute('x', -hw);
      s.setAttribute('width', 2 * hw);
    } else s.setAttribute('r', radius(label));
    drawing.rings[i]?.setAttribute('r', radius(label) - RING);
    const kind = ['max', 'min', 'chance', 'chance'][shape.chance.role[i]];
    const cls = drawing.nodes[i].getAttribute('class').replace(/\b(max|min|chance)\b/, kind);
    drawing.nodes[i].setAttribute('class', cls);
  }
}

/** The ARIA tree item's name of position `id` of a tree with chance positions
 *  (view/position-words.js): a decision position's or a terminal's as in any tree, with who
 *  moves by its role (not its level's parity); a chance position's says so. `positionName`:
 *  position-words.js's, handed in (an import would move the first load's chunks). */
function name(shape, model, id, positionName) {
  if (shape.chance.role[id] < CHANCE) return positionName({ ...shape, depth: shape.chance.role, chance: null }, model, id);
  const label = model?.labels?.[id] ?? '';
  return t('chance-tree-position', {
    p: id === 0 ? 'root' : shape.dewey[id],
    count: shape.degree[id],
    value: label || 'none',
  });
}

/** The probability of outcome `id` as written ('' when its parent is no chance position). */
export const probabilityOf = (shape, id) => shape.chance?.prob[id] ?? '';

/** Who moves at `id`: MAX, MIN or CHANCE. */
export const roleOf = (shape, id) => (shape.chance ? shape.chance.role[id] : shape.depth[id] % 2);
