// Counts read right in every language, English included: a message that counts selects the
// plural form of its language (Fluent's selectors over Intl.PluralRules: English and French
// one/other, Polish one/few/many), so a position with one successor is "1 successor", a run
// that examined one terminal "1 terminale sur 31", and Polish says "2 pozycje", "5 pozycji".
// Polish declines Max and Min after "ruch" and "z punktu widzenia" (ruch Maxa, Mina).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, t } from '../../../www/i18n/translate.js';
import { useLanguage } from './english.mjs';

/** `id` formatted in `lang` with `args`. */
function say(lang, id, args) {
  try {
    useLanguage(lang);
    return t(id, args);
  } finally {
    useLanguage('en');
  }
}

const position = (n) => ({ p: 'root', who: 'Max', kind: 'interior', count: count(n), value: '' });

test('plurals: the position a screen reader announces has "1 successor" in every language', () => {
  const one = { en: /, 1 successor\.$/, fr: /, 1 successeur\.$/, es: /, 1 sucesor\.$/, de: /, 1 Nachfolger\.$/, pl: /, 1 następnik\.$/ };
  const three = { en: /, 3 successors\.$/, fr: /, 3 successeurs\.$/, es: /, 3 sucesores\.$/, de: /, 3 Nachfolger\.$/, pl: /, 3 następniki\.$/ };
  for (const lang of Object.keys(one)) {
    assert.match(say(lang, 'announce-position', position(1)), one[lang], lang);
    assert.match(say(lang, 'announce-position', position(3)), three[lang], lang);
  }
  assert.match(say('pl', 'announce-position', position(5)), /, 5 następników\.$/);
  assert.match(say('pl', 'announce-position', position(5)), /^Korzeń, ruch Maxa,/);
  assert.match(say('pl', 'announce-position', { ...position(2), who: 'Min' }), /^Korzeń, ruch Mina,/);
});

test('plurals: the counts of a run say one terminal and one position in the singular', () => {
  const args = { terminals: count(1), positions: count(1) };
  const want = {
    en: '— 1 terminal, 1 position',
    fr: '— 1 terminale, 1 position',
    es: '— 1 terminal, 1 posición',
    de: '— 1 Endstellung, 1 Stellung',
    pl: '— 1 końcowa, 1 pozycja',
  };
  for (const [lang, text] of Object.entries(want)) assert.equal(say(lang, 'compare-caption-km', args), text, lang);
  assert.equal(say('pl', 'compare-caption-km', { terminals: count(2), positions: count(5) }), '— 2 końcowe, 5 pozycji');
  assert.equal(say('en', 'diff-count', args), '1 position (1 terminal)');
  assert.equal(say('fr', 'diff-count', { terminals: count(2), positions: count(1) }), '1 position (2 terminales)');
});

test('plurals: French says "1 terminale sur 31" in the summary, English "1 terminal" when the step-through ends', () => {
  const summary = say('fr', 'summary-km', {
    proc: 'F2',
    use: 'none',
    beta: '',
    window: '',
    exact: 'yes',
    value: '2',
    terminals: count(1),
    allTerminals: count(31),
    positions: count(1),
    allPositions: count(40),
    deep: count(0),
  });
  assert.match(summary, /\b1 terminale sur 31 et 1 position sur 40 examinées/);
  const done = (lang, n) => say(lang, 'km-done', { proc: 'F2', value: '2', exact: 'yes', terminals: count(n), positions: count(n), hint: '' });
  assert.match(done('en', 1), /; 1 terminal and 1 position examined in all\.$/);
  assert.match(done('en', 2), /; 2 terminals and 2 positions examined in all\.$/);
});

test('plurals: the thesis\' summary counts nodes and visits in each form, and Polish never says "2 odwiedzin"', () => {
  const args = (n) => ({ proc: 'SSS*', value: '2', exact: 'yes', nodes: count(n), leaves: count(n), visits: count(n), hint: '' });
  assert.match(say('en', 'thesis-done', args(1)), /1 node created \(1 leaf node\), 1 visit\.$/);
  assert.match(say('en', 'thesis-done', args(2)), /2 nodes created \(2 leaf nodes\), 2 visits\.$/);
  for (const n of [1, 2, 5]) assert.doesNotMatch(say('pl', 'thesis-done', args(n)), /\b2 odwiedzin|\b1 odwiedzin/, `pl ${n}`);
  assert.match(say('pl', 'thesis-done', args(2)), /utworzono 2 węzły \(2 liście\), liczba odwiedzin: 2\.$/);
});

test("Polish declines Max and Min in the value field's name and hint, and the diagnosis reads as a sentence", () => {
  assert.match(say('pl', 'sel-value-name', { p: '2.1', side: 'mover', who: 'Min' }), /z punktu widzenia Mina \(ma ruch\)$/);
  assert.match(say('pl', 'sel-value-hint', { side: 'mover', who: 'Max', stored: 'none' }), /^Z punktu widzenia Maxa \(ma ruch\)\./);
  const lead = say('pl', 'practice-dx-lead', { task: 'prune', near: 'none' });
  assert.match(say('pl', 'practice-dx-text', { task: 'prune', near: 'none', clause: 'X', lead }), /^Twoje zaznaczenia to dokładnie to, co daje α-β, gdy X\.$/);
});

test('plurals: the experiments count one tree as one, and Polish trees in their three forms', () => {
  const done = (lang, n) => say(lang, 'exp-done', { trees: count(n), seconds: '0.5', rate: count(2) });
  assert.match(done('en', 1), /^Done: 1 tree in /);
  assert.match(done('fr', 1), /^Terminé\u00a0: 1 arbre en /);
  assert.match(done('de', 1), /^Fertig: 1 Baum in /);
  assert.match(done('es', 1), /^Hecho: 1 árbol en /);
  assert.deepEqual(
    [1, 2, 5, 22].map((n) => done('pl', n).match(/^Gotowe: (\d+ \S+)/)[1]),
    ['1 drzewo', '2 drzewa', '5 drzew', '22 drzewa'],
  );
  assert.match(say('en', 'exp-cancelled', { trees: count(1) }), /^Cancelled after 1 tree;/);
  assert.match(say('pl', 'exp-cancelled', { trees: count(1) }), /^Przerwano po 1 drzewie;/);
  assert.equal(say('en', 'compare-caption-mn', { move: '2', terminals: count(1) }), '— move 2, 1 terminal');
});
