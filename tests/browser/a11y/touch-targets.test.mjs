// Touch targets on a phone (WCAG 2.2, 2.5.8): the π tree's first view (and Fit) shows it
// whole, too small to tap, and offers the zoom at which every position's target is at least
// 24×24 CSS px and no two targets overlap; there a tap on a position selects it, and a tap
// between two selects the nearer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { unbracketed } from '../support/pseudo-text.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** In the page: positions whose target is under 24 px, pairs of 24×24 targets that overlap, taps that select another position. */
const targets = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    const v = box.treeView;
    const r = box.getBoundingClientRect();
    const { x, y } = v.pos;
    const { k, x: tx, y: ty } = v.following;
    const cx = (i) => r.left + box.clientLeft + x[i] * k + tx;
    const cy = (i) => r.top + box.clientTop + y[i] * k + ty;
    const small = [];
    for (const g of box.querySelectorAll('.node')) {
      const q = g.querySelector('.shape').getBoundingClientRect();
      if (q.width < 24 - 0.5 || q.height < 24 - 0.5) small.push(`${g.dataset.id}: ${q.width.toFixed(1)}×${q.height.toFixed(1)}`);
    }
    const n = x.length;
    let overlaps = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (Math.abs(cx(i) - cx(j)) < 24 && Math.abs(cy(i) - cy(j)) < 24) overlaps++;
    const wrongTap = [];
    for (let i = 0; i < n; i++) if (v.nearestAt(cx(i), cy(i)) !== i) wrongTap.push(i);
    // Between two neighbours on a level, a little to one side: the nearer one.
    const between = [];
    for (let i = 1; i < n; i++) {
      if (y[i] !== y[i - 1]) continue;
      const mx = (cx(i - 1) + cx(i)) / 2;
      const got = v.nearestAt(mx - 3, cy(i));
      if (got !== i - 1 && got !== -1) between.push(`${i - 1}|${i} → ${got}`);
    }
    return { small, overlaps, wrongTap, between };
  });

for (const colorScheme of ['light', 'dark']) {
  test(`390×844 (${colorScheme}): the first view and Fit are readable: every position a target of 24×24 px or more, none overlapping`, async () => {
    const { page, context, clean } = await h.open('index.html', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme });
    const offer = page.locator('#tree-host .tv-tap-zoom');
    // Fig. 1 whole would be 1.6 px on a phone: the first view opens at the readable size
    // around the root (camera.js, READ_KMIN), where the positions are targets already.
    for (const how of ['the first view', 'Fit']) {
      await settled(page);
      assert.ok(await offer.isHidden(), `${how}: no zoom to offer, the view is readable`);
      assert.deepEqual(await targets(page), { small: [], overlaps: 0, wrongTap: [], between: [] }, how);
      await page.locator('#zoom-fit').tap();
    }
    await settled(page);
    // A real tap just beside a terminal (not on its outline) selects it.
    const p = await page.evaluate(() => document.querySelector('#tree-host [data-testid=tree]').treeView.pointOf('1.1.1.2'));
    await page.touchscreen.tap(p.x + 14, p.y + 2);
    await page.waitForFunction(() => /Position 1\.1\.1\.2\b/.test(document.getElementById('sel-info').textContent));
    clean();
    await context.close();
  });
}

// Every first view is readable now (camera.js, READ_KMIN: values 11 px or more), and the
// positions of a readable view are a target each (siblings at least 32.7 tree units apart:
// 27.7 px at 11/13), so the offer comes when the person zooms out past that: the small tree
// below, whole and readable at first, after two taps on − (zoom 0.64: siblings 21 px apart).
const SMALL = '((3,1,4),(1,5,9),(2,6,5))';

/** Neighbouring positions' distance in CSS px in the view of `sel`. */
const gapOf = (page, sel) =>
  page.evaluate((sel) => {
    const v = document.querySelector(`${sel} [data-testid=tree]`).treeView;
    return v.pos.dx * v.following.k;
  }, sel);

test('390×844, Compare (whole trees zoomed out until their positions are closer than 24 px): the view offers the zoom at which they can be tapped', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${SMALL}&show=side`, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const sel = '#compare-host [data-proc=F2]';
  const offer = page.locator(`${sel} .tv-tap-zoom`);
  await settled(page);
  assert.ok(await offer.isHidden(), 'the first view is readable and tappable');
  assert.ok((await gapOf(page, sel)) >= 24, 'neighbours a target apart');
  for (let i = 0; i < 2; i++) await page.locator('#zoom-out').tap();
  await offer.waitFor();
  assert.ok((await gapOf(page, sel)) < 24, 'zoomed out: too close to tap');
  await offer.tap();
  await settled(page);
  assert.ok(await offer.isHidden(), 'no longer needed');
  const gap = await gapOf(page, sel);
  assert.ok(gap >= 24 - 0.01, `neighbours ${gap.toFixed(1)} px apart`);
  clean();
  await context.close();
});

test("390×844 in en-XA: the offered zoom speaks the page's language (its text and its title come from the messages)", async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${SMALL}&lang=en-XA`, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const offer = page.locator('#tree-host .tv-tap-zoom');
  await settled(page);
  assert.ok(await offer.isHidden(), 'the first view is readable and tappable');
  for (let i = 0; i < 2; i++) await page.locator('#zoom-out').tap();
  await offer.waitFor();
  assert.deepEqual(await unbracketed(page, '#tree-host .tv-tap-zoom'), []);
  assert.match(await offer.textContent(), /^\[.+\]$/);
  assert.match((await offer.getAttribute('title')) ?? '', /^\[.+\]$/);
  clean();
  await context.close();
});
