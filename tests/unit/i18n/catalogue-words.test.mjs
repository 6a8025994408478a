// The procedure menu's words: every procedure of the core's catalogue and every paper has a
// message, English's is the catalogue's own label and title (the CLI's words), and the other
// languages word each one (a procedure's name, F2, PVS, SSS*, stays in it).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paperTitle, procedureLabel } from '../../../www/i18n/catalogue-words.js';
import { LANGUAGES } from '../../../www/i18n/languages.js';
import { currentEntries } from '../../../www/i18n/translate.js';
import { core } from '../wasm.mjs';
import { useLanguage } from './english.mjs';

const catalog = core.procedureCatalog();
const compare = { name: 'compare', label: 'Compare (side by side)' }; // the menu's own entry (core/procedures.js)

test('catalogue words: English is the catalogue, for every procedure and paper', () => {
  useLanguage('en');
  const [en] = currentEntries();
  for (const p of [...catalog.procedures, ...catalog.chance, compare]) {
    assert.ok(en.bundle.hasMessage(`proc-label-${p.name}`), `a message for ${p.name}`);
    assert.equal(procedureLabel(p), p.label);
  }
  for (const f of catalog.families) {
    assert.ok(en.bundle.hasMessage(`paper-title-${f.id}`), `a message for ${f.id}`);
    assert.equal(paperTitle(f), f.title);
  }
  // And no message for a procedure or paper the catalogue does not have.
  const known = new Set(
    [...catalog.procedures, ...catalog.chance, compare].map((p) => `proc-label-${p.name}`).concat(catalog.families.map((f) => `paper-title-${f.id}`)),
  );
  const ids = [...en.bundle._messages.keys()].filter((id) => /^(proc-label|paper-title)-/.test(id));
  assert.deepEqual(
    ids.filter((id) => !known.has(id)),
    [],
  );
});

/** The names a label keeps as printed in every language (its procedure's, its section's). */
const kept = (label) => label.match(/\b(F[012]|PVS|SSS\*|MTD\(f\)|NegaScout|Scout|testm|TEST|m&n|§[\d.]+|[A-Z]?alphabeta)/gi) ?? [];

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  test(`catalogue words: ${lang} has every label and keeps the procedures' names in it`, (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    useLanguage(lang);
    try {
      const [mine] = currentEntries();
      for (const p of [...catalog.procedures, ...catalog.chance, compare]) {
        assert.ok(mine.bundle.hasMessage(`proc-label-${p.name}`), `${lang}: a message for ${p.name}`);
        const label = procedureLabel(p);
        for (const name of kept(p.label)) assert.ok(label.includes(name), `${lang} ${p.name}: "${label}" keeps ${name}`);
      }
      for (const f of catalog.families) {
        assert.ok(mine.bundle.hasMessage(`paper-title-${f.id}`), `${lang}: ${f.id}`);
        for (const year of f.title.match(/\d{4}/g)) assert.ok(paperTitle(f).includes(year), `${lang} ${f.id}`);
      }
      assert.deepEqual(warn.mock.calls, []);
    } finally {
      useLanguage('en');
    }
  });
}
