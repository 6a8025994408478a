// Runs one experiment in a pool of Web Workers (pool.js: one per hardware thread, each
// running worker.js) and reports back; Cancel terminates the workers, so a long run stops
// at once. Where no worker can be made (a browser that refuses workers for this page) the
// same chunks run in the page between frames instead (core/background.js).

import { BackgroundRunner, messageOf } from '../core/background.js';
import { loadFull } from '../core/load.js';
import { wasmFullInput } from '../core/wasm-source.js';
import { WorkerWatch } from '../core/worker-watch.js';
import { runChunks } from './chunks.js';
import { runPool, workerCount } from './pool.js';
import { createWorker } from './worker-source.js';

/**
 * The full module as the page compiled it (a WebAssembly.Module), for the workers: each then
 * instantiates it at once instead of fetching and compiling the wasm again, which cost each
 * worker more than an experiment of a few thousand small trees takes. wasm-bindgen's glue
 * keeps the module it was initialised with on its init function; undefined if it did not.
 */
export async function compiledFull() {
  const glue = await import('../pkg-full/gametree.js');
  const m = glue.default?.__wbindgen_wasm_module;
  return m instanceof WebAssembly.Module ? m : undefined;
}

export class ExperimentRunner extends BackgroundRunner {
  /**
   * @param {{onProgress: (m) => void, onRows: (m) => void, onDone: (m) => void, onError: (message: string) => void}} on
   */
  constructor(on) {
    super(on, { rows: 'onRows' });
  }

  /**
   * Makes the pool's workers ahead of a run (the panel is open: a run is likely): each fetches
   * its script, takes its lifeline and instantiates the full module now, so a Run starts
   * searching at once instead of paying that on every run (about 0.1 s on 2 cores, a tenth
   * of a run of 30,000 small trees). What they say meanwhile is kept for the pool.
   */
  prepare() {
    if (this.spare || this.running) return;
    let workers;
    try {
      workers = Array.from({ length: workerCount() }, () => createWorker());
    } catch {
      return; // no workers here: a run uses the page
    }
    const spare = { workers, heard: workers.map(() => []), watches: [] };
    workers.forEach((w, i) => {
      // One that ends while it waits is not handed to a run: the run makes new ones.
      const watch = new WorkerWatch(w, () => this.spare === spare && this.release());
      spare.watches.push(watch);
      w.onmessage = (e) => {
        watch.heard(e.data);
        spare.heard[i].push(e.data);
      };
      w.onerror = (e) => {
        e.preventDefault?.();
        if (this.spare === spare) this.release(); // a run makes new ones
      };
    });
    this.spare = spare;
    loadFull()
      .then(compiledFull)
      .then((wasm) => {
        if (this.spare === spare) for (const w of workers) w.postMessage({ type: 'prepare', wasm: wasm ?? wasmFullInput });
      })
      .catch(() => this.spare === spare && this.release());
  }

  /** Ends the workers made ahead (the panel closed). */
  release() {
    for (const watch of this.spare?.watches ?? []) watch.stop();
    for (const w of this.spare?.workers ?? []) w.terminate();
    this.spare = null;
  }

  start(spec) {
    const spare = this.spare;
    this.spare = null;
    for (const watch of spare?.watches ?? []) watch.stop(); // the pool watches them now
    const fresh = spare?.workers.length === workerCount();
    if (spare && !fresh) for (const w of spare.workers) w.terminate();
    const workers = fresh ? this.adopt(spare.workers) : this.spawn(createWorker, workerCount());
    if (!workers) {
      this.runInPage(loadFull, (core, io) => runChunks(core, spec, io), 'the experiments');
      return;
    }
    loadFull() // the experiments are in the full core only (core/load.js)
      .then(async (core) =>
        runPool({
          spec,
          perHeight: core.experimentSamplesPerHeight(spec),
          workers,
          heard: fresh ? spare.heard : null,
          wasm: (await compiledFull()) ?? wasmFullInput,
          summarize: core.experimentSummarize,
          post: (m) => this.current(workers) && this.dispatch(m),
        }),
      )
      .catch((e) => this.current(workers) && this.fail(messageOf(e)));
  }
}
