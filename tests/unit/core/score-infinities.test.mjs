// The page handles the infinite scores in one place, core/score.js: every other module
// reads, writes, compares and prints them through it (NEG_INF, POS_INF, toNumber,
// fromNumber, greater, isFullWindow, formatScore, parseScore), so the core's spelling of
// the infinities ("-inf", "+inf") and their order are written once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../../../www/', import.meta.url));
const SKIP = new Set(['pkg', 'pkg-full']); // the core's generated bindings

function* sources(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory() && !SKIP.has(e.name)) yield* sources(join(dir, e.name));
    else if (e.isFile() && e.name.endsWith('.js')) yield join(dir, e.name);
  }
}

/** The code of a module without its comments (a string holding "//" may lose its tail: it
 *  can hide a literal, never invent one). */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

test('no module but core/score.js spells an infinite score itself', () => {
  const found = [];
  for (const file of sources(WWW)) {
    const name = relative(WWW, file);
    if (name === join('core', 'score.js')) continue;
    code(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        if (/(['"`])[-+]inf\1/.test(line)) found.push(`www/${name}:${i + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(found, [], 'use NEG_INF / POS_INF and the helpers of core/score.js');
});
