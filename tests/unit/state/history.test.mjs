// The undo history kept across reloads is bounded in characters, nearest entries first.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UndoStack, valueEntry } from '../../../www/state/history.js';
import './../i18n/english.mjs'; // the page's English messages (t() formats with them)

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

test("undo history: a value edit is recorded as the edit, never as the tree's text; a whole tree after it settles it", async () => {
  const { core } = await import('../wasm.mjs');
  const { CurrentTree } = await import('../../../www/core/current-tree.js');
  const { TreeEdits } = await import('../../../www/state/tree-edits.js');
  const { valueEditOf } = await import('../../../www/state/history.js');
  const doc = new CurrentTree(core, 200_000);
  const undo = new UndoStack(200, { persist: false });
  const shown = [];
  const { Store } = await import('../../../www/state/store.js');
  const edits = new TreeEdits({
    store: new Store(),
    doc,
    undo,
    sweep: { reset() {} },
    treeSync: { update: (t) => shown.push(t) },
    repaint() {},
  });
  edits.install(doc.parse('((3,1,4),(1,5,9))'));
  let made = 0;
  const msg = { textContent: '' };
  const edit = (at, v) =>
    edits.apply(
      (t) => {
        const g = t.setValue(at, v);
        const text = g.text.bind(g);
        g.text = () => (made++, text());
        return g;
      },
      msg,
      'value',
      { id: doc.idOfDewey(at), value: v },
    );
  assert.ok(edit('2.2', 8));
  assert.equal(made, 1, "a small tree's text is made once, for the text box");
  assert.deepEqual(valueEditOf(undo.items[1]), { at: '2.2', from: 5, to: 8 });
  assert.ok(undo.items[1].length < 40, 'the entry is the edit, a few bytes');
  assert.ok(
    edits.apply((t) => t.addSuccessor('1', 3, '2'), msg, 'add'),
    msg.textContent,
  );
  assert.equal(undo.items[1], '((3,1,4),(1,8,9))', 'before a whole tree the value edit became its text');
  assert.equal(undo.items[2], '((3,1,2,4),(1,8,9))');
  assert.equal(undo.items.length, 3);
});

test("undo history: after a reload a value edit at the cursor becomes the first tree's text, or is dropped for another tree", () => {
  const u = new UndoStack(200, { persist: false });
  u.push('((1,2),(3,4))');
  u.push(valueEntry('1.1', 1, 9));
  u.adopt(
    (v) => v.to === 9,
    () => '((9,2),(3,4))',
  );
  assert.deepEqual(u.items, ['((1,2),(3,4))', '((9,2),(3,4))']);
  const w = new UndoStack(200, { persist: false });
  w.push('((1,2),(3,4))');
  w.push(valueEntry('1.1', 1, 9));
  w.push(valueEntry('1.2', 2, 5));
  w.adopt(
    () => false,
    () => 'x',
  );
  assert.deepEqual(w.items, ['((1,2),(3,4))']);
  assert.equal(w.at, 0);
});

/** A sessionStorage of this process's own (the page's is per tab), for `fn`. */
async function withSessionStorage(fn) {
  const store = new Map();
  globalThis.window ??= { addEventListener() {} };
  globalThis.document ??= { addEventListener() {}, visibilityState: 'visible' };
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    value: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)), removeItem: (k) => store.delete(k) },
  });
  try {
    return await fn(store);
  } finally {
    if (saved) Object.defineProperty(globalThis, 'sessionStorage', saved);
    else delete globalThis.sessionStorage;
  }
}

/** A page's tree and its undo (TreeEdits over CurrentTree), with what it said. */
async function page(undo) {
  const { core } = await import('../wasm.mjs');
  const { CurrentTree } = await import('../../../www/core/current-tree.js');
  const { TreeEdits } = await import('../../../www/state/tree-edits.js');
  const doc = new CurrentTree(core, 200_000);
  const said = [];
  const { Store } = await import('../../../www/state/store.js');
  const edits = new TreeEdits({
    store: new Store(),
    doc,
    undo,
    sweep: { reset() {} },
    treeSync: { update() {} },
    repaint() {},
  });
  const msg = { textContent: '' };
  const setValue = (at, v) =>
    assert.ok(
      edits.apply((t) => t.setValue(at, v), msg, 'value', { id: doc.idOfDewey(at), value: v }),
      msg.textContent,
    );
  const step = async (redo = false) => {
    edits.undoStep(redo, (t) => t && said.push(t));
    await new Promise((ok) => setTimeout(ok, 0));
  };
  return { doc, edits, said, setValue, step };
}

test('undo history: after a reload, undo walks back through two value edits (the stored edits are edits, not tree texts)', async () => {
  await withSessionStorage(async () => {
    const before = new UndoStack(200, { persist: true });
    const a = await page(before);
    a.edits.install(a.doc.parse('((3,1,4),(1,5,9),(2,6,5))'));
    a.setValue('1.1', 100);
    a.setValue('1.1', 101);
    before.store(); // the page is left (pagehide)
    const after = new UndoStack(200, { persist: true });
    assert.equal(after.note, '');
    const b = await page(after);
    b.edits.install(b.doc.parse('((101,1,4),(1,5,9),(2,6,5))')); // the link's tree
    await b.step();
    assert.deepEqual(b.said, []);
    assert.equal(b.doc.text, '((100,1,4),(1,5,9),(2,6,5))');
    await b.step();
    assert.equal(b.doc.text, '((3,1,4),(1,5,9),(2,6,5))');
    assert.equal(after.canUndo, false);
    await b.step(true);
    assert.equal(b.doc.text, '((100,1,4),(1,5,9),(2,6,5))');
    await b.step(true);
    assert.equal(b.doc.text, '((101,1,4),(1,5,9),(2,6,5))');
    assert.deepEqual(b.said, []);
  });
});

test('undo history: a value edit before a whole tree is replayed from the tree before it (no reload)', async () => {
  const undo = new UndoStack(200, { persist: false });
  const p = await page(undo);
  p.edits.install(p.doc.parse('((1,2),(3,4))'));
  p.setValue('1.1', 7);
  p.setValue('2.2', 8);
  p.edits.replace(
    () => p.doc.parse('(5,6)'),
    () => {},
  );
  await p.step();
  assert.equal(p.doc.text, '((7,2),(3,8))');
  await p.step();
  assert.equal(p.doc.text, '((7,2),(3,4))');
  await p.step();
  assert.equal(p.doc.text, '((1,2),(3,4))');
  assert.deepEqual(p.said, []);
});

test('undo history: unreadable stored entries are dropped with a note, and a tree that cannot be read is dropped once, not retried', async () => {
  await withSessionStorage(async (store) => {
    const T = '((1,2),(3,4))';
    store.set('gametree:undo', JSON.stringify({ items: [T, '\u0000value:{"at":', valueEntry('1.1', 1, 5), '\u0000window:[]', T], at: 2 }));
    const u = new UndoStack(200, { persist: true });
    assert.match(u.note, /^2 undo steps kept for this tab could not be read/);
    assert.deepEqual(u.items, [valueEntry('1.1', 1, 5)]);
    assert.equal(u.canUndo, false);
    const again = new UndoStack(200, { persist: true });
    assert.equal(again.note, '', 'the note is given once: the list was written back without them');

    store.set('gametree:undo', JSON.stringify({ items: ['((1,2', T], at: 1 }));
    const w = new UndoStack(200, { persist: true });
    const p = await page(w);
    p.edits.install(p.doc.parse(T));
    await p.step();
    assert.equal(p.said.length, 1);
    assert.match(p.said[0], /^Undo: a step kept in the history could not be made again/);
    assert.equal(p.doc.text, T, 'the tree shown stays');
    assert.equal(w.canUndo, false, 'undo does not offer the broken step again');
  });
});
