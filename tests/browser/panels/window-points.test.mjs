// A window's effect is pointed to: the positions it saves (and those its re-search costs)
// are named after the result with a button that selects them, and the view shows them when
// the window is set (K&M section 4's aspiration search on Fig. 1).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The saved and window-only positions named by the window panel, and those outside the tree's box. */
const pointed = (page) =>
  page.evaluate(async () => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    while (box.treeView.following.gliding) await new Promise((ok) => requestAnimationFrame(ok));
    const p = document.querySelector('#window-result .window-points');
    const words = (s) => (s ? s.split(' ').filter(Boolean) : []);
    const saved = words(p?.dataset.saved);
    const extra = words(p?.dataset.extra);
    const r = box.getBoundingClientRect();
    const off = [...saved, ...extra].filter((d) => {
      const q = box.querySelector(`[data-dewey="${d}"]`).closest('.node').getBoundingClientRect();
      return q.left < r.left || q.right > r.right || q.top < r.top || q.bottom > r.bottom;
    });
    return { saved, extra, off };
  });

test('α = 0, β = 4 on Fig. 1: 3.1.3 is saved, named, shown, and selected by the button', async () => {
  const { page, context, clean } = await h.open('index.html#alpha=0&beta=4', { viewport: { width: 1366, height: 768 } });
  const got = await pointed(page);
  assert.deepEqual(got, { saved: ['3.1.3'], extra: [], off: [] });
  assert.match(await page.locator('#window-result .window-points').textContent(), /saved: 3\.1\.3/);
  await page.locator('#window-result .window-show').click();
  await page.waitForFunction(() => /Position 3\.1\.3\b/.test(document.getElementById('sel-info').textContent));
  clean();
  await context.close();
});

test('a window linked: what it saves or costs comes into view (several windows, on a phone too)', async () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    const { page, context, clean } = await h.open('index.html', { viewport });
    for (const [a, b] of [
      ['0', '4'],
      ['3', '5'],
      ['-1', '1'],
      ['5', '9'],
    ]) {
      await page.evaluate(([a, b]) => (location.hash = `#alpha=${a}&beta=${b}`), [a, b]); // a link
      await page
        .waitForFunction(([a, b]) => document.getElementById('summary').textContent.includes(`window (${a.replace('-', '−')}, ${b}`), [a, b], {
          timeout: 20_000,
        })
        .catch(async (e) => {
          const seen = await page.evaluate(() => ({
            summary: document.getElementById('summary').textContent,
            hash: location.hash,
            ready: document.documentElement.dataset.ready,
          }));
          throw new Error(`(${a}, ${b}) at ${viewport.width}: the summary never named the window: ${JSON.stringify(seen)} (${e.message})`);
        });
      const got = await pointed(page);
      // On a phone, positions saved all over Fig. 1 cannot all be shown at a zoom where they
      // can be read: the first named is, the others are named and a tap away.
      const first = [...got.saved, ...got.extra][0];
      if (viewport.width > 900) assert.deepEqual(got.off, [], `(${a}, ${b}) at ${viewport.width}: ${JSON.stringify(got)}`);
      else assert.ok(!got.off.includes(first), `(${a}, ${b}) at ${viewport.width}: ${JSON.stringify(got)}`);
    }
    clean();
    await context.close();
  }
});
