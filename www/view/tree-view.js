// The tree view: one tree, drawn readable, with zoom, pan, selection and the keyboard.
//
// Two renderers, chosen by size (tree-surface.js; measured: docs/benchmarks.md, "Tree view:
// edit, zoom, step"): SVG up to CANVAS_FROM positions, a canvas above that draws only what is
// on screen, so there is no size at which the page stops drawing. `settled()` says when the
// drawing is there (the canvas's code loads when first needed).
//
// Readable by default: the default view never goes below zoom KMIN, where labels are 13 CSS
// px and positions at least 24 px across. A tree too large for its box at that size is shown
// around its root, with an overview (minimap.js) of where the view is; the user pans, pinches
// or zooms out from there. The page's main view (option fitWhole) first shows a tree whole
// when its values are still 11 px or more (READ_KMIN) — the shape of the search is seen
// first, as in the paper's figure — and following a step zooms in to the readable size.
//
// For scripts: the focusable element carries data-testid="tree"; in SVG each value carries data-dewey. Whatever the renderer,
// `treeView` on that element is this object, and `pointOf(dewey)` / `positionAt(clientX, clientY)` find a position on screen.
//
// A composition: the camera's maths (camera.js, pure), the input (tree-input.js), the ARIA item (tree-item.js), presentation
// layouts (present-layout.js), finding positions (tree-hits.js) and the renderers; this shell holds the state they share.

import * as camera from './camera.js';
import { Glide, reducedMotion } from './glide.js';
import { linearLayout } from './layout.js';
import { adoptMarks } from './marks-style.js';
import { Minimap } from './minimap.js';
import { PathPins } from './path-pins.js';
import { POSITION_WORDS } from './position-words.js';
import { rowsChanged, TidyLayouts } from './present-layout.js';
import { TapZoom } from './tap-zoom.js';
import { deweyOf, idAt, idOfDewey, nearestAt } from './tree-hits.js';
import { listen } from './tree-input.js';
import { TreeItem } from './tree-item.js';
import { applySvg, CANVAS_FROM, drawCanvas, exportSvg, followScroll, mountSurface, settled, themeFor } from './tree-surface.js';

export { FOLLOW_KMIN, KMIN, READ_KMIN, WHOLE_KMIN } from './camera.js';
export { TAP_REACH } from './tree-hits.js';
export { CANVAS_FROM, loadCanvas } from './tree-surface.js';

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
    this.glide = new Glide();
    this.layouts = new TidyLayouts();
    this.minimap = new Minimap(host, (ux, uy) => this.centerOn(ux, uy));
    this.tapZoom = new TapZoom(host, (k) => this.zoomBy(k / this.t.k));
    this.pins = new PathPins(host); // the path to the root in view, the overview clear of it
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
    this.tapZoom.remove();
    this.pins.remove();
  }

  /** The tree's accessible name: the caller's `label` (text, or a function giving it in the
   *  page's language), else the default. */
  #label() {
    const label = this.opts.label;
    return (typeof label === 'function' ? label() : label) ?? POSITION_WORDS.tree();
  }

  /** The camera's view of this view's mode (camera.js). */
  get #cameraMode() {
    return { present: this.present, whole: !!this.opts.whole, fitWhole: !!this.opts.fitWhole };
  }

  /** The focusable box (a scroll container: an SVG tree scrolls natively, so any script's
   *  scrollIntoView and a browser's own "scroll to" reach a position off screen). */
  #box() {
    const box = document.createElement('div');
    const attrs = { class: 'tv-scroll', tabindex: '0', role: 'tree', 'aria-label': this.#label(), 'data-testid': 'tree' };
    for (const [k, v] of Object.entries(attrs)) box.setAttribute(k, v);
    box.treeView = this;
    this.item = new TreeItem(box); // the ARIA tree's one item (tree-item.js)
    this.host.insertBefore(box, this.minimap.canvas);
    box.addEventListener('scroll', () => this.#scrolled(), { passive: true });
    listen(this, box);
    return box;
  }

  #mount(mode) {
    if (this.mode === mode) return;
    this.el ??= this.#box();
    mountSurface(this, mode); // tree-surface.js
  }

  /** A native scroll (a script's scrollIntoView, the browser's): the transform follows it. */
  #scrolled() {
    if (!followScroll(this)) return;
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
    this.minimap.setShape(shape, this.pos, themeFor(this));
    this.selected = -1;
    this.userMoved = false;
    this.fit();
    return true;
  }

  // --- presentation -------------------------------------------------------------------
  /**
   * Presentation mode (a projector): `{minFont}` shows the whole tree as large as the box
   * allows with every label at least minFont CSS px (present-layout.js) or, when even that
   * cannot be, the default view at that size, following the action (`wholeShown` says
   * which). null: the ordinary view.
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
    const { w, h } = this.size();
    return camera.wholeShown(this.pos.bounds, this.t, w, h);
  }

  /** The width (CSS px) the whole tree needs at the presentation's smallest label size. */
  get wholeWidth() {
    return this.pos ? camera.wholeWidth(this.pos.bounds, this.present?.minFont) : 0;
  }

  /** The tidy layout for the box: in presentation, the fewest rows of terminals that fit. */
  #tidy(shape) {
    return this.layouts.forBox(shape, this.present, () => this.size());
  }

  /** Lays the tree out again when the presentation's rows change; true if it did. */
  #relayout() {
    if (!this.shape || this.mode !== 'svg') return false;
    const pos = this.#tidy(this.shape);
    if (!rowsChanged(pos, this.pos)) return false;
    this.pos = pos;
    this.drawing.move(pos); // the same elements, moved: no DOM is made again
    if (this.model) this.drawing.render(this.model);
    this.minimap.setShape(this.shape, pos, themeFor(this));
    if (this.selected >= 0) this.drawing.select(this.selected);
    this.fit();
    return true;
  }

  #sameParents(parent) {
    const a = this.parents;
    for (let i = 0; i < a.length; i++) if (a[i] !== parent[i]) return false;
    return true;
  }

  /** Paints one state.
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
      if (this.pos) this.pins.update(this, this.size().w, this.size().h);
    } else this.draw();
    this.#syncItem();
  }

  /** The ARIA tree's item says the selected position (tree-item.js). */
  #syncItem() {
    this.item.sync({ shape: this.shape, model: this.model, selected: this.selected, first: this.first, describe: this.opts.describe });
  }

  /** The item's name again (a practice mark or value changed what `describe` says). */
  describeAgain() {
    this.#syncItem();
  }

  /** Resolves when the tree is drawn: at once in SVG; on a canvas, once its code is in. */
  settled() {
    return settled(this);
  }

  /** Redraws the canvas (the SVG renderer keeps its elements). Returns what was drawn. */
  draw() {
    if (this.mode !== 'canvas' || !this.pos) return null;
    const { w, h } = this.size();
    this.drawn = drawCanvas(this, w, h);
    return this.drawn;
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

  // --- zoom and pan: the camera's transforms (camera.js), applied -----------------------

  #apply() {
    if (!this.pos) return;
    const { w, h } = this.size();
    this.minimap.update(this.t, w, h, this.pos.bounds); // first: the canvas keeps pins clear of it
    if (this.drawing) applySvg(this, w, h), this.pins.update(this, w, h);
    else this.draw();
    this.tapZoom.update(this.pos, this.t.k, this.mode);
  }

  /** Sets transform t as the user's own view (a resize keeps it) and applies it. */
  #moveTo(t) {
    this.t = t;
    this.userMoved = true;
    this.#apply();
  }

  /** The height (px) the tree needs at the width of the box, within [lo, hi]. */
  preferredHeight(lo, hi) {
    if (!this.pos) return lo;
    return camera.preferredHeight(this.pos.bounds, this.size().w, lo, hi, this.#cameraMode);
  }

  size() {
    return { w: this.el.clientWidth || this.host.clientWidth || 600, h: this.el.clientHeight || this.host.clientHeight || 400 };
  }

  /**
   * The default view (camera.js, fitView): the whole tree if it fits at a readable size;
   * otherwise zoom KMIN, the root at the top centre, the overview shown — or, when the view
   * has a home position (setHome), that position at the centre.
   */
  fit() {
    if (!this.pos) return;
    this.stopGlide();
    const { w, h } = this.size();
    this.t = camera.fitView(this.pos, w, h, this.#cameraMode, this.#homeId());
    this.userMoved = false;
    this.#apply();
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
    this.stopGlide();
    const { w, h } = this.size();
    this.#moveTo({ k: this.t.k, ...camera.around(this.pos, id, this.t.k, w, h, this.t.x, this.t.y) });
  }

  /** Zooms out until the whole tree is in the box (the overview; labels may be small). */
  fitAll() {
    if (!this.pos) return;
    this.stopGlide();
    const { w, h } = this.size();
    this.#moveTo(camera.wholeView(this.pos.bounds, w, h));
  }

  zoomBy(f, cx, cy) {
    this.stopGlide();
    const { w, h } = this.size();
    this.#moveTo(camera.zoomAbout(this.t, f, cx ?? w / 2, cy ?? h / 2));
    this.opts.onMove?.(this.t);
  }

  panBy(dx, dy) {
    this.stopGlide();
    this.#moveTo({ ...this.t, x: this.t.x + dx, y: this.t.y + dy });
    this.opts.onMove?.(this.t);
  }

  /** Takes another view's zoom and pan (views that move together); calls no onMove. */
  moveTo(t) {
    if (!this.pos || (t.k === this.t.k && t.x === this.t.x && t.y === this.t.y)) return;
    this.stopGlide();
    this.#moveTo({ ...t });
  }

  /** Centres the view on tree coordinates (the overview's moves). */
  centerOn(ux, uy) {
    this.stopGlide();
    const { w, h } = this.size();
    this.#moveTo(camera.centredOn(this.t, ux, uy, w, h));
  }

  /**
   * Keeps position `id` in view: pans by the least amount that brings it (with its label and
   * a margin) inside the box; never zooms, never re-fits. Nothing moves if it is in view.
   */
  reveal(id) {
    if (!this.pos) return;
    this.stopGlide();
    const { w, h } = this.size();
    const t = camera.revealView(this.pos, id, this.t, w, h);
    if (t) {
      this.t = t;
      this.userMoved = true;
    }
    this.#apply();
  }

  /**
   * Follows the action (camera.js, followView): brings positions `ids` (the step's current
   * position first, then what it just cut off) inside the box, zooming out only as far as it
   * must. The move glides unless the user prefers reduced motion; a pan or zoom by the user
   * stops it (and is kept until the next step).
   */
  follow(ids, { glide = true } = {}) {
    if (!this.pos) return;
    const { w, h } = this.size();
    if (this.present && camera.showsWhole(this.pos.bounds, this.t, w, h)) return; // presenting a whole tree: a pan for air would push its far side out
    const target = camera.followView(this.pos, this.shape.parent.length, ids, this.t, w, h, this.#cameraMode, this.shape.parent);
    if (!target) return;
    this.userMoved = true; // the default view no longer applies: a resize keeps this one
    this.#glideTo(target, glide && !reducedMotion());
  }

  #glideTo(target, glide) {
    if (glide) return this.glide.run(this.t, target, (t) => ((this.t = t), this.#apply()));
    this.stopGlide();
    this.t = target;
    this.#apply();
  }

  /** Stops a glide under way (the user takes the view: tree-input.js). */
  stopGlide() {
    this.glide.stop();
  }

  /** The view's state for scripts and tests: the glide under way, and the transform. */
  get following() {
    return { gliding: this.glide.on, ...this.t };
  }

  // --- finding positions (scripts, tests: tree-hits.js) ---------------------------------

  /** The id of the position drawn at client coordinates, or -1. */
  idAt(clientX, clientY) {
    return idAt(this, clientX, clientY);
  }

  /** The position nearest to client coordinates within TAP_REACH CSS px (tree-hits.js), or -1. */
  nearestAt(clientX, clientY) {
    return nearestAt(this, clientX, clientY);
  }

  /** The position drawn at client coordinates: {id, dewey}, or null. */
  positionAt(clientX, clientY) {
    const id = this.idAt(clientX, clientY);
    return id < 0 ? null : { id, dewey: deweyOf(this.shape, this.first, id) };
  }

  /** Client coordinates of a position's centre (by Dewey string or id), after panning it into view; or null. */
  pointOf(which) {
    const id = typeof which === 'number' ? which : this.shape ? idOfDewey(this.shape, this.first, which) : -1;
    if (id < 0 || !this.pos) return null;
    this.reveal(id);
    const r = this.el.getBoundingClientRect();
    return { x: r.left + this.pos.x[id] * this.t.k + this.t.x, y: r.top + this.pos.y[id] * this.t.k + this.t.y };
  }

  /** A standalone SVG document of the whole tree (for export), styled by `css`. */
  exportSvg(css, opts) {
    return exportSvg(this, css, opts);
  }
}
