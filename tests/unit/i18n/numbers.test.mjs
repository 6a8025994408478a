// Figures in messages are written as the page's language writes them: a rate or a size
// grouped by its thousands (English 1,961; German 1.961; French and Polish with a space) and a
// time with its decimal sign (0.02 s; German 0,02 s), so that no reader takes one separator
// for the other. Counts that select a plural stay ungrouped (translate.js count()).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decimal, quantity, t } from '../../../www/i18n/translate.js';
import { useLanguage } from './english.mjs';

const done = () => t('exp-done', { trees: quantity(30000), seconds: decimal(0.6, 2), rate: quantity(1961) });

test('figures: each language groups and separates them its own way', () => {
  try {
    useLanguage('en');
    assert.match(done(), /30,000 .*0\.60 .*1,961/);
    useLanguage('de');
    assert.match(done(), /30\.000 .*0,60 .*1\.961/);
    useLanguage('fr');
    assert.match(done(), /30\u202f000 .*0,60 .*1\u202f961/);
    useLanguage('pl');
    assert.match(done(), /30\u00a0000 .*0,60 .*1961/); // Polish groups from five digits on
    useLanguage('es');
    assert.match(done(), /30\.000 .*0,60 .*1961/); // and so does Spanish
  } finally {
    useLanguage('en');
  }
});

test("figures: the Experiments table's cells and the plots' ticks are written as the page's language writes numbers", async () => {
  const { fmt } = await import('../../../www/experiments/table.js');
  const { formatNumber } = await import('../../../www/i18n/translate.js');
  try {
    useLanguage('en');
    assert.equal(fmt(1234.567), '1,234.57');
    assert.equal(fmt(-0.5, 3), '−0.5');
    assert.equal(fmt(12345678), '1.235E7');
    useLanguage('de');
    assert.equal(fmt(1234.567), '1.234,57');
    assert.equal(fmt(-0.5, 3), '−0,5');
    assert.equal(fmt(12345678), '1,235E7');
    assert.equal(formatNumber(0.25), '0,25');
    useLanguage('fr');
    assert.equal(fmt(1234.567), '1\u202f234,57');
    assert.equal(fmt(12345678), '1,235E7');
    assert.equal(formatNumber(10000), '10\u202f000');
    assert.equal(fmt(null), '—');
  } finally {
    useLanguage('en');
  }
});
