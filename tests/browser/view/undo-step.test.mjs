// Undo and redo keep the step of the step-through, as the edit itself does (the last step
// when the run becomes shorter).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const count = (page) => text(page, '#step-count');

test('a value edit, Ctrl+Z and Ctrl+Shift+Z during a step-through keep step 5', async () => {
  const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2&step=5&sel=1.1');
  await page.waitForFunction(() => /^5 \/ \d+$/.test(document.getElementById('step-count').textContent));
  const before = await count(page);
  for (const v of ['100', '101']) {
    await page.locator('#sel-value').fill(v);
    await page.locator('#sel-value').press('Enter');
    await page.waitForFunction((v) => document.querySelector('[data-dewey="1.1"]').textContent.includes(v), v);
  }
  assert.match(await count(page), /^5 \//, 'the edit keeps the step');
  await page.locator('[data-testid=step-sentence]').click(); // out of the value box: Ctrl+Z is the page's
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelector('[data-dewey="1.1"]').textContent.includes('100'));
  assert.match(await count(page), /^5 \//, 'undo keeps the step');
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => /^3$|^−3$/.test(document.querySelector('[data-dewey="1.1"]').textContent));
  assert.equal(await count(page), before, 'undo back to the start keeps the step');
  await page.keyboard.press('Control+Shift+z');
  await page.waitForFunction(() => document.querySelector('[data-dewey="1.1"]').textContent.includes('100'));
  assert.match(await count(page), /^5 \//, 'redo keeps the step');
  clean();
  await context.close();
});
