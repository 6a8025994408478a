// The Pathology panel's Web Worker: runs a game experiment (jobs.js) off the page, so the
// page stays responsive; Cancel terminates it. A worker of its own rather than a job type
// in the Experiments' worker: the two panels share no state and the files stay apart.
//
// Messages in:  {type: 'run', specs, wasm?}  (wasm: the module's bytes in the single-file build)
// Messages out: {type: 'progress', done, total, index}, {type: 'result', index, result},
//               {type: 'done', samples, ms}, {type: 'error', message, id?, args?}
// The full core (the pathology exports are not in the page's first, lean module).

import { holdLifeline } from '../core/lifeline.js';
import { errorData } from '../core/page-error.js';
import init, { initSync, pathologyGameChunk, pathologyGameResult } from '../pkg-full/gametree.js';
import { runJobs } from './jobs.js';

// Taken at the first message, when the page listens (the pool's are made before it listens):
// the page knows at once if this worker ends (core/worker-watch.js).
let _lifeline = null;

let ready = null;

self.onmessage = async (e) => {
  const m = e.data;
  if (m?.type !== 'run') return;
  _lifeline ??= holdLifeline();
  try {
    ready ??= m.wasm ? Promise.resolve(initSync({ module: m.wasm })) : init();
    await ready;
    await runJobs({ pathologyGameChunk, pathologyGameResult }, m.specs, { post: (x) => self.postMessage(x), chunkMs: 40 });
  } catch (err) {
    self.postMessage({ type: 'error', ...errorData(err) }); // the page words it (core/errors.js)
  }
};
