// Keeps the URL fragment in step with the page state (replaceState, not a history entry
// per change; debounced), and makes the links to share.
//
// Nothing is lost on a reload: the fragment is written 120 ms after a
// change, so when the page is hidden or left before that (pagehide, visibilitychange) the
// state is written at once, without compression (a long tree is held in sessionStorage,
// held.js), and recorded as a pending snapshot; a reload of the tab whose URL is still the
// one of that moment takes the snapshot (the browser may keep the old URL when the page
// leaves during a write).
import { composeLink, LINK_LIMIT, writeLink } from './url-state.js';

const PENDING = 'gametree:pending';
/** A write this recent when the page leaves may have come after the browser took the URL to reload. */
const RECENT_MS = 2000;
/** Above this many characters of tree text the link is made in a task after the text's. */
const SPLIT_OVER = 1_000_000;
let lastNote = '';

/** Why the last link made leaves its tree out ('' when the tree is in it). */
export function linkNote() {
  return lastNote;
}

/** Says on the page (the share status line) when the tree stops or starts fitting in the link. */
function showNote(note) {
  if (note === lastNote) return;
  const box = typeof document !== 'undefined' ? document.getElementById('share-status') : null;
  if (box && (note || box.textContent === lastNote)) box.textContent = note;
  lastNote = note;
}

function storage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Before the page reads its fragment: a snapshot written when this tab last left the page
 * replaces the fragment if the URL is still the one it left with. Returns true if it did.
 */
export function takePendingSnapshot() {
  const s = storage();
  let snap = null;
  try {
    snap = JSON.parse(s?.getItem(PENDING) ?? 'null');
    s?.removeItem(PENDING);
  } catch {
    return false;
  }
  if (!snap || typeof snap.hash !== 'string' || !Array.isArray(snap.bases)) return false;
  if (!snap.bases.includes(location.hash) || snap.hash === location.hash) return false;
  history.replaceState(history.state, '', snap.hash);
  return true;
}

export class UrlSync {
  /** @param {() => object} state  @param {() => string} text  the tree's text
   *  `ahead(generated, room)`: the text and the patch made off the page's thread ({text, made}), or null */
  constructor(state, text, { onSaved, ahead = () => null } = {}) {
    Object.assign(this, { state, text, onSaved, ahead });
    this.lastWritten = null;
    this.timer = null;
    this.seq = 0;
    this.dirty = false;
    /** Why the tree is not in the link ('' when it is). */
    this.note = '';
    /** {key, text} of the last generated tree (the base of a patch). */
    this.generatedCache = null;
    if (typeof window !== 'undefined') {
      takePendingSnapshot();
      window.addEventListener('pagehide', () => this.flush());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') this.flush();
        else if (this.rewrite) this.save(); // back again: the quick form written when hidden is replaced
      });
    }
  }

  save() {
    this.dirty = true;
    this.changes = (this.changes ?? 0) + 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      const seq = ++this.seq;
      const changes = this.changes;
      // The tree's text, then the link in another task: after a value edit of a big tree each
      // is tens of ms (making 5.5 MB of text; the patch against the generated tree), together
      // over 100 ms of the main thread at 2,000,000 positions.
      // On a tree the run worker holds, it makes both (CurrentTree.textAhead).
      const generated = await this.generated();
      const got = await this.ahead(generated, LINK_LIMIT);
      if (seq !== this.seq) return;
      const text = got?.text ?? this.text();
      if (!got && text.length > SPLIT_OVER) await new Promise((ok) => setTimeout(ok, 0));
      if (seq !== this.seq) return;
      const { hash, note } = await writeLink(this.state(), text, { generated, made: got?.made });
      if (seq !== this.seq) return;
      this.note = note;
      showNote(note);
      // A change made while this was written is still to be written (its own timer runs).
      if (changes === this.changes) this.dirty = false;
      this.rewrite = false;
      if (hash !== location.hash) {
        this.lastWritten = hash;
        this.replaced = { from: location.hash, at: Date.now() };
        history.replaceState(history.state, '', hash);
      }
      this.onSaved?.();
    }, 120);
  }

  /**
   * A link is being opened (the newest state is the URL's now): what was still to be written
   * of the state before it is dropped, so neither a write under way nor one when the page is
   * left puts the older state back in the URL while the link's tree is on its way.
   */
  supersede() {
    clearTimeout(this.timer);
    this.seq += 1;
    this.dirty = false;
  }

  /** Writes the state now (the page is going away): no compression, no waiting. */
  flush() {
    if (!this.dirty) return this.#keepRecentWrite();
    clearTimeout(this.timer);
    this.seq += 1; // a write still under way is out of date
    const base = location.hash;
    const { hash, form } = composeLink(this.state(), this.text(), { generated: this.generatedCache?.text ?? null });
    this.rewrite = form === 'held' || form === 'tree';
    try {
      storage()?.setItem(PENDING, JSON.stringify({ bases: [base, hash], hash }));
    } catch {
      // no room: the URL written below is what a reload gets
    }
    this.lastWritten = hash;
    this.replaced = { from: base, at: Date.now() }; // a second call (pagehide after visibilitychange) keeps this snapshot
    history.replaceState(history.state, '', hash);
    this.dirty = false;
  }

  /**
   * The page leaves just after a write: a reload the browser started before that write (an
   * edit then a reload within ~200 ms, the write waiting for the run worker's text) reloads the
   * URL from before it. The snapshot says so: that URL opens with the state written.
   */
  #keepRecentWrite() {
    const r = this.replaced;
    if (!r || Date.now() - r.at > RECENT_MS || location.hash !== this.lastWritten) return;
    try {
      storage()?.setItem(PENDING, JSON.stringify({ bases: [r.from, location.hash], hash: location.hash }));
    } catch {
      // no room: the URL written is what a reload gets
    }
  }

  /** The generator `gen` makes `text` (the page has just made it: no need to run it again). */
  knowGenerated(gen, text) {
    this.generatedCache = { key: JSON.stringify(gen), text };
  }

  /** The canonical text of the generated tree the state names (cached), or null. */
  async generated() {
    const gen = this.state().gen;
    if (!gen) return null;
    const key = JSON.stringify(gen);
    if (this.generatedCache?.key === key) return this.generatedCache.text;
    let text = null;
    try {
      const core = await (await import('../core/load.js')).coreToGenerate(gen);
      const g = core.GameTree.generate(gen);
      text = g.text();
      g.free();
    } catch {
      text = null; // no patch then: the tree travels whole
    }
    this.generatedCache = { key, text };
    return text;
  }

  /** The page's URL for the state with `extra` changes (e.g. {embed: false}). */
  async url(extra = {}) {
    const { hash, note } = await writeLink({ ...this.state(), ...extra }, this.text(), { generated: await this.generated() });
    this.note = note;
    showNote(note);
    return location.href.replace(/#.*$/, '') + hash;
  }
}
