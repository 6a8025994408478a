#!/usr/bin/env node
// The page's long main-thread tasks (the Long Tasks API: 50 ms or more) while it opens a big
// generated tree and then takes a few value edits, a window change and a procedure change,
// each given time to settle. Prints each action with the tasks it caused (ms, longest first),
// to check that nothing takes over ~100 ms on the page's thread (input and paint wait for it).
// DIST=dir picks the build; PAGE=playground.html measures the single file (served, like index.html).
//
//   node scripts/long-tasks.mjs [DxH] [edits]      (default 11x6, 3 edits)
import { launchBrowser, serveDist } from '../tests/browser/support/helpers.mjs';

const [degree, height] = (process.argv[2] ?? '11x6').split('x').map(Number);
const edits = Number(process.argv[3] ?? 3);
const server = await serveDist(process.env.DIST ?? 'dist');
const browser = await launchBrowser();
const settle = 2500;
const pageFile = process.env.PAGE ?? 'index.html';
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push({ at: e.startTime, ms: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
    // Which scripts a long frame ran (Long Animation Frames): printed with WHO=1.
    window.__frames = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        if (e.duration < 100) continue;
        window.__frames.push({
          ms: Math.round(e.duration),
          render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0),
          scripts: e.scripts.map((x) => `${x.invoker} ${x.sourceFunctionName || ''} ${Math.round(x.duration)} ms`),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  const take = async (what) => {
    await page.waitForTimeout(settle);
    const got = await page.evaluate(() => window.__long.splice(0));
    const ms = got.map((t) => t.ms).sort((a, b) => b - a);
    console.log(`${what.padEnd(28)} ${ms.length ? ms.join(', ') : '-'}`);
    const frames = await page.evaluate(() => window.__frames.splice(0));
    if (process.env.WHO) for (const f of frames) console.log(`    frame ${f.ms} ms (render ${f.render}): ${f.scripts.join('; ')}`);
    return ms;
  };
  const all = [];
  await page.goto(`${server.url}${pageFile}#proc=F2&gen=model:iid,d:${degree},h:${height},seed:1`, { timeout: 300_000 });
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 300_000 });
  await page.waitForFunction(() => !document.documentElement.dataset.loading && !document.documentElement.dataset.busy, null, { timeout: 300_000 });
  all.push(...(await take('open')));
  await page.keyboard.press('t');
  for (let i = 0; i < height; i++) await page.keyboard.press('ArrowDown');
  all.push(...(await take('select a terminal')));
  for (let i = 0; i < edits; i++) {
    await page.evaluate(
      (v) => {
        document.getElementById('sel-value').value = String(v);
        document.getElementById('edit-form').requestSubmit();
      },
      ((i * 37) % 199) - 99,
    );
    all.push(...(await take(`edit ${i + 1}`)));
  }
  await page.evaluate(() => {
    const a = document.getElementById('alpha');
    a.value = '-20';
    a.dispatchEvent(new Event('input', { bubbles: true }));
  });
  all.push(...(await take('window α = -20')));
  await page.locator('#step-first').click();
  await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent), null, { timeout: 120_000 });
  all.push(...(await take('the first step (trace)')));
  await page.locator('#step-forward').click();
  all.push(...(await take('a step forward')));
  await page.locator('#step-last').click();
  all.push(...(await take('to the end')));
  await page.selectOption('#proc-select', 'F1');
  all.push(...(await take('procedure F1')));
  await page.selectOption('#proc-select', 'pvs');
  all.push(...(await take('procedure PVS (thesis)')));
  await page.evaluate(() => {
    document.getElementById('sel-value').value = '5';
    document.getElementById('edit-form').requestSubmit();
  });
  all.push(...(await take('edit under PVS')));
  console.log(`longest: ${Math.max(0, ...all)} ms; over 100 ms: ${all.filter((x) => x > 100).length}`);
} finally {
  await browser.close();
  await server.close();
}
