// An empty Check asks before it spends an attempt: the question in the page (not
// window.confirm), "Back to the answer" (focused: the safe choice) leaves everything as it
// was, "Check anyway" checks; an answer with a mark is checked at once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const EX = 'prune.F2.s5.d2h3.random.v-9..9';

test('an empty Check asks first; Back spends nothing, Check anyway checks', async () => {
  const { page, context, clean } = await h.open(`index.html#mode=practice&ex=${EX}&fresh=1&attempts=2`);
  let dialogs = 0;
  page.on('dialog', (d) => (dialogs++, d.dismiss()));
  await page.waitForSelector('.practice .pr-check');
  const bar = page.locator('.practice-fresh .pr-attempts');
  const ask = page.locator('.practice .pr-empty');
  assert.equal(await ask.isHidden(), true);
  await page.locator('.practice .pr-check').click();
  await ask.waitFor({ state: 'visible' });
  assert.equal(await ask.locator('p').textContent(), 'Your answer is empty: nothing is marked or filled in. A check counts as an attempt. Check it anyway?');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'pr-empty-no');
  assert.equal(await page.locator('.practice .pr-score').textContent(), '');
  assert.equal(await bar.textContent(), 'Attempt 1 of 2');
  // Back to the answer: nothing checked, nothing spent; the tree has the focus.
  await page.keyboard.press('Enter');
  assert.equal(await ask.isHidden(), true);
  assert.equal(await page.evaluate(() => document.activeElement?.closest('.pr-tree') != null), true);
  assert.equal(await page.locator('.practice .pr-score').textContent(), '');
  assert.equal(await bar.textContent(), 'Attempt 1 of 2');
  // Check anyway: checked, one attempt spent.
  await page.locator('.practice .pr-check').click();
  await page.locator('.practice .pr-empty-yes').click();
  await page.waitForFunction(() => /^Score 0 of \d+/.test(document.querySelector('.practice .pr-score')?.textContent ?? ''));
  assert.equal(await ask.isHidden(), true);
  assert.match(await bar.textContent(), /^Attempt 1 of 2 · scores: 0\/\d+$/);
  assert.equal(dialogs, 0, 'no window.confirm');
  clean();
  await context.close();
});

test('an answer with a mark is checked at once', async () => {
  const { page, context, clean } = await h.open(`index.html#mode=practice&ex=${EX}`);
  await page.waitForSelector('.practice .pr-check');
  await page.locator('.practice g.node[data-dewey="1"]').click();
  await page.locator('.practice .pr-check').click();
  await page.waitForFunction(() => /^Score /.test(document.querySelector('.practice .pr-score')?.textContent ?? ''));
  assert.equal(await page.locator('.practice .pr-empty').isHidden(), true);
  clean();
  await context.close();
});
