// Undo and redo of tree edits: a list of tree texts (the core's canonical notation) and
// a cursor. Each entry is a whole tree, so undo never has to invert an edit, except a value
// edit: its entry is the edit alone (valueEntry: the position, the old and the new value), a
// few bytes where a whole tree's text is 5.5 MB at 2,000,000 positions, and undo or redo sets
// the value on the current tree. An entry just before a whole tree's is always a whole tree
// (settle), so every undo finds what it needs: the edit to invert, or a text to read.
//
// The list survives a reload of the tab, so undo still works after one: it is kept in sessionStorage
// when the page is hidden or left, newest entries first, up to STORED_CHARS characters of
// tree text; older entries beyond that are dropped (so undo after a reload reaches back
// fewer steps on big trees: about 200 edits of a 10,000-character tree, one of a 2 MB one).
// The entry before a whole tree may still be a value edit (settle and adopt turn only the
// cursor's edit into its tree's text, and the stored list may start at any entry): undo to
// it replays the edits since the nearest whole tree before it (baseOf). What comes back
// from sessionStorage is data from outside: an entry that cannot be read is dropped, with
// the steps it cuts off, and `note` says so (an undo that would read it never repeats).
import { entryOf } from '../panels/window-undo.js';

/** The most characters of tree text the stored history takes (sessionStorage has ~5 M). */
export const STORED_CHARS = 2_000_000;
const KEY = 'gametree:undo';
const VALUE = '\u0000value:';

/** The entry of a value edit: the terminal at Dewey `at` was `from` and is `to`. */
export const valueEntry = (at, from, to) => VALUE + JSON.stringify({ at, from, to });

/** {at, from, to} of a value edit's entry, or null for any other entry. */
export function valueEditOf(e) {
  if (typeof e !== 'string' || !e.startsWith(VALUE)) return null;
  try {
    const v = JSON.parse(e.slice(VALUE.length));
    return typeof v?.at === 'string' && Number.isFinite(v.from) && Number.isFinite(v.to) ? v : null;
  } catch {
    return null;
  }
}

/** Whether `e` can be an entry: a tree's text, a value edit, or a window (window-undo.js). */
export function readableEntry(e) {
  if (typeof e !== 'string') return false;
  if (!e.startsWith('\u0000')) return true;
  if (e.startsWith(VALUE)) return valueEditOf(e) != null;
  const w = entryOf(e);
  return w != null && w.text !== e; // a window entry that reads; no other kind starts with NUL
}

function storage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export class UndoStack {
  /** `persist`: keep the list in this tab's sessionStorage across reloads (the page's). */
  constructor(limit = 200, { persist = typeof window !== 'undefined' } = {}) {
    this.limit = limit;
    this.items = [];
    this.at = -1;
    /** Why entries kept for this tab were dropped when read back ('' when none were). */
    this.note = '';
    if (persist) {
      this.#load();
      if (this.note) this.store(); // the unreadable entries are not read again on the next reload
      window.addEventListener('pagehide', () => this.store());
      document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && this.store());
    }
  }

  /** Records a new current tree (drops anything that was undone). */
  push(text) {
    if (this.items[this.at] === text) return;
    this.items.splice(this.at + 1);
    this.items.push(text);
    if (this.items.length > this.limit) this.items.shift();
    this.at = this.items.length - 1;
  }

  /**
   * Before an entry that is a whole tree (or a window on one) is pushed: a value edit at the
   * cursor becomes the text of its tree (`text()`: the current tree's, still the page's), so
   * that undo from the new entry finds a whole tree.
   */
  settle(text) {
    if (valueEditOf(this.items[this.at])) this.items[this.at] = text();
  }

  /**
   * Before the first tree of the page is recorded (after a reload the list comes back from
   * sessionStorage with no tree installed): a value edit at the cursor becomes the text of
   * that tree if `matches(edit)` (the tree has the edit's new value: it is the tree the edit
   * made), else the value edits at the end of the list are dropped (they were made on
   * another tree), so that the entry before a whole tree's is a whole tree again.
   */
  adopt(matches, text) {
    const v = valueEditOf(this.items[this.at]);
    if (!v) return;
    if (matches(v)) {
      this.items[this.at] = text();
      return;
    }
    let k = this.at;
    while (k >= 0 && valueEditOf(this.items[k])) k--;
    this.items.splice(k + 1);
    this.at = k;
  }

  /**
   * What entry `k` stands for: {text, window, edits}, `text` the nearest whole tree at or
   * before k (a tree's text, or a window entry's), `edits` the value edits after it up to k
   * (oldest first; applied to `text` they make entry k's tree); null when no whole tree is
   * kept before k.
   */
  baseOf(k = this.at) {
    const edits = [];
    for (let j = k; j >= 0; j--) {
      const v = valueEditOf(this.items[j]);
      if (v) {
        edits.unshift(v);
        continue;
      }
      const w = readableEntry(this.items[j]) ? entryOf(this.items[j]) : null;
      return w ? { text: w.text, edits } : null;
    }
    return null;
  }

  /** Drops entries 0..k, which undo can no longer reach (the cursor stays on its entry). */
  dropThrough(k) {
    if (k < 0) return;
    this.items.splice(0, k + 1);
    this.at = Math.max(this.items.length ? 0 : -1, this.at - k - 1);
  }

  get canUndo() {
    return this.at > 0;
  }

  get canRedo() {
    return this.at < this.items.length - 1;
  }

  undo() {
    if (!this.canUndo) return null;
    this.at -= 1;
    return this.items[this.at];
  }

  redo() {
    if (!this.canRedo) return null;
    this.at += 1;
    return this.items[this.at];
  }

  /** What store() keeps: the entries nearest the cursor first, within `budget` characters. */
  snapshot(budget = STORED_CHARS) {
    if (this.at < 0) return { items: [], at: -1 };
    let lo = this.at;
    let hi = this.at;
    let used = this.items[this.at].length;
    if (used > budget) return { items: [], at: -1 };
    // Older entries (undo) before newer ones (redo): undo is what a reload must keep.
    while (lo > 0 && used + this.items[lo - 1].length <= budget) used += this.items[--lo].length;
    while (hi < this.items.length - 1 && used + this.items[hi + 1].length <= budget) used += this.items[++hi].length;
    return { items: this.items.slice(lo, hi + 1), at: this.at - lo };
  }

  /** Writes the list to sessionStorage (bounded: snapshot()). */
  store() {
    const s = storage();
    if (!s) return;
    try {
      s.setItem(KEY, JSON.stringify(this.snapshot()));
    } catch {
      try {
        s.removeItem(KEY); // no room: a reload starts a new history
      } catch {
        // storage gone
      }
    }
  }

  #load() {
    let v;
    try {
      v = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    } catch {
      v = undefined;
    }
    if (v === null || (Array.isArray(v?.items) && v.items.length === 0)) return; // nothing kept
    if (!v || !Array.isArray(v.items) || !Number.isInteger(v.at) || v.at < 0 || v.at >= v.items.length) {
      this.note = 'The undo history kept for this tab could not be read: undo starts afresh.';
      return;
    }
    // The readable entries around the cursor: an unreadable one cuts the list there (undo
    // cannot pass it, nor redo).
    const ok = v.items.map(readableEntry);
    let lo = v.at;
    let hi = v.at;
    while (lo > 0 && ok[lo - 1]) lo--;
    while (hi < ok.length - 1 && ok[hi + 1]) hi++;
    const lost = ok.filter((x) => !x).length;
    if (lost)
      this.note = `${lost} undo step${lost === 1 ? '' : 's'} kept for this tab could not be read: ${lost === 1 ? 'it was' : 'they were'} dropped, and undo or redo stops where ${lost === 1 ? 'it was' : 'they were'}.`;
    if (!ok[v.at]) return;
    const items = v.items.slice(lo, hi + 1);
    const at = v.at - lo;
    const drop = Math.max(0, items.length - this.limit);
    this.items = items.slice(drop);
    this.at = Math.max(0, at - drop);
  }
}
