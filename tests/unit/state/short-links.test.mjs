// Short links for generated trees (a link's length grows with edits, not with the tree): gen= +
// patch= bring back the exact tree (the core's canonical text), on random generated trees with
// random edits.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffTrees, parseCanonical, printCanonical, readPatch, writePatch } from '../../../www/state/tree-patch.js';
import { defaults, LINK_LIMIT, readFragment, treeTextOf, writeLink } from '../../../www/state/url-state.js';
import { core, GameTree } from '../wasm.mjs';
import './../i18n/english.mjs'; // the page's English messages (t() formats with them)

/** A small seeded generator (LCG), so a failure names its seed. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = (r, xs) => xs[Math.floor(r() * xs.length)];

/** A random edit of `g` with the core's own edits (value, subtree, add, remove, make terminal/interior). */
function randomEdit(g, r) {
  const shape = g.shape();
  const n = shape.parent.length;
  const id = Math.floor(r() * n);
  const at = g.deweyOf(id);
  const v = Math.floor(r() * 41) - 20;
  const leaf = shape.value[id] !== null;
  const kind = pick(r, leaf ? ['value', 'value', 'value', 'interior', 'subtree'] : ['add', 'remove', 'terminal', 'subtree']);
  try {
    if (kind === 'value') return g.setValue(at, v);
    if (kind === 'interior') return g.makeInterior(at, [v, v + 1]);
    if (kind === 'subtree') return g.replaceSubtree(at, `(${v},(${v - 1},${v + 2}))`);
    if (kind === 'add') return g.addSuccessor(at, 1 + Math.floor(r() * (shape.degree[id] + 1)), String(v));
    if (kind === 'remove') return id === 0 ? g.setValue(at, v) : g.removeSuccessor(g.deweyOf(first(shape, id)));
    return id === 0 ? g : g.makeTerminal(at, v);
  } catch {
    return g; // an edit the core refuses (e.g. removing an only successor): no edit
  }
}
const first = (shape, id) => shape.parent.indexOf(id);

const SPECS = [
  { model: 'iid', degree: 3, height: 4, lo: -9, hi: 9 },
  { model: 'permutation', degree: 2, height: 5 },
  { model: 'random-shape', maxDegree: 4, maxDepth: 5, lo: -5, hi: 5 },
  { model: 'additive', degree: 3, height: 3, scale: 10 },
];

test('short links: canonical text parses and prints back unchanged', () => {
  for (const t of ['5', '-3', '(1,2)', '((3,1,4),(1,5,9),(2,6,5))', '(((-1)),2,(3,(4,-5)))']) assert.equal(printCanonical(parseCanonical(t)), t);
  const deep = '('.repeat(50_000) + '1' + ')'.repeat(50_000);
  assert.equal(printCanonical(parseCanonical(deep)), deep, 'depth is no problem (iterative)');
});

test('short links: gen= + patch= bring back the exact tree after random edits', async () => {
  for (let seed = 1; seed <= 60; seed++) {
    const r = rng(seed);
    const spec = { ...pick(r, SPECS), seed };
    const base = GameTree.generate(spec);
    let g = base;
    const edits = Math.floor(r() * 5);
    for (let k = 0; k < edits; k++) g = randomEdit(g, r);
    const text = g.text();
    const generated = base.text();
    const S = { ...defaults(), gen: spec };
    const { hash, form } = await writeLink(S, text, { generated });
    const read = readFragment(hash);
    assert.deepEqual(read.problems, [], `seed ${seed}`);
    const back = await treeTextOf(read.treeSource, core);
    assert.equal(back, text, `seed ${seed}, form ${form}, spec ${JSON.stringify(spec)}\nwas ${generated}\nnow ${text}\nlink ${hash}`);
    if (form === 'gen' && edits === 0) assert.doesNotMatch(hash, /patch=/, `seed ${seed}: no edits, no patch`);
  }
});

test('short links: a generated 5^6 tree with three edits is a short link', async () => {
  const spec = { model: 'iid', degree: 5, height: 6, seed: 42, lo: -99, hi: 99 };
  const base = GameTree.generate(spec);
  const g = base.setValue('3.1.2.4.5.1', 7).setValue('1.1.1.1.1.1', -7).replaceSubtree('2.2.2.2.2', '(1,2)');
  const S = { ...defaults(), gen: spec };
  const plain = await writeLink({ ...S, gen: null }, g.text());
  const short = await writeLink(S, g.text(), { generated: base.text() });
  assert.equal(short.form, 'gen');
  assert.ok(short.hash.length < 400, `the short link has ${short.hash.length} characters`);
  assert.ok(plain.hash.length > 10 * short.hash.length, `${plain.hash.length} (tz=) vs ${short.hash.length} (gen=)`);
  assert.equal(await treeTextOf(readFragment(short.hash).treeSource, core), g.text());
  console.log(`# 5^6 generated, 3 edits: tz= ${plain.hash.length} characters, gen= + patch= ${short.hash.length}`);
});

test('short links: a checksum that does not match is reported, not hidden', async () => {
  const spec = { model: 'iid', degree: 2, height: 2, seed: 7, lo: 0, hi: 9 };
  const { hash } = await writeLink({ ...defaults(), gen: spec }, GameTree.generate(spec).text(), { generated: GameTree.generate(spec).text() });
  const read = readFragment(hash.replace(/sum=[0-9a-z]+/, 'sum=zzz'));
  await treeTextOf(read.treeSource, core);
  assert.match(read.problems.join(' '), /differs from the one linked/);
});

test('short links: a patch that cannot be read or does not fit says which edit', async () => {
  assert.throws(() => readPatch('1.2:x'), /edit 1 of the patch/);
  assert.throws(() => readPatch('1:1;2=<script>'), /edit 2 of the patch/);
  assert.throws(() => readPatch('1:9999999999999999'), /too large/);
  const read = readFragment('#gen=model:iid,d:2,h:1,seed:1&patch=9.9.9:1');
  await assert.rejects(treeTextOf(read.treeSource, core), /edit 1 of the patch \(patch=\) does not fit/);
});

test('short links: a tree too large for a link is held, and the note says so', async () => {
  const g = GameTree.generate({ model: 'iid', degree: 6, height: 6, seed: 3, lo: -999999, hi: 999999 });
  const text = g.text();
  const { hash, form, note } = await writeLink(defaults(), text);
  assert.ok(hash.length <= LINK_LIMIT, `${hash.length} characters`);
  assert.equal(form, 'held');
  assert.match(note, /too large for a link/);
  const read = readFragment(hash);
  assert.ok('held' in read.treeSource);
});

test('short links: diffTrees finds value edits and replaces the smallest changed subtree', () => {
  assert.deepEqual(diffTrees('((1,2),(3,4))', '((1,5),(3,4))'), [{ at: '1.2', value: 5 }]);
  assert.deepEqual(diffTrees('((1,2),(3,4))', '((1,2),(3,4,5))'), [{ at: '2', text: '(3,4,5)' }]);
  assert.equal(writePatch(diffTrees('(1,2)', '7')), 'root=7');
});

/** The tree-of-objects diff diffTrees was before it worked on the texts (the reference). */
function referenceDiff(from, to) {
  const edits = [];
  const todo = [[parseCanonical(from), parseCanonical(to), '']];
  while (todo.length) {
    const [x, y, at] = todo.pop();
    if (!x.kids.length && !y.kids.length) {
      if (x.value !== y.value) edits.push({ at, value: y.value });
    } else if (x.kids.length && x.kids.length === y.kids.length) {
      for (let k = x.kids.length - 1; k >= 0; k--) todo.push([x.kids[k], y.kids[k], at === '' ? String(k + 1) : `${at}.${k + 1}`]);
    } else edits.push({ at, text: printCanonical(y) });
  }
  return edits;
}

test('short links: diffTrees on the texts gives the edits the tree-of-objects diff gave (random edits)', async () => {
  const { GameTree } = await import('../wasm.mjs');
  let seed = 12345;
  const rand = (n) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
  for (let round = 0; round < 60; round++) {
    const g = GameTree.generate({ model: 'random-shape', maxDegree: 4, maxDepth: 5, seed: round, lo: -20, hi: 20 });
    let t = g;
    const shape = g.shapeArrays();
    const n = shape.parent.length;
    for (let e = 0; e < 1 + rand(4); e++) {
      const at = g.deweyOf(rand(n));
      const kind = rand(4);
      let next;
      try {
        next =
          kind === 0
            ? t.replaceSubtree(at, `(${rand(9)},(${rand(9) - 4},3))`)
            : kind === 1
              ? t.replaceSubtree(at, String(rand(50) - 25))
              : kind === 2 && at !== ''
                ? t.removeSuccessor(at)
                : t.replaceSubtree(at, '-7');
      } catch {
        continue; // an earlier edit removed that position
      }
      if (t !== g) t.free();
      t = next;
    }
    const from = g.text();
    const to = t.text();
    assert.deepEqual(diffTrees(from, to), referenceDiff(from, to), `round ${round}: ${from} -> ${to}`);
    assert.deepEqual(diffTrees(from, from), []);
    if (t !== g) t.free();
    g.free();
  }
});

test('short links: an edited generated tree whose patch is short is not compressed (tz= cannot be shorter)', async () => {
  const spec = { model: 'iid', degree: 4, height: 8, seed: 3, lo: -99, hi: 99 };
  const base = GameTree.generate(spec);
  const generated = base.text();
  const edited = base.setValue('1.1.1.1.1.1.1.1', 100).text();
  const Original = globalThis.CompressionStream;
  let made = 0;
  globalThis.CompressionStream = class extends Original {
    constructor(...a) {
      made++;
      super(...a);
    }
  };
  try {
    const { hash, form } = await writeLink({ ...defaults(), gen: spec }, edited, { generated });
    assert.equal(form, 'gen');
    assert.match(hash, /patch=1(\.1){7}:100&sum=/);
    assert.equal(made, 0, 'the tree text was compressed');
    // A tree that is not the generator's still is.
    await writeLink(defaults(), edited);
    assert.equal(made, 1);
  } finally {
    globalThis.CompressionStream = Original;
  }
});

test('short links: a generator that makes more positions than a link may hold is refused with its message', async () => {
  // A model whose size the link cannot foresee (random shapes): the core reports the size it
  // made. The check names the tree before it is patched (a name the patch step once shadowed).
  let freed = 0;
  const big = { GameTree: { generate: () => ({ size: () => 3_000_000, text: () => '', free: () => freed++ }) } };
  await assert.rejects(treeTextOf({ gen: { model: 'random-shape', seed: 1 }, patch: '', sum: null }, big), (e) => {
    assert.match(e.message, /3,000,000|3000000/);
    assert.doesNotMatch(e.message, /before initialization/);
    return true;
  });
  assert.equal(freed, 1, 'the generated tree is freed');
});
