import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatScore, formatWindow, negate, parseScore, parseValue, toNumber } from '../../../www/core/score.js';

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
