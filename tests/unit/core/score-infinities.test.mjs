// The page handles the infinite scores in one place, core/score.js: every other module
// reads, writes, compares and prints them through it (NEG_INF, POS_INF, toNumber,
// fromNumber, greater, isFullWindow, formatScore, parseScore), so the core's spelling of
// the infinities ("-inf", "+inf") and their order are written once.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pageModules, ROOT } from '../source-files.mjs';

/** The code of a module without its comments (a string holding "//" may lose its tail: it
 *  can hide a literal, never invent one). */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

test('no module but core/score.js spells an infinite score itself', () => {
  const found = [];
  for (const name of pageModules([/^www\/core\/score\.js$/])) {
    code(readFileSync(join(ROOT, name), 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        if (/(['"`])[-+]inf\1/.test(line)) found.push(`${name}:${i + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(found, [], 'use NEG_INF / POS_INF and the helpers of core/score.js');
});
