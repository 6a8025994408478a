#!/usr/bin/env node
// Screenshots of the built page (dist/) at a laptop's, a desktop's and a phone's size, light
// and dark: the default view, a step-through, compare and the difference view. For looking at,
// not for asserting: node scripts/screenshots-layout.mjs [outdir]
import { mkdirSync } from 'node:fs';
import { launchBrowser, serveDist } from '../tests/browser/support/helpers.mjs';

const out = process.argv[2] ?? 'screenshots';
mkdirSync(out, { recursive: true });
const SIZES = [
  [1366, 768],
  [1920, 1080],
  [390, 844],
];
const VIEWS = {
  default: '',
  step: '#proc=F2&step=83',
  compare: '#proc=compare',
  diff: '#proc=compare',
  pvs: '#proc=pvs&step=12', // another paper's procedure: the full core loads, the code panel opens
  big: '#gen=model:iid,d:11,h:6,seed:5,lo:-99,hi:99', // 1,948,717 positions
};
const server = await serveDist('dist');
const browser = await launchBrowser();
try {
  for (const scheme of ['light', 'dark']) {
    for (const [width, height] of SIZES) {
      const context = await browser.newContext({
        viewport: { width, height },
        colorScheme: scheme,
        isMobile: width < 500,
        hasTouch: width < 500,
        deviceScaleFactor: 1,
      });
      for (const [name, hash] of Object.entries(VIEWS)) {
        const page = await context.newPage();
        await page.goto(`${server.url}index.html${hash}`);
        await page.waitForSelector('html[data-ready=true]', { state: 'attached' });
        if (name === 'diff') await page.locator('input[name=cmp-mode][value=diff]').check({ force: true });
        if (name === 'pvs') {
          await page.waitForSelector('#code-panel summary');
          await page.locator('#code-panel summary').click();
        }
        if (name === 'big') await page.waitForFunction(() => !document.documentElement.dataset.loading, null, { timeout: 60_000 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/${name}-${width}x${height}-${scheme}.png` });
        await page.close();
      }
      if (width === 1366) {
        const page = await context.newPage();
        await page.goto(`${server.url}www/embed/example.html`);
        await page.locator('#steps').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.getElementById('steps')?.result);
        await page.screenshot({ path: `${out}/embed-controls-${width}x${height}-${scheme}.png` });
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
