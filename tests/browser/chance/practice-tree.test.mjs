// "Practise on this tree" on the page's own tree (families/chance/practice-panel.js,
// practice-tree.js): while a task is open the drawing, the ARIA tree and the table view show
// the terminals only — no value at a chance position, no terminal examined or cut off — and
// Check brings the run back; a click or tap on a terminal marks it (the cross on the tree and
// the box's checkbox together), Enter and x on the tree's selected terminal too (reached by t
// from the task's radio button), and the core's solution marked by clicks alone scores full
// marks. Expected answers are the core's.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { openChancePractice } from '../support/panels.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The backgammon-like example (crate/src/examples.rs DICE): Max, three chance positions, Min, terminals. */
const DICE = '([1/6:(3,-1),5/6:(2,4)],[1/6:(6,0),5/6:(1,5)],[1/6:(-2,8),5/6:(3,3)])';
const LINK = `index.html#tree=${encodeURIComponent(DICE)}&proc=star1`;

/** The core's question and solution, and the tree's chance positions and interior positions by Dewey name. */
function coreOf(task) {
  const g = GameTree.parse(DICE);
  try {
    const { parent } = g.shapeArrays();
    const { role } = g.chanceShape();
    const interior = new Set(Array.from(parent).filter((p) => p >= 0));
    const names = Array.from(parent, (_, i) => g.deweyOf(i));
    return {
      ...g.chancePractice({ task, solution: true }),
      chance: names.filter((_, i) => role[i] >= 2),
      interior: names.filter((_, i) => interior.has(i)),
      terminals: names.filter((_, i) => !interior.has(i)),
    };
  } finally {
    g.free();
  }
}

const TREE = '#tree-host [data-testid=tree]';

/** What the drawing shows: each interior position's label and every position's status class. */
function drawn(page, interior) {
  return page.evaluate(
    ({ interior, tree }) => {
      const svg = document.querySelector(tree);
      const label = (d) => svg.querySelector(`text.value[data-dewey="${d}"]`)?.textContent ?? null;
      const statuses = [...svg.querySelectorAll('g.node')].map((g) => [...g.classList].find((c) => c.startsWith('st-')));
      return { labels: Object.fromEntries(interior.map((d) => [d, label(d)])), statuses: [...new Set(statuses)].sort() };
    },
    { interior, tree: TREE },
  );
}

async function open(page, task) {
  await openChancePractice(page, task);
  await settled(page);
}

/** Clicks position `dewey` in the page's tree where it is drawn. */
async function clickAt(page, dewey) {
  await page.locator(TREE).scrollIntoViewIfNeeded();
  const at = await page.locator(TREE).evaluate((el, d) => el.treeView.pointOf(d), dewey);
  await settled(page);
  const again = await page.locator(TREE).evaluate((el, d) => el.treeView.pointOf(d), dewey); // after the view moved to it
  assert.ok(at && again, `${dewey} is drawn`);
  await page.mouse.click(again.x, again.y);
}

const box = (page, at) => page.locator(`#chance-practice input[type=checkbox][data-dewey="${at}"]`);
const marked = (page, at) => page.locator(`${TREE} g.node.pr-marked[data-dewey="${at}"]`);

describe('chance practice on the page’s tree', () => {
  test('the open task hides the run; clicks mark terminals; the solution by clicks scores full marks; Check brings the run back', async () => {
    const { page, context, clean } = await h.open(`${LINK}&table=1`);
    await settled(page);
    const skip = coreOf('skip');
    assert.ok(skip.solution.skipped.length > 0, 'Star1 skips something on this tree');
    // Before: the run's values at the chance positions and the terminals it cut off are drawn.
    const shown = await drawn(page, skip.interior);
    assert.ok(
      skip.chance.some((d) => shown.labels[d]),
      `a chance position's value is drawn: ${JSON.stringify(shown.labels)}`,
    );
    assert.ok(
      shown.statuses.some((s) => s !== 'st-examined' && s !== 'st-pending'),
      `something is cut off: ${shown.statuses}`,
    );
    await page.waitForSelector('#table-panel tbody tr'); // the link's table=1

    await open(page, 'skip');
    const hidden = await drawn(page, skip.interior);
    assert.deepEqual(hidden.labels, Object.fromEntries(skip.interior.map((d) => [d, ''])), 'no interior value drawn');
    assert.deepEqual(hidden.statuses, ['st-pending'], 'no position drawn examined or cut off');
    assert.equal(await page.locator('#table-panel tbody tr').count(), 0, 'the table view lists nothing');
    assert.ok((await page.locator('#summary').textContent()).length > 0, 'the summary says why');
    assert.equal(await page.locator('#step-forward').isDisabled(), true, 'no stepping through the run');
    // The ARIA tree's item at a chance position names no value.
    await page.locator(TREE).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    const item = await page.locator(`${TREE} [role=treeitem]`).getAttribute('aria-label');
    assert.ok(shown.labels[skip.chance[0]] && !item.includes(shown.labels[skip.chance[0]]), `"${item}" hides ${shown.labels[skip.chance[0]]}`);

    // A click marks a terminal and ticks its box; a second click takes both off.
    const some = skip.terminals[0];
    await clickAt(page, some);
    await page.waitForSelector(`${TREE} g.node.pr-marked[data-dewey="${some}"]`);
    assert.equal(await box(page, some).isChecked(), true);
    assert.equal(await page.locator(`${TREE} .pr-cross`).count(), 1);
    await clickAt(page, some);
    await marked(page, some).waitFor({ state: 'detached' });
    assert.equal(await box(page, some).isChecked(), false);
    // A box ticked marks the tree.
    await box(page, some).check();
    await marked(page, some).waitFor({ state: 'attached' });
    await box(page, some).uncheck();
    await marked(page, some).waitFor({ state: 'detached' });

    // The solution by clicks on the tree only.
    for (const at of skip.solution.skipped) await clickAt(page, at);
    for (const at of skip.terminals) assert.equal(await box(page, at).isChecked(), skip.solution.skipped.includes(at), `the box of ${at}`);
    const still = await drawn(page, skip.interior);
    assert.deepEqual(still.statuses, ['st-pending'], 'marking shows nothing of the run');
    await page.locator('#chance-practice-check').click();
    await page.waitForSelector('.chance-practice-score');
    const k = skip.solution.skipped.length;
    assert.equal(await page.locator('.chance-practice-score').textContent(), `${k} of ${k} right.`);
    // Checked: the run is back, with a ring per terminal judged.
    await page.waitForFunction((tree) => document.querySelector(`${tree} g.node:not(.st-pending)`), TREE);
    await settled(page);
    const back = await drawn(page, skip.interior);
    assert.deepEqual(back, shown, 'the run is drawn again as before');
    assert.equal(await page.locator(`${TREE} .pr-verdict.pr-right`).count(), k);
    assert.ok((await page.locator('#table-panel tbody tr').count()) > 0, 'the table view lists the run again');
    // Try again: hidden again, the marks gone.
    await page.locator('#chance-practice-retry').click();
    await page.waitForFunction((tree) => !document.querySelector(`${tree} g.node:not(.st-pending)`), TREE);
    assert.equal(await page.locator(`${TREE} .pr-cross`).count(), 0);
    // Closing the box brings the run back without a check.
    await page.locator('#chance-practice summary').click();
    await page.waitForFunction((tree) => document.querySelector(`${tree} g.node:not(.st-pending)`), TREE);
    await settled(page);
    assert.deepEqual(await drawn(page, skip.interior), shown);
    clean();
    await context.close();
  });

  test('the keyboard marks the selected terminal (Enter, x), and the values task hides the chance positions’ values', async () => {
    const { page, context, clean } = await h.open(LINK);
    await settled(page);
    const skip = coreOf('skip');
    await open(page, 'skip');
    // Home, then down to the first terminal (the first successor at each level).
    const first = skip.terminals[0];
    // From the task's radio button, t goes to the tree (the box's hint and the help say so).
    await page.locator('input[name=chance-practice-task][value=skip]').focus();
    await page.keyboard.press('t');
    assert.ok(await page.locator(TREE).evaluate((tree) => tree.contains(document.activeElement)), 't from the radio button focuses the tree');
    await page.keyboard.press('Home');
    for (let d = 0; d < first.split('.').length; d++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await marked(page, first).waitFor({ state: 'attached' });
    assert.equal(await box(page, first).isChecked(), true);
    assert.match(await page.locator(`${TREE} [role=treeitem]`).getAttribute('aria-label'), /marked as skipped/);
    await page.keyboard.press('x');
    await marked(page, first).waitFor({ state: 'detached' });
    assert.equal(await box(page, first).isChecked(), false);

    const values = coreOf('values');
    await open(page, 'values');
    const hidden = await drawn(page, values.interior);
    for (const d of values.chance) assert.equal(hidden.labels[d], '', `no value at ${d}`);
    // Enter on a chance position goes to its field; the value typed is drawn beside it.
    const c = values.chance[0];
    await page.locator(TREE).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.dewey), c);
    await page.keyboard.type(String(values.solution.values[c]));
    await page.waitForSelector(`${TREE} .pr-note`);
    for (const [at, v] of Object.entries(values.solution.values)) await page.locator(`#chance-practice [data-dewey="${at}"]`).fill(String(v));
    await page.locator('#chance-practice-check').click();
    const n = values.question.positions.length;
    await page.waitForSelector('.chance-practice-score');
    assert.equal(await page.locator('.chance-practice-score').textContent(), `${n} of ${n} right.`);
    await page.waitForFunction((tree) => document.querySelector(`${tree} g.node:not(.st-pending)`), TREE);
    assert.equal(await page.locator(`${TREE} .pr-verdict.pr-right`).count(), n);
    clean();
    await context.close();
  });
});
