// The Experiments panel: a run in the Web Worker gives the core's own summaries, the plots
// render, exports work, Cancel stops a long run and the page stays usable.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as core from '../../../www/pkg-full/gametree.js';
import '../support/core.mjs'; // initialises the wasm in node
import { downloadBytes } from '../support/helpers.mjs';
import { Harness, text } from '../support/page.mjs';
import { settled, workersClosed } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Waits (the panel's code may still be arriving) until the form's message matches `re`. */
async function messageIs(page, re) {
  try {
    await page.waitForFunction((src) => new RegExp(src).test(document.getElementById('exp-msg')?.textContent ?? ''), re.source, { timeout: 10_000 });
  } catch {
    // the assertion below says what was there instead
  }
  assert.match(await text(page, '#exp-msg'), re);
}

/** The core's summary rows for a spec, computed here in node. */
function summarize(spec) {
  return spec.heights.flatMap((height) => core.experimentSummarize(spec, height, [core.experimentSamples(spec, height, 0, spec.samples)]));
}

describe('experiments', () => {
  test('a small experiment from a link runs in the worker and matches experimentSummarize; plots and exports', async () => {
    const link = 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:permutation,d:3,h:2;4,n:30,seed:7,p:F1;F2;pvs';
    const { page, context, clean } = await h.open(link, { acceptDownloads: true });
    // The link restores the settings, not the results. The panel's code loads after the first
    // view (data-ready), and then opens the panel and says where its settings came from.
    await page.waitForFunction(() => /Settings from the link/.test(document.getElementById('exp-status').textContent), null, { timeout: 30_000 });
    assert.equal(await page.locator('#exp-panel').getAttribute('open'), '');
    assert.equal(await page.locator('#exp-form input[name=heights]').inputValue(), '2, 4');
    assert.equal(await page.locator('#exp-table tbody tr').count(), 0);
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
    assert.match(await text(page, '#exp-status'), /^Done: 60 trees in .* trees\/s\)\.$/);
    assert.equal(await page.locator('#exp-progress').evaluate((p) => p.value / p.max), 1);
    const spec = { gen: { model: 'permutation', degree: 3, seed: 7 }, heights: [2, 4], samples: 30, procs: ['F1', 'F2', 'pvs'], implicit: false };
    const want = summarize(spec);
    const got = await page.locator('#exp-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        height: Number(tr.dataset.height),
        proc: tr.dataset.proc,
        ...Object.fromEntries([...tr.querySelectorAll('td[data-key]')].map((td) => [td.dataset.key, td.dataset.value])),
      })),
    );
    assert.equal(got.length, want.length);
    for (const [i, w] of want.entries()) {
      const g = got[i];
      assert.equal(g.height, w.height);
      assert.equal(g.proc, w.proc);
      for (const k of ['mean_terminals', 'stderr_terminals', 'mean_positions', 'branching_factor', 'minimum_terminals', 'all_terminals']) {
        assert.equal(g[k], String(w[k]), `${w.proc} h=${w.height} ${k}`);
      }
    }
    // Both plots are SVG with marks: the experiment's lines and dots, the theory's curves.
    await page.waitForSelector('#exp-plot-terminals .plot-host svg');
    await page.waitForSelector('#exp-plot-branching .plot-host svg');
    assert.ok((await page.locator('#exp-plot-terminals svg [aria-label=line] path').count()) >= 3, 'lines in the terminals plot');
    assert.ok((await page.locator('#exp-plot-terminals svg [aria-label=area] path').count()) >= 1, 'the r0..r* band');
    assert.ok(
      (await page.locator('#exp-plot-branching svg [aria-label=dot] path, #exp-plot-branching svg [aria-label=dot] circle').count()) >= 6,
      'T^(1/h) points',
    );
    assert.ok((await page.locator('#exp-plot-branching svg text').allTextContents()).some((t) => t.includes('r*(d), upper')));
    // Exports: CSV (the core's experimentCsv), SVG and PNG.
    const download = async (sel) => {
      const [d] = await Promise.all([page.waitForEvent('download'), page.locator(sel).click()]);
      return { name: d.suggestedFilename(), bytes: await downloadBytes(d) };
    };
    const csv = await download('#exp-csv');
    assert.equal(csv.name, 'experiment.csv');
    assert.equal(csv.bytes.toString(), core.experimentCsv(want));
    const svg = await download('[data-plot=terminals][data-plot-export=svg]');
    assert.match(svg.bytes.toString(), /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const png = await download('[data-plot=branching][data-plot-export=png]');
    assert.deepEqual([...png.bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    // The settings are in the page's link.
    await page.waitForFunction(() => location.hash.includes('exp=model:permutation,d:3,h:2;4,n:30,seed:7,p:F1;F2;pvs'));
    clean();
    await context.close();
  });

  test('Cancel stops a long experiment; the page stays responsive and usable', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:iid,d:4,h:8,n:100000,seed:1,p:F0;F1;F2');
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => document.getElementById('exp-progress').value > 0, null, { timeout: 20_000 });
    // While the workers search (100,000 trees of 65,536 terminals: far longer than any
    // machine takes for what follows), the page answers at once: a key searches the tree shown.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('1');
    await page.waitForFunction(() => /^F1 with bound \+∞: root value 2;/.test(document.getElementById('summary').textContent));
    assert.equal(await page.locator('#exp-panel').getAttribute('data-state'), 'running', 'the run goes on meanwhile');
    const pool = page.workers().filter((w) => /\/worker-[^/]*\.js$/.test(w.url()));
    assert.ok(pool.length > 0, "the run's workers");
    await page.locator('#exp-cancel').click();
    assert.equal(await page.locator('#exp-panel').getAttribute('data-state'), 'cancelled');
    const stopped = await page.locator('#exp-progress').evaluate((p) => p.value);
    // Once the run's workers have ended, nothing more can come from them.
    await workersClosed(page, pool);
    await settled(page);
    assert.equal(await page.locator('#exp-progress').evaluate((p) => p.value), stopped, 'no progress after Cancel');
    assert.ok(stopped < 100_000);
    assert.match(await text(page, '#exp-status'), /^Cancelled after/);
    assert.equal(await page.locator('#exp-run').isDisabled(), false);
    assert.equal(await page.locator('#exp-cancel').isDisabled(), true);
    // The rest of the page still works.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('2');
    await page.waitForFunction(() => /^F2\b/.test(document.getElementById('summary').textContent));
    clean();
    await context.close();
  });

  test("a run redraws its progress at most once per 200 ms of the page's clock, and ends with the bar full", async () => {
    // The pool posts progress after every chunk (about 40 ms of a worker's time each); each
    // redraw takes the page's thread, which shares the cores with the workers, and the status
    // line is a polite live region. The page's clock is Playwright's: stopped, it lets any
    // number of posts arrive between two redraws, and moving it on by hand shows when the
    // next redraw comes. The workers keep their own clocks, so they search as usual.
    const { page, context, clean } = await h.open('index.html?workers=2#exp=model:permutation,d:3,h:6,n:100000,seed:1,p:F1;F2', {
      beforeGoto: async (p) => {
        await p.clock.install();
        // Counts the workers' chunk reports (each is posted to the panel as progress).
        await p.addInitScript(() => {
          window.__posts = 0;
          const d = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
          Object.defineProperty(Worker.prototype, 'onmessage', {
            configurable: true,
            get: d.get,
            set(fn) {
              d.set.call(this, fn && ((e) => (e.data?.type === 'samples' && (window.__posts += 1), fn.call(this, e))));
            },
          });
        });
      },
    });
    await page.waitForSelector('#exp-run:enabled');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.evaluate(() => {
      window.__redraws = 0;
      new MutationObserver((records) => (window.__redraws += records.length)).observe(document.getElementById('exp-status'), {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const redraws = () => page.evaluate(() => window.__redraws);
    const posts = () => page.evaluate(() => window.__posts);
    await page.locator('#exp-run').click();
    // The first progress is drawn at once; with the clock stopped, the next one waits.
    await page.waitForFunction(() => document.getElementById('exp-progress').value > 0, null, { timeout: 30_000 });
    const first = await redraws();
    await page.waitForFunction((n) => window.__posts >= n + 4, await posts(), { timeout: 30_000 });
    assert.equal(await redraws(), first, 'four more posts, no redraw while the clock stands still');
    await page.clock.runFor(199);
    assert.equal(await redraws(), first, 'none 199 ms after the last');
    await page.clock.runFor(1);
    assert.equal(await redraws(), first + 1, 'one 200 ms after the last');
    const value = await page.locator('#exp-progress').evaluate((p) => p.value);
    await page.waitForFunction((n) => window.__posts >= n + 2, await posts(), { timeout: 30_000 });
    await page.clock.runFor(200);
    assert.equal(await redraws(), first + 2, 'and one more 200 ms later');
    assert.ok((await page.locator('#exp-progress').evaluate((p) => p.value)) > value, 'the bar moved on');
    // The end: the bar full, whatever the clock says.
    await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 120_000 });
    assert.deepEqual(await page.locator('#exp-progress').evaluate((p) => [p.value, p.max]), [100_000, 100_000]);
    assert.match(await text(page, '#exp-status'), /^Done: /);
    clean();
    await context.close();
  });

  test('bad settings get a message by the form and nothing runs', async () => {
    const { page, context, clean } = await h.open('index.html');
    await page.locator('#exp-panel summary').click();
    await page.locator('#exp-form input[name=heights]').fill('2, x');
    await page.locator('#exp-run').click();
    await messageIs(page, /heights: '2, x' is not a list of whole numbers/);
    await page.locator('#exp-form input[name=heights]').fill('12');
    await page.locator('#exp-form input[name=degree]').fill('5');
    await page.locator('#exp-run').click();
    await messageIs(page, /positions; the page searches trees of at most 200,000/);
    await page.locator('#exp-form input[name=degree]').fill('3');
    await page.locator('#exp-form input[name=heights]').fill('3');
    await page.locator('#exp-form input[name=samples]').fill('5');
    for (const b of await page.locator('#exp-procs input').all()) await b.uncheck();
    await page.locator('#exp-run').click();
    await messageIs(page, /pick at least one procedure/);
    assert.equal(await page.locator('#exp-panel').getAttribute('data-state'), null);
    clean();
    await context.close();
  });

  test('bad settings after a finished run: the message alone, not under the earlier run\'s "Done" line', async () => {
    const link = 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:permutation,d:3,h:2,n:5,seed:7,p:F1;F2';
    const { page, context, clean } = await h.open(link);
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
    assert.match(await text(page, '#exp-status'), /^Done: /);
    await page.locator('#exp-form input[name=heights]').fill('2, x');
    await page.locator('#exp-run').click();
    await messageIs(page, /heights: '2, x' is not a list of whole numbers/);
    const shown = await page.evaluate(() => {
      const status = document.getElementById('exp-status');
      const bar = document.getElementById('exp-progress');
      return {
        status: status.checkVisibility() ? status.textContent : '',
        bar: bar.value / bar.max,
        state: document.getElementById('exp-panel').dataset.state ?? null,
      };
    });
    assert.deepEqual(shown, { status: '', bar: 0, state: null });
    // Good settings again: a run's status as before.
    await page.locator('#exp-form input[name=heights]').fill('2');
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
    assert.equal(await text(page, '#exp-msg'), '');
    assert.match(await text(page, '#exp-status'), /^Done: /);
    clean();
    await context.close();
  });

  test("typed into and Run pressed before the panel's code arrives: the draft stays and the run waits for it", async () => {
    const { page, context, clean } = await h.open('index.html');
    // Hold every script fetched from now on (the panel's code is loaded when the panel opens).
    let release;
    const held = new Promise((resolve) => (release = resolve));
    let heldScripts = 0;
    let held1;
    const firstHeld = new Promise((resolve) => (held1 = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      heldScripts += 1;
      held1();
      await held;
      await route.continue();
    });
    // A reload or a sent form would start a new document, without this mark.
    await page.evaluate(() => (window.sameDocument = true));
    const sameDocument = () => page.evaluate(() => window.sameDocument === true);
    await page.locator('#exp-panel summary').click();
    await page.locator('#exp-form input[name=heights]').fill('2, x');
    await page.locator('#exp-run').click();
    await firstHeld; // the panel's code was asked for: the click was handled
    assert.ok(heldScripts > 0, "the panel's code was requested after the page loaded");
    assert.ok(await sameDocument(), 'the form was sent (the page reloaded)');
    release();
    await messageIs(page, /heights: '2, x' is not a list of whole numbers/);
    assert.equal(await page.locator('#exp-form input[name=heights]').inputValue(), '2, x');
    assert.ok(await sameDocument());
    assert.equal(new URL(page.url()).search, '');
    clean();
    await context.close();
  });
});
