// The core's errors as messages (crate/src/error.rs, www/core/errors.js): the page's core (the
// lean module, as the first view has it) is given many bad tree texts, positions, edits and
// windows; each error it throws carries a message, English formats that message with the
// core's arguments as the core's English text character for character (the CLI prints the
// text, the page the message: both must say the same), every message of the message files'
// `e-…` block is met, and every other language formats each one with no message missing or
// failing, differently from English, keeping the positions and characters it names.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { errorFrom, messageOf } from '../../../www/core/errors.js';
import { LANGUAGES } from '../../../www/i18n/languages.js';
import { useLanguage } from '../i18n/english.mjs';
import { lean } from '../wasm.mjs';
import { thrown } from './thrown.mjs';

const { GameTree } = lean;
const pi = () => GameTree.parse('((3,1,4),(1,5,9),(2,6,5))');
const deep = (n) => `${'('.repeat(n)}1${')'.repeat(n)}`;

/** Calls that the core refuses: [what, call]. */
const CASES = [
  ['empty list', () => GameTree.parse('()')],
  ['empty list, nested', () => GameTree.parse('((1,2),[ ])')],
  ['a letter', () => GameTree.parse('((3,1,4),(1,5,9),(2,6,x))')],
  ['a control byte', () => GameTree.parse('(1,\u0001)')],
  ['a byte beyond ASCII', () => GameTree.parse('(1,é)')],
  ['nothing', () => GameTree.parse('')],
  ['blank', () => GameTree.parse('   ')],
  ['unclosed', () => GameTree.parse('(1,2')],
  ['unclosed bracket', () => GameTree.parse('[1,[2,3]')],
  ['wrong closer', () => GameTree.parse('(1,2])')],
  ['wrong closer, brackets', () => GameTree.parse('[1,2)')],
  ['two trees', () => GameTree.parse('1 2')],
  ['after the tree', () => GameTree.parse('(1,2) x')],
  ['a closer too many', () => GameTree.parse('(1,2))')],
  ['no separator', () => GameTree.parse('(1-2)')],
  ['no separator, brackets', () => GameTree.parse('[1+2]')],
  ['a double comma', () => GameTree.parse('(1,,2)')],
  ['a trailing comma', () => GameTree.parse('(1,)')],
  ['a sign alone', () => GameTree.parse('(1,-)')],
  ['a sign and a letter', () => GameTree.parse('+a')],
  ['a chance position (the full module reads it)', () => GameTree.parse('((3,1),[1/6:(2,4),5/6:5])')],
  ['a chance root (the full module reads it)', () => GameTree.parse('[1/2:3, 1/2:[1/3:4,2/3:5]]')],
  ['a huge number', () => GameTree.parse('(1,9007199254740992)')],
  ['a huge negative number', () => GameTree.parse('-99999999999999999999')],
  ['too deep', () => GameTree.parse(deep(100001))],
  ['too many positions', () => GameTree.parse(`(${'0,'.repeat(2000000)}0)`)],
  ['a bad position', () => pi().setValue('1.x', 3)],
  ['position 0', () => pi().positionOf('0')],
  ['a position with an empty part', () => pi().removeSuccessor('1..2')],
  ['no such successor', () => pi().setValue('4', 3)],
  ['no such successor, deeper', () => pi().positionOf('2.7.1')],
  ['below a terminal', () => pi().setValue('1.1.1', 3)],
  ['set an interior value', () => pi().setValue('2', 3)],
  ['set the root value', () => pi().setValue('', 3)],
  ['a successor for a terminal', () => pi().addSuccessor('1.2', 1, '5')],
  ['a successor number too big', () => pi().addSuccessor('3', 5, '5')],
  ['a successor number 0', () => pi().addSuccessor('', 0, '5')],
  ['a bad subtree to add', () => pi().addSuccessor('1', 1, '(5,)')],
  ['remove the root', () => pi().removeSuccessor('')],
  ['remove an only successor', () => GameTree.parse('((1),2)').removeSuccessor('1.1')],
  ['remove the only successor of the root', () => GameTree.parse('(7)').removeSuccessor('1')],
  ['interior again', () => pi().makeInterior('2', [1, 2])],
  ['interior with nothing', () => pi().makeInterior('2.2', [])],
  ['a bad subtree', () => pi().replaceSubtree('1', '(1 (2)')],
  ['an empty subtree', () => pi().replaceSubtree('2.1', '')],
  ['a subtree too deep', () => pi().replaceSubtree('1', deep(100000))],
  ['a tree too big', () => pi().replaceSubtree('1', `(${'0,'.repeat(1999990)}0)`)],
  ['a closed window', () => pi().run('alpha-beta', { alpha: 5, beta: 3 })],
  ['an empty window', () => pi().run('alpha-beta', { alpha: 2, beta: 2 })],
];

const errors = CASES.map(([what, call]) => ({ what, e: thrown(what, call) }));
const ids = (text) => [...text.matchAll(/^(e-[\w-]+) =/gm)].map((m) => m[1]);
const ftl = (lang) => readFileSync(fileURLToPath(new URL(`../../../www/i18n/messages/${lang}.ftl`, import.meta.url)), 'utf8');

test('core errors: each carries a message, and English formats it as the core writes it', () => {
  useLanguage('en');
  const met = new Set();
  for (const { what, e } of errors) {
    assert.ok(e instanceof Error, what);
    assert.equal(typeof e.id, 'string', `${what}: ${e.message} has a message`);
    assert.equal(messageOf(e), e.message, `${what}: ${e.id} ${JSON.stringify(e.args)}`);
    met.add(e.id);
  }
  // Every message of the block is compared at least once (e-found through the others; the
  // link's sentence is the page's own).
  const all = ids(ftl('en')).filter((id) => id !== 'e-found' && id !== 'e-link-tree');
  assert.deepEqual(
    all.filter((id) => !met.has(id)),
    [],
    'messages no bad input met',
  );
});

test('core errors: a worker hands the message on (errorFrom), and an error without one shows its text', () => {
  useLanguage('de');
  try {
    const { e } = errors[0];
    const again = errorFrom(JSON.parse(JSON.stringify({ message: e.message, id: e.id, args: e.args })));
    assert.equal(messageOf(again), messageOf(e));
    assert.notEqual(messageOf(again), e.message);
    assert.equal(messageOf(new Error('plain')), 'plain');
    assert.equal(messageOf(Object.assign(new Error('unknown id'), { id: 'e-no-such-message', args: {} })), 'unknown id');
    assert.equal(messageOf('a string'), 'a string');
  } finally {
    useLanguage('en');
  }
});

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  test(`core errors: ${lang} formats every one, with no message missing or failing`, (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    useLanguage(lang);
    try {
      for (const { what, e } of errors) {
        const said = messageOf(e);
        assert.notEqual(said, e.message, `${what}: ${lang} is not English`);
        for (const [k, v] of Object.entries(e.args)) {
          if (typeof v === 'string' && !['found', 'c'].includes(k)) assert.ok(said.includes(v), `${what}: ${lang} keeps ${k} = ${v}: ${said}`);
        }
      }
      assert.deepEqual(
        warn.mock.calls.map((c) => c.arguments.join(' ')),
        [],
      );
    } finally {
      useLanguage('en');
    }
  });
}
