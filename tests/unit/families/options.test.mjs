import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optionsFor } from '../../../www/families/options.js';
import { defaults } from '../../../www/state/url-state.js';
import { core } from '../wasm.mjs';

test("options: a procedure runs with the options the core's catalogue lists for it, and the window if it takes one", () => {
  const S = { ...defaults(), alpha: -2, beta: 7, lit: true, m: 3 };
  assert.deepEqual(optionsFor(S, 'pvs'), { literal: true, alpha: -2, beta: 7 });
  assert.deepEqual(optionsFor(S, 'sss'), { literal: true });
  assert.deepEqual(optionsFor(S, 'mn-alphabeta'), { m: 3, n: S.n, backup: S.backup, tie: S.tie });
});

test("options: the page's defaults are the catalogue's", () => {
  const S = defaults();
  for (const p of core.procedureCatalog().procedures) {
    for (const o of p.options) assert.deepEqual(S[o.name === 'literal' ? 'lit' : o.name], o.default, `${p.name} ${o.name}`);
  }
});
