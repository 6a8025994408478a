import { test } from 'node:test';
import '../i18n/english.mjs';
import assert from 'node:assert/strict';
import { nextEnter, Tally } from '../../../www/practice/predict.js';

test('predict: the next position entered, as the core counts steps (not the root)', () => {
  const t = [
    { type: 'enter', at: 0 },
    { type: 'enter', at: 1 },
    { type: 'leave', at: 1 },
    { type: 'enter', at: 2 },
  ];
  assert.equal(nextEnter(t, 0), 1);
  assert.equal(nextEnter(t, 2), 3);
  assert.equal(nextEnter(t, 4), -1);
});

test('predict: the tally', () => {
  const t = new Tally();
  assert.equal(t.text(), 'No predictions yet');
  t.add(true);
  t.add(false);
  assert.equal(t.text(), '1 of 2 predictions right');
});
