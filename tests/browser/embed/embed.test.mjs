// Embedding: the <game-tree-playground> web component (dist/embed.js) on the example
// course page, and the iframe in embed mode on the same page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { counts, GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Resolves with the next result (or error) event of element `id`, after running `action`. */
function nextResult(page, id, action) {
  return page.evaluate(
    ([id, action]) =>
      new Promise((ok) => {
        const el = document.getElementById(id);
        const done = (e) => {
          el.removeEventListener('result', done);
          el.removeEventListener('error', done);
          ok({ type: e.type, detail: e.detail });
        };
        el.addEventListener('result', done);
        el.addEventListener('error', done);
        new Function('el', action)(el);
      }),
    [id, action],
  );
}

test('the web component reports results and follows its attributes; instances are independent', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.waitForFunction(() => document.getElementById('fig1')?.result && document.getElementById('small')?.result);
  const pi = GameTree.example('pi').text();
  const core = counts(pi);
  const first = await page.evaluate(() => document.getElementById('fig1').result);
  assert.equal(first.procedure, 'F2');
  assert.equal(first.value, 2);
  assert.equal(first.outcome, 'exact');
  assert.equal(first.terminalsExamined, core.F2.counts.terminals);
  assert.equal(first.positionsExamined, core.F2.counts.positions);
  assert.equal(first.terminalsExamined, 31);
  // The example page's own script logged the event.
  assert.match(await page.locator('#ex-log').textContent(), /F2: value 2, 31 terminals/);

  const f1 = await nextResult(page, 'fig1', "el.setAttribute('procedure', 'F1')");
  assert.equal(f1.type, 'result');
  assert.equal(f1.detail.procedure, 'F1');
  assert.equal(f1.detail.terminalsExamined, 36);

  const win = await nextResult(page, 'fig1', "el.setAttribute('procedure', 'F2'); el.setAttribute('alpha', '3'); el.setAttribute('beta', '5');");
  assert.equal(win.detail.outcome, 'fail_low');
  assert.equal(win.detail.value, 3);
  assert.deepEqual([win.detail.research.alpha, win.detail.research.beta, win.detail.research.value], ['-inf', 3, 2]);

  const tree = await nextResult(page, 'fig1', "el.setAttribute('alpha', '-inf'); el.setAttribute('beta', '+inf'); el.setAttribute('tree', '((3,5),(2,8))')");
  assert.equal(tree.detail.value, 3);
  assert.equal(tree.detail.tree, '((3,5),(2,8))');

  const bad = await nextResult(page, 'fig1', "el.setAttribute('tree', '((1,')");
  assert.equal(bad.type, 'error');
  assert.match(bad.detail.message, /^tree: /);
  assert.equal(await page.evaluate(() => document.getElementById('fig1').result.value), 3, 'the last good result stays');

  // The second instance was not touched by any of this.
  const small = await page.evaluate(() => document.getElementById('small').result);
  assert.equal(small.view, 'minimax');
  assert.equal(small.outcome, 'fail_low');
  assert.equal(small.tree, '((3,1,4),(1,5,9),(2,6,5))');

  // A third instance made by script works on its own.
  const third = await page.evaluate(
    () =>
      new Promise((ok) => {
        const el = document.createElement('game-tree-playground');
        el.id = 'third';
        el.setAttribute('tree', '((1,2),(3,4))');
        el.setAttribute('procedure', 'F0');
        el.addEventListener('result', (e) => ok(e.detail), { once: true });
        document.querySelector('main').append(el);
      }),
  );
  assert.equal(third.procedure, 'F0');
  assert.equal(third.value, 3);
  assert.equal(third.terminalsExamined, 4);
  assert.equal(await page.locator('#third').locator('.node').count(), 7);
  clean();
  await context.close();
});

test('the iframe on the example page shows the playground in embed mode', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.locator('#frame').scrollIntoViewIfNeeded();
  const frame = page.frameLocator('#frame');
  await frame.locator('html[data-ready=true]').waitFor({ state: 'attached', timeout: 15_000 });
  assert.equal(await frame.locator('header.chrome').isVisible(), false);
  assert.match(await frame.locator('#summary').textContent(), /root value 2; 7 of 9 terminals/);
  assert.equal(await frame.locator('#step-count').textContent(), '0 / 36');
  clean();
  await context.close();
});
