// Runs one experiment in the Web Worker (experiment-worker.js) and reports back; Cancel
// terminates the worker, so a long run stops at once. Where no worker can be made (a
// browser that refuses workers for this page) the same chunks run in the page between
// frames instead, and Cancel stops them after the current chunk.
import { createWorker } from './worker-source.js';
import { wasmInput } from '../core/wasm-source.js';
import { loadCore } from '../core/load.js';

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
    const perHeight = spec.gen.model === 'pi' ? 1 : spec.samples;
    const total = perHeight * spec.heights.length;
    const t0 = performance.now();
    let searchMs = 0;
    let done = 0;
    const tick = () => new Promise((ok) => setTimeout(ok, 0));
    try {
      for (const h of spec.heights) {
        const samples = [];
        for (let from = 0, chunk = 1; from < perHeight; ) {
          if (job.cancelled) return;
          const to = Math.min(perHeight, from + chunk);
          const c0 = performance.now();
          samples.push(...core.experimentSamples(spec, h, from, to));
          const dt = performance.now() - c0;
          searchMs += dt;
          done += to - from;
          from = to;
          chunk = Math.max(1, Math.round((chunk * 12) / Math.max(dt, 0.5)));
          this.#message({ type: 'progress', done, total, height: h });
          await tick();
        }
        if (job.cancelled) return;
        this.#message({ type: 'rows', height: h, rows: core.experimentSummarize(spec, h, samples) });
      }
      if (!job.cancelled) this.#message({ type: 'done', trees: done, searchMs, ms: performance.now() - t0 });
    } catch (e) {
      if (!job.cancelled) this.#message({ type: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }
}
