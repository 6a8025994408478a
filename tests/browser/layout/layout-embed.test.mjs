// The web component's controls (procedure, window, steps) on the example course page, and
// what the page shows when embed.js cannot load.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const inShadow = (page, sel) => page.locator(`#steps >> ${sel}`);

test('controls="all": a step-through, a procedure menu and the window, with no iframe', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.waitForFunction(() => document.getElementById('steps')?.result);
  const t = GameTree.parse('((3,1,4),(1,5,9),(2,6,5))');
  const n = t.run('F2', { trace: true }).trace.length;
  t.free();
  // step="0": the first step, with its sentence.
  assert.equal(await inShadow(page, '.count').textContent(), `0 / ${n}`);
  await inShadow(page, 'button[aria-label="Step forward"]').click();
  assert.equal(await inShadow(page, '.count').textContent(), `1 / ${n}`);
  assert.match(await inShadow(page, '.steps').textContent(), /^1\. /);
  await inShadow(page, 'button[aria-label="Last step"]').click();
  assert.match(await inShadow(page, '.steps').textContent(), /^Done: F2 returns 2/);
  // The menu sets the element's attribute: the page's script sees a result event for F1.
  const f1 = page.evaluate(() => new Promise((ok) => document.getElementById('steps').addEventListener('result', (e) => ok(e.detail), { once: true })));
  await inShadow(page, 'select[aria-label=Procedure]').selectOption('F1');
  assert.equal((await f1).procedure, 'F1');
  assert.equal(await page.locator('#steps').getAttribute('procedure'), 'F1');
  // The window's inputs likewise.
  const win = page.evaluate(() => new Promise((ok) => document.getElementById('steps').addEventListener('result', (e) => ok(e.detail), { once: true })));
  await inShadow(page, 'select[aria-label=Procedure]').selectOption('F2');
  await win;
  const failed = page.evaluate(() => new Promise((ok) => document.getElementById('steps').addEventListener('result', (e) => ok(e.detail), { once: true })));
  await inShadow(page, 'input[aria-label=alpha]').fill('3');
  await inShadow(page, 'input[aria-label=beta]').fill('5');
  await inShadow(page, 'input[aria-label=beta]').press('Enter');
  await inShadow(page, 'input[aria-label=beta]').blur();
  assert.equal((await failed).outcome, 'fail_low');
  // An element without the attribute shows no controls.
  assert.equal(await page.locator('#fig1 >> .bar').isVisible(), false);
  clean();
  await context.close();
});

test('when embed.js cannot load, the elements keep their room and say why', async () => {
  const context = await h.browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  await page.route('**/embed.js', (r) => r.abort());
  await page.goto(`${h.server.url}www/embed/example.html`);
  await page.waitForLoadState('load');
  const el = page.locator('#fig1');
  assert.ok((await el.boundingBox()).height >= 60, 'not collapsed');
  const said = await el.evaluate((e) => getComputedStyle(e, '::before').content);
  assert.match(said, /embed\.js could not be loaded/);
  await context.close();
});
