// Compare you can read: at 1366×768 and 1280×720 every tree of the compare view — F0, F1, F2
// and up to two procedures added (cmp=) — shows K&M's Fig. 1 with its values at 10 CSS px or
// more (the whole tree would be 2 px side by side), around the first difference of A and B.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Per tree of the compare view: the values inside its box and the smallest's size (CSS px). */
const sizes = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#compare-host [data-testid=tree]')]
      .filter((box) => box.getClientRects().length)
      .map((box) => {
        const b = box.getBoundingClientRect();
        const px = [];
        for (const t of box.querySelectorAll('.node .value')) {
          const r = t.getBoundingClientRect();
          if (!t.textContent || r.left < b.left || r.right > b.right || r.top < b.top || r.bottom > b.bottom) continue;
          px.push(parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
        }
        return { proc: box.closest('[data-proc]')?.dataset.proc ?? box.getAttribute('aria-label'), values: px.length, min: Math.min(...px) };
      }),
  );

for (const [width, height] of [
  [1366, 768],
  [1280, 720],
]) {
  for (const cmp of ['', 'mtdf', 'mtdf,pvs']) {
    test(`compare at ${width}×${height}${cmp ? ` with ${cmp}` : ''}: every tree's values at 10 px or more`, async () => {
      const { page, context, clean } = await h.open(`index.html#proc=compare${cmp ? `&cmp=${cmp}` : ''}`, { viewport: { width, height } });
      // Every tree drawn with its values (an added procedure's run arrives after the others').
      await page.waitForFunction(
        (n) => {
          const trees = [...document.querySelectorAll('#compare-host [data-testid=tree]')].filter((b) => b.getClientRects().length);
          return trees.length >= n && trees.every((b) => [...b.querySelectorAll('.node .value')].some((v) => v.textContent));
        },
        3 + (cmp ? cmp.split(',').length : 0),
      );
      await settled(page);
      const got = await sizes(page);
      console.log(`${width}×${height} ${cmp}: ${got.map((g) => `${g.proc} ${g.values} values, ${g.min.toFixed(1)} px`).join('; ')}`);
      assert.equal(got.length, 3 + (cmp ? cmp.split(',').length : 0), 'trees');
      for (const g of got) {
        assert.ok(g.values >= 5, `${g.proc}: ${g.values} values in its box`);
        assert.ok(g.min >= 10, `${g.proc}: values ${g.min.toFixed(1)} px`);
      }
      clean();
      await context.close();
    });
  }
}
