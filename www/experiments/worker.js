// The Experiments panel's Web Worker: runs the core's experimentSamples() in chunks of about
// 40 ms, posts the progress after each chunk and one summary per height (the core's
// experimentSummarize()), so that the page stays responsive. Cancel terminates the worker.
//
// Messages in:  {type: 'run', spec, wasm?}  (wasm: the module's bytes in the single-file
//               build; otherwise the worker loads gametree_bg.wasm next to the glue)
// Messages out: {type: 'progress', done, total, height}, {type: 'rows', height, rows},
//               {type: 'done', trees, searchMs, ms}, {type: 'error', message}
import init, { initSync, experimentSamples, experimentSummarize } from '../pkg/gametree.js';

let ready = null;

self.onmessage = async (e) => {
  const m = e.data;
  if (m?.type !== 'run') return;
  try {
    ready ??= m.wasm ? Promise.resolve(initSync({ module: m.wasm })) : init();
    await ready;
    run(m.spec);
  } catch (err) {
    self.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};

const CHUNK_MS = 40;

function run(spec) {
  const perHeight = spec.gen.model === 'pi' ? 1 : spec.samples;
  const total = perHeight * spec.heights.length;
  const t0 = performance.now();
  let searchMs = 0;
  let done = 0;
  for (const h of spec.heights) {
    const samples = [];
    let chunk = 1;
    for (let from = 0; from < perHeight; ) {
      const to = Math.min(perHeight, from + chunk);
      const c0 = performance.now();
      const got = experimentSamples(spec, h, from, to);
      const dt = performance.now() - c0;
      searchMs += dt;
      for (const s of got) samples.push(s);
      done += to - from;
      from = to;
      self.postMessage({ type: 'progress', done, total, height: h });
      chunk = Math.max(1, Math.min(50_000, Math.round((chunk * CHUNK_MS) / Math.max(dt, 0.5))));
    }
    self.postMessage({ type: 'rows', height: h, rows: experimentSummarize(spec, h, samples) });
  }
  self.postMessage({ type: 'done', trees: done, searchMs, ms: performance.now() - t0 });
}
