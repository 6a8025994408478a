// The message files as the page gets them (scripts/ftl-without-comments.mjs): without their
// comments, and with every message the same as @fluent/bundle parses it from the file itself.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FluentResource } from '@fluent/bundle';
import { withoutComments } from '../../../scripts/ftl-without-comments.mjs';
import { LANGUAGES } from '../../../www/i18n/languages.js';

const file = (path) => readFileSync(fileURLToPath(new URL(`../../../www/i18n/messages/${path}`, import.meta.url)), 'utf8');

for (const lang of LANGUAGES) {
  for (const path of [`${lang}.ftl`, `later/${lang}.ftl`]) {
    test(`ftl without comments: ${path} parses to the same messages, and is smaller`, () => {
      const text = file(path);
      const lean = withoutComments(text);
      assert.ok(!/^#/m.test(lean), 'no comment line is left');
      assert.ok(lean.length < text.length, `${lean.length} of ${text.length} characters`);
      assert.deepEqual(new FluentResource(lean).body, new FluentResource(text).body);
    });
  }
}

test('ftl without comments: a # inside a message (an indented line, or after the =) is text, and kept', () => {
  const text = '# a note\nissue = See #3\n    # not a comment: part of the pattern\n## Section\nnext = x\n';
  const lean = withoutComments(text);
  assert.equal(lean, 'issue = See #3\n    # not a comment: part of the pattern\nnext = x\n');
  assert.deepEqual(new FluentResource(lean).body, new FluentResource(text).body);
});
