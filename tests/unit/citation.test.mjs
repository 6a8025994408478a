// CITATION.cff: the keys Citation File Format 1.2.0 requires of a software citation, the
// version the package and the crate carry, and the three papers as references (the same
// ones the README lists). No YAML parser is installed, so the structure is read by lines:
// the file is kept to block style (no flow maps), which this reader checks too.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);
const cff = readFileSync(new URL('CITATION.cff', root), 'utf8');
const lines = cff.split('\n');

/** The top-level keys with their inline value ('' for a block). */
function topLevel() {
  const keys = new Map();
  for (const line of lines) {
    const m = /^([a-z][a-z0-9-]*):\s*(.*)$/.exec(line);
    if (m) keys.set(m[1], m[2].replace(/^"(.*)"$/, '$1'));
  }
  return keys;
}

/** The block under a top-level key, split into its list items ("  - ..."). */
function items(key) {
  const start = lines.findIndex((l) => l.startsWith(`${key}:`));
  assert.notEqual(start, -1, `${key} is missing`);
  const out = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    if (line.startsWith('  - ')) out.push([line.slice(4)]);
    else if (line.trim() && out.length) out.at(-1).push(line.trim());
  }
  return out.map((item) => item.join('\n'));
}

test('CITATION.cff has the keys CFF 1.2.0 requires, in block style', () => {
  const keys = topLevel();
  for (const k of ['cff-version', 'message', 'title', 'authors', 'type', 'version', 'license', 'references']) {
    assert.ok(keys.has(k), `CITATION.cff lacks ${k}`);
  }
  assert.equal(keys.get('cff-version'), '1.2.0');
  assert.equal(keys.get('type'), 'software');
  assert.equal(keys.get('license'), 'MIT');
  assert.ok(items('authors').length >= 1, 'at least one author');
  assert.doesNotMatch(cff, /\t/, 'YAML forbids tabs for indentation');
  assert.doesNotMatch(cff, /^[^#]*:\s*[{[]/m, 'block style only (the reader above cannot read flow maps)');
});

test('CITATION.cff carries the version of package.json and of the crate', () => {
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const crate = readFileSync(new URL('crate/Cargo.toml', root), 'utf8');
  const crateVersion = /^version\s*=\s*"([^"]+)"/m.exec(crate)[1];
  assert.equal(topLevel().get('version'), pkg.version);
  assert.equal(topLevel().get('version'), crateVersion);
});

test('the three papers are references, as the README lists them', () => {
  const refs = items('references');
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const expected = [
    { title: 'An Analysis of Alpha-Beta Pruning', year: '1975', family: ['Knuth', 'Moore'], type: 'article' },
    { title: 'Game Trees; Searching Techniques and a Pathological Phenomenon', year: '1985', family: ['Muszycka'], type: 'thesis' },
    { title: 'Game Trees, m&n Minimaxing, and the m&n Alpha Beta Procedure', year: '1963', family: ['Slagle'], type: 'report' },
  ];
  assert.equal(refs.length, expected.length);
  for (const e of expected) {
    const ref = refs.find((r) => r.includes(`title: "${e.title}"`));
    assert.ok(ref, `no reference titled ${e.title}`);
    assert.match(ref, new RegExp(`^type: ${e.type}$`, 'm'));
    assert.match(ref, new RegExp(`^year: ${e.year}$`, 'm'));
    for (const f of e.family) assert.match(ref, new RegExp(`family-names: ${f}$`, 'm'));
    assert.ok(readme.includes(e.title), `README's papers lack ${e.title}`);
  }
  const km = refs.find((r) => r.includes('Alpha-Beta Pruning'));
  for (const [k, v] of [
    ['journal', '"Artificial Intelligence"'],
    ['volume', '6'],
    ['issue', '4'],
    ['start', '293'],
    ['end', '326'],
  ]) {
    assert.match(km, new RegExp(`^${k}: ${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  }
});

test("the README's research section shows how to cite and points at CITATION.cff", () => {
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Citing'));
  assert.ok(section, 'README has a "Citing" section');
  assert.match(section, /CITATION\.cff/);
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  assert.ok(section.includes(`version ${pkg.version}`), 'the citation shown names the current version');
});
