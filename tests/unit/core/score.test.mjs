import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  FULL_WINDOW,
  formatScore,
  formatWindow,
  fromNumber,
  greater,
  isFullWindow,
  NEG_INF,
  negate,
  POS_INF,
  parseScore,
  parseValue,
  toNumber,
} from '../../../www/core/score.js';
import './../i18n/english.mjs'; // the page's English messages (t() formats with them)

test('scores: the infinities negate into each other and finite values change sign', () => {
  assert.equal(negate('+inf'), '-inf');
  assert.equal(negate('-inf'), '+inf');
  assert.equal(negate(3), -3);
  assert.equal(toNumber('+inf'), Infinity);
  assert.equal(toNumber(-4), -4);
});

test('scores: parseScore reads integers and infinities and names what is wrong', () => {
  assert.equal(parseScore(' -7 '), -7);
  assert.equal(parseScore('+inf'), '+inf');
  assert.equal(parseScore('-inf'), '-inf');
  assert.throws(() => parseScore('seven', 'alpha'), /alpha/);
  assert.throws(() => parseValue('+inf'), /./, 'a terminal value must be finite');
});

test('scores: formatScore writes a real minus sign and ∞', () => {
  assert.equal(formatScore(-3), '−3');
  assert.equal(formatScore('+inf'), '+∞');
  assert.equal(formatScore('-inf'), '−∞');
  assert.equal(formatWindow('-inf', 5), '(−∞, 5)');
});

test('scores: fromNumber is toNumber backwards (the typed record columns carry ±Infinity)', () => {
  for (const s of ['-inf', '+inf', -5, 0, 7]) assert.equal(fromNumber(toNumber(s)), s);
  assert.equal(fromNumber(Infinity), POS_INF);
  assert.equal(fromNumber(-Infinity), NEG_INF);
});

test('scores: greater orders -inf below every value and +inf above', () => {
  assert.equal(greater('+inf', 10 ** 15), true);
  assert.equal(greater(-(10 ** 15), '-inf'), true);
  assert.equal(greater('-inf', '-inf'), false);
  assert.equal(greater(3, 2), true);
  assert.equal(greater(2, 3), false);
});

test('scores: the full window is (-inf, +inf) and nothing else', () => {
  assert.equal(isFullWindow(FULL_WINDOW.alpha, FULL_WINDOW.beta), true);
  assert.equal(isFullWindow('-inf', 5), false);
  assert.equal(isFullWindow('+inf', '-inf'), false);
  assert.throws(() => (FULL_WINDOW.alpha = 0), TypeError, 'the shared full window cannot be changed');
});
