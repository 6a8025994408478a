// Predict reveals nothing of the run to come: while the student predicts each step, the page
// shows no counts, no root value, no window result, no cutoff that skipped a selected position
// (nor the way to its step), and a click on a position only selects it (it fills the
// prediction; no editor takes the keys). Switched off, all of it is back.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The π tree's (the first view's) id of the position named `dewey`. */
function idOf(dewey) {
  const t = GameTree.example('pi');
  try {
    return t.shape().dewey.indexOf(dewey);
  } finally {
    t.free();
  }
}

test('while predicting: no counts, value or cutoff shown; a click selects without an editor', async () => {
  const { page, context, clean } = await h.open('index.html');
  await page.waitForSelector('#counts table');
  assert.match(await text(page, '#summary'), /F2/);
  await page.locator('#step-predict').click();
  await page.waitForFunction(() => /Predicting F2/.test(document.querySelector('.pd-verdict')?.textContent ?? ''));
  // What the finished run found is not on the page.
  assert.equal(await page.locator('#counts').evaluate((e) => e.textContent), '');
  assert.equal(await page.locator('#other-counts').evaluate((e) => e.textContent), '');
  assert.equal(await page.locator('#window-result').evaluate((e) => e.textContent), '');
  assert.match(await text(page, '#summary'), /^Predicting F2: its value and how many positions it examines are shown once Predict is switched off\.$/);
  assert.equal(await page.locator('#root-value').getAttribute('data-value'), null);
  // 2.1.1.3: skipped by F2's deep cutoff at 2.1.1 (deep-cutoffs.test.mjs shows it when not predicting).
  const before = await page.locator('#tree-text').inputValue();
  await page.locator(`#tree-host .node[data-id="${idOf('2.1.1.3')}"]`).click();
  await page.waitForFunction(() => document.querySelector('.pd-pos')?.value === '2.1.1.3');
  assert.equal(await page.locator('#cut-reason').isHidden(), true);
  const info = await text(page, '#sel-info');
  assert.match(info, /^Position 2\.1\.1\.3: Max to move, terminal\.$/);
  assert.notEqual(await page.evaluate(() => document.activeElement?.id), 'sel-value');
  // Typing goes nowhere near the tree's values.
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#tree-text').inputValue(), before);
  // A position F2 examines: not what it got there, nor with which window.
  await page.locator(`#tree-host .node[data-id="${idOf('1.1.1.1')}"]`).click();
  await page.waitForFunction(() => document.querySelector('.pd-pos')?.value === '1.1.1.1');
  assert.doesNotMatch(await text(page, '#sel-info'), /examined|window/);
  // Off again: the run's findings come back.
  await page.locator('#step-predict').click();
  await page.waitForSelector('#counts table');
  assert.doesNotMatch(await text(page, '#summary'), /Predicting/);
  await page.locator(`#tree-host .node[data-id="${idOf('2.1.1.3')}"]`).click();
  assert.match(await text(page, '#cut-reason-text'), /F2 skipped it by a deep cutoff at 2\.1\.1/);
  clean();
  await context.close();
});
