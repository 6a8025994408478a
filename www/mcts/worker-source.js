// Where the Monte Carlo box's Web Worker comes from: a module worker served from the site
// (the page's CSP allows it: worker-src falls back to script-src 'self').
// scripts/build-single.mjs replaces this module with one that inlines the worker (blob: URL).
export function createWorker() {
  return new Worker(new URL('./mcts-worker.js', import.meta.url), { type: 'module', name: 'mcts' });
}
