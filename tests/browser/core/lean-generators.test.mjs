// The page's first module (www/pkg) generates only the form's default model (i.i.d.); the
// other models are the full module's (www/core/lean-generators.js). A link or the generator
// form naming one of them still makes the same tree as the core does: the page loads the
// full core first, and the tree worker (big trees) loads it too.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const treeText = (page) => page.locator('#tree-text').inputValue();
/** Records the tree notice's text whenever a worker's stage is shown (html[data-loading]). */
const recordStages = (page) =>
  page.addInitScript(() => {
    window.stages = [];
    new MutationObserver(() => {
      if (document.documentElement.dataset.loading) window.stages.push(document.getElementById('tree-notice')?.textContent ?? '');
    }).observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
  });
const summaryHas = (page, n) =>
  page.waitForFunction((n) => document.getElementById('summary').textContent.includes(`of ${n} positions`), n, { timeout: 60_000 });

describe('generators the lean core lacks', () => {
  test('a gen= link of another model: small (made on the page) and big (made in the tree worker)', async () => {
    for (const [link, spec] of [
      ['gen=model:permutation,d:3,h:4,seed:7', { model: 'permutation', degree: 3, height: 4, seed: 7 }],
      ['gen=model:additive,d:4,h:8,seed:3', { model: 'additive', degree: 4, height: 8, seed: 3 }], // 87,381 positions: the worker
    ]) {
      const want = GameTree.generate(spec);
      const { page, context, clean } = await h.open(`index.html#${link}`, { beforeGoto: recordStages });
      await summaryHas(page, want.size());
      assert.equal(await treeText(page), want.text(), link);
      assert.equal(await page.locator('#tree-notice').textContent(), '', link);
      // The big one: the worker said it was generating (a worker that cannot start says
      // nothing and leaves the tree to the page).
      if (want.size() >= 20_000)
        assert.ok(
          (await page.evaluate(() => window.stages)).some((s) => /generating the tree/.test(s)),
          link,
        );
      want.free();
      clean();
      await context.close();
    }
  });

  test('the generator form makes a tree of another model, then the default model again', async () => {
    const { page, context, clean } = await h.open('index.html');
    await page.locator('#gen-panel summary').click();
    const form = page.locator('#gen-form');
    const spec = { model: 'dependent', degree: 2, height: 5, seed: 11 };
    await form.locator('select[name=model]').selectOption(spec.model);
    await form.locator('input[name=degree]').fill('2');
    await form.locator('input[name=height]').fill('5');
    await form.locator('input[name=seed]').fill('11');
    await form.locator('button[type=submit]').click();
    const want = GameTree.generate(spec).text();
    await summaryHas(page, 63);
    assert.equal(await treeText(page), want);
    assert.equal(await page.locator('#gen-msg').textContent(), '');
    await form.locator('select[name=model]').selectOption('iid');
    await form.locator('button[type=submit]').click();
    const iid = GameTree.generate({ model: 'iid', degree: 2, height: 5, seed: 11, lo: -9, hi: 9 }).text();
    await page.waitForFunction((t) => document.getElementById('tree-text').value === t, iid);
    clean();
    await context.close();
  });
});
