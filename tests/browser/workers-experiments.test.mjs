// The Experiments panel on all cores (www/experiments/pool.js): the rows, exported as CSV,
// are the CLI's (`gametree experiment --csv`) for the same spec and seed, with 1 worker and
// with 4; Cancel terminates every worker of the pool; a worker of the pool that ends without
// a word (it closes itself) stops the run with a message, rather than leaving it running.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { Harness } from './page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The CLI's CSV (the debug build `cargo test --workspace` leaves, built here if missing). */
function cliCsv(args) {
  const r = spawnSync('cargo', ['run', '-q', '-p', 'gametree', '--bin', 'gametree', '--', 'experiment', ...args, '--csv'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  assert.equal(r.status, 0, 'gametree experiment ran');
  return r.stdout;
}

/** Runs the panel from a link with `workers` workers; the CSV it exports, and the workers made. */
async function panelCsv(link, workers) {
  const { page, context, clean } = await h.open(`index.html?workers=${workers}#${link}`, { acceptDownloads: true });
  await page.evaluate(() => {
    // Counts the workers the pool makes.
    const W = window.Worker;
    window.__workers = 0;
    window.Worker = class extends W {
      constructor(...a) {
        super(...a);
        window.__workers += 1;
      }
    };
  });
  await page.locator('#exp-run').click();
  await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 60_000 });
  const made = await page.evaluate(() => window.__workers);
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator('#exp-csv').click()]);
  const csv = readFileSync(await d.path(), 'utf8');
  clean();
  await context.close();
  return { csv, made };
}

describe('experiments on all cores', () => {
  const cases = [
    { link: 'exp=model:permutation,d:3,h:2;4;5,n:150,seed:7,p:F1;F2;pvs', cli: ['--model', 'permutation', '--degree', '3', '--height', '2,4,5', '--samples', '150', '--seed', '7', '--proc', 'F1,F2,pvs'] },
    { link: 'exp=model:iid,d:3,h:3;6,n:97,seed:11,lo:-9,hi:9,p:F0;F2', cli: ['--model', 'iid', '--degree', '3', '--height', '3,6', '--samples', '97', '--seed', '11', '--lo', '-9', '--hi', '9', '--proc', 'F0,F2'] },
  ];
  for (const c of cases) {
    test(`the panel's CSV with 1 and 4 workers is the CLI's: ${c.link}`, async () => {
      const want = cliCsv(c.cli);
      assert.ok(want.split('\n').length > 3, 'the CLI gave rows');
      for (const workers of [1, 4]) {
        const { csv, made } = await panelCsv(c.link, workers);
        assert.equal(made, workers, `${workers} workers made`);
        assert.equal(csv, want, `${workers} workers`);
      }
    });
  }

  test('Cancel terminates every worker of the pool', async () => {
    const { page, context, clean } = await h.open('index.html?workers=3#exp=model:iid,d:4,h:8,n:100000,seed:1,p:F0;F1;F2');
    await page.evaluate(() => {
      const W = window.Worker;
      window.__live = 0;
      window.Worker = class extends W {
        constructor(...a) {
          super(...a);
          window.__live += 1;
        }
        terminate() {
          window.__live -= 1;
          super.terminate();
        }
      };
    });
    await page.locator('#exp-run').click();
    await page.waitForFunction(() => document.getElementById('exp-progress').value > 0, null, { timeout: 20_000 });
    assert.equal(await page.evaluate(() => window.__live), 3);
    await page.locator('#exp-cancel').click();
    assert.equal(await page.evaluate(() => document.getElementById('exp-panel').dataset.state), 'cancelled');
    assert.equal(await page.evaluate(() => window.__live), 0);
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
