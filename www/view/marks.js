// The marks the tree view draws on a position, in one table that both renderers read: the
// SVG renderer through the style sheet made here (marksCss; view/marks-style.js puts it in
// the page, a shadow root or an exported file), the canvas renderer (canvas-paint.js) by
// drawing each entry itself. A mark added or restyled here is drawn the same way by both,
// and tests/browser/view/view-marks.test.mjs draws every entry with each renderer.
//
// Why a position was not examined is told by the outline's dash (and colour), so the picture
// reads in greyscale and for colour-blind people (colours: the Okabe-Ito palette, as CSS
// custom properties --tv-<token> set in tree-view.css, light and dark): examined = filled,
// solid; not yet reached (step-through) = hollow, thin; shallow cutoff = dashed; deep cutoff
// = dotted and thick (Knuth & Moore 1975, section 3: F2's deep cutoffs are what F1 lacks);
// saved by the window (the full window examines it) = dash-dot; cut with the window's bound
// but skipped by the full window too = dashed, and its cut bar carries a small ring. The edge
// into a skipped successor carries 1, 2 or 3 bars (shallow, deep, saved).
//
// Widths are CSS px on screen at any zoom (the SVG's strokes do not scale); glyph offsets
// and sizes are tree units (they scale with the zoom, as the positions do).
import { R } from './layout.js';

/** The colour tokens: CSS custom properties `--tv-<token>` (tree-view.css). */
export const TOKENS = ['bg', 'fg', 'muted', 'examined', 'shallow', 'deep', 'window', 'current', 'active', 'select', 'pv'];

/** The fill patterns (tree units): hatching (diagonal lines) and dots, on the background. */
export const PATTERNS = {
  hatch: { size: 6, rotate: 45, bg: 'bg', line: { stroke: 'deep', width: 2.4 } },
  dots: { size: 6, rotate: 0, bg: 'bg', dot: { r: 1.3, fill: 'active' } },
};

const plain = { fill: 'bg', dash: [], cap: 'butt', label: 'muted', weight: 500, halo: 'bg' };

/**
 * A position's status (paint.js, compare-diff.js): its outline (stroke, width, dash), fill
 * (a token, or {pattern}), label, the edge into it, and the bars across that edge when a
 * cutoff skipped it (`cut`: how many bars, and a ring when the window's bound cut it).
 */
export const STATUS = {
  examined: { ...plain, fill: 'examined', stroke: 'fg', width: 1.5, label: 'fg', weight: 600, halo: 'examined', edge: { stroke: 'fg', width: 1.3 } },
  pending: { ...plain, stroke: 'muted', width: 1, edge: { stroke: 'muted', width: 1 } },
  shallow: { ...plain, stroke: 'shallow', width: 1.3, dash: [4, 3], edge: { stroke: 'shallow', width: 1, dash: [4, 3] }, cut: { bars: 1 } },
  // The edge's dots have square ends: round ones doubled the canvas's frame time on a 3^8
  // tree (thousands of dots on screen), and at 2 px they read the same.
  deep: { ...plain, stroke: 'deep', width: 2.6, dash: [1.5, 3], cap: 'round', edge: { stroke: 'deep', width: 2, dash: [1.5, 3] }, cut: { bars: 2 } },
  saved: { ...plain, stroke: 'window', width: 2, dash: [7, 3, 1.5, 3], edge: { stroke: 'window', width: 1.6, dash: [7, 3, 1.5, 3] }, cut: { bars: 3 } },
  window: { ...plain, stroke: 'window', width: 1.3, dash: [4, 3], edge: { stroke: 'window', width: 1, dash: [4, 3] }, cut: { bars: 1, ring: true } },
  // The other papers' procedures: a position they did not examine (no reason given).
  skipped: { ...plain, stroke: 'muted', width: 1.2, dash: [3, 3], edge: { stroke: 'muted', width: 1, dash: [3, 3] }, cut: { bars: 1 } },
  // The difference view (compare-diff.js): examined by both runs, only by A, only by B, by
  // neither; told by fill pattern and outline (hatched and solid, dotted and dashed,
  // filled, hollow), colour only on top.
  'diff-both': { ...plain, fill: 'examined', stroke: 'fg', width: 1.5, label: 'fg', weight: 600, edge: { stroke: 'fg', width: 1.3 } },
  'diff-a': { ...plain, fill: { pattern: 'hatch' }, stroke: 'deep', width: 3, label: 'fg', weight: 600, edge: { stroke: 'deep', width: 2 } },
  'diff-b': {
    ...plain,
    fill: { pattern: 'dots' },
    stroke: 'active',
    width: 2.5,
    dash: [4, 2.5],
    label: 'fg',
    weight: 600,
    edge: { stroke: 'active', width: 2, dash: [5, 3] },
  },
  'diff-none': { ...plain, stroke: 'muted', width: 1, dash: [1.5, 2.5], edge: { stroke: 'muted', width: 1, dash: [2, 3] } },
};

/** The style of status `st` (an unknown one is drawn as not reached). */
export function statusOf(st) {
  return STATUS[st] ?? STATUS.pending;
}

/** The edge into a position of status `st`: {stroke, width, dash, cap}. */
export function edgeOf(st) {
  return { dash: [], cap: 'butt', ...statusOf(st).edge };
}

/** The bars across a cut edge (their colour is the status's stroke): 5 units apart, 7 each
 *  side of the edge; the window's ring 7 units below the middle bar. */
export const CUT = { width: 2.4, cap: 'round', spacing: 5, half: 7, ring: { offset: 7, r: 2.6, width: 1.6, fill: 'bg' } };

/**
 * The marks of a position besides its status, each with what triggers it (`when`, read by
 * the renderers from the model TreeView.render receives) and how it is drawn.
 */
export const OVERLAY = {
  /** The step-through's current position (model.current). */
  current: { when: 'model.current', outline: { stroke: 'current', width: 4, dash: [] } },
  /** A call on the step-through's stack (model.active), other than the current one. */
  active: { when: 'model.active', outline: { stroke: 'active', width: 3, dash: [] } },
  /** The edge into a position of the principal variation (model.pv). */
  pv: { when: 'model.pv', edge: { stroke: 'pv', width: 3.2, dash: [], cap: 'butt' } },
  /** "+": examined only because of the window, not by the full window (model.marks). */
  extra: { when: 'model.marks', plus: { at: [R + 2, -R - 2], arm: 4, stroke: 'deep', width: 2.2 } },
  /** Knuth and Moore's critical type (1, 2, 3) of the position (section 6; model.critical). */
  critical: { when: 'model.critical', text: { at: [R + 2, R], size: 9, weight: 700, fill: 'active', align: 'start', baseline: 'alphabetic' } },
  /** The Dewey coordinates (model.showDewey): below a terminal; above an interior position
   *  (its edges go down), on the side away from the edge from its parent. Not drawn when
   *  smaller than minPx on screen. */
  dewey: {
    when: 'model.showDewey',
    text: { size: 10, weight: 400, fill: 'muted', halo: 'bg', haloWidth: 2.5, minPx: 6 },
    below: { at: [0, R + 3], align: 'middle', baseline: 'hanging' },
    above: { at: [R - 2, -R - 2], align: 'start', baseline: 'alphabetic' },
  },
  /** The selected position: a ring `gap` units outside its outline. */
  selected: { when: 'TreeView.select', ring: { stroke: 'select', width: 3, gap: 6 } },
};

/** Where a position's Dewey coordinates go: {x, y, align, baseline} (tree units from its
 *  centre); `terminal`, and whether its parent is to its right. */
export function deweyPlace(terminal, parentRight) {
  const d = OVERLAY.dewey;
  if (terminal) return { x: d.below.at[0], y: d.below.at[1], align: d.below.align, baseline: d.below.baseline };
  return parentRight
    ? { x: -d.above.at[0], y: d.above.at[1], align: 'end', baseline: d.above.baseline }
    : { x: d.above.at[0], y: d.above.at[1], align: d.above.align, baseline: d.above.baseline };
}

/** Every mark of the table by name (status:…, cut:…, ring:…, and the overlays). */
export function markNames() {
  const names = Object.keys(STATUS).map((s) => `status:${s}`);
  for (const [s, v] of Object.entries(STATUS)) {
    if (v.cut) names.push(`cut:${s}`);
    if (v.cut?.ring) names.push(`ring:${s}`);
  }
  return [...names, ...Object.keys(OVERLAY)];
}

// --- the SVG renderer's style sheet, made from the table ------------------------------

const color = (t) => `var(--tv-${t})`;
const dashCss = (d) => (d?.length ? d.join(' ') : 'none');
const fillCss = (f) => (typeof f === 'string' ? color(f) : `url(#tv-${f.pattern})`);

function strokeCss(s) {
  return `stroke: ${color(s.stroke)}; stroke-width: ${s.width}; stroke-dasharray: ${dashCss(s.dash)}; stroke-linecap: ${s.cap ?? 'butt'}`;
}

/** The SVG renderer's rules for every mark of the table (classes of svg-drawing.js). */
export function marksCss() {
  const rules = [];
  const rule = (sel, body) => rules.push(`${sel} { ${body}; }`);
  rule('.tree-svg .edge, .tree-svg .shape, .tree-svg .cut line, .tree-svg .cut circle, .tree-svg .mark-extra line', 'vector-effect: non-scaling-stroke');
  // Without a known status: as statusOf() draws it (not reached).
  const none = statusOf(null);
  rule('.tree-svg .edge', strokeCss(edgeOf(null)));
  rule('.tree-svg .node .shape', `fill: ${fillCss(none.fill)}; ${strokeCss(none)}`);
  rule('.tree-svg .node .value', `fill: ${color(none.label)}; font-weight: ${none.weight}; stroke: ${color(none.halo)}`);
  for (const [st, s] of Object.entries(STATUS)) {
    rule(`.tree-svg .edge.st-${st}`, strokeCss(edgeOf(st)));
    rule(`.tree-svg .node.st-${st} .shape`, `fill: ${fillCss(s.fill)}; ${strokeCss(s)}`);
    rule(`.tree-svg .node.st-${st} .value`, `fill: ${color(s.label)}; font-weight: ${s.weight}; stroke: ${color(s.halo)}`);
    if (s.cut) rule(`.tree-svg .cut-${st} line`, `stroke: ${color(s.stroke)}`);
    if (s.cut?.ring) rule(`.tree-svg .cut-${st} circle`, `fill: ${color(CUT.ring.fill)}; stroke: ${color(s.stroke)}; stroke-width: ${CUT.ring.width}`);
  }
  // After the statuses: these win over them.
  rule('.tree-svg .edge.pv', strokeCss(OVERLAY.pv.edge));
  rule('.tree-svg .cut line', `stroke-width: ${CUT.width}; stroke-linecap: ${CUT.cap}`);
  rule('.tree-svg .node.is-active .shape', strokeCss(OVERLAY.active.outline));
  rule('.tree-svg .node.is-current .shape', strokeCss(OVERLAY.current.outline));
  const plus = OVERLAY.extra.plus;
  rule('.tree-svg .mark-extra line', `stroke: ${color(plus.stroke)}; stroke-width: ${plus.width}; stroke-linecap: round`);
  const crit = OVERLAY.critical.text;
  rule('.tree-svg .crit', `display: none; fill: ${color(crit.fill)}; font-size: ${crit.size}px; font-weight: ${crit.weight}`);
  rule('.tree-svg.show-critical .crit', 'display: inline');
  const dw = OVERLAY.dewey.text;
  rule(
    '.tree-svg .dewey',
    `display: none; fill: ${color(dw.fill)}; font-size: ${dw.size}px; font-weight: ${dw.weight}; paint-order: stroke; stroke: ${color(dw.halo)}; stroke-width: ${dw.haloWidth}px`,
  );
  rule('.tree-svg.show-dewey .dewey', 'display: inline');
  rule('.tree-svg.show-dewey.dewey-tiny .dewey', 'display: none');
  const ring = OVERLAY.selected.ring;
  rule('.tree-svg .sel-ring', `fill: none; stroke: ${color(ring.stroke)}; stroke-width: ${ring.width}; pointer-events: none`);
  for (const [name, p] of Object.entries(PATTERNS)) {
    rule(`.tree-svg .pat-${name}-bg`, `fill: ${color(p.bg)}`);
    if (p.line) rule(`.tree-svg .pat-${name}-mark`, `stroke: ${color(p.line.stroke)}; stroke-width: ${p.line.width}`);
    if (p.dot) rule(`.tree-svg .pat-${name}-mark`, `fill: ${color(p.dot.fill)}`);
  }
  return rules.join('\n');
}
