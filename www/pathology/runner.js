// Runs a game experiment in the Pathology worker and reports back; Cancel terminates the
// worker at once. Where no worker can be made, the same chunks run in the page between
// frames, and Cancel stops them after the current chunk (core/background.js). A worker that
// ends without a word (core/worker-watch.js) stops the run with a message.

import { BackgroundRunner } from '../core/background.js';
import { wordOr } from '../core/errors.js';
import { wasmFullInput } from '../core/wasm-source.js';
import { WorkerWatch } from '../core/worker-watch.js';
import { runJobs } from './jobs.js';
import { createWorker } from './worker-source.js';

export class PathologyRunner extends BackgroundRunner {
  /** @param {object} core  the wasm API (for the in-page fallback) @param {{onProgress, onResult, onDone, onError}} on */
  constructor(core, on) {
    super(on, { result: 'onResult' });
    this.core = core;
  }

  start(specs) {
    const [worker] = this.spawn(createWorker, 1) ?? [];
    if (!worker) {
      this.runInPage(
        async () => this.core,
        (core, io) => runJobs(core, specs, io),
        'the pathology experiment',
      );
      return;
    }
    const mine = () => this.workers?.[0] === worker;
    const watch = new WorkerWatch(
      worker,
      (why) => mine() && this.fail(wordOr(`the experiment stopped: its worker was lost (${why})`, 'path-stopped-lost', { why })),
    );
    worker.onmessage = (e) => {
      if (!mine()) return watch.stop(); // cancelled or superseded: ended by the page
      if (!watch.heard(e.data)) this.dispatch(e.data);
    };
    worker.onerror = (e) => {
      if (this.workers?.[0] !== worker) return;
      e.preventDefault?.();
      this.fail(
        e.message
          ? wordOr(`the experiment stopped: ${e.message}`, 'exp-stopped-why', { why: e.message })
          : wordOr('the experiment stopped: the worker failed', 'path-stopped-worker'),
      );
    };
    worker.postMessage({ type: 'run', specs, wasm: wasmFullInput });
  }
}
