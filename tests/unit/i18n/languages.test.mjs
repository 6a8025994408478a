// Choosing the page's language (www/i18n/languages.js), the link's lang= (state/url-state.js)
// and formatting with the fallback to English and the pseudo-locale (www/i18n/bundle.js).
import { test } from 'node:test';
import './english.mjs'; // the messages t() formats (www/i18n/messages/en.ftl)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../wasm.mjs'; // the catalogue of procedures, for the link's reader
import { formatFirst, makeBundle } from '../../../www/i18n/bundle.js';
import { PSEUDO, pageLanguage, resolveLanguage, validTag } from '../../../www/i18n/languages.js';
import { pseudoText } from '../../../www/i18n/pseudo.js';
import { Store } from '../../../www/state/store.js';
import { defaults, readFragment, writeFragment } from '../../../www/state/url-state.js';

const en = readFileSync(fileURLToPath(new URL('../../../www/i18n/messages/en.ftl', import.meta.url)), 'utf8');

test('languages: a supported language, its regional forms, and a fallback to English', () => {
  assert.equal(resolveLanguage('de'), 'de');
  assert.equal(resolveLanguage('fr-CA'), 'fr');
  assert.equal(resolveLanguage(['xx', 'pl-PL', 'de']), 'pl');
  assert.equal(resolveLanguage('xx'), 'en');
  assert.equal(resolveLanguage([]), 'en');
  assert.equal(resolveLanguage('EN-xa'), PSEUDO);
  // A browser asking for en-US gets English, never the pseudo-locale by a region fallback.
  assert.equal(resolveLanguage(['en-US']), 'en');
  assert.equal(resolveLanguage(['<script>', 'es-MX']), 'es');
  assert.equal(validTag('de"><img src=x>'), null);
  assert.equal(validTag('a'.repeat(40)), null);
});

test("languages: the link's language first, then the element's lang attribute, then the browser's", () => {
  assert.equal(pageLanguage({ link: 'pl', element: 'de', browser: ['fr'] }), 'pl');
  assert.equal(pageLanguage({ element: 'de-CH', browser: ['fr'] }), 'de');
  assert.equal(pageLanguage({ element: '', browser: ['fr-FR', 'en'] }), 'fr');
  assert.equal(pageLanguage({ browser: ['ja'] }), 'en');
});

test('link: lang= is read, resolved, written back; an unknown language falls back quietly', async () => {
  const hash = '#tree=(1,2)&proc=F2&alpha=-inf&beta=%2Binf&view=negamax';
  for (const [given, want] of [
    ['de', 'de'],
    ['fr-CA', 'fr'],
    ['en-XA', 'en-XA'],
    ['xx', 'en'],
  ]) {
    const { state, problems } = readFragment(`${hash}&lang=${given}`);
    assert.deepEqual(problems, [], given);
    assert.equal(state.lang, want, given);
    assert.match(await writeFragment(state, '(1,2)'), new RegExp(`&lang=${want}(&|$)`));
  }
  assert.doesNotMatch(await writeFragment(defaults(), '(1,2)'), /lang=/);
});

test('link: a hostile lang= is reported and changes nothing else', () => {
  const hash = '#tree=(1,2)&proc=F1&alpha=-3&beta=4&view=minimax&step=2';
  const clean = readFragment(hash);
  for (const bad of ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'de%22%3E', 'x'.repeat(5000), '%E0%A4%A']) {
    const { state, problems } = readFragment(`${hash}&lang=${bad}`);
    assert.equal(problems.length, 1, bad.slice(0, 30));
    assert.match(problems[0], /lang=/);
    assert.ok(problems[0].length < 200);
    assert.deepEqual(state, clean.state);
  }
});

test('store: chooseLanguage changes the language only, and refuses one the page lacks', () => {
  const store = new Store();
  const before = store.state;
  store.chooseLanguage('pl');
  assert.equal(store.state.lang, 'pl');
  assert.deepEqual({ ...store.state, lang: null }, { ...before });
  assert.throws(() => store.chooseLanguage('xx'), /lang/);
  assert.equal(store.state.lang, 'pl');
});

test('format: a missing message or one that fails to format falls back to English, warned once each', () => {
  const english = makeBundle('en', `${en}\ncount = { $n } positions\n`);
  const german = makeBundle('de', 'count = { $n } Stellungen, { $missing }\n');
  const warnings = [];
  const warn = (w) => warnings.push(w);
  assert.equal(formatFirst([german, english], 'count', { n: 3 }, warn).value, '3 positions');
  assert.equal(formatFirst([german, english], 'undo', null, warn).value, '↶ Undo');
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /count.*de/);
  assert.match(warnings[1], /undo is missing in de/);
  assert.equal(
    formatFirst([german, english], 'no-such-message', null, () => {}),
    null,
  );
});

test('pseudo-locale: accented, longer, bracketed; numbers, Dewey names, ±∞ and placeables untouched', () => {
  const { bundle } = makeBundle(PSEUDO, 'cut = Position { $dewey } was cut off at 2.1 with -∞ and +∞\n' + en);
  const out = formatFirst([{ bundle, pseudo: true }], 'cut', { dewey: 'Abc 3.1.2' }, () => {}).value;
  assert.ok(out.startsWith('[') && out.endsWith(']'), out);
  assert.ok(out.includes('Abc 3.1.2'), `the placeable stays: ${out}`);
  assert.ok(out.includes('2.1') && out.includes('-∞') && out.includes('+∞'), out);
  assert.doesNotMatch(out.replace('Abc', ''), /[A-Za-z]/, `every letter of the text is accented: ${out}`);
  const plain = 'Add a terminal successor after the last one';
  assert.ok(pseudoText(plain).length >= plain.length * 1.3, pseudoText(plain));
  const undo = formatFirst([{ bundle, pseudo: true }], 'undo', null, () => {});
  assert.ok(undo.value.startsWith('[↶ ') && undo.attributes.title.startsWith('['), JSON.stringify(undo));
});

test("ORDINAL: the language's ordinal categories (English 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 31st 101st 111th 112th; French 1er 2e)", () => {
  const en = makeBundle('en', 'o = { ORDINAL($n) ->\n    [one] { $n }st\n    [two] { $n }nd\n    [few] { $n }rd\n   *[other] { $n }th\n}\n');
  const said = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 111, 112].map((n) => formatFirst([en], 'o', { n }, assert.fail).value);
  assert.deepEqual(said, ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st', '101st', '111th', '112th']);
  const fr = makeBundle('fr', 'o = le { $n }{ ORDINAL($n) ->\n    [one] er\n   *[other] e\n}\n');
  assert.deepEqual(
    [1, 2, 21].map((n) => formatFirst([fr], 'o', { n }, assert.fail).value),
    ['le 1er', 'le 2e', 'le 21e'],
  );
});

test('languages: the lookup answers as @fluent/langneg did for every tag of its grammar, and finds a 3-digit region too', async () => {
  const { negotiateLanguages } = await import('@fluent/langneg');
  const langneg = (tags) => negotiateLanguages(tags, ['en', 'fr', 'es', 'de', 'pl'], { strategy: 'lookup', defaultLocale: 'en' })[0] ?? 'en';
  const languages = ['en', 'EN', 'fr', 'Fr', 'es', 'de', 'pl', 'PL', 'xx', 'ja', 'zh', 'fra', 'deu', 'und', 'sr'];
  const tails = ['', '-CA', '-at', '-Latn', '-Latn-AT', '-Hant-TW', '-XA', '-US-posix', '-1996', '-CH-1901', '-x', '-toolongsubtag', '-12', '-a-b'];
  const tags = languages.flatMap((l) => tails.map((t) => l + t)).filter((t) => !/^en-xa$/i.test(t));
  let compared = 0;
  for (const a of tags) {
    for (const list of [[a], [a, 'de'], ['xx-YY', a, 'pl']]) {
      assert.equal(resolveLanguage(list), langneg(list.filter((t) => validTag(t))), JSON.stringify(list));
      compared += 1;
    }
  }
  assert.ok(compared > 500, `${compared} lists compared`);
  // langneg's grammar has no 3-digit region (UN M.49): Latin American Spanish finds Spanish.
  assert.equal(resolveLanguage(['es-419']), 'es');
});
