// The experiments' plots: end labels never overlap, and an exported figure says what it is
// of (model, degree, samples, seed).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { downloadBytes } from '../support/helpers.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Pairs of text labels of a plot whose boxes intersect. */
const overlaps = (page, sel) =>
  page.locator(`${sel} svg`).evaluate((svg) => {
    const boxes = [...svg.querySelectorAll('text')]
      .filter((t) => t.closest('[aria-label=text]') && t.textContent.trim())
      .map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
    const out = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].r, boxes[j].r];
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) out.push(`${boxes[i].text} / ${boxes[j].text}`);
      }
    }
    return out;
  });

test('plot labels do not overlap (r*/r1, F1/F2) and exports say the model, degree, samples and seed', async () => {
  const link = 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:permutation,d:3,h:2;4;6,n:20,seed:7,p:F1;F2';
  const { page, context, clean } = await h.open(link, { acceptDownloads: true });
  await page.locator('#exp-run').click();
  await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
  await page.waitForSelector('#exp-plot-branching .plot-host svg');
  assert.deepEqual(await overlaps(page, '#exp-plot-terminals .plot-host'), []);
  assert.deepEqual(await overlaps(page, '#exp-plot-branching .plot-host'), []);
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator('[data-plot=branching][data-plot-export=svg]').click()]);
  const svg = (await downloadBytes(d)).toString();
  assert.match(svg, /Model: random permutation of 1\.\.dʰ \(§7\); degree d = 3; 20 samples per height; seed 7\./);
  clean();
  await context.close();
});
