// What the experiment and pathology runners share: a job runs in Web Workers, or, where no
// worker can be made (a browser that refuses workers for this page), in the page between
// frames. Messages from either come through one dispatch: `progress` and the runner's own
// kinds go to their handlers; `done` and `error` end the job first. Cancel terminates the
// workers at once, or stops the in-page loop after its current chunk.

/** Yields to the page between chunks of an in-page run. */
const tick = () => new Promise((ok) => setTimeout(ok, 0));

import { errorFrom, messageOf, wordOr } from './errors.js';

export class BackgroundRunner {
  /**
   * @param {Record<string, (m: object) => void> & {onDone: (m: object) => void, onError: (message: string) => void}} on
   * @param {Record<string, string>} kinds  message type -> handler name, e.g. {rows: 'onRows'}
   */
  constructor(on, kinds) {
    this.on = on;
    this.kinds = { progress: 'onProgress', ...kinds };
    this.workers = null;
    this.inPage = null;
  }

  get running() {
    return this.workers != null || this.inPage != null;
  }

  /** Makes `count` workers with `create`; null (none left running) if the browser refuses one. */
  spawn(create, count) {
    this.cancel();
    const workers = [];
    try {
      for (let i = count; i > 0; i--) workers.push(create());
    } catch {
      for (const w of workers) w.terminate();
      return null;
    }
    this.workers = workers;
    return workers;
  }

  /** Takes `workers`, made ahead of the job, as this job's (ending any job running). */
  adopt(workers) {
    this.cancel();
    this.workers = workers;
    return workers;
  }

  /** Whether `workers` are still this runner's (a newer start or a cancel makes them stale). */
  current(workers) {
    return workers === this.workers;
  }

  dispatch(m) {
    if (m.type === 'done') {
      this.cancel();
      this.on.onDone(m);
    } else if (m.type === 'error') {
      this.cancel();
      this.on.onError(messageOf(errorFrom(m))); // the core's error in the page's language
    } else if (this.kinds[m.type]) this.on[this.kinds[m.type]](m);
  }

  /** Ends the job with an error message (a worker failed, the core did not load). */
  fail(message) {
    this.cancel();
    this.on.onError(message);
  }

  cancel() {
    for (const w of this.workers ?? []) w.terminate();
    this.workers = null;
    if (this.inPage) this.inPage.cancelled = true;
    this.inPage = null;
  }

  /**
   * Runs `loop({post, chunkMs, pause, cancelled})` in the page; `prepare()` (e.g. loading the
   * core) first. Messages of a cancelled or superseded job are dropped.
   */
  async runInPage(prepare, loop, what = 'the job') {
    this.cancel();
    const job = { cancelled: false };
    this.inPage = job;
    const post = (m) => job === this.inPage && this.dispatch(m);
    let ready;
    try {
      ready = await prepare();
    } catch (e) {
      post({ type: 'error', message: wordOr(`${what} could not be loaded: ${messageOf(e)}`, 'job-not-loaded', { error: messageOf(e) }) });
      return;
    }
    try {
      await loop(ready, { post, chunkMs: 12, pause: tick, cancelled: () => job.cancelled });
    } catch (e) {
      post({ type: 'error', message: messageOf(e) });
    }
  }
}

export { messageOf };
