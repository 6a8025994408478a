// The view follows the step-through: at every step of F2, PVS and SSS* on K&M's Fig. 1 (the π
// tree), the current position and the successors it has just cut off lie inside the tree's
// box, and the call stack's current row inside the stack's box; on a desktop screen and a
// phone, light and dark. A view the user pans by hand is kept until the next step.
//
// A glide ends on the view it was aimed at, and with reduced motion the view goes there at once:
// followView is given the same view to start from either way (each walk waits for the glide to
// end before the next step), so both walks see the same views. The glide is walked once at each
// size (F2, light), every other walk with reduced motion: the same check without F2's 177
// glides of 180 ms each.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/**
 * In the page: steps forward from the current step to the end; at each step, once the view
 * has finished gliding, lists what lies outside its box: the current position, the
 * successors it has just cut off (the cut ones under it), the call stack's current row.
 */
const walk = (page) =>
  page.evaluate(async () => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    const forward = document.getElementById('step-forward');
    const frame = () => new Promise((ok) => requestAnimationFrame(() => ok()));
    const inside = (e, b) => {
      const q = e.getBoundingClientRect();
      return q.left >= b.left - 0.5 && q.right <= b.right + 0.5 && q.top >= b.top - 0.5 && q.bottom <= b.bottom + 0.5;
    };
    const misses = [];
    let steps = 0;
    for (;;) {
      await frame();
      while (box.treeView.following.gliding) await frame();
      const r = box.getBoundingClientRect();
      const out = [];
      const cur = box.querySelector('.node[data-current]');
      if (cur) {
        if (!inside(cur.querySelector('.shape'), r)) out.push(`current ${cur.querySelector('[data-dewey]').dataset.dewey}`);
        const id = Number(cur.dataset.id);
        const { parent } = box.treeView.shape;
        for (const g of box.querySelectorAll('.node')) {
          const i = Number(g.dataset.id);
          if (parent[i] === id && !/st-(examined|pending)/.test(g.getAttribute('class')) && !inside(g.querySelector('.shape'), r))
            out.push(`cut ${g.querySelector('[data-dewey]').dataset.dewey}`);
        }
      }
      const row = document.querySelector('[data-testid=stack-current]');
      if (row && !document.getElementById('call-stack').hidden && !inside(row, row.closest('.stack-wrap').getBoundingClientRect())) out.push('stack row');
      if (out.length) misses.push(`${document.getElementById('step-count').textContent}: ${out.join(', ')}`);
      if (forward.disabled) break;
      forward.click();
      steps++;
    }
    return { steps, misses };
  });

const SIZES = {
  'desktop 1366×768': { width: 1366, height: 768 },
  'projector 1280×720': { width: 1280, height: 720 },
  'phone 390×844': { width: 390, height: 844 },
};

for (const [size, viewport] of Object.entries(SIZES)) {
  describe(`the view follows the step with the code open, ${size}`, () => {
    for (const proc of viewport.width === 1280 ? [] : ['F2', 'pvs', 'sss']) {
      test(`${proc}, every step`, async () => {
        const { page, clean } = await h.visit(`index.html#proc=${proc}&step=0`, { viewport, reducedMotion: 'reduce' });
        await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent));
        await page.locator('#code-panel summary').click();
        await page.waitForSelector('#code-panel .code-line.is-current');
        const { steps, misses } = await walk(page);
        assert.ok(steps > 20, `a trace of ${steps} steps`);
        assert.deepEqual(misses, []);
        clean();
      });
    }
  });

  describe(`the view follows the step, ${size}`, () => {
    for (const [proc, colorScheme] of [
      ['F2', 'light'],
      ['pvs', 'dark'],
      ['sss', 'light'],
    ]) {
      test(`${proc}, every step (${colorScheme})`, async () => {
        const { page, clean } = await h.visit(`index.html#proc=${proc}&step=0`, {
          viewport,
          colorScheme,
          reducedMotion: proc === 'F2' ? 'no-preference' : 'reduce',
        });
        await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent));
        const { steps, misses } = await walk(page);
        assert.ok(steps > 20, `a trace of ${steps} steps`);
        assert.deepEqual(misses, []);
        clean();
      });
    }
  });
}

test('a view panned by hand stays until the next step', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&step=150', { viewport: { width: 1366, height: 768 } });
  await page.waitForSelector('.node[data-current]', { state: 'attached' });
  const box = await page.locator('#tree-host [data-testid=tree]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 400, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  const panned = await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.following.x);
  await page.locator('#step-sentence').click(); // a repaint that is not a step
  await settled(page);
  assert.equal(await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.following.x), panned, 'not fought');
  await page.locator('#step-forward').click();
  const { misses } = await walk(page);
  assert.deepEqual(misses, [], 'followed again from the next step on');
  clean();
});

test('Follow off (follow=0 in the link): a step leaves the view where it is', async () => {
  const { page, clean } = await h.visit('index.html#proc=F2&step=3&follow=0', { viewport: { width: 1366, height: 768 } });
  await page.waitForSelector('.node[data-current]', { state: 'attached' });
  assert.equal(await page.locator('#step-follow').isChecked(), false);
  const at = () => page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.following.x);
  const x = await at();
  await page.evaluate(() => (location.hash = '#proc=F2&step=150&follow=0'));
  await page.waitForFunction(() => document.getElementById('step-count').textContent.startsWith('150 '));
  assert.equal(await at(), x, 'not moved');
  await page.locator('#view-menu > summary').click(); // the view's switches are in the View menu
  await page.locator('#step-follow').check();
  await page.locator('#step-forward').click();
  const { misses } = await walk(page);
  assert.deepEqual(misses, [], 'followed once turned on');
  await page.waitForFunction(() => !location.hash.includes('follow=0'));
  clean();
});
