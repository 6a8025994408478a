// The UCT experiment on all cores: its samples (one seeded tree and one UCT run on it each:
// crate/src/experiment/uct.rs) cut into ranges of sample indices, handed to a pool of the
// experiments' Web Workers (worker.js, message 'uct': the core's uctExperimentSums()) as
// they become free; each range comes back as whole-number sums, which the core adds
// (uctExperimentRows()) into the rows `gametree experiment --model pgame|trap` prints: the
// same numbers whatever the ranges or the number of workers, as the CLI's shards are
// (crate/src/experiment/uct_shard.rs). Where no worker can be made, the same ranges run in
// the page between frames. Cancel terminates the workers.

import { errorFrom, messageOf } from '../core/errors.js';
import { loadFull } from '../core/load.js';
import { wasmFullInput } from '../core/wasm-source.js';
import { workerCount } from './pool.js';
import { compiledFull } from './runner.js';
import { rangesOf } from './uct-ranges.js';
import { createWorker } from './worker-source.js';

/** Ranges a worker holds before it answers: its current one and the next. */
const IN_FLIGHT = 2;

export class UctRunner {
  /** @param {{onProgress: (m: {done: number, total: number}) => void, onDone: (m: {rows: object[], csv: string, ms: number, workers: number}) => void, onError: (message: string) => void}} on */
  constructor(on) {
    this.on = on;
    this.workers = [];
    this.run = 0; // the current run's number: what an earlier one says is not heard
  }

  get running() {
    return this.busy === this.run && this.run > 0;
  }

  cancel() {
    this.run += 1;
    this.#end();
  }

  #end() {
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.busy = -1;
  }

  async start(spec) {
    this.#end();
    const run = ++this.run;
    this.busy = run;
    const t0 = performance.now();
    const current = () => run === this.run;
    try {
      const core = await loadFull(); // the experiments are in the full core only (core/load.js)
      let workers = [];
      try {
        workers = Array.from({ length: workerCount() }, () => createWorker());
      } catch {
        workers = []; // no workers here: the page runs the ranges
      }
      if (!current()) return workers.forEach((w) => w.terminate());
      this.workers = workers;
      const ranges = rangesOf(spec, Math.max(1, workers.length));
      const parts = workers.length ? await this.#pool(spec, ranges, workers, current) : await this.#inPage(core, spec, ranges, current);
      if (!parts || !current()) return;
      const { rows, csv } = core.uctExperimentRows(spec, parts);
      this.#end();
      this.on.onDone({ rows, csv, ms: performance.now() - t0, workers: workers.length });
    } catch (e) {
      if (!current()) return;
      this.#end();
      this.on.onError(messageOf(e));
    }
  }

  /** The ranges on the workers; resolves with their parts (null when cancelled). */
  #pool(spec, ranges, workers, current) {
    return new Promise((resolve, reject) => {
      const parts = [];
      let next = 0;
      let done = 0;
      const wasm = compiledFull().then((m) => m ?? wasmFullInput);
      const give = async (w) => {
        while (w.jobs.size < IN_FLIGHT && next < ranges.length) {
          const [from, to] = ranges[next++];
          w.jobs.set(from, to - from);
          const m = { type: 'uct', spec, from, to };
          if (!w.started) m.wasm = await wasm; // the first message instantiates the module
          w.started = true;
          if (current()) w.worker.postMessage(m);
        }
      };
      // Each worker's jobs in flight, by their first sample: a reply names its job (from, to),
      // and that job is credited, whatever order the replies come in.
      const pool = workers.map((worker) => ({ worker, jobs: new Map(), started: false }));
      for (const w of pool) {
        w.worker.onmessage = (e) => {
          const m = e.data;
          if (!current()) return resolve(null);
          if (m?.type === 'error') return reject(errorFrom(m)); // the page words it (core/errors.js)
          if (m?.type !== 'uct') return; // its lifeline (core/lifeline.js)
          const size = w.jobs.get(m.from);
          if (size === undefined || m.to - m.from !== size) return reject(new Error(`a worker answered samples ${m.from} to ${m.to}, which it was not given`));
          w.jobs.delete(m.from);
          parts.push(m.part);
          done += size;
          this.on.onProgress({ done, total: spec.samples });
          if (parts.length === ranges.length) resolve(parts);
          else give(w).catch(reject);
        };
        w.worker.onerror = (e) => {
          e.preventDefault?.();
          reject(new Error(e.message || 'a worker failed'));
        };
      }
      for (const w of pool) give(w).catch(reject);
    });
  }

  /** The ranges in the page, one per frame; resolves with their parts (null when cancelled). */
  async #inPage(core, spec, ranges, current) {
    const parts = [];
    let done = 0;
    for (const [from, to] of ranges) {
      if (!current()) return null;
      parts.push(core.uctExperimentSums(spec, from, to));
      done += to - from;
      this.on.onProgress({ done, total: spec.samples });
      await new Promise((r) => setTimeout(r, 0));
    }
    return parts;
  }
}
