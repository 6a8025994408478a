// A teacher's link (hide=1) stays one: its Teacher link box is ticked and cannot be unticked
// (by mouse, keyboard or a script's click), so Show answer stays off until a check and the
// link keeps hide=1; Worksheet… › LaTeX with solution is disabled (and saves nothing). A
// link without hide=1 can still be made a teacher's link from the box.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

test('hide=1: the box cannot be unticked, Show answer stays off, no solution sheet', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune&hide=1`);
  await page.waitForSelector('.practice .pr-tree svg g.node');
  await page.click('.practice-tools summary');
  const box = page.locator('.pr-hide');
  assert.equal(await box.isChecked(), true);
  assert.equal(await box.isDisabled(), true);
  assert.ok((await box.getAttribute('title'))?.includes("teacher's link"));
  assert.equal(await page.locator('.pr-tex-sol').isDisabled(), true);
  // A script's click (or a forced one) changes nothing either.
  await page.evaluate(() => {
    const b = document.querySelector('.pr-hide');
    b.disabled = false;
    b.click();
    document.querySelector('.pr-tex-sol').disabled = false;
  });
  let saved = false;
  page.on('download', () => (saved = true));
  await page.click('.pr-tex-sol');
  assert.equal(await box.isChecked(), true);
  assert.match(page.url(), /[#&]hide=1(&|$)/);
  assert.equal(await page.locator('.pr-show').isDisabled(), true);
  await page.click('.practice-tools summary');
  assert.equal(saved, false, 'no solution sheet saved');
  await context.close();
  clean();
});

test('without hide=1 the box makes a teacher link, which then stays one', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune`);
  await page.waitForSelector('.practice .pr-tree svg g.node');
  await page.click('.practice-tools summary');
  assert.equal(await page.locator('.pr-tex-sol').isDisabled(), false);
  await page.check('.pr-hide');
  await page.waitForFunction(() => /[#&]hide=1(&|$)/.test(location.hash));
  await page.locator('.pr-hide[disabled]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('.pr-show').isDisabled(), true);
  await context.close();
  clean();
});
