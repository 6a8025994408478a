// Opens the tree a link carries without freezing the page (a big tree's parse or generation takes seconds): a big
// tree is read or generated in a worker (tree-worker.js) and crosses as typed arrays; the
// page rebuilds it with GameTree.fromArrays (checked in one pass, a few ms a 100,000
// positions) and gets its text with it, so nothing big runs twice. While it works the page
// shows what it is doing and a Cancel button; Cancel terminates the worker and the caller
// keeps its tree. Small trees, and pages that cannot start a worker, are read here as before.
//
// A worker that dies or hangs on the way (core/worker-watch.js) does not leave the page
// waiting: the caller is told why and reads the tree itself, as where no worker can start.

import { errorFrom } from './errors.js';
import { handArrays } from './run-mirror.js';
import { createTreeWorker } from './tree-worker-source.js';
import { wasmInput } from './wasm-source.js';
import { silenceLimit, WorkerWatch } from './worker-watch.js';

/** Above this many positions (a generator's) or characters (a text), a link's tree is
 *  built in the worker: below it the whole load takes well under 100 ms. */
export const WORKER_FROM = { positions: 20_000, chars: 100_000 };

/** At most how many positions a generator spec makes (a uniform tree's size, or the bound of
 *  the largest degree and depth of a random shape), or Infinity beyond `cap` or when unknown. */
function generatedSize(gen, cap = 1e9) {
  const degree = gen?.degree ?? gen?.maxDegree;
  const height = gen?.height ?? gen?.maxDepth;
  if (degree == null || height == null) return Infinity;
  let size = 0;
  let level = 1;
  for (let l = 0; l <= height; l++) {
    size += level;
    if (size > cap) return Infinity;
    level *= degree;
  }
  return size;
}

/** About how many positions the tree of `source` has (a text of n positions has at least
 *  n characters): the worker's silence bound (worker-watch.js). */
function sizeOf(source) {
  if (typeof source.text === 'string') return source.text.length;
  const n = generatedSize(source.gen);
  return Number.isFinite(n) ? n : 2_000_000;
}

/** Whether the tree of `source` ({text} or {gen, patch, sum}) is worth a worker. */
export function wantsWorker(source) {
  if (typeof source.text === 'string') return source.text.length >= WORKER_FROM.chars;
  return source.gen != null && generatedSize(source.gen) >= WORKER_FROM.positions;
}

/** Thrown by openInWorker when the person cancelled. */
export class Cancelled extends Error {
  /** `superseded`: a newer load took its place (not the person's Cancel). */
  constructor(superseded = false) {
    super('the tree was not opened: cancelled');
    this.name = 'Cancelled';
    this.superseded = superseded;
  }
}

let makeWorker = createTreeWorker;

/** Tests may replace how the worker is made (null: no worker). */
export function setWorkerFactory(f) {
  makeWorker = f;
}

/**
 * Builds the tree of `source` in a worker: resolves to {g, text, problems} (g a GameTree of
 * `core`), rejects with the core's message, or with Cancelled. `progress(stage)` is told
 * each stage; `cancel` receives the function that cancels (its argument: superseded). Resolves to null when no worker
 * can be started, or to {lost: why} when the worker died or hung on the way (the caller
 * reads the tree itself).
 */
export function openInWorker(core, source, { progress = () => {}, cancel = () => {} } = {}) {
  let worker;
  try {
    worker = makeWorker?.();
  } catch {
    worker = null;
  }
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let settled = false;
    let built = null; // the tree built, not handed over yet: a Cancel frees it
    const watch = new WorkerWatch(worker, (reason) => end(resolve, { lost: reason }));
    const end = (f, v) => {
      if (settled) {
        if (v?.g && v.g === built) v.g.free();
        return;
      }
      settled = true;
      watch.stop();
      worker.terminate();
      f(v);
    };
    cancel((superseded = false) => end(reject, new Cancelled(superseded)));
    let started = false;
    worker.onerror = (e) => {
      e.preventDefault?.();
      // Before its first word: the worker could not start (CSP, no module workers); after it: it failed. Read it here.
      end(resolve, started ? { lost: e.message ? `it failed: ${e.message}` : 'it failed' } : null);
    };
    worker.onmessage = (e) => {
      const m = e.data;
      started = true;
      if (watch.heard(m)) return;
      if (m.type === 'stage') progress(m.stage);
      else if (m.type === 'unavailable') end(resolve, null);
      else if (m.type === 'error') end(reject, errorFrom(m));
      else if (m.type === 'done') {
        watch.stop(); // the worker's part is done: it is ended below
        try {
          const g = (built = core.GameTree.fromArrays(m.degree, m.value));
          handArrays(g, { degree: m.degree, value: m.value, shape: m.shape }); // the run worker's copy and the shape, not made again
          // The page installs the tree in a task of its own (each a few tens of ms at 2,000,000 positions).
          setTimeout(() => end(resolve, { g, text: m.text, problems: m.problems ?? [] }), 0);
        } catch (err) {
          end(reject, err);
        }
      }
    };
    const { text, gen, patch, sum } = source;
    // wasm: the page's first module's bytes where it has them inline (the single file; the
    // worker's glue is that module's), else undefined and the worker loads its own.
    watch.waiting(silenceLimit(sizeOf(source)));
    worker.postMessage(typeof text === 'string' ? { type: 'open', text, wasm: wasmInput } : { type: 'open', gen, patch, sum, wasm: wasmInput });
  });
}
