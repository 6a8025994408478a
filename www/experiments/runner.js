// Runs one experiment in a pool of Web Workers (pool.js: one per hardware thread, each
// running worker.js) and reports back; Cancel terminates the workers, so a long run stops
// at once. Where no worker can be made (a browser that refuses workers for this page) the
// same chunks run in the page between frames instead (core/background.js).
import { createWorker } from './worker-source.js';
import { wasmFullInput } from '../core/wasm-source.js';
import { loadFull } from '../core/load.js';
import { BackgroundRunner, messageOf } from '../core/background.js';
import { runChunks } from './chunks.js';
import { runPool, workerCount } from './pool.js';

/**
 * The full module as the page compiled it (a WebAssembly.Module), for the workers: each then
 * instantiates it at once instead of fetching and compiling the wasm again, which cost each
 * worker more than an experiment of a few thousand small trees takes. wasm-bindgen's glue
 * keeps the module it was initialised with on its init function; undefined if it did not.
 */
async function compiledFull() {
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

  start(spec) {
    const workers = this.spawn(createWorker, workerCount());
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
          wasm: (await compiledFull()) ?? wasmFullInput,
          summarize: core.experimentSummarize,
          post: (m) => this.current(workers) && this.dispatch(m),
        }),
      )
      .catch((e) => this.current(workers) && this.fail(messageOf(e)));
  }
}
