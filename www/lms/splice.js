// The SPLICE iframe protocol (cssplice.org, "SPLICE iframe Protocol: Specification"), the
// content's side: SPLICE.reportScoreAndState {message_id, score in [0, 1], state} after each
// change, and SPLICE.getState {message_id} once on load, answered by the learning system
// with SPLICE.getState.response {message_id, state}. Runestone and PreTeXt books host it.
// Only the parent's messages are read, only the response to our own request, and only a
// state this content wrote (same format, same content id, within the size bound).

import { messageOf } from '../core/errors.js';
import { count, t } from '../i18n/translate.js';
import { embedded, postToParent } from './parent.js';

/** The largest state accepted from the host or sent to it, as JSON characters. */
export const MAX_STATE = 65536;
export const FORMAT = 'gametree-splice-1';

let counter = 0;
const messageId = () => `gametree-${Date.now().toString(36)}-${(++counter).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Why `state` (a host's SPLICE state) cannot be restored for content `id`, in the page's
 * language (the end of "… was not restored: …"), or null when it can.
 * The states this content writes are {format, id, ...}.
 */
export function stateProblem(state, id) {
  if (state == null) return null;
  if (typeof state !== 'object' || Array.isArray(state)) return t('lms-state-not-object');
  let size;
  try {
    size = JSON.stringify(state).length;
  } catch {
    return t('lms-state-not-json');
  }
  if (size > MAX_STATE) return t('lms-state-too-large', { size: count(size), max: count(MAX_STATE) });
  if (state.format !== FORMAT) return t('lms-state-not-ours');
  if (state.id !== id) return t('lms-state-other-exercise');
  return null;
}

export class Splice {
  /**
   * @param {{id: () => string, restore: (state: object) => void, note: (line: string) => void, win?: Window}} o
   *   id: this content's id (the exercise's or the set's); restore: applies a checked state;
   *   note: one line for the student when the host's state cannot be used.
   */
  constructor(o) {
    this.o = o;
    this.win = o.win ?? window;
    this.pending = null;
    this.onMessage = (e) => this.#receive(e);
    if (embedded(this.win)) this.win.addEventListener('message', this.onMessage);
  }

  /** Asks the host for the saved state (once per content id). */
  requestState() {
    if (!embedded(this.win)) return;
    this.pending = { id: messageId(), content: this.o.id() };
    postToParent({ subject: 'SPLICE.getState', message_id: this.pending.id }, this.win);
  }

  /** Reports a score in [0, 1] and the state to restore it; a state over the bound goes
   *  without its oldest attempt records (`log`), then without its answer. */
  report(score, state) {
    if (!embedded(this.win)) return;
    const s = Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0));
    let full = { format: FORMAT, id: this.o.id(), ...state };
    while (full.log?.length && JSON.stringify(full).length > MAX_STATE) full.log = full.log.slice(Math.ceil(full.log.length / 4));
    if (JSON.stringify(full).length > MAX_STATE) {
      const { answer: _dropped, ...rest } = full;
      full = rest;
    }
    postToParent({ subject: 'SPLICE.reportScoreAndState', message_id: messageId(), score: s, state: full }, this.win);
  }

  #receive(e) {
    if (e.source !== this.win.parent) return;
    const d = e.data;
    if (!d || typeof d !== 'object' || d.subject !== 'SPLICE.getState.response') return;
    if (!this.pending || d.message_id !== this.pending.id) return; // not the answer to our question
    const content = this.pending.content;
    this.pending = null;
    if (content !== this.o.id()) return; // the student has moved on to another exercise
    const why = stateProblem(d.state, content);
    if (why) {
      this.o.note(t('lms-not-restored', { why }));
      return;
    }
    if (d.state == null) return; // nothing saved yet
    try {
      this.o.restore(d.state);
    } catch (err) {
      this.o.note(t('lms-not-restored', { why: messageOf(err) })); // the page's reasons are in its language (practice-lms.js)
    }
  }

  destroy() {
    this.win.removeEventListener('message', this.onMessage);
  }
}
