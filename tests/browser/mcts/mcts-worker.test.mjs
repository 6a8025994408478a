// The Monte Carlo box runs UCT in a Web Worker of its own (www/mcts/mcts-worker.js: the core's
// GameTree.mctsSearch stepped in chunks): its progress is posted after each chunk and shown
// (the progress bar's values, counted here: ascending, the first chunk's 16 iterations first,
// the run's total last); the run it shows is the core's run of the same options and seed
// (GameTree.mcts in node); Cancel ends the worker (no progress after), gives the Run button
// back and keeps the last finished run shown.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { openMctsPanel } from '../support/panels.mjs';
import { settled, workerMatching, workersClosed } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const SPEC = { model: 'iid', degree: 3, height: 8, seed: 5, lo: -9, hi: 9 }; // 9,841 positions
const LINK = 'index.html#gen=model:iid,d:3,h:8,seed:5,lo:-9,hi:9';
const isMctsWorker = /\/mcts-worker[^/]*\.js$/;
const fmt = (x) => new Intl.NumberFormat('en', { maximumFractionDigits: 3 }).format(x);

const openPanel = (path) => openMctsPanel(h, path);

/** Starts counting the values the progress bar shows (each a change of its value attribute). */
function countProgress(page) {
  return page.evaluate(() => {
    const bar = document.getElementById('mcts-progress');
    window.__shown = [];
    new MutationObserver((changes) => {
      for (const c of changes) if (c.attributeName === 'value') window.__shown.push([Number(bar.value), Number(bar.max)]);
    }).observe(bar, { attributes: true });
  });
}

async function setOptions(page, { iterations, seed }) {
  await page.locator('#mcts-iterations').fill(String(iterations));
  await page.locator('#mcts-seed').fill(String(seed));
}

/** The table's rows: id, N and W/N as shown. */
const rows = (page) =>
  page
    .locator('#mcts-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => ({ id: Number(tr.dataset.id), n: Number(tr.dataset.n), mean: tr.cells[1 + 1].textContent })));

describe('Monte Carlo box: UCT in a worker', () => {
  test('the worker’s progress is shown after each chunk, and its run is the core’s run of the same seed', async () => {
    const { page, context, clean } = await openPanel(LINK);
    const o = { iterations: 30_000, seed: 11 };
    await setOptions(page, o);
    await countProgress(page);
    await page.locator('#mcts-run').click();
    const worker = await workerMatching(page, isMctsWorker);
    await page.waitForSelector('#mcts-table tbody tr');
    await workersClosed(page, [worker]); // a finished run's worker is ended
    const shown = await page.evaluate(() => window.__shown);
    // The bar is reset to 0 when the run starts, then shows each chunk's count.
    assert.deepEqual(shown[0], [0, o.iterations]);
    const values = shown.slice(1).map(([v]) => v);
    assert.ok(values.length >= 2, `more than one chunk: ${values}`);
    assert.equal(values[0], 16, 'the first chunk is 16 iterations');
    assert.equal(values.at(-1), o.iterations, 'the last progress is the whole run');
    for (let k = 1; k < values.length; k++) assert.ok(values[k] > values[k - 1], `ascending: ${values}`);
    // The core's run in node, the same options and seed.
    const g = GameTree.generate(SPEC);
    let want;
    let dewey;
    try {
      want = g.mcts({ ...o, c: Math.SQRT2 });
      dewey = g.shape().dewey;
    } finally {
      g.free();
    }
    const at = new Map(Array.from(want.ids, (id, k) => [id, k]));
    const got = await rows(page);
    assert.equal(got.length, SPEC.degree);
    for (const r of got) {
      const k = at.get(r.id);
      assert.equal(r.n, want.n[k], `N at ${r.id}`);
      assert.equal(r.mean, fmt(want.w[k] / want.n[k]), `W/N at ${r.id}`);
    }
    const summary = await page.locator('#mcts-summary').textContent();
    assert.ok(summary.includes(`moves to ${dewey[want.best]}`), summary);
    assert.equal(await page.locator('#mcts-status').textContent(), 'UCT ran 30,000 iterations.');
    assert.equal(await page.locator('#mcts-run').isDisabled(), false);
    assert.equal(await page.locator('#mcts-cancel').isDisabled(), true);
    clean();
    await context.close();
  });

  test('Cancel ends the worker at once: no progress after it, the Run button back, the last finished run kept', async () => {
    // 131,071 positions, and the core's most iterations: a run far longer than the test.
    const { page, context, clean } = await openPanel('index.html#gen=model:iid,d:2,h:16,seed:3,lo:-99,hi:99');
    await setOptions(page, { iterations: 300, seed: 2 });
    await page.locator('#mcts-run').click();
    await page.waitForSelector('#mcts-table tbody tr');
    const before = await rows(page);
    await setOptions(page, { iterations: 1_000_000, seed: 2 });
    await page.locator('#mcts-run').click();
    const worker = await workerMatching(page, isMctsWorker);
    await page.waitForFunction(() => document.getElementById('mcts-progress').value > 16);
    assert.equal(await page.locator('#mcts-run').isDisabled(), true, 'Run is off while running');
    await page.locator('#mcts-cancel').click();
    const stopped = await page.locator('#mcts-progress').evaluate((p) => [p.value, p.max]);
    await workersClosed(page, [worker]);
    await settled(page);
    assert.deepEqual(await page.locator('#mcts-progress').evaluate((p) => [p.value, p.max]), stopped, 'no progress after Cancel');
    assert.ok(stopped[0] < stopped[1], `${stopped}`);
    assert.match(await page.locator('#mcts-status').textContent(), /^Cancelled after [\d,]+ of 1,000,000 iterations; the last finished run stays shown\.$/);
    assert.equal(await page.locator('#mcts-run').isDisabled(), false);
    assert.equal(await page.locator('#mcts-cancel').isDisabled(), true);
    assert.deepEqual(await rows(page), before, 'the last finished run stays shown');
    assert.equal(await page.locator('#mcts-table').isVisible(), true);
    clean();
    await context.close();
  });
});
