// The pages' HTML as built (scripts/html-whitespace.mjs): the same words, with white space
// where there was white space (the browser shows any run of it as one space), attributes and
// <pre>, <textarea>, <script> and <style> as written; and index.html itself gets smaller.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { leanWhitespace } from '../../scripts/html-whitespace.mjs';

const html = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');

test('html whitespace: index.html keeps its words and the places between them, and is smaller', () => {
  const lean = leanWhitespace(html);
  assert.deepEqual(lean.split(/\s+/), html.split(/\s+/));
  assert.ok(lean.length < html.length * 0.95, `${lean.length} of ${html.length} characters`);
  assert.ok(!/\n[ \t]/.test(lean), 'no indented line is left');
});

test('html whitespace: attributes, <pre>, <textarea>, <script> and <style> are kept as written; text runs without a line break too', () => {
  const text = [
    '<div>\n    <p title="a\n    b">one  two\n      three</p>\n  </div>',
    '<pre>\n    kept\n</pre>',
    '<textarea>\n  kept\n</textarea>',
    '<script>\n  const x = 1;\n</script>',
    '<style>\n  p { color: red; }\n</style>\n  <span>x</span>',
  ].join('\n  ');
  assert.equal(
    leanWhitespace(text),
    [
      '<div>\n<p title="a\n    b">one  two\nthree</p>\n</div>',
      '<pre>\n    kept\n</pre>',
      '<textarea>\n  kept\n</textarea>',
      '<script>\n  const x = 1;\n</script>',
      '<style>\n  p { color: red; }\n</style>\n<span>x</span>',
    ].join('\n'),
  );
});
