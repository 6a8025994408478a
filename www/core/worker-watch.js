// How the page knows that one of its workers is gone (the tree worker, core/tree-loader.js;
// the run worker, core/run-mirror.js), so that nothing waits on it forever. A worker that
// throws is reported by an `error` event, and one whose message cannot be read by a
// `messageerror` event; one that ends without a word (closed, killed, its thread gone) sends
// nothing at all. Two signs are watched for that:
//
// - its lifeline (core/lifeline.js): the worker holds a Web Lock for as long as it lives; the
//   page asks for the same lock and is granted it when the worker has ended, at once, even
//   if the worker was in a long call;
// - its silence, where there is no lifeline (no Web Locks API) or the worker lives but hangs:
//   while the page waits on it, a worker that says nothing for longer than silenceLimit() is
//   taken for hung. A ping cannot tell a hung worker from a busy one (a call into the core
//   runs to its end before the worker reads another message), so the bound is on the silence
//   between its messages (the run worker says something after each call; the tree worker at
//   each stage), and it is generous: see silenceLimit.

import { wordOr } from './errors.js';

/**
 * The longest silence (ms) taken from a worker that works on a tree of `size` positions:
 * 10 s, plus 50 µs a position. The longest single call measured is F0's step-through trace,
 * about 7 µs a position (9.9 s at 1,398,101 positions in node on the development machine):
 * the bound is seven times that, 110 s at the page's 2,000,000 positions, 23 s at 262,143.
 */
export function silenceLimit(size) {
  return 10_000 + 0.05 * Math.max(0, Math.min(size, 4_000_000));
}

/** After the silence bound, this much more, so that messages queued meanwhile are read first. */
const GRACE_MS = 1000;

export class WorkerWatch {
  /**
   * @param {Worker} worker
   * @param {(reason: string) => void} onLost  told once, with why, when the worker is gone
   */
  constructor(worker, onLost) {
    this.onLost = onLost;
    this.abort = typeof AbortController === 'function' ? new AbortController() : null;
    this.limit = Infinity;
    this.timer = null;
    this.heardAt = now();
    this.ended = false;
    worker.addEventListener?.('messageerror', () => this.lose(wordOr('a message from it could not be read', 'worker-why-unread')));
  }

  /** Every message from the worker goes here first; true when it was the watch's own. */
  heard(m) {
    this.heardAt = now();
    this.#arm(this.limit);
    if (m?.type !== 'lifeline' || typeof m.name !== 'string') return false;
    const locks = globalThis.navigator?.locks;
    if (locks && !this.ended) {
      const options = this.abort ? { signal: this.abort.signal } : {};
      try {
        locks.request(m.name, options, () => this.lose(wordOr('it stopped running', 'worker-why-stopped'))).catch(() => {});
      } catch {
        // no lock here: its silence is watched
      }
    }
    return true;
  }

  /** The page waits on the worker (for `ms` of silence at most; see silenceLimit). */
  waiting(ms) {
    if (this.limit === Infinity) this.heardAt = now(); // the silence counts from the question
    this.limit = ms;
    this.#arm(ms);
  }

  /** Nothing is waited on: the worker may be silent. */
  idle() {
    this.limit = Infinity;
    clearTimeout(this.timer);
    this.timer = null;
  }

  /** The page ends the worker itself (terminate): nothing more is watched or told. */
  stop() {
    this.ended = true;
    this.idle();
    this.abort?.abort();
  }

  /** The worker is gone: tells the page once. */
  lose(reason) {
    if (this.ended) return;
    this.stop();
    this.onLost(reason);
  }

  #arm(ms) {
    clearTimeout(this.timer);
    this.timer = null;
    if (this.ended || ms === Infinity) return;
    const check = () => {
      const silent = now() - this.heardAt;
      if (silent >= ms + GRACE_MS)
        this.lose(wordOr(`it did not answer for ${Math.round(silent / 1000)} s`, 'worker-why-silent', { seconds: Math.round(silent / 1000) }));
      else this.timer = setTimeout(check, Math.max(GRACE_MS, ms - silent));
    };
    this.timer = setTimeout(check, ms);
  }
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());
