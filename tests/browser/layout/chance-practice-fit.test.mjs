// The chance practice box ("Practise on this tree", families/chance/practice-panel.js) open
// under the step panel on a projector's 1280×720 and a laptop's 1366×768: the tree keeps a
// readable height in view — every terminal (what the skip task marks on the tree) drawn
// inside the tree's box and on screen without panning, the box's heading in view below it —
// and the column scrolls to the task's Check. On a phone (390×844) the tree still comes first, as wide as the screen.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { openChancePractice } from '../support/panels.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The backgammon-like example (crate/src/examples.rs DICE): 12 terminals at depth 3. */
const DICE = '([1/6:(3,-1),5/6:(2,4)],[1/6:(6,0),5/6:(1,5)],[1/6:(-2,8),5/6:(3,3)])';
const TERMINALS = ['1', '2', '3'].flatMap((a) => ['1', '2'].flatMap((b) => ['1', '2'].map((c) => `${a}.${b}.${c}`)));

/** The tree's box in view (clipped by the screen and by its scrolling column) and the terminals whose values are drawn within it. */
const treeInView = (page, terminals) =>
  page.evaluate((terminals) => {
    const host = document.getElementById('tree-host').getBoundingClientRect();
    const area = document.getElementById('tree-area').getBoundingClientRect();
    const top = Math.max(host.top, area.top, 0);
    const bottom = Math.min(host.bottom, area.bottom, innerHeight);
    const inside = terminals.filter((d) => {
      const r = document.querySelector(`#tree-host text.value[data-dewey="${d}"]`)?.getBoundingClientRect();
      return r && r.width > 0 && r.top >= top - 0.5 && r.bottom <= bottom + 0.5 && r.left >= host.left - 0.5 && r.right <= host.right + 0.5;
    });
    return { visible: Math.round(bottom - top), height: innerHeight, inside };
  }, terminals);

for (const colorScheme of ['light', 'dark']) {
  test(`1280×720 and 1366×768 (${colorScheme}), the chance practice open: the tree keeps over half the screen, every terminal in view; Check is reached by scrolling the column`, async () => {
    for (const [width, height] of [
      [1280, 720],
      [1366, 768],
    ]) {
      const { page, clean } = await h.visit(`index.html#tree=${encodeURIComponent(DICE)}&proc=star1`, { viewport: { width, height }, colorScheme });
      await openChancePractice(page, 'skip');
      await settled(page);
      // As the box leaves it: its heading in view (the focus of a keyboard that opened it), the tree above.
      const heading = await page.locator('#chance-practice > summary').boundingBox();
      assert.ok(heading.y >= 0 && heading.y + heading.height <= height, `${width}×${height}: the box's heading in view`);
      const got = await treeInView(page, TERMINALS);
      const at = `${width}×${height} ${colorScheme}`;
      assert.ok(got.visible >= got.height / 2, `${at}: the tree has ${got.visible} px of ${got.height} in view`);
      assert.deepEqual(got.inside, TERMINALS, `${at}: the terminals drawn in view`);
      // The task's Check is reached: the column scrolls to it.
      await page.locator('#chance-practice-check').scrollIntoViewIfNeeded();
      assert.ok(await page.locator('#chance-practice-check').isVisible(), at);
      const check = await page.locator('#chance-practice-check').boundingBox();
      assert.ok(check.y >= 0 && check.y + check.height <= height, `${at}: Check on screen`);
      clean();
    }
  });
}

test('phone 390×844, the chance practice open: the tree first, as wide as the screen and over 300 px high', async () => {
  const { page, clean } = await h.visit(`index.html#tree=${encodeURIComponent(DICE)}&proc=star1`, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await openChancePractice(page, 'skip');
  const r = await page.locator('#tree-host').boundingBox();
  const practice = await page.locator('#chance-practice').boundingBox();
  assert.ok(r.height >= 300 && r.width >= 360, `${Math.round(r.width)}×${Math.round(r.height)}`);
  assert.ok(r.y + r.height <= practice.y, 'the tree above the box');
  clean();
});
