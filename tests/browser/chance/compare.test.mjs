// Compare on a tree with chance positions (Ballard 1983's *-minimax trees): each added
// procedure's box shows its tree (not only the overview), and the difference view starts on
// two procedures that take chance positions, back to the usual pair on a tree without them.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL, takesChance } from '../../../www/core/procedures.js';
import { DEFAULT_DIFF } from '../../../www/families/defaults.js';
import { GameTree } from '../support/core.mjs'; // also reads the full core's catalogue into procedures.js
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '([1/2:(3 5) 1/2:(2 9)] [(4 1) (6 0)])';
/** Star1 cuts the second chance position after its first outcome (chance.test.mjs). */
const CUT = '([1/2:4 1/2:6] [1/2:1 1/2:7])';
const link = (tree, rest = '') => `index.html#tree=${encodeURIComponent(tree)}${rest}`;

/** Per box of the compare view shown: its procedure and how many positions are drawn inside the box. */
const boxes = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#compare-host figure:not([hidden]) .tree-host')].map((host) => {
      const box = host.querySelector('[data-testid=tree]').getBoundingClientRect();
      const inside = [...host.querySelectorAll('.node')].filter((n) => {
        const r = n.getBoundingClientRect();
        const x = (r.left + r.right) / 2;
        const y = (r.top + r.bottom) / 2;
        return r.width > 0 && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      });
      return { proc: host.dataset.proc, shown: inside.length };
    }),
  );

describe('Compare on a tree with chance positions', () => {
  test('side by side: each box shows its tree, the root in view', async () => {
    const { page, context, clean } = await h.open(link(TREE, '&show=side'), { viewport: { width: 1366, height: 768 } });
    await page.waitForSelector('#compare-host figure[data-extra] .node.chance');
    await settled(page);
    const shown = await boxes(page);
    assert.ok(shown.length >= 2, `the boxes: ${JSON.stringify(shown)}`);
    for (const b of shown) assert.ok(b.shown > 0, `${b.proc}'s box shows positions of its tree: ${JSON.stringify(shown)}`);
    // Another paint of the page (a new window) keeps them in view.
    await page.locator('#alpha').fill('-100');
    await page.locator('#alpha').press('Enter');
    await settled(page);
    for (const b of await boxes(page)) assert.ok(b.shown > 0, `after a repaint, ${b.proc}'s box still shows its tree`);
    clean();
    await context.close();
  });

  test('the difference view: two procedures that take chance positions, and F1/F2 again on a plain tree', async () => {
    // The catalogue's first two procedures that take chance positions (takesChance), in menu order.
    const pair = ALL.filter(takesChance).slice(0, 2);
    assert.equal(pair.length, 2, `the catalogue has two: ${pair}`);
    // The terminals only A examines and only B does, by the core's runs.
    const g = GameTree.parse(CUT);
    const terminal = Array.from(g.shapeArrays().value, (v) => !Number.isNaN(v));
    const [ea, eb] = pair.map((p) => Array.from(g.chanceRun(p, { trace: false }).examined, (x) => x === 1));
    g.free();
    const only = (x, y) => String(terminal.filter((t, i) => t && x[i] && !y[i]).length);
    assert.notEqual(only(ea, eb), '0', 'Star1 skips a terminal expectimax evaluates');
    const { page, context, clean } = await h.open(link(CUT, '&show=diff'), { viewport: { width: 1366, height: 768 } });
    await page.waitForSelector('#diff-figure:not([hidden]) .node.chance');
    await settled(page);
    assert.deepEqual([await page.locator('#diff-a').inputValue(), await page.locator('#diff-b').inputValue()], pair);
    const caption = await page.locator('#diff-figure figcaption').textContent();
    assert.ok(caption.includes(await page.locator('#diff-a option:checked').textContent()), caption);
    assert.ok(!/could not/.test(caption), `no failure: ${caption}`);
    assert.deepEqual(
      [await page.locator('#diff-figure').getAttribute('data-only-a'), await page.locator('#diff-figure').getAttribute('data-only-b')],
      [only(ea, eb), only(eb, ea)],
    );
    // A tree without chance positions: the usual pair again.
    await page.locator('#text-panel summary').click();
    await page.locator('#tree-text').fill('((3 5) (2 9) (4 1))');
    await page.locator('#text-form button[type=submit]').click();
    await page.waitForFunction(
      () => !document.querySelector('#diff-figure .node.chance') && document.querySelector('#diff-figure [data-testid=tree]')?.treeView.nodes.length === 10,
    );
    await settled(page);
    assert.deepEqual([await page.locator('#diff-a').inputValue(), await page.locator('#diff-b').inputValue()], [...DEFAULT_DIFF]);
    assert.ok(!/could not/.test(await page.locator('#diff-figure figcaption').textContent()));
    clean();
    await context.close();
  });
});
