// A worker of the page that ends without a word (here it closes itself, through the
// DevTools protocol: nothing the page can see) does not leave the page waiting forever:
// the run worker's searches are made on the page's thread and the page says the background
// search stopped; the tree worker's tree is read on the page and the page says so.
// core/worker-watch.js (the lifeline), core/run-mirror.js, core/tree-loader.js.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree, KM } from '../support/core.mjs';
import { Harness, tableCounts, text, wasmAsset } from '../support/page.mjs';
import { workerMatching } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** dist/assets' file of the lean core's wasm. */
const LEAN_WASM = wasmAsset('pkg');

/** The page's worker whose script name starts with `name` (waits for it). */
const workerOf = (page, name) => workerMatching(page, (url) => url.split('/').pop().startsWith(name));

const shownCounts = async (page) =>
  Object.fromEntries(Object.entries(await tableCounts(page)).map(([p, c]) => [p, { terminals: c.terminals, positions: c.positions }]));
// The counts table counts K&M's three with every edit (and the procedure shown, here F2).
const coreCounts = (c) => Object.fromEntries(KM.slice(0, 3).map((p) => [p, { terminals: c[p].counts.terminals, positions: c[p].counts.positions }]));

test('a run worker that stops: the page says so and searches on its own thread', async () => {
  const spec = { model: 'iid', degree: 2, height: 17, seed: 3, lo: -99, hi: 99 };
  const g = GameTree.generate(spec);
  const want = coreCounts(g.counts(KM, { alpha: -20, beta: 20 }));
  g.free();
  const { page, context, clean } = await h.open('index.html#gen=model:iid,d:2,h:17,seed:3,lo:-99,hi:99', { ready: null });
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 120_000 });
  const runs = await workerOf(page, 'run-worker');
  await runs.evaluate(() => self.close()).catch(() => {}); // it ends: no event reaches the page
  await page.locator('#alpha').fill('-20');
  await page.locator('#beta').fill('20');
  await page.waitForFunction(() => /window \(−20, 20\)/.test(document.getElementById('summary').textContent), null, { timeout: 60_000 });
  assert.doesNotMatch(await text(page, '#summary'), /Searching/);
  assert.match(await text(page, '#tree-notice'), /The background search stopped \(it stopped running\): the page searches on its own thread/);
  assert.deepEqual(await shownCounts(page), want, 'the counts are the core’s, made on the page');
  clean();
  await context.close();
});

test('a tree worker that stops: the link’s tree is read on the page, and the page says so', async () => {
  const { page, context, clean } = await h.open('index.html');
  let release;
  const gate = new Promise((ok) => (release = ok));
  let seen;
  const asked = new Promise((ok) => (seen = ok));
  // The tree worker's core is held on its way, so the worker is surely still at work when it stops.
  await page.route(`**/${LEAN_WASM}`, async (route) => {
    seen();
    await gate;
    await route.continue().catch(() => {});
  });
  await page.evaluate(() => (location.hash = '#gen=model:iid,d:2,h:15,seed:6&proc=F2'));
  await asked;
  const trees = await workerOf(page, 'tree-worker');
  await trees.evaluate(() => self.close()).catch(() => {});
  release();
  await page.waitForFunction(() => /of 65535 positions/.test(document.getElementById('summary').textContent), null, { timeout: 60_000 });
  assert.match(await text(page, '#tree-notice'), /The worker that opens big trees stopped \(it stopped running\): the tree was read on the page instead/);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.loading), undefined, 'nothing says it is still opening');
  assert.match(await page.evaluate(() => location.hash), /gen=model:iid,d:2,h:15/, 'the URL is the link’s all along');
  clean();
  await context.close();
});
