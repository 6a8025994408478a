// The page's side of the tree worker (www/core/tree-loader.js), with a stand-in worker: which
// links go to the worker, the tree rebuilt from its typed arrays, Cancel, a worker whose core
// cannot start (the page reads the tree itself) and the core's error message.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Cancelled, openInWorker, setWorkerFactory, wantsWorker } from '../../../www/core/tree-loader.js';
import { core, GameTree } from '../wasm.mjs';

/** A stand-in worker: `reply(message, post)` answers the page's message. */
function fakeWorker(reply) {
  const w = {
    terminated: false,
    postMessage(m) {
      queueMicrotask(() => reply(m, (out) => !w.terminated && w.onmessage?.({ data: out })));
    },
    terminate() {
      w.terminated = true;
    },
  };
  return w;
}

test('tree loader: big generators and long texts go to the worker, small ones do not', () => {
  assert.equal(wantsWorker({ gen: { model: 'iid', degree: 11, height: 6 } }), true);
  assert.equal(wantsWorker({ gen: { model: 'iid', degree: 3, height: 4 } }), false);
  assert.equal(wantsWorker({ gen: { model: 'random-shape', maxDegree: 4, maxDepth: 5 } }), false);
  assert.equal(wantsWorker({ gen: { model: 'random-shape', maxDegree: 9, maxDepth: 8 } }), true);
  assert.equal(wantsWorker({ text: '(1,2)' }), false);
  assert.equal(wantsWorker({ text: `(${'1,'.repeat(60_000)}1)` }), true);
});

test('tree loader: the tree comes back from its arrays with its text; stages are reported', async () => {
  const spec = { model: 'iid', degree: 3, height: 3, seed: 1, lo: -9, hi: 9 };
  let worker;
  setWorkerFactory(
    () =>
      (worker = fakeWorker((m, post) => {
        post({ type: 'stage', stage: 'generating the tree' });
        const g = GameTree.generate(m.gen);
        const { degree, value } = g.toArrays();
        post({ type: 'done', degree, value, text: g.text(), problems: [] });
      })),
  );
  const stages = [];
  const got = await openInWorker(core, { gen: spec }, { progress: (s) => stages.push(s) });
  assert.deepEqual(stages, ['generating the tree']);
  assert.equal(got.g.text(), GameTree.generate(spec).text());
  assert.equal(got.text, got.g.text());
  assert.ok(worker.terminated, 'the worker is stopped once done');
});

test('tree loader: Cancel rejects with Cancelled and stops the worker; an error carries the core message', async () => {
  let worker;
  setWorkerFactory(() => (worker = fakeWorker((m, post) => post({ type: 'stage', stage: 'reading the tree text' }))));
  let cancel;
  const p = openInWorker(core, { text: '(1,2)' }, { cancel: (f) => (cancel = f) });
  cancel();
  await assert.rejects(p, (e) => e instanceof Cancelled && !e.superseded);
  assert.ok(worker.terminated);
  setWorkerFactory(() => fakeWorker((m, post) => post({ type: 'error', message: 'expected a number at offset 3' })));
  await assert.rejects(openInWorker(core, { text: '(1,' }), /expected a number at offset 3/);
  // Arrays that name no tree: the page's fromArrays refuses them with the core's message.
  setWorkerFactory(() => fakeWorker((m, post) => post({ type: 'done', degree: new Uint32Array([3, 0]), value: new Float64Array(2), text: '?', problems: [] })));
  await assert.rejects(openInWorker(core, { text: '(1,2)' }), /successors, but only 1 positions follow/);
});

test('tree loader: no worker, or one whose core cannot start, gives null (the page reads the tree)', async () => {
  setWorkerFactory(() => null);
  assert.equal(await openInWorker(core, { text: '(1,2)' }), null);
  setWorkerFactory(() => {
    throw new Error('no module workers');
  });
  assert.equal(await openInWorker(core, { text: '(1,2)' }), null);
  setWorkerFactory(() => fakeWorker((m, post) => post({ type: 'unavailable', message: 'no wasm' })));
  assert.equal(await openInWorker(core, { text: '(1,2)' }), null);
});
