import { test } from 'node:test';
import '../../i18n/english.mjs'; // the messages t() formats (www/i18n/messages/en.ftl)
import assert from 'node:assert/strict';
import { boundedReal, fmtReal, MnSentences } from '../../../../www/families/mn/sentences.js';
import { piTree, record } from '../../wasm.mjs';

test('mn sentences: reals to two decimals, integers as they are, bounds as ≥ and ≤', () => {
  assert.equal(fmtReal(3), '3');
  assert.equal(fmtReal(-1.23456), '−1.23');
  assert.equal(fmtReal('+inf'), '+∞');
  assert.equal(boundedReal({ value: 2.5, bound: 'lower' }), '≥2.5');
  assert.equal(boundedReal({ value: -2, bound: 'upper' }), '≤−2');
  assert.equal(boundedReal({ value: 7, bound: 'exact' }), '7');
});

test("mn sentences: a cutoff says how many successors the record's cutoff skips, and cites Slagle's section", () => {
  const { tree, shape } = piTree();
  const r = record(tree, 'mn-alphabeta', { m: 3, n: 2, backup: 'identity', trace: true });
  const words = new MnSentences(shape);
  const events = r.trace.filter((e) => e.type === 'cutoff');
  assert.ok(events.length > 0);
  events.forEach((e, i) => {
    const n = r.cutoffs[i].skipped.length;
    const s = words.describe(e);
    assert.match(s, /\(§7\.[123]\)/, s);
    if (n === 0) assert.doesNotMatch(s, /not examined/, s);
    else assert.match(s, n === 1 ? /its last successor is not examined/ : new RegExp(`its last ${n} successors are not examined`), s);
  });
});
