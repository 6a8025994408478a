// Editing positions on the page (dist/index.html), as the person meets it: a draft in the
// tree text box is not lost to an edit, the edit panel offers only what fits the position
// chosen, Escape goes back to the tree, a step-through keeps its step across an edit, and
// the example menu says whether the tree shown is still the example.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? '');

test('the tree text box keeps a draft with a parse error (and its message) when a position is edited', async () => {
  const { page, context, clean } = await h.open('index.html');
  await page.locator('#text-panel summary').click();
  const draft = '((3,1,4),(1,5';
  await page.locator('#tree-text').fill(draft);
  await page.locator('#text-form button[type=submit]').click();
  assert.notEqual(await text(page, '#text-msg'), '', 'the parse error is shown');
  await page.locator('#tree-host .node[data-id="46"]').click();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('summary').textContent.includes('root value 4'));
  assert.equal(await page.locator('#tree-text').inputValue(), draft, 'the draft is not replaced');
  assert.notEqual(await text(page, '#text-msg'), '', 'its message stays with it');
  // Loading text that parses replaces the draft and clears the message.
  await page.locator('#tree-text').fill('((3,5),(2,8))');
  await page.locator('#text-form button[type=submit]').click();
  await page.waitForFunction(() => document.getElementById('summary').textContent.includes('root value 3'));
  assert.equal(await text(page, '#text-msg'), '');
  // With no draft the box follows the tree, and nothing stale is left under it.
  await page.locator('#tree-host .node[data-id="3"]').click(); // position 1.1
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('tree-text').value === '((4,5),(2,8))');
  assert.equal(await text(page, '#text-msg'), '');
  clean();
  await context.close();
});

test('selecting an interior position hides the value row and disables Set', async () => {
  const { page, context, clean } = await h.open('index.html');
  await page.locator('#tree-host .node[data-id="46"]').click();
  assert.ok(await page.locator('#sel-value').isVisible());
  await page.locator('#tree-host .node[data-id="0"]').click();
  assert.match(await text(page, '#sel-info'), /^The root/);
  assert.equal(await page.locator('#value-row').isVisible(), false, 'no value row for an interior position');
  assert.equal(await page.locator('#sel-set').isDisabled(), true);
  clean();
  await context.close();
});

test('Escape in the edit panel returns to the tree', async () => {
  const { page, context, clean } = await h.open('index.html');
  await page.locator('#tree-host .node[data-id="46"]').click();
  assert.equal(await focusedId(page), 'sel-value');
  await page.keyboard.press('Escape');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('#tree-host')), 'focus is in the tree');
  clean();
  await context.close();
});

test('editing during a step-through keeps the step', async () => {
  const { page, context, clean } = await h.open('index.html#proc=F2&step=20');
  await page.waitForFunction(() => /^20 \//.test(document.getElementById('step-count').textContent));
  await page.locator('#tree-host .node[data-id="46"]').click(); // position 1.1.3.1, value 2
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('summary').textContent.includes('root value 4'));
  assert.match(await text(page, '#step-count'), /^20 \//);
  // A step beyond the new run's end becomes its last.
  await page.locator('#step-slider').evaluate((s) => {
    s.value = s.max - 1;
    s.dispatchEvent(new Event('input'));
  });
  const last = Number((await text(page, '#step-count')).split(' / ')[0]);
  await page.locator('#tree-host .node[data-id="46"]').click();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('summary').textContent.includes('root value 2'));
  const [k, n] = (await text(page, '#step-count')).split(' / ').map(Number);
  assert.ok(last < n ? k === last : k === n, `step ${k} of ${n} after step ${last}`);
  clean();
  await context.close();
});

test('the example menu names the example shown, and none for an edited tree', async () => {
  const { page, context, clean } = await h.open('index.html');
  assert.equal(await page.locator('#example').inputValue(), 'pi');
  await page.locator('#tree-host .node[data-id="46"]').click();
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('example').value === '');
  await page.locator('#undo').click();
  await page.waitForFunction(() => document.getElementById('example').value === 'pi');
  clean();
  await context.close();
});
