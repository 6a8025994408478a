// The messages against docs/glossary.md: no language uses a word its "Words not used" table
// forbids (a wrong sense, or a second word for a notion that has one), and every message
// whose English says a notion of the "Notions checked" table says it in each language with
// the glossary's one word.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { messagesOf } from './message-texts.mjs';

const glossary = readFileSync(fileURLToPath(new URL('../../../docs/glossary.md', import.meta.url)), 'utf8');
const LANGS = ['fr', 'es', 'de', 'pl'];

/** The rows of the table under the heading `title`: its cells, `\|` read as a `|` inside a cell. */
export function tableRows(markdown, title) {
  const at = markdown.indexOf(`\n## ${title}\n`);
  assert.ok(at >= 0, `docs/glossary.md has a section "${title}"`);
  const lines = markdown.slice(at + title.length + 5).split('\n');
  const start = lines.findIndex((l) => l.startsWith('|'));
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\\\|/g, '|')),
    );
  }
  return rows;
}

/** A message's texts (every variant, every attribute) as one text to search. */
const whole = (lang) => new Map(messagesOf(lang).map((m) => [m.id, m.texts.join('\n')]));
const messages = Object.fromEntries(['en', ...LANGS].map((l) => [l, whole(l)]));

/** A word at the beginning of a word (so "échec" finds "Échecs" but not "rééchec"), case ignored. */
const wordAt = (word) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu');

const notUsed = tableRows(glossary, 'Words not used');

test('glossary: its tables are read (the words not used, the notions checked)', () => {
  assert.ok(notUsed.length >= 10, `${notUsed.length} words not used`);
  for (const [lang] of notUsed) assert.ok(LANGS.includes(lang), `"${lang}" is a language of the page`);
  assert.ok(wordAt('échec').test('La recherche : Échec bas'));
  assert.ok(wordAt('salva').test('la ventana la salvaguarda')); // a word's beginning counts
  assert.ok(!wordAt('échec').test('rééchec'));
});

for (const lang of LANGS) {
  test(`glossary: ${lang} uses none of the words the glossary does not use`, () => {
    const found = [];
    for (const [l, word, instead] of notUsed) {
      if (l !== lang) continue;
      const re = wordAt(word);
      for (const [id, text] of messages[lang]) if (re.test(text)) found.push(`${id}: "${word}" (the glossary says "${instead}")`);
    }
    assert.deepEqual(found, []);
  });
}

const notions = tableRows(glossary, 'Notions checked');

test('glossary: each notion checked is said by some English messages', () => {
  assert.ok(notions.length >= 10, `${notions.length} notions`);
  for (const [english] of notions) {
    const re = new RegExp(english, 'i');
    assert.ok(
      [...messages.en.values()].some((text) => re.test(text)),
      `no English message says ${english}`,
    );
  }
});

for (const [i, lang] of LANGS.entries()) {
  test(`glossary: every ${lang} message says each notion checked with the glossary's word`, () => {
    const missing = [];
    for (const row of notions) {
      const english = new RegExp(row[0], 'i');
      const word = new RegExp(row[i + 1], 'iu');
      for (const [id, text] of messages.en) {
        if (english.test(text) && !word.test(messages[lang].get(id) ?? '')) missing.push(`${id}: says ${row[0]} without "${row[i + 1]}"`);
      }
    }
    assert.deepEqual(missing, []);
  });
}
