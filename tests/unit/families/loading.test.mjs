import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../wasm.mjs';
import { familyFor, loadFamilies } from '../../../www/families/index.js';

test("families: K&M's is part of the page, the others are loaded when first asked for", async () => {
  assert.equal(familyFor('F2').id, 'km');
  assert.equal(familyFor('pvs'), null, 'not loaded yet');
  assert.equal(familyFor('compare'), null, 'the compare view is no family');
  await loadFamilies(['pvs', 'F1']);
  assert.equal(familyFor('pvs').id, 'thesis');
  assert.equal(familyFor('sss'), familyFor('pvs'), 'one family object for its procedures');
  assert.equal(familyFor('mn-alphabeta'), null);
  await Promise.all([loadFamilies(['mn-minimax']), loadFamilies(['mn-alphabeta'])]);
  assert.equal(familyFor('mn-alphabeta').id, 'mn');
});
