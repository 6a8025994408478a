// The page's first view can be read: the default page (K&M's Fig. 1, the π tree) opens with
// its values at 11 CSS px or more — a tree whose whole would be smaller is shown around its
// root at 13 px, the overview in the corner — on a laptop, a projector and a phone; *Fit*
// returns to that same view (docs/playground.md: "values at 13 px").
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The values drawn inside the tree's box: their size on screen (CSS px), and the overview. */
const measure = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    const b = box.getBoundingClientRect();
    const px = [];
    for (const t of box.querySelectorAll('.node .value')) {
      const r = t.getBoundingClientRect();
      if (!t.textContent || r.left < b.left || r.right > b.right || r.top < b.top || r.bottom > b.bottom) continue;
      px.push(parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
    }
    const v = box.treeView;
    return {
      px,
      n: v.nodes.length,
      whole: v.wholeShown,
      overview: !document.querySelector('#tree-host .tv-minimap').hidden,
      t: { ...v.following, gliding: 0 },
    };
  });

for (const [name, opts] of [
  ['1366×768', { viewport: { width: 1366, height: 768 } }],
  ['1280×720', { viewport: { width: 1280, height: 720 } }],
  ['390×844 phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
]) {
  test(`the first view at ${name}: Fig. 1 with its values at 11 px or more, as much as fits; Fit gives the same`, async () => {
    const { page, context, clean } = await h.open('index.html', opts);
    await settled(page);
    const got = await measure(page);
    const min = Math.min(...got.px);
    console.log(`${name}: ${got.px.length} of ${got.n} values in the box, smallest ${min.toFixed(1)} px, whole ${got.whole}`);
    assert.ok(got.px.length >= 10, `${got.px.length} values in the box`);
    assert.ok(min >= 11, `values ${min.toFixed(1)} px in the first view`);
    // Not whole: the rest is one tap away on the overview.
    assert.equal(got.overview, !got.whole, 'the overview is shown exactly when the tree is not whole');
    // Zoom out, then Fit: back to the first view.
    await page.locator('#tree-host [data-testid=tree]').focus();
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await page.locator('#zoom-fit').click();
    await settled(page);
    const again = await measure(page);
    assert.deepEqual(again.t, got.t, 'Fit returns to the first view');
    clean();
    await context.close();
  });
}
