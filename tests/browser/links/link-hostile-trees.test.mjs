// Links that carry trees beyond the page's limits, or trees that once froze it, neither
// freeze nor break the page: a deep link is refused before any work with a message naming
// the limit, SSS* on a very wide tree runs (its OPEN list is kept ordered, thesis §2.6), and a
// generator the core cannot allocate is a message. Each time the page still edits. The main
// thread's longest block is measured with a 20 ms heartbeat and printed, not asserted (a
// figure of the machine): before these limits the page froze over 40 s on the nested link and
// over 120 s on SSS* on the wide tree, beyond the ready wait of openMeasured.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { openMeasured, stillEdits } from '../support/heartbeat.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

let chain = '1';
for (let i = 0; i < 20_000; i++) chain = `(${chain},2)`;
let seed = 7;
const wideLeaves = Array.from({ length: 199_998 }, () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % 2000) - 1000);
const wide = `(${wideLeaves.join(',')})`;
const wideMax = wideLeaves.reduce((a, b) => Math.max(a, b));

const HOSTILE = [
  ['100,000 nested parentheses', '#tree=' + '('.repeat(100_000) + '1' + ')'.repeat(100_000), /100,000 levels deep; this page handles at most 1,000 levels/],
  ['a 20,000-deep chain', '#tree=' + chain, /20,000 levels deep/],
  ['SSS* on the 20,000-deep chain', '#proc=sss&tree=' + chain, /20,000 levels deep/],
  // SSS* froze the page 80 s on this tree while its OPEN list was scanned (quadratic); the page
  // then refused it above 20,000 successors. With OPEN ordered (thesis §2.6) it runs in well
  // under a second, so it runs here and gives the maximum.
  [
    'SSS* on a 199,999-wide tree',
    '#proc=sss&tz=' + deflateRawSync(Buffer.from(wide)).toString('base64url'),
    new RegExp(`SSS\\* \\(§2\\.6\\): root value ${wideMax};`),
  ],
  ['a generator the core cannot allocate', '#gen=model:dependent,d:4294967295,h:1,seed:1', /generator|core failed|degree|positions/i],
];

describe('links to trees beyond the limits', () => {
  for (const [name, hash, message] of HOSTILE) {
    test(`${name}: a message, no freeze, and the page still edits`, async () => {
      const { page, context, gap, errors } = await openMeasured(h, hash);
      console.log(`# ${name}: longest main-thread block ${gap} ms`);
      const said = `${await text(page, '#tree-notice')} ${await text(page, '#summary')}`;
      assert.match(said, message);
      // Before: over 120 s (never ready), then about 12 s once it was drawn (a fan of
      // 199,998 dashed edges stroked whole). Now the tree is read in a worker and the
      // canvas strokes only what is on screen: about 1 s on a quiet machine, up to 6 s with a
      // load average of 24 on 2 cores (big-tree.test.mjs measures it between frames too).
      await stillEdits(page);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
