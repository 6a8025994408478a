// The tree as an ARIA tree (WAI-ARIA APG, tree view): the focused box is role=tree, and its
// active descendant a treeitem standing for the selected position, with its level, its place
// among its siblings, aria-expanded on positions with successors, and a name that says its
// value or bound and its status. Keys: the page's arrows (parent, first successor, neighbours
// on the level), Home, End (the last position, depth-first), * (every sibling is expanded
// already: nothing else happens), type-ahead on Dewey names. The practice tasks by keyboard:
// the item says what the student marked or entered.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree, record } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The tree's active item: its role, ARIA attributes and name. */
const item = (page, scope = '#tree-host') =>
  page.evaluate((scope) => {
    const tree = document.querySelector(`${scope} [data-testid=tree]`);
    const it = document.getElementById(tree.getAttribute('aria-activedescendant'));
    const a = (n) => it.getAttribute(n);
    return {
      treeRole: tree.getAttribute('role'),
      focused: document.activeElement === tree,
      role: a('role'),
      level: a('aria-level'),
      posinset: a('aria-posinset'),
      setsize: a('aria-setsize'),
      expanded: a('aria-expanded'),
      selected: a('aria-selected'),
      name: a('aria-label'),
    };
  }, scope);

test('the explore view: level, place, expanded and a name with the value and status, from the core', async () => {
  const { page, context, clean } = await h.open('index.html#proc=F2');
  const t = GameTree.example('pi');
  const shape = t.shape();
  const r = record(t, 'F2', {});
  t.free();
  await page.keyboard.press('t');
  let it = await item(page);
  assert.equal(it.treeRole, 'tree');
  assert.equal(it.focused, true);
  assert.deepEqual([it.role, it.level, it.posinset, it.setsize, it.expanded, it.selected], ['treeitem', '1', '1', '1', 'true', 'true']);
  assert.match(it.name, /^root, Max to move, 3 successors, value 2, examined/);
  // ↓ the first successor, → its neighbour: position 2 (level 2, 2 of 3).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  it = await item(page);
  assert.deepEqual([it.level, it.posinset, it.setsize, it.expanded], ['2', '2', '3', 'true']);
  assert.match(it.name, /^Position 2, Min to move, 3 successors, value ≤-?\d|^Position 2, Min to move, 3 successors, value ≥/);
  // Type-ahead: 3.3.2; its status as the core's record has it.
  const id = shape.dewey.indexOf('3.3.2');
  for (const k of ['3', '.', '3', '.', '2']) await page.keyboard.press(k);
  it = await item(page);
  assert.deepEqual(
    [it.level, it.posinset, it.setsize, it.expanded],
    [String(shape.depth[id] + 1), '2', String(shape.degree[shape.parent[id]]), shape.degree[id] ? 'true' : null],
  );
  assert.match(
    it.name,
    new RegExp(
      `^Position 3\\.3\\.2, ${shape.depth[id] % 2 ? 'Min' : 'Max'} to move, ${shape.degree[id]} successors, ${r.status[id] === 'examined' ? 'examined' : `cut off by a ${r.status[id]} cutoff`}$`,
    ),
  );
  assert.match(await page.textContent('#sel-info'), /^Position 3\.3\.2:/);
  // End: the last position depth-first; Home: the root; * takes the key and changes nothing.
  await page.keyboard.press('End');
  const last = shape.dewey
    .filter((d) => d.startsWith('3.3.3'))
    .sort()
    .at(-1); // 3.3.3.3, the last depth-first
  assert.match((await item(page)).name, new RegExp(`^Position ${last.replace(/\./g, '\\.')}, .*terminal`));
  await page.keyboard.press('*');
  assert.match((await item(page)).name, new RegExp(`^Position ${last.replace(/\./g, '\\.')},`));
  await page.keyboard.press('Home');
  assert.match((await item(page)).name, /^root,/);
  // 0 alone still fits the view (Dewey names never start with 0); 1.0… is not a name either.
  await page.keyboard.press('0');
  assert.match((await item(page)).name, /^root,/);
  clean();
  await context.close();
});

test('a big tree (canvas): the same ARIA tree, one item for the selected position', async () => {
  const { page, context, clean } = await h.open('index.html#gen=model:iid,d:10,h:5,seed:1', { ready: 'html[data-ready=true]:not([data-busy])' });
  await page.keyboard.press('t');
  for (const k of ['1', '0', '.', '1', '0']) await page.keyboard.press(k);
  const it = await item(page);
  assert.equal(it.treeRole, 'tree');
  assert.deepEqual([it.level, it.posinset, it.setsize], ['3', '10', '10']);
  assert.match(it.name, /^Position 10\.10, Max to move, 10 successors/);
  assert.equal(await page.locator('#tree-host .tv-item').count(), 1);
  clean();
  await context.close();
});

test('practice by keyboard through the ARIA tree: the item says what was marked and what value was entered', async () => {
  let { page, context, clean } = await h.open('index.html#mode=practice&task=prune', { ready: '#practice-area .practice' });
  await page.focus('.practice [data-testid=tree]');
  for (const k of ['Home', 'ArrowDown', 'ArrowRight', 'x']) await page.keyboard.press(k);
  let it = await item(page, '.practice');
  assert.equal(it.role, 'treeitem');
  assert.match(it.name, /^Position 2, Min to move, .*; marked as not examined$/);
  await page.keyboard.press('ArrowDown');
  assert.match((await item(page, '.practice')).name, /^Position 2\.1, .*; in a marked subtree$/);
  // Nothing of the answer: no status is said in practice.
  assert.doesNotMatch((await item(page, '.practice')).name, /examined,|cut off/);
  clean();
  await context.close();
  ({ page, context, clean } = await h.open('index.html#mode=practice&task=values', { ready: '#practice-area .practice' }));
  await page.focus('.practice [data-testid=tree]');
  for (const k of ['Home', 'ArrowDown', 'ArrowRight', 'Enter']) await page.keyboard.press(k);
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.focus('.practice [data-testid=tree]');
  it = await item(page, '.practice');
  assert.match(it.name, /^Position 2, .*; your answer: 4$/);
  clean();
  await context.close();
});
