import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cap, positionName, positionsAre, shortDewey } from '../../../www/families/words.js';

test('words: positions are named by their Dewey coordinates, the root by name', () => {
  assert.equal(positionName(''), 'the root');
  assert.equal(positionName('2.1'), 'position 2.1');
  assert.equal(shortDewey(''), 'root');
  assert.equal(cap('the root'), 'The root');
});

test('words: a list of positions reads as a sentence', () => {
  assert.equal(positionsAre(['1.2']), 'position 1.2 is');
  assert.equal(positionsAre(['1.2', '1.3']), 'positions 1.2 and 1.3 are');
  assert.equal(positionsAre(['1', '2', '3']), 'positions 1, 2 and 3 are');
});
