// How the UCT experiment's samples are cut for the workers (uct-pool.js): contiguous ranges
// of sample indices, several per worker (progress is posted after each, Cancel answers
// between them), each within what one call of the core's uctExperimentSums() may run.

/** The most UCT iterations one call runs (crate/src/wasm/limits.rs, MAX_UCT_ITERATIONS_PER_CALL). */
export const CALL_ITERATIONS = 2 ** 24;
/** Ranges per worker, at least: progress is posted after each, Cancel answers between them. */
const RANGES_PER_WORKER = 8;
/** The ranges [from, to) of `spec`'s samples for `workers` workers, each within one call's bound. */
export function rangesOf(spec, workers) {
  const last = spec.iterations.at(-1) ?? 1;
  const size = Math.max(1, Math.min(Math.floor(CALL_ITERATIONS / last), Math.ceil(spec.samples / (workers * RANGES_PER_WORKER))));
  const out = [];
  for (let from = 0; from < spec.samples; from += size) out.push([from, Math.min(spec.samples, from + size)]);
  return out;
}
