// No trap poisons the page, and the hostile links of issue 13 neither freeze nor break it:
// a trap in the core (simulated through the guard's test hook, and a real one: a generator
// spec the core cannot allocate) is a message, the page keeps its tree and edits still work;
// the deep links are refused before any work with a message naming the limit. The main
// thread's longest block is measured with a 20 ms heartbeat (figures printed); the bound
// asserted is generous (10 s, the machine is shared and noisy): the code before this change
// froze over 40 s on the nested link and over 120 s on SSS* on the wide tree.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { Harness, text } from './page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const HEARTBEAT = () => {
  window.__maxGap = 0;
  let last = performance.now();
  setInterval(() => {
    const t = performance.now();
    window.__maxGap = Math.max(window.__maxGap, t - last);
    last = t;
  }, 20);
};

/** Opens `hash` with a heartbeat; returns the page, its longest block (ms) and its checks. */
async function openMeasured(hash) {
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
  await page.waitForTimeout(300);
  const gap = await page.evaluate(() => Math.round(window.__maxGap));
  return { page, context, gap, errors };
}

/** The page still edits: load a small tree from text, then set a value. */
async function stillEdits(page) {
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

let chain = '1';
for (let i = 0; i < 20_000; i++) chain = `(${chain},2)`;
let seed = 7;
const wideLeaves = Array.from({ length: 199_998 }, () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % 2000) - 1000);
const wide = `(${wideLeaves.join(',')})`;
const wideMax = wideLeaves.reduce((a, b) => Math.max(a, b));

const HOSTILE = [
  ['100,000 nested parentheses', '#tree=' + '('.repeat(100_000) + '1' + ')'.repeat(100_000), /100,000 levels deep; this page handles at most 1,000 levels/],
  ['a 20,000-deep chain', '#tree=' + chain, /20,000 levels deep/],
  ['SSS* on the 20,000-deep chain', '#proc=sss&tree=' + chain, /20,000 levels deep/],
  // SSS* froze the page 80 s on this tree while its OPEN list was scanned (quadratic); the page
  // then refused it above 20,000 successors. With OPEN ordered (thesis §2.6) it runs in well
  // under a second, so it runs here and gives the maximum.
  ['SSS* on a 199,999-wide tree', '#proc=sss&tz=' + deflateRawSync(Buffer.from(wide)).toString('base64url'), new RegExp(`SSS\\* \\(§2\\.6\\): root value ${wideMax};`)],
  ['a generator too big for the limits (it trapped the core before)', '#gen=model:dependent,d:4294967295,h:1,seed:1', /generator|core failed|degree|positions/i],
];

describe('hardening: traps and hostile links', () => {
  for (const [name, hash, message] of HOSTILE) {
    test(`${name}: a message, no freeze, and the page still edits`, async () => {
      const { page, context, gap, errors } = await openMeasured(hash);
      console.log(`# ${name}: longest main-thread block ${gap} ms`);
      const said = `${await text(page, '#tree-notice')} ${await text(page, '#summary')}`;
      assert.match(said, message);
      // Before: over 120 s (never ready), then about 12 s once it was drawn (a fan of
      // 199,998 dashed edges stroked whole). Now the tree is read in a worker and the
      // canvas strokes only what is on screen: about 1 s on a quiet machine, up to 6 s with a
      // load average of 24 on 2 cores (big-tree.test.mjs measures it between frames too).
      assert.ok(gap < 10_000, `the main thread was blocked ${gap} ms`);
      await stillEdits(page);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('a trap in the middle of an edit (simulated) is a message; the tree is kept and the next edit works', async () => {
    const { page, context, errors } = await openMeasured('#tree=((1,2),(3,4))&sel=1.1');
    await page.evaluate(() => (globalThis.__gametreeTrapNext = 'GameTree.setValue'));
    await page.locator('#sel-value').fill('9');
    await page.locator('#sel-value').press('Enter');
    assert.match(await text(page, '#edit-msg'), /the core failed in GameTree.setValue \(RuntimeError: unreachable.*\); the core was restarted and the page kept its tree/);
    assert.equal(await page.locator('#tree-text').inputValue(), '((1,2),(3,4))');
    // The restarted core serves the same tree object: edits, searches and steps work.
    await page.locator('#sel-value').fill('9');
    await page.locator('#sel-value').press('Enter');
    await page.waitForFunction(() => document.getElementById('tree-text').value === '((9,2),(3,4))');
    assert.match(await text(page, '#summary'), /root value 3;/);
    await page.keyboard.press('Control+z');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a trap during a search (simulated) leaves a message and a working page', async () => {
    const { page, context, errors } = await openMeasured('#tree=((1,2),(3,4))');
    await page.evaluate(() => (globalThis.__gametreeTrapNext = '*'));
    await page.evaluate(() => {
      const box = document.getElementById('tree-text');
      box.value = '((5,6),(7,8))';
      box.form.requestSubmit();
    });
    await page.waitForTimeout(300);
    assert.match(await page.locator('body').textContent(), /the core failed in .*the core was restarted/);
    await stillEdits(page);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
