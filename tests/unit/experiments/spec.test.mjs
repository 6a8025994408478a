import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../wasm.mjs'; // the catalogue of procedures (names, option defaults)
import '../i18n/english.mjs'; // the messages, in English (the notices and errors are t()'s)
import { checkExp, coreSpec, parseHeights } from '../../../www/experiments/check.js';
import { defaultExp, readExp, writeExp } from '../../../www/experiments/spec.js';

test('experiment spec: settings written for a link read back the same', () => {
  const e = { ...defaultExp(), model: 'iid', degree: 4, heights: [2, 3], samples: 50, seed: 7, procs: ['F2', 'pvs', 'sss'], lo: -5, hi: 5 };
  assert.deepEqual(readExp(writeExp(e)), e);
});

test('experiment spec: unknown models and procedures in a link are dropped', () => {
  const e = readExp('model:nope,p:F2;bogus;compare,d:5');
  assert.equal(e.model, defaultExp().model);
  assert.deepEqual(e.procs, ['F2']);
  assert.equal(e.degree, 5);
  assert.equal(readExp('nothing here'), null);
});

test('experiment spec: heights are a list or a range', () => {
  assert.deepEqual(parseHeights('6, 2 4'), [2, 4, 6]);
  assert.deepEqual(parseHeights('1-4'), [1, 2, 3, 4]);
  assert.throws(() => parseHeights('two'), /heights/);
});

test('experiment spec: too many positions is refused with the numbers', () => {
  assert.throws(() => checkExp({ ...defaultExp(), degree: 10, heights: [6] }), /degree 10 and height 6 has 1,111,111 positions/);
  assert.throws(() => checkExp({ ...defaultExp(), procs: [] }), /at least one procedure/);
  assert.equal(checkExp(defaultExp()).model, 'permutation');
});

test("experiment spec: the core's spec carries only the model's own parameters", () => {
  const s = coreSpec({ ...defaultExp(), model: 'additive', scale: 4 });
  assert.deepEqual(s.gen, { model: 'additive', degree: 3, seed: 1, scale: 4 });
  assert.equal(s.implicit, false);
});
