// Trees with chance positions on the page (Ballard 1983's *-minimax trees; www/families/chance/):
// a link with one loads the full core and draws it (chance positions as circles, the
// probabilities on their edges), Star1's step-through narrates a cut at a chance position
// with Ballard's sums, Compare sets Star1 beside expectimax, and a probability list that does
// not sum to 1 gets the core's error in the editor. Every expected number is the core's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness, text } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The backgammon-like example (crate/src/examples.rs DICE): three moves, a double with probability 1/6. */
const DICE = '([1/6:(3,-1),5/6:(2,4)],[1/6:(6,0),5/6:(1,5)],[1/6:(-2,8),5/6:(3,3)])';
const link = (tree, rest = '') => `index.html#tree=${encodeURIComponent(tree)}${rest}`;

/** The core's run of `proc` on `tree` with its trace. */
function core(tree, proc) {
  const g = GameTree.parse(tree);
  try {
    return { run: g.chanceRun(proc, { trace: true }), shape: g.chanceShape(), size: g.size() };
  } finally {
    g.free();
  }
}

describe('trees with chance positions', () => {
  test('a link with chance positions loads the full core and draws circles and probabilities', async () => {
    const { run, shape, size } = core(DICE, 'star1');
    const { page, context, clean } = await h.open(link(DICE, '&proc=star1&sel=1'));
    await page.waitForSelector('#tree-host .node.chance');
    await settled(page);
    const chance = shape.role.filter((r) => r >= 2).length;
    assert.equal(await page.locator('#tree-host .node').count(), size);
    assert.equal(await page.locator('#tree-host .node.chance').count(), chance, 'each chance position is drawn as one');
    assert.equal(await page.locator('#tree-host .node.chance circle.chance-ring').count(), chance, 'with its inner circle');
    const probs = await page.locator('#tree-host .prob').allTextContents();
    assert.deepEqual(probs.sort(), shape.prob.filter((p) => p != null).sort(), 'every outcome edge carries its probability');
    assert.ok(probs.includes('1/6') && probs.includes('5/6'), 'as fractions when written so');
    assert.match(await text(page, '#summary'), new RegExp(`value ${run.value.replace('/', '\\/')}`));
    assert.match(await page.locator('[role=treeitem]').first().getAttribute('aria-label'), /chance position/);
    // Max's and Min's shapes stay: the root a square, the positions under the dice circles without the ring.
    assert.equal((await page.locator('#tree-host .node.max rect.shape').count()) > 0, true);
    clean();
    await context.close();
  });

  test("stepping through Star1 narrates a cut at a chance position with Ballard's sums", async () => {
    // Max's two moves lead to chance positions; Star1 cuts the second after its first outcome.
    const tree = '([1/2:4 1/2:6] [1/2:1 1/2:7])';
    const { run } = core(tree, 'star1');
    const k =
      run.trace.findIndex((e, i) => e.type === 'bounds' && e.child !== e.at && run.trace[i + 1]?.type === 'cutoff' && run.trace[i + 1].kind === 'chance') + 1;
    assert.ok(k > 0, 'Star1 cuts at a chance position of the tree (the core says so)');
    const { page, context, clean } = await h.open(link(tree, `&proc=star1&view=minimax&step=${k}`));
    await page.waitForFunction((s) => document.querySelector('#step-sentence')?.textContent.startsWith(`${s}. `), k);
    const sentence = await text(page, '#step-sentence');
    assert.equal(sentence, `${k}. At 2, after 2.1: [lo, hi] = [1/2·1 + 1/2·L, 1/2·1 + 1/2·U] = [1, 4]: cannot rise above α = 5: cut.`);
    // The next step is the cutoff, and the counts say one chance cutoff.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((s) => document.querySelector('#step-sentence')?.textContent.startsWith(`${s}. `), k + 1);
    assert.match(await text(page, '#step-sentence'), /Chance cutoff at 2/);
    assert.equal(await text(page, '#other-counts tr[data-row=chanceCuts] td[data-proc=star1]'), String(run.counts.chance_cutoffs));
    clean();
    await context.close();
  });

  test('Compare: Star1 evaluates no more terminals than expectimax', async () => {
    const e = core(DICE, 'expectimax').run.counts.terminals;
    const s = core(DICE, 'star1').run.counts.terminals;
    const { page, context, clean } = await h.open(link(DICE, '&show=side&cmp=expectimax,star1'));
    const cell = (p) => page.locator(`#other-counts tr[data-row=terminals] td[data-proc=${p}]`);
    await cell('star1').waitFor();
    const shown = { expectimax: Number(await cell('expectimax').textContent()), star1: Number(await cell('star1').textContent()) };
    assert.deepEqual(shown, { expectimax: e, star1: s });
    assert.ok(shown.star1 <= shown.expectimax, `Star1 ${shown.star1} ≤ expectimax ${shown.expectimax}`);
    clean();
    await context.close();
  });

  test('a probability list that does not sum to 1: the core says where and what, the typed text stays', async () => {
    const { page, context, clean } = await h.open(link(DICE, '&proc=star1'));
    await page.waitForSelector('#tree-host .node.chance');
    const before = await page.locator('#tree-host .node').count();
    const bad = '([1/2:(3,5),1/3:(2,9)],(4,1))';
    await page.locator('#text-panel summary').click();
    await page.locator('#tree-text').fill(bad);
    await page.locator('#text-form button[type=submit]').click();
    await page.waitForFunction(() => document.getElementById('text-msg').textContent.length > 0);
    const msg = await text(page, '#text-msg');
    assert.match(msg, /chance position '1'/, msg);
    assert.match(msg, /sum to 5\/6, not 1/, msg);
    assert.equal(await page.locator('#tree-text').inputValue(), bad, 'the typed text is kept');
    assert.equal(await page.locator('#tree-host .node').count(), before, 'the tree shown stays');
    clean();
    await context.close();
  });
});
