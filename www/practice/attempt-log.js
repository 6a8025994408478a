// The attempt log: every check as one JSON object, kept as JSON lines in this browser only
// (localStorage; the page sends nothing anywhere) for a teacher or a study, downloadable from
// the page (practice/mode.js) and delivered with each `answer` event (`record`). The format
// is documented in docs/practice.md, "Attempt records".
//
// The log is bounded (MAX_LINES): the oldest lines go first, and the log says how many went.
// Storage that is full or unavailable never breaks the page: a write that fails drops older
// lines and tries again, then keeps the log in the page only, and `note` says so.

export const LOG_KEY = 'gametree-practice-log';
/** The most lines kept; a check's line is well under 2 KB, so the log stays within ~1 MB. */
export const MAX_LINES = 500;
/** The format's version (the `v` of each line). */
export const LOG_VERSION = 1;

function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * One check as a record line: `o` {time?, exercise, task, proc, feedback, answer, summary,
 * diagnosis?, hints}. `summary` is the check's summary (practice/session.js).
 */
export function attemptRecord(o) {
  const s = o.summary;
  return {
    v: LOG_VERSION,
    time: o.time ?? new Date().toISOString(),
    exercise: o.exercise,
    task: s.task,
    proc: o.proc,
    feedback: s.feedback ?? 'end',
    answer: o.answer,
    score: s.score,
    total: s.total,
    correct: s.correct,
    diagnosis: (o.diagnosis ?? []).map((d) => d.id),
    hints: o.hints ?? 0,
    // The answer had been shown (Show answer): the check scores 0; `shown`: Show answer
    // alone ended the exercise, with no check of the student's own after it.
    ...(s.revealed ? { revealed: true } : {}),
    ...(s.shown ? { shown: true } : {}),
  };
}

export class AttemptLog {
  constructor() {
    this.note = '';
    this.dropped = 0;
    this.lines = this.#read();
  }

  #read() {
    let text = null;
    try {
      text = storage()?.getItem(LOG_KEY) ?? null;
    } catch {
      this.note = 'The attempt log cannot be read in this browser (storage is disabled): it is kept while the page is open.';
    }
    if (!text) return [];
    const lines = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const rec = JSON.parse(line);
        if (rec && typeof rec === 'object' && !Array.isArray(rec)) lines.push(rec);
      } catch {
        this.dropped += 1; // a damaged line (edited by hand): left out, and counted
      }
    }
    const meta = lines.find((l) => l.dropped != null && l.v == null);
    if (meta) this.dropped += Number(meta.dropped) || 0;
    return lines.filter((l) => l !== meta).slice(-MAX_LINES);
  }

  /** Adds one record (attemptRecord's); returns the note, if the log had to drop or could not save. */
  add(record) {
    this.lines.push(record);
    if (this.lines.length > MAX_LINES) {
      const n = this.lines.length - MAX_LINES;
      this.lines.splice(0, n);
      this.dropped += n;
    }
    this.#save();
    return this.note;
  }

  /**
   * Adds the records of `list` (a learning system's saved state: lms/practice-lms.js) that
   * the log does not hold yet — the same check is not logged twice — oldest first; what is
   * not a record of this format is left out. Returns how many were added.
   */
  addMissing(list) {
    const key = (r) => `${r.time}|${r.exercise}|${r.score}|${r.total}`;
    const have = new Set(this.lines.map(key));
    const add = (Array.isArray(list) ? list : []).filter(
      (r) => r && typeof r === 'object' && !Array.isArray(r) && r.v === LOG_VERSION && typeof r.time === 'string' && !have.has(key(r)),
    );
    if (!add.length) return 0;
    this.lines.push(...add);
    this.lines.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
    if (this.lines.length > MAX_LINES) {
      this.dropped += this.lines.length - MAX_LINES;
      this.lines.splice(0, this.lines.length - MAX_LINES);
    }
    this.#save();
    return add.length;
  }

  /** The log as JSON lines: a first line {dropped} when older records were dropped. */
  text() {
    const head = this.dropped
      ? [
          JSON.stringify({
            dropped: this.dropped,
            note: `${this.dropped} older record${this.dropped === 1 ? ' was' : 's were'} dropped (the log keeps the last ${MAX_LINES})`,
          }),
        ]
      : [];
    return [...head, ...this.lines.map((l) => JSON.stringify(l))].join('\n') + (this.lines.length || head.length ? '\n' : '');
  }

  clear() {
    this.lines = [];
    this.dropped = 0;
    this.note = '';
    try {
      storage()?.removeItem(LOG_KEY);
    } catch {
      /* nothing stored */
    }
  }

  #save() {
    const st = storage();
    if (!st) {
      this.note = 'The attempt log cannot be saved in this browser (storage is disabled): it is kept while the page is open; download it before leaving.';
      return;
    }
    // Full: drop the older half and try again, down to the newest record alone; if even
    // that cannot be saved, the storage refuses writes: nothing is dropped from the page.
    const all = this.lines;
    const dropped = this.dropped;
    for (let keep = all.length; keep >= 1; keep = keep === 1 ? 0 : Math.floor(keep / 2)) {
      this.lines = all.slice(all.length - keep);
      this.dropped = dropped + (all.length - keep);
      try {
        st.setItem(LOG_KEY, this.text());
        this.note = keep < all.length ? `The browser's storage is full: the ${all.length - keep} oldest attempt records were dropped.` : '';
        return;
      } catch {
        /* try with fewer */
      }
    }
    this.lines = all;
    this.dropped = dropped;
    this.note =
      'The attempt log cannot be saved in this browser (its storage is full or disabled): it is kept while the page is open; download it before leaving.';
  }
}
