// Compare on a projector's and a laptop's short screen (1280×720, 1366×768), with other
// papers' procedures added: K&M's F0, F1 and F2 stand in the first row, each tree's box whole
// in view — inside the compare area (which scrolls the rest) and above the fold. Two columns
// left F0's box in a second row, cut by the fold.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

for (const [width, height] of [
  [1280, 720],
  [1366, 768],
]) {
  for (const colorScheme of ['light', 'dark']) {
    test(`${width}×${height} (${colorScheme}), Compare with SSS* and Scout: F0, F1 and F2 each whole in view`, async () => {
      const { page, context, clean } = await h.open('index.html#show=side&cmp=sss,scout', { viewport: { width, height }, colorScheme });
      await settled(page);
      const cut = await page.evaluate(() => {
        const host = document.getElementById('compare-host').getBoundingClientRect();
        const out = [];
        for (const p of ['F0', 'F1', 'F2']) {
          const r = document.querySelector(`#compare-host [data-proc=${p}] [data-testid=tree]`).getBoundingClientRect();
          if (r.bottom > Math.min(host.bottom, innerHeight) + 0.5 || r.top < host.top - 0.5 || r.right > host.right + 0.5)
            out.push(`${p}: ${r.top.toFixed(0)}–${r.bottom.toFixed(0)} in ${host.top.toFixed(0)}–${Math.min(host.bottom, innerHeight).toFixed(0)}`);
        }
        return out;
      });
      assert.deepEqual(cut, []);
      clean();
      await context.close();
    });
  }
}
