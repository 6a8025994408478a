// A graded package's answer policy (answers= in its link): after-attempts keeps Show answer
// off until the last attempt is spent, and turns it on by that very check; never keeps it off.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const EX = 'prune.F2.s5.d2h3.random.v-9..9';

/** Marks position 1 and checks (one attempt). */
async function attempt(page) {
  await page.locator('.practice g.node[data-dewey="1"]').click();
  await page.locator('.practice .pr-check').click();
  await page.waitForFunction(() => /^Score /.test(document.querySelector('.practice .pr-score')?.textContent ?? ''));
}

test('answers=after-attempts: Show answer is off until the check that spends the last attempt', async () => {
  const { page, context, clean } = await h.open(`index.html#mode=practice&ex=${EX}&fresh=1&attempts=2&answers=after-attempts`);
  await page.waitForSelector('.practice .pr-check');
  const show = page.locator('.practice .pr-show');
  assert.equal(await show.isDisabled(), true);
  await attempt(page);
  assert.equal(await show.isDisabled(), true, 'one attempt of two spent');
  await page.locator('.pr-fresh').click();
  await page.waitForFunction(() => /Attempt 2 of 2/.test(document.querySelector('.practice-fresh .pr-attempts')?.textContent ?? ''));
  assert.equal(await show.isDisabled(), true);
  await attempt(page);
  assert.match(await page.locator('.practice-fresh .pr-attempts').textContent(), /^No attempts left/);
  assert.equal(await show.isDisabled(), false, 'the last attempt is spent');
  await show.click();
  assert.match(await page.locator('.practice .pr-score').textContent(), /^Answer: /);
  clean();
  await context.close();
});

test('answers=never: Show answer stays off, the attempts spent', async () => {
  const { page, context, clean } = await h.open(`index.html#mode=practice&ex=${EX}&fresh=1&attempts=1&answers=never`);
  await page.waitForSelector('.practice .pr-check');
  await attempt(page);
  assert.match(await page.locator('.practice-fresh .pr-attempts').textContent(), /^No attempts left/);
  assert.equal(await page.locator('.practice .pr-show').isDisabled(), true);
  clean();
  await context.close();
});
