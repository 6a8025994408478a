// Practice beside the tree: at 1366×768 the form and Check are on screen, and after Check the
// score and the first three feedback lines are too (the answer column beside the tree); on a
// phone Check brings them into view. The next-step task shows where the step-through stopped
// (its sentence and the call stack) and draws the standpoint it asks in.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Which of the elements matching each selector (the first `n`) are not wholly inside the viewport. */
const offScreen = (page, sels) =>
  page.evaluate((sels) => {
    const out = [];
    for (const [sel, n] of sels) {
      const els = [...document.querySelectorAll(sel)].slice(0, n);
      if (!els.length) out.push(`${sel}: none`);
      for (const e of els) {
        const r = e.getBoundingClientRect();
        if (!(r.width > 0 && r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5))
          out.push(`${sel} at ${Math.round(r.top)}–${Math.round(r.bottom)}`);
      }
    }
    return out;
  }, sels);

for (const [width, height] of [
  [1366, 768],
  [390, 844],
]) {
  for (const task of ['prune', 'values', 'next']) {
    test(`${width}×${height}, ${task}: after Check the score and the first feedback lines are on screen`, async () => {
      const { page, clean } = await h.visit(`index.html#mode=practice&task=${task}`, { viewport: { width, height } });
      await page.waitForSelector('#practice-area .pr-check');
      if (width > 900)
        assert.deepEqual(
          await offScreen(page, [
            ['#practice-area .pr-check', 1],
            ['#practice-area .pr-form', 1],
          ]),
          [],
          'the form and Check',
        );
      if (task === 'next') {
        // An answer to check: the first position offered, no cutoff, m = 0.
        await page.locator('#practice-area .pr-pos').fill('1');
        await page.locator('#practice-area .pr-cutoff input[value=no]').check();
        await page.locator('#practice-area .pr-m').fill('0');
      }
      await page.locator('#practice-area .pr-check').click();
      if (task !== 'next') await page.locator('#practice-area .pr-empty-yes').click(); // an empty answer, checked all the same
      await page.waitForFunction(() => document.querySelector('#practice-area .pr-score').textContent.startsWith('Score'));
      await settled(page);
      assert.deepEqual(
        await offScreen(page, [
          ['#practice-area .pr-score', 1],
          // The mistake is named and explained right under the score; on a phone the next-step
          // task's long sentences leave room below it for the first line of the feedback.
          ['#practice-area .pr-fb', task === 'next' && width < 500 ? 1 : 3],
        ]),
        [],
      );
      clean();
    });
  }
}

test("the next-step task: the stopped step's sentence and the call stack, and the negamax view its m is asked in", async () => {
  const { page, clean } = await h.visit('index.html#mode=practice&task=next', { viewport: { width: 1366, height: 768 } });
  await page.waitForSelector('[data-testid=pr-step-sentence]');
  await page.waitForFunction(() => /^\d+\. /.test(document.querySelector('[data-testid=pr-step-sentence]').textContent));
  const rows = await page.locator('[data-testid=pr-call-stack] tbody tr').count();
  assert.ok(rows >= 2, `${rows} stack rows`);
  // Drawn in negamax: the m of the innermost call in the stack is the label drawn at its position.
  const { m, label } = await page.evaluate(() => {
    const last = [...document.querySelectorAll('[data-testid=pr-call-stack] tbody tr')].at(-1).children;
    const at = last[0].textContent === 'root' ? '' : last[0].textContent;
    return { m: last[3].textContent, label: document.querySelector(`#practice-area text.value[data-dewey="${at}"]`).textContent };
  });
  assert.equal(label, m, 'the m of the innermost call is drawn at its position');
  assert.match(await page.locator('#practice-area .pr-hint').textContent(), /negamax/);
  clean();
});

test("Check brings the first missed position into the tree's view", async () => {
  const { page, clean } = await h.visit('index.html#mode=practice&task=prune', {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.waitForSelector('#practice-area .pr-check');
  await page.locator('#practice-area .pr-check').click();
  await page.locator('#practice-area .pr-empty-yes').click(); // an empty answer, checked all the same
  await page.waitForSelector('#practice-area .pr-fb');
  const off = await page.evaluate(async () => {
    const box = document.querySelector('#practice-area [data-testid=tree]');
    while (box.treeView.following.gliding) await new Promise((ok) => requestAnimationFrame(ok));
    const first = document.querySelector('#practice-area .pr-fb.pr-missed').dataset.dewey;
    const r = box.getBoundingClientRect();
    const q = box.querySelector(`text.value[data-dewey="${first}"]`).closest('.node').getBoundingClientRect();
    return q.left < r.left || q.right > r.right || q.top < r.top || q.bottom > r.bottom ? first : null;
  });
  assert.equal(off, null);
  clean();
});
