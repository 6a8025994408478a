// The Experiments panel's Web Worker: runs the core's experimentSamples() in chunks of about
// 40 ms, posts the progress after each chunk and one summary per height (the core's
// experimentSummarize()), so that the page stays responsive. Cancel terminates the worker.
//
// Messages in:  {type: 'prepare', wasm?} (made ahead of a run: load, answer nothing),
//               {type: 'run', spec, wasm?}  (wasm: the full module as the page compiled it,
//               or its bytes in the single-file build; otherwise the worker loads
//               gametree_bg.wasm next to the glue)
// Messages out: {type: 'progress', done, total, height}, {type: 'rows', height, rows},
//               {type: 'done', trees, searchMs, ms}, {type: 'error', message}
//
// As one of a pool (pool.js, all cores): in {type: 'samples', spec, height, from, to, wasm?},
// out {type: 'samples', samples, ms} (the core's experimentSamples(): one Float64Array of
// packed samples whose first number is how many; ms its time) or
// {type: 'error', message}.
// The UCT experiment (uct-pool.js): in {type: 'uct', spec, from, to, wasm?}, out
// {type: 'uct', from, to, part, ms} (the job it answers, and the core's uctExperimentSums():
// the whole-number sums of samples from..to) or {type: 'error', message}.
// The full core (the experiments are not in the page's first, lean module).

import { holdLifeline } from '../core/lifeline.js';
import { errorData } from '../core/page-error.js';
import init, { experimentSamples, experimentSamplesPerHeight, experimentSummarize, initSync, uctExperimentSums } from '../pkg-full/gametree.js';
import { runChunks } from './chunks.js';

// Taken at the first message, when the page listens (the pool's are made before it listens):
// the page knows at once if this worker ends (core/worker-watch.js).
let _lifeline = null;

let ready = null;

self.onmessage = async (e) => {
  const m = e.data;
  if (!['run', 'samples', 'uct', 'prepare'].includes(m?.type)) return;
  _lifeline ??= holdLifeline();
  try {
    ready ??= m.wasm ? Promise.resolve(initSync({ module: m.wasm })) : init();
    await ready;
    if (m.type === 'prepare') return; // made ahead of a run: ready for its first chunk
    if (m.type === 'samples') {
      const t0 = performance.now();
      // One Float64Array (the core's packed samples): moved to the page, not copied.
      const samples = experimentSamples(m.spec, m.height, m.from, m.to);
      self.postMessage({ type: 'samples', samples, ms: performance.now() - t0 }, [samples.buffer]);
      return;
    }
    if (m.type === 'uct') {
      const t0 = performance.now();
      const part = uctExperimentSums(m.spec, m.from, m.to);
      self.postMessage({ type: 'uct', from: m.from, to: m.to, part, ms: performance.now() - t0 });
      return;
    }
    await run(m.spec);
  } catch (err) {
    self.postMessage({ type: 'error', ...errorData(err) }); // the page words it (core/errors.js)
  }
};

/** A chunk takes about this long; the worker does not pause between chunks. */
const CHUNK_MS = 40;
const core = { experimentSamplesPerHeight, experimentSamples, experimentSummarize };

function run(spec) {
  return runChunks(core, spec, { post: (m) => self.postMessage(m), chunkMs: CHUNK_MS, maxChunk: 50_000 });
}
