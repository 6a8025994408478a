// The one loop of a game experiment (thesis §5.3), shared by the Web Worker (worker.js) and
// the in-page fallback (runner.js): for each of the core's specs (one per terminal level and
// backing-up rule) pathologyGameChunk() over sample ranges sized to take about `chunkMs`,
// then pathologyGameResult() of the chunks' exact tallies — the same numbers as
// `gametree pathology game --json` for that spec and seed, however the samples were cut.
// Pure: the caller says how to post, whether to pause between chunks and when to stop.

/**
 * @param {{pathologyGameChunk: Function, pathologyGameResult: Function}} core
 * @param {object[]} specs  spec.js gameSpecs()
 * @param {{post: (m: object) => void, chunkMs: number, pause?: () => Promise<void>, cancelled?: () => boolean, now?: () => number}} io
 * Posts {type: 'progress', done, total, index}, {type: 'result', index, result} and
 * {type: 'done', samples, ms}; returns false if cancelled.
 */
/** The core's caps on one pathologyGameChunk() call (crate/src/wasm/limits.rs): samples, and
 *  samples × terminals (one sample always fits). */
export const CHUNK_SAMPLES = 100_000;
export const CHUNK_TERMINALS = 2 ** 24;

export async function runJobs(core, specs, io) {
  const now = io.now ?? (() => performance.now());
  const cancelled = io.cancelled ?? (() => false);
  // Progress in terminal positions, so a deep tree weighs what it costs.
  const cost = (s) => s.width ** s.terminalLevel * s.terminalLevel;
  const total = specs.reduce((a, s) => a + s.samples * cost(s), 0);
  const t0 = now();
  let done = 0;
  let samples = 0;
  for (const [index, spec] of specs.entries()) {
    const tallies = [];
    for (let from = 0, chunk = 1; from < spec.samples; ) {
      if (cancelled()) return false;
      const to = Math.min(spec.samples, from + chunk);
      const c0 = now();
      tallies.push(core.pathologyGameChunk(spec, from, to));
      const dt = now() - c0;
      done += (to - from) * cost(spec);
      samples += to - from;
      from = to;
      io.post({ type: 'progress', done, total, index });
      const most = Math.max(1, Math.min(CHUNK_SAMPLES, Math.floor(CHUNK_TERMINALS / spec.width ** spec.terminalLevel)));
      chunk = Math.max(1, Math.min(most, Math.round((chunk * io.chunkMs) / Math.max(dt, 0.5))));
      if (io.pause) await io.pause();
    }
    if (cancelled()) return false;
    io.post({ type: 'result', index, result: core.pathologyGameResult(spec, tallies) });
  }
  io.post({ type: 'done', samples, ms: now() - t0 });
  return true;
}
