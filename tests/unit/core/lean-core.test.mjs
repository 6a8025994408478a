// The page's two core modules (scripts/build-wasm.sh): the lean first load (www/pkg) holds
// trees, the catalogue of every procedure and Knuth & Moore's F0, F1, F2; the full one
// (www/pkg-full) everything. The guard moves the page from one to the other (core/load.js,
// loadFull) without losing a tree.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CoreGuard, guardTree } from '../../../www/core/guard.js';
import { core as full, lean } from '../wasm.mjs';

test('lean core: says which module it is, and the full one too', () => {
  assert.equal(lean.coreBuild(), 'lean');
  assert.equal(full.coreBuild(), 'full');
});

test("lean core: the catalogue lists every procedure of the three papers, as the full one does; the mistakes and Ballard's family only the full one", () => {
  const { mutants: leanMutants, chance: leanChance, families: leanFamilies, ...leanRest } = lean.procedureCatalog();
  const { mutants: fullMutants, chance: fullChance, families: fullFamilies, ...fullRest } = full.procedureCatalog();
  assert.deepEqual(leanRest, fullRest);
  // Trees with chance positions are the full module's (the lean one refuses them): so are their procedures.
  assert.equal(leanChance, undefined);
  assert.deepEqual(
    fullChance.map((p) => p.family),
    ['chance', 'chance', 'chance'],
  );
  assert.deepEqual(
    leanFamilies,
    fullFamilies.filter((f) => !f.takesChance).map(({ takesChance, ...f }) => f),
  );
  assert.deepEqual(fullFamilies.at(-1), { id: 'chance', title: 'Chance positions: Ballard 1983', takesChance: true });
  // Practice's diagnosis runs in the full module: the first load carries none of the mistakes.
  assert.deepEqual(leanMutants ?? [], []);
  assert.ok(fullMutants.length >= 10 && fullMutants.every((m) => m.name.startsWith('mutant:')), 'the full core lists its mistakes');
  const families = new Set(lean.procedureCatalog().procedures.map((p) => p.family));
  assert.deepEqual([...families].sort(), ['km', 'mn', 'thesis']);
});

test('lean core: runs F0, F1 and F2 as the full core does, and refuses the other families with a clear error', () => {
  const a = lean.GameTree.example('pi');
  const b = full.GameTree.example('pi');
  const km = lean
    .procedureCatalog()
    .procedures.filter((e) => e.family === 'km')
    .map((e) => e.name);
  for (const p of km) {
    const o = { alpha: 1, beta: 5, trace: true, analysis: true };
    assert.deepEqual(a.run(p, o), b.run(p, o), p);
  }
  assert.deepEqual(a.counts(km, { alpha: 1, beta: 5 }), b.counts(km, { alpha: 1, beta: 5 }));
  const others = lean.procedureCatalog().procedures.filter((e) => e.family !== 'km');
  assert.throws(() => a.counts([...km, others[0].name]), /is not in this build of the core/);
  assert.deepEqual(a.analysis(), b.analysis());
  for (const p of lean.procedureCatalog().procedures.filter((e) => e.family !== 'km')) {
    assert.throws(
      () => a.run(p.name),
      (e) =>
        e instanceof Error &&
        e.message ===
          `${p.abbrev} is not in this build of the core: the page's first module runs only Knuth & Moore's F0, F1 and F2; the full module (www/pkg-full, built with the feature \`full\`) runs every procedure`,
      p.name,
    );
    assert.equal(b.run(p.name).procedure, p.name, `the full core runs ${p.name}`);
  }
  // The lean core still works after the refusals.
  assert.equal(a.run('F2').value, 2);
  a.free();
  b.free();
});

test('lean core: refuses a tree with chance positions by its first one, which the full core reads', () => {
  const cases = [
    // [text, the first chance position, the offset of its '[' or the root's list]
    ['((3,1),[1/6:(2,4),5/6:5])', "position '2'", 7],
    ['((3,[1,2]),[(2,4),5])', "position '1.2'", 4],
    ['[1/2:3, 1/2:[1/3:4,2/3:5]]', 'the root', 0],
    ['( [0.9:(2,2),0.1:(3,3)] , (1,1) )', "position '1'", 2],
  ];
  for (const [text, first, offset] of cases) {
    assert.throws(
      () => lean.GameTree.parse(text),
      (e) => e.message === `offset ${offset}: ${first} is a chance position: trees with chance positions are read by the full module`,
      text,
    );
    const t = full.GameTree.parse(text);
    assert.equal(full.GameTree.parse(t.text()).text(), t.text(), `the full core reads ${text}`);
    t.free();
  }
  // The JSON form's '[' lists without probabilities are decision positions: the lean core reads them.
  assert.equal(lean.GameTree.parse('[[3,1],[2,4]]').text(), '((3,1),(2,4))');
  // A subtree given to an edit is read the same way.
  const pi = lean.GameTree.parse('((3,1,4),(1,5,9),(2,6,5))');
  assert.throws(() => pi.replaceSubtree('1', '([2,3],1)'), /is a chance position: trees with chance positions are read by the full module/);
  assert.equal(pi.text(), '((3,1,4),(1,5,9),(2,6,5))');
  pi.free();
  // The chance examples are the full core's only.
  for (const name of ['aima-chance', 'aima-chance-transformed', 'dice']) {
    assert.throws(() => lean.GameTree.example(name), undefined, name);
    assert.ok(full.GameTree.example(name).size() > 1, name);
  }
});

test('lean core: leaves out the exports only practice, pathology, experiments, theory and the reorderings use', () => {
  for (const name of [
    'experimentSamples',
    'experimentSummarize',
    'experimentCsv',
    'theoryTable1',
    'theoryCurves',
    'pathologyGameChunk',
    'pathologyTree',
    'exerciseGenerate',
    'exerciseWorksheet',
  ]) {
    assert.equal(typeof lean[name], 'undefined', name);
    assert.equal(typeof full[name], 'function', name);
  }
  for (const method of ['practiceCheck', 'practiceExpected', 'worksheetTex', 'reorder', 'worstCase']) {
    assert.equal(typeof lean.GameTree.prototype[method], 'undefined', method);
    assert.equal(typeof full.GameTree.prototype[method], 'function', method);
  }
  // One way to run and one way to count: the superseded exports are gone from both modules.
  for (const method of ['runTyped', 'runProcedure', 'search', 'compare', 'count', 'compareCounts', 'kmCounts', 'aspiration']) {
    assert.equal(typeof lean.GameTree.prototype[method], 'undefined', method);
    assert.equal(typeof full.GameTree.prototype[method], 'undefined', method);
  }
});

test('guard upgrade: the namespace and guarded trees move to the full core; ids, text and edits are kept', () => {
  const guard = new CoreGuard(lean);
  const core = guard.wrapNamespace();
  const version = core.version; // a function taken before the upgrade follows it
  const g = core.GameTree.parse('((3,1,4),(1,5,9),(2,6,5))');
  const t = guardTree(guard, g, g.text());
  const edited = core.GameTree.parse('((3,1,4),(1,5,9),(2,6,5))').setValue('2.3', 0);
  const shapeBefore = t.shape();
  assert.throws(() => t.run('pvs'), /not in this build/);
  assert.equal(core.experimentCsv, undefined);

  guard.upgrade(full);
  assert.equal(guard.epoch, 1);
  assert.equal(typeof core.experimentCsv, 'function', 'the namespace gains the full exports');
  assert.equal(core.coreBuild(), 'full');
  assert.equal(version(), full.version());
  assert.deepEqual(t.shape(), shapeBefore, 'the guarded tree is rebuilt from its text: same ids');
  assert.equal(t.run('pvs').value, t.run('F2').value);
  assert.equal(t.setValue('1.1', 7).text(), '((7,1,4),(1,5,9),(2,6,5))');
  // A tree the lean core made before the upgrade, guarded after it, is rebuilt in the full core.
  const late = guardTree(guard, edited, edited.text());
  assert.equal(late.text(), '((3,1,4),(1,5,0),(2,6,5))');
  assert.equal(late.run('scout').value, late.run('F0').value);
  // New trees come from the full core.
  assert.equal(core.GameTree.example('pi').run('sss').value, 2);
  t.free();
  late.free();
});

test('guard upgrade: a guarded tree moves across by its arrays, not its text (the old module still holds it)', () => {
  const guard = new CoreGuard(lean);
  const core = guard.wrapNamespace();
  const g = core.GameTree.parse('((3,1,4),(1,5,9),(2,6,5))').setValue('3.2', -8);
  // A recipe that cannot be read: only the arrays can bring this tree across (before: the
  // text was read again, 250 ms at 2,000,000 positions).
  const t = guardTree(guard, g, 'not a tree', []);
  guard.upgrade(full);
  assert.equal(t.text(), '((3,1,4),(1,5,9),(2,-8,5))');
  assert.equal(t.run('pvs').value, t.run('F0').value);
  t.free();
});

test("lean core: generates the form's default model (i.i.d.) as the full core does, and refuses the other models by name; leanGenerates says which", async () => {
  const { leanGenerates } = await import('../../../www/core/lean-generators.js');
  for (const spec of [{}, { model: 'iid', degree: 4, height: 3, seed: 9, lo: -99, hi: 99 }]) {
    assert.ok(leanGenerates(spec), JSON.stringify(spec));
    assert.equal(lean.GameTree.generate(spec).text(), full.GameTree.generate(spec).text(), JSON.stringify(spec));
  }
  const others = [{ model: 'permutation' }, { model: 'pi' }, { model: 'dependent' }, { model: 'additive' }, { model: 'nonuniform' }, { model: 'random-shape' }];
  for (const spec of others) {
    assert.equal(leanGenerates(spec), false, spec.model);
    assert.ok(full.GameTree.generate(spec).size() > 1, spec.model);
    assert.throws(() => lean.GameTree.generate(spec), new RegExp(`the ${spec.model} model is generated by the full module only`));
  }
});
