import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core } from '../wasm.mjs';
import { ALL, KM, OTHERS, PAPERS, familyOf, findProc, isMinimaxProc, shortName } from '../../../www/core/procedures.js';

test("procedures: the page's names are the core's catalogue, in its order, with the compare view after K&M's", () => {
  const cat = core.procedureCatalog();
  const names = cat.procedures.map((p) => p.name);
  assert.deepEqual(ALL.filter((n) => n !== 'compare'), names);
  assert.equal(ALL[KM.length], 'compare');
  assert.deepEqual([...KM, ...OTHERS], names);
  assert.deepEqual(PAPERS.map((p) => [p.id, p.title]), cat.families.map((f) => [f.id, f.title]));
  for (const p of cat.procedures) {
    assert.equal(familyOf(p.name), p.family);
    assert.equal(shortName(p.name), p.abbrev);
    assert.equal(isMinimaxProc(p.name), p.minimax);
  }
});

test('procedures: a link may name a procedure or an alias, in any case', () => {
  assert.equal(findProc(' PVS '), 'pvs');
  for (const p of core.procedureCatalog().procedures) for (const a of p.aliases) assert.equal(findProc(a.toUpperCase()), p.name, a);
  assert.equal(findProc('compare'), 'compare');
  assert.equal(findProc('nonsense'), null);
});
