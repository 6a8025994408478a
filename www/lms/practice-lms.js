// The practice page's link to a learning system when it runs in a frame (or a window opened
// by one): SPLICE scores and state (splice.js), the content's height (resize.js) and, when a
// SCORM run-time's API is found, the set's score, status and progress (scorm.js). The
// practice page calls sessionReady() when an exercise is on screen and answered() after
// every check.

import { messageOf } from '../core/errors.js';
import { count, t } from '../i18n/translate.js';
import { AttemptLog } from '../practice/attempt-log.js';
import { reportHeight } from './resize.js';
import { findApi, Scorm } from './scorm.js';
import { Splice } from './splice.js';

/** The most checks a restored SPLICE state may count (a teacher's limit is at most 20). */
export const MAX_RESTORED_ATTEMPTS = 10000;

/** The SCORM suspend data's format: {f, id, d: done, t: tried, at}. */
/** The most attempt records a SPLICE state carries (fewer when they would pass its bound: splice.js). */
export const MAX_LOGGED = 100;

const SUSPEND_FORMAT = 'gt1';

/** FNV-1a, 32 bits, in hex: a short id for a long exercise or set text. */
export function shortHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The score of one check in [0, 1]: the summary's score over its total. The core's score is
 * already the items right less the wrong marks, and the summary's the feedback mode's (first
 * tries count), so marking everything, or clicking until every mark is right, never scores 1;
 * 1 only for a correct answer.
 */
export function checkScore(s) {
  const total = s.total ?? 0;
  if (total <= 0) return s.correct ? 1 : 0;
  return s.correct ? 1 : Math.max(0, Math.min((total - 1) / total, (s.score ?? 0) / total));
}

export class PracticeLms {
  /** @param {object} mode  the PracticeMode (its P, key, session, progress, msg and sync()) */
  constructor(mode) {
    this.mode = mode;
    this.asked = null;
    this.attempts = 0;
    this.restoring = false;
    this.splice = new Splice({ id: () => this.id(), restore: (s) => this.#restore(s), note: (t) => (mode.msg.textContent = t) });
    this.stopResize = reportHeight();
    this.tried = new Set(); // the set's exercises checked at least once (SCORM's completion)
    /** The attempt records of this content (attempt-log.js), carried in the SPLICE state so
     *  that a restore in another browser logs every check made (at most MAX_LOGGED). */
    this.records = [];
    const found = findApi();
    const pass = Number.isInteger(mode.P.pass) ? mode.P.pass / 100 : null;
    if (found) {
      this.scorm = new Scorm(found, (t) => (mode.msg.textContent = t), pass);
      if (this.scorm.start()) {
        this.onHide = () => this.#finishScorm();
        window.addEventListener('pagehide', this.onHide);
      }
    } else if (pass != null) {
      // Opened as a package (its launch link gives pass=) with no run-time to be found: opened
      // alone, or from another origin than the learning system's player. Said, not silent.
      this.notice = t('lms-not-recorded'); // kept in the exercise's message line (mode.js)
      mode.msg.textContent = this.notice;
    }
  }

  /** The content's id: the set's (progress through it is one state) or the exercise's. */
  id() {
    const P = this.mode.P;
    // The exercise's identity without the page's language: work saved in one language
    // restores in another.
    return P.set ? `set:${shortHash(P.set)}` : `ex:${shortHash(this.mode.identity ?? '')}`;
  }

  /** An exercise is on screen: the first time for this content, ask the host for its state. */
  sessionReady() {
    const id = this.id();
    if (id === this.asked) return;
    this.asked = id;
    this.attempts = 0;
    this.records = [];
    if (this.scorm?.live && this.mode.P.set && this.mode.progress) this.#resumeScorm();
    this.splice.requestState();
  }

  /** The learning system's record is the truth: the progress it kept, or a fresh start. */
  #resumeScorm() {
    const pr = this.mode.progress;
    const text = this.scorm.suspendData();
    let saved = null;
    if (text) {
      try {
        saved = JSON.parse(text);
      } catch {
        saved = null;
      }
      const ok = (a) => Array.isArray(a) && a.every((i) => Number.isInteger(i) && i >= 0 && i < pr.size);
      if (
        !saved ||
        saved.f !== SUSPEND_FORMAT ||
        saved.id !== this.id() ||
        !ok(saved.d) ||
        !ok(saved.t) ||
        !Number.isInteger(saved.at) ||
        saved.at < 0 ||
        saved.at >= pr.size
      ) {
        this.mode.msg.textContent = t('lms-progress-other-set');
        saved = null;
      }
    }
    pr.reset();
    for (const i of saved?.d ?? []) pr.done.add(i);
    this.tried = new Set(saved?.t ?? []);
    pr.go(saved?.at ?? 0);
    this.#reportScorm();
    this.mode.loadedEx = null;
    queueMicrotask(() => this.mode.sync()); // the session being built now is replaced by the saved exercise
  }

  #suspendText() {
    const pr = this.mode.progress;
    const sorted = (s) => [...s].sort((a, b) => a - b);
    return JSON.stringify({ f: SUSPEND_FORMAT, id: this.id(), d: sorted(pr.done), t: sorted(this.tried), at: pr.at });
  }

  #reportScorm() {
    const pr = this.mode.progress;
    // Nothing before the first check: opening the package is not a score of 0.
    if (!this.scorm?.live || !this.mode.P.set || !pr || this.tried.size === 0) return;
    this.scorm.report(pr.done.size / pr.size, this.tried.size === pr.size, this.#suspendText());
  }

  #finishScorm() {
    const pr = this.mode.progress;
    this.#reportScorm();
    this.scorm?.finish(!!pr && pr.done.size === pr.size);
  }

  /** After a check (`s` the summary, `answer` as checked): the score and state to the host. */
  answered(s, answer) {
    if (this.restoring) return;
    this.attempts++;
    if (s.record) this.records = [...this.records, s.record].slice(-MAX_LOGGED);
    const log = this.records;
    const pr = this.mode.progress;
    if (this.mode.P.set && pr) {
      this.tried.add(pr.at);
      this.#reportScorm();
    }
    if (this.mode.P.set && pr)
      this.splice.report(pr.done.size / pr.size, { done: [...pr.done].sort((a, b) => a - b), at: pr.at, attempts: this.attempts, log });
    else this.splice.report(checkScore(s), { attempts: this.attempts, correct: !!s.correct, answer, ...(s.revealed ? { revealed: true } : {}), log });
  }

  #restore(state) {
    const fresh = this.attempts === 0; // nothing checked on the page yet: its work comes first
    if (state.attempts != null && !(Number.isInteger(state.attempts) && state.attempts >= 0 && state.attempts <= MAX_RESTORED_ATTEMPTS))
      throw new Error(t('lms-state-bad-attempts', { max: count(MAX_RESTORED_ATTEMPTS) }));
    const attempts = state.attempts ?? 0;
    if (state.log != null && !Array.isArray(state.log)) throw new Error(t('lms-state-bad-log'));
    const pr = this.mode.progress;
    const set = this.mode.P.set && pr;
    if (set && (!Array.isArray(state.done) || !state.done.every((i) => Number.isInteger(i) && i >= 0 && i < pr.size))) throw new Error(t('lms-state-bad-done'));
    if (set && (!Number.isInteger(state.at) || state.at < 0 || state.at >= pr.size)) throw new Error(t('lms-state-bad-at'));
    this.#restoreLog(state.log ?? []);
    if (set) {
      for (const i of state.done) pr.done.add(i);
      if (fresh) pr.go(state.at);
      else pr.go(pr.at); // saves the union
      this.attempts += attempts;
      this.mode.loadedEx = null;
      this.mode.sync();
      return;
    }
    this.attempts += attempts;
    // The host's count of checks holds where this browser's storage does not (a cross-site
    // frame whose storage is blocked forgets its attempts on a reload).
    this.mode.fresh?.atLeast(attempts);
    if (!fresh || !this.mode.session || (state.answer == null && !state.revealed)) return;
    this.restoring = true;
    try {
      if (state.answer != null) this.mode.session.submitAnswer(state.answer);
      // The answer was shown (Show answer ended the exercise): it is shown again, and a check scores 0.
      if (state.revealed === true) this.mode.session.showAnswer(true);
    } catch (e) {
      throw new Error(t('lms-state-bad-answer', { error: messageOf(e) }));
    } finally {
      this.restoring = false;
    }
  }

  /** The checks the state records, into this browser's attempt log (those it lacks), and carried on. */
  #restoreLog(list) {
    const mode = this.mode;
    const kept = list.filter((r) => r && typeof r === 'object' && !Array.isArray(r)).slice(-MAX_LOGGED);
    const known = new Set(this.records.map((r) => JSON.stringify(r)));
    this.records = [...kept.filter((r) => !known.has(JSON.stringify(r))), ...this.records].slice(-MAX_LOGGED);
    mode.log ??= new AttemptLog();
    if (mode.log.addMissing(kept)) mode.logChanged?.();
  }

  destroy() {
    if (this.onHide) {
      window.removeEventListener('pagehide', this.onHide);
      this.#finishScorm();
    }
    this.splice.destroy();
    this.stopResize();
  }
}
