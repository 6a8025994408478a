// Where the run worker (run-worker.js) comes from: a module worker script served from the
// site itself. scripts/build-single.mjs replaces this module with one that makes no worker:
// the single file asks its own core on the page's thread (core/run-mirror.js falls back).
export function createRunWorker() {
  return new Worker(new URL('./run-worker.js', import.meta.url), { type: 'module', name: 'runs' });
}
