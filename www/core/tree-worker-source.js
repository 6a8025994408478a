// Where the tree worker (tree-worker.js) comes from: a module worker script served from the
// site itself. scripts/build-single.mjs replaces this module with one that makes no worker:
// the single file reads big trees on the page's thread (core/tree-loader.js falls back).
export function createTreeWorker() {
  return new Worker(new URL('./tree-worker.js', import.meta.url), { type: 'module', name: 'tree' });
}
