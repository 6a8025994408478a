// The page's tree: Dewey names from parent links (never all at once), Dewey -> id without a
// table, the depth limit checked before the tree is installed, SSS* on a wide tree.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CurrentTree, deweyIndex, lazyDewey, MAX_PAGE_DEPTH, nesting, shapeOf } from '../../../www/core/current-tree.js';
import { core, GameTree } from '../wasm.mjs';

test('current tree: lazy Dewey names and the index agree with the core on every position', () => {
  const g = GameTree.generate({ model: 'random-shape', maxDegree: 4, maxDepth: 5, seed: 11, lo: -5, hi: 5 });
  const shape = g.shape();
  const names = lazyDewey(shape);
  const index = deweyIndex(shape);
  for (let id = 0; id < shape.parent.length; id++) {
    assert.equal(names[id], shape.dewey[id], `id ${id}`);
    assert.equal(index.get(shape.dewey[id]), id);
  }
  assert.equal(index.has('9.9.9.9'), false);
  assert.equal(index.has('<b>'), false);
});

test("current tree: the height from the text is the core's", () => {
  for (const t of ['5', '(1,2)', '((3,1,4),(1,5,9))', '(((1)),2)']) assert.equal(nesting(t), GameTree.parse(t).shape().height, t);
});

test('current tree: a tree deeper than the page takes is refused before it is installed', () => {
  const doc = new CurrentTree(core, 200_000);
  const deep = '('.repeat(MAX_PAGE_DEPTH + 1) + '1' + ')'.repeat(MAX_PAGE_DEPTH + 1);
  assert.throws(() => doc.parse(deep), /1,001 levels deep; this page handles at most 1,000 levels/);
  doc.install(doc.parse('('.repeat(MAX_PAGE_DEPTH) + '1' + ')'.repeat(MAX_PAGE_DEPTH)));
  assert.equal(doc.shape.height, MAX_PAGE_DEPTH);
});

test('current tree: SSS* runs on a 200,001-wide tree (its OPEN list is ordered, not scanned) and finds the maximum', async () => {
  // The page's guarded core, built as core/load.js builds it (load.js itself fetches the wasm);
  // SSS* is in the full module. The page refused SSS* above 20,000 successors while its OPEN
  // list made the time grow with the square of the width; that limit is gone with the cause.
  const glue = await import('../../../www/pkg-full/gametree.js');
  const { CoreGuard } = await import('../../../www/core/guard.js');
  const guard = new CoreGuard(glue);
  const guarded = Object.assign(guard.wrapNamespace(), { guard });
  const doc = new CurrentTree(guarded, 2_000_000);
  const leaves = Array.from({ length: 200_001 }, (_, i) => ((i * 7919) % 2001) - 1000);
  doc.install(doc.parse(`(${leaves.join(',')})`));
  const max = leaves.reduce((a, b) => Math.max(a, b));
  assert.equal(doc.tree.run('sss', {}).value, max);
  assert.equal(doc.tree.run('sss').value, max);
  assert.equal(doc.tree.run('F2').value, max);
});

test("current tree: the shape from typed arrays is the core's shape(), position by position", () => {
  for (const spec of [
    { model: 'random-shape', maxDegree: 4, maxDepth: 6, seed: 3, lo: -9, hi: 9 },
    { model: 'iid', degree: 3, height: 4, seed: 1, lo: -99, hi: 99 },
  ]) {
    const g = GameTree.generate(spec);
    const want = g.shape();
    const got = shapeOf(g);
    for (const key of ['parent', 'index', 'depth', 'degree', 'value']) assert.deepEqual(Array.from(got[key]), want[key], key);
    assert.equal(got.height, want.height);
    assert.equal(got.terminals, want.terminals);
    for (let id = 0; id < want.dewey.length; id++) assert.equal(got.dewey[id], want.dewey[id]);
    g.free();
  }
});

test('current tree: a tree and its text from a worker are installed without making the text again', () => {
  const doc = new CurrentTree(core, 2_000_000);
  const g = GameTree.generate({ model: 'iid', degree: 4, height: 3, seed: 2, lo: 0, hi: 9 });
  const text = g.text();
  const { degree, value } = g.toArrays();
  const h = GameTree.fromArrays(degree, value);
  const calls = [];
  const spy = new Proxy(h, { get: (t, p) => (calls.push(p), typeof t[p] === 'function' ? t[p].bind(t) : t[p]) });
  doc.install(doc.check(spy, { known: text })); // as state/tree-opener.js passes it
  assert.equal(doc.text, text);
  assert.ok(!calls.includes('text'), `called ${calls.join(', ')}`);
  assert.equal(doc.shape.parent.length, 85);
});

test("current tree: a value edit does not make the tree's text; it is made when asked for", () => {
  const doc = new CurrentTree(core, 200_000);
  doc.install(doc.parse('((3,1,4),(1,5,9))'));
  const id = doc.idOfDewey('2.2');
  const made = doc.tree.setValue('2.2', -7);
  let calls = 0;
  const text = made.text.bind(made);
  made.text = () => (calls++, text());
  doc.install(doc.check(made, { sameShape: true }), { id, value: -7 });
  assert.equal(calls, 0, 'text() was called by the value edit');
  assert.equal(doc.shape.value[id], -7);
  assert.equal(doc.text, '((3,1,4),(1,-7,9))');
  assert.equal(doc.text, '((3,1,4),(1,-7,9))');
  assert.equal(calls, 1, 'the text is made once and kept');
});

test('current tree: a guarded tree after value edits without a text is rebuilt after a trap from its recipe', async () => {
  const glue = await import('../../../www/pkg/gametree.js');
  const { CoreGuard, guardedBox } = await import('../../../www/core/guard.js');
  const guard = new CoreGuard(glue);
  const guarded = Object.assign(guard.wrapNamespace(), { guard });
  const doc = new CurrentTree(guarded, 200_000);
  doc.install(doc.parse('((3,1,4),(1,5,9))'));
  for (const [at, v] of [
    ['1.1', 8],
    ['2.3', -2],
  ]) {
    const id = doc.idOfDewey(at);
    doc.install(doc.check(doc.tree.setValue(at, v), { sameShape: true }), { id, value: v });
  }
  const box = guardedBox(doc.tree);
  assert.equal(box.text, '((3,1,4),(1,5,9))');
  assert.deepEqual(box.patches, [
    ['1.1', 8],
    ['2.3', -2],
  ]);
  // A trap restarts the core; the tree is rebuilt from the text and the values (guard.js, revive).
  globalThis.__gametreeTrapNext = 'GameTree.size';
  assert.throws(() => doc.tree.size(), /the core was restarted/);
  assert.equal(doc.tree.size(), 9);
  assert.equal(doc.text, '((8,1,4),(1,5,-2))');
  assert.deepEqual(guardedBox(doc.tree).patches, [], 'once the text is made the recipe is the text');
});
