#!/usr/bin/env node
// What presentation mode and following a step cost the page's thread: for each generated tree,
// the page toggles presentation mode (key f) and steps forward several times, and prints the
// medians per action of the main thread's busy time (Chromium's TaskDuration over the action,
// with its script, style and layout parts: CDP Performance.getMetrics) and of the longest gap
// between animation frames after it (a frame is 16.7 ms; a longer gap is time the thread was
// blocked). On a shared machine compare two builds in one run, as ratios.
// For looking at and for docs/benchmarks.md, not for asserting; DIST=dir picks the build
// (DIST=a,b: both, one after the other, the same actions).
//
//   node scripts/present-cost.mjs [DxH ...]        (default 9x3 10x5: 820 and 111,111 positions)
import { launchBrowser, serveDist } from '../tests/browser/support/helpers.mjs';

const specs = process.argv.slice(2).length ? process.argv.slice(2) : ['9x3', '10x5'];
const TOGGLES = 10;
const STEPS = 8;
const dists = (process.env.DIST ?? 'dist').split(',');
const browser = await launchBrowser();

/** In the page: the gaps between animation frames. */
const WATCH = () => {
  window.__gaps = [];
  let last = performance.now();
  const frame = (t) => {
    window.__gaps.push({ at: t, gap: t - last });
    last = t;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (rs) => ['task', 'script', 'style', 'layout', 'gap'].map((k) => `${k} ${median(rs.map((r) => r[k])).toFixed(0)}`).join(', ');

try {
  for (const dist of dists) {
    const server = await serveDist(dist);
    for (const spec of specs) {
      const [d, h] = spec.split('x').map(Number);
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      await context.addInitScript(WATCH);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]));
      page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
      await page.goto(`${server.url}index.html#proc=F2&gen=model:iid,d:${d},h:${h},seed:1`, { timeout: 300_000 });
      await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 300_000 });
      await page.waitForFunction(() => !document.documentElement.dataset.busy, null, { timeout: 300_000 });
      await page.waitForTimeout(2500); // the idle work after the first view (the aspiration map, the trace)
      const n = await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.nodes.length);
      const renderer = await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').dataset.renderer);
      /** The main thread's busy time (ms) and the longest frame gap within `ms` after running `act`. */
      const measure = async (act, ms = 800) => {
        const t0 = await page.evaluate(() => performance.now());
        const m0 = await metrics();
        await act();
        await page.waitForTimeout(ms);
        const m1 = await metrics();
        const gap = await page.evaluate((t0) => {
          const gaps = window.__gaps.filter((g) => g.at > t0).map((g) => g.gap);
          window.__gaps = [];
          return Math.max(0, ...gaps);
        }, t0);
        const dm = (k) => m1[k] - m0[k];
        return { task: dm('TaskDuration'), script: dm('ScriptDuration'), style: dm('RecalcStyleDuration'), layout: dm('LayoutDuration'), gap };
      };
      await page.locator('#tree-host [data-testid=tree]').focus();
      await page.keyboard.press('f'); // the first toggle loads presentation mode's code: not counted
      await page.waitForTimeout(800);
      await page.keyboard.press('f');
      await page.waitForTimeout(800);
      const toggles = [];
      for (let i = 0; i < TOGGLES; i++) toggles.push(await measure(() => page.keyboard.press('f')));
      // Steps: the trace first (made here or by the run worker), then steps forward, each followed.
      await page.locator('#step-first').click();
      await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent), null, { timeout: 120_000 });
      await page.waitForTimeout(1000);
      const steps = [];
      for (let i = 0; i < STEPS; i++) steps.push(await measure(() => page.locator('#step-forward').click(), 500));
      console.log(
        `${dist}: ${spec} (${n.toLocaleString('en')} positions, ${renderer}), medians in ms — a presentation toggle: ${fmt(toggles)}; a step forward: ${fmt(steps)}`,
      );
      await context.close();
    }
    await server.close();
  }
} finally {
  await browser.close();
}
