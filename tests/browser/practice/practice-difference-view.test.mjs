// The difference view from practice: "Show the difference on this tree" lands at the top of
// the page with the tree whole, its caption a sentence (capitalised, "1 position (1
// terminal)" in the singular), and the browser's Back returns to the exercise.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { exerciseGenerate } from '../../../www/pkg-full/gametree.js';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A seeded exercise tree where the mistake's pruning differs from F2's. */
function treeFor(id, task) {
  for (let seed = 1; seed < 400; seed++) {
    const ex = exerciseGenerate({ task, proc: 'F2', seed, degree: 3, height: 4, order: 'random', lo: -9, hi: 9, view: 'minimax' });
    const g = GameTree.parse(ex.tree);
    try {
      const answer = g.practiceExpected(task, `mutant:${id}`, { view: 'minimax' });
      if (!same(answer, g.practiceExpected(task, 'F2', { view: 'minimax' }))) return { tree: ex.tree, answer };
    } finally {
      g.free();
    }
  }
  throw new Error(`no exercise tree where ${id} differs from F2`);
}

for (const [width, height] of [
  [1366, 768],
  [390, 844],
]) {
  test(`practice's difference view at ${width}×${height}: at the top, the tree whole, a right sentence; Back returns to the exercise`, async () => {
    const t = treeFor('strict-cutoff', 'prune');
    const { page, context, clean } = await h.open(`index.html#tree=${t.tree}&proc=F2&mode=practice&task=prune`, {
      viewport: { width, height },
      isMobile: width < 500,
      hasTouch: width < 500,
    });
    await page.waitForSelector('.practice .pr-check');
    const exercise = await page.evaluate(() => location.href);
    for (const d of t.answer.pruned) await page.locator(`.practice g.node[data-dewey="${d}"]`).click();
    await page.locator('.practice .pr-check').click();
    await page.locator('.pr-dx[data-mutant="strict-cutoff"] .pr-dx-show').click();
    await page.waitForFunction(() => /show=diff/.test(location.hash));
    await page.waitForSelector('#diff-host .node');
    await settled(page);
    const got = await page.evaluate(() => {
      const v = document.querySelector('#diff-host [data-testid=tree]').treeView;
      const box = document.querySelector('#diff-host [data-testid=tree]').getBoundingClientRect();
      return {
        scrollY: Math.round(scrollY),
        whole: v.wholeShown,
        boxTop: Math.round(box.top),
        boxBottom: Math.round(box.bottom),
        caption: document.querySelector('#diff-figure figcaption').textContent.trim(),
      };
    });
    console.log(`${width}×${height}: ${got.caption}`);
    assert.equal(got.scrollY, 0, 'the page at its top');
    assert.ok(got.boxTop >= 0 && got.boxBottom <= height, `the tree's box on screen (${got.boxTop}-${got.boxBottom})`);
    assert.equal(got.whole, true, 'the tree whole');
    assert.match(got.caption, /^\p{Lu}/u, `a sentence: ${got.caption}`);
    assert.doesNotMatch(got.caption, /\b1 (positions|terminals)\b/, got.caption);
    // Back: the exercise again.
    await page.goBack();
    await page.waitForFunction(() => /mode=practice/.test(location.hash) && !/show=diff/.test(location.hash));
    await page.waitForSelector('.practice .pr-check');
    assert.equal(await page.locator('#practice-area').isHidden(), false, 'the exercise is shown');
    assert.equal(new URL(page.url()).pathname, new URL(exercise).pathname);
    clean();
    await context.close();
  });
}
