// Each language's typography in every text its messages can show (docs/glossary.md,
// "Typography"): French after the Imprimerie nationale (a narrow no-break space U+202F before
// ; ? !, a no-break space U+00A0 before : and inside « », the apostrophe ’), and no ASCII
// quote or apostrophe in French, Spanish, German or Polish text (each has its own quotes:
// « », „ “, „ ”). English is left as it is: its error messages are the core's text
// character for character (tests/unit/core/core-errors.test.mjs).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { messagesOf } from './message-texts.mjs';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** A key's name in a list of keys ("t, ?, [", "(?)"), not a question mark of a sentence. */
const isKeyName = (text, i) => /(^|[(,] ?)$/.test(text.slice(Math.max(0, i - 2), i)) && /^[),]/.test(text.slice(i + 1, i + 2));
const where = (text, i) => JSON.stringify(text.slice(Math.max(0, i - 25), i + 10));

/** The French spacing faults of one text, each as "what: where". */
export function frenchFaults(text) {
  const out = [];
  for (const m of text.matchAll(/[:;?!»]/g)) {
    const i = m.index;
    if (m[0] === ':' && text[i + 1] === '=') continue; // ":=", the listings' assignment
    if (m[0] === ':' && text.startsWith('//', i + 1)) continue; // a URL's scheme (file://)
    if ('?!'.includes(m[0]) && isKeyName(text, i)) continue;
    const want = ':»'.includes(m[0]) ? NBSP : NNBSP;
    if (text[i - 1] !== want) out.push(`${m[0] === '»' ? '»' : `“${m[0]}”`} without ${want === NBSP ? 'U+00A0' : 'U+202F'} before it: ${where(text, i)}`);
  }
  for (const m of text.matchAll(/«/g)) if (text[m.index + 1] !== NBSP) out.push(`« without U+00A0 after it: ${where(text, m.index)}`);
  for (const m of text.matchAll(/["']/g)) out.push(`ASCII ${m[0]}: ${where(text, m.index)}`);
  return out;
}

/** The faults of a Spanish, German or Polish text: ASCII quotes, a space before : ; ? !. */
export function otherFaults(text) {
  const out = [];
  for (const m of text.matchAll(/["']/g)) out.push(`ASCII ${m[0]}: ${where(text, m.index)}`);
  for (const m of text.matchAll(/[\s\u00a0\u202f]([:;?!])/g)) {
    if (m[1] === ':' && text[m.index + 2] === '=') continue;
    if ('?!'.includes(m[1]) && isKeyName(text, m.index + 1)) continue;
    out.push(`a space before ${m[1]}: ${where(text, m.index + 1)}`);
  }
  return out;
}

const faultsIn = (lang, check) => messagesOf(lang).flatMap((m) => [...new Set(m.texts.flatMap(check))].map((f) => `${m.file} ${m.id}: ${f}`));

test('typography: the checks find what they look for', () => {
  assert.deepEqual(frenchFaults(`Valeur\u00a0: 3\u202f; fin\u202f? «\u00a0x\u00a0» l’arbre t, ?, (?) m := 2`), []);
  assert.equal(frenchFaults('Que renvoie-t-il ?').length, 1);
  assert.equal(frenchFaults('Valeur : 3').length, 1);
  assert.equal(frenchFaults('Valeur: 3; fin? « x »').length, 5);
  assert.equal(frenchFaults("l'arbre").length, 1);
  assert.deepEqual(otherFaults('Wert: 3; „x“ t, ?, m := 2'), []);
  assert.equal(otherFaults("Wert : 'x'").length, 3);
});

test('typography: every French text has its no-break spaces, one apostrophe and « » quotes', () => {
  const faults = faultsIn('fr', frenchFaults);
  assert.deepEqual(faults.slice(0, 20), [], `${faults.length} faults`);
});

for (const lang of ['es', 'de', 'pl']) {
  test(`typography: no ASCII quote or apostrophe in ${lang}, and no space before : ; ? !`, () => {
    const faults = faultsIn(lang, otherFaults);
    assert.deepEqual(faults.slice(0, 20), [], `${faults.length} faults`);
  });
}

test('typography: scripts/fr-typography.mjs sets a new French message right, and leaves the files as they are', async () => {
  const { frenchText, frenchFile } = await import('../../../scripts/fr-typography.mjs');
  const { readFileSync } = await import('node:fs');
  assert.equal(
    frenchText("Valeur: { $v }; l'arbre « { $p } » ? t, ?, (?) m := 2"),
    `Valeur\u00a0: { $v }\u202f; l’arbre «\u00a0{ $p }\u00a0»\u202f? t, ?, (?) m := 2`,
  );
  assert.equal(frenchText('{ " " }: m'), '{ "\\u00A0" }: m');
  assert.deepEqual(frenchFaults(frenchText("Fin : l'arbre ; « x »")), []);
  for (const path of ['fr.ftl', 'later/fr.ftl']) {
    const text = readFileSync(new URL(`../../../www/i18n/messages/${path}`, import.meta.url), 'utf8');
    assert.equal(frenchFile(text), text, `${path} is as the script sets it`);
  }
});
