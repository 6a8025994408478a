// The tree drawn in SVG. Layout: d3-hierarchy's stratify + tree (Reingold-Tilford /
// Buchheim tidy layout); nothing here lays out a tree by hand. Elements are built once
// per tree shape and then only their classes and labels change, so an edit that keeps the
// shape (a new leaf value) repaints without rebuilding the DOM.
//
// Max positions are squares, Min positions circles. Why a position was not examined is
// told by the outline's dash (and colour): examined = filled, solid; not yet reached
// (step-through) = hollow, thin; shallow cutoff = dashed; deep cutoff = dotted and thick;
// saved by the window (the full window examines it) = dash-dot; cut with the window's
// bound but skipped by the full window too = dashed like a shallow cutoff. The edge into a
// skipped successor carries 1, 2 or 3 bars (shallow, deep, saved); a window cutoff that
// saves nothing carries one bar and a small ring. Positions examined only because of the
// window (not by the full window) get a small "+" at their upper right.
import { stratify, tree as tidyTree } from 'd3-hierarchy';

const SVG = 'http://www.w3.org/2000/svg';
const DX = 30; // horizontal distance between neighbouring siblings
const DY = 62; // between levels
const R = 12; // node radius (half the square's side)

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** The layout of a shape: x, y per id and the bounds, from d3-hierarchy. */
export function layout(shape) {
  const n = shape.parent.length;
  const ids = Array.from({ length: n }, (_, i) => i);
  const root = stratify()
    .id((i) => String(i))
    .parentId((i) => (shape.parent[i] < 0 ? null : String(shape.parent[i])))(ids);
  tidyTree()
    .nodeSize([DX, DY])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.4))(root);
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = 0;
  root.each((node) => {
    if (node.x < minX) minX = node.x;
    if (node.x > maxX) maxX = node.x;
  });
  // A wide, shallow tree gets taller levels (up to 220), so that it is not a thin strip.
  const height = Math.max(1, root.height);
  const dy = Math.max(DY, Math.min(220, ((maxX - minX) * 0.42) / height));
  root.each((node) => {
    const i = node.data;
    x[i] = node.x;
    y[i] = node.depth * dy;
    if (y[i] > maxY) maxY = y[i];
  });
  return { x, y, dy, bounds: { x0: minX - R - 14, x1: maxX + R + 14, y0: -R - 14, y1: maxY + R + 28 } };
}

export class TreeView {
  /**
   * @param {HTMLElement} host  where the SVG goes (it fills it)
   * @param {{label?: string, onSelect?: (id:number, how:string)=>void, onActivate?: (id:number)=>void, keyboard?: boolean}} opts
   */
  constructor(host, opts = {}) {
    this.host = host;
    this.opts = opts;
    this.svg = el('svg', {
      class: 'tree-svg',
      tabindex: '0',
      role: 'application',
      'aria-roledescription': 'game tree',
      'aria-label': opts.label ?? 'Game tree',
    });
    this.viewport = el('g', { class: 'viewport' }, this.svg);
    this.edgeLayer = el('g', { class: 'edges' }, this.viewport);
    this.cutLayer = el('g', { class: 'cuts' }, this.viewport);
    this.nodeLayer = el('g', { class: 'nodes' }, this.viewport);
    this.markLayer = el('g', { class: 'marks' }, this.viewport);
    this.ring = el('circle', { class: 'sel-ring', r: R + 6, visibility: 'hidden' }, this.viewport);
    host.appendChild(this.svg);
    this.signature = null;
    this.nodes = [];
    this.edges = [];
    this.labels = [];
    this.classes = [];
    this.selected = -1;
    this.t = { k: 1, x: 0, y: 0 };
    this.userMoved = false;
    this.pointers = new Map();
    this.#listen();
    this.resizer = new ResizeObserver(() => {
      if (!this.userMoved) this.fit();
    });
    this.resizer.observe(host);
  }

  destroy() {
    this.resizer.disconnect();
    this.svg.remove();
  }

  /** Builds the elements for a new shape; keeps them when the shape is unchanged. */
  setShape(shape) {
    const signature = shape.parent.join(',');
    if (signature === this.signature) {
      this.shape = shape;
      return false;
    }
    this.signature = signature;
    this.shape = shape;
    this.pos = layout(shape);
    const n = shape.parent.length;
    this.edgeLayer.replaceChildren();
    this.nodeLayer.replaceChildren();
    this.cutLayer.replaceChildren();
    this.markLayer.replaceChildren();
    this.nodes = new Array(n);
    this.edges = new Array(n);
    this.valueText = new Array(n);
    this.critText = new Array(n);
    this.labels = new Array(n).fill(null);
    this.classes = new Array(n).fill(null);
    this.edgeClasses = new Array(n).fill(null);
    this.crit = new Array(n).fill(null);
    const { x, y } = this.pos;
    // Per level, ids left to right, for keyboard moves within a level.
    this.levels = [];
    for (let i = 0; i < n; i++) {
      const d = shape.depth[i];
      (this.levels[d] ??= []).push(i);
      const p = shape.parent[i];
      if (p >= 0) {
        this.edges[i] = el(
          'line',
          { class: 'edge', x1: x[p], y1: y[p] + R, x2: x[i], y2: y[i] - R },
          this.edgeLayer,
        );
      }
      const g = el('g', { class: 'node', transform: `translate(${x[i]},${y[i]})`, 'data-id': i }, this.nodeLayer);
      if (d % 2 === 0) el('rect', { class: 'shape', x: -R, y: -R, width: 2 * R, height: 2 * R, rx: 2 }, g);
      else el('circle', { class: 'shape', r: R }, g);
      this.valueText[i] = el('text', { class: 'value' }, g);
      // Dewey coordinates: below a terminal; above an interior position (its edges go
      // down), on the side away from the edge that comes in from its parent.
      let dw;
      if (shape.degree[i] === 0) dw = el('text', { class: 'dewey', y: R + 3 }, g);
      else {
        const left = p >= 0 && x[p] > x[i] + 1;
        dw = el('text', { class: `dewey above ${left ? 'left' : 'right'}`, x: left ? -R + 2 : R - 2, y: -R - 2 }, g);
      }
      dw.textContent = shape.dewey[i] === '' ? 'root' : shape.dewey[i];
      this.critText[i] = el('text', { class: 'crit', x: R + 2, y: R }, g);
      this.nodes[i] = g;
    }
    this.selected = -1;
    this.ring.setAttribute('visibility', 'hidden');
    this.userMoved = false;
    this.fit();
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
    const n = this.nodes.length;
    const current = m.current ?? -1;
    const active = m.active ?? null;
    const pv = m.pv ?? null;
    for (let i = 0; i < n; i++) {
      const label = m.labels[i];
      if (label !== this.labels[i]) {
        this.valueText[i].textContent = label;
        this.labels[i] = label;
      }
      let cls = `node ${this.shape.depth[i] % 2 === 0 ? 'max' : 'min'} st-${m.status[i]}`;
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
    this.svg.classList.toggle('show-dewey', !!m.showDewey);
    this.svg.classList.toggle('show-critical', !!m.critical);
    this.#drawCuts(m.cuts ?? []);
    this.#drawMarks(m.marks ?? null);
  }

  #drawCuts(cuts) {
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
      const bars = kind === 'deep' ? 2 : kind === 'saved' ? 3 : 1;
      const g = el('g', { class: `cut cut-${kind}` }, this.cutLayer);
      for (let b = 0; b < bars; b++) {
        const t = len * 0.5 + (b - (bars - 1) / 2) * 5;
        const cx = x1 + ux * t;
        const cy = y1 + uy * t;
        el('line', { x1: cx - uy * 7, y1: cy + ux * 7, x2: cx + uy * 7, y2: cy - ux * 7 }, g);
      }
      if (kind === 'window') {
        // The window's bound, but nothing saved: one bar and a small ring below it.
        const t = len * 0.5 + 7;
        el('circle', { cx: x1 + ux * t, cy: y1 + uy * t, r: 2.6 }, g);
      }
    }
  }

  #drawMarks(marks) {
    this.markLayer.replaceChildren();
    if (!marks) return;
    const { x, y } = this.pos;
    for (const id of marks) {
      if (id < 0 || id >= this.nodes.length) continue;
      const cx = x[id] + R + 2;
      const cy = y[id] - R - 2;
      const g = el('g', { class: 'mark-extra', 'data-id': id }, this.markLayer);
      el('line', { x1: cx - 4, y1: cy, x2: cx + 4, y2: cy }, g);
      el('line', { x1: cx, y1: cy - 4, x2: cx, y2: cy + 4 }, g);
    }
  }

  select(id, { reveal = true } = {}) {
    this.selected = id;
    if (id >= 0 && id < this.nodes.length) {
      this.ring.setAttribute('cx', this.pos.x[id]);
      this.ring.setAttribute('cy', this.pos.y[id]);
      this.ring.setAttribute('visibility', 'visible');
      if (reveal) this.reveal(id);
    } else this.ring.setAttribute('visibility', 'hidden');
  }

  // --- zoom and pan ------------------------------------------------------------------

  #apply() {
    const { k, x, y } = this.t;
    this.viewport.setAttribute('transform', `translate(${x},${y}) scale(${k})`);
    // Semantic zoom: zoomed out, labels grow (in tree units) so that they stay about 9px
    // on screen, up to the room a position has. Set through the CSSOM, not an attribute.
    const font = Math.max(11, Math.min(9 / k, DX * 0.85));
    this.svg.style.setProperty('--tv-font', `${font.toFixed(2)}px`);
    // Dewey labels below about 6px on screen are noise: hidden until zoomed in.
    this.svg.classList.toggle('dewey-tiny', 9 * k < 6);
  }

  /** The height (px) the whole tree needs at the width of the box, within [lo, hi]. */
  preferredHeight(lo, hi) {
    if (!this.pos) return lo;
    const b = this.pos.bounds;
    const { w } = this.size();
    const k = Math.min(w / (b.x1 - b.x0), 1.6);
    return Math.round(Math.max(lo, Math.min(hi, (b.y1 - b.y0) * k + 24)));
  }

  size() {
    const r = this.svg.getBoundingClientRect();
    return { w: r.width || this.host.clientWidth || 600, h: r.height || this.host.clientHeight || 400 };
  }

  /** Scales the whole tree into the box (never above 1.6x). */
  fit() {
    if (!this.pos) return;
    const { w, h } = this.size();
    const b = this.pos.bounds;
    const bw = b.x1 - b.x0;
    const bh = b.y1 - b.y0;
    const k = Math.min(w / bw, h / bh, 1.6);
    this.t = { k, x: (w - bw * k) / 2 - b.x0 * k, y: (h - bh * k) / 2 - b.y0 * k };
    this.userMoved = false;
    this.#apply();
  }

  zoomBy(f, cx, cy) {
    const { w, h } = this.size();
    cx ??= w / 2;
    cy ??= h / 2;
    const k = Math.max(0.02, Math.min(8, this.t.k * f));
    const r = k / this.t.k;
    this.t = { k, x: cx - (cx - this.t.x) * r, y: cy - (cy - this.t.y) * r };
    this.userMoved = true;
    this.#apply();
  }

  panBy(dx, dy) {
    this.t = { ...this.t, x: this.t.x + dx, y: this.t.y + dy };
    this.userMoved = true;
    this.#apply();
  }

  /** Pans (and zooms in if tiny) so that position `id` is in view. */
  reveal(id) {
    if (!this.pos) return;
    const { w, h } = this.size();
    if (this.t.k < 0.6 && this.nodes.length > 200) {
      this.t.k = 1;
      this.userMoved = true;
    }
    const sx = this.pos.x[id] * this.t.k + this.t.x;
    const sy = this.pos.y[id] * this.t.k + this.t.y;
    const m = 40;
    if (sx < m || sx > w - m || sy < m || sy > h - m || this.t.k === 1) {
      if (sx < m || sx > w - m) this.t.x += w / 2 - sx;
      if (sy < m || sy > h - m) this.t.y += h / 2 - sy;
    }
    this.#apply();
  }

  #listen() {
    const svg = this.svg;
    svg.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        const r = svg.getBoundingClientRect();
        this.zoomBy(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.002)), e.clientX - r.left, e.clientY - r.top);
      },
      { passive: false },
    );
    svg.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      const node = e.target.closest?.('.node');
      svg.setPointerCapture?.(e.pointerId);
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY, node });
      this.dragged = this.pointers.size > 1 ? true : false;
    });
    svg.addEventListener('pointermove', (e) => {
      const p = this.pointers.get(e.pointerId);
      if (!p) return;
      if (this.pointers.size === 1) {
        if (Math.hypot(e.clientX - p.x0, e.clientY - p.y0) > 5) this.dragged = true;
        if (this.dragged) this.panBy(e.clientX - p.x, e.clientY - p.y);
      } else if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        const before = Math.hypot(a.x - b.x, a.y - b.y);
        p.x = e.clientX;
        p.y = e.clientY;
        const after = Math.hypot(a.x - b.x, a.y - b.y);
        const r = svg.getBoundingClientRect();
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
      // The node under the pointer when it went down (capture retargets pointerup to the svg).
      if (!this.dragged && this.pointers.size === 0 && p.node) {
        this.opts.onSelect?.(Number(p.node.getAttribute('data-id')), 'pointer');
      }
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
    svg.addEventListener('keydown', (e) => this.#key(e));
  }

  #key(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const n = this.nodes.length;
    if (!n) return;
    const s = this.selected >= 0 ? this.selected : -1;
    let next = -1;
    switch (e.key) {
      case 'ArrowUp':
        next = s < 0 ? 0 : Math.max(this.shape.parent[s], 0);
        break;
      case 'ArrowDown': {
        if (s < 0) next = 0;
        else {
          const kids = this.levels[this.shape.depth[s] + 1]?.filter((i) => this.shape.parent[i] === s) ?? [];
          next = kids.length ? kids[0] : s;
        }
        break;
      }
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (s < 0) {
          next = 0;
          break;
        }
        const row = this.levels[this.shape.depth[s]];
        const k = row.indexOf(s) + (e.key === 'ArrowLeft' ? -1 : 1);
        next = row[Math.max(0, Math.min(row.length - 1, k))];
        break;
      }
      case 'Home':
        next = 0;
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
        this.fit();
        break;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
    if (next >= 0) this.opts.onSelect?.(next, 'keyboard');
  }

  /** A standalone SVG document of the whole tree (for export), styled by `css`. */
  exportSvg(css, { background }) {
    const b = this.pos.bounds;
    const w = Math.ceil(b.x1 - b.x0);
    const h = Math.ceil(b.y1 - b.y0);
    const copy = this.svg.cloneNode(true);
    copy.removeAttribute('tabindex');
    copy.removeAttribute('role');
    copy.removeAttribute('aria-roledescription');
    copy.setAttribute('xmlns', SVG);
    copy.setAttribute('viewBox', `${b.x0} ${b.y0} ${w} ${h}`);
    copy.setAttribute('width', String(w));
    copy.setAttribute('height', String(h));
    copy.querySelector('.viewport').removeAttribute('transform');
    copy.querySelector('.sel-ring')?.remove();
    copy.removeAttribute('style');
    const style = el('style');
    style.textContent = css;
    copy.insertBefore(style, copy.firstChild);
    const bg = el('rect', { x: b.x0, y: b.y0, width: w, height: h, fill: background });
    copy.insertBefore(bg, style.nextSibling);
    return { text: new XMLSerializer().serializeToString(copy), width: w, height: h };
  }
}
