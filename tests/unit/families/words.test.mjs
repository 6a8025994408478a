import { test } from 'node:test';
import '../i18n/english.mjs'; // the messages t() formats (www/i18n/messages/en.ftl)
import assert from 'node:assert/strict';
import { deweyList, names, shortDewey } from '../../../www/families/words.js';
import { useLanguage } from '../i18n/english.mjs';

test('words: positions are named by their Dewey coordinates, the root by name', () => {
  assert.equal(shortDewey(''), 'root');
  assert.equal(shortDewey('2.1'), '2.1');
  assert.equal(names(['1.2', '', '3']), '1.2, root, 3');
});

test("words: a list of positions reads as a sentence, in the page's language", () => {
  assert.equal(deweyList(['1.2']), '1.2');
  assert.equal(deweyList(['1.2', '1.3']), '1.2 and 1.3');
  assert.equal(deweyList(['1', '2', '3']), '1, 2 and 3');
  useLanguage('pl');
  try {
    assert.equal(deweyList(['1', '2', '3']), '1, 2 i 3');
  } finally {
    useLanguage('en');
  }
});
