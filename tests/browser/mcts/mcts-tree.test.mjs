// UCT on the page's tree (www/mcts/tree-marks.js through www/view/mcts-hook.js): while the
// Monte Carlo box steps through a run, the main tree draws the positions of the search tree
// as examined and the others as not reached, N and W/N beside each of the search tree's
// positions, and the phase's positions marked. Checked against the core's run in node
// (GameTree.mcts with its trace): at a selection, the tree's marked positions are the
// trace's selected path (the chosen successor current, the path before it active) and the
// UCB texts are on the successors selection chose among, with the values recomputed here
// from the trace's statistics; after the last backpropagation, the positions drawn as
// visited are the core's `nodes`, each with its N; the ARIA tree's item says N and W/N.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Replay } from '../../../www/families/mcts/replay.js';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TEXT = '(((3,1),(4,1,5)),((5,9),(2,6)),((5,3),(5,8,9)))';
const OPTIONS = { iterations: 24, seed: 11, c: Math.SQRT2 };
const fmt = (x) => new Intl.NumberFormat('en', { maximumFractionDigits: 3 }).format(x);

function coreRun(text, options) {
  const t = GameTree.parse(text);
  try {
    return { run: t.mcts({ ...options, trace: true }), shape: t.shape() };
  } finally {
    t.free();
  }
}

/** The main tree's drawn marks: ids by class. */
function marks(page) {
  return page.evaluate(() => {
    const host = document.getElementById('tree-host');
    const ids = (sel) => [...host.querySelectorAll(sel)].map((e) => Number(e.dataset.id)).sort((a, b) => a - b);
    const texts = (sel) => Object.fromEntries([...host.querySelectorAll(sel)].map((e) => [e.dataset.id, e.textContent]));
    return {
      current: ids('.nodes .node.is-current'),
      active: ids('.nodes .node.is-active'),
      examined: ids('.nodes .node.st-examined'),
      pending: ids('.nodes .node.st-pending'),
      n: texts('.overlay text.mcts-n'),
      ucb: texts('.overlay text.mcts-ucb'),
    };
  });
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);

describe('UCT on the tree', () => {
  test('the selection’s path and UCB values, then the core’s nodes with N and W/N, drawn and said', async () => {
    const { run, shape } = coreRun(TEXT, OPTIONS);
    const replay = new Replay(shape, run);
    const i = run.trace.findIndex((s) => s.selected.length >= 2);
    assert.ok(i > 0, 'some iteration selects two levels down');
    const { page, context, clean } = await h.open(`index.html#tree=${TEXT}`);
    await settled(page);
    await page.locator('#mcts-panel > summary').click();
    await page.locator('#mcts-iterations').fill(String(OPTIONS.iterations));
    await page.locator('#mcts-seed').fill(String(OPTIONS.seed));
    await page.locator('#mcts-run').click();
    await page.waitForSelector('#tree-host .overlay text.mcts-n');
    const next = page.locator('#mcts-next');
    for (let k = 0; k < 4 * i; k++) await next.click();
    assert.equal(await page.locator('#mcts-step-text').getAttribute('data-phase'), 'select');
    assert.equal(await page.locator('#mcts-step-text').getAttribute('data-iteration'), String(i));
    // The path: the root and the selected positions; the last one chosen (current).
    const step = run.trace[i];
    let m = await marks(page);
    assert.deepEqual(m.current, [step.selected.at(-1)]);
    assert.deepEqual(m.active, sorted([0, ...step.selected.slice(0, -1)]));
    // The UCB texts: on every successor of the positions selected from, with their values.
    const before = replay.before(i);
    const want = {};
    for (const p of [0, ...step.selected.slice(0, -1)]) {
      for (let q = 1; q < shape.parent.length; q++) {
        if (shape.parent[q] !== p) continue;
        const ucb = before.units[q] / (replay.den * before.n[q]) + OPTIONS.c * Math.sqrt(Math.log(before.n[p]) / before.n[q]);
        want[q] = `UCB ${fmt(ucb)}`;
      }
    }
    assert.deepEqual(m.ucb, want);
    // Visited before this iteration: drawn examined; the rest faint (not reached).
    const inTree = sorted(Array.from(before.inTree).flatMap((x, id) => (x ? [id] : [])));
    assert.deepEqual(m.examined, inTree);
    assert.equal(m.pending.length, shape.parent.length - inTree.length);
    // The last phase: the run's last backpropagation, after which the statistics are the core's.
    for (let k = 4 * i; k < replay.length - 1; k++) await next.click();
    assert.equal(await next.isDisabled(), true);
    m = await marks(page);
    assert.deepEqual(m.examined, sorted(run.ids));
    assert.deepEqual(m.pending, sorted(shape.parent.map((_, id) => id).filter((id) => !run.ids.includes(id))));
    assert.deepEqual(sorted(Object.keys(m.n).map(Number)), sorted(run.ids));
    run.ids.forEach((id, k) => assert.ok(m.n[id].startsWith(`N ${run.n[k]} · `), `${shape.dewey[id]}: ${m.n[id]}`));
    assert.deepEqual(m.active, sorted(replay.path(run.trace.length - 1)));
    // The ARIA tree's item of a visited position says its N and W/N.
    const id = run.ids.find((x) => x > 0);
    await page.locator(`#tree-host .nodes .node[data-id="${id}"]`).click();
    const k = run.ids.indexOf(id);
    const item = await page.locator('#tree-host .tv-item').getAttribute('aria-label');
    assert.ok(item.includes(`N = ${run.n[k]}, W/N = `), item);
    // Unticked: the page's own picture again, without the texts.
    await page.locator('#mcts-on-tree').uncheck();
    assert.equal(await page.locator('#tree-host .overlay text').count(), 0);
    clean();
    await context.close();
  });
});
