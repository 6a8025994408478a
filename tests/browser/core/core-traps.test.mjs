// No trap poisons the page: a trap in the core (simulated through the guard's test hook) in
// the middle of an edit or of a search is a message, the core is restarted, the page keeps
// its tree and the next edit works. (A real trap, a generator the core could not allocate,
// is in link-hostile-trees.test.mjs.)

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openMeasured, stillEdits } from '../support/heartbeat.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

describe('traps in the core', () => {
  test('a trap in the middle of an edit (simulated) is a message; the tree is kept and the next edit works', async () => {
    const { page, context, errors } = await openMeasured(h, '#tree=((1,2),(3,4))&sel=1.1');
    await page.evaluate(() => (globalThis.__gametreeTrapNext = 'GameTree.setValue'));
    await page.locator('#sel-value').fill('9');
    await page.locator('#sel-value').press('Enter');
    assert.match(
      await text(page, '#edit-msg'),
      /the core failed in GameTree.setValue \(RuntimeError: unreachable.*\); the core was restarted and the page kept its tree/,
    );
    assert.equal(await page.locator('#tree-text').inputValue(), '((1,2),(3,4))');
    // The restarted core serves the same tree object: edits, searches and steps work.
    await page.locator('#sel-value').fill('9');
    await page.locator('#sel-value').press('Enter');
    await page.waitForFunction(() => document.getElementById('tree-text').value === '((9,2),(3,4))');
    assert.match(await text(page, '#summary'), /root value 3;/);
    await page.keyboard.press('Control+z');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a trap during a search (simulated) leaves a message and a working page', async () => {
    const { page, context, errors } = await openMeasured(h, '#tree=((1,2),(3,4))');
    await page.evaluate(() => (globalThis.__gametreeTrapNext = '*'));
    await page.evaluate(() => {
      const box = document.getElementById('tree-text');
      box.value = '((5,6),(7,8))';
      box.form.requestSubmit();
    });
    await page.waitForFunction(() => /the core failed in .*the core was restarted/.test(document.body.textContent));
    await stillEdits(page);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
