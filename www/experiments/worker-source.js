// Where the experiments' Web Worker comes from. In the normal build it is a module worker
// script served from the site itself (allowed by the page's CSP: worker-src falls back to
// script-src 'self'). scripts/build-single.mjs replaces this module with one that inlines
// the worker (a blob: URL, which the single file's CSP allows as worker-src).
export function createWorker() {
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'experiments' });
}
