// No trap poisons the core (a trap leaves a wasm instance unusable): behind the guard, a trap
// restarts the wasm instance and a guarded tree rebuilds itself from its text, so the next call
// works.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CoreFailure, CoreGuard, guardTree, isTrap } from '../../../www/core/guard.js';
import * as glue from '../../../www/pkg/gametree.js';
import { core as full } from '../wasm.mjs'; // instantiates the glue (and the full module's)

test('guard: a simulated trap in a tree method restarts the core and the tree stays usable', () => {
  const guard = new CoreGuard(glue);
  const core = guard.wrapNamespace();
  const g = core.GameTree.parse('((3,1,4),(1,5,9))');
  const t = guardTree(guard, g, g.text());
  globalThis.__gametreeTrapNext = 'GameTree.setValue';
  assert.throws(
    () => t.setValue('1.1', 7),
    (e) => e instanceof CoreFailure && e.restarted && /the core was restarted/.test(e.message),
  );
  assert.equal(guard.epoch, 1);
  // The old instance is gone: raw objects of it are stale; the guarded tree is rebuilt.
  assert.throws(() => g.size(), /stale object/);
  assert.equal(t.size(), 9);
  assert.equal(t.setValue('1.1', 7).text(), '((7,1,4),(1,5,9))');
  t.free();
});

test('guard: a huge degree at height 0 is a one-position tree, and the core works after it', () => {
  // The lean module (the page's first) generates i.i.d. trees only; the full one every model.
  for (const [module, model] of [
    [glue, 'iid'],
    [full, 'iid'],
    [full, 'dependent'],
  ]) {
    const guard = new CoreGuard(module);
    const core = guard.wrapNamespace();
    const g = core.GameTree.parse('(1,2)');
    const t = guardTree(guard, g, g.text());
    // degree 2^32 - 1 allocated 32 GiB of moves before the core checked sizes; with height 0
    // the tree is one terminal, and the core no longer allocates for moves it never makes.
    const one = core.GameTree.generate({ model, degree: 4294967295, height: 0, seed: 1 });
    assert.equal(one.size(), 1, model);
    assert.equal(guard.epoch, 0, 'no restart');
    // Too big for the limits with height 1: an error with a message, not a trap.
    assert.throws(
      () => core.GameTree.generate({ model, degree: 4294967295, height: 1, seed: 1 }),
      (e) => e instanceof Error && !(e instanceof CoreFailure) && /position|limit/i.test(e.message),
    );
    assert.equal(t.text(), '(1,2)');
    assert.equal(core.GameTree.example('pi').size(), 121);
  }
});

test('guard: ordinary errors from the core pass through unchanged', () => {
  const guard = new CoreGuard(glue);
  const core = guard.wrapNamespace();
  assert.throws(
    () => core.GameTree.parse('(1,'),
    (e) => !(e instanceof CoreFailure) && !isTrap(e),
  );
  assert.equal(guard.epoch, 0);
});
