import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as T from '../../../www/practice/tasks.js';
import { GameTree } from '../wasm.mjs';

const text = '((3,1,4),(1,5,9),(2,6,5))';
const shapeOf = (t) => {
  const g = GameTree.parse(t);
  try {
    return g.shape();
  } finally {
    g.free();
  }
};
const idOf = (shape, d) => shape.dewey.indexOf(d);

test('practice: marking a position marks its subtree, and marks below it are dropped', () => {
  const s = shapeOf(text);
  let m = T.toggleMark(s, new Set(), idOf(s, '2.3'));
  m = T.toggleMark(s, m, idOf(s, '2'));
  assert.deepEqual(T.pruneAnswer(s, m), { pruned: ['2'] });
  const on = T.covered(s, m);
  assert.equal(on[idOf(s, '2.1')], 1);
  assert.equal(on[idOf(s, '3.1')], 0);
  // Toggling inside a marked subtree unmarks the subtree.
  m = T.toggleMark(s, m, idOf(s, '2.2'));
  assert.deepEqual(T.pruneAnswer(s, m), { pruned: [] });
});

test('practice: the marks the core expects score total/total through pruneAnswer', () => {
  const g = GameTree.parse(text);
  const s = g.shape();
  const exp = g.practiceExpected('prune', 'F2', {});
  let m = new Set();
  for (const d of exp.pruned) m = T.toggleMark(s, m, idOf(s, d));
  const r = g.practiceCheck('prune', 'F2', {}, T.pruneAnswer(s, m));
  assert.equal(r.score, r.total);
  assert.ok(r.total > 0);
  g.free();
});

test('practice: a successor moved left gives the reordered tree and its answer', () => {
  const s = shapeOf(text);
  let o = T.identityOrder(s);
  assert.deepEqual(T.orderAnswer(o), { order: {} });
  o = T.moveSuccessor(o, '', 2, -1);
  o = T.moveSuccessor(o, '3', 3, -1);
  assert.deepEqual(T.orderAnswer(o), { order: { '': [2, 1, 3], 3: [1, 3, 2] } });
  const { text: t, originalOf } = T.reorderedText(s, o);
  assert.equal(t, '((1,5,9),(3,1,4),(2,5,6))');
  assert.equal(originalOf.get('1'), '2');
  assert.equal(originalOf.get('2.3'), '1.3');
  assert.equal(originalOf.get('3.2'), '3.3');
  // Out of range: unchanged.
  assert.equal(T.moveSuccessor(o, '', 2, -1), o);
});
