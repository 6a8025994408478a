#!/usr/bin/env node
// Where the page spends its time on a leaf edit of a big tree: opens a generated tree, selects
// its first terminal, then a Chromium CPU profile of N edits through the page's edit box,
// summed by function (self and total time), the top entries printed.
// DIST=dir picks the build (readable names: npx vite build --minify false --outDir DIR).
//
//   node scripts/profile-edit.mjs [DxH] [edits]      (default 11x6, 3 edits)
//   WAIT=ms: how long after the last edit the profile goes on (default 400; the run worker's
//   answer and the repaint it brings come later on big trees)
import { launchBrowser, serveDist } from '../tests/browser/support/helpers.mjs';
import { printTop, summarize } from './cpu-profile.mjs';

const [degree, height] = (process.argv[2] ?? '11x6').split('x').map(Number);
const edits = Number(process.argv[3] ?? 3);
const WAIT = process.env.WAIT ?? 400;
const server = await serveDist(process.env.DIST ?? 'dist');
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  page.on('console', (m) => console.log('console:', m.text()));
  await page.goto(`${server.url}index.html#proc=${process.env.PROC ?? 'F2'}&gen=model:iid,d:${degree},h:${height},seed:1`, { timeout: 300_000 });
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 300_000 });
  await page.waitForFunction(() => !/Opening|working/i.test(document.getElementById('tree-notice').textContent), null, { timeout: 300_000 });
  await page.waitForTimeout(1000);
  await page.keyboard.press('t');
  for (let i = 0; i < height; i++) await page.keyboard.press('ArrowDown');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const times = await page.evaluate(
    async ([n, wait]) => {
      const frame = () => new Promise((ok) => requestAnimationFrame(ok));
      const input = document.getElementById('sel-value');
      const form = document.getElementById('edit-form');
      const out = [];
      for (let i = 0; i < n; i++) {
        await frame();
        input.value = String(((i * 37) % 199) - 99);
        const t = performance.now();
        form.requestSubmit();
        document.body.offsetHeight;
        out.push(Math.round(performance.now() - t));
      }
      await new Promise((ok) => setTimeout(ok, wait));
      return out;
    },
    [edits, Number(WAIT)],
  );
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`edits (ms): ${times.join(', ')}`);
  const { self, total } = summarize(profile, 2);
  console.log('--- self');
  printTop(self, 25);
  console.log('--- total');
  printTop(total, 45);
} finally {
  await browser.close();
  await server.close();
}
