// The link's keys (www/state/link-keys.js) are one table that reading, writing, checking and
// the docs use: every key of the page state has a row, every link key the page reads is
// listed in docs/playground.md (and the docs list no other), and each row's check accepts
// its default and what its reader makes of a good link, and refuses a wrong value.
import { test } from 'node:test';
import '../i18n/english.mjs';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import '../wasm.mjs'; // the catalogue: the procedures' options are rows too
import { checkState } from '../../../www/state/check-state.js';
import { defaults, linkKeys, linkOf } from '../../../www/state/link-keys.js';
import { readFragment } from '../../../www/state/url-state.js';

const docs = readFileSync(new URL('../../../docs/playground.md', import.meta.url), 'utf8');
/** The keys docs/playground.md's table of link keys names: `key` or `key=…` in its first column. */
function documented() {
  const table = docs.slice(docs.indexOf('| key | value |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return new Set(rows.flatMap((r) => [...r.split('|')[1].matchAll(/`([a-z]+)(=[^`]*)?`/g)].map((m) => m[1])));
}

test('link keys: docs/playground.md lists every key a link may carry, and no other', () => {
  const keys = new Set(linkKeys().flatMap(linkOf));
  assert.ok(keys.size > 30, `${keys.size} keys`);
  const docKeys = documented();
  assert.deepEqual(
    [...keys].filter((k) => !docKeys.has(k)),
    [],
    'keys the docs do not list',
  );
  assert.deepEqual(
    [...docKeys].filter((k) => !keys.has(k)),
    [],
    'keys the docs list that links do not carry',
  );
});

test('link keys: one row per key of the page state, each with a default and a check', () => {
  const rows = linkKeys();
  assert.equal(new Set(rows.map((r) => r.key)).size, rows.length, 'a key twice');
  assert.equal(new Set(rows.flatMap(linkOf)).size, rows.flatMap(linkOf).length, 'a link key read by two rows');
  for (const r of rows) {
    assert.equal(typeof r.check, 'function', r.key);
  }
  assert.deepEqual(Object.keys(defaults()).sort(), rows.map((r) => r.key).sort());
  checkState(defaults(), 'defaults');
});

test("link keys: each row's check refuses a wrong value, naming its key", () => {
  const wrong = {
    tree: '(1,2)',
    proc: 'F9',
    alpha: 'x',
    beta: 1.5,
    view: 'sideways',
    step: -1,
    sel: 'x.1',
    dewey: 1,
    crit: 'yes',
    gen: [],
    cmp: ['F9'],
    show: 'up',
    diff: ['F1'],
    exp: 7,
    patho: 3,
    mcts: 4,
    practice: { mode: 'x' },
    embed: null,
    present: 0,
    follow: 'no',
    table: 2,
    lang: 'xx',
    lit: 1,
    guess: 0.5,
    m: 0,
    n: -5,
    backup: 'exp:',
    tie: 'lt',
    range: 5,
  };
  for (const r of linkKeys()) {
    assert.ok(r.key in wrong, `a wrong value for ${r.key}`);
    assert.throws(() => checkState({ ...defaults(), [r.key]: wrong[r.key] }, 'test'), new RegExp(`test: (${r.key}|alpha) must be`), r.key);
  }
});

test('link keys: a link with every key read gives a state its rows accept', () => {
  const { state, problems } = readFragment(
    '#tree=(1,2)&proc=sss&alpha=-3&beta=7&view=minimax&step=4&sel=1&dewey=1&crit=1&cmp=pvs&show=diff&diff=F1,F2&lit=1&m=3&n=2&backup=sample&tie=le&exp=model:iid,d:2,h:3&patho=w:2&mcts=i:500,s:3,c:0.5&embed=1&present=1&follow=0&table=1&lang=fr',
  );
  assert.deepEqual(problems, []);
  checkState(state, 'read');
  assert.deepEqual([state.show, state.diff, state.follow, state.lang], ['diff', ['F1', 'F2'], false, 'fr']);
  assert.equal(state.mcts, 'i:500,s:3,c:0.5');
});
