// The single file opened from disk: its links would be file:// addresses nobody else can
// open, and the page says so (no public address is configured in the test build).
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../support/helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

test('Copy link and Copy embed code in the file:// page say they work only on this computer', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${pathToFileURL(resolve('dist/playground.html')).href}#tree=((3,1,4),(1,5,9),(2,6,5))`);
  await page.waitForSelector('html[data-ready=true]', { state: 'attached' });
  for (const [button, what] of [
    ['#copy-link', 'link'],
    ['#copy-embed', 'embed code'],
  ]) {
    // Copy embed code is in the For teachers menu.
    if (button === '#copy-embed') await page.locator('#teach-menu > summary').click();
    await page.locator(button).click();
    await page.waitForFunction(() => document.getElementById('share-status').textContent !== '');
    assert.match(await page.locator('#share-status').textContent(), new RegExp(`file on this computer \\(file://\\): the ${what} works only here`));
    await page.evaluate(() => (document.getElementById('share-status').textContent = ''));
  }
  await page.close();
});
