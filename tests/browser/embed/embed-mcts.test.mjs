// <game-tree-playground procedure="mcts">: UCT (Kocsis & Szepesvári 2006) run in the Monte
// Carlo box's worker, through the element as a course page uses it (a host page of our own
// that loads dist/embed.js). The move chosen and the root's W/N are checked against the full
// core's GameTree.mcts with the same options, run in node (support/core.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { openHost as openHostPage, settle } from '../support/embed-host.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const openHost = () => openHostPage(h, 'host-mcts.html');

/** The core's own run in node: {best (Dewey), rootEstimate, visited, optimal (Dewey list), value}. */
function coreRun(text, options) {
  const tree = GameTree.parse(text);
  try {
    const run = tree.mcts(options);
    const j = run.ids.indexOf(0);
    const dewey = (id) => tree.deweyOf(id);
    const f0 = tree.run('F0', {});
    return { best: dewey(run.best), rootEstimate: run.w[j] / run.n[j], visited: run.ids.length, optimal: run.optimalMoves.map(dewey), value: f0.value };
  } finally {
    tree.free();
  }
}

const TREE = '((3,1,4),(1,5,9),(2,6,5),(3,5,8),(9,7,9))';

test('UCT in the element chooses what the core chooses with the same options, and draws N and W/N', async () => {
  const { page, context, clean } = await openHost();
  for (const [iterations, seed, c] of [
    [200, 1, null],
    [3000, 7, '0.5'],
    [1500, 42, '2'],
  ]) {
    const attrs = { tree: TREE, procedure: 'mcts', iterations: String(iterations), seed: String(seed) };
    if (c) attrs.c = c;
    const got = await settle(page, 'u', attrs);
    assert.equal(got.type, 'result', `a result (${got.detail?.message ?? ''})`);
    const want = coreRun(TREE, { iterations, seed, c: c ? Number(c) : Math.SQRT2 });
    const d = got.detail;
    assert.equal(d.procedure, 'mcts');
    assert.equal(d.iterations, iterations);
    assert.equal(d.seed, seed);
    assert.equal(d.best, want.best, `best move, ${iterations} iterations, seed ${seed}`);
    assert.equal(d.rootEstimate, want.rootEstimate);
    assert.equal(d.positionsVisited, want.visited);
    assert.deepEqual(d.optimalMoves, want.optimal);
    assert.equal(d.value, want.value, 'the minimax value');
    assert.equal(d.bestIsOptimal, want.optimal.includes(want.best));
  }
  // The tree marks: N and W/N beside every position in the search tree.
  const marks = await page.evaluate(() => [...document.getElementById('u').shadowRoot.querySelectorAll('.overlay text.mcts-n')].map((x) => x.textContent));
  const last = await page.evaluate(() => document.getElementById('u').result.positionsVisited);
  assert.equal(marks.length, last);
  assert.ok(
    marks.every((m) => /^N \d/.test(m)),
    marks.join(' | '),
  );
  clean();
  await context.close();
});

test('a new attribute value cancels the running search and runs again; too many iterations is refused', async () => {
  const { page, context, clean } = await openHost();
  const tooMany = await settle(page, 'c', { tree: TREE, procedure: 'mcts', iterations: '1000001' });
  assert.equal(tooMany.type, 'error');
  assert.equal(tooMany.detail.message, 'Iterations: a whole number from 1 to 1,000,000.');
  // A long run: wait until it reports progress, then change the seed and the iterations.
  const got = await page.evaluate(
    () =>
      new Promise((ok, fail) => {
        const el = document.getElementById('c');
        const results = [];
        el.addEventListener('result', (e) => {
          results.push(e.detail);
          if (e.detail.seed === 5) ok({ results, caption: el.shadowRoot.querySelector('.caption').textContent });
        });
        el.addEventListener('error', (e) => fail(new Error(e.detail.message)));
        const seen = new MutationObserver(() => {
          if (!/^Running UCT: [1-9]/.test(el.shadowRoot.querySelector('.caption').textContent)) return;
          seen.disconnect();
          el.setAttribute('seed', '5');
          el.setAttribute('iterations', '500');
        });
        seen.observe(el.shadowRoot, { subtree: true, characterData: true, childList: true });
        el.setAttribute('iterations', '1000000');
      }),
  );
  assert.equal(got.results.length, 1, 'the cancelled run gave no result');
  assert.equal(got.results[0].iterations, 500);
  assert.equal(got.results[0].best, coreRun(TREE, { iterations: 500, seed: 5 }).best);
  assert.match(got.caption, /^UCT, 500 iterations: best move \d/);
  clean();
  await context.close();
});
