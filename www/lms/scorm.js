// The practice page as a SCORM SCO (the package of `gametree scorm` and of "Download for a
// learning system"): it finds the run-time's API, reports the set's score and status and
// keeps the progress in cmi.suspend_data. SCORM 1.2 (the API object `API`, cmi.core.*) and
// SCORM 2004 4th Edition (`API_1484_11`, cmi.*). Whatever the API does — missing, throwing,
// answering "false" — the page goes on; one line says what the learning system did not take.
import { t } from '../i18n/translate.js';

/** ADL's API search: this window and its parents (at most 500 levels), then the opener's. */
function search(start, name) {
  let w = start;
  for (let i = 0; w && i < 500; i++) {
    try {
      const api = w[name];
      if (api && (typeof api === 'object' || typeof api === 'function')) return api;
      if (w.parent == null || w.parent === w) return null;
      w = w.parent;
    } catch {
      return null; // a window of another origin: the API is not there
    }
  }
  return null;
}

/** The run-time's API and its version ('2004' first, then '1.2'), or null. */
export function findApi(win = window) {
  for (const [name, version] of [
    ['API_1484_11', '2004'],
    ['API', '1.2'],
  ]) {
    let opener = null;
    try {
      opener = win.opener ?? null;
    } catch {
      opener = null;
    }
    const api = search(win, name) ?? (opener ? search(opener, name) : null);
    if (api) return { api, version };
  }
  return null;
}

/** The most characters cmi.suspend_data holds: 4,096 in SCORM 1.2, 64,000 in 2004. */
export const SUSPEND_LIMIT = { 1.2: 4096, 2004: 64000 };

/** A duration in SCORM 1.2's CMITimespan (HHHH:MM:SS.SS). */
export function timespan12(ms) {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.min(9999, Math.floor(cs / 360000));
  const m = Math.floor((cs % 360000) / 6000);
  const s = (cs % 6000) / 100;
  return `${String(h).padStart(4, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(2).padStart(5, '0')}`;
}

/** A duration in SCORM 2004's timeinterval (ISO 8601, e.g. PT1H2M3.45S). */
export function interval2004(ms) {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = (cs % 6000) / 100;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s}S`;
}

const NAMES = {
  1.2: {
    init: 'LMSInitialize',
    get: 'LMSGetValue',
    set: 'LMSSetValue',
    commit: 'LMSCommit',
    finish: 'LMSFinish',
    lastError: 'LMSGetLastError',
    errorString: 'LMSGetErrorString',
  },
  2004: {
    init: 'Initialize',
    get: 'GetValue',
    set: 'SetValue',
    commit: 'Commit',
    finish: 'Terminate',
    lastError: 'GetLastError',
    errorString: 'GetErrorString',
  },
};

export class Scorm {
  /**
   * @param {{api: object, version: '1.2'|'2004'}} found  @param {(line: string) => void} note
   * @param {number|null} pass  the package's own pass mark in [0, 1] (its launch link's pass=),
   *   for a run-time that passes on no mastery score from the manifest
   */
  constructor(found, note, pass = null) {
    this.api = found.api;
    this.version = found.version;
    this.n = NAMES[found.version];
    this.note = note;
    this.pass = Number.isFinite(pass) && pass >= 0 && pass <= 1 ? pass : null;
    this.started = Date.now();
    this.live = false;
    this.noted = false;
    /** The score the learning system holds already (of an earlier session), in [0, 1]. */
    this.held = 0;
  }

  #call(method, ...args) {
    try {
      const f = this.api[method];
      if (typeof f !== 'function') throw new Error(`the API has no ${method}`);
      return f.apply(this.api, args);
    } catch (e) {
      this.#fail(`${method}: ${e?.message ?? e}`);
      return null;
    }
  }

  #ok(r, what) {
    if (r === true || r === 'true') return true;
    if (r === null) return false; // #call has said why
    let code = '';
    let text = '';
    try {
      code = String(this.api[this.n.lastError]());
      text = String(this.api[this.n.errorString](code));
    } catch {
      /* an API without error calls: the code stays unknown */
    }
    this.#fail(`${what}: error ${code || '?'}${text ? ` (${text.slice(0, 80)})` : ''}`);
    return false;
  }

  #fail(why) {
    if (this.noted) return; // one line, not a stream of them
    this.noted = true;
    this.note(t('lms-scorm-failed', { why }));
  }

  start() {
    this.live = this.#ok(this.#call(this.n.init, ''), this.n.init);
    if (this.live) this.held = this.#heldScore();
    return this.live;
  }

  /** The score the run-time keeps from an earlier session, in [0, 1] (0 when none). */
  #heldScore() {
    const raw = Number(this.get(this.version === '1.2' ? 'cmi.core.score.raw' : 'cmi.score.raw').trim() || NaN);
    return Number.isFinite(raw) ? Math.min(1, Math.max(0, raw / 100)) : 0;
  }

  get(el) {
    if (!this.live) return '';
    const v = this.#call(this.n.get, el);
    return typeof v === 'string' ? v : v == null ? '' : String(v);
  }

  set(el, value) {
    return this.live && this.#ok(this.#call(this.n.set, el, String(value)), `${this.n.set} ${el}`);
  }

  commit() {
    return this.live && this.#ok(this.#call(this.n.commit, ''), this.n.commit);
  }

  /** The mastery score as a share in [0, 1] from the run-time (from the manifest), else the
   *  package's own pass mark (a run-time such as scormhost passes none on), or null. */
  mastery() {
    const v = this.get(this.version === '1.2' ? 'cmi.student_data.mastery_score' : 'cmi.scaled_passing_score');
    if (v.trim() === '' || !Number.isFinite(Number(v))) return this.pass;
    return this.version === '1.2' ? Number(v) / 100 : Number(v);
  }

  /** The saved progress text, or ''. */
  suspendData() {
    return this.get('cmi.suspend_data');
  }

  /**
   * Reports the set: `score` in [0, 1]; `allTried` when every exercise has been checked;
   * `suspend` the progress text (not sent when over the version's limit).
   */
  report(score, allTried, suspend) {
    this.noted = false; // one line per report: the latest trouble
    // Never below what the learning system holds: a student's Reset progress, or a new
    // session that starts afresh, does not take back an earlier session's score.
    score = Math.max(score, this.held);
    this.held = score;
    const mastery = this.mastery();
    const pct = Math.round(score * 10000) / 100;
    const passed = mastery != null && score >= mastery;
    if (this.version === '1.2') {
      this.set('cmi.core.score.min', 0);
      this.set('cmi.core.score.max', 100);
      this.set('cmi.core.score.raw', pct);
      const status = mastery != null ? (passed ? 'passed' : allTried ? 'failed' : 'incomplete') : allTried ? 'completed' : 'incomplete';
      this.set('cmi.core.lesson_status', status);
    } else {
      this.set('cmi.score.min', 0);
      this.set('cmi.score.max', 100);
      this.set('cmi.score.raw', pct);
      this.set('cmi.score.scaled', Math.round(score * 10000) / 10000);
      this.set('cmi.completion_status', allTried ? 'completed' : 'incomplete');
      this.set('cmi.success_status', mastery != null ? (passed ? 'passed' : allTried ? 'failed' : 'unknown') : 'unknown');
    }
    const limit = SUSPEND_LIMIT[this.version];
    if (suspend.length > limit) this.#fail(`the progress needs ${suspend.length} characters of suspend data, the limit is ${limit}`);
    else this.set('cmi.suspend_data', suspend);
    this.commit();
  }

  /** The session ends (the page is leaving): its time, and suspend unless finished. */
  finish(done) {
    if (!this.live) return;
    this.noted = false;
    const t = Date.now() - this.started;
    if (this.version === '1.2') {
      this.set('cmi.core.session_time', timespan12(t));
      this.set('cmi.core.exit', done ? '' : 'suspend');
    } else {
      this.set('cmi.session_time', interval2004(t));
      this.set('cmi.exit', done ? 'normal' : 'suspend');
    }
    this.commit();
    this.#ok(this.#call(this.n.finish, ''), this.n.finish);
    this.live = false;
  }
}
