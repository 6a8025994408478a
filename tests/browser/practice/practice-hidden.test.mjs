// While an exercise is on the page, nothing in the DOM gives its answer away: the explore
// view (hidden) paints no search — no cut-off classes on its trees, no summary, counts,
// window result, step, code, OPEN list, cut-off reason or aspiration map. Leaving the
// exercise for the explore view takes a confirmation, and the attempt record notes it (the
// practice area says so on return; a set's progress counts it).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

/** What the page outside the practice area says of the searches on its tree. */
const explored = (page) =>
  page.evaluate(() => {
    const outside = (el) => !el.closest('#practice-area') && !el.closest('svg.legend-svg, .legend-box'); // the exercise; the legends' fixed samples
    const nodes = [...document.querySelectorAll('g.node')].filter(outside);
    const texts = ['summary', 'counts', 'other-counts', 'window-result', 'step-sentence', 'step-count', 'map-readout', 'cut-reason-text', 'diff-caption'];
    return {
      nodes: nodes.length,
      searched: nodes
        .filter((n) => [...n.classList].some((c) => c.startsWith('st-') && c !== 'st-pending'))
        .map((n) => `${n.dataset.dewey}:${n.getAttribute('class')}`),
      edges: [...document.querySelectorAll('.edge')].filter(outside).filter((e) => [...e.classList].some((c) => c.startsWith('st-') && c !== 'st-pending'))
        .length,
      cuts: [...document.querySelectorAll('.cut, [class*=cut-]')].filter(outside).filter((e) => e.closest('svg')).length,
      text: Object.fromEntries(texts.map((id) => [id, document.getElementById(id)?.textContent.trim() ?? ''])),
      counts: document.querySelectorAll('#counts *, #other-counts *, #call-stack tbody tr, #open-list tbody tr, #map-host svg *').length,
      dataValue: document.querySelectorAll('[data-value], [data-outcome]').length,
      code: document.querySelectorAll('#code-panel .is-current').length + (document.querySelector('#code-panel .code-vars')?.textContent ?? '').length,
      compareCounts: [...document.querySelectorAll('#compare-host [data-count]')].map((e) => e.textContent).join(''),
    };
  });

function assertNothingExplored(r, where) {
  assert.ok(r.nodes > 0, `${where}: the explore view's tree is there (with its terminals)`);
  assert.deepEqual(r.searched, [], `${where}: no position outside the exercise carries a search's status`);
  assert.equal(r.edges, 0, `${where}: no edge carries a search's status`);
  assert.equal(r.cuts, 0, `${where}: no cut-off mark`);
  for (const [id, t] of Object.entries(r.text)) assert.equal(t, '', `${where}: #${id} is empty`);
  assert.equal(r.counts, 0, `${where}: no counts table, call stack or map`);
  assert.equal(r.dataValue, 0, `${where}: no root value or outcome in data attributes`);
  assert.equal(r.code, 0, `${where}: no step of the code`);
  assert.equal(r.compareCounts, '', `${where}: no compare captions`);
}

test('an exercise (hide=1, a step and the compare view in the link): nothing outside it shows a search', async () => {
  for (const extra of ['&proc=F2&step=7', '&proc=compare', '&proc=pvs']) {
    const { page, context, clean } = await h.open(`index.html#tree=${TREE}${extra}&mode=practice&task=prune&hide=1`);
    await page.waitForSelector('.practice .pr-tree svg g.node');
    assertNothingExplored(await explored(page), extra);
    await context.close();
    clean();
  }
  // An exercise from a seed (ex=), loaded over the page's first tree.
  const { page, context, clean } = await h.open('index.html#mode=practice&ex=values.F2.s7.d3h3.good.v-9..9&hide=1');
  await page.waitForFunction(
    () => /values/i.test(document.querySelector('.practice .pr-statement')?.textContent ?? '') || document.querySelector('.practice.task-values'),
  );
  assertNothingExplored(await explored(page), 'ex=values');
  await context.close();
  clean();
});

test('leaving the exercise for the explore view asks first, and the attempt record notes it', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune&hide=1`);
  await page.waitForSelector('.practice .pr-tree svg g.node');
  await page.locator('#practice-switch').click();
  assert.equal(await page.locator('.practice-leave').isVisible(), true, 'the page asks');
  assert.equal(await page.evaluate(() => document.body.classList.contains('practicing')), true, 'one click does not leave');
  assertNothingExplored(await explored(page), 'asked');
  await page.locator('.practice-leave .pr-stay').click();
  assert.equal(await page.locator('.practice-leave').isVisible(), false);
  await page.locator('#practice-switch').click();
  await page.locator('.practice-leave .pr-leave').click();
  await page.waitForFunction(() => !document.body.classList.contains('practicing'));
  const r = await explored(page);
  assert.ok(r.searched.length > 0, 'the explore view shows the search once left');
  assert.match(r.text.summary, /root value/);
  // Back to the exercise: it says the attempt was left for the explore view.
  await page.locator('#practice-switch').click();
  await page.waitForSelector('.practice .pr-tree svg g.node');
  assert.match(await page.locator('#practice-area .message').textContent(), /You left this exercise for the explore view before/);
  assertNothingExplored(await explored(page), 'back');
  await context.close();
  clean();
});

test('an exercise set: a right answer after leaving for the explore view is counted as such', async () => {
  const { page, context, clean } = await h.open('index.html#mode=practice&set=prune.F2.s3.d2h3.good.v-9..9');
  await page.waitForSelector('.practice .pr-tree svg g.node');
  await page.locator('#practice-switch').click();
  await page.locator('.practice-leave .pr-leave').click();
  await page.waitForFunction(() => !document.body.classList.contains('practicing'));
  await page.locator('#practice-switch').click();
  await page.waitForSelector('.practice .pr-tree svg g.node');
  const tree = await page.locator('#tree-text').inputValue();
  const g = GameTree.parse(tree);
  const exp = g.practiceExpected('prune', 'F2', { view: 'minimax' });
  g.free();
  for (const d of exp.pruned) await page.locator(`.practice g.node[data-dewey="${d}"]`).click();
  await page.locator('.pr-check').click();
  await page.waitForFunction(() => /all right/.test(document.querySelector('.pr-score')?.textContent ?? ''));
  assert.match(await page.locator('.pr-progress').textContent(), /1 of 1 done \(1 after leaving for the explore view\)/);
  await context.close();
  clean();
});
