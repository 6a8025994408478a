// The page's side of the run worker (run-worker.js): from MIRROR_FROM positions up, the worker
// keeps a copy of the page's tree, and the page's runs ask it what they will need (ask()),
// keep the answers (core/precomputed.js) and then build themselves on the page's thread
// without searching (families/page-runs.js). Below that size, or where no worker can be made
// (the single file; a browser that refuses it), or after the worker failed, follow() says so
// and the page asks its own core, as before.
//
// A worker that dies or hangs (core/worker-watch.js: its `error` or `messageerror`, its
// lifeline, its silence while a question is out) is dropped: every open question is answered
// with null, so the runs waiting on it are made on the page's thread, and `onFail` tells the
// page why (it says so). The page does not start another one: what killed it (memory, most
// likely) would kill the next.
import { createRunWorker } from './run-worker-source.js';
import { wasmFullInput } from './wasm-source.js';
import { silenceLimit, WorkerWatch } from './worker-watch.js';

/** From this many positions the runs of the page's tree are made in the worker: below it an
 *  edit's runs take well under 50 ms on the page's thread (docs/speed.md). */
export const MIRROR_FROM = 150_000;

/** Typed arrays a tree came with (tree-loader.js: the tree worker's), so that the copy for
 *  the run worker is not made again: GameTree -> {degree, value}. */
const handed = new WeakMap();

export function handArrays(g, arrays) {
  handed.set(g, arrays);
}

/** The shape arrays (GameTree.shapeArrays') a tree came with, taken; or null. */
export function handedShape(g) {
  const a = handed.get(g);
  if (!a?.shape) return null;
  const shape = a.shape;
  a.shape = null;
  return shape;
}

export class RunMirror {
  /** @param {() => Worker | null} make  how the worker is made (tests: null, no worker) */
  constructor(make = createRunWorker) {
    this.make = make;
    this.worker = null;
    this.failed = false;
    /** Whether the worker holds the page's current tree. */
    this.active = false;
    this.asks = new Map();
    this.seq = 0;
    /** The generator's text the worker holds (link()). */
    this.generated = null;
    /** The size of the tree the worker holds (its silence bound: worker-watch.js). */
    this.size = 0;
    this.watch = null;
    /** Told why, when a worker that was running is gone (the page computes here from then on). */
    this.onFail = null;
  }

  /**
   * After the page installs tree `g` (`size` positions): sends the worker the tree, or only
   * the edit when `edit` ({dewey, value}) sets a terminal of the tree it holds. Returns
   * whether the worker now holds it.
   */
  follow(g, size, edit = null) {
    const held = this.active;
    this.active = false;
    if (size < MIRROR_FROM || this.failed) {
      if (held) this.worker.postMessage({ type: 'drop' });
      return false;
    }
    if (!this.worker && !this.start()) return false;
    if (held && edit) this.worker.postMessage({ type: 'set', dewey: edit.dewey, value: edit.value });
    else {
      let arrays = handed.get(g);
      try {
        if (arrays?.degree.buffer.byteLength === 0) arrays = null; // sent already (a tree installed twice)
        arrays ??= g.toArrays();
      } catch {
        return false; // the page's core failed: its runs say so, as before
      }
      const { degree, value } = arrays;
      this.worker.postMessage({ type: 'tree', degree, value }, [degree.buffer, value.buffer]);
    }
    this.size = size;
    this.active = true;
    return true;
  }

  /** Starts the worker (its core compiles) ahead of a big tree: the tree worker is making one. */
  warm() {
    if (!this.worker && !this.failed) this.start();
  }

  start() {
    try {
      this.worker = this.make();
    } catch {
      this.worker = null;
    }
    if (!this.worker) {
      this.failed = true;
      return false;
    }
    const watch = (this.watch = new WorkerWatch(this.worker, (reason) => this.fail(reason)));
    let started = false;
    this.worker.onmessage = (e) => {
      const m = e.data;
      started = true;
      if (watch.heard(m)) return;
      if (m.type === 'answer') {
        this.asks.get(m.id)?.(m.answers);
        this.asks.delete(m.id);
        if (this.asks.size === 0) watch.idle();
      } else if (m.type === 'lost') this.fail(`its core failed: ${m.message}`);
      // {type: 'alive'}: a call of a question is done (heard: its silence starts again)
    };
    this.worker.onerror = (e) => {
      e.preventDefault?.();
      // Before its first word the worker may simply not start here (a browser that refuses it):
      // the page computes itself without a word, as where no worker can be made.
      this.fail(started ? (e.message ? `it failed: ${e.message}` : 'it failed') : null);
    };
    // The core's bytes where the page has them inline (the single file), else it loads its own.
    this.worker.postMessage({ type: 'core', wasm: wasmFullInput });
    return true;
  }

  /**
   * The worker is gone for this page: every open question is answered with null. `reason`:
   * why a running worker was lost (the page is told through onFail).
   */
  fail(reason = null) {
    const running = this.worker != null;
    this.failed = true;
    this.active = false;
    this.watch?.stop();
    this.watch = null;
    this.worker?.terminate();
    this.worker = null;
    this.generated = null;
    for (const done of this.asks.values()) done(null);
    this.asks.clear();
    if (running && reason) this.onFail?.(reason);
  }

  /**
   * The link's parts for the tree the worker holds: resolves to {text (null unless
   * `needText`), made: {patch, sum} or null} (made against `generated`, the generator's text or null; state/url-state.js
   * writeLink), or null when the worker does not hold the page's tree.
   */
  async link(generated, room, needText = true) {
    if (!this.active) return null;
    const message = { type: 'link', room, needText };
    if (generated !== this.generated) message.generated = this.generated = generated;
    const answers = await this.#request(message);
    return answers?.[0].value ?? null;
  }

  /**
   * Asks the worker `calls` ([method, args] on the tree it holds): resolves to their answers
   * in order ({value} or {error}), or null when the worker does not hold the page's tree.
   */
  ask(calls) {
    if (!this.active) return Promise.resolve(null);
    return this.#request({ type: 'ask', calls });
  }

  /** Posts `message` with a new id; resolves to the worker's answers (null if it fails). */
  #request(message) {
    const id = ++this.seq;
    return new Promise((resolve) => {
      this.asks.set(id, resolve);
      this.watch?.waiting(silenceLimit(this.size));
      this.worker.postMessage({ ...message, id });
    });
  }
}
