// The Monte Carlo tree search panel (www/mcts/): loaded when opened; a run of UCT on the
// link's tree shows the core's statistics at the root's successors (checked against
// GameTree.mcts in node), its move, F2's terminals (the core's counts) and a plot with the
// minimax value as a reference line; the stepper's first selection with UCB1 values names
// the values recomputed here from the replay's statistics; a tree with chance positions gets
// the core's refusal.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { Replay } from '../../../www/families/mcts/replay.js';
import { counts, GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { openMctsPanel } from '../support/panels.mjs';
import { settled } from '../support/wait.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TEXT = '((3,1,4),(1,5,9),(2,6,5))';
const OPTIONS = { iterations: 500, seed: 7, c: Math.SQRT2 };
const fmt = (x) => new Intl.NumberFormat('en', { maximumFractionDigits: 3 }).format(x);

/** The core's run in node: the statistics by id, the trace, the shape. */
function coreRun(text, options) {
  const t = GameTree.parse(text);
  try {
    const run = t.mcts(options);
    const traced = t.mcts({ ...options, iterations: Math.min(200, options.iterations), trace: true });
    return { run, traced, shape: t.shape() };
  } finally {
    t.free();
  }
}

const openPanel = (path) => openMctsPanel(h, path);

async function run(page, { iterations, seed }) {
  await page.locator('#mcts-iterations').fill(String(iterations));
  await page.locator('#mcts-seed').fill(String(seed));
  await page.locator('#mcts-run').click();
  await page.waitForSelector('#mcts-table tbody tr');
}

describe('Monte Carlo tree search panel', () => {
  test('a run shows the core’s statistics, move and F2’s terminals, a plot with its reference lines, and the stepper’s UCB1 values', async () => {
    const { page, context, clean } = await openPanel(`index.html#tree=${TEXT}`);
    await run(page, OPTIONS);
    const { run: want, traced, shape } = coreRun(TEXT, OPTIONS);
    // The table: N at each root successor is the core's.
    const rows = await page.locator('#mcts-table tbody tr').evaluateAll((trs) => trs.map((tr) => ({ id: Number(tr.dataset.id), n: Number(tr.dataset.n) })));
    const coreN = new Map(Array.from(want.ids, (id, k) => [id, want.n[k]]));
    const successors = shape.parent.map((p, id) => (p === 0 ? id : -1)).filter((id) => id > 0);
    assert.deepEqual(
      rows.map((r) => r.id),
      successors,
    );
    for (const r of rows) assert.equal(r.n, coreN.get(r.id) ?? 0, `N at ${shape.dewey[r.id]}`);
    // They sum to the root's N less the iterations whose path ends at the root (none add a
    // successor there only when the root has none); the core's root N is the iterations.
    const atRootOnly = traced.trace.filter((s) => s.selected.length === 0 && s.expanded == null).length;
    assert.equal(coreN.get(0), OPTIONS.iterations);
    assert.equal(
      rows.reduce((a, r) => a + r.n, 0),
      OPTIONS.iterations - atRootOnly,
    );
    // The move and F2's terminals in the summary.
    const summary = await page.locator('#mcts-summary').textContent();
    assert.ok(summary.includes(`moves to ${shape.dewey[want.best]}`), summary);
    assert.ok(summary.includes(want.optimalMoves.includes(want.best) ? 'a minimax-optimal move' : 'not minimax-optimal'), summary);
    const f2 = counts(TEXT).F2;
    assert.ok(summary.includes(`examines ${f2.counts.terminals} terminals to prove the value ${f2.value}`), summary);
    // The plot: the minimax value as a horizontal rule, F2's terminals as a vertical one.
    await page.waitForSelector('#mcts-plot svg g.mcts-value-rule line', { state: 'attached' });
    assert.equal(await page.locator('#mcts-plot svg g.mcts-f2-rule line').count(), 1);
    assert.ok((await page.locator('#mcts-plot svg text').allTextContents()).some((t) => t.includes('minimax value')));
    // The stepper: the first selection that chooses among successors names their UCB1 values,
    // recomputed here from the replay's statistics before that iteration.
    const replay = new Replay(shape, traced);
    const i = traced.trace.findIndex((s) => s.selected.length > 0);
    assert.ok(i > 0, 'some iteration selects');
    const before = replay.before(i);
    const rootN = before.n[0];
    const values = successors.map((q) => {
      const ucb = before.units[q] / (replay.den * before.n[q]) + Math.SQRT2 * Math.sqrt(Math.log(rootN) / before.n[q]);
      return `${shape.dewey[q]}: ${fmt(ucb)}`;
    });
    const next = page.locator('#mcts-next');
    assert.equal(await page.locator('#mcts-step-text').getAttribute('data-phase'), 'select');
    for (let k = 0; k < 4 * i; k++) await next.click();
    const sentence = page.locator('#mcts-step-text');
    assert.equal(await sentence.getAttribute('data-iteration'), String(i));
    assert.equal(await sentence.getAttribute('data-phase'), 'select');
    const said = await sentence.textContent();
    assert.ok(said.includes(`the UCB1 values are ${values.join(', ')}`), `${said} | ${values}`);
    assert.ok(said.includes(`it chooses ${shape.dewey[traced.trace[i].selected[0]]}`), said);
    // Previous steps back to the backpropagation before it.
    await page.locator('#mcts-prev').click();
    assert.equal(await sentence.getAttribute('data-phase'), 'backpropagate');
    // A whole iteration at a time: to the selection of the next, back to this one's, then to
    // the one before (its first phase), the slider following.
    const at = async () => [
      await sentence.getAttribute('data-iteration'),
      await sentence.getAttribute('data-phase'),
      await page.locator('#mcts-scrub').inputValue(),
    ];
    await page.locator('#mcts-next-iteration').click();
    assert.deepEqual(await at(), [String(i), 'select', String(4 * i + 1)]);
    await page.locator('#mcts-prev').click();
    await page.locator('#mcts-prev-iteration').click();
    assert.deepEqual(await at(), [String(i - 1), 'select', String(4 * i - 3)]);
    await page.locator('#mcts-prev-iteration').click();
    assert.deepEqual(await at(), [String(Math.max(0, i - 2)), 'select', String(Math.max(1, 4 * i - 7))]);
    // The slider goes to any phase; Play runs from there to the last phase and stops itself.
    const last = 4 * traced.trace.length;
    await page.locator('#mcts-scrub').evaluate((el, k) => {
      el.value = String(k);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, last - 2);
    assert.deepEqual(await at(), [String(traced.trace.length - 1), 'expand', String(last - 2)]);
    await page.locator('#mcts-play').click();
    assert.equal(await page.locator('#mcts-play').getAttribute('aria-pressed'), 'true');
    await page.waitForFunction((last) => document.getElementById('mcts-scrub').value === String(last), last);
    await page.waitForFunction(() => document.getElementById('mcts-play').getAttribute('aria-pressed') === 'false');
    assert.deepEqual(await at(), [String(traced.trace.length - 1), 'backpropagate', String(last)]);
    assert.ok(await page.locator('#mcts-next-iteration').isDisabled(), 'nothing after the last phase');
    clean();
    await context.close();
  });

  test('a tree with chance positions gets the core’s refusal', async () => {
    // The page reads a tree with chance positions once the full core is in (the panel loads
    // it). Its own runs (F0's) refuse such a tree with an uncaught error, outside this panel;
    // the panel runs on the tree the page holds and shows the core's refusal.
    const { page, context, errors, external } = await openPanel(`index.html#tree=${TEXT}`);
    await page.locator('#text-panel summary').click();
    await page.locator('#tree-text').fill('([3,5],(1,2))');
    await page.locator('#text-form button[type=submit]').click();
    await page.locator('#mcts-run').click();
    await page.waitForFunction(() => document.getElementById('mcts-msg')?.textContent.length > 0);
    const t = GameTree.parse('([3,5],(1,2))');
    let want;
    try {
      assert.throws(
        () => t.mcts({ iterations: 10 }),
        (e) => ((want = e.message), true),
      );
    } finally {
      t.free();
    }
    assert.match(want, /chance position/);
    assert.equal(await page.locator('#mcts-msg').textContent(), `UCT cannot run on this tree: ${want}`);
    assert.equal(await page.locator('#mcts-table').isVisible(), false);
    assert.deepEqual(
      errors.filter((e) => !/F0 searches trees of decision positions only/.test(e)),
      [],
    );
    assert.deepEqual(external, []);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark']) {
    test(`axe (${colorScheme}): the panel after a run, a phase shown, has no violation; its controls are reached by Tab`, async () => {
      // bypassCSP: the page's policy (rightly) refuses the injected axe script.
      const opened = await h.open(`index.html#tree=${TEXT}`, { colorScheme, bypassCSP: true });
      const { page, context, clean } = opened;
      await settled(page);
      await page.locator('#mcts-panel > summary').click();
      await page.waitForSelector('#mcts-run');
      await run(page, OPTIONS);
      await page.waitForSelector('#mcts-plot svg');
      await page.locator('#mcts-next').click();
      await settled(page);
      await page.addScriptTag({ path: AXE });
      const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
      assert.deepEqual(
        found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
      // By keyboard: from the iterations field, Tab reaches each control in order, each labelled.
      await page.locator('#mcts-iterations').focus();
      const reached = [];
      for (let k = 0; k < 10; k++) {
        reached.push(await page.evaluate(() => document.activeElement.id));
        await page.keyboard.press('Tab');
      }
      assert.deepEqual(reached, [
        'mcts-iterations',
        'mcts-seed',
        'mcts-c',
        'mcts-run',
        'mcts-prev',
        'mcts-next',
        'mcts-prev-iteration',
        'mcts-next-iteration',
        'mcts-play',
        'mcts-scrub',
      ]);
      for (const id of reached)
        assert.ok(await page.locator(`#${id}`).evaluate((e) => (e.labels?.[0]?.textContent ?? e.textContent).trim().length > 0), `${id} is labelled`);
      clean();
      await context.close();
    });
  }
});
