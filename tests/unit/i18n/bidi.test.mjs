// Bidi controls in a link's text do not reach the page unisolated: the bundles format with
// Unicode isolation off (bundle.js), so an override (U+202E) inside a link's value would
// reorder the rest of the note around it. They are taken out of the text arguments.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { t } from '../../../www/i18n/translate.js';
import { readFragment } from '../../../www/state/url-state.js';
import { useLanguage } from './english.mjs';

const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

test('bidi: a link note quotes the link without its bidi controls, in every language', () => {
  for (const lang of ['en', 'fr', 'es', 'de', 'pl']) {
    useLanguage(lang);
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const { problems } = readFragment(`#mode=practice&task=${encodeURIComponent(`gu${c}ess`)}&feedback=${encodeURIComponent(`so${c}me`)}`);
      assert.equal(problems.length, 2, lang);
      for (const p of problems) {
        assert.ok(!CONTROLS.test(p), `${lang}: ${JSON.stringify(p)}`);
        assert.ok(p.includes('guess') || p.includes('some'), `${lang}: ${p}`);
      }
    }
  }
  useLanguage('en');
});

test('bidi: numbers and other arguments pass unchanged; text without controls is the same text', () => {
  assert.equal(t('link-bad-percent', { key: 'pass', value: 'x\u202Ey' }), "pass= must be a whole percentage from 0 to 100, not 'xy': it is not used");
  assert.equal(t('link-bad-percent', { key: 'pass', value: 'א' }), "pass= must be a whole percentage from 0 to 100, not 'א': it is not used");
});
