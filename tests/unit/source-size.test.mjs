// No script of the page over 450 lines (the core's generated bindings, www/pkg and
// www/pkg-full, apart): a file that grows past it is split along a concept of its own, as
// view/tree-view.js (camera, input, ARIA item, renderers) and practice/session.js (one
// module per task) were.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pageModules, ROOT } from './source-files.mjs';

const MAX_LINES = 450;

test(`source size: no page script over ${MAX_LINES} lines`, () => {
  const files = pageModules();
  assert.ok(files.length > 100, `${files.length} scripts`);
  const lines = (f) => readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1;
  const over = files.map((f) => [f, lines(f)]).filter(([, n]) => n > MAX_LINES);
  assert.deepEqual(over, [], 'scripts over the limit (path, lines)');
});
