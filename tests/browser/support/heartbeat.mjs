// The main thread's longest block, measured from inside the page by a 20 ms heartbeat: a
// block of the page's thread delays the next beat, so the longest gap between beats bounds
// it. Shared by the tests of hostile links and of traps in the core, which print it: a
// figure of the machine, not asserted (speed is scripts/bench-browser.mjs's to measure).
import { settled } from './wait.mjs';

/** An init script: window.__maxGap is the longest gap (ms) between beats so far, window.__beats
 *  how many beats there were. */
export const HEARTBEAT = () => {
  window.__maxGap = 0;
  window.__beats = 0;
  let last = performance.now();
  setInterval(() => {
    const t = performance.now();
    window.__maxGap = Math.max(window.__maxGap, t - last);
    window.__beats += 1;
    last = t;
  }, 20);
};

/** Waits for two more beats: a block that was under way has then ended and been measured. */
export async function twoBeats(page) {
  await page.waitForFunction((n) => window.__beats >= n + 2, await page.evaluate(() => window.__beats), { timeout: 60_000 });
}

/** Opens `hash` with a heartbeat; returns the page, its longest block (ms) and its errors. */
export async function openMeasured(h, hash) {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(HEARTBEAT);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    d.dismiss();
  });
  await page.goto(h.server.url + 'index.html' + hash, { timeout: 120_000 });
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 60_000 });
  await settled(page);
  await twoBeats(page);
  const gap = await page.evaluate(() => Math.round(window.__maxGap));
  return { page, context, gap, errors };
}

/** The page still edits: load a small tree from text, then set a value. */
export async function stillEdits(page) {
  await page.evaluate(() => {
    const box = document.getElementById('tree-text');
    box.value = '((3,5),(2,8))';
    box.form.requestSubmit();
  });
  await page.waitForFunction(() => /root value 3;/.test(document.getElementById('summary').textContent));
  await page.locator('#tree-host .node[data-id="3"]').click(); // position 1.1
  await page.waitForFunction(() => document.getElementById('sel-info').textContent.includes('1.1'));
  await page.locator('#sel-value').fill('9');
  await page.locator('#sel-value').press('Enter');
  await page.waitForFunction(() => document.getElementById('tree-text').value === '((9,5),(2,8))');
}
