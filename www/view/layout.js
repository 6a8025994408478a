// Where each position is drawn, in tree units (1 unit = 1 CSS px at zoom 1). Two layouts:
// d3-hierarchy's tidy tree (Reingold-Tilford / Buchheim) for the trees drawn in SVG, and a
// linear one over typed arrays for the large trees the canvas draws (d3 makes an object per
// position: 2,000,000 of them do not fit a page's budget). Both put siblings `dx` apart and
// cousins 1.4 dx apart, parents centred over their successors and levels `dy` apart.
//
// The spacing follows the labels: a label is FONT units high and the widest terminal label
// sets the distance between neighbouring terminals, so that no label meets an outline.
import { stratify, tree as tidyTree } from 'd3-hierarchy';
import { formatScore } from '../core/score.js';

export const FONT = 13; // label size in tree units: 13 CSS px at zoom 1
export const R = 12;
export const RING = 3.5; // a chance position's inner circle lies this far inside its outline // a position's smallest half-size: 24 px across at zoom 1 (WCAG 2.2 target size)
const DY = 64; // between levels: room for a label above and below the edges
const CHAR = 0.62 * FONT; // a digit or sign of the label font, a little generously

/** The width (tree units) a label needs: an estimate, no text is measured. */
export function labelWidth(label) {
  return label.length * CHAR;
}

/** Half the side of a Max square (x) for a label: room for the label and a margin. */
export function halfWidth(label) {
  return Math.max(R, labelWidth(label) / 2 + 5);
}

/** A Min circle's radius for a label: the label's box fits inside with a margin. */
export function radius(label) {
  const w = labelWidth(label) / 2;
  return Math.max(R, Math.hypot(w, FONT * 0.5) + 3);
}

/** The distance between neighbouring terminals: the widest terminal label plus room. */
function siblingDistance(shape) {
  let widest = 1;
  const v = shape.value;
  for (let i = 0; i < v.length; i++) {
    if (v[i] === null) continue;
    const len = formatScore(v[i]).length;
    if (len > widest) widest = len;
  }
  const label = '8'.repeat(widest + 1); // the sign a view may add
  return 2 * Math.max(halfWidth(label), radius(label)) + 6;
}

/** Ids by level: ids are breadth-first, so a level is a contiguous range, left to right. */
function levelsOf(shape) {
  const n = shape.parent.length;
  const starts = [0];
  for (let i = 1; i < n; i++) if (shape.depth[i] !== shape.depth[i - 1]) starts.push(i);
  starts.push(n);
  return Int32Array.from(starts);
}

function finish(shape, x, dx, levelStart, dy = DY) {
  const n = x.length;
  let minX = Infinity;
  let maxX = -Infinity;
  for (let i = 0; i < n; i++) {
    if (x[i] < minX) minX = x[i];
    if (x[i] > maxX) maxX = x[i];
  }
  // Levels keep their distance whatever the width: the default view is read at zoom 1 and
  // panned (a wide tree is no longer squeezed to fit, so it needs no taller levels).
  const y = new Float64Array(n);
  let maxY = 0;
  for (let i = 0; i < n; i++) {
    y[i] = shape.depth[i] * dy;
    if (y[i] > maxY) maxY = y[i];
  }
  const m = R + 16;
  return { x, y, dx, dy, levelStart, first: firstChildren(shape), bounds: { x0: minX - m, x1: maxX + m, y0: -m, y1: maxY + m + 8 } };
}

/** Each position's first successor (ids are breadth-first: successors are contiguous), or -1. */
function firstChildren(shape) {
  const n = shape.parent.length;
  const first = new Int32Array(n).fill(-1);
  for (let i = n - 1; i > 0; i--) first[shape.parent[i]] = i;
  return first;
}

/** Between two rows of staggered terminals: a position's height and a gap. */
export const ROW_DY = 2 * R + 6;
/** Between levels in presentation mode: room for the bars on a cut edge, no more. */
const DY_COMPACT = 52;

/**
 * d3-hierarchy's tidy layout (the SVG renderer's trees).
 *
 * `rows` > 1 staggers the terminals over that many rows (presentation mode): neighbouring
 * terminals alternate between the rows, so they can stand `dx / rows` apart — two in one row
 * are still `dx` apart, their labels never meet — and a wide tree such as K&M's Fig. 1 (81
 * terminals) fits a projector's width at a readable size. Interior positions keep `dx`.
 * `compact`: levels closer together (presentation mode, where height is short too).
 */
export function tidyLayout(shape, { rows = 1, compact = false } = {}) {
  const n = shape.parent.length;
  const dx = siblingDistance(shape);
  const ids = Array.from({ length: n }, (_, i) => i);
  const root = stratify()
    .id((i) => String(i))
    .parentId((i) => (shape.parent[i] < 0 ? null : String(shape.parent[i])))(ids);
  const terminal = (a) => !a.children;
  const separation = rows > 1 ? (a, b) => (terminal(a) && terminal(b) ? 1 / rows : 1) : (a, b) => (a.parent === b.parent ? 1 : 1.4);
  tidyTree().nodeSize([dx, DY]).separation(separation)(root);
  const x = new Float64Array(n);
  root.each((node) => (x[node.data] = node.x));
  const pos = finish(shape, x, dx, levelsOf(shape), compact ? DY_COMPACT : DY);
  if (rows > 1) stagger(shape, pos, rows);
  return pos;
}

/** Moves the terminals of each level down by 0 … rows − 1 rows, in turn from left to right. */
function stagger(shape, pos, rows) {
  const { levelStart, x, y } = pos;
  for (let d = 0; d + 1 < levelStart.length; d++) {
    const terminals = [];
    for (let i = levelStart[d]; i < levelStart[d + 1]; i++) if (shape.degree[i] === 0) terminals.push(i);
    terminals.sort((a, b) => x[a] - x[b]);
    terminals.forEach((id, j) => (y[id] += (j % rows) * ROW_DY));
  }
  let maxY = 0;
  for (let i = 0; i < y.length; i++) if (y[i] > maxY) maxY = y[i];
  pos.bounds.y1 = maxY + R + 16 + 8;
  pos.rows = rows;
}

/**
 * The linear layout (the canvas renderer's trees): terminals left to right in depth-first
 * order, `dx` apart (1.4 dx between different parents), each interior position centred
 * over its first and last successor. O(n) time, typed arrays only.
 */
export function linearLayout(shape) {
  const n = shape.parent.length;
  const dx = siblingDistance(shape);
  const { parent, degree } = shape;
  const first = new Int32Array(n).fill(-1);
  for (let i = 1; i < n; i++) if (first[parent[i]] < 0) first[parent[i]] = i;
  const x = new Float64Array(n);
  // Depth-first order of the terminals, with an explicit stack (no recursion: 2,000,000 deep chains).
  const stack = new Int32Array(n);
  let top = 0;
  stack[top++] = 0;
  let next = 0;
  let lastParent = -2;
  while (top > 0) {
    const p = stack[--top];
    if (degree[p] === 0) {
      if (lastParent !== -2) next += parent[p] === lastParent ? dx : 1.4 * dx;
      x[p] = next;
      lastParent = parent[p];
    } else for (let c = first[p] + degree[p] - 1; c >= first[p]; c--) stack[top++] = c;
  }
  for (let i = n - 1; i >= 0; i--) if (degree[i] > 0) x[i] = (x[first[i]] + x[first[i] + degree[i] - 1]) / 2;
  return finish(shape, x, dx, levelsOf(shape));
}
