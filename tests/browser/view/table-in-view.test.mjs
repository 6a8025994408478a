// *Table* shows itself: opened by its button at a step, the table's section comes into view
// (it stands below the step panel, under the fold at 1366×768 and 1280×720) with the current
// step's row on screen, and stepping on keeps the current row on screen.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Whether the table's current row is on screen: inside the viewport and inside every box
 *  that scrolls around it (read after two frames: the table keeps its row in view once the
 *  step is painted). */
const rowShown = (page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise((ok) => requestAnimationFrame(() => ok()));
    const row = document.querySelector('[data-testid=search-table] tbody tr[aria-current]');
    if (!row) return 'no current row';
    const r = row.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight + 0.5) return `row at y ${Math.round(r.top)} in a ${innerHeight} px window`;
    for (let e = row.parentElement; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (!/(auto|scroll)/.test(s.overflowY)) continue;
      const b = e.getBoundingClientRect();
      if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) return `row outside its scroll box ${e.className || e.tagName}`;
    }
    return 'shown';
  });

for (const [width, height] of [
  [1366, 768],
  [1280, 720],
]) {
  test(`Table at ${width}×${height}: comes into view with the current row, which stays on screen while stepping`, async () => {
    const { page, context, clean } = await h.open('index.html#proc=F2&step=83', { viewport: { width, height } });
    await page.waitForSelector('.node[data-current]', { state: 'attached' });
    await page.locator('#view-menu > summary').click(); // the view's switches are in the View menu
    await page.locator('#table-switch').click();
    await page.locator('#view-menu').evaluate((menu) => (menu.open = false));
    await page.waitForSelector('[data-testid=search-table] tbody tr[aria-current]');
    assert.equal(await rowShown(page), 'shown', 'after opening');
    for (let i = 0; i < 12; i++) {
      const before = await page.locator('#step-count').textContent();
      await page.locator('#step-forward').click();
      await page.waitForFunction((b) => document.getElementById('step-count').textContent !== b, before);
      await page.waitForFunction((n) => document.querySelector('[data-testid=search-table] tbody tr[aria-current]') !== null, null);
      assert.equal(await rowShown(page), 'shown', `after ${i + 1} steps`);
    }
    clean();
    await context.close();
  });
}
