// Runs UCT for the Monte Carlo box in its Web Worker (mcts-worker.js) and reports back: progress
// after each chunk, then the run; Cancel terminates the worker at once. Where no worker can be
// made (a browser that refuses workers for this page), the same chunks run in the page
// between frames, and Cancel stops them after the current chunk (core/background.js). A
// worker that ends without a word (core/worker-watch.js) stops the run with a message.

import { BackgroundRunner } from '../core/background.js';
import { wordOr } from '../core/errors.js';
import { loadFull } from '../core/load.js';
import { wasmFullInput } from '../core/wasm-source.js';
import { WorkerWatch } from '../core/worker-watch.js';
import { runSearch } from './search-loop.js';
import { createWorker } from './worker-source.js';

/** The full module as the page compiled it, for the worker (see experiments/runner.js). */
async function compiledFull() {
  const glue = await import('../pkg-full/gametree.js');
  const m = glue.default?.__wbindgen_wasm_module;
  return m instanceof WebAssembly.Module ? m : undefined;
}

export class MctsRunner extends BackgroundRunner {
  /** @param {{onProgress: (m) => void, onDone: (m) => void, onError: (message: string) => void}} on */
  constructor(on) {
    super(on, {});
  }

  /** Runs `job` (search-loop.js): its typed arrays are handed to the worker, not copied. */
  start(job) {
    const [worker] = this.spawn(createWorker, 1) ?? [];
    if (!worker) {
      this.runInPage(
        async () => (await loadFull()).GameTree,
        (GameTree, io) => runSearch(GameTree, job, io),
        'Monte Carlo tree search',
      );
      return;
    }
    const mine = () => this.workers?.[0] === worker;
    const watch = new WorkerWatch(worker, (why) => mine() && this.fail(wordOr(`the run stopped: its worker was lost (${why})`, 'mcts-stopped-lost', { why })));
    worker.onmessage = (e) => {
      if (!mine()) return watch.stop(); // cancelled or superseded: ended by the page
      if (!watch.heard(e.data)) this.dispatch(e.data);
    };
    worker.onerror = (e) => {
      if (!mine()) return;
      e.preventDefault?.();
      this.fail(
        e.message
          ? wordOr(`the run stopped: ${e.message}`, 'mcts-stopped-why', { why: e.message })
          : wordOr('the run stopped: the worker failed', 'mcts-stopped-worker'),
      );
    };
    loadFull()
      .then(compiledFull)
      .then((wasm) => mine() && worker.postMessage({ type: 'run', job, wasm: wasm ?? wasmFullInput }, [job.degree.buffer, job.value.buffer]))
      .catch((e) => mine() && this.fail(e instanceof Error ? e.message : String(e)));
  }
}
