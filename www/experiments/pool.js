// All cores for one experiment: the samples of every height are cut into chunks of sample
// indices, handed to a pool of Web Workers (one per hardware thread, at most MAX_WORKERS) as
// they become free, and put back in index order before the core summarizes a height. Every
// sample's tree has its own seed derived from its index (K&M sections 7-9 are Monte Carlo
// over seeded trees; crate/src/experiment/mod.rs), and the core accumulates samples in index
// order, so the rows are the CLI's for the same seed whatever the number of workers.
//
// A chunk is sized per worker to take about `chunkMs` (progress is posted after each, and
// Cancel, which terminates the workers, answers at once), and at most the core's per-call
// cap. Each worker holds two chunks (IN_FLIGHT): the next is already in its queue when it
// finishes one, so it never waits for the page to answer (the page may be summarizing a
// height or painting). A worker that ends without a word (its lifeline, or a message that cannot be read:
// core/worker-watch.js) stops the run with a message, as a worker's error does.

import { errorFrom, messageOf, wordOr } from '../core/errors.js';
import { WorkerWatch } from '../core/worker-watch.js';
import { CHUNK_SAMPLES } from './chunks.js';

/** More workers than this gain little and cost memory (one wasm instance each). */
export const MAX_WORKERS = 8;

/** Chunks handed to a worker before it answers: its current one and the next. */
const IN_FLIGHT = 2;

/**
 * How many workers: `?workers=N` in the page's address (benchmarks and tests), else one per
 * hardware thread, at most MAX_WORKERS.
 */
export function workerCount() {
  const asked = Number(new URLSearchParams(globalThis.location?.search ?? '').get('workers'));
  if (Number.isSafeInteger(asked) && asked >= 1) return Math.min(asked, 64);
  return Math.max(1, Math.min(MAX_WORKERS, globalThis.navigator?.hardwareConcurrency || 1));
}

/**
 * Runs `spec` on `workers` (each answering {type: 'samples', spec, height, from, to, wasm?}
 * with {type: 'samples', samples, ms} or {type: 'error', message}; see worker.js). `summarize`
 * gets the chunks of a height in sample order (each as a worker gave it).
 * Posts {type: 'progress', done, total, height}, {type: 'rows', height, rows} (heights in
 * order) and {type: 'done', trees, searchMs, ms, workers}; `searchMs` is the wall time, so
 * trees / searchMs is the pool's throughput. Resolves true when done; rejects on an error.
 *
 * `heard`: per worker, the messages it posted before the pool listened (workers made ahead).
 *
 * @param {{spec: object, perHeight: number, workers: Worker[], heard?: object[][] | null, wasm?: any,
 *   summarize: (spec: object, height: number, chunks: Float64Array[]) => object[],
 *   post: (m: object) => void, chunkMs?: number, maxChunk?: number, now?: () => number}} o
 */
export function runPool(o) {
  const now = o.now ?? (() => performance.now());
  const { spec, perHeight, post } = o;
  const chunkMs = o.chunkMs ?? 40;
  const maxChunk = Math.min(o.maxChunk ?? 50_000, CHUNK_SAMPLES);
  const heights = spec.heights;
  const total = perHeight * heights.length;
  const t0 = now();
  return new Promise((resolve, reject) => {
    // Per height: the chunks received, by first sample index, and how many samples.
    const parts = heights.map(() => ({ chunks: new Map(), received: 0 }));
    let next = { hi: 0, from: 0 }; // the next chunk to hand out
    let summarized = 0;
    let done = 0;
    let over = false;
    const watches = [];
    const end = () => {
      over = true;
      for (const w of watches) w.stop(); // the runner ends the workers now: nothing more to watch
    };
    const fail = (message) => {
      if (over) return;
      end();
      reject(new Error(message));
    };
    // Summarizes the heights that are complete, in order.
    const flush = () => {
      while (summarized < heights.length && parts[summarized].received === perHeight) {
        const part = parts[summarized];
        // The chunks in sample order: the core reads them one after the other.
        const chunks = [...part.chunks.keys()].sort((a, b) => a - b).map((f) => part.chunks.get(f));
        parts[summarized] = null;
        const h = heights[summarized];
        post({ type: 'rows', height: h, rows: o.summarize(spec, h, chunks) });
        summarized += 1;
      }
      if (summarized === heights.length && !over) {
        end();
        const ms = now() - t0;
        post({ type: 'done', trees: done, searchMs: ms, ms, workers: o.workers.length });
        resolve(true);
      }
    };
    const give = (w) => {
      while (w.jobs.length < IN_FLIGHT) {
        while (next.hi < heights.length && next.from >= perHeight) next = { hi: next.hi + 1, from: 0 };
        if (next.hi >= heights.length) return;
        const job = { hi: next.hi, from: next.from, to: Math.min(perHeight, next.from + w.chunk) };
        next = { hi: job.hi, from: job.to };
        w.jobs.push(job);
        const m = { type: 'samples', spec, height: heights[job.hi], from: job.from, to: job.to };
        if (!w.started && o.wasm !== undefined) m.wasm = o.wasm;
        w.started = true;
        w.worker.postMessage(m);
      }
    };
    // jobs: the chunks the worker holds, in the order it answers them (it reads its messages in turn).
    const pool = o.workers.map((worker) => ({ worker, chunk: 1, jobs: [], started: false }));
    for (const [i, w] of pool.entries()) {
      const watch = new WorkerWatch(w.worker, (why) => fail(wordOr(`the experiment stopped: a worker was lost (${why})`, 'exp-stopped-lost', { why })));
      watches.push(watch);
      const hear = (e) => {
        const m = e.data;
        if (over || watch.heard(m)) return;
        if (m?.type === 'error') return fail(messageOf(errorFrom(m))); // in the page's language
        if (m?.type !== 'samples' || !w.jobs.length) return;
        const { hi, from, to } = w.jobs.shift();
        // A chunk of packed samples: its first number is how many it holds.
        const got = m.samples?.[0];
        if (got !== to - from) return fail(`a worker gave ${got} samples for ${to - from}`);
        parts[hi].chunks.set(from, m.samples);
        parts[hi].received += to - from;
        done += to - from;
        post({ type: 'progress', done, total, height: heights[hi] });
        // The chunk's size for the time it took (sized by its own length, not the one asked next).
        w.chunk = Math.max(1, Math.min(maxChunk, Math.round(((to - from) * chunkMs) / Math.max(m.ms, 0.5))));
        give(w); // its next chunk before the summary below, which may take a while
        try {
          flush();
        } catch (err) {
          return fail(err instanceof Error ? err.message : String(err));
        }
      };
      w.worker.onmessage = hear;
      // What a worker made ahead said before the pool listened (its lifeline; an error).
      for (const m of o.heard?.[i] ?? []) hear({ data: m });
      w.worker.onerror = (e) => {
        e.preventDefault?.();
        fail(
          e.message
            ? wordOr(`the experiment stopped: ${e.message}`, 'exp-stopped-why', { why: e.message })
            : wordOr('the experiment stopped: a worker failed', 'exp-stopped-worker'),
        );
      };
    }
    flush();
    for (const w of pool) give(w);
  });
}
