// Fresh trees per attempt (fresh=1 in the link): after each check the student may go on to a
// new tree of the same exercise kind and difficulty (the exercise with a new seed, made by the
// core's exerciseGenerate), so that resubmitting the same answer is not a way to a score
// (TRAKLA2 and OpenDSA give a new instance per graded attempt; docs/practice.md, "Fresh trees
// and hints"). The attempts made, the seed of the current tree and the score of each attempt
// are kept per exercise (of a set: per set and place) in this browser only (localStorage;
// nothing is sent anywhere); a teacher's link may limit the attempts (attempts=N).
import { count, t } from '../i18n/translate.js';

const PREFIX = 'gametree-practice-fresh:';
/** The most scores kept per exercise (the limit of attempts is at most 20). */
const HISTORY = 50;

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // disabled: the attempts last as long as the page
  }
}

export class FreshAttempts {
  /** @param {string} base  the exercise as the link gives it (of a set: the set and its place)  @param {number|null} limit */
  constructor(base, limit = null) {
    this.key = PREFIX + base;
    this.limit = limit;
    const saved = this.#read();
    const uint = (x) => Number.isInteger(x) && x >= 0 && x <= 4294967295;
    this.seed = uint(saved?.seed) ? saved.seed : null;
    this.history = Array.isArray(saved?.history)
      ? saved.history.filter((h) => h && Number.isInteger(h.score) && Number.isInteger(h.total) && h.score >= 0 && h.score <= h.total).slice(-HISTORY)
      : [];
    /** Checks made on the current tree (a new tree may follow once it has been checked). */
    this.checkedHere = saved?.checkedHere === true;
    this.floor = uint(saved?.floor) ? saved.floor : 0;
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
      storage()?.setItem(this.key, JSON.stringify({ seed: this.seed, history: this.history, checkedHere: this.checkedHere, floor: this.floor }));
    } catch {
      /* full or disabled: kept as long as the page */
    }
  }

  /** The attempts made (checks counted; at least what a learning system's state says). */
  get used() {
    return Math.max(this.history.length, this.floor);
  }

  /** A learning system's state counts `n` checks of this exercise: the attempts made are at
   *  least that many, whatever this browser's storage kept. */
  atLeast(n) {
    if (!Number.isSafeInteger(n) || n <= this.floor) return;
    this.floor = n;
    this.#write();
  }

  /** No attempt is left (a teacher's limit reached). */
  get exhausted() {
    return this.limit != null && this.used >= this.limit;
  }

  /** A check of the current tree scored `score` of `total`. */
  checked(score, total) {
    if (this.floor) this.floor++;
    this.history.push({ score, total });
    if (this.history.length > HISTORY) this.history.shift();
    this.checkedHere = true;
    this.#write();
  }

  /** The next attempt's tree: exercise seed `seed`. */
  next(seed) {
    this.seed = seed;
    this.checkedHere = false;
    this.#write();
  }

  /** "Attempt 3 of 5 · scores: 2/4, 3/4", or "No attempts left (5 of 5 used) · scores: …". */
  text() {
    const scores = this.history.length ? t('practice-attempt-scores', { scores: this.history.map((h) => `${h.score}/${h.total}`).join(', ') }) : '';
    if (this.exhausted) return t('practice-attempts-none-left', { used: count(this.used), limit: count(this.limit) }) + scores;
    const n = this.used + (this.checkedHere ? 0 : 1);
    return t('practice-attempt', { n: count(n), limit: this.limit != null ? count(this.limit) : 'none' }) + scores;
  }

  reset() {
    this.seed = null;
    this.history = [];
    this.floor = 0;
    this.checkedHere = false;
    try {
      storage()?.removeItem(this.key);
    } catch {
      /* nothing stored */
    }
  }
}
