// The core's scormFiles (what the page's "Download for a learning system" zips): the same
// files as `gametree scorm`, and the refusals with their messages.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { core } from '../wasm.mjs';

const SET = 'prune.F2.s1.d2h3.random.v-9..9,values.F2.s2.d2h3.good.v-5..5';

test('the manifest, the launch page and the set, manifest first', () => {
  const files = core.scormFiles(SET, { version: '2004', mastery: 75, title: 'Week <3>' });
  assert.deepEqual(
    files.map(([n]) => n),
    ['imsmanifest.xml', 'index.html', 'set.txt'],
  );
  assert.match(files[0][1], /<schemaversion>2004 4th Edition<\/schemaversion>/);
  assert.match(files[0][1], /<imsss:minNormalizedMeasure>0\.75</);
  assert.match(files[0][1], /<title>Week &lt;3&gt;<\/title>/);
  assert.equal(files[2][1], SET.replace(',', '\n') + '\n');
});

test('refusals name what is wrong', () => {
  const over = Array.from({ length: 21 }, (_, i) => `prune.F2.s${i + 1}.d2h3.random.v-9..9`).join(',');
  const cases = [
    [SET, { version: '3' }, /must be 1\.2 or 2004/],
    [SET, {}, /must be 1\.2 or 2004/],
    [over, { version: '1.2' }, /at most 20 exercises \(got 21\)/],
    [SET, { version: '1.2', mastery: 101 }, /0 to 100/],
    [SET, { version: '1.2', title: 't'.repeat(201) }, /at most 200 characters/],
    [SET, { version: '1.2', masteryScore: 80 }, /masteryScore/],
  ];
  for (const [set, o, re] of cases) assert.throws(() => core.scormFiles(set, o), re, JSON.stringify(o));
});
