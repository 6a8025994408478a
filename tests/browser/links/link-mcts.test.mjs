// The Monte Carlo box in a link (mcts=, www/mcts/link.js): a link with mcts=i:…,s:…,c:… opens
// the box with those options and runs them (the run shown is the core's run of the same
// options, GameTree.mcts in node); a run with other options, and closing the box, go back to
// the link; a hostile value is refused in the box with a message naming the key, nothing runs,
// it is not written back and the page stays usable.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TEXT = '((3,1,4),(1,5,9),(2,6,5))';
const mctsKey = (page) => page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('mcts'));

describe('mcts= in a link', () => {
  test('opens the box with its options and runs them; other options and closing the box go back to the link', async () => {
    const { page, context, clean } = await h.open(`index.html#tree=${TEXT}&mcts=i:700,s:9,c:0.5`);
    await page.waitForSelector('#mcts-table tbody tr');
    assert.equal(await page.locator('#mcts-panel').evaluate((d) => d.open), true);
    const fields = await page.evaluate(() => ['iterations', 'seed', 'c'].map((k) => document.getElementById(`mcts-${k}`).value));
    assert.deepEqual(fields, ['700', '9', '0.5']);
    const t = GameTree.parse(TEXT);
    let want;
    try {
      want = t.mcts({ iterations: 700, seed: 9, c: 0.5 });
    } finally {
      t.free();
    }
    const at = new Map(Array.from(want.ids, (id, k) => [id, k]));
    const rows = await page.locator('#mcts-table tbody tr').evaluateAll((trs) => trs.map((tr) => [Number(tr.dataset.id), Number(tr.dataset.n)]));
    for (const [id, n] of rows) assert.equal(n, want.n[at.get(id)], `N at ${id}`);
    await settled(page);
    assert.equal(await mctsKey(page), 'i:700,s:9,c:0.5');
    // Another run goes to the link; √2 (the default) is left out.
    await page.locator('#mcts-seed').fill('4');
    await page.locator('#mcts-c').fill('√2');
    await page.locator('#mcts-run').click();
    await page.waitForFunction(() => /[&#]mcts=i:700,s:4(&|$)/.test(location.hash));
    // Closed: no mcts= in the link; opened again: its options are back in it.
    await page.locator('#mcts-panel > summary').click();
    await page.waitForFunction(() => !/[&#]mcts=/.test(location.hash));
    await page.locator('#mcts-panel > summary').click();
    await page.waitForFunction(() => /[&#]mcts=i:700,s:4(&|$)/.test(location.hash));
    clean();
    await context.close();
  });

  for (const value of ['i:0', 'i:1000001', 'c:-1', 's:1,s:2', 'i:5,x:1', encodeURIComponent('<img src=x onerror="window.__pwned=1">'), 'x'.repeat(5000)]) {
    test(`a hostile value is refused in the box with a message, nothing runs, the page stays usable: mcts=${value.slice(0, 30)}`, async () => {
      const { page, context, errors } = await h.open(`index.html#tree=${TEXT}&mcts=${value}`);
      await page.waitForFunction(() => document.getElementById('mcts-msg')?.textContent.length > 0);
      assert.match(
        await page.locator('#mcts-msg').textContent(),
        /^the Monte Carlo box \(mcts=\) takes i \(the iterations, 1 to 1,000,000\).*such as mcts=i:10000,s:7,c:1\.4, or mcts=on; not '.*'$/,
      );
      assert.equal(await page.locator('#mcts-panel').evaluate((d) => d.open), true);
      assert.equal(await page.locator('#mcts-table').isVisible(), false, 'nothing ran');
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      // The refused value is not written back: the open box's options (the defaults) are.
      await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('mcts') === 'on');
      // Usable: the box runs by hand.
      await page.locator('#mcts-run').click();
      await page.waitForSelector('#mcts-table tbody tr');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
