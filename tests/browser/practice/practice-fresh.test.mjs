// Fresh trees per attempt (fresh=1, attempts=N), the exercise's hint, and the attempt log
// (every check as a JSON line, downloadable; bounded; never breaking the page when
// localStorage is full or refuses writes). Trees and hints come from the core.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
// The same module core.mjs initialised: the core's exercises.
import { exerciseGenerate } from '../../../www/pkg-full/gametree.js';
import { GameTree } from '../support/core.mjs';
import { downloadBytes } from '../support/helpers.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const EX = 'prune.F2.s5.d2h3.random.v-9..9';
const treeOf = (hash) => decodeURIComponent(/[#&]tree=([^&]*)/.exec(hash)?.[1] ?? '');
const core = { exerciseGenerate };

/** The number of cut-off roots of exercise `ex`'s tree (the prune task's total). */
function prunedCount(ex) {
  const g = GameTree.parse(core.exerciseGenerate(ex).tree);
  try {
    return g.practiceExpected('prune', 'F2', { view: 'minimax' }).pruned.length;
  } finally {
    g.free();
  }
}

test('fresh=1&attempts=2: one check per tree, a new tree of the same kind (a new seed), then no attempts left; kept across a reload', async () => {
  const link = `index.html#mode=practice&ex=${EX}&fresh=1&attempts=2`;
  const { page, context, clean } = await h.open(link);
  await page.waitForSelector('.practice .pr-check');
  const bar = page.locator('.practice-fresh .pr-attempts');
  assert.equal(await bar.textContent(), 'Attempt 1 of 2');
  assert.equal(await page.locator('.pr-fresh').isDisabled(), true); // not before a check
  await page.locator('.practice .pr-check').click();
  await page.locator('.practice .pr-empty-yes').click(); // an empty answer, checked all the same
  const first = await page.evaluate(() => document.querySelectorAll('.practice .pr-fb').length);
  assert.ok(first > 0);
  const total = prunedCount(EX);
  assert.equal(await bar.textContent(), `Attempt 1 of 2 · scores: 0/${total}`);
  // A second check of the same tree is refused.
  await page.locator('.practice .pr-check').click();
  assert.match(await page.locator('.practice .pr-error').textContent(), /This tree has been checked: go on to a new tree/);
  // New tree, by keyboard.
  await page.locator('.pr-fresh').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Attempt 2 of 2/.test(document.querySelector('.practice-fresh .pr-attempts')?.textContent ?? ''));
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `gametree-practice-fresh:${EX}`);
  assert.ok(Number.isInteger(stored.seed) && stored.seed !== 5, JSON.stringify(stored));
  // The new tree is the core's exercise with that seed, of the same kind and difficulty.
  const fresh = core.exerciseGenerate({ ...core.exerciseGenerate(EX).spec, seed: stored.seed });
  await page.waitForFunction((t) => decodeURIComponent(location.hash).includes(`tree=${t}`), fresh.tree);
  assert.equal(treeOf(await page.evaluate(() => location.hash)), fresh.tree);
  assert.match(await page.evaluate(() => location.hash), new RegExp(`ex=${EX.replace(/\./g, '\\.')}`)); // the teacher's link stays
  await page.locator('.practice .pr-check').click();
  await page.locator('.practice .pr-empty-yes').click(); // an empty answer, checked all the same
  assert.equal(
    await bar.textContent(),
    `No attempts left (2 of 2 used) · scores: 0/${total}, 0/${prunedCount({ ...core.exerciseGenerate(EX).spec, seed: stored.seed })}`,
  );
  assert.equal(await page.locator('.pr-fresh').isDisabled(), true);
  // A reload: the attempts are still used up (localStorage), the last tree is shown.
  await page.reload();
  await page.waitForSelector('.practice .pr-check');
  assert.match(await page.locator('.practice-fresh .pr-attempts').textContent(), /^No attempts left \(2 of 2 used\)/);
  await page.locator('.practice .pr-check').click();
  assert.match(await page.locator('.practice .pr-error').textContent(), /No attempts left: 2 of 2 used/);
  await context.close();
  clean();
});

test("the hint: the core's, one per exercise, counted in the score and the answer event", async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  const tree = '((3,1,4),(1,5,9),(2,6,5))';
  await page.evaluate(async (tree) => {
    const el = document.createElement('game-tree-playground');
    el.id = 'hx';
    for (const [k, v] of Object.entries({ mode: 'practice', task: 'prune', proc: 'F2', tree })) el.setAttribute(k, v);
    document.body.append(el);
    await el.practiceReady;
    el.addEventListener('answer', (e) => (window.got = e.detail));
  }, tree);
  const g = GameTree.parse(tree);
  const want = g.practiceHint('prune', 'F2', { view: 'minimax' });
  const pruned = g.practiceExpected('prune', 'F2', { view: 'minimax' }).pruned;
  g.free();
  await page.locator('#hx .pr-hint-btn').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#hx .pr-hint-box').textContent(), `Hint: ${want.text}`);
  assert.match(want.text, /Look at the bound/);
  assert.equal(await page.locator('#hx .pr-hint-btn').isDisabled(), true);
  const r = await page.evaluate((pruned) => document.getElementById('hx').submitAnswer({ pruned }), pruned);
  assert.equal(r.hints, 1);
  assert.equal(r.record.hints, 1);
  assert.equal((await page.evaluate(() => window.got)).hints, 1);
  assert.match(await page.locator('#hx .pr-score').textContent(), /\(1 hint used\)/);
  await context.close();
  clean();
});

test('the attempt log: every check a JSON line, downloadable; storage that refuses writes breaks nothing', async () => {
  // localStorage.setItem throws, as in a browser whose storage is full or disabled.
  const { page, context, clean } = await h.open(`index.html#mode=practice&ex=${EX}`, {
    beforeGoto: (p) =>
      p.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }),
  });
  await page.waitForSelector('.practice .pr-check');
  await page.locator('.practice g.node[data-dewey="1"]').click();
  await page.locator('.practice .pr-check').click();
  await page.locator('.practice .pr-retry').click();
  await page.locator('.practice .pr-check').click();
  await page.locator('.practice .pr-empty-yes').click(); // an empty answer, checked all the same
  assert.match(await page.locator('#practice-area > .message').textContent(), /The attempt log cannot be saved in this browser/);
  // The log in the page: download it.
  await page.locator('.practice-log summary').click();
  assert.match(await page.locator('.pr-log-count').textContent(), /^2 checks recorded in this browser; nothing is sent anywhere\.$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.pr-log-save').click()]);
  assert.equal(download.suggestedFilename(), 'gametree-attempts.jsonl');
  const lines = (await downloadBytes(download))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.equal(lines.length, 2);
  assert.deepEqual(Object.keys(lines[0]), ['v', 'time', 'exercise', 'task', 'proc', 'feedback', 'answer', 'score', 'total', 'correct', 'diagnosis', 'hints']);
  assert.deepEqual(
    lines.map((l) => l.answer),
    [{ pruned: ['1'] }, { pruned: [] }],
  );
  assert.deepEqual(
    lines.map((l) => [l.exercise, l.task, l.proc, l.feedback]),
    [
      [EX, 'prune', 'F2', 'end'],
      [EX, 'prune', 'F2', 'end'],
    ],
  );
  // Clear, by keyboard.
  await page.locator('.pr-log-clear').focus();
  await page.keyboard.press('Enter');
  assert.match(await page.locator('.pr-log-count').textContent(), /^0 checks/);
  await context.close();
  clean();
  // Storage that works: the log is kept across a reload.
  const ok = await h.open(`index.html#mode=practice&ex=${EX}`);
  await ok.page.waitForSelector('.practice .pr-check');
  await ok.page.locator('.practice .pr-check').click();
  await ok.page.locator('.practice .pr-empty-yes').click(); // an empty answer, checked all the same
  const stored = await ok.page.evaluate(() => localStorage.getItem('gametree-practice-log'));
  assert.equal(stored.trim().split('\n').length, 1);
  assert.equal(JSON.parse(stored).exercise, EX);
  await ok.context.close();
  ok.clean();
});

test('on a phone (390×844) the hint comes into view when asked for', async () => {
  const tree = '((3,1,4),(1,5,9),(2,6,5))';
  const { page, context, clean } = await h.open(`index.html#tree=${tree}&proc=F2&mode=practice&task=prune`, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.waitForSelector('.practice .pr-check');
  await page.locator('.practice .pr-hint-btn').tap();
  const g = GameTree.parse(tree);
  const want = g.practiceHint('prune', 'F2', { view: 'minimax' });
  g.free();
  const box = page.locator('.practice .pr-hint-box');
  assert.equal(await box.textContent(), `Hint: ${want.text}`);
  const r = await box.boundingBox();
  assert.ok(r.y >= 0 && r.y + r.height <= 844 + 1, `the hint is on screen: ${JSON.stringify(r)}`);
  await context.close();
  clean();
});

test('fresh=1 on a phone (390×844): after a check, New tree is beside Check, in view, and makes the next attempt', async () => {
  const { page, context, clean } = await h.open(`index.html#mode=practice&ex=${EX}&fresh=1&attempts=3`, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.waitForSelector('.practice .pr-check');
  assert.equal(await page.locator('.practice .pr-fresh-again').isHidden(), true); // not before a check
  await page.locator('.practice .pr-check').tap();
  await page.locator('.practice .pr-empty-yes').tap(); // an empty answer, checked all the same
  const again = page.locator('.practice .pr-fresh-again');
  const r = await again.boundingBox();
  assert.ok(r && r.y >= 0 && r.y + r.height <= 844 && r.height >= 24, `in view, a 24 px target: ${JSON.stringify(r)}`);
  await again.tap();
  await page.waitForFunction(() => /Attempt 2 of 3/.test(document.querySelector('.practice-fresh .pr-attempts')?.textContent ?? ''));
  assert.equal(await page.locator('.practice .pr-fresh-again').isHidden(), true); // the new tree is not checked yet
  await context.close();
  clean();
});
