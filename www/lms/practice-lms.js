// The practice page's link to a learning system when it runs in a frame: SPLICE scores and
// state (splice.js) and the content's height (resize.js). The practice page calls
// sessionReady() when an exercise is on screen and answered() after every check.
import { Splice } from './splice.js';
import { reportHeight } from './resize.js';

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
 * The score of one check in [0, 1]: 1 when correct, else the right items over the items
 * asked plus the wrong marks (a marked position that should not be loses as much as a
 * missed one), so that marking everything never scores 1.
 */
export function checkScore(s) {
  if (s.correct) return 1;
  const denom = (s.total ?? 0) + (s.wrong?.length ?? 0);
  return denom > 0 ? Math.min(1, (s.score ?? 0) / denom) : 0;
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
  }

  /** The content's id: the set's (progress through it is one state) or the exercise's. */
  id() {
    const P = this.mode.P;
    return P.set ? `set:${shortHash(P.set)}` : `ex:${shortHash(this.mode.key ?? '')}`;
  }

  /** An exercise is on screen: the first time for this content, ask the host for its state. */
  sessionReady() {
    const id = this.id();
    if (id === this.asked) return;
    this.asked = id;
    this.attempts = 0;
    this.splice.requestState();
  }

  /** After a check (`s` the summary, `answer` as checked): the score and state to the host. */
  answered(s, answer) {
    if (this.restoring) return;
    this.attempts++;
    const pr = this.mode.progress;
    if (this.mode.P.set && pr) this.splice.report(pr.done.size / pr.size, { done: [...pr.done].sort((a, b) => a - b), at: pr.at, attempts: this.attempts });
    else this.splice.report(checkScore(s), { attempts: this.attempts, correct: !!s.correct, answer });
  }

  #restore(state) {
    const fresh = this.attempts === 0; // nothing checked on the page yet: its work comes first
    const attempts = Number.isInteger(state.attempts) && state.attempts >= 0 ? state.attempts : 0;
    const pr = this.mode.progress;
    if (this.mode.P.set && pr) {
      if (!Array.isArray(state.done) || !state.done.every((i) => Number.isInteger(i) && i >= 0 && i < pr.size)) throw new Error('its list of exercises done is malformed');
      if (!Number.isInteger(state.at) || state.at < 0 || state.at >= pr.size) throw new Error('its current exercise is out of range');
      for (const i of state.done) pr.done.add(i);
      if (fresh) pr.go(state.at);
      else pr.go(pr.at); // saves the union
      this.attempts += attempts;
      this.mode.loadedEx = null;
      this.mode.sync();
      return;
    }
    this.attempts += attempts;
    if (!fresh || state.answer == null || !this.mode.session) return;
    this.restoring = true;
    try {
      this.mode.session.submitAnswer(state.answer);
    } catch (e) {
      throw new Error(`its answer does not fit this exercise (${e?.message ?? e})`);
    } finally {
      this.restoring = false;
    }
  }

  destroy() {
    this.splice.destroy();
    this.stopResize();
  }
}
