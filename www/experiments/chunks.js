// The one loop of an experiment, shared by the Web Worker (worker.js) and the in-page
// fallback (runner.js): per height, the core's experimentSamples() in chunks sized to take
// about `chunkMs` each (so progress is posted often and Cancel answers quickly), then one
// summary per height (experimentSummarize()). How many samples a height draws is the
// core's (experimentSamplesPerHeight(): the π model is one tree). Pure: no DOM; the caller says how to post,
// whether to pause between chunks (the page must yield to the browser) and when to stop.

/**
 * @param {{experimentSamplesPerHeight: Function, experimentSamples: Function, experimentSummarize: Function}} core
 * @param {object} spec  the core's spec (spec.js coreSpec())
 * @param {{post: (m: object) => void, chunkMs: number, maxChunk?: number, pause?: () => Promise<void>,
 *   cancelled?: () => boolean, now?: () => number}} io
 * Posts {type: 'progress', done, total, height}, {type: 'rows', height, rows} and
 * {type: 'done', trees, searchMs, ms}; returns false if cancelled.
 */
/** The most samples the core computes in one experimentSamples() call (crate/src/wasm/limits.rs). */
export const CHUNK_SAMPLES = 100_000;

export async function runChunks(core, spec, io) {
  const now = io.now ?? (() => performance.now());
  const cancelled = io.cancelled ?? (() => false);
  const perHeight = core.experimentSamplesPerHeight(spec);
  const total = perHeight * spec.heights.length;
  const t0 = now();
  let searchMs = 0;
  let done = 0;
  for (const h of spec.heights) {
    const chunks = []; // the core's packed samples, one Float64Array per call, in order
    for (let from = 0, chunk = 1; from < perHeight; ) {
      if (cancelled()) return false;
      const to = Math.min(perHeight, from + chunk);
      const c0 = now();
      chunks.push(core.experimentSamples(spec, h, from, to));
      const dt = now() - c0;
      searchMs += dt;
      done += to - from;
      from = to;
      io.post({ type: 'progress', done, total, height: h });
      chunk = Math.max(1, Math.min(io.maxChunk ?? CHUNK_SAMPLES, CHUNK_SAMPLES, Math.round((chunk * io.chunkMs) / Math.max(dt, 0.5))));
      if (io.pause) await io.pause();
    }
    if (cancelled()) return false;
    io.post({ type: 'rows', height: h, rows: core.experimentSummarize(spec, h, chunks) });
  }
  if (cancelled()) return false;
  io.post({ type: 'done', trees: done, searchMs, ms: now() - t0 });
  return true;
}
