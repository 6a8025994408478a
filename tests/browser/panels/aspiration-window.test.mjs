// The aspiration window on the page (K&M section 4): the re-search the result offers is an
// edit like any other, so undo gives back the person's window and redo the re-search's; the
// map of every window's total is monotone in lightness, in the light and the dark theme.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

test('"Show the re-search" can be undone: the person\'s window comes back', async () => {
  const { page, context, clean } = await h.open('index.html');
  await page.locator('#alpha').fill('3');
  await page.locator('#beta').fill('5');
  await page.locator('#beta').press('Enter');
  await page.waitForSelector('[data-outcome=fail_low]');
  await page.locator('#window-research').click();
  await page.waitForFunction(() => document.getElementById('beta').value === '3');
  assert.equal(await page.locator('#undo').isDisabled(), false);
  await page.locator('#undo').click();
  await page.waitForFunction(() => document.getElementById('beta').value === '5');
  assert.equal(await page.locator('#alpha').inputValue(), '3');
  await page.waitForSelector('[data-outcome=fail_low]');
  // And redo applies the re-search's window again.
  await page.locator('#redo').click();
  await page.waitForFunction(() => document.getElementById('beta').value === '3');
  clean();
  await context.close();
});

test('the aspiration map is monotone in lightness (darker = more; lighter = more in the dark theme)', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, context, clean } = await h.open('index.html', { colorScheme });
    await page.waitForSelector('#map-host .cell');
    const cells = await page
      .locator('#map-host .cell')
      .evaluateAll((rs) =>
        rs.map((r) => ({ total: Number(/(\d+) positions$/.exec(r.querySelector('title').textContent)[1]), fill: getComputedStyle(r).fill })),
      );
    const lum = (rgb) => {
      const [r, g, b] = rgb
        .match(/\d+/g)
        .slice(0, 3)
        .map((c) => Number(c) / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const sorted = cells.map((c) => ({ total: c.total, l: lum(c.fill) })).sort((a, b) => a.total - b.total);
    const sign = colorScheme === 'light' ? -1 : 1;
    for (let k = 1; k < sorted.length; k++) {
      const [a, b] = [sorted[k - 1], sorted[k]];
      if (a.total === b.total) continue;
      assert.ok(sign * (b.l - a.l) > 0, `${colorScheme}: ${a.total} positions (luminance ${a.l.toFixed(3)}) against ${b.total} (${b.l.toFixed(3)})`);
    }
    assert.equal(await text(page, '#map-scale-hint'), colorScheme === 'light' ? 'darker = more' : 'lighter = more');
    clean();
    await context.close();
  }
});
