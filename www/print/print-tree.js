// Print (a worksheet from the page): the tree on screen is a view of part of it at the zoom
// the person chose, so a height-4 degree-3 exercise printed a quarter of its 121 positions.
// When the page is printed, the tree shown (the practice tree, else the main one) is drawn
// again for paper: whole, every value at PRINT_MIN_PT or more. It takes the fewest rows of
// staggered terminals (view/layout.js) that fit the portrait line, else a landscape page
// (an @page rule for the print), else it is split: the top of the tree and one figure per
// subtree below it, as the LaTeX worksheets are (crate/src/worksheet.rs). The figures are
// static SVG in a box only print shows (print.css); they go when the print is over.
import { FONT, tidyLayout } from '../view/layout.js';
import { el, SvgDrawing } from '../view/svg-drawing.js';

/** The smallest printed value (pt). */
export const PRINT_MIN_PT = 7;
/** The line of a page with print.css's 15 mm margins, the narrower of A4 and US letter (mm). */
export const LINE_MM = { portrait: 180, landscape: 249 };
const PX_PER_MM = 96 / 25.4;
/** CSS px of a label at PRINT_MIN_PT. */
const MIN_PX = (PRINT_MIN_PT * 96) / 72;
const ROWS = [1, 2, 3, 4];

/** The widest layout (tree units) whose labels print at PRINT_MIN_PT or more on a `line`-mm line. */
const budget = (mm) => (mm * PX_PER_MM * FONT) / MIN_PX;
const widthOf = (pos) => pos.bounds.x1 - pos.bounds.x0;

/** The tidy layout of a shape or part, its top level at the top (a part whose top is at an
 *  odd depth keeps that depth for its squares and circles, but not the empty level above). */
function layout(shape, opts) {
  const pos = tidyLayout(shape, opts);
  const d0 = shape.depth[0];
  if (d0) {
    for (let i = 0; i < pos.y.length; i++) pos.y[i] -= d0 * pos.dy;
    pos.bounds.y1 -= d0 * pos.dy;
  }
  return pos;
}

/** The layout of `shape` with the fewest terminal rows that is at most `limit` wide, or null. */
function fitting(shape, limit) {
  for (const rows of ROWS) {
    const pos = layout(shape, { rows, compact: true });
    if (widthOf(pos) <= limit) return pos;
    if (rows >= shape.terminals) break;
  }
  return null;
}

/**
 * A part of `shape`: the subtree of `top` down to depth `stop` (null: to its terminals), as a
 * shape of its own (ids breadth-first from 0) with `ids[new] = old`. Positions at `stop` with
 * successors are its stubs.
 */
export function subShape(shape, first, top, stop = null) {
  const ids = [top];
  const parent = [-1];
  for (let i = 0; i < ids.length; i++) {
    const p = ids[i];
    if (stop != null && shape.depth[p] >= stop) continue;
    for (let j = 0; j < shape.degree[p]; j++) {
      ids.push(first[p] + j);
      parent.push(i);
    }
  }
  const n = ids.length;
  const cut = (i) => stop != null && shape.depth[ids[i]] >= stop;
  const degree = ids.map((p, i) => (cut(i) ? 0 : shape.degree[p]));
  const value = ids.map((p, i) => (cut(i) ? null : shape.value[p]));
  // Depth from the part's top keeps Max squares and Min circles where they were (the
  // drawing takes a position's kind from its depth's parity).
  const d0 = shape.depth[top] % 2;
  const depth = ids.map((p) => shape.depth[p] - shape.depth[top] + d0);
  const part = {
    parent: Int32Array.from(parent),
    degree,
    value,
    depth,
    dewey: ids.map((p) => shape.dewey?.[p] ?? ''),
    terminals: value.filter((v) => v !== null).length,
  };
  return { shape: part, ids, n, stubs: ids.filter((p, i) => cut(i) && shape.degree[p] > 0) };
}

/**
 * How `shape` prints: {orientation, figures: [{top, stop}]} — one figure of the whole tree,
 * or the top down to depth `stop` and one per interior position at that depth.
 */
export function printPlan(shape, first) {
  for (const orientation of ['portrait', 'landscape']) {
    if (fitting(shape, budget(LINE_MM[orientation]))) return { orientation, figures: [{ top: 0, stop: null }] };
  }
  const limit = budget(LINE_MM.landscape);
  const height = Math.max(...shape.depth);
  for (let d = 1; d < height; d++) {
    const parts = [];
    const walk = (p) => {
      if (shape.degree[p] === 0) return;
      if (shape.depth[p] === d) return parts.push(p);
      for (let j = 0; j < shape.degree[p]; j++) walk(first[p] + j);
    };
    walk(0);
    if (parts.every((p) => fitting(subShape(shape, first, p).shape, limit))) {
      return { orientation: 'landscape', figures: [{ top: 0, stop: d }, ...parts.map((p) => ({ top: p, stop: null }))] };
    }
  }
  return { orientation: 'landscape', figures: [{ top: 0, stop: null }] }; // nothing helps: one figure, as small as the page makes it
}

/** The picture `m` (TreeView.render's) for a part whose ids are `ids` (new to old). */
function partModel(m, ids) {
  const back = new Map(ids.map((old, i) => [old, i]));
  const mapSet = (s) => (s ? new Set([...s].filter((i) => back.has(i)).map((i) => back.get(i))) : s);
  return {
    labels: ids.map((i) => m.labels?.[i] ?? ''),
    status: ids.map((i) => m.status?.[i] ?? 'pending'),
    cuts: (m.cuts ?? []).filter((c) => back.has(c.id) && c.id !== ids[0]).map((c) => ({ ...c, id: back.get(c.id) })),
    current: back.get(m.current) ?? -1,
    active: mapSet(m.active),
    pv: mapSet(m.pv),
    marks: mapSet(m.marks),
    showDewey: m.showDewey,
    critical: null,
  };
}

/** One figure: an SVG of the part, `mm` wide at most, at zoom 1 at most. */
function figure(view, fig, mm) {
  const { shape, ids } = subShape(view.shape, view.first, fig.top, fig.stop);
  const pos = fitting(shape, budget(mm)) ?? layout(shape, { rows: 4, compact: true });
  const svg = el('svg', { class: 'tree-svg print-svg' });
  const drawing = new SvgDrawing(svg);
  drawing.build(shape, pos);
  drawing.render(partModel(view.model, ids));
  const b = pos.bounds;
  const w = widthOf(pos);
  const h = b.y1 - b.y0;
  const k = Math.min(1, (mm * PX_PER_MM) / w);
  svg.setAttribute('viewBox', `${b.x0} ${b.y0} ${w} ${h}`);
  svg.style.width = `${(w * k).toFixed(1)}px`;
  svg.style.height = `${(h * k).toFixed(1)}px`;
  svg.dataset.scale = String(k);
  return svg;
}

/** Draws the print figures of `view` into its host (replacing any), and the page's orientation. */
export function preparePrint(view) {
  clearPrint();
  if (!view?.shape || !view.model || !view.first) return null;
  const plan = printPlan(view.shape, view.first);
  const box = document.createElement('div');
  box.className = 'print-tree';
  box.dataset.orientation = plan.orientation;
  const mm = LINE_MM[plan.orientation];
  plan.figures.forEach((fig, i) => {
    if (plan.figures.length > 1 && i > 0) {
      const title = document.createElement('p');
      title.className = 'print-part';
      title.textContent = `Subtree ${view.shape.dewey[fig.top]}:`;
      box.append(title);
    }
    box.append(figure(view, fig, mm));
  });
  view.host.append(box);
  if (plan.orientation === 'landscape') {
    const style = document.createElement('style');
    style.id = 'print-page';
    style.textContent = '@page { size: landscape; }';
    document.head.append(style);
  }
  return plan;
}

export function clearPrint() {
  for (const e of document.querySelectorAll('.print-tree, #print-page')) e.remove();
}

/** The tree the page shows: the practice tree when practising, else the main view's (not the compare view's). */
function shownTree() {
  const box =
    document.querySelector('#practice-area:not([hidden]) .pr-tree [data-testid=tree]') ?? document.querySelector('#tree-host:not([hidden]) [data-testid=tree]');
  return box?.treeView ?? null;
}

/** Prints the shown tree whole, on `beforeprint` (and when print media is emulated). */
export function wirePrint() {
  const before = () => preparePrint(shownTree());
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', clearPrint);
  const print = window.matchMedia?.('print');
  print?.addEventListener?.('change', (e) => (e.matches ? before() : clearPrint()));
  // Print media that came before this code (it loads after the first view): no change event
  // will come for it, so the tree is prepared now.
  if (print?.matches) before();
}
