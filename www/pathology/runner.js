// Runs a game experiment in the Pathology worker and reports back; Cancel terminates the
// worker at once. Where no worker can be made, the same chunks run in the page between
// frames, and Cancel stops them after the current chunk.
import { createWorker } from './worker-source.js';
import { wasmFullInput } from '../core/wasm-source.js';
import { runJobs } from './jobs.js';

export class PathologyRunner {
  /** @param {object} core  the wasm API (for the in-page fallback) @param {{onProgress, onResult, onDone, onError}} on */
  constructor(core, on) {
    Object.assign(this, { core, on, worker: null, inPage: null });
  }

  get running() {
    return this.worker != null || this.inPage != null;
  }

  start(specs) {
    this.cancel();
    let worker;
    try {
      worker = createWorker();
    } catch {
      this.#runInPage(specs);
      return;
    }
    this.worker = worker;
    worker.onmessage = (e) => worker === this.worker && this.#message(e.data);
    worker.onerror = (e) => {
      if (worker !== this.worker) return;
      e.preventDefault?.();
      this.cancel();
      this.on.onError(`the experiment stopped: ${e.message || 'the worker failed'}`);
    };
    worker.postMessage({ type: 'run', specs, wasm: wasmFullInput });
  }

  #message(m) {
    if (m.type === 'progress') this.on.onProgress(m);
    else if (m.type === 'result') this.on.onResult(m);
    else if (m.type === 'done') {
      this.cancel();
      this.on.onDone(m);
    } else if (m.type === 'error') {
      this.cancel();
      this.on.onError(m.message);
    }
  }

  cancel() {
    this.worker?.terminate();
    this.worker = null;
    if (this.inPage) this.inPage.cancelled = true;
    this.inPage = null;
  }

  async #runInPage(specs) {
    const job = { cancelled: false };
    this.inPage = job;
    const tick = () => new Promise((ok) => setTimeout(ok, 0));
    try {
      await runJobs(this.core, specs, { post: (m) => job === this.inPage && this.#message(m), chunkMs: 12, pause: tick, cancelled: () => job.cancelled });
    } catch (e) {
      if (!job.cancelled) this.#message({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }
}
