// The keyboard help lists every single key the page takes, in every language: the help
// dialog (?) has `b` (presentation mode's blank screen, as `.`: panels/clicker.js) with its
// line, and the Single-key shortcuts box names `b` among the keys it turns off (it does:
// clicker.js asks singleKeys()).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

for (const lang of ['en', 'fr', 'de', 'es', 'pl']) {
  test(`${lang}: the help lists b (blank screen), and the single-key box names it`, async () => {
    const { page, context, clean } = await h.open(`index.html#lang=${lang}`);
    await page.keyboard.press('?');
    await page.locator('#help').waitFor();
    const keys = await page.$$eval('#help dt', (dts) => dts.map((d) => d.textContent));
    assert.ok(
      keys.some((k) => /(^|\s)b$/.test(k) && /\./.test(k)),
      `a line for . and b: ${keys.join(' | ')}`,
    );
    const label = await page.locator('#help label.check').textContent();
    assert.match(label, /\(.*[\s,]b\)/, label);
    clean();
    await context.close();
  });
}
