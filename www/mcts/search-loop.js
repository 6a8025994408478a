// The one loop of a UCT run off the page's thread, shared by the Monte Carlo box's Web Worker
// (mcts-worker.js) and the in-page fallback (runner.js): the core's resumable run
// (GameTree.mctsSearch, crate/src/wasm/mcts.rs) stepped in chunks sized to take about
// `chunkMs` each, the progress posted after each chunk (so the page shows it and Cancel
// answers between chunks), then the run's record. A run stepped in chunks is the one run
// GameTree.mcts makes with the same options and seed (crate/tests/wasm_mcts_search.rs).
// Pure: no DOM; the caller says how to post, whether to pause between chunks and when to stop.

/** The most steps of a path one step() call may take (the core's MAX_MCTS_WORK). */
export const MAX_STEP_WORK = 100_000_000;

/**
 * @param {{fromArrays: (degree: Uint32Array, value: Float64Array) => object}} GameTree the full core's class
 * @param {{degree: Uint32Array, value: Float64Array, height: number, options: object, at: number[]}} job
 *   the tree (GameTree.toArrays), its height, the options of GameTree.mcts and the plot's points
 * @param {{post: (m: object) => void, chunkMs: number, pause?: () => Promise<void>,
 *   cancelled?: () => boolean, now?: () => number}} io
 * Posts {type: 'progress', done, total} after each chunk and {type: 'done', run, ms};
 * returns false if cancelled.
 */
export async function runSearch(GameTree, job, io) {
  const now = io.now ?? (() => performance.now());
  const cancelled = io.cancelled ?? (() => false);
  const t0 = now();
  const tree = GameTree.fromArrays(job.degree, job.value);
  let search;
  try {
    search = tree.mctsSearch(job.options, job.at);
  } finally {
    tree.free(); // the search keeps its own copy
  }
  try {
    const total = search.total;
    const most = Math.max(1, Math.floor(MAX_STEP_WORK / (job.height + 1)));
    let chunk = 16;
    while (search.done < total) {
      if (cancelled()) return false;
      const c0 = now();
      const done = search.step(chunk);
      const dt = now() - c0;
      io.post({ type: 'progress', done, total });
      // The next chunk sized by the time this one took.
      chunk = Math.max(1, Math.min(most, Math.round((chunk * io.chunkMs) / Math.max(dt, 0.5))));
      if (io.pause) await io.pause();
    }
    if (cancelled()) return false;
    io.post({ type: 'done', run: search.result(), ms: now() - t0 });
    return true;
  } finally {
    search.free();
  }
}
