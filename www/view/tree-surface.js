// The tree view's renderers (tree-view.js), chosen by size (measured: docs/benchmarks.md,
// "Tree view: edit, zoom, step"): up to CANVAS_FROM positions, SVG (svg-drawing.js: an
// element per position, so tests and course-page scripts can find a position by its
// data-dewey); above, a canvas (canvas-paint.js) that draws only what is on screen and turns
// levels too dense to draw into bands, so there is no size at which the page stops drawing.
// The canvas renderer's code loads when a tree too large for SVG is first drawn (loadCanvas;
// the first view of the page is drawn in SVG, so it is not part of the first load):
// meanwhile the box is empty and aria-busy. A zoom or pan changes one transform (SVG) or
// redraws the visible part (canvas); no label is restyled.
//
// Functions of the view `v`: they read its layout, transform and model and set its drawing.

import { t as message, quantity } from '../i18n/translate.js';
import { themeOf } from './canvas-theme.js';
import { OVERLAY } from './marks.js';
import { el, SvgDrawing } from './svg-drawing.js';

/** Trees above this many positions are drawn on a canvas. */
export const CANVAS_FROM = 1000;
/** Above this many positions no SVG file is exported (it would be tens of megabytes). */
const EXPORT_MAX = 20_000;

/** The canvas renderer (canvas-paint.js) once loaded, and its load. */
let canvasPaint = null;
let canvasLoad = null;

/** Loads the canvas renderer (once; the page also asks for it when idle after its first view). */
export function loadCanvas() {
  canvasLoad ??= import('./canvas-paint.js').then((m) => (canvasPaint = m));
  return canvasLoad;
}

/** Resolves when view `v`'s tree is drawn: at once in SVG; on a canvas, once its code is in. */
export function settled(v) {
  return v.mode === 'canvas' && !canvasPaint
    ? loadCanvas().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
}

/** Puts renderer `mode` ('svg' or 'canvas') in view `v`'s box (v.el), beside its ARIA item. */
export function mountSurface(v, mode) {
  v.el.setAttribute('data-renderer', mode);
  let e;
  if (mode === 'svg') {
    e = el('svg', { class: 'tree-svg' });
    v.drawing = new SvgDrawing(e);
    v.ctx = null;
  } else {
    e = document.createElement('canvas');
    e.className = 'tree-svg tree-canvas';
    v.drawing = null;
    v.ctx = e.getContext('2d');
    if (!canvasPaint) {
      // Drawn when its code is in (an empty box meanwhile, marked busy).
      v.el.setAttribute('aria-busy', 'true');
      loadCanvas().then(
        () => {
          v.el.removeAttribute('aria-busy');
          if (v.mode === 'canvas') v.draw();
        },
        () => v.el.removeAttribute('aria-busy'), // not loaded (offline): the box stays empty, the rest of the page works
      );
    }
  }
  v.el.replaceChildren(e, v.item.el);
  // The SVG's pins and the overview's corner (path-pins.js) are the SVG renderer's: the
  // canvas draws its own pins and keeps them clear of the overview in its usual corner.
  v.pins?.layer.replaceChildren();
  v.minimap?.place('right');
  v.surface = e;
  v.content = null;
  v.mode = mode;
}

/** Redraws view `v`'s canvas in a w × h box; returns what was drawn (its pins), or null. */
export function drawCanvas(v, w, h) {
  const dpr = window.devicePixelRatio || 1;
  const cw = Math.round(w * dpr);
  const ch = Math.round(h * dpr);
  const c = v.surface;
  if (c.width !== cw || c.height !== ch) {
    c.width = cw;
    c.height = ch;
    c.style.width = `${w}px`;
    c.style.height = `${h}px`;
  }
  if (!canvasPaint) return null; // drawn once its code is in (mountSurface)
  return canvasPaint.drawCanvas(v.ctx, {
    shape: v.shape,
    pos: v.pos,
    model: v.model,
    t: v.t,
    selected: v.selected,
    w,
    h,
    dpr,
    theme: themeFor(v),
    avoid: v.minimap.area(w),
  });
}

/**
 * The theme's colours for the canvas, read from CSS once and again only when the colour
 * scheme or the medium changes (getComputedStyle on every frame of a glide cost more than
 * the drawing).
 */
export function themeFor(v) {
  if (!v.theme) {
    v.theme = themeOf(v.el);
    if (!v.themeWatch && window.matchMedia) {
      v.themeWatch = true;
      for (const q of ['(prefers-color-scheme: dark)', 'print']) window.matchMedia(q).addEventListener?.('change', () => (v.theme = null));
    }
  }
  return v.theme;
}

/**
 * The SVG: the tree at zoom k in a content box with one view of room on every side; the
 * transform's translation is the scroll position. A pan scrolls; a zoom sets one
 * transform and the content's size. Labels are never restyled.
 */
export function applySvg(v, w, h) {
  const { k } = v.t;
  const b = v.pos.bounds;
  // The content's size in powers of two: most zoom steps leave it (and the SVG's layout) alone.
  const bucket = (s) => 2 ** Math.ceil(Math.log2(Math.max(s, 256)));
  const cw = bucket((b.x1 - b.x0) * k + 2 * w);
  const ch = bucket((b.y1 - b.y0) * k + 2 * h);
  const ox = w - b.x0 * k;
  const oy = h - b.y0 * k;
  const c = v.content;
  if (!c || c.cw !== cw || c.ch !== ch) {
    v.surface.style.width = `${cw}px`;
    v.surface.style.height = `${ch}px`;
  }
  if (!c || c.ox !== ox || c.oy !== oy || c.k !== k) v.drawing.transform({ k, x: ox, y: oy });
  v.content = { cw, ch, ox, oy, k };
  // Scroll positions out of range (a pan far beyond the tree) are clamped: the transform follows.
  const sl = Math.max(0, Math.min(cw - w, ox - v.t.x));
  const st = Math.max(0, Math.min(ch - h, oy - v.t.y));
  v.t = { k, x: ox - sl, y: oy - st };
  v.el.scrollLeft = sl;
  v.el.scrollTop = st;
  // Dewey labels too small on screen are noise (marks.js): hidden until zoomed in (a
  // class on the svg, changed only when the threshold is crossed).
  const dw = OVERLAY.dewey.text;
  const tiny = dw.size * k < dw.minPx;
  if (v.surface.classList.contains('dewey-tiny') !== tiny) v.surface.classList.toggle('dewey-tiny', tiny);
}

/** A native scroll of view `v`'s SVG (a script's scrollIntoView, the browser's): the
 *  transform follows it. True if it moved. */
export function followScroll(v) {
  if (v.mode !== 'svg' || !v.content) return false;
  const x = v.content.ox - v.el.scrollLeft;
  const y = v.content.oy - v.el.scrollTop;
  if (Math.abs(x - v.t.x) < 1 && Math.abs(y - v.t.y) < 1) return false;
  v.t = { ...v.t, x, y };
  return true;
}

/** A standalone SVG document of view `v`'s whole tree (for export), styled by `css`. */
export function exportSvg(v, css, opts) {
  if (v.drawing) return v.drawing.exportSvg(css, opts);
  const n = v.shape.parent.length;
  if (n > EXPORT_MAX) throw new Error(message('export-too-big', { size: quantity(n), limit: quantity(EXPORT_MAX) }));
  // The canvas renderer's tree, drawn once in SVG for the file.
  const svg = el('svg', { class: 'tree-svg' });
  const d = new SvgDrawing(svg);
  d.build(v.shape, v.pos);
  if (v.model) d.render(v.model);
  return d.exportSvg(css, opts);
}
