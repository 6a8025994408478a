// A link that changes the page's language says what it could not use in that language: the
// page in English follows a link with lang=de and an unknown view, and the note (and the
// reason inside it) is German; back to a link with lang=fr, French.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Message `id`'s text in `lang` up to its first placeable, from the message files. */
function head(lang, id) {
  for (const file of [`www/i18n/messages/${lang}.ftl`, `www/i18n/messages/later/${lang}.ftl`]) {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${id} = `));
    if (line) return line.slice(id.length + 3).split('{')[0];
  }
  throw new Error(`no ${id} in ${lang}`);
}

test("a link that changes the language words its note in the link's language", async () => {
  const { page, context, clean } = await h.open('index.html#tree=((1,2),(3,4))&lang=en');
  for (const lang of ['de', 'fr']) {
    await page.evaluate((l) => (location.hash = `#tree=((1,2),(3,5))&view=sideways&lang=${l}`), lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const note = page.locator('#tree-notice');
    await note.filter({ hasText: 'sideways' }).waitFor({ timeout: 10_000 });
    const text = await note.textContent();
    assert.ok(text.includes(head(lang, 'link-unused')), `${lang}: ${text}`);
    assert.ok(text.includes(head(lang, 'link-unknown-view')), `${lang}: ${text}`);
  }
  await context.close();
  clean();
});
