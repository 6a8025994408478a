import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkGame,
  checkRecursion,
  defaultPatho,
  gameSpecs,
  PRESETS,
  presetLabel,
  presetSettings,
  readPatho,
  writePatho,
} from '../../../www/pathology/spec.js';
import { useLanguage } from '../i18n/english.mjs';

test('pathology settings written for a link read back the same', () => {
  const s = defaultPatho();
  s.rec = { ...presetSettings('fig52'), p: [0.3, 0.618] };
  s.game = { game: 'incremental', width: 3, t: [4, 6], samples: 250, seed: 9 };
  s.demo = { t: 5, seed: 11, depth: 3 };
  const text = writePatho(s);
  assert.equal(text, 'w:2,e1:0.2,e2:0.1,q:0.05,p:0.3;0.618,n:10,g:incremental,gw:3,t:4;6,s:250,seed:9,dt:5,ds:11,dd:3');
  assert.deepEqual(readPatho(text), { settings: s, problems: [] });
});

test('a link with bad pathology settings keeps the defaults of that part and says why', () => {
  const { settings, problems } = readPatho('e1:1.5,g:chess,dd:9,what:1');
  const d = defaultPatho();
  assert.deepEqual(settings, d);
  assert.deepEqual(problems, [
    "unknown key 'what'",
    'err1 (leaves) must be from 0 to 1, not 1.5',
    "the game must be one of pearl, incremental, not 'chess'",
    'search depth d must be 1 to 4, not 9',
  ]);
});

test('the game experiment is bounded: tree size and total work', () => {
  assert.throws(() => checkGame({ game: 'pearl', width: 4, t: [7], samples: 10, seed: 1 }), /4\^7 = 16,384 terminals; the page draws trees of at most 4,096/);
  assert.throws(() => checkGame({ game: 'pearl', width: 2, t: [12], samples: 100_000, seed: 1 }), /above the page's bound/);
  assert.throws(() => checkGame({ game: 'pearl', width: 2, t: [5], samples: 0, seed: 1 }), /samples must be 1 to 100000, not 0/);
  const g = checkGame({ game: 'pearl', width: 2, t: [7, 5, 7], samples: 10, seed: 1 });
  assert.deepEqual(g.t, [5, 7]);
  assert.deepEqual(
    gameSpecs(g).map((s) => `${s.terminalLevel}/${s.backup}`),
    ['5/minimax', '5/product', '7/minimax', '7/product'],
  );
});

test("the checks speak the page's language and name the field as the form labels it", (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  try {
    useLanguage('fr');
    const rec = () => ({ ...presetSettings('fig44') });
    assert.throws(() => checkRecursion({ ...rec(), err1: 2 }), { message: 'err1 (feuilles) doit aller de 0 à 1, pas 2' });
    assert.throws(() => checkRecursion({ ...rec(), width: 2.5 }), { message: 'largeur w\u00a0: «\u00a02.5\u00a0» n’est pas un nombre entier' });
    assert.throws(() => checkRecursion({ ...rec(), q: 1 }), { message: 'q (terminale) doit aller de 0 à moins de 1, pas 1' });
    assert.throws(
      () => checkGame({ game: 'pearl', width: 4, t: [7], samples: 10, seed: 1 }),
      /4\^7 = 16\u202f384 terminales\u202f; la page dessine des arbres d’au plus 4\u202f096 terminales/,
    );
    assert.deepEqual(readPatho('e1:1.5,zz:1').problems, ['clé inconnue «\u00a0zz\u00a0»', 'err1 (feuilles) doit aller de 0 à 1, pas 1.5']);
    useLanguage('de');
    assert.throws(() => checkGame({ game: 'pearl', width: 2, t: [5], samples: NaN, seed: 1 }), { message: 'Stichproben: geben Sie eine Zahl an' });
    // The presets keep the thesis' figure numbers; "Fig." and the decimals are the language's.
    assert.deepEqual(Object.keys(PRESETS).slice(0, 1).concat('fig52').map(presetLabel), ['Abb. 44 (0,1; 0,1)', 'Abb. 52 (0,2; 0,1; q)']);
    useLanguage('pl');
    assert.equal(presetLabel('fig47'), 'Rys. 47 (0,2; 0,2)');
    useLanguage('en');
    assert.equal(presetLabel('fig50'), 'Fig. 50 (0.1, 0.1, q)');
    assert.deepEqual(
      warn.mock.calls.map((c) => c.arguments.join(' ')),
      [],
      'no message missing',
    );
  } finally {
    useLanguage('en');
  }
});
