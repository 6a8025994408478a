// Prediction while stepping (explore mode, Predict): the step forward waits for a
// prediction; Reveal judges it against the core's next-step answer at that step, steps to
// the position examined and keeps a tally. By keyboard throughout.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

/** The core's next step at step k: {examined, cutoff, m}. */
function next(k) {
  const g = GameTree.parse(TREE);
  try {
    return g.practiceExpected('next', 'F2', { step: k });
  } finally {
    g.free();
  }
}

const step = async (page) => Number((await page.locator('#step-count').textContent()).split(' / ')[0]);

test('Predict: → waits; Reveal judges against the core, steps to the position and keeps a tally', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2`);
  await page.locator('#step-predict').focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('#predict-box:not([hidden])');
  assert.equal(await page.locator('#step-predict').getAttribute('aria-pressed'), 'true');
  await page.waitForFunction(() => /Predicting F2/.test(document.querySelector('.pd-verdict')?.textContent ?? ''));
  assert.equal(await step(page), 0);
  // The step forward waits for a prediction.
  await page.locator('#step-forward').click();
  assert.equal(await step(page), 0);
  assert.match(await page.locator('.pd-verdict').textContent(), /Predict first/);
  let right = 0;
  let made = 0;
  for (let i = 0; i < 5; i++) {
    const k = await step(page);
    const want = next(k);
    const wrong = i === 2; // one wrong prediction: the opposite cutoff
    await page.locator('.pd-pos').fill(want.examined);
    const cut = want.cutoff !== wrong ? 'yes' : 'no';
    await page.locator(`.pd-cutoff input[value=${cut}]`).focus();
    await page.keyboard.press('Space');
    await page.locator('.pd-pos').press('Enter');
    made += 1;
    if (!wrong) right += 1;
    const verdict = await page.locator('.pd-verdict').textContent();
    assert.match(verdict, wrong ? /^✗ Not quite/ : /^✓ Right/);
    assert.match(verdict, new RegExp(`position ${want.examined.replace(/\./g, '\\.')} is examined next`));
    assert.match(verdict, want.cutoff ? /its parent cuts off right after it/ : /its parent does not cut off/);
    assert.equal(await page.locator('.pd-tally').textContent(), `${right} of ${made} predictions right`);
    // The step shown is the one that examines it.
    assert.match(await page.locator('#step-sentence').textContent(), new RegExp(`Examine position ${want.examined.replace(/\./g, '\\.')} `));
    assert.ok((await step(page)) > k);
  }
  // A wrong position: said so.
  const k = await step(page);
  const want = next(k);
  await page.locator('.pd-pos').fill('3.3');
  await page.locator('.pd-cutoff input[value=no]').check();
  await page.locator('.pd-reveal').click();
  if (want.examined !== '3.3') assert.match(await page.locator('.pd-verdict').textContent(), /✗ Not quite: .* \(you said 3\.3\)/);
  // Off again: → steps as before.
  await page.locator('#step-predict').click();
  assert.equal(await page.locator('#predict-box').isHidden(), true);
  const before = await step(page);
  await page.locator('#step-forward').click();
  assert.equal(await step(page), before + 1);
  await context.close();
  clean();
});

test('Predict: a procedure the next-step task does not step through is named', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=sss`);
  await page.locator('#step-predict').click();
  await page.waitForFunction(() => /does not step through/.test(document.querySelector('.pd-verdict')?.textContent ?? ''));
  await context.close();
  clean();
});
