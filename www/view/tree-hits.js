// Finding positions on a tree view (tree-view.js): the one drawn at a point of the screen, the
// nearest one to a tap, an ancestor pinned at the box's edge, and Dewey names both ways —
// for the pointer (tree-input.js), the keyboard's type-ahead and scripts (pointOf,
// positionAt). The search in the tree's plane is hit-test.js's, shared by both renderers.

import { hitTest } from './hit-test.js';
import { R } from './layout.js';

/** A tap this close (CSS px) to a position's centre selects it, if no other is nearer. */
export const TAP_REACH = 18;

/** The id of the position drawn at client coordinates on view `v`, or -1. */
export function idAt(v, clientX, clientY) {
  if (!v.pos) return -1;
  const r = v.el.getBoundingClientRect();
  const pin = pinAt(v, clientX, clientY);
  if (pin >= 0) return pin;
  const ux = (clientX - r.left - v.el.clientLeft - v.t.x) / v.t.k;
  const uy = (clientY - r.top - v.t.y) / v.t.k;
  return hitTest(v.shape, v.pos, v.model?.labels, ux, uy);
}

/** The ancestor pinned at the box's edge (canvas-pins.js; the SVG renderer's path-pins.js)
 *  drawn at client coordinates, or -1. */
export function pinAt(v, clientX, clientY) {
  const pins = v.mode === 'canvas' ? v.drawn?.pins : v.pins?.pins;
  if (!pins?.length) return -1;
  const r = v.el.getBoundingClientRect();
  const bx = clientX - r.left - v.el.clientLeft;
  const by = clientY - r.top - v.el.clientTop;
  const p = pins.find((q) => Math.abs(bx - q.x) <= q.half + 4 && Math.abs(by - q.y) <= Math.max(q.half, R * v.t.k) + 4);
  return p ? p.id : -1;
}

/**
 * The position nearest to client coordinates within TAP_REACH CSS px of its centre (or its
 * outline, when that is larger), or -1: a tap between two positions selects the nearer,
 * and every position has a target of at least 24×24 px whatever the zoom (WCAG 2.2, 2.5.8).
 */
export function nearestAt(v, clientX, clientY) {
  if (!v.pos) return -1;
  const r = v.el.getBoundingClientRect();
  const ux = (clientX - r.left - v.el.clientLeft - v.t.x) / v.t.k;
  const uy = (clientY - r.top - v.el.clientTop - v.t.y) / v.t.k;
  const reach = Math.max(R, TAP_REACH / v.t.k);
  const { x, y } = v.pos;
  let best = -1;
  let bestD = reach * reach;
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] - ux) ** 2 + (y[i] - uy) ** 2;
    if (d <= bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/** The Dewey name of position `id` ('' for the root); `first[p]`: p's first successor. */
export function deweyOf(shape, first, id) {
  if (shape.dewey) return shape.dewey[id];
  const parts = [];
  for (let i = id; i > 0; i = shape.parent[i]) parts.push(i - first[shape.parent[i]] + 1);
  return parts.reverse().join('.');
}

/** The id of the position a Dewey name ("2.1") names, or -1 when there is none. */
export function idOfDewey(shape, first, dewey) {
  if (dewey == null) return -1;
  let id = 0;
  for (const part of String(dewey).split('.').filter(Boolean)) {
    const j = Number(part);
    if (!Number.isInteger(j) || j < 1 || j > shape.degree[id]) return -1;
    id = first[id] + j - 1;
  }
  return id;
}
