// The worker's side of its lifeline (core/worker-watch.js): a worker that ends without a
// word (closed, killed, its thread gone) sends no event to the page. So each of the page's
// workers holds a Web Lock under a name of its own for as long as it lives and tells the page
// the name ({type: 'lifeline', name}); the page asks for the same lock, which it is granted
// only when the worker has ended, at once, even while the worker is in a long call.
// Where the Web Locks API is missing (or refused), nothing is held: the page's watch falls
// back on the worker's silence.

/**
 * Takes this worker's lock (held until it ends) and posts its name with `post`. Resolves once
 * the page has been told (or at once where there is no lock): the worker's work waits for it,
 * so that the page knows the lifeline before anything can go wrong.
 */
export function holdLifeline(post = (m) => self.postMessage(m)) {
  const locks = globalThis.navigator?.locks;
  if (!locks) return Promise.resolve();
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const name = `gametree-worker-${id}`;
  return new Promise((told) => {
    try {
      locks
        .request(name, () => {
          post({ type: 'lifeline', name });
          told();
          return new Promise(() => {}); // held for the worker's whole life
        })
        .catch(() => told());
    } catch {
      told(); // no lock here (an opaque origin): the page watches the worker's silence instead
    }
  });
}
