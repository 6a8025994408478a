// The Experiments box's UCT experiment (www/experiments/uct-panel.js, uct-pool.js): a small
// run on the workers gives the rows of the CLI's `gametree experiment --model trap|pgame
// --json` for the same options, number for number (the cells keep the core's numbers in
// data-value), with 1 worker and with 3 (the samples split differently, the sums the same);
// its CSV download is the CLI's `--csv` text byte for byte; the plot has F2's terminals as
// a reference line; a spec the core refuses gets the core's message.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { gametree } from '../../support/cli.mjs';
import { downloadBytes } from '../support/helpers.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The CLI's output for `args` (support/cli.mjs). */
function cli(args) {
  const r = spawnSync(...gametree(['experiment', ...args]), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  assert.equal(r.status, 0, 'gametree experiment ran');
  return r.stdout;
}

const CASES = [
  { model: 'trap', degree: 3, height: 4, samples: 23, iterations: [5, 40, 300], seed: 7, c: '1.5', workers: 3 },
  { model: 'pgame', degree: 2, height: 5, samples: 17, iterations: [3, 30, 200], seed: 2, c: '√2', workers: 1 },
];

const cliArgs = (c) => [
  '--model',
  c.model,
  '--degree',
  String(c.degree),
  '--height',
  String(c.height),
  '--samples',
  String(c.samples),
  '--iterations',
  c.iterations.join(','),
  '--seed',
  String(c.seed),
  '--c',
  c.c === '√2' ? String(Math.SQRT2) : c.c,
];

async function openSection(workers) {
  const opened = await h.open(`index.html?workers=${workers}`, { acceptDownloads: true });
  await settled(opened.page);
  await opened.page.locator('#exp-panel summary').click();
  await opened.page.waitForSelector('#uct-exp-run');
  return opened;
}

async function fill(page, c) {
  await page.locator('#uct-exp-model').selectOption(c.model);
  for (const k of ['degree', 'height', 'samples', 'seed']) await page.locator(`#uct-exp-${k}`).fill(String(c[k]));
  await page.locator('#uct-exp-iterations').fill(c.iterations.join(', '));
  await page.locator('#uct-exp-c').fill(c.c);
  await page.locator('#uct-exp-run').click();
}

describe('UCT experiment in the Experiments box', () => {
  for (const c of CASES) {
    test(`${c.model}, ${c.samples} trees on ${c.workers} worker(s): the CLI's rows and CSV`, async () => {
      const want = JSON.parse(cli([...cliArgs(c), '--json'])).results;
      const wantCsv = cli([...cliArgs(c), '--csv']);
      const { page, context, clean } = await openSection(c.workers);
      await fill(page, c);
      await page.waitForSelector('#uct-exp[data-state=done]', { timeout: 60_000 });
      const rows = await page
        .locator('#uct-exp-table tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Object.fromEntries([...tr.querySelectorAll('[data-key]')].map((td) => [td.dataset.key, Number(td.dataset.value)]))),
        );
      assert.equal(rows.length, want.length);
      rows.forEach((r, i) => {
        for (const [key, v] of Object.entries(r)) assert.equal(v, want[i][key], `row ${i} ${key}`);
      });
      // The CSV: the CLI's text.
      const [d] = await Promise.all([page.waitForEvent('download'), page.locator('#uct-exp-csv').click()]);
      assert.equal(d.suggestedFilename(), 'uct-experiment.csv');
      assert.equal((await downloadBytes(d)).toString('utf8'), wantCsv);
      // The plot: F2's mean terminals as a vertical rule.
      await page.waitForSelector('#uct-exp-plot svg g.uct-f2-rule line', { state: 'attached' });
      assert.ok((await page.locator('#uct-exp-summary').textContent()).length > 0);
      clean();
      await context.close();
    });
  }

  for (const colorScheme of ['light', 'dark']) {
    test(`axe (${colorScheme}): the section after a run has no violation; its controls are reached by Tab`, async () => {
      // bypassCSP: the page's policy (rightly) refuses the injected axe script.
      const { page, context, clean } = await h.open('index.html?workers=1', { colorScheme, bypassCSP: true });
      await settled(page);
      await page.locator('#exp-panel summary').click();
      await page.waitForSelector('#uct-exp-run');
      await fill(page, { ...CASES[1], samples: 4 });
      await page.waitForSelector('#uct-exp-plot svg');
      await page.addScriptTag({ path: AXE });
      const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
      assert.deepEqual(
        found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
      await page.locator('#uct-exp-model').focus();
      const reached = [];
      for (let k = 0; k < 8; k++) {
        reached.push(await page.evaluate(() => document.activeElement.id));
        await page.keyboard.press('Tab');
      }
      assert.deepEqual(
        reached,
        ['model', 'degree', 'height', 'samples', 'iterations', 'seed', 'c', 'run'].map((x) => `uct-exp-${x}`),
      );
      clean();
      await context.close();
    });
  }

  test('a spec the core refuses: its message, no rows', async () => {
    const { page, context, clean } = await openSection(1);
    await fill(page, { model: 'trap', degree: 30, height: 6, samples: 2, iterations: [10], seed: 1, c: '1' });
    await page.waitForSelector('#uct-exp[data-state=error]');
    const msg = await page.locator('#uct-exp-msg').textContent();
    assert.match(msg, /200000 positions per tree/);
    assert.equal(await page.locator('#uct-exp-results').isHidden(), true);
    clean();
    await context.close();
  });
});
