// dist/playground.html: one file, opened straight from disk (file://), no server. Its
// workers are inlined (blob: workers that get the core's bytes from the page): the
// experiments', and the tree worker and the run worker that keep big trees off the page's thread.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { GameTree, KM } from '../support/core.mjs';
import { launchBrowser } from '../support/helpers.mjs';
import { tableCounts, watch } from '../support/page.mjs';

/** DIST: another build (to compare one before a change). */
const FILE = resolve(process.env.DIST ?? 'dist', 'playground.html');
let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('the single-file page works from file:// with nothing else', async () => {
  const file = FILE;
  assert.ok(existsSync(file), 'npm run build writes dist/playground.html');
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const url = pathToFileURL(file).href;
  const { clean } = watch(page, (u) => u.startsWith(url));
  await page.goto(`${url}#tree=((3,1,4),(1,5,9),(2,6,5))&proc=F1`);
  await page.waitForSelector('html[data-ready=true]', { state: 'attached' });
  assert.match(await page.locator('#summary').textContent(), /^F1 with bound \+∞: root value 2; 7 of 9 terminals/);
  await page.locator('#tree-host .node[data-id="4"]').click(); // position 1.1
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('tree-text').value === '((0,1,4),(1,5,9),(2,6,5))');
  assert.match(await page.locator('#summary').textContent(), /root value 2;/);
  // The experiments' worker is inlined (a blob: worker) and gets the wasm from the page.
  await page.locator('#exp-panel summary').click();
  await page.locator('#exp-form input[name=heights]').fill('2, 3');
  await page.locator('#exp-form input[name=samples]').fill('10');
  await page.locator('#exp-run').click();
  await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 20_000 });
  assert.equal(await page.locator('#exp-table tbody tr').count(), 4);
  await page.waitForSelector('#exp-plot-terminals svg');
  clean();
  await page.close();
});

test('the single file opens and searches a big tree in its workers, from file://', async () => {
  const spec = { model: 'iid', degree: 2, height: 17, seed: 3, lo: -99, hi: 99 };
  const g = GameTree.generate(spec);
  const want = g.counts(KM, { alpha: -20, beta: 20 });
  g.free();
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const url = pathToFileURL(FILE).href;
  const { clean } = watch(page, (u) => u.startsWith(url));
  const urls = [];
  page.on('worker', (w) => urls.push(w.url()));
  // The names of the workers the page makes (the test's own record, around the browser's Worker).
  await page.addInitScript(() => {
    const Made = window.Worker;
    window.__workers = [];
    window.Worker = class extends Made {
      constructor(url, options) {
        super(url, options);
        window.__workers.push(options?.name);
      }
    };
  });
  await page.goto(`${url}#gen=model:iid,d:2,h:17,seed:3,lo:-99,hi:99`);
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 60_000 });
  assert.deepEqual((await page.evaluate(() => window.__workers)).sort(), ['runs', 'tree'], 'the tree is made by the tree worker and held by the run worker');
  assert.equal(urls.length, 2);
  assert.ok(
    urls.every((u) => u.startsWith('blob:')),
    `inlined: blob: workers (${urls})`,
  );
  assert.match(await page.locator('#summary').textContent(), /of 262143 positions/);
  // A new window is searched in the background (the page says so meanwhile), then shows the core's counts.
  await page.evaluate(() => {
    window.__busy = 0;
    new MutationObserver(() => document.documentElement.dataset.busy && window.__busy++).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-busy'],
    });
  });
  await page.locator('#alpha').fill('-20');
  await page.locator('#beta').fill('20');
  await page.waitForFunction(() => /window \(−20, 20\)/.test(document.getElementById('summary').textContent), null, { timeout: 60_000 });
  assert.ok((await page.evaluate(() => window.__busy)) >= 1, 'searched in the background');
  const shown = await tableCounts(page);
  for (const p of ['F0', 'F1', 'F2']) assert.deepEqual([shown[p].terminals, shown[p].positions], [want[p].counts.terminals, want[p].counts.positions], p);
  clean();
  await page.close();
});
