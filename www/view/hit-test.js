// Which position is drawn at a point of the tree's plane: the same search for both renderers
// (levels are rows, x increases within a level). Apart from canvas-paint.js, which loads only
// with the first tree too large for SVG, because the SVG view finds positions with it too.
import { halfWidth, R, radius } from './layout.js';

/** The first index in [a, b) whose x is >= v (x increases within a level). */
export function lowerBound(x, a, b, v) {
  while (a < b) {
    const m = (a + b) >>> 1;
    if (x[m] < v) a = m + 1;
    else b = m;
  }
  return a;
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
