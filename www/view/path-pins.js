// The path to the root stays in view in the SVG renderer, as the canvas renderer keeps it
// (canvas-pins.js): during a step-through the call stack is the current position's path
// (K&M's procedures are depth-first, §6: F2 calls itself on each successor in turn), and at
// a readable zoom a deep cutoff's bound sits on an ancestor far to one side — off screen. Each
// ancestor off screen is drawn again at the box's edge on its side, at its own level (a copy
// of its drawn group, so it has the same marks), with an edge down to its successor on the
// path. And the overview (minimap.js) never covers a position of the path: it moves to the
// other top corner, or steps aside while both would cover one.
import { pinsOf } from './canvas-pins.js';
import { R } from './layout.js';
import { SVG } from './svg-drawing.js';

const ns = (tag, attrs = {}) => {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
};

export class PathPins {
  /** @param {HTMLElement} host the tree view's host (the pins' layer goes over its box) */
  constructor(host) {
    this.layer = ns('svg', { class: 'tree-svg tv-pins', 'aria-hidden': 'true' });
    host.appendChild(this.layer);
    this.pins = [];
  }

  remove() {
    this.layer.remove();
  }

  /**
   * Draws the pins of view `v` (its SVG drawing, transform and model) in a w × h box and
   * places its overview clear of the path. The path's position: the step's current one,
   * else the selected one, else the view's home (the compare view's first difference).
   */
  update(v, w, h) {
    const box = v.el;
    Object.assign(this.layer.style, { left: `${box.offsetLeft}px`, top: `${box.offsetTop}px`, width: `${w}px`, height: `${h}px` });
    const focus = [v.model?.current, v.selected, v.home].find((i) => i != null && i >= 0 && i < (v.shape?.parent.length ?? 0)) ?? -1;
    const args = { shape: v.shape, pos: v.pos, model: v.model, t: v.t, w, h, focus };
    const k = v.t.k;
    const rects = (pins) => {
      const at = new Map(pins.map((p) => [p.id, p]));
      const out = [];
      for (let i = focus; i >= 0; i = v.shape.parent[i]) {
        const p = at.get(i);
        const x = p ? p.x : v.pos.x[i] * k + v.t.x;
        const y = p ? p.y : v.pos.y[i] * k + v.t.y;
        out.push({ left: x - R * k - 2, right: x + R * k + 2, top: y - R * k - 2, bottom: y + R * k + 2 });
      }
      return out;
    };
    const covers = (a, rs) => a && rs.some((r) => r.right > a.left && r.left < a.right && r.bottom > a.top && r.top < a.bottom);
    let pins = focus >= 0 && v.shape ? pinsOf(args) : [];
    const map = v.minimap;
    if (!map.canvas.hidden && focus >= 0) {
      const rs = rects(pins);
      let side = ['right', 'left'].find((s) => !covers(map.areaAt(w, s), rs));
      if (!side) {
        // Right-hand pins can stand left of the overview (canvas-pins.js, avoid).
        const moved = pinsOf({ ...args, avoid: map.areaAt(w, 'right') });
        if (!covers(map.areaAt(w, 'right'), rects(moved))) [side, pins] = ['right', moved];
      }
      map.place(side ?? null);
    }
    this.#draw(v, pins);
  }

  #draw(v, pins) {
    this.pins = pins;
    const k = v.t.k;
    const parts = [];
    const at = new Map(pins.map((p) => [p.id, p]));
    for (const p of pins) {
      const c = at.get(p.child);
      const cx = c ? c.x : v.pos.x[p.child] * k + v.t.x;
      const cy = c ? c.y : v.pos.y[p.child] * k + v.t.y;
      parts.push(ns('line', { class: 'edge pin-edge', x1: p.x, y1: p.y + R * k, x2: cx, y2: cy - R * k }));
    }
    for (const p of pins) {
      const g = v.drawing?.nodes?.[p.id]?.cloneNode(true);
      if (!g) continue;
      // A copy for the eye: scripts find the position itself by its data-dewey and data-id.
      for (const e of [g, ...g.querySelectorAll('[data-dewey],[data-id],[data-current]')])
        for (const a of ['data-dewey', 'data-id', 'data-current']) e.removeAttribute(a);
      g.classList.add('pin');
      g.setAttribute('data-pin', String(p.id));
      g.setAttribute('transform', `translate(${p.x},${p.y}) scale(${k})`);
      const chevron = p.x + p.side * (p.half + 8);
      parts.push(
        g,
        ns('path', { class: 'pin-chevron', d: `M${chevron - p.side * 4},${p.y - 6}L${chevron + p.side * 2},${p.y}L${chevron - p.side * 4},${p.y + 6}` }),
      );
    }
    this.layer.replaceChildren(...parts);
  }
}
