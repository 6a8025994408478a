// The SVG renderer (trees up to CANVAS_FROM positions, see tree-view.js). Elements are built
// once per tree shape and then only their classes and labels change, so an edit that keeps the
// shape (a new leaf value) repaints without rebuilding the DOM; a zoom changes one transform.
//
// Max positions are squares, Min positions circles, each sized to its label (a long label
// widens the square or the circle instead of meeting the outline). What each mark looks like
// (status outlines and dashes, cut bars, the window's ring, the "+" of a position examined
// only because of the window, the critical type, the Dewey coordinates, the selection ring)
// is the table in marks.js: its style sheet styles the classes set here, and the geometry
// (offsets, bar counts) is read from it; the canvas renderer draws the same table.
//
// Hooks for scripts: the element showing a position's value carries data-dewey (its Dewey
// coordinates, "" for the root); its group carries data-id (the breadth-first id).

import { t } from '../i18n/translate.js';
import { halfWidth, R, radius } from './layout.js';
import { CUT, deweyPlace, marksCss, OVERLAY, statusOf } from './marks.js';
import { patternDefs } from './marks-style.js';

export const SVG = 'http://www.w3.org/2000/svg';

export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

export class SvgDrawing {
  /** @param {SVGSVGElement} svg */
  constructor(svg) {
    this.svg = svg;
    this.viewport = el('g', { class: 'viewport' }, svg);
    this.edgeLayer = el('g', { class: 'edges' }, this.viewport);
    this.cutLayer = el('g', { class: 'cuts' }, this.viewport);
    this.nodeLayer = el('g', { class: 'nodes' }, this.viewport);
    this.markLayer = el('g', { class: 'marks' }, this.viewport);
    this.ring = el('circle', { class: 'sel-ring', r: R + OVERLAY.selected.ring.gap, visibility: 'hidden' }, this.viewport);
    this.nodes = [];
  }

  build(shape, pos) {
    this.shape = shape;
    this.pos = pos;
    const n = shape.parent.length;
    this.edgeLayer.replaceChildren();
    this.nodeLayer.replaceChildren();
    this.cutLayer.replaceChildren();
    this.markLayer.replaceChildren();
    this.nodes = new Array(n);
    this.shapes = new Array(n);
    this.edges = new Array(n);
    this.valueText = new Array(n);
    this.critText = new Array(n);
    this.labels = new Array(n).fill(null);
    this.classes = new Array(n).fill(null);
    this.edgeClasses = new Array(n).fill(null);
    this.crit = new Array(n).fill(null);
    this.lastCuts = null;
    this.lastMarks = null;
    this.current = -1;
    const { x, y } = pos;
    for (let i = 0; i < n; i++) {
      const d = shape.depth[i];
      const p = shape.parent[i];
      if (p >= 0) {
        this.edges[i] = el('line', { class: 'edge', x1: x[p], y1: y[p] + R, x2: x[i], y2: y[i] - R }, this.edgeLayer);
      }
      const g = el('g', { class: 'node', transform: `translate(${x[i]},${y[i]})`, 'data-id': i }, this.nodeLayer);
      this.shapes[i] =
        d % 2 === 0 ? el('rect', { class: 'shape', x: -R, y: -R, width: 2 * R, height: 2 * R, rx: 2 }, g) : el('circle', { class: 'shape', r: R }, g);
      const dewey = shape.dewey ? shape.dewey[i] : null;
      this.valueText[i] = el('text', { class: 'value', ...(dewey != null ? { 'data-dewey': dewey } : {}) }, g);
      const at = deweyPlace(shape.degree[i] === 0, p >= 0 && x[p] > x[i] + 1);
      const dw = el('text', { class: 'dewey', x: at.x, y: at.y, 'text-anchor': at.align, 'dominant-baseline': svgBaseline(at.baseline) }, g);
      dw.textContent = dewey === '' ? t('stack-root') : (dewey ?? ''); // the root's name in the page's language when drawn
      const crit = OVERLAY.critical.text;
      this.critText[i] = el(
        'text',
        { class: 'crit', x: crit.at[0], y: crit.at[1], 'text-anchor': crit.align, 'dominant-baseline': svgBaseline(crit.baseline) },
        g,
      );
      this.nodes[i] = g;
    }
    shape.chance?.svg(this, el); // a tree with chance positions (view/chance-hook.js)
    this.ring.setAttribute('visibility', 'hidden');
  }

  /**
   * Moves the drawn positions to another layout of the same shape (presentation mode's rows
   * of terminals): positions and edges move, no element is made again; the cut marks and the
   * "+" marks are drawn anew at the next render.
   */
  move(pos) {
    this.pos = pos;
    const { x, y } = pos;
    const parent = this.shape.parent;
    for (let i = 0; i < this.nodes.length; i++) {
      this.nodes[i].setAttribute('transform', `translate(${x[i]},${y[i]})`);
      const e = this.edges[i];
      if (e) {
        const p = parent[i];
        e.setAttribute('x1', x[p]);
        e.setAttribute('y1', y[p] + R);
        e.setAttribute('x2', x[i]);
        e.setAttribute('y2', y[i] - R);
      }
    }
    this.lastCuts = null;
    this.lastMarks = null;
  }

  /** Paints one state (see TreeView.render); only what changed is touched. */
  render(m) {
    const n = this.nodes.length;
    const current = m.current ?? -1;
    const active = m.active ?? null;
    const pv = m.pv ?? null;
    const depth = this.shape.depth;
    for (let i = 0; i < n; i++) {
      const label = m.labels[i];
      if (label !== this.labels[i]) {
        this.valueText[i].textContent = label;
        this.labels[i] = label;
        // The shape grows with its label: no label meets an outline.
        if (depth[i] % 2 === 0) {
          const hw = halfWidth(label);
          this.shapes[i].setAttribute('x', -hw);
          this.shapes[i].setAttribute('width', 2 * hw);
        } else this.shapes[i].setAttribute('r', radius(label));
      }
      let cls = `node ${depth[i] % 2 === 0 ? 'max' : 'min'} st-${m.status[i]}`;
      if (i === current) cls += ' is-current';
      else if (active?.has(i)) cls += ' is-active';
      if (cls !== this.classes[i]) {
        this.nodes[i].setAttribute('class', cls);
        this.classes[i] = cls;
      }
      const e = this.edges[i];
      if (e) {
        const ec = `edge st-${m.status[i]}${pv?.has(i) ? ' pv' : ''}`;
        if (ec !== this.edgeClasses[i]) {
          e.setAttribute('class', ec);
          this.edgeClasses[i] = ec;
        }
      }
      const c = m.critical ? m.critical[i] : null;
      if (c !== this.crit[i]) {
        this.critText[i].textContent = c == null ? '' : String(c);
        this.crit[i] = c;
      }
    }
    // The current position for scripts and tests (data-current on its group).
    if (current !== this.current) {
      if (this.current >= 0 && this.current < n) this.nodes[this.current].removeAttribute('data-current');
      if (current >= 0 && current < n) this.nodes[current].setAttribute('data-current', 'true');
      this.current = current;
    }
    this.svg.classList.toggle('show-dewey', !!m.showDewey);
    this.svg.classList.toggle('show-critical', !!m.critical);
    this.#drawCuts(m.cuts ?? []);
    this.#drawMarks(m.marks ?? null);
    // A picture's own texts (UCT's N and W/N: view/mcts-hook.js), on top.
    if (m.overlay || this.overlay) (this.overlay ??= el('g', { class: 'overlay' }, this.viewport)).replaceChildren();
    m.overlay?.svg(this.overlay, this.pos, el);
  }

  #drawCuts(cuts) {
    const key = cuts.map((c) => `${c.id}${c.kind}`).join();
    if (key === this.lastCuts) return;
    this.lastCuts = key;
    this.cutLayer.replaceChildren();
    const { x, y } = this.pos;
    for (const { id, kind } of cuts) {
      const p = this.shape.parent[id];
      if (p < 0) continue;
      const x1 = x[p];
      const y1 = y[p] + R;
      const dx = x[id] - x1;
      const dy = y[id] - R - y1;
      const len = Math.hypot(dx, dy) || 1;
      const ux = dx / len;
      const uy = dy / len;
      const cut = statusOf(kind).cut ?? { bars: 1 };
      const bars = cut.bars;
      const g = el('g', { class: `cut cut-${kind}`, 'data-id': id }, this.cutLayer);
      for (let b = 0; b < bars; b++) {
        const t = len * 0.5 + (b - (bars - 1) / 2) * CUT.spacing;
        const cx = x1 + ux * t;
        const cy = y1 + uy * t;
        el('line', { x1: cx - uy * CUT.half, y1: cy + ux * CUT.half, x2: cx + uy * CUT.half, y2: cy - ux * CUT.half }, g);
      }
      if (cut.ring) {
        const t = len * 0.5 + CUT.ring.offset;
        el('circle', { cx: x1 + ux * t, cy: y1 + uy * t, r: CUT.ring.r }, g);
      }
    }
  }

  #drawMarks(marks) {
    const key = marks ? [...marks].join() : '';
    if (key === this.lastMarks) return;
    this.lastMarks = key;
    this.markLayer.replaceChildren();
    if (!marks) return;
    const { x, y } = this.pos;
    const { at, arm } = OVERLAY.extra.plus;
    for (const id of marks) {
      if (id < 0 || id >= this.nodes.length) continue;
      const cx = x[id] + at[0];
      const cy = y[id] + at[1];
      const g = el('g', { class: 'mark-extra', 'data-id': id }, this.markLayer);
      el('line', { x1: cx - arm, y1: cy, x2: cx + arm, y2: cy }, g);
      el('line', { x1: cx, y1: cy - arm, x2: cx, y2: cy + arm }, g);
    }
  }

  select(id) {
    if (id >= 0 && id < this.nodes.length) {
      this.ring.setAttribute('cx', this.pos.x[id]);
      this.ring.setAttribute('cy', this.pos.y[id]);
      const label = this.labels[id] ?? '';
      this.ring.setAttribute('r', Math.max(halfWidth(label), radius(label)) + OVERLAY.selected.ring.gap);
      this.ring.setAttribute('visibility', 'visible');
    } else this.ring.setAttribute('visibility', 'hidden');
  }

  transform(t) {
    this.viewport.setAttribute('transform', `translate(${t.x},${t.y}) scale(${t.k})`);
  }

  /** A standalone SVG document of the whole tree (for export), styled by `css`. */
  exportSvg(css, { background }) {
    const b = this.pos.bounds;
    const w = Math.ceil(b.x1 - b.x0);
    const h = Math.ceil(b.y1 - b.y0);
    const copy = this.svg.cloneNode(true);
    for (const a of ['tabindex', 'role', 'aria-roledescription', 'data-testid', 'style']) copy.removeAttribute(a);
    copy.setAttribute('xmlns', SVG);
    copy.setAttribute('viewBox', `${b.x0} ${b.y0} ${w} ${h}`);
    copy.setAttribute('width', String(w));
    copy.setAttribute('height', String(h));
    copy.querySelector('.viewport').removeAttribute('transform');
    copy.querySelector('.sel-ring')?.remove();
    const style = el('style');
    style.textContent = `${css}\n${marksCss()}`;
    copy.insertBefore(style, copy.firstChild);
    copy.insertBefore(patternDefs(), style.nextSibling); // the fills of the difference view
    const bg = el('rect', { x: b.x0, y: b.y0, width: w, height: h, fill: background });
    copy.insertBefore(bg, copy.querySelector('.viewport'));
    return { text: new XMLSerializer().serializeToString(copy), width: w, height: h };
  }
}

/** SVG's dominant-baseline for a table's baseline (the canvas's textBaseline names). */
function svgBaseline(b) {
  return b === 'alphabetic' ? 'auto' : b === 'middle' ? 'central' : b;
}
