// dist/playground.html: one file, opened straight from disk (file://), no server.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { launchBrowser } from './helpers.mjs';
import { watch } from './page.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('the single-file page works from file:// with nothing else', async () => {
  const file = resolve('dist/playground.html');
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
