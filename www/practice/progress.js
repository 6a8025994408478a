// Progress through an exercise set, kept in this browser only (localStorage; nothing is
// sent anywhere): which exercises were answered correctly and where the student is.
import { count, t } from '../i18n/translate.js';

const PREFIX = 'gametree-practice:';

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy settings, sandboxed frame)
  }
}

export class SetProgress {
  /** @param {string} set  the set's text (its key)  @param {number} size */
  constructor(set, size) {
    this.key = PREFIX + set;
    this.size = size;
    const saved = this.#read();
    const ok = (i) => Number.isInteger(i) && i >= 0 && i < size;
    this.done = new Set((saved?.done ?? []).filter(ok));
    /** Exercises solved after the student left them for the explore view (practice/attempts.js). */
    this.explored = new Set((saved?.explored ?? []).filter((i) => ok(i) && this.done.has(i)));
    this.at = Number.isInteger(saved?.at) && saved.at >= 0 && saved.at < size ? saved.at : 0;
  }

  #read() {
    try {
      return JSON.parse(storage()?.getItem(this.key) ?? 'null');
    } catch {
      return null;
    }
  }

  #write() {
    try {
      storage()?.setItem(this.key, JSON.stringify({ done: [...this.done], explored: [...this.explored], at: this.at }));
    } catch {
      /* full or disabled: progress lasts as long as the page */
    }
  }

  go(i) {
    this.at = Math.max(0, Math.min(this.size - 1, i));
    this.#write();
  }

  /** Exercise `i` was answered right; `explored`: after the student left it for the explore view. */
  solved(i = this.at, explored = false) {
    this.done.add(i);
    if (explored) this.explored.add(i);
    this.#write();
  }

  reset() {
    this.done.clear();
    this.explored.clear();
    this.at = 0;
    try {
      storage()?.removeItem(this.key);
    } catch {
      /* nothing stored */
    }
  }

  /** "3 of 5 done", and how many of them after leaving for the explore view. */
  text() {
    const e = this.explored.size;
    return t('practice-set-done', { done: count(this.done.size), size: count(this.size), explored: count(e) });
  }
}
