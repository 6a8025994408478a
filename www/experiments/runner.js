// Runs one experiment in a pool of Web Workers (pool.js: one per hardware thread, each
// running worker.js) and reports back; Cancel terminates the workers, so a long run stops
// at once. Where no worker can be made (a
// browser that refuses workers for this page) the same chunks run in the page between
// frames instead, and Cancel stops them after the current chunk.
import { createWorker } from './worker-source.js';
import { wasmFullInput } from '../core/wasm-source.js';
import { loadFull } from '../core/load.js';
import { runChunks } from './chunks.js';
import { runPool, workerCount } from './pool.js';

export class ExperimentRunner {
  /**
   * @param {{onProgress: (m) => void, onRows: (m) => void, onDone: (m) => void, onError: (message: string) => void}} on
   */
  constructor(on) {
    this.on = on;
    this.workers = null;
    this.inPage = null;
  }

  get running() {
    return this.workers != null || this.inPage != null;
  }

  start(spec) {
    this.cancel();
    const workers = [];
    try {
      for (let i = workerCount(); i > 0; i--) workers.push(createWorker());
    } catch {
      for (const w of workers) w.terminate();
      this.#runInPage(spec);
      return;
    }
    this.workers = workers;
    const mine = () => workers === this.workers;
    loadFull() // the experiments are in the full core only (core/load.js)
      .then((core) =>
        runPool({
          spec,
          perHeight: core.experimentSamplesPerHeight(spec),
          workers,
          wasm: wasmFullInput,
          summarize: core.experimentSummarize,
          post: (m) => mine() && this.#message(m),
        }),
      )
      .catch((e) => {
        if (!mine()) return;
        this.cancel();
        this.on.onError(e instanceof Error ? e.message : String(e));
      });
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
    for (const w of this.workers ?? []) w.terminate();
    this.workers = null;
    if (this.inPage) this.inPage.cancelled = true;
    this.inPage = null;
  }

  async #runInPage(spec) {
    const job = { cancelled: false };
    this.inPage = job;
    let core;
    try {
      core = await loadFull();
    } catch (e) {
      if (!job.cancelled) this.#message({ type: 'error', message: `the experiments could not be loaded: ${e instanceof Error ? e.message : String(e)}` });
      return;
    }
    const tick = () => new Promise((ok) => setTimeout(ok, 0));
    try {
      await runChunks(core, spec, { post: (m) => this.#message(m), chunkMs: 12, pause: tick, cancelled: () => job.cancelled });
    } catch (e) {
      if (!job.cancelled) this.#message({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }
}
