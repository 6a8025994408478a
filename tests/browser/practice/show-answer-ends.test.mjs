// Show answer ends the exercise as shown: pressed with no check after it, the page records a
// check scoring 0 in the attempt log (and its menu counts it), once; a check after it is
// recorded as any check (0); and the element fires its `answer` event the same way. The
// learning systems' doors (SCORM, SPLICE) are tests/browser/lms's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';
const log = (page) =>
  page.evaluate(() =>
    (localStorage.getItem('gametree-practice-log') ?? '')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  );
/** The core's total of the prune task on TREE (F2, minimax). */
function total() {
  const g = GameTree.parse(TREE);
  try {
    return g.practiceCheck('prune', 'F2', { view: 'minimax' }, { pruned: [] }).total;
  } finally {
    g.free();
  }
}

test('the page: Show answer alone is logged as a check scoring 0, once; a check after it too', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune`);
  await page.waitForSelector('.practice .pr-tree svg g.node');
  await page.locator('.practice g.node[data-dewey="2.2"]').click(); // the student's own mark, kept in the record
  assert.deepEqual(await log(page), []);
  await page.click('.pr-show');
  await page
    .locator('.pr-score')
    .filter({ hasText: /^Answer: / })
    .waitFor();
  await page.waitForFunction(() => (localStorage.getItem('gametree-practice-log') ?? '').length > 0);
  const [shown] = await log(page);
  assert.deepEqual(
    [shown.task, shown.score, shown.total, shown.correct, shown.revealed, shown.shown, shown.answer],
    ['prune', 0, total(), false, true, true, { pruned: ['2.2'] }],
  );
  await page.click('.practice-log summary');
  await page.locator('.pr-log-count').filter({ hasText: /\b1\b/ }).waitFor();
  // Pressed again: the exercise has ended already, nothing more is logged.
  await page.click('.pr-show');
  await page.click('.pr-check');
  await page.locator('.pr-score').filter({ hasText: 'The answer was shown: this check scores 0.' }).waitFor();
  const after = await log(page);
  assert.equal(after.length, 2);
  assert.deepEqual([after[1].score, after[1].revealed, after[1].shown], [0, true, undefined]);
  await context.close();
  clean();
});

test('the element: Show answer alone fires the answer event, scoring 0', async () => {
  const { page, context, clean } = await h.open('www/course/index.html', { ready: null });
  await page.evaluate(() => document.getElementById('ex-prune').practiceReady);
  const event = page.evaluate(() => new Promise((ok) => document.getElementById('ex-prune').addEventListener('answer', (e) => ok(e.detail), { once: true })));
  await page.locator('#ex-prune .pr-show').click();
  const d = await event;
  assert.deepEqual([d.task, d.score, d.correct, d.revealed, d.shown, d.record.shown, d.record.score], ['prune', 0, false, true, true, true, 0]);
  assert.equal(d.total, total());
  await context.close();
  clean();
});
