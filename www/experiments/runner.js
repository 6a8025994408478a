// Runs one experiment in the Web Worker (worker.js) and reports back; Cancel
// terminates the worker, so a long run stops at once. Where no worker can be made (a
// browser that refuses workers for this page) the same chunks run in the page between
// frames instead, and Cancel stops them after the current chunk.
import { createWorker } from './worker-source.js';
import { wasmInput } from '../core/wasm-source.js';
import { loadCore } from '../core/load.js';
import { runChunks } from './chunks.js';

export class ExperimentRunner {
  /**
   * @param {{onProgress: (m) => void, onRows: (m) => void, onDone: (m) => void, onError: (message: string) => void}} on
   */
  constructor(on) {
    this.on = on;
    this.worker = null;
    this.inPage = null;
  }

  get running() {
    return this.worker != null || this.inPage != null;
  }

  start(spec) {
    this.cancel();
    let worker;
    try {
      worker = createWorker();
    } catch {
      this.#runInPage(spec);
      return;
    }
    this.worker = worker;
    worker.onmessage = (e) => {
      if (worker !== this.worker) return;
      this.#message(e.data);
    };
    worker.onerror = (e) => {
      if (worker !== this.worker) return;
      e.preventDefault?.();
      this.cancel();
      this.on.onError(`the experiment stopped: ${e.message || 'the worker failed'}`);
    };
    worker.postMessage({ type: 'run', spec, wasm: wasmInput });
  }

  #message(m) {
    if (m.type === 'progress') this.on.onProgress(m);
    else if (m.type === 'rows') this.on.onRows(m);
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

  async #runInPage(spec) {
    const job = { cancelled: false };
    this.inPage = job;
    const core = await loadCore();
    const tick = () => new Promise((ok) => setTimeout(ok, 0));
    try {
      await runChunks(core, spec, { post: (m) => this.#message(m), chunkMs: 12, pause: tick, cancelled: () => job.cancelled });
    } catch (e) {
      if (!job.cancelled) this.#message({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }
}
