// The panels only the other papers' procedures show (their options; SSS*'s OPEN list) are not
// the first load's (www/panels/other-papers-panels.js): a first view of Knuth & Moore's
// procedures does not fetch their code, and a procedure that shows them has them from its
// first paint, the code loaded with its family (families/index.js, loadAlongside).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';
/** The page's scripts fetched so far, by file name. */
const fetched = (page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop()));
const theirs = (files) => files.filter((f) => /^(proc-options|open-list)-.*\.js$/.test(f));

test("Knuth & Moore's first view does not fetch the options' or the OPEN list's code", async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2&step=3`);
  await settled(page);
  assert.deepEqual(theirs(await fetched(page)), []);
  assert.equal(await page.locator('#options-panel').isVisible(), false);
  assert.equal(await page.locator('#open-panel').isVisible(), false);
  clean();
  await context.close();
});

test("a link naming Slagle's procedure shows its options when the page is ready, and they work", async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=mn-minimax`);
  assert.equal(await page.locator('#options-panel').isVisible(), true, 'the options panel is there at the first paint');
  assert.equal(await page.locator('#opt-mn').isVisible(), true);
  await page.locator('#opt-m').fill('3');
  await page.locator('#opt-m').press('Tab');
  await page.waitForFunction(() => /[#&]m=3(&|$)/.test(location.hash));
  assert.equal(await page.locator('#opt-msg').textContent(), '');
  clean();
  await context.close();
});

test('SSS* chosen from the menu on a first view of F2: its OPEN list shows while stepping, its positions select in the tree', async () => {
  const { page, context, clean } = await h.open(`index.html#tree=${TREE}&proc=F2`);
  await page.locator('#proc-select').selectOption('sss');
  await page.waitForFunction(() => /SSS\*/.test(document.getElementById('summary')?.textContent ?? ''));
  assert.equal(theirs(await fetched(page)).length, 2, 'both panels loaded with the family');
  await page.locator('#step-first').click();
  for (let i = 0; i < 4; i += 1) await page.locator('#step-forward').click();
  await page.locator('#open-list tbody tr').first().waitFor();
  assert.equal(await page.locator('#open-panel').isVisible(), true);
  const name = (await page.locator('#open-list tbody button').first().textContent()).trim();
  await page.locator('#open-list tbody button').first().click();
  const info = await page.locator('#sel-info').textContent();
  assert.ok(
    info.startsWith(name === 'root' ? 'Root' : `Position ${name}`) || info.startsWith('The root'),
    `a position of OPEN (${name}) selects in the tree: ${info}`,
  );
  clean();
  await context.close();
});
