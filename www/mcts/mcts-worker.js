// The Monte Carlo box's Web Worker: runs UCT (the core's GameTree.mctsSearch, stepped in
// chunks of about 40 ms: search-loop.js) off the page, so a run of 10^5 iterations on a tree
// of 10^5 positions leaves the page's frames short; the progress is posted after each chunk.
// Cancel terminates the worker.
//
// Messages in:  {type: 'run', job, wasm?}  (job: search-loop.js's; wasm: the full module as
//               the page compiled it, or its bytes in the single-file build; otherwise the
//               worker loads gametree_bg.wasm next to the glue)
// Messages out: {type: 'lifeline', name} (core/lifeline.js), {type: 'progress', done, total},
//               {type: 'done', run, ms}, {type: 'error', message, id?, args?}
// The full core (GameTree.mctsSearch is not in the page's first, lean module).

import { holdLifeline } from '../core/lifeline.js';
import { errorData } from '../core/page-error.js';
import init, { GameTree, initSync } from '../pkg-full/gametree.js';
import { runSearch } from './search-loop.js';

// Taken at the first message, when the page listens: the page knows at once if this worker
// ends (core/worker-watch.js).
let lifeline = null;
let ready = null;

self.onmessage = async (e) => {
  const m = e.data;
  if (m?.type !== 'run') return;
  lifeline ??= holdLifeline();
  try {
    await lifeline;
    ready ??= m.wasm ? Promise.resolve(initSync({ module: m.wasm })) : init();
    await ready;
    await runSearch(GameTree, m.job, { post: (x) => self.postMessage(x), chunkMs: 40 });
  } catch (err) {
    self.postMessage({ type: 'error', ...errorData(err) }); // the page words it (core/errors.js)
  }
};
