// The path stays visible: at every step of F2 on K&M's Fig. 1 (177 steps) and of SSS* with the
// code open, each position of the current call stack (the current position and its
// ancestors: the positions the procedure's calls are at) is drawn inside the tree's box — in
// place, or pinned at the box's edge (path-pins.js) — and the overview never covers one. On a
// desk, a projector and a phone. With reduced motion: the view goes at once where a glide
// would end (tests/browser/view/follow-step.test.mjs walks the glides), and only where the
// view rests is checked.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Steps from the current step to the end; lists the steps where a position of the path is
 *  outside the box or under the overview. */
const walk = (page) =>
  page.evaluate(async () => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    const v = box.treeView;
    const forward = document.getElementById('step-forward');
    const frame = () => new Promise((ok) => requestAnimationFrame(() => ok()));
    const over = (a, b) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
    const misses = [];
    let steps = 0;
    let pinned = 0;
    for (;;) {
      await frame();
      while (v.following.gliding) await frame();
      const r = box.getBoundingClientRect();
      const map = document.querySelector('#tree-host .tv-minimap');
      const m = map.hidden ? null : map.getBoundingClientRect();
      const out = [];
      const cur = v.model?.current ?? -1;
      for (let i = cur; i >= 0; i = v.shape.parent[i]) {
        const pin = document.querySelector(`#tree-host .tv-pins [data-pin="${i}"] .shape`);
        if (pin) pinned++;
        const q = (pin ?? box.querySelector(`.node[data-id="${i}"] .shape`)).getBoundingClientRect();
        const name = box.querySelector(`.node[data-id="${i}"] [data-dewey]`).dataset.dewey || 'root';
        if (q.left < r.left - 0.5 || q.right > r.right + 0.5 || q.top < r.top - 0.5 || q.bottom > r.bottom + 0.5) out.push(`${name} outside`);
        else if (m && over(q, m)) out.push(`${name} under the overview`);
      }
      if (out.length) misses.push(`${document.getElementById('step-count').textContent}: ${out.join(', ')}`);
      if (forward.disabled) break;
      forward.click();
      steps++;
    }
    return { steps, misses, pinned };
  });

const SIZES = {
  'desk 1366×768': { width: 1366, height: 768 },
  'projector 1280×720': { width: 1280, height: 720 },
  'phone 390×844': { width: 390, height: 844 },
};

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const [proc, code] of [
    ['F2', false],
    ['sss', true],
  ]) {
    test(`${proc}${code ? ' with the code open' : ''} at ${size}: the call stack inside the box at every step, clear of the overview`, async () => {
      const { page, context, clean } = await h.open(`index.html#proc=${proc}&step=0`, {
        viewport,
        reducedMotion: 'reduce',
        isMobile: viewport.width < 500,
        hasTouch: viewport.width < 500,
      });
      await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent));
      if (code) {
        await page.locator('#code-panel summary').click();
        await page.waitForSelector('#code-panel .code-line.is-current');
      }
      const { steps, misses, pinned } = await walk(page);
      console.log(`${proc} ${size}: ${steps} steps, ${misses.length} with a position of the path outside or covered, ${pinned} pins drawn`);
      if (proc === 'F2') assert.equal(steps, 177, 'F2 on Fig. 1: 177 steps');
      assert.deepEqual(misses, []);
      clean();
      await context.close();
    });
  }
}
