// Compare that fits: side by side at 1366×768, F1's and F2's trees of K&M's Fig. 1 each show
// their first difference (2.1.1.3) inside the box at a readable size, with the overview map
// (the whole would be 2 px: compare-readable.test.mjs); a zoom or pan in one box moves the
// others alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** For each compared procedure: how many positions it draws and which lie outside its box. */
const outside = (page, procs) =>
  page.evaluate((procs) => {
    const out = {};
    for (const p of procs) {
      const box = document.querySelector(`#compare-host [data-proc=${p}] [data-testid=tree]`);
      const r = box.getBoundingClientRect();
      const nodes = [...box.querySelectorAll('.node')];
      const off = nodes.filter((g) => {
        const q = g.getBoundingClientRect();
        return q.left < r.left - 0.5 || q.right > r.right + 0.5 || q.top < r.top - 0.5 || q.bottom > r.bottom + 0.5;
      });
      const map = box.parentElement.querySelector('canvas.tv-minimap');
      out[p] = { positions: nodes.length, outside: off.length, minimap: !!map && !map.hidden };
    }
    return out;
  }, procs);

for (const colorScheme of ['light', 'dark']) {
  test(`1366×768 (${colorScheme}): F1 and F2 side by side show the first difference of Fig. 1 readably`, async () => {
    const { page, context, clean } = await h.open('index.html#proc=compare', { viewport: { width: 1366, height: 768 }, colorScheme });
    await settled(page);
    const got = await outside(page, ['F1', 'F2']);
    for (const p of ['F1', 'F2']) assert.deepEqual({ positions: got[p].positions, minimap: got[p].minimap }, { positions: 121, minimap: true }, p);
    const first = await page.evaluate(() =>
      ['F1', 'F2'].map((p) => {
        const box = document.querySelector(`#compare-host [data-proc=${p}] [data-testid=tree]`);
        const r = box.getBoundingClientRect();
        const q = box.querySelector('[data-dewey="2.1.1.3"]').parentNode.querySelector('.shape').getBoundingClientRect();
        return q.left >= r.left && q.right <= r.right && q.top >= r.top && q.bottom <= r.bottom;
      }),
    );
    assert.deepEqual(first, [true, true], 'the first difference, 2.1.1.3, inside both boxes');
    const [a, b] = await Promise.all(['F1', 'F2'].map((p) => page.locator(`#compare-host [data-proc=${p}]`).boundingBox()));
    assert.ok(Math.abs(a.y - b.y) < 2 && a.x + a.width <= b.x, 'side by side');
    clean();
    await context.close();
  });
}

test('a zoom in one compared tree zooms the others alike', async () => {
  const { page, context, clean } = await h.open('index.html#proc=compare', { viewport: { width: 1366, height: 768 } });
  const f1 = page.locator('#compare-host [data-proc=F1] [data-testid=tree]');
  const b = await f1.boundingBox();
  const before = await f1.evaluate((e) => e.treeView.following.k);
  await page.mouse.move(b.x + b.width / 3, b.y + b.height / 2);
  await page.mouse.wheel(0, -400);
  await settled(page);
  const t = await page.evaluate(() =>
    ['F0', 'F1', 'F2'].map((p) => document.querySelector(`#compare-host [data-proc=${p}] [data-testid=tree]`).treeView.following),
  );
  assert.ok(t[1].k > before * 1.5, `zoomed in from ${before} to ${t[1].k}`);
  for (const other of [t[0], t[2]]) assert.deepEqual({ k: other.k, x: other.x, y: other.y }, { k: t[1].k, x: t[1].x, y: t[1].y });
  clean();
  await context.close();
});
