// Sharing never leaves anything over the page's controls: after "Copy link" (clipboard
// allowed) every control of the header and the tree bar is the element at its own centre (a
// click reaches it), at a desk's, a projector's and a phone's size; the line that says so is
// in the page's language. When the clipboard is refused the field to copy by hand opens, and
// it closes after the copy, on Esc, on a click elsewhere and on a change of mode.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The header's and the tree bar's visible controls that are not the element at their centre. */
const covered = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header.chrome :is(button, select, input, summary), .tree-bar :is(button, select, summary, label)')]
      .filter((el) => el.checkVisibility())
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        if (r.width === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
        // Scrolled out of sight in a box that scrolls sideways (the phone's tree bar): not shown.
        for (let box = el.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const b = box.getBoundingClientRect();
          if (x < b.left || x > b.right || y < b.top || y > b.bottom) return false;
        }
        const at = document.elementFromPoint(x, y);
        return !(at && (el === at || el.contains(at) || at.contains(el)));
      })
      .map((el) => el.id || el.textContent.trim().slice(0, 20)),
  );

const grant = (context, url) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });

describe('the share box', () => {
  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
    [390, 844],
  ]) {
    test(`after Copy link every control of the header and the tree bar takes its clicks (${width}×${height})`, async () => {
      const { page, context, clean } = await h.open('index.html#proc=F2', { viewport: { width, height } });
      await grant(context, page.url());
      if (width < 900) await page.locator('#toolbar-more').click(); // the phone's tools are behind ☰
      await page.locator('#copy-link').click();
      await page.waitForFunction(() => document.getElementById('share-status').textContent === 'Link copied.');
      assert.ok(await page.locator('#share-pop').isHidden(), 'nothing left open');
      assert.match(await page.evaluate(() => navigator.clipboard.readText()), /#.*proc=F2/);
      assert.deepEqual(await covered(page), []);
      clean();
      await context.close();
    });
  }

  for (const lang of ['de', 'fr', 'es', 'pl']) {
    test(`its words are the page's language (${lang})`, async () => {
      const { page, context, clean } = await h.open(`index.html#proc=F2&lang=${lang}`, { viewport: { width: 1366, height: 768 } });
      await grant(context, page.url());
      await page.locator('#copy-link').click();
      await page.waitForFunction(() => document.getElementById('share-status').textContent !== '');
      const said = await page.locator('#share-status').textContent();
      assert.notEqual(said, 'Link copied.');
      assert.equal(said, { de: 'Link kopiert.', fr: 'Lien copié.', es: 'Enlace copiado.', pl: 'Skopiowano link.' }[lang]);
      clean();
      await context.close();
    });
  }

  test('the clipboard refused: the field opens selected, and closes after the copy, on Esc, a click elsewhere, a mode switch', async () => {
    const { page, context, clean } = await h.open('index.html#proc=F2', {
      viewport: { width: 1366, height: 768 },
      // A browser that refuses the clipboard (an insecure page, a denied permission).
      beforeGoto: (p) => p.addInitScript(() => Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denied')) })),
    });
    const open = async () => {
      await page.locator('#copy-link').click();
      await page.waitForFunction(() => !document.getElementById('share-pop').hidden && document.activeElement?.id === 'share-out');
      assert.match(await page.locator('#share-pop-text').textContent(), /^Copy this \(it is selected\):/);
    };
    const closed = () => page.waitForFunction(() => document.getElementById('share-pop').hidden);
    await open();
    await page.keyboard.press('Escape');
    await closed();
    await open();
    await page.mouse.click(300, 400);
    await closed();
    await open();
    await page.keyboard.press('Control+C');
    await closed();
    await open();
    await page.locator('#share-close').click();
    await closed();
    await open();
    await page.evaluate(() => document.getElementById('present-switch').click());
    await closed();
    clean();
    await context.close();
  });
});
