import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALL, COMPARE_VIEW, familyOf, findProc, isMinimaxProc, KM, OTHERS, PAPERS, shortName } from '../../../www/core/procedures.js';
import { core } from '../wasm.mjs';

test("procedures: the page's names are the core's catalogue, in its order; the compare view is no procedure", () => {
  const cat = core.procedureCatalog();
  const names = [...cat.procedures, ...cat.chance].map((p) => p.name);
  assert.deepEqual(ALL, names);
  assert.ok(!ALL.includes(COMPARE_VIEW));
  assert.deepEqual([...KM, ...OTHERS], names);
  assert.deepEqual(
    PAPERS.map((p) => [p.id, p.title]),
    cat.families.map((f) => [f.id, f.title]),
  );
  for (const p of [...cat.procedures, ...cat.chance]) {
    assert.equal(familyOf(p.name), p.family);
    assert.equal(shortName(p.name), p.abbrev);
    assert.equal(isMinimaxProc(p.name), p.minimax);
  }
});

test('procedures: a link may name a procedure or an alias, in any case', () => {
  assert.equal(findProc(' PVS '), 'pvs');
  for (const p of core.procedureCatalog().procedures) for (const a of p.aliases) assert.equal(findProc(a.toUpperCase()), p.name, a);
  assert.equal(findProc(COMPARE_VIEW), null, 'the compare view is a view (show=side), not a procedure a link names');
  assert.equal(findProc('nonsense'), null);
});
