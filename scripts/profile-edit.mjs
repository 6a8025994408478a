#!/usr/bin/env node
// Where the page spends its time on a leaf edit of a big tree: opens a generated tree, selects
// its first terminal, then a Chromium CPU profile of N edits through the page's edit box,
// summed by function (self and total time), the top entries printed.
// DIST=dir picks the build (readable names: npx vite build --minify false --outDir DIR).
//
//   node scripts/profile-edit.mjs [DxH] [edits]      (default 11x6, 3 edits)
//   WAIT=ms: how long after the last edit the profile goes on (default 400; the run worker's
//   answer and the repaint it brings come later on big trees)
import { launchBrowser, serveDist } from '../tests/browser/helpers.mjs';

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
  const times = await page.evaluate(async ([n, wait]) => {
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
  }, [edits, Number(WAIT)]);
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`edits (ms): ${times.join(', ')}`);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const total = new Map();
  for (const n of profile.nodes) {
    const ms = (dt.get(n.id) ?? 0) / 1000;
    if (!ms) continue;
    self.set(key(n), (self.get(key(n)) ?? 0) + ms);
    const seen = new Set();
    for (let p = n.id; p != null; p = parent.get(p)) {
      const k = key(byId.get(p));
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  }
  console.log('--- self');
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
  console.log('--- total');
  for (const [k, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
} finally {
  await browser.close();
  await server.close();
}
