// The page's limits made where no message bundle is at hand (core/page-error.js): the run
// worker's step limit, the depth limit shared with the element, the page's size limit. Each is
// an Error whose English text is its English message (grouped numbers, as before), that
// crosses a worker (errorData -> structured clone -> errorFrom) with its message, and that the
// page words in its language (core/errors.js messageOf).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CurrentTree } from '../../../www/core/current-tree.js';
import { tooDeep } from '../../../www/core/depth-limit.js';
import { messageOf } from '../../../www/core/errors.js';
import { errorData, errorFrom } from '../../../www/core/page-error.js';
import { tooManySteps } from '../../../www/families/step-limit.js';
import { useLanguage } from '../i18n/english.mjs';
import { lean } from '../wasm.mjs';

const across = (e) => errorFrom(structuredClone(errorData(e)));
const cases = () => [
  tooManySteps('F0', 6199387),
  tooDeep(1001, 'this page'),
  tooDeep(20000, 'this element'),
  (() => {
    try {
      new CurrentTree(lean, 10).parse('((3,1,4),(1,5,9),(2,6,5))');
    } catch (e) {
      return e;
    }
    return assert.fail('the page took 13 positions over a limit of 10');
  })(),
];

test('page limits: English says as before, across a worker too', () => {
  useLanguage('en');
  const [steps, deep, element, size] = cases();
  assert.equal(
    steps.message,
    'The step-through of F0 on this tree has 6,199,387 steps; the page steps through at most 1,000,000 (F2, with its cutoffs, has far fewer).',
  );
  assert.equal(deep.message, 'the tree is 1,001 levels deep; this page handles at most 1,000 levels (the command line, gametree, takes deeper trees)');
  assert.match(element.message, /^the tree is 20,000 levels deep; this element handles/);
  assert.equal(size.message, 'the tree has 13 positions; this page handles at most 10');
  for (const e of [steps, deep, element, size]) {
    assert.equal(messageOf(e), e.message, e.id);
    assert.equal(messageOf(across(e)), e.message, `${e.id} across a worker`);
  }
  assert.equal(tooDeep(1000, 'this page'), null);
});

test('page limits: French and German word them, numbers grouped as the language groups them', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  try {
    useLanguage('fr');
    const [steps, deep] = cases().map(across);
    assert.equal(
      messageOf(steps),
      'Le pas à pas de F0 sur cet arbre compte 6\u202f199\u202f387 pas\u202f; la page en parcourt au plus 1\u202f000\u202f000 (F2, avec ses coupures, en compte bien moins).',
    );
    assert.match(messageOf(deep), /^l’arbre a 1\u202f001 niveaux de profondeur\u202f; cette page en traite au plus 1\u202f000/);
    useLanguage('de');
    assert.match(messageOf(across(tooDeep(20000, 'this element'))), /^Der Baum ist 20\.000 Ebenen tief; dieses Element verarbeitet höchstens 1\.000 Ebenen/);
    useLanguage('pl');
    assert.match(messageOf(across(tooManySteps('F2', 1000002))), /ma 1\u00a0000\u00a0002 kroki;/);
    assert.deepEqual(
      warn.mock.calls.map((c) => c.arguments.join(' ')),
      [],
    );
  } finally {
    useLanguage('en');
  }
});

test('page limits: an error without a message crosses as its text', () => {
  assert.equal(messageOf(across(new Error('plain'))), 'plain');
  assert.equal(messageOf(across('a string')), 'a string');
});

test("wordOr: the page language's sentence once its message is loaded, else the English text (never an id)", async (t) => {
  const { wordOr } = await import('../../../www/core/errors.js');
  const { makeBundle } = await import('../../../www/i18n/bundle.js');
  const { useEntries } = await import('../../../www/i18n/translate.js');
  const { readFileSync } = await import('node:fs');
  const _warn = t.mock.method(console, 'warn', () => {});
  const say = () => wordOr('the exercise could not be checked: offline', 'link-exercise-unchecked', { error: 'offline' });
  try {
    // The first view's part only, as before the later part has loaded (i18n/l10n.js).
    const first = (l) => makeBundle(l, readFileSync(new URL(`../../../www/i18n/messages/${l}.ftl`, import.meta.url), 'utf8'));
    useEntries([first('fr'), first('en')]);
    assert.equal(say(), 'the exercise could not be checked: offline');
    useLanguage('fr');
    assert.equal(say(), 'l’exercice n’a pas pu être vérifié\u00a0: offline');
    useLanguage('en');
    assert.equal(say(), 'the exercise could not be checked: offline');
  } finally {
    useLanguage('en');
  }
});

test("the QR code's and a link patch's errors: English as before, and in the page's language", async (t) => {
  const { qrMatrix } = await import('../../../www/print/qr.js');
  const { readPatch } = await import('../../../www/state/tree-patch.js');
  const warn = t.mock.method(console, 'warn', () => {});
  const thrown = (f) => {
    try {
      f();
    } catch (e) {
      return e;
    }
    return assert.fail('accepted');
  };
  const long = thrown(() => qrMatrix(`https://example.org/#${'x'.repeat(1300)}`));
  const patch = thrown(() => readPatch('1.2:3;1.x:4'));
  try {
    useLanguage('en');
    assert.equal(messageOf(long), 'the link is too long for a QR code (1321 characters; at most 1200)');
    assert.equal(messageOf(long), long.message);
    assert.equal(messageOf(across(patch)), "edit 2 of the patch (patch=) cannot be read: '1.x:4'");
    useLanguage('fr');
    assert.equal(messageOf(long), 'le lien est trop long pour un code QR (1321 caractères\u202f; au plus 1200)');
    useLanguage('de');
    assert.equal(messageOf(across(patch)), 'Änderung 2 des Patches (patch=) ist nicht lesbar: „1.x:4“');
    assert.deepEqual(
      warn.mock.calls.map((c) => c.arguments.join(' ')),
      [],
    );
  } finally {
    useLanguage('en');
  }
});
