// The page's watch on its workers (www/core/worker-watch.js) and its two users, with
// stand-in workers: a message that cannot be read (`messageerror`) or a worker silent for
// longer than its bound while the page waits on it ends the wait: the run worker's open
// questions are answered with null (the page computes them itself) and the page is told why;
// the tree worker's caller is told why and reads the tree itself. A worker that keeps talking
// is not taken for hung, however long it works; one the page is not waiting on may be silent.
// (The lifeline, a Web Lock, is checked in Chromium: tests/browser/core/worker-loss.test.mjs.)

import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { RunMirror } from '../../../www/core/run-mirror.js';
import { openInWorker, setWorkerFactory } from '../../../www/core/tree-loader.js';
import { silenceLimit, WorkerWatch } from '../../../www/core/worker-watch.js';
import { calls } from '../../../www/families/core-calls.js';
import { core, GameTree } from '../wasm.mjs';

/** A stand-in worker: records what the page posts; `emit(type)` fires its events. */
function standIn() {
  const listeners = {};
  return {
    sent: [],
    terminated: false,
    postMessage(m) {
      this.sent.push(m);
    },
    terminate() {
      this.terminated = true;
    },
    addEventListener(type, f) {
      (listeners[type] ??= []).push(f);
    },
    emit(type, event = {}) {
      for (const f of listeners[type] ?? []) f(event);
      this[`on${type}`]?.(event);
    },
  };
}

/** A controlled clock for `body`: the watch's timers and its performance.now() move only when
 *  `tick(ms)` moves them, so a busy machine cannot stretch a pause into a silence. */
async function withClock(body) {
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 });
  const perf = mock.method(performance, 'now', () => Date.now());
  try {
    // In steps of 10 ms: Node 20's tick() runs the due timers at its end time, so one long
    // tick would move a timer set by another (the watch's re-check) too late.
    await body((ms) => {
      for (let t = 0; t < ms; t += 10) mock.timers.tick(10);
    });
  } finally {
    perf.mock.restore();
    mock.timers.reset();
  }
}

test('worker watch: the silence bound grows with the tree and is generous', () => {
  assert.equal(silenceLimit(0), 10_000);
  assert.equal(silenceLimit(2_000_000), 110_000);
  assert.ok(silenceLimit(262_143) > 20_000);
  assert.equal(silenceLimit(1e12), silenceLimit(4_000_000), 'bounded');
});

test('worker watch: silence while waiting is a hung worker; messages keep it alive; idle it may be silent', () =>
  withClock((tick) => {
    const w = standIn();
    const lost = [];
    const watch = new WorkerWatch(w, (why) => lost.push(why));
    watch.waiting(100);
    for (let i = 0; i < 8; i++) {
      tick(60);
      watch.heard({ type: 'alive' }); // a worker at work says something after each call
    }
    assert.deepEqual(lost, [], 'a worker that talks is not hung');
    watch.idle();
    tick(1400);
    assert.deepEqual(lost, [], 'nothing is waited on: silence is fine');
    watch.waiting(100);
    tick(1000);
    assert.deepEqual(lost, [], 'within the bound and its grace');
    tick(400); // past the bound and its grace
    assert.equal(lost.length, 1);
    assert.match(lost[0], /^it did not answer for 1 s$/);
    watch.lose('again');
    assert.equal(lost.length, 1, 'told once');
  }));

test('worker watch: a message that cannot be read ends the watch; a worker the page stops is not reported', async () => {
  const w = standIn();
  const lost = [];
  new WorkerWatch(w, (why) => lost.push(why));
  w.emit('messageerror');
  assert.deepEqual(lost, ['a message from it could not be read']);
  const v = standIn();
  const watch = new WorkerWatch(v, (why) => lost.push(why));
  await withClock((tick) => {
    watch.waiting(10);
    watch.stop();
    v.emit('messageerror');
    tick(1100);
  });
  assert.equal(lost.length, 1);
});

test('run mirror: a messageerror or a silent worker answers the open questions with null and tells the page', async () => {
  const big = GameTree.generate({ model: 'iid', degree: 2, height: 17, seed: 1, lo: -9, hi: 9 });
  const w = standIn();
  const mirror = new RunMirror(() => w);
  const told = [];
  mirror.onFail = (why) => told.push(why);
  assert.equal(mirror.follow(big, big.size()), true);
  assert.deepEqual(w.sent[0], { type: 'core', wasm: undefined }, 'the core first (its bytes in the single file)');
  const open = mirror.ask([calls.kmCounts(['F0', 'F1', 'F2'], { alpha: '-inf', beta: '+inf' })]);
  w.emit('messageerror');
  assert.equal(await open, null, 'the page computes it itself');
  assert.deepEqual(told, ['a message from it could not be read']);
  assert.equal(w.terminated, true);
  assert.equal(mirror.active, false);
  assert.equal(mirror.follow(big, big.size()), false, 'not used again');

  // Silence: the page's watch is the mirror's (its bound is silenceLimit of the tree's size).
  const v = standIn();
  const second = new RunMirror(() => v);
  second.onFail = (why) => told.push(why);
  second.follow(big, big.size());
  const waiting = second.ask([calls.kmCounts(['F0', 'F1', 'F2'], { alpha: '-inf', beta: '+inf' })]);
  second.watch.waiting(50); // as if the bound were 50 ms
  assert.equal(await waiting, null);
  assert.match(told[1], /^it did not answer for 1 s$/);
  big.free();
});

test('run mirror: an error before the worker said anything is a worker that could not start (nothing to tell)', async () => {
  const big = GameTree.generate({ model: 'iid', degree: 2, height: 17, seed: 2, lo: -9, hi: 9 });
  const w = standIn();
  const mirror = new RunMirror(() => w);
  const told = [];
  mirror.onFail = (why) => told.push(why);
  mirror.follow(big, big.size());
  const open = mirror.ask([calls.kmCounts(['F0', 'F1', 'F2'], { alpha: '-inf', beta: '+inf' })]);
  w.emit('error', { preventDefault() {} });
  assert.equal(await open, null);
  assert.deepEqual(told, []);
  big.free();
});

test('tree loader: a worker lost on the way resolves to {lost}, the caller reads the tree itself', async () => {
  let w;
  setWorkerFactory(() => (w = standIn()));
  const p = openInWorker(core, { text: '(1,2)' });
  assert.equal(w.sent[0].type, 'open');
  w.onmessage({ data: { type: 'stage', stage: 'reading the tree text' } });
  w.emit('messageerror');
  assert.deepEqual(await p, { lost: 'a message from it could not be read' });
  assert.equal(w.terminated, true);
  // An error after the worker's first word: it failed (not: it could not start).
  const q = openInWorker(core, { text: '(1,2)' });
  w.onmessage({ data: { type: 'stage', stage: 'reading the tree text' } });
  w.emit('error', { preventDefault() {}, message: 'out of memory' });
  assert.deepEqual(await q, { lost: 'it failed: out of memory' });
  setWorkerFactory(null);
});
