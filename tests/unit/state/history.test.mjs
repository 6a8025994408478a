// The undo history kept across reloads is bounded in characters, nearest entries first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UndoStack } from '../../../www/state/history.js';

test('undo history: the stored list keeps the entries around the cursor within the budget', () => {
  const u = new UndoStack(200, { persist: false });
  for (let i = 0; i < 10; i++) u.push(String(i).repeat(10));
  u.undo();
  u.undo(); // at entry 7; 8 and 9 can be redone
  const s = u.snapshot(45);
  assert.deepEqual(s.items, ['4444444444', '5555555555', '6666666666', '7777777777'], 'undo (older) entries before redo ones');
  assert.deepEqual(u.snapshot(1000).items.length, 10);
  assert.equal(s.items[s.at], '7777777777');
  assert.deepEqual(u.snapshot(5), { items: [], at: -1 }, 'a current tree over the budget is not stored');
});

test('undo history: a stored list is read back with its cursor (as after a reload)', () => {
  const store = new Map();
  globalThis.window ??= { addEventListener() {} };
  globalThis.document ??= { addEventListener() {}, visibilityState: 'visible' };
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    value: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)), removeItem: (k) => store.delete(k) },
  });
  try {
    const a = new UndoStack(200, { persist: true });
    a.push('(1,2)');
    a.push('(1,3)');
    a.push('(1,4)');
    a.undo();
    a.store();
    const b = new UndoStack(200, { persist: true });
    assert.equal(b.items[b.at], '(1,3)');
    assert.equal(b.undo(), '(1,2)');
    assert.equal(b.redo(), '(1,3)');
    assert.equal(b.redo(), '(1,4)');
  } finally {
    if (saved) Object.defineProperty(globalThis, 'sessionStorage', saved);
    else delete globalThis.sessionStorage;
  }
});
