#!/usr/bin/env node
// Where the page spends its time opening a link: a Chromium CPU profile of the load (from
// navigation to html[data-ready]), summed by function (self time), the top 25 printed.
// Needs dist/ (npm run build). Used to find the slow steps of big trees (docs/benchmarks.md, "Big trees").
//
//   node scripts/profile-load.mjs '#gen=model:iid,d:11,h:6,seed:1'
//   node scripts/profile-load.mjs --wide      (the hostile 199,999-wide tree of tests/browser/links/link-hostile-trees.test.mjs)
import { deflateRawSync } from 'node:zlib';
import { launchBrowser, serveDist } from '../tests/browser/support/helpers.mjs';
import { printTop, summarize } from './cpu-profile.mjs';

let hash = process.argv[2] ?? '#gen=model:iid,d:11,h:6,seed:1';
if (hash === '--wide') {
  let seed = 7;
  const wide = `(${Array.from({ length: 199_998 }, () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % 2000) - 1000).join(',')})`;
  hash = '#proc=sss&tz=' + deflateRawSync(Buffer.from(wide)).toString('base64url');
}
const server = await serveDist(process.env.DIST ?? 'dist');
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console:', m.text()));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(server.url + 'index.html' + hash, { timeout: 300_000 });
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 300_000 });
  const ready = Date.now() - t0;
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`ready after ${ready} ms; notice: ${await page.locator('#tree-notice').textContent()}`);
  printTop(summarize(profile).self, 25);
} finally {
  await browser.close();
  await server.close();
}
