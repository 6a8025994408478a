// The table view of the search: one row per position in depth-first order (dfs-order.js)
// with its Dewey name, who moves, the window (α, β) it was searched with, its value or bound
// and its status — what a screen reader reads instead of the drawing, kept in step with it.
// Nothing is searched here: the values are the drawing's labels (made from the core's record
// or, at a step, from the core's trace: view/paint.js, families/*), the windows are the core's
// record's (its alphas and betas columns: the window of the position's last visit), and a
// cut-off position's cutoff is found among the record's cutoffs (the roots of the subtrees
// each one skipped, K&M section 3's shallow and deep cutoffs).
//
// Big trees (the page takes up to 2,000,000 positions): at most PAGE rows are in the page at
// a time, around the current step or the selected position, with a note saying which ones
// and buttons for the rows before and after: a table of two million rows would freeze the
// page, and a screen reader user moves by position (the tree's keys or this table's) anyway.
//
// Keyboard: the rows' buttons form one tab stop (a roving tabindex); ↑ ↓ move between rows
// and select the position, Home / End go to the first / last row shown, Page Up / Page Down
// to the rows before / after; ← → stay the page's step keys, so the current row moves.
import { CODES } from '../core/procedures.js';
import { negate } from '../core/score.js';
import { valueOf } from '../families/typed-record.js';
import { dfsOrderOf } from './dfs-order.js';
import { rootName, TABLE_WORDS as W } from './search-table-words.js';
import { MINIMAX, player, shownWindow } from './standpoint.js';

/** The most rows in the page at once. */
export const PAGE = 200;
/** Trees up to this many positions are listed whole. */
export const WHOLE_UP_TO = 400;

const nameOf = (shape, id) => (id === 0 ? rootName() : shape.dewey[id]);

/** Per position, the index of the record's cutoff that skipped it (-1: none), made once per record. */
const skippedBy = new WeakMap();
function cutIndex(record, n) {
  let by = skippedBy.get(record);
  if (by) return by;
  by = new Int32Array(n).fill(-1);
  const c = record.columns;
  for (let i = 0; i + 1 < c.cutSkippedStart.length; i++) for (let j = c.cutSkippedStart[i]; j < c.cutSkippedStart[i + 1]; j++) by[c.cutSkipped[j]] = i;
  skippedBy.set(record, by);
  return by;
}

/** The cutoff (its position's id and its kind) that skipped `id` or an ancestor of it, or null. */
export function cutoffOf(record, shape, id) {
  if (!record?.columns) return null;
  const by = cutIndex(record, shape.parent.length);
  for (let a = id; a >= 0; a = shape.parent[a]) {
    const i = by[a];
    if (i >= 0) return { at: record.columns.cutAt[i], kind: CODES.status[record.columns.cutKind[i]] };
  }
  return null;
}

/** The window the record gives position `id` (its last visit), as the view shows it; null: none. */
export function windowOf(record, shape, id, view) {
  const c = record?.columns;
  if (!c) return null;
  const a = valueOf(c.alphas[id]);
  const b = valueOf(c.betas[id]);
  if (a == null || b == null) return null;
  const d = shape.depth[id];
  // The record's values are negamax, or Max's standpoint when record.minimax (SSS*, Scout, m&n).
  if (record.minimax) return view !== MINIMAX && d % 2 === 1 ? [negate(b), negate(a)] : [a, b];
  return shownWindow(a, b, d, view);
}

/**
 * A position's status: the picture's (at a step, what the trace has done so far; finished,
 * K&M's classified against the full window: saved, window), except that a finished run's
 * position the core's record says it examined is examined (a position a procedure cut off
 * once and searched again later, as PVS's re-search does, is examined in the end).
 */
export function statusOf(model, record, id) {
  const st = model.status?.[id] ?? 'pending';
  if (model.current == null && st !== 'examined' && record?.columns && CODES.status[record.columns.status[id]] === 'examined') return 'examined';
  return st;
}

/** A position's status in words, from the picture's status name and the record's cutoffs. */
export function statusWords(status, record, shape, id, current) {
  if (status === 'examined') return id === current ? W.status.current : W.status.examined;
  if (status === 'pending') return W.status.pending;
  const cut = cutoffOf(record, shape, id);
  const at = cut ? nameOf(shape, cut.at) : null;
  if (status === 'saved') return at ? W.status.saved(at) : W.status.savedPlain;
  if (at) return W.status.cut(status === 'skipped' ? cut.kind : status, at);
  return W.status.skipped;
}

export class SearchTable {
  /**
   * @param {HTMLElement} box  the table's section (index.html's #table-panel)
   * @param {{onSelect: (id: number) => void, announce?: (text: string) => void}} opts
   */
  constructor(box, opts) {
    this.box = box;
    this.opts = opts;
    this.table = box.querySelector('table');
    this.caption = this.table.querySelector('caption');
    this.body = this.table.querySelector('tbody');
    this.note = box.querySelector('.table-note');
    this.earlier = box.querySelector('.table-earlier');
    this.later = box.querySelector('.table-later');
    this.live = box.querySelector('.table-live');
    this.earlier.addEventListener('click', () => this.#page(-1));
    this.later.addEventListener('click', () => this.#page(1));
    this.body.addEventListener('click', (e) => {
      const b = e.target.closest?.('button[data-id]');
      if (b) this.opts.onSelect(Number(b.dataset.id));
    });
    this.body.addEventListener('keydown', (e) => this.#key(e));
    this.start = 0;
    this.anchor = 0; // the position the rows shown are around
    this.around = 'start';
    this.current = null;
    this.selected = -1;
    this.args = null;
  }

  /**
   * Shows the search: `model` is the drawing's picture (labels, status, current), `record` the
   * core's run record it was made from (null: no window or cutoff column to read).
   * @param {{shape: object, model: object, record: object|null, proc: string, view: string, sel: number, note?: string}} a
   */
  show(a) {
    const current = a.model.current ?? null;
    const newStep = current !== this.current;
    if (a.shape !== this.args?.shape) this.around = 'start';
    if (newStep && current != null) this.#anchor(current, 'step', a.shape);
    else if (a.sel !== this.selected && a.sel >= 0) this.#anchor(a.sel, 'selection', a.shape);
    this.current = current;
    this.selected = a.sel;
    this.args = a;
    this.#paint();
    if (newStep && current != null) {
      const { rank } = dfsOrderOf(a.shape);
      this.opts.announce?.(W.announceCurrent(nameOf(a.shape, current), rank[current] + 1, a.shape.parent.length));
    }
  }

  /** A position selected elsewhere (the drawing, the edit panel): its row is marked and shown. */
  select(id) {
    if (!this.args || id === this.selected) return;
    this.selected = id;
    if (id >= 0) this.#anchor(id, 'selection', this.args.shape);
    this.#paint();
  }

  /** Moves the rows shown to hold `id` (centred) when they do not. */
  #anchor(id, why, shape) {
    const n = shape.parent.length;
    const k = dfsOrderOf(shape).rank[id];
    this.anchor = id;
    if (n <= WHOLE_UP_TO) return (this.start = 0);
    if (k >= this.start && k < this.start + PAGE && this.args?.shape === shape) return;
    this.around = why;
    this.start = Math.max(0, Math.min(n - PAGE, k - (PAGE >> 1)));
  }

  #page(dir) {
    const n = this.args.shape.parent.length;
    this.start = Math.max(0, Math.min(n - PAGE, this.start + dir * PAGE));
    this.around = 'moved';
    this.#paint();
    this.body.querySelector('button[tabindex="0"]')?.focus();
  }

  #paint() {
    const { shape, model, record, proc, view, note } = this.args;
    const n = shape.parent.length;
    const { order } = dfsOrderOf(shape);
    const whole = n <= WHOLE_UP_TO;
    const from = whole ? 0 : this.start;
    const to = whole ? n : Math.min(n, this.start + PAGE);
    this.#words();
    this.caption.textContent = W.caption(proc, view === MINIMAX ? 'minimax' : 'negamax');
    this.note.textContent = [note, whole ? '' : W.rows(from + 1, to, n, this.around)].filter(Boolean).join(' ');
    this.note.hidden = !this.note.textContent;
    this.earlier.hidden = this.later.hidden = whole;
    this.earlier.disabled = from === 0;
    this.later.disabled = to === n;
    const focusable =
      [this.selected, this.current].find((id) => id != null && id >= 0 && from <= dfsOrderOf(shape).rank[id] && dfsOrderOf(shape).rank[id] < to) ?? order[from];
    const hadFocus = this.body.contains(document.activeElement);
    const rows = [];
    for (let k = from; k < to; k++) rows.push(this.#row(order[k], shape, model, record, view, focusable));
    this.body.replaceChildren(...rows);
    if (hadFocus) this.body.querySelector('button[tabindex="0"]')?.focus({ preventScroll: false });
    this.#reveal();
  }

  /** The column heads, the region's name and the paging buttons, in the page's language. */
  #words() {
    const head = this.table.querySelectorAll('thead th');
    Object.values(W.head).forEach((t, i) => head[i] && (head[i].textContent = t));
    this.box.querySelector('.table-scroll').setAttribute('aria-label', W.region);
    this.earlier.textContent = W.earlier;
    this.later.textContent = W.later;
  }

  #row(id, shape, model, record, view, focusable) {
    const tr = document.createElement('tr');
    const name = nameOf(shape, id);
    tr.dataset.dewey = shape.dewey[id];
    tr.dataset.id = String(id);
    const status = statusOf(model, record, id);
    tr.dataset.status = status;
    if (id === this.current) tr.setAttribute('aria-current', 'step');
    if (id === this.selected) tr.classList.add('selected');
    const th = document.createElement('th');
    th.scope = 'row';
    // Indented by depth, so that the rows read as the tree they are (a CSS variable, no HTML).
    th.style.setProperty('--depth', String(shape.depth[id]));
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'linkish table-pos';
    b.dataset.id = String(id);
    b.textContent = name;
    b.setAttribute('aria-label', W.selectRow(name));
    b.setAttribute('aria-pressed', String(id === this.selected));
    b.tabIndex = id === focusable ? 0 : -1;
    th.append(b);
    const w = status === 'examined' ? windowOf(record, shape, id, view) : null;
    const cells = [
      player(shape.depth[id]),
      w ? W.window(w[0], w[1]) : W.none,
      model.labels?.[id] || W.none,
      statusWords(status, record, shape, id, this.current),
    ];
    const tds = cells.map((t, i) => {
      const td = document.createElement('td');
      td.textContent = t;
      td.dataset.col = ['player', 'window', 'value', 'status'][i];
      return td;
    });
    tr.append(th, ...tds);
    return tr;
  }

  /** Keeps the current (else the selected) row in the table's scroll box. */
  #reveal() {
    const row = this.body.querySelector('tr[aria-current]') ?? this.body.querySelector('tr.selected');
    const scroll = this.box.querySelector('.table-scroll');
    if (!row || !scroll || this.box.hidden) return;
    const top = row.offsetTop - scroll.clientHeight / 2;
    if (row.offsetTop < scroll.scrollTop + 24 || row.offsetTop > scroll.scrollTop + scroll.clientHeight - 48) scroll.scrollTop = Math.max(0, top);
    // And on screen: the table stands below the step panel, where the page's own scroll (or
    // the column's) may have left it — looked at once the rest of the step is painted (the
    // call stack above it grows and shrinks).
    requestAnimationFrame(() => {
      const r = row.getBoundingClientRect();
      if (row.isConnected && (r.top < 0 || r.bottom > innerHeight)) row.scrollIntoView({ block: 'nearest' });
    });
  }

  #key(e) {
    const b = e.target.closest?.('button[data-id]');
    if (!b || e.ctrlKey || e.metaKey || e.altKey) return;
    const buttons = [...this.body.querySelectorAll('button[data-id]')];
    const i = buttons.indexOf(b);
    let j = -1;
    if (e.key === 'ArrowDown') j = Math.min(buttons.length - 1, i + 1);
    else if (e.key === 'ArrowUp') j = Math.max(0, i - 1);
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = buttons.length - 1;
    else if (e.key === 'PageDown' || e.key === 'PageUp') {
      e.preventDefault();
      e.stopPropagation();
      if (!this.later.hidden) this.#page(e.key === 'PageDown' ? 1 : -1);
      return;
    } else return; // ← → stay the page's step keys: the current row moves with them
    e.preventDefault();
    e.stopPropagation();
    for (const x of buttons) x.tabIndex = -1;
    buttons[j].tabIndex = 0;
    buttons[j].focus();
    this.opts.onSelect(Number(buttons[j].dataset.id));
  }
}
