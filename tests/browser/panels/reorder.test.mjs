// The generator panel's reorderings and K&M section 7's worst case are the full core's (not
// in the first load: crate/src/wasm/tree.rs): the buttons load it, then edit the tree as the
// core does, and undo takes the edit back.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,(1,8)),(5,2,(9,4)),7)';
const treeText = (page) => page.locator('#tree-text').inputValue();

test("reorder and worst case: the full core loads, the tree becomes the core's, undo restores it", async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}`);
  await page.locator('#gen-panel summary').click();
  const base = GameTree.parse(TREE);
  for (const [button, made] of [
    ['[data-reorder=best-first]', base.reorder('best-first', 0)],
    ['[data-reorder=reversed]', base.reorder('reversed', 0)],
    ['#worst-case', base.worstCase()],
  ]) {
    const want = made.text();
    await page.locator(button).click();
    await page.waitForFunction((t) => document.getElementById('tree-text').value === t, want, { timeout: 60_000 });
    assert.equal(await page.locator('#order-msg').textContent(), '', button);
    await page.locator('#undo').click();
    assert.equal(await treeText(page), GameTree.parse(TREE).text(), `${button}: undo`);
  }
  clean();
  await context.close();
});
