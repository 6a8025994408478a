// The practice marks on a TreeView, as a layer of their own inside its SVG drawing's viewport
// (the view's `drawing.viewport`, `drawing.nodes` and `pos`): a cross and a tinted subtree for the student's
// marks, the student's values beside interior positions, and after a check a ring per
// position coloured and dashed by verdict (right: solid, missed: dashed, wrong: dotted,
// so the verdict reads without colour too). The view's own painting is untouched.
const SVG = 'http://www.w3.org/2000/svg';
const R = 12;

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent?.appendChild(e);
  return e;
}

export class PracticeOverlay {
  constructor(view) {
    this.view = view;
    this.layer = el('g', { class: 'practice-marks', 'aria-hidden': 'true' });
  }

  /**
   * @param {{marked?: Set<number>, covered?: Uint8Array, notes?: Map<number,string>,
   *   verdicts?: Map<number,string>, pick?: number}} m
   */
  draw(m) {
    const v = this.view;
    // The marks live in the SVG drawing (trees of up to 1,000 positions; an exercise has at
    // most 4^5 + ... + 1 = 1,365, drawn on a canvas without marks beyond that).
    const d = v.drawing;
    if (!v.pos || !d) return;
    if (this.layer.parentNode !== d.viewport) d.viewport.appendChild(this.layer);
    this.layer.replaceChildren();
    const { x, y } = v.pos;
    const n = d.nodes.length;
    for (let i = 0; i < n; i++) {
      const node = d.nodes[i] ?? d.shapes?.[i]?.parentNode;
      if (!node) continue;
      node.classList.toggle('pr-covered', !!m.covered?.[i]);
      node.classList.toggle('pr-marked', !!m.marked?.has(i));
      node.dataset.dewey = v.shape.dewey[i];
    }
    for (const id of m.marked ?? []) {
      const g = el('g', { class: 'pr-cross' }, this.layer);
      const cx = x[id];
      const cy = y[id] - R - 9;
      el('line', { x1: cx - 5, y1: cy - 5, x2: cx + 5, y2: cy + 5 }, g);
      el('line', { x1: cx - 5, y1: cy + 5, x2: cx + 5, y2: cy - 5 }, g);
    }
    for (const [id, text] of m.notes ?? []) {
      const t = el('text', { class: 'pr-note', x: x[id] - R - 4, y: y[id] + 4, 'text-anchor': 'end' }, this.layer);
      t.textContent = text;
    }
    for (const [id, verdict] of m.verdicts ?? []) {
      el('circle', { class: `pr-verdict pr-${verdict}`, cx: x[id], cy: y[id], r: R + 4 }, this.layer);
    }
    if (m.pick != null && m.pick >= 0) el('circle', { class: 'pr-pick', cx: x[m.pick], cy: y[m.pick], r: R + 9 }, this.layer);
  }
}
