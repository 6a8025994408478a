// Feedback modes (feedback=end|continuous|fix): each mark or value judged when it is made,
// Undo, the page's corrections, and the score counting first tries — through the element
// <game-tree-playground mode="practice" feedback="…">, the page's link and the iframe.
// Expected answers come from the core (practiceExpected), never by hand.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

function expected(task) {
  const g = GameTree.parse(TREE);
  try {
    return g.practiceExpected(task, 'F2', { view: 'minimax' });
  } finally {
    g.free();
  }
}

/** An element exercise in the example page; resolves when it is ready. */
async function element(page, attrs) {
  await page.evaluate(
    async ({ tree, attrs }) => {
      const el = document.createElement('game-tree-playground');
      el.id = 'fb';
      for (const [k, v] of Object.entries({ mode: 'practice', proc: 'F2', tree, ...attrs })) el.setAttribute(k, v);
      document.body.append(el);
      await el.practiceReady;
      window.answers = [];
      el.addEventListener('answer', (e) => window.answers.push(e.detail));
    },
    { tree: TREE, attrs },
  );
}

const node = (page, d) => page.locator(`#fb g.node[data-dewey="${d}"]`);

test('continuous: a wrong mark is judged at once and can be undone (button or u); the score counts first tries', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await element(page, { task: 'prune', feedback: 'continuous' });
  const want = expected('prune').pruned;
  assert.ok(want.length >= 1);
  // Position 1 is examined (its parent's first successor): marking it is wrong.
  assert.ok(!want.includes('1'));
  await node(page, '1').click();
  assert.match(await page.locator('#fb .pr-step-note').textContent(), /✗ position 1: wrong\. Position 1 is examined by F2/);
  assert.equal(await page.locator('#fb .pr-marked').count(), 1);
  // Undo by keyboard: Tab to the button, Enter.
  await page.locator('#fb .pr-undo').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('#fb .pr-marked').count(), 0);
  assert.equal(await page.locator('#fb .pr-undo').isHidden(), true);
  // A second wrong mark, undone with u on the tree.
  await node(page, '3').click();
  assert.equal(await page.locator('#fb .pr-marked').count(), 1);
  await page.locator('#fb .practice-svg').focus();
  await page.keyboard.press('u');
  assert.equal(await page.locator('#fb .pr-marked').count(), 0);
  for (const d of want) {
    await node(page, d).click();
    assert.match(await page.locator('#fb .pr-step-note').textContent(), new RegExp(`✓ position ${d.replace('.', '\\.')}: right`));
  }
  await page.locator('#fb .pr-check').click();
  const got = await page.evaluate(() => window.answers.at(-1));
  assert.equal(got.feedback, 'continuous');
  // Every mark right in the end, but two at the second try: not correct (every point is).
  assert.equal(got.correct, false);
  assert.equal(got.total, want.length);
  assert.deepEqual(got.retried, ['1', '3']);
  assert.equal(got.score, Math.max(0, want.length - 2));
  assert.equal(got.record.feedback, 'continuous');
  assert.match(await page.locator('#fb .pr-score').textContent(), /counting first tries \(wrong at the first try: 1, 3\)/);
  await context.close();
  clean();
});

test("fix: a wrong value is corrected to the core's, shown and counted", async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await element(page, { task: 'values', feedback: 'fix' });
  const want = expected('values');
  const d = Object.keys(want.values).find((k) => k !== '');
  await node(page, d).click();
  await page.locator('#fb .pr-value').fill(String(want.values[d] + 7));
  await page.locator('#fb .pr-value').press('Enter');
  assert.match(await page.locator('#fb .pr-step-note').textContent(), new RegExp(`✗ position ${d}: wrong, corrected for you`));
  // The value shown beside the position is now the core's.
  const bound = want.bounds?.[d] ?? 'exact';
  const shown = `${bound === 'lower' ? '≥' : bound === 'upper' ? '≤' : ''}${String(want.values[d]).replace('-', '−')}`;
  assert.deepEqual(await page.locator('#fb .pr-note').allTextContents(), [shown]);
  // And so is the form's: the wrong value is not left in it.
  assert.equal(await page.locator('#fb .pr-value').inputValue(), String(want.values[d]).replace('-', '−'));
  assert.equal(await page.locator('#fb .pr-bound').inputValue(), bound);
  await page.locator('#fb .pr-check').click();
  const got = await page.evaluate(() => window.answers.at(-1));
  assert.equal(got.feedback, 'fix');
  assert.deepEqual(got.fixed, [d]);
  assert.equal(got.score, 0); // the one right value was the page's
  await context.close();
  clean();
});

test('the link: feedback=fix on the page takes a wrong mark back; a bad value falls back to end with the note', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune&feedback=fix`);
  await page.locator('.practice g.node[data-dewey="1"]').click();
  assert.match(await page.locator('.practice .pr-step-note').textContent(), /✗ position 1: wrong, corrected for you/);
  assert.equal(await page.locator('.practice .pr-marked').count(), 0);
  await page.locator('.practice .pr-check').click();
  assert.match(await page.locator('.practice .pr-score').textContent(), /counting first tries \(corrected for you: 1\)/);
  assert.match(await page.evaluate(() => location.hash), /feedback=fix/);
  await context.close();
  clean();
  const bad = await h.open(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune&feedback=sometimes`);
  await bad.page.waitForSelector('.practice .pr-check');
  assert.match(
    await bad.page.locator('#tree-notice').textContent(),
    /Some of the link was not used: unknown feedback 'sometimes' \(end, continuous, fix\): feedback at the end is used/,
  );
  await bad.page.locator('.practice g.node[data-dewey="1"]').click();
  assert.equal(await bad.page.locator('.practice .pr-step-note').isHidden(), true); // end: nothing judged before Check
  assert.doesNotMatch(await bad.page.evaluate(() => location.hash), /feedback=/);
  await bad.context.close();
  bad.clean();
});

test('the iframe: the answer posted to the parent says the mode', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  const answer = expected('prune');
  const got = await page.evaluate(
    ({ tree, answer }) =>
      new Promise((ok) => {
        const f = document.createElement('iframe');
        f.src = `../../index.html#tree=${tree}&proc=F2&mode=practice&task=prune&feedback=continuous&embed=1`;
        f.width = 600;
        f.height = 500;
        window.addEventListener('message', (e) => {
          if (e.source === f.contentWindow && e.data?.type === 'gametree-answer') ok(e.data.detail);
        });
        document.body.append(f);
        const poll = setInterval(() => {
          if (f.contentDocument?.querySelector('.practice g.node')) {
            clearInterval(poll);
            f.contentWindow.postMessage({ type: 'gametree-submit', answer }, '*');
          }
        }, 100);
      }),
    { tree: TREE, answer },
  );
  assert.equal(got.feedback, 'continuous');
  assert.deepEqual(got.retried, []); // answered as data: no steps were judged
  assert.equal(got.score, got.total);
  assert.equal(got.record.feedback, 'continuous');
  assert.deepEqual(got.record.answer, answer);
  await context.close();
  clean();
});

test('on a phone (390×844) a tap on the tree that is judged brings the judgement into view', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune&feedback=continuous`, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await page.waitForSelector('.practice .pr-check');
  await page.locator('.practice g.node[data-dewey="1"]').tap();
  const note = page.locator('.practice .pr-step-note');
  assert.match(await note.textContent(), /✗ position 1: wrong/);
  const box = await note.boundingBox();
  assert.ok(box.y >= 0 && box.y + box.height <= 844 + 1, `the judgement is on screen: ${JSON.stringify(box)}`);
  // The tree stays in view as well.
  const tree = await page.locator('.practice .pr-tree').boundingBox();
  assert.ok(tree.y + tree.height > 0, JSON.stringify(tree));
  await context.close();
  clean();
});
