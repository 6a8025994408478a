// The Experiments panel on all cores (www/experiments/pool.js): the rows, exported as CSV,
// are the CLI's (`gametree experiment --csv`) for the same spec and seed, with 1 worker and
// with 4, its workers made when the panel opens (none during the run); Cancel terminates
// every worker of the pool; a worker made ahead that ends while it waits is let go (the run
// makes new ones); a worker of the pool that ends without a word (it closes itself) stops
// the run with a message, rather than leaving it running.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { gametree } from '../../support/cli.mjs';
import { downloadBytes } from '../support/helpers.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The CLI's CSV (support/cli.mjs). */
function cliCsv(args) {
  const r = spawnSync(...gametree(['experiment', ...args, '--csv']), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  assert.equal(r.status, 0, 'gametree experiment ran');
  return r.stdout;
}

/**
 * Counts the page's experiment workers from its first script on: each with the panel's state
 * when it was made ('' before the panel's code ran) and whether it was terminated.
 */
function countWorkers(page) {
  return page.addInitScript(() => {
    const W = window.Worker;
    window.__made = [];
    window.Worker = class extends W {
      constructor(url, options) {
        super(url, options);
        this.__entry = { state: document.getElementById('exp-panel')?.dataset.state ?? '', name: options?.name, ended: false, lifeline: false };
        window.__made.push(this.__entry);
        // Whether the page has heard the worker's lifeline (core/lifeline.js) yet.
        this.addEventListener('message', (e) => e.data?.type === 'lifeline' && (this.__entry.lifeline = true));
      }
      terminate() {
        this.__entry.ended = true;
        super.terminate();
      }
    };
  });
}

/** The experiment workers made so far: [{state, ended}]. */
const made = (page) => page.evaluate(() => window.__made.filter((w) => w.name === 'experiments').map(({ state, ended }) => ({ state, ended })));

/** Runs the panel from a link with `workers` workers; the CSV it exports, and the workers made. */
async function panelCsv(link, workers) {
  const { page, context, clean } = await h.open(`index.html?workers=${workers}#${link}`, { acceptDownloads: true, beforeGoto: countWorkers });
  // The open panel makes its pool ahead of Run, so a run starts searching at once.
  await page.waitForFunction((n) => window.__made.filter((w) => w.name === 'experiments').length === n, workers, { timeout: 20_000 });
  const ahead = (await made(page)).length;
  await page.locator('#exp-run').click();
  await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 60_000 });
  const during = (await made(page)).filter((w) => w.state === 'running').length;
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator('#exp-csv').click()]);
  const csv = (await downloadBytes(d)).toString('utf8');
  clean();
  await context.close();
  return { csv, ahead, during };
}

describe('experiments on all cores', () => {
  const cases = [
    {
      link: 'exp=model:permutation,d:3,h:2;4;5,n:150,seed:7,p:F1;F2;pvs',
      cli: ['--model', 'permutation', '--degree', '3', '--height', '2,4,5', '--samples', '150', '--seed', '7', '--proc', 'F1,F2,pvs'],
    },
    {
      link: 'exp=model:iid,d:3,h:3;6,n:97,seed:11,lo:-9,hi:9,p:F0;F2',
      cli: ['--model', 'iid', '--degree', '3', '--height', '3,6', '--samples', '97', '--seed', '11', '--lo', '-9', '--hi', '9', '--proc', 'F0,F2'],
    },
  ];
  for (const c of cases) {
    test(`the panel's CSV with 1 and 4 workers is the CLI's: ${c.link}`, async () => {
      const want = cliCsv(c.cli);
      assert.ok(want.split('\n').length > 3, 'the CLI gave rows');
      for (const workers of [1, 4]) {
        const { csv, ahead, during } = await panelCsv(c.link, workers);
        assert.equal(ahead, workers, `${workers} workers made when the panel opened`);
        assert.equal(during, 0, 'the run made no other worker');
        assert.equal(csv, want, `${workers} workers`);
      }
    });
  }

  test('Cancel terminates every worker of the pool', async () => {
    const { page, context, clean } = await h.open('index.html?workers=3#exp=model:iid,d:4,h:8,n:100000,seed:1,p:F0;F1;F2', { beforeGoto: countWorkers });
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => document.getElementById('exp-progress').value > 0, null, { timeout: 20_000 });
    const running = await made(page);
    assert.equal(running.filter((w) => !w.ended).length, 3, 'three workers run');
    await page.locator('#exp-cancel').click();
    assert.equal(await page.evaluate(() => document.getElementById('exp-panel').dataset.state), 'cancelled');
    const after = (await made(page)).slice(0, running.length);
    assert.deepEqual(
      after.filter((w) => !w.ended),
      [],
      'every worker of the run terminated',
    );
    clean();
    await context.close();
  });

  test('a worker made ahead that ends while it waits: Run makes new ones and the run completes', async () => {
    const { page, context, clean } = await h.open('index.html?workers=2#exp=model:permutation,d:3,h:4,n:300,seed:3,p:F1;F2', { beforeGoto: countWorkers });
    // Both made and their lifelines heard: a worker that ended before the page knew its
    // lifeline could not be told from one that is slow to start.
    await page.waitForFunction(() => window.__made.filter((w) => w.name === 'experiments' && w.lifeline).length === 2, null, { timeout: 20_000 });
    await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state !== 'running');
    const spare = (w) => /\/worker-[^/]*\.js$/.test(w.url());
    // Playwright's own record of the page's workers (its 'worker' event) catches up with the page's.
    while (page.workers().filter(spare).length < 2) await page.waitForEvent('worker', { predicate: spare, timeout: 20_000 });
    const pool = page.workers().filter(spare);
    assert.equal(pool.length, 2, 'the two workers made ahead');
    await pool[0].evaluate(() => self.close()).catch(() => {}); // no event reaches the page
    // Its lifeline tells the page; the spare workers are let go.
    await page.waitForFunction(() => window.__made.filter((w) => w.name === 'experiments' && w.ended).length === 2, null, { timeout: 20_000 });
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => ['done', 'error'].includes(document.getElementById('exp-panel').dataset.state), null, { timeout: 60_000 });
    assert.equal(await page.locator('#exp-msg').textContent(), '');
    assert.equal(await page.evaluate(() => document.getElementById('exp-panel').dataset.state), 'done');
    assert.equal((await made(page)).filter((w) => w.state === 'running').length, 2, 'the run made two new workers');
    clean();
    await context.close();
  });

  test('a worker of the pool that stops: the run stops and says why', async () => {
    const { page, context, clean } = await h.open('index.html?workers=2#exp=model:iid,d:4,h:8,n:100000,seed:1,p:F0;F1;F2');
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => document.getElementById('exp-progress').value > 0, null, { timeout: 20_000 });
    const pool = page.workers().filter((w) => /\/worker-[^/]*\.js$/.test(w.url()));
    assert.equal(pool.length, 2, 'the pool’s two workers');
    await pool[0].evaluate(() => self.close()).catch(() => {}); // no event reaches the page
    await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'error', null, { timeout: 20_000 });
    assert.match(await page.locator('#exp-msg').textContent(), /the experiment stopped: a worker was lost \(it stopped running\)/);
    assert.equal(await page.locator('#exp-status').textContent(), 'Stopped.');
    clean();
    await context.close();
  });
});
