// The UCT experiment's progress (www/experiments/uct-pool.js): each worker holds several jobs
// (ranges of samples) at once, and each reply names its job, which is the one credited. Here
// the page's workers are wrapped so that a worker's replies reach the page in the reverse of
// the order it sent them (the pool may not rely on order); after every reply the progress bar
// must show exactly the samples of the replies delivered so far — never more than the total —
// and end at the total, with the CLI's rows.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** In the page before its scripts: Worker wrapped so that of two 'uct' replies in flight the
 *  later is delivered first; window.__uctLog gets, after each delivered reply, the samples
 *  delivered so far and the progress bar's value and max. */
function reorderReplies() {
  const Real = globalThis.Worker;
  const log = [];
  let delivered = 0;
  globalThis.__uctLog = log;
  globalThis.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.posted = 0;
      this.replied = 0;
      this.held = null;
      super.onmessage = (e) => {
        if (e.data?.type !== 'uct') return this.handler?.(e);
        this.replied += 1;
        if (!this.held && this.replied < this.posted) {
          this.held = e; // another job is in flight: its reply goes first
          return;
        }
        const order = this.held ? [e, this.held] : [e];
        this.held = null;
        for (const m of order) {
          delivered += m.data.to - m.data.from;
          this.handler?.(m);
          const bar = document.getElementById('uct-exp-progress');
          log.push({ delivered, value: bar?.value, max: bar?.max, reversed: order.length > 1 });
        }
      };
    }
    set onmessage(f) {
      this.handler = f;
    }
    get onmessage() {
      return this.handler;
    }
    postMessage(m, ...rest) {
      if (m?.type === 'uct') this.posted += 1;
      return super.postMessage(m, ...rest);
    }
  };
}

describe('UCT experiment progress', () => {
  // 1 worker: 30 samples in 8 ranges of 4 and a last of 2 (uct-ranges.js), two in flight at a time.
  for (const { workers, samples } of [
    { workers: 1, samples: 30 },
    { workers: 2, samples: 47 },
  ]) {
    test(`${workers} worker(s), ${samples} samples, replies out of order: the bar shows the samples answered, and ends at the total`, async () => {
      const { page, context, clean } = await h.open(`index.html?workers=${workers}`, { beforeGoto: (p) => p.addInitScript(reorderReplies) });
      await settled(page);
      await page.locator('#exp-panel summary').click();
      await page.waitForSelector('#uct-exp-run');
      await page.locator('#uct-exp-model').selectOption('trap');
      for (const [k, v] of Object.entries({ degree: 2, height: 3, samples, seed: 5 })) await page.locator(`#uct-exp-${k}`).fill(String(v));
      await page.locator('#uct-exp-iterations').fill('5, 40');
      await page.locator('#uct-exp-run').click();
      await page.waitForSelector('#uct-exp[data-state=done]', { timeout: 60_000 });
      const log = await page.evaluate(() => globalThis.__uctLog);
      assert.ok(log.length >= 2, `${log.length} replies`);
      assert.ok(
        log.some((x) => x.reversed),
        'some replies were delivered out of order',
      );
      for (const [i, x] of log.entries()) {
        assert.equal(x.value, x.delivered, `after reply ${i + 1}: the bar shows ${x.value}, the replies delivered hold ${x.delivered} samples`);
        assert.ok(x.value <= x.max, `after reply ${i + 1}: ${x.value} of ${x.max}`);
      }
      assert.equal(log.at(-1).delivered, samples);
      assert.equal(log.at(-1).value, samples);
      assert.equal(log.at(-1).max, samples);
      const trees = await page.locator('#uct-exp-table tbody [data-key=trees]').evaluateAll((tds) => tds.map((td) => Number(td.dataset.value)));
      assert.deepEqual(trees, [samples, samples]);
      clean();
      await context.close();
    });
  }
});
