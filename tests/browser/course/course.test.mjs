// The sample course page (www/course/): linked from the playground, two practice exercises
// and a step-through, and a results table filled by the answer events.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

test('the course page is linked from the playground and its table follows the answers', async () => {
  const { page, context, clean } = await h.open('index.html');
  const href = await page.getAttribute('footer a[href*="course"]', 'href');
  await page.goto(new URL(href, page.url()).href);
  await page.waitForSelector('#ex-prune');
  assert.equal(await page.locator('iframe#stepper-frame').count(), 1);
  await page.evaluate(() => Promise.all([document.getElementById('ex-prune').practiceReady, document.getElementById('ex-window').practiceReady]));
  const row = (id) => page.locator(`#results tr[data-for=${id}]`);
  assert.equal(await row('ex-prune').locator('.score').textContent(), '–');
  // A wrong answer by hand (touch-free click), then the right one as data.
  await page.locator('#ex-prune g.node[data-dewey="3.3"]').click();
  await page.locator('#ex-prune .pr-check').click();
  await page.waitForFunction(() => document.querySelector('#results tr[data-for=ex-prune] .tries').textContent === '1');
  assert.equal(await row('ex-prune').locator('.done').textContent(), 'no');
  await page.evaluate(() => document.getElementById('ex-prune').submitAnswer({ pruned: ['2.2', '2.3'] }));
  assert.equal(await row('ex-prune').locator('.score').textContent(), '2 / 2');
  assert.equal(await row('ex-prune').locator('.tries').textContent(), '2');
  assert.equal(await row('ex-prune').locator('.done').textContent(), 'yes');
  // The explanation sentences are on the page.
  assert.ok((await page.locator('#ex-prune .pr-sentence').first().textContent()).includes('K&M'));
  // The window exercise by hand: the outcome, the value and the positions the window saves
  // (the core's answer for the element's tree and window).
  const g = GameTree.parse('((3,1,4),(1,5,9),(2,6,5))');
  const want = g.practiceExpected('window', 'F2', { view: 'minimax', alpha: 3, beta: 5 });
  g.free();
  await page.locator(`#ex-window .pr-outcome input[value=${want.outcome}]`).check();
  await page.locator('#ex-window .pr-value').fill(String(want.value));
  for (const d of want.saved) await page.locator(`#ex-window g.node[data-dewey="${d}"]`).click();
  await page.locator('#ex-window .pr-check').click();
  assert.equal(await row('ex-window').locator('.done').textContent(), 'yes');
  // The step-through frame runs the playground.
  const frame = page.frameLocator('#stepper-frame');
  await frame.locator('#step-forward').click();
  await frame.locator('#code-panel summary').click(); // closed in an embedded frame
  await frame.locator('#code-panel .code-line.is-current').waitFor();
  assert.match(await frame.locator('#code-panel .code-vars').textContent(), /^p = root, α = −∞, β = \+∞, m = −∞, t = –, i = 0 of d = 3$/);
  await context.close();
  clean();
});
