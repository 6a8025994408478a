// Waits that cannot race: each resolves on a condition the page reaches (a state, an event,
// frames without work), never after a fixed time, so a test passes on a fast machine, a slow
// one and a busy one alike. docs/development.md, "Writing a browser test that cannot race".

/**
 * Waits until the page is at rest: the web fonts are in, no tree view is gliding to a new
 * view, no CSS animation or transition runs, the page is not busy with a search
 * (html[data-busy]), and this has held for two animation frames in a row (a ResizeObserver's
 * layout runs before the next frame's paint), then again after the browser's next idle
 * moment. Counted in frames, not milliseconds: a slow
 * machine takes longer and still settles. Throws after `frames` frames without rest.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} page  a page, or a frame in one
 * @param {{frames?: number}} [options]
 */
export async function settled(page, { frames = 1200 } = {}) {
  const ok = await page.evaluate(async (limit) => {
    await document.fonts?.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const busy = () =>
      document.documentElement.dataset.busy === 'true' ||
      [...document.querySelectorAll('[data-testid=tree]')].some((e) => e.treeView?.following?.gliding) ||
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    const idle = () => new Promise((resolve) => (window.requestIdleCallback ? requestIdleCallback(() => resolve()) : resolve()));
    let i = 0;
    const quiet = async () => {
      for (let n = 0; i < limit && n < 2; i++) {
        await frame();
        n = busy() ? 0 : n + 1;
      }
      return i < limit;
    };
    // Work the page left for an idle moment (requestIdleCallback: drawings, sweeps) runs
    // before this callback does; what it starts must settle too.
    return (await quiet()) && (await idle(), await quiet());
  }, frames);
  if (!ok) throw new Error(`the page did not settle within ${frames} animation frames`);
}

/**
 * The page's worker whose URL matches `test` (a RegExp or a predicate on the URL): one the
 * page runs already, else the next one it starts.
 * @param {import('playwright-core').Page} page
 * @param {RegExp | ((url: string) => boolean)} test
 * @param {{timeout?: number}} [options]  a safety net, not a wait
 * @returns {Promise<import('playwright-core').Worker>}
 */
export async function workerMatching(page, test, { timeout = 30_000 } = {}) {
  const matches = (w) => (test instanceof RegExp ? test.test(w.url()) : test(w.url()));
  const found = page.workers().find(matches);
  if (found) return found;
  return page.waitForEvent('worker', { predicate: matches, timeout });
}

/**
 * Resolves once every worker in `workers` has ended (Playwright's 'close' event): after that
 * none of them can post anything more to the page.
 * @param {import('playwright-core').Worker[]} workers
 */
export async function workersClosed(page, workers) {
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve) => {
          w.once('close', () => resolve());
          if (!page.workers().includes(w)) resolve(); // ended already
        }),
    ),
  );
}
