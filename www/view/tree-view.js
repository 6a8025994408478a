// The tree view: one tree, drawn readable, with zoom, pan, selection and the keyboard.
//
// Two renderers, chosen by size (measured: docs/benchmarks.md, "Tree view: edit, zoom,
// step"): up to CANVAS_FROM positions, SVG (svg-drawing.js: an element per position, so tests
// and course-page scripts can find a position by its data-dewey); above, a canvas
// (canvas-paint.js) that draws only what is on screen and turns levels too dense to draw
// into bands, so there is no size at which the page stops drawing. The canvas renderer's
// code loads when a tree too large for SVG is first drawn (loadCanvas; the first view of the
// page is drawn in SVG, so it is not part of the first load): meanwhile the box is empty and
// aria-busy, and `settled()` says when the drawing is there. A zoom or pan changes one
// transform (SVG) or redraws the visible part (canvas); no label is restyled.
//
// Readable by default: the default view never goes below zoom KMIN, where labels are 13 CSS
// px and positions at least 24 px across. A tree too large for its box at that size is shown
// around its root, with an overview (minimap.js) of where the view is; the user pans, pinches
// or zooms out from there. The page's main view (option fitWhole) first shows a tree whole
// when it can be shown at WHOLE_KMIN or more — the shape of the search is seen first, as in
// the paper's figure — and following a step zooms in to the readable size.
//
// For scripts: the focusable element carries data-testid="tree"; in SVG each value carries
// data-dewey. Whatever the renderer, `treeView` on that element is this object, and
// `pointOf(dewey)` / `positionAt(clientX, clientY)` find a position on screen.
import { FONT, R, ROW_DY, linearLayout, tidyLayout } from './layout.js';
import { SvgDrawing, el } from './svg-drawing.js';
import { hitTest } from './hit-test.js';
import { themeOf } from './canvas-theme.js';
import { Minimap } from './minimap.js';
import { adoptMarks } from './marks-style.js';
import { OVERLAY } from './marks.js';
import { POSITION_WORDS, positionName } from './position-words.js';
import { dfsOrderOf } from './dfs-order.js';
import { quantity, t as message } from '../i18n/translate.js';

/** Trees above this many positions are drawn on a canvas. */
export const CANVAS_FROM = 1000;

/** The canvas renderer (canvas-paint.js) once loaded, and its load. */
let canvasPaint = null;
let canvasLoad = null;

/** Loads the canvas renderer (once; the page also asks for it when idle after its first view). */
export function loadCanvas() {
  canvasLoad ??= import('./canvas-paint.js').then((m) => (canvasPaint = m));
  return canvasLoad;
}
/** The smallest zoom of the default view: labels FONT * KMIN px (13). */
export const KMIN = 1;
/** The smallest zoom of a default view that shows the whole tree (the compare view's boxes):
 *  a position 2.4 px across, where a filled, hatched or hollow one and a cut mark can still be
 *  told apart. K&M's Fig. 1 side by side at 1366 px (zoom 0.16) or on a phone (0.125) is whole
 *  above it; a tree that needs less is shown at this zoom around its home position. */
export const WHOLE_KMIN = 0.1;
/** Following a step zooms out no further than this outside presentation mode, where the
 *  positions a step cut off must be seen even if their labels get small. */
export const FOLLOW_KMIN = 0.3;
/** The smallest target of a position on a touch screen (CSS px; WCAG 2.2, 2.5.8). */
const TARGET = 24;
/** A tap this close (CSS px) to a position's centre selects it, if no other is nearer. */
export const TAP_REACH = 18;
/** How long the view glides to the step it follows (none with prefers-reduced-motion). */
const GLIDE_MS = 180;
/** How long (ms) the keys typed for a Dewey name (type-ahead) wait for the next one. */
const TYPE_AHEAD_MS = 900;
/** Each view's ids of its ARIA tree item are its own (several views share a page). */
let views = 0;
/** Above this many positions no SVG file is exported (it would be tens of megabytes). */
const EXPORT_MAX = 20_000;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export class TreeView {
  /**
   * @param {HTMLElement} host  where the drawing goes (it fills it)
   * @param {{label?: string|(() => string), onSelect?: (id:number, how:string)=>void, onActivate?: (id:number)=>void,
   *   whole?: boolean, onMove?: (t: {k:number, x:number, y:number}) => void}} opts
   *   whole: the default view is the whole tree down to zoom WHOLE_KMIN (the compare view's
   *   boxes); fitWhole: the same for the default view only (fit, the Fit button), while
   *   following a step keeps the readable zoom; onMove: called after each pan or zoom by the
   *   user (views that move together)
   */
  constructor(host, opts = {}) {
    this.host = host;
    this.opts = opts;
    this.el = null;
    this.mode = null;
    this.pos = null;
    this.shape = null;
    this.model = null;
    this.selected = -1;
    /** The position the default view centres when the tree does not fit (-1: the root at the top). */
    this.home = -1;
    this.t = { k: 1, x: 0, y: 0 };
    this.userMoved = false;
    this.pointers = new Map();
    this.minimap = new Minimap(host, (ux, uy) => this.centerOn(ux, uy));
    adoptMarks(host); // the SVG renderer's marks (marks.js), once per document or shadow root
    this.#mount('svg');
    this.present = null;
    this.resizer = new ResizeObserver(() => {
      if (this.present && this.#relayout()) return;
      if (!this.userMoved) this.fit();
      else this.#apply();
    });
    this.resizer.observe(host);
  }

  /** The focusable element that shows the tree (the box holding the svg or the canvas); kept under this name for callers. */
  get svg() {
    return this.el;
  }

  /** The number of positions drawn. */
  get nodes() {
    return { length: this.shape ? this.shape.parent.length : 0 };
  }

  destroy() {
    this.resizer.disconnect();
    this.el?.remove();
    this.minimap.remove();
    this.tapZoom?.remove();
  }

  /** The tree's accessible name: the caller's `label` (text, or a function giving it in the
   *  page's language), else the default. */
  #label() {
    const label = this.opts.label;
    return (typeof label === 'function' ? label() : label) ?? POSITION_WORDS.tree();
  }

  /** The focusable box (a scroll container: an SVG tree scrolls natively, so any script's
   *  scrollIntoView and a browser's own "scroll to" reach a position off screen). */
  #box() {
    const box = document.createElement('div');
    const attrs = {
      class: 'tv-scroll',
      tabindex: '0',
      role: 'tree',
      'aria-label': this.#label(),
      'data-testid': 'tree',
    };
    for (const [k, v] of Object.entries(attrs)) box.setAttribute(k, v);
    box.treeView = this;
    // The ARIA tree (WAI-ARIA APG, tree view): the box is the tree and keeps the focus; one
    // treeitem stands for the selected position (aria-activedescendant), its level, place
    // among its siblings and accessible name set anew at each move. One element whatever
    // the tree's size: the canvas renderer draws up to 2,000,000 positions, and a DOM
    // element for each would freeze the page; the table view (search-table.js) lists them.
    this.uid = `tv${++views}`;
    this.item = document.createElement('div');
    this.item.setAttribute('role', 'treeitem');
    this.item.className = 'sr-only tv-item';
    this.item.id = `${this.uid}-none`;
    this.item.setAttribute('aria-label', POSITION_WORDS.none());
    box.setAttribute('aria-activedescendant', this.item.id);
    this.host.insertBefore(box, this.minimap.canvas);
    box.addEventListener('scroll', () => this.#scrolled(), { passive: true });
    this.#listen(box);
    return box;
  }

  #mount(mode) {
    if (this.mode === mode) return;
    this.el ??= this.#box();
    this.el.setAttribute('data-renderer', mode);
    let e;
    if (mode === 'svg') {
      e = el('svg', { class: 'tree-svg' });
      this.drawing = new SvgDrawing(e);
      this.ctx = null;
    } else {
      e = document.createElement('canvas');
      e.className = 'tree-svg tree-canvas';
      this.drawing = null;
      this.ctx = e.getContext('2d');
      if (!canvasPaint) {
        // Drawn when its code is in (an empty box meanwhile, marked busy).
        this.el.setAttribute('aria-busy', 'true');
        loadCanvas().then(
          () => {
            this.el.removeAttribute('aria-busy');
            if (this.mode === 'canvas') this.draw();
          },
          () => this.el.removeAttribute('aria-busy'), // not loaded (offline): the box stays empty, the rest of the page works
        );
      }
    }
    this.el.replaceChildren(e, this.item);
    this.surface = e;
    this.content = null;
    this.mode = mode;
  }

  /** A native scroll (a script's scrollIntoView, the browser's): the transform follows it. */
  #scrolled() {
    if (this.mode !== 'svg' || !this.content) return;
    const x = this.content.ox - this.el.scrollLeft;
    const y = this.content.oy - this.el.scrollTop;
    if (Math.abs(x - this.t.x) < 1 && Math.abs(y - this.t.y) < 1) return;
    this.t = { ...this.t, x, y };
    this.userMoved = true;
    const { w, h } = this.size();
    this.minimap.update(this.t, w, h, this.pos.bounds);
  }

  /** Builds the drawing for a new shape; keeps it when the shape is unchanged. */
  setShape(shape) {
    const n = shape.parent.length;
    // A value edit keeps the shape's parent array itself (core/current-tree.js): no comparison.
    const same = this.shape && shape.parent === this.shape.parent;
    if (same || (this.parents && this.parents.length === n && this.#sameParents(shape.parent))) {
      this.shape = shape;
      if (this.drawing) this.drawing.shape = shape;
      return false;
    }
    this.parents = Int32Array.from(shape.parent);
    this.shape = shape;
    adoptMarks(this.host); // a host that was not in a document when this view was made
    this.model = null;
    const mode = n > CANVAS_FROM ? 'canvas' : 'svg';
    this.#mount(mode);
    // shape.layout: the linear layout made off the page's thread (the run worker's, page-paint.js).
    this.pos = mode === 'svg' ? this.#tidy(shape) : (shape.layout ?? linearLayout(shape));
    this.first = this.pos.first;
    if (this.drawing) this.drawing.build(shape, this.pos);
    this.minimap.setShape(shape, this.pos, this.#theme());
    this.selected = -1;
    this.userMoved = false;
    this.fit();
    return true;
  }

  // --- presentation -------------------------------------------------------------------

  /**
   * Presentation mode (a projector): `{minFont}` shows the whole tree as large as the box
   * allows with every label at least minFont CSS px — staggering the terminals over two or
   * more rows when one row would make them smaller (layout.js) — or, when even that cannot
   * be, the default view at that size, following the action (`wholeShown` says which).
   * null: the ordinary view.
   */
  setPresent(present) {
    const was = this.present;
    this.present = present;
    if (!this.shape || this.mode !== 'svg') return this.fit();
    if (!this.#relayout() && (was?.minFont !== present?.minFont || !!was !== !!present)) this.fit();
  }

  /** Whether the whole tree is on screen at the presentation's size (true outside it). */
  get wholeShown() {
    if (!this.pos) return true;
    const b = this.pos.bounds;
    const { w, h } = this.size();
    return (b.x1 - b.x0) * this.t.k <= w + 1 && (b.y1 - b.y0) * this.t.k <= h + 1;
  }

  /** The width (CSS px) the whole tree needs at the presentation's smallest label size. */
  get wholeWidth() {
    if (!this.pos) return 0;
    const k = (this.present?.minFont ?? FONT) / FONT;
    return Math.ceil((this.pos.bounds.x1 - this.pos.bounds.x0) * k);
  }

  /** The tidy layout for the box: in presentation, the fewest rows of terminals that fit. */
  #tidy(shape) {
    // Each layout made once per shape: a toggle of presentation mode, the resize that follows
    // it and a toggle back take the ones already made (d3's tidy tree of 820 positions, four
    // times over, was much of a toggle's cost).
    if (this.layouts?.shape !== shape.parent) this.layouts = { shape: shape.parent, made: new Map() };
    const layout = (rows, compact) => {
      const key = `${rows}|${compact}`;
      if (!this.layouts.made.has(key)) this.layouts.made.set(key, tidyLayout(shape, { rows, compact }));
      return this.layouts.made.get(key);
    };
    if (!this.present) return layout(1, false);
    const { w, h } = this.size();
    const need = this.present.minFont / FONT;
    let best = null;
    for (let rows = 1; rows <= 4; rows++) {
      const pos = layout(rows, true);
      const b = pos.bounds;
      if (Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0)) >= need) return pos;
      best ??= pos; // nothing fits: one row, followed at a readable size
      if (shape.terminals !== undefined && rows >= shape.terminals) break;
    }
    return best;
  }

  /** Lays the tree out again when the presentation's rows change; true if it did. */
  #relayout() {
    if (!this.shape || this.mode !== 'svg') return false;
    const pos = this.#tidy(this.shape);
    if ((pos.rows ?? 1) === (this.pos?.rows ?? 1) && pos.dy === this.pos?.dy) return false;
    this.pos = pos;
    this.drawing.move(pos); // the same elements, moved: no DOM is made again
    if (this.model) this.drawing.render(this.model);
    this.minimap.setShape(this.shape, pos, this.#theme());
    if (this.selected >= 0) this.drawing.select(this.selected);
    this.fit();
    return true;
  }

  #sameParents(parent) {
    const a = this.parents;
    for (let i = 0; i < a.length; i++) if (a[i] !== parent[i]) return false;
    return true;
  }

  /**
   * Paints one state.
   * @param {{labels: string[], status: string[], cuts: {id:number, kind:string}[],
   *   current?: number, active?: Set<number>, pv?: Set<number>, showDewey?: boolean,
   *   critical?: (number|null)[]|null, marks?: Set<number>|null}} m  (marks: examined only
   *   because of the window)
   */
  render(m) {
    this.model = m;
    this.el?.setAttribute('aria-label', this.#label()); // the page's language may have changed
    if (this.drawing) {
      this.drawing.render(m);
      if (this.selected >= 0) this.drawing.select(this.selected);
    } else this.draw();
    this.#syncItem();
  }

  /**
   * The ARIA tree's item: the selected position (the root while none is), with its level,
   * its place among its siblings, whether it has successors (always shown: expanded) and
   * its name (position-words.js, then the caller's `describe`: a practice mark, a value
   * typed). A new id for each position, so that a screen reader announces each move.
   */
  #syncItem() {
    const it = this.item;
    const shape = this.shape;
    if (!shape || !shape.parent.length) return;
    const id = this.selected >= 0 ? this.selected : 0;
    const p = shape.parent[id];
    const first = this.first ?? dfsOrderOf(shape).first;
    it.id = `${this.uid}-p${id}`;
    it.setAttribute('aria-level', String(shape.depth[id] + 1));
    it.setAttribute('aria-posinset', String(p < 0 ? 1 : id - first[p] + 1));
    it.setAttribute('aria-setsize', String(p < 0 ? 1 : shape.degree[p]));
    if (shape.degree[id] > 0) it.setAttribute('aria-expanded', 'true');
    else it.removeAttribute('aria-expanded');
    it.setAttribute('aria-selected', String(this.selected >= 0));
    const extra = this.opts.describe?.(id);
    it.setAttribute('aria-label', [positionName(shape, this.model, id), extra].filter(Boolean).join('; '));
    this.el.setAttribute('aria-activedescendant', it.id);
  }

  /** The item's name again (a practice mark or value changed what `describe` says). */
  describeAgain() {
    this.#syncItem();
  }

  /** Resolves when the tree is drawn: at once in SVG; on a canvas, once its code is in. */
  settled() {
    return this.mode === 'canvas' && !canvasPaint ? loadCanvas().then(() => {}, () => {}) : Promise.resolve();
  }

  /** Redraws the canvas (the SVG renderer keeps its elements). Returns what was drawn. */
  draw() {
    if (this.mode !== 'canvas' || !this.pos) return null;
    const { w, h } = this.size();
    const dpr = window.devicePixelRatio || 1;
    const cw = Math.round(w * dpr);
    const ch = Math.round(h * dpr);
    const c = this.surface;
    if (c.width !== cw || c.height !== ch) {
      c.width = cw;
      c.height = ch;
      c.style.width = `${w}px`;
      c.style.height = `${h}px`;
    }
    if (!canvasPaint) return (this.drawn = null); // drawn once its code is in (#mount)
    this.drawn = canvasPaint.drawCanvas(this.ctx, { shape: this.shape, pos: this.pos, model: this.model, t: this.t, selected: this.selected, w, h, dpr, theme: this.#theme(), avoid: this.minimap.area(w) });
    return this.drawn;
  }

  /**
   * The theme's colours for the canvas, read from CSS once and again only when the colour
   * scheme or the medium changes (getComputedStyle on every frame of a glide cost more than
   * the drawing).
   */
  #theme() {
    if (!this.theme) {
      this.theme = themeOf(this.el);
      if (!this.themeWatch && window.matchMedia) {
        this.themeWatch = true;
        for (const q of ['(prefers-color-scheme: dark)', 'print']) window.matchMedia(q).addEventListener?.('change', () => (this.theme = null));
      }
    }
    return this.theme;
  }

  select(id, { reveal = true } = {}) {
    const was = this.selected;
    this.selected = this.shape && id >= 0 && id < this.shape.parent.length ? id : -1;
    if (this.drawing) this.drawing.select(this.selected);
    this.#syncItem();
    if (this.selected >= 0 && reveal) this.reveal(this.selected);
    else if (this.mode === 'canvas' && was !== this.selected) this.draw(); // the ring moved
  }

  /** Focuses the tree and keeps the selected position in view (the way back from a panel). */
  focus() {
    this.el.focus({ preventScroll: true });
    if (this.selected >= 0) this.reveal(this.selected);
  }

  // --- zoom and pan ------------------------------------------------------------------

  #apply() {
    if (!this.pos) return;
    const { w, h } = this.size();
    this.minimap.update(this.t, w, h, this.pos.bounds); // first: the canvas keeps pins clear of it
    if (this.drawing) this.#applySvg(w, h);
    else this.draw();
    this.#offerTapZoom();
  }

  /**
   * On a touch screen, positions drawn closer than 24 CSS px apart cannot each have a target
   * of their own that size (WCAG 2.2, 2.5.8): a button offers the zoom at which they can —
   * and at least KMIN, where each position's outline is itself 24 px across and its label
   * readable (the whole-tree first view is far below both).
   */
  #offerTapZoom() {
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    const { dx, rows = 1 } = this.pos;
    const gap = rows > 1 ? Math.min(dx, Math.hypot(dx / rows, ROW_DY)) : dx;
    const need = coarse && this.mode === 'svg' && gap * this.t.k < TARGET ? Math.max(TARGET / gap, KMIN) : 0;
    if (!need) {
      if (this.tapZoom) this.tapZoom.hidden = true;
      return;
    }
    if (!this.tapZoom) {
      this.tapZoom = document.createElement('button');
      this.tapZoom.type = 'button';
      this.tapZoom.className = 'tv-tap-zoom';
      this.tapZoom.addEventListener('click', () => this.zoomBy(this.tapZoomTo / this.t.k));
      this.host.append(this.tapZoom);
    }
    this.tapZoomTo = need;
    // Written each time it is offered: a language chosen since then is the one it speaks.
    this.tapZoom.textContent = message('zoom-tap');
    this.tapZoom.title = message('zoom-tap-title');
    this.tapZoom.hidden = false;
  }

  /**
   * The SVG: the tree at zoom k in a content box with one view of room on every side; the
   * transform's translation is the scroll position. A pan scrolls; a zoom sets one
   * transform and the content's size. Labels are never restyled.
   */
  #applySvg(w, h) {
    const { k } = this.t;
    const b = this.pos.bounds;
    // The content's size in powers of two: most zoom steps leave it (and the SVG's layout) alone.
    const bucket = (v) => 2 ** Math.ceil(Math.log2(Math.max(v, 256)));
    const cw = bucket((b.x1 - b.x0) * k + 2 * w);
    const ch = bucket((b.y1 - b.y0) * k + 2 * h);
    const ox = w - b.x0 * k;
    const oy = h - b.y0 * k;
    const c = this.content;
    if (!c || c.cw !== cw || c.ch !== ch) {
      this.surface.style.width = `${cw}px`;
      this.surface.style.height = `${ch}px`;
    }
    if (!c || c.ox !== ox || c.oy !== oy || c.k !== k) this.drawing.transform({ k, x: ox, y: oy });
    this.content = { cw, ch, ox, oy, k };
    // Scroll positions out of range (a pan far beyond the tree) are clamped: the transform follows.
    const sl = Math.max(0, Math.min(cw - w, ox - this.t.x));
    const st = Math.max(0, Math.min(ch - h, oy - this.t.y));
    this.t = { k, x: ox - sl, y: oy - st };
    this.el.scrollLeft = sl;
    this.el.scrollTop = st;
    // Dewey labels too small on screen are noise (marks.js): hidden until zoomed in (a
    // class on the svg, changed only when the threshold is crossed).
    const dw = OVERLAY.dewey.text;
    const tiny = dw.size * k < dw.minPx;
    if (this.surface.classList.contains('dewey-tiny') !== tiny) this.surface.classList.toggle('dewey-tiny', tiny);
  }

  /** The zoom of the default view in a w-wide, h-high box (never above 1.6; never below KMIN
   *  unless the view shows the whole tree). */
  #homeZoom(w, h) {
    const b = this.pos.bounds;
    if (this.present) {
      // As large as the box allows (a projector's labels grow), never below minFont.
      return Math.max(this.present.minFont / FONT, Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0), 2.4));
    }
    const k = Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0), 1.6);
    return Math.max(this.opts.whole ? WHOLE_KMIN : KMIN, k);
  }

  /** The zoom of fit(): the home zoom, or with fitWhole the whole tree if that needs no
   *  less than WHOLE_KMIN (a larger tree keeps the readable view around its root). */
  #fitZoom(w, h) {
    const home = this.#homeZoom(w, h);
    if (this.present || !this.opts.fitWhole) return home;
    const b = this.pos.bounds;
    const whole = Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0), 1.6);
    return whole >= WHOLE_KMIN ? whole : home;
  }

  /** The height (px) the tree needs at the width of the box, within [lo, hi]. */
  preferredHeight(lo, hi) {
    if (!this.pos) return lo;
    const b = this.pos.bounds;
    const { w } = this.size();
    const k = Math.min(w / (b.x1 - b.x0), 1.6);
    return Math.round(Math.max(lo, Math.min(hi, (b.y1 - b.y0) * Math.max(this.opts.whole ? WHOLE_KMIN : KMIN, k) + 24)));
  }

  size() {
    return { w: this.el.clientWidth || this.host.clientWidth || 600, h: this.el.clientHeight || this.host.clientHeight || 400 };
  }

  /**
   * The default view: the whole tree if it fits at a readable size; otherwise zoom KMIN,
   * the root at the top centre (or the tree's edge at the box's edge), the overview shown —
   * or, when the view has a home position (setHome), that position at the centre.
   */
  fit() {
    if (!this.pos) return;
    this.#stopGlide();
    const { w, h } = this.size();
    const b = this.pos.bounds;
    const bw = b.x1 - b.x0;
    const bh = b.y1 - b.y0;
    const k = this.#fitZoom(w, h);
    let x = (w - bw * k) / 2 - b.x0 * k;
    let y = (h - bh * k) / 2 - b.y0 * k;
    const home = this.#homeId();
    if (home >= 0) ({ x, y } = this.#around(home, k, w, h, x, y));
    else {
      if (bw * k > w) x = Math.min(-b.x0 * k, Math.max(w - b.x1 * k, w / 2 - this.pos.x[0] * k));
      if (bh * k > h) y = -b.y0 * k;
    }
    this.t = { k, x, y };
    this.userMoved = false;
    this.#apply();
  }

  /**
   * The translation at zoom k that centres position `id` on each axis the tree overflows
   * (x, y: the translation kept on an axis that fits). Vertically the tree's edge stays at
   * the box's edge when centring would leave part of the box empty (a deep position would
   * leave the lower half blank); the position stays in view either way.
   */
  #around(id, k, w, h, x, y) {
    const b = this.pos.bounds;
    if ((b.x1 - b.x0) * k > w) x = w / 2 - this.pos.x[id] * k;
    if ((b.y1 - b.y0) * k > h) y = Math.min(-b.y0 * k, Math.max(h - b.y1 * k, h / 2 - this.pos.y[id] * k));
    return { x, y };
  }

  #homeId() {
    return this.shape && this.home >= 0 && this.home < this.shape.parent.length ? this.home : -1;
  }

  /**
   * The position the default view centres when the whole tree does not fit (the compare
   * view's first difference); -1: the root at the top. A default view still shown takes it
   * at once; a view the user moved keeps its own until `centreHome()`.
   */
  setHome(id) {
    if (id === this.home) return;
    this.home = id;
    if (!this.userMoved) this.fit();
  }

  /** Centres the home position at the present zoom, when the whole tree is not in view. */
  centreHome() {
    const id = this.#homeId();
    if (id < 0 || this.wholeShown) return;
    this.#stopGlide();
    const { w, h } = this.size();
    this.t = { k: this.t.k, ...this.#around(id, this.t.k, w, h, this.t.x, this.t.y) };
    this.userMoved = true;
    this.#apply();
  }

  /** Zooms out until the whole tree is in the box (the overview; labels may be small). */
  fitAll() {
    if (!this.pos) return;
    this.#stopGlide();
    const { w, h } = this.size();
    const b = this.pos.bounds;
    const k = Math.min(w / (b.x1 - b.x0), h / (b.y1 - b.y0), 1.6);
    this.t = { k, x: (w - (b.x1 - b.x0) * k) / 2 - b.x0 * k, y: (h - (b.y1 - b.y0) * k) / 2 - b.y0 * k };
    this.userMoved = true;
    this.#apply();
  }

  zoomBy(f, cx, cy) {
    this.#stopGlide();
    const { w, h } = this.size();
    cx ??= w / 2;
    cy ??= h / 2;
    const k = Math.max(1e-4, Math.min(8, this.t.k * f));
    const r = k / this.t.k;
    this.t = { k, x: cx - (cx - this.t.x) * r, y: cy - (cy - this.t.y) * r };
    this.userMoved = true;
    this.#apply();
    this.opts.onMove?.(this.t);
  }

  panBy(dx, dy) {
    this.#stopGlide();
    this.t = { ...this.t, x: this.t.x + dx, y: this.t.y + dy };
    this.userMoved = true;
    this.#apply();
    this.opts.onMove?.(this.t);
  }

  /** Takes another view's zoom and pan (views that move together); calls no onMove. */
  moveTo(t) {
    if (!this.pos || (t.k === this.t.k && t.x === this.t.x && t.y === this.t.y)) return;
    this.#stopGlide();
    this.t = { ...t };
    this.userMoved = true;
    this.#apply();
  }

  /** Centres the view on tree coordinates (the overview's moves). */
  centerOn(ux, uy) {
    this.#stopGlide();
    const { w, h } = this.size();
    this.t = { ...this.t, x: w / 2 - ux * this.t.k, y: h / 2 - uy * this.t.k };
    this.userMoved = true;
    this.#apply();
  }

  /**
   * Keeps position `id` in view: pans by the least amount that brings it (with its label and
   * a margin) inside the box; never zooms, never re-fits. Nothing moves if it is in view.
   */
  reveal(id) {
    if (!this.pos) return;
    this.#stopGlide();
    const { w, h } = this.size();
    const { k } = this.t;
    const sx = this.pos.x[id] * k + this.t.x;
    const sy = this.pos.y[id] * k + this.t.y;
    const mx = Math.min(w / 2, (R + 24) * k + 16);
    const my = Math.min(h / 2, (R + 16) * k + 16);
    let dx = 0;
    let dy = 0;
    if (sx < mx) dx = mx - sx;
    else if (sx > w - mx) dx = w - mx - sx;
    if (sy < my) dy = my - sy;
    else if (sy > h - my) dy = h - my - sy;
    if (dx || dy) {
      this.t = { k, x: this.t.x + dx, y: this.t.y + dy };
      this.userMoved = true;
    }
    this.#apply();
  }

  /**
   * Follows the action: brings positions `ids` (the step's current position first, then what
   * it just cut off) inside the box, panning by the least amount and zooming out only as far
   * as it must — never below FOLLOW_KMIN, or the zoom the user chose if that is smaller. When
   * they cannot all be shown, the first is centred. The move glides unless the user prefers
   * reduced motion; a pan or zoom by the user stops it (and is kept until the next step).
   */
  follow(ids, { glide = true } = {}) {
    if (!this.pos) return;
    const n = this.shape.parent.length;
    const valid = ids.filter((i) => Number.isInteger(i) && i >= 0 && i < n);
    if (!valid.length) return;
    const { w, h } = this.size();
    // Presentation mode with the whole tree in the box: every position is in sight; a pan for air at an edge would push the far side out (and bring the overview over it).
    const B = this.pos.bounds; if (this.present && B.x0 * this.t.k + this.t.x >= -1 && B.x1 * this.t.k + this.t.x <= w + 1 && B.y0 * this.t.k + this.t.y >= -1 && B.y1 * this.t.k + this.t.y <= h + 1) return;
    const { x, y } = this.pos;
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
    // Nothing beyond the tree's own margins needs showing (a view that shows the whole tree
    // stays as it is).
    const b = this.pos.bounds;
    x0 = Math.max(x0, b.x0);
    x1 = Math.min(x1, b.x1);
    y0 = Math.max(y0, b.y0);
    y1 = Math.min(y1, b.y1);
    const t0 = this.t;
    const fits = Math.min((w - 2 * pad) / (x1 - x0), (h - 2 * pad) / (y1 - y0));
    // The user's zoom, or the default view's if that is larger (a step that had to zoom out
    // gives way to the readable size again), no larger than what fits; never below the
    // presentation's label size (there, an overflowing step centres the current position).
    const floor = this.present ? this.present.minFont / FONT : FOLLOW_KMIN;
    const k = Math.max(Math.min(Math.max(t0.k, this.#homeZoom(w, h)), fits), Math.min(floor, t0.k));
    // The current translation, scaled about the box's centre when the zoom changes.
    const r = k / t0.k;
    const axis = (t, lo, hi, size, c) => {
      const at = size / 2 - (size / 2 - t) * r;
      const air = Math.max(0, Math.min(pad, (size - (hi - lo) * k) / 2));
      const min = air - lo * k; // the near edge inside
      const max = size - air - hi * k; // the far edge inside
      if ((hi - lo) * k > size + 0.5) return size / 2 - c * k; // cannot show all: centre the current position
      if (min > max) return (min + max) / 2; // a fit to the pixel (rounding)
      return Math.max(min, Math.min(max, at));
    };
    const target = { k, x: axis(t0.x, x0, x1, w, x[valid[0]]), y: axis(t0.y, y0, y1, h, y[valid[0]]) };
    if (Math.abs(target.x - t0.x) < 0.5 && Math.abs(target.y - t0.y) < 0.5 && target.k === t0.k) return;
    this.userMoved = true; // the default view no longer applies: a resize keeps this one
    this.#glideTo(target, glide && !reducedMotion());
  }

  #glideTo(target, glide) {
    this.#stopGlide();
    if (!glide) {
      this.t = target;
      return this.#apply();
    }
    const from = this.t;
    const start = performance.now();
    const frame = (now) => {
      const u = Math.min(1, Math.max(0, (now - start) / GLIDE_MS)); // a frame's time may precede `start` (a busy main thread): a negative u gave ratio ** -9000
      const e = 1 - (1 - u) ** 3; // ease out
      // The zoom glides geometrically, the translation linearly: no bulge on a zoom-out.
      const k = from.k * (target.k / from.k) ** e;
      this.t = { k, x: from.x + (target.x - from.x) * e, y: from.y + (target.y - from.y) * e };
      this.#apply();
      this.glide = u < 1 ? requestAnimationFrame(frame) : null;
    };
    this.glide = requestAnimationFrame(frame);
  }

  #stopGlide() {
    if (this.glide) cancelAnimationFrame(this.glide);
    this.glide = null;
  }

  /** The view's state for scripts and tests: the glide under way, and the transform. */
  get following() {
    return { gliding: this.glide != null, ...this.t };
  }

  // --- finding positions (scripts, tests, hit testing) -------------------------------------

  /** The id of the position drawn at client coordinates, or -1. */
  idAt(clientX, clientY) {
    if (!this.pos) return -1;
    const r = this.el.getBoundingClientRect();
    const pin = this.#pinAt(clientX, clientY);
    if (pin >= 0) return pin;
    const ux = (clientX - r.left - this.el.clientLeft - this.t.x) / this.t.k;
    const uy = (clientY - r.top - this.t.y) / this.t.k;
    return hitTest(this.shape, this.pos, this.model?.labels, ux, uy);
  }

  /** The ancestor pinned at the box's edge (canvas-pins.js) drawn at client coordinates, or -1. */
  #pinAt(clientX, clientY) {
    const pins = this.mode === 'canvas' ? this.drawn?.pins : null;
    if (!pins?.length) return -1;
    const r = this.el.getBoundingClientRect();
    const bx = clientX - r.left - this.el.clientLeft;
    const by = clientY - r.top - this.el.clientTop;
    const p = pins.find((q) => Math.abs(bx - q.x) <= q.half + 4 && Math.abs(by - q.y) <= Math.max(q.half, R * this.t.k) + 4);
    return p ? p.id : -1;
  }

  /**
   * The position nearest to client coordinates within TAP_REACH CSS px of its centre (or its
   * outline, when that is larger), or -1: a tap between two positions selects the nearer,
   * and every position has a target of at least 24×24 px whatever the zoom (WCAG 2.2, 2.5.8).
   */
  nearestAt(clientX, clientY) {
    if (!this.pos) return -1;
    const r = this.el.getBoundingClientRect();
    const ux = (clientX - r.left - this.el.clientLeft - this.t.x) / this.t.k;
    const uy = (clientY - r.top - this.el.clientTop - this.t.y) / this.t.k;
    const reach = Math.max(R, TAP_REACH / this.t.k);
    const { x, y } = this.pos;
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

  /** The position drawn at client coordinates: {id, dewey}, or null. */
  positionAt(clientX, clientY) {
    const id = this.idAt(clientX, clientY);
    return id < 0 ? null : { id, dewey: this.#dewey(id) };
  }

  /** Client coordinates of a position's centre (by Dewey string or id), after panning it into view; or null. */
  pointOf(which) {
    const id = typeof which === 'number' ? which : this.#idOf(which);
    if (id < 0 || !this.pos) return null;
    this.reveal(id);
    const r = this.el.getBoundingClientRect();
    return { x: r.left + this.pos.x[id] * this.t.k + this.t.x, y: r.top + this.pos.y[id] * this.t.k + this.t.y };
  }

  #dewey(id) {
    if (this.shape.dewey) return this.shape.dewey[id];
    const parts = [];
    for (let i = id; i > 0; i = this.shape.parent[i]) parts.push(i - this.first[this.shape.parent[i]] + 1);
    return parts.reverse().join('.');
  }

  #idOf(dewey) {
    if (dewey == null) return -1;
    let id = 0;
    for (const part of String(dewey).split('.').filter(Boolean)) {
      const j = Number(part);
      if (!Number.isInteger(j) || j < 1 || j > this.shape.degree[id]) return -1;
      id = this.first[id] + j - 1;
    }
    return id;
  }

  #listen(target) {
    target.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const r = target.getBoundingClientRect();
        this.zoomBy(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.002)), e.clientX - r.left, e.clientY - r.top);
      },
      { passive: false },
    );
    target.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      this.#stopGlide(); // the user takes the view
      let id = -1;
      if (this.mode === 'svg') {
        const node = e.target.closest?.('.node');
        id = node ? Number(node.getAttribute('data-id')) : this.nearestAt(e.clientX, e.clientY);
      } else id = this.idAt(e.clientX, e.clientY);
      const pinned = id >= 0 && id === this.#pinAt(e.clientX, e.clientY);
      target.setPointerCapture?.(e.pointerId);
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY, id, pinned });
      this.dragged = this.pointers.size > 1;
    });
    target.addEventListener('pointermove', (e) => {
      const p = this.pointers.get(e.pointerId);
      if (!p) return;
      if (this.pointers.size === 1) {
        if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) > 5) this.dragged = true;
        if (this.dragged) this.panBy(e.clientX - p.x, e.clientY - p.y);
      } else if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        const before = Math.hypot(a.x - b.x, a.y - b.y);
        const mx0 = (a.x + b.x) / 2;
        const my0 = (a.y + b.y) / 2;
        p.x = e.clientX;
        p.y = e.clientY;
        const after = Math.hypot(a.x - b.x, a.y - b.y);
        const r = target.getBoundingClientRect();
        // Pinch: zoom about the fingers' midpoint, and follow the midpoint (two-finger pan).
        this.t = { ...this.t, x: this.t.x + (a.x + b.x) / 2 - mx0, y: this.t.y + (a.y + b.y) / 2 - my0 };
        if (before > 0) this.zoomBy(after / before, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
        return;
      }
      p.x = e.clientX;
      p.y = e.clientY;
    });
    const end = (e) => {
      const p = this.pointers.get(e.pointerId);
      this.pointers.delete(e.pointerId);
      if (!p || e.type === 'pointercancel') return;
      // The position under the pointer when it went down (capture retargets pointerup).
      if (!this.dragged && this.pointers.size === 0 && p.id >= 0) {
        this.opts.onSelect?.(p.id, 'pointer');
        if (p.pinned) this.reveal(p.id); // a pin stands for a position off screen: go to it
      }
    };
    target.addEventListener('pointerup', end);
    target.addEventListener('pointercancel', end);
    target.addEventListener('keydown', (e) => this.#key(e));
  }

  #key(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const shape = this.shape;
    if (!shape || !shape.parent.length) return;
    const s = this.selected;
    let next = -1;
    switch (e.key) {
      case 'ArrowUp':
        next = s < 0 ? 0 : Math.max(shape.parent[s], 0);
        break;
      case 'ArrowDown':
        next = s < 0 ? 0 : shape.degree[s] > 0 ? this.first[s] : s;
        break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (s < 0) {
          next = 0;
          break;
        }
        // A level is a contiguous run of breadth-first ids, left to right.
        const d = shape.depth[s];
        const { levelStart } = this.pos;
        next = Math.max(levelStart[d], Math.min(levelStart[d + 1] - 1, s + (e.key === 'ArrowLeft' ? -1 : 1)));
        break;
      }
      case 'Home':
        next = 0;
        break;
      case 'End': {
        // The last position in depth-first order (the APG tree's last visible item).
        const { order } = dfsOrderOf(shape);
        next = order[order.length - 1];
        break;
      }
      case '*':
        // The APG's "expand all siblings": every position is always drawn, so every sibling
        // is expanded already; the key is taken so it does nothing else.
        break;
      case 'Enter':
      case 'F2':
        if (s >= 0) this.opts.onActivate?.(s);
        break;
      case '+':
      case '=':
        this.zoomBy(1.25);
        break;
      case '-':
      case '_':
        this.zoomBy(0.8);
        break;
      case '0':
        if (this.typed) return this.#typeAhead(e);
        this.fit();
        break;
      default:
        if (/^[1-9.]$/.test(e.key)) return this.#typeAhead(e);
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    if (next >= 0) this.opts.onSelect?.(next, 'keyboard');
  }

  /**
   * Type-ahead on Dewey names (the APG tree's): digits and dots typed within TYPE_AHEAD_MS of
   * each other name a position ("2", "2.1", "1.10"), which is selected as soon as it exists.
   * A 0 is a digit only inside a name (alone it is the fit key: Dewey names never start with 0).
   */
  #typeAhead(e) {
    e.preventDefault();
    e.stopPropagation();
    clearTimeout(this.typedTimer);
    this.typed = (this.typed ?? '') + e.key;
    this.typedTimer = setTimeout(() => (this.typed = ''), TYPE_AHEAD_MS);
    const id = this.#idOf(this.typed.replace(/\.+$/, ''));
    if (id >= 0 && id !== this.selected) this.opts.onSelect?.(id, 'keyboard');
  }

  /** A standalone SVG document of the whole tree (for export), styled by `css`. */
  exportSvg(css, opts) {
    if (this.drawing) return this.drawing.exportSvg(css, opts);
    const n = this.shape.parent.length;
    if (n > EXPORT_MAX) throw new Error(message('export-too-big', { size: quantity(n), limit: quantity(EXPORT_MAX) }));
    // The canvas renderer's tree, drawn once in SVG for the file.
    const svg = el('svg', { class: 'tree-svg' });
    const d = new SvgDrawing(svg);
    d.build(this.shape, this.pos);
    if (this.model) d.render(this.model);
    return d.exportSvg(css, opts);
  }
}
