// English's messages for the unit tests of modules that build text with t() (the families'
// step sentences, practice feedback): read from disk as the page loads them, so the tests
// check the text the page shows. Import it before those modules format anything.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addMessages, makeBundle } from '../../../www/i18n/bundle.js';
import { useEntries } from '../../../www/i18n/translate.js';

/** Makes t() format with `lang`'s messages (then English's), as the page does after choosing it. */
export function useLanguage(lang) {
  const file = (path) => readFileSync(fileURLToPath(new URL(`../../../www/i18n/messages/${path}`, import.meta.url)), 'utf8');
  const name = (l) => (l === 'en-XA' ? 'en' : l);
  // Both parts, as the page has them once its first view is ready (l10n.js).
  useEntries(
    [...new Set([lang, 'en'])].map((l) => {
      const entry = makeBundle(l, file(`${name(l)}.ftl`));
      addMessages(entry, file(`later/${name(l)}.ftl`));
      return entry;
    }),
  );
}

useLanguage('en');
