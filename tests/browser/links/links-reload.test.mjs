// Links and reloads: an edit survives a reload made at once or just before the link was
// written, undo works after a reload, a generated tree travels as gen= + patch= (a short
// link), and a tree too large for a link stays out of it, with a message, and comes back on
// a reload (it is kept in the tab). Nothing the person made is lost to a reload.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The tree the page shows (its text box holds the canonical text). */
const treeText = (page) => page.locator('#tree-text').inputValue();
const ready = (page) => page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 30_000 });
const hashLength = (page) => page.evaluate(() => location.hash.length);

/** Sets the selected terminal's value through the edit panel. */
async function setValue(page, v) {
  await page.locator('#sel-value').fill(String(v));
  await page.locator('#sel-value').press('Enter');
}

describe('links and reloads', () => {
  test('an edit followed at once by a reload is kept, and undo works after the reload', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((1,2),(3,4))&sel=1.1');
    await setValue(page, 9);
    await page.reload(); // well within the 120 ms the link used to wait
    await ready(page);
    assert.equal(await treeText(page), '((9,2),(3,4))', 'the edit survives the reload');
    await page.locator('#undo').click();
    assert.equal(await treeText(page), '((1,2),(3,4))', 'undo reaches the tree before the reload');
    assert.equal(await page.locator('#redo').isDisabled(), false, 'redo is offered after the undo');
    await page.locator('#redo').click();
    assert.equal(await treeText(page), '((9,2),(3,4))', 'redo after the reload');
    clean();
    await context.close();
  });

  test('undo after a reload walks back through two value edits, and a damaged kept history is dropped with a note', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))&sel=1.1');
    await setValue(page, 100);
    await setValue(page, 101);
    await page.waitForFunction(() => /101,1,4/.test(decodeURIComponent(location.hash)), null, { timeout: 10_000 });
    await page.reload();
    await ready(page);
    assert.equal(await treeText(page), '((101,1,4),(1,5,9),(2,6,5))');
    await page.locator('#undo').click();
    await page.waitForFunction(() => document.getElementById('tree-text').value === '((100,1,4),(1,5,9),(2,6,5))', null, { timeout: 10_000 });
    await page.locator('#undo').click();
    await page.waitForFunction(() => document.getElementById('tree-text').value === '((3,1,4),(1,5,9),(2,6,5))', null, { timeout: 10_000 });
    assert.equal(await page.locator('#undo').isDisabled(), true, 'nothing older to undo');
    assert.equal(await text(page, '#tree-notice'), '', 'no error on the way');
    // A kept history damaged in storage: the unreadable entries are dropped with a note, and
    // undo never tries them.
    await page.evaluate(() => {
      const damaged = () =>
        sessionStorage.setItem('gametree:undo', JSON.stringify({ items: ['((1,2),(3,4))', '\u0000value:{"at":', '((3,1,4),(1,5,9),(2,6,5))'], at: 2 }));
      // After the page's own writes when it leaves (pagehide, then visibilitychange).
      addEventListener('pagehide', damaged);
      document.addEventListener('visibilitychange', damaged);
    });
    await page.reload();
    await ready(page);
    assert.match(await text(page, '#tree-notice'), /1 undo step kept for this tab could not be read/);
    assert.equal(await page.locator('#undo').isDisabled(), true, 'undo cannot pass the unreadable entry');
    clean();
    await context.close();
  });

  test('a reload the browser started just before the link was written still gets the edit', async () => {
    // The browser takes the URL to reload when the reload starts; the link written a moment
    // later (the write waits 120 ms, and on big trees for the run worker's text) is not the
    // one reloaded. Simulated: after the write, the tab leaves and opens the URL from before.
    const { page, context, clean } = await h.open('index.html#tree=((1,2),(3,4))&sel=1.1');
    await page.waitForFunction(() => /proc=/.test(location.hash)); // the page's own form of the link, written after the load
    const old = await page.evaluate(() => location.href);
    await setValue(page, 9);
    await page.waitForFunction(() => /9,2/.test(decodeURIComponent(location.hash)), null, { timeout: 10_000 });
    await page.goto('about:blank'); // the page leaves (pagehide) after the write
    await page.goto(old);
    await ready(page);
    assert.equal(await treeText(page), '((9,2),(3,4))', 'the URL from before the write opens with the edit');
    clean();
    await context.close();
  });

  test('undo back to a generated tree gives the link its gen= again', async () => {
    const { page, context, clean } = await h.open('index.html#gen=model:iid,d:3,h:3,seed:1');
    await page.waitForFunction(() => /[#&]gen=/.test(location.hash));
    const generated = await treeText(page);
    await page.locator('#text-panel summary').click();
    await page.locator('#tree-text').fill('((3,1,4),(1,5,9),(2,6,5))');
    await page.locator('#text-form button[type=submit]').click();
    await page.waitForFunction(() => /[#&]tree=/.test(location.hash) && !/[#&]gen=/.test(location.hash));
    await page.locator('#undo').click();
    await page.waitForFunction((t) => document.getElementById('tree-text').value === t, generated);
    await page.waitForFunction(() => /[#&]gen=/.test(location.hash), null, { timeout: 10_000 });
    await page.locator('#redo').click();
    await page.waitForFunction(() => /[#&]tree=/.test(location.hash) && !/[#&]gen=/.test(location.hash), null, { timeout: 10_000 });
    clean();
    await context.close();
  });

  test('the compare view keeps its mode and the two procedures of the difference in the link', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=compare&cmode=diff&diff=F2,F2@full&alpha=2&beta=4');
    assert.equal(await page.locator('input[name=cmp-mode][value=diff]').isChecked(), true, 'the link opens the difference view');
    assert.equal(await page.locator('#diff-a').inputValue(), 'F2');
    assert.equal(await page.locator('#diff-b').inputValue(), 'F2@full');
    assert.equal(await page.locator('#diff-figure').isHidden(), false);
    // The older link's form (proc=compare, cmode=diff) is written anew.
    await page.waitForFunction(() => /show=diff&diff=F2,F2@full/.test(location.hash) && !/proc=compare|cmode/.test(location.hash), null, { timeout: 10_000 });
    await page.locator('#diff-b').selectOption('F1');
    await page.waitForFunction(() => /diff=F2,F1/.test(location.hash), null, { timeout: 10_000 });
    await page.reload();
    await ready(page);
    assert.equal(await page.locator('#diff-b').inputValue(), 'F1', 'the choice survives a reload');
    await page.locator('input[name=cmp-mode][value=side]').check({ force: true });
    await page.waitForFunction(() => /show=side/.test(location.hash) && !/diff=/.test(location.hash), null, { timeout: 10_000 });
    assert.equal(await page.locator('#diff-figure').isHidden(), true);
    clean();
    await context.close();
  });

  test('a generated 5^6 tree with edits travels as its generator and a patch', async () => {
    const { page, context, clean } = await h.open('index.html');
    await page.locator('#gen-panel summary').click();
    const form = page.locator('#gen-form');
    await form.locator('select[name=model]').selectOption('iid');
    await form.locator('input[name=degree]').fill('5');
    await form.locator('input[name=height]').fill('6');
    await form.locator('input[name=seed]').fill('42');
    await form.locator('button[type=submit]').click();
    await page.waitForFunction(() => /gen=/.test(location.hash), null, { timeout: 30_000 });
    const generated = await treeText(page);
    const plain = await hashLength(page);
    // Three edits: select by link (once the previous edit is in it), set the value.
    const edits = [
      ['1.1.1.1.1.1', 77],
      ['3.2.1.4.5.5', -77],
      ['5.5.5.5.5.1', 7],
    ];
    for (const [k, [sel, v]] of edits.entries()) {
      await page.evaluate((s) => (location.hash = location.hash.replace(/&sel=[^&]*/, '') + `&sel=${s}`), sel);
      await page.waitForFunction((s) => document.getElementById('sel-info').textContent.includes(s), sel);
      await setValue(page, v);
      await page.waitForFunction((n) => (/patch=([^&]*)/.exec(location.hash)?.[1].split(';').length ?? 0) === n, k + 1, { timeout: 10_000 });
    }
    const edited = await treeText(page);
    assert.notEqual(edited, generated);
    const len = await hashLength(page);
    console.log(`# 5^6 generated: link ${plain} characters; with 3 edits ${len}`);
    assert.ok(len < 600, `the link has ${len} characters`);
    await page.reload();
    await ready(page);
    assert.ok((await treeText(page)) === edited, 'the exact tree comes back');
    clean();
    await context.close();
  });

  test('a long tree that is not generated travels compressed (tz=) and comes back the same', async () => {
    let seed = 3;
    const next = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % 19) - 9;
    const tree = `(${Array.from({ length: 300 }, () => `(${next()},${next()},${next()})`).join(',')})`;
    const { page, context, clean } = await h.open('index.html');
    await page.evaluate((t) => {
      const box = document.getElementById('tree-text');
      box.value = t;
      box.form.requestSubmit();
    }, tree);
    await page.waitForFunction(() => /#tz=[A-Za-z0-9_-]+&/.test(location.hash));
    const second = await h.open(page.url().slice(page.url().indexOf('index.html')));
    assert.equal(await treeText(second.page), tree);
    second.clean();
    await second.context.close();
    clean();
    await context.close();
  });

  test('a 199,999-position tree stays out of the link, says so, and survives a reload of the tab', async () => {
    const { page, context, clean } = await h.open('index.html');
    // A root with 199,998 terminals of random values (they hardly compress).
    const big = await page.evaluate(() => {
      let s = 12345;
      const next = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) % 2_000_000) - 1_000_000;
      const t = `(${Array.from({ length: 199_998 }, next).join(',')})`;
      const box = document.getElementById('tree-text');
      box.value = t;
      box.form.requestSubmit();
      return t.length;
    });
    await page.waitForFunction(() => /held=/.test(location.hash), null, { timeout: 60_000 });
    const len = await hashLength(page);
    console.log(`# 199,999 positions: tree text ${big} characters, link ${len} characters`);
    assert.ok(len <= 32_000, `${len} characters`);
    assert.match(await text(page, '#share-status'), /too large for a link/);
    const before = await treeText(page);
    await page.reload();
    await ready(page);
    assert.ok((await treeText(page)) === before, 'the reload keeps the tree');
    // The same link in another tab (another sessionStorage) says why it has no tree.
    const url = page.url();
    const other = await h.open(url);
    assert.match(await text(other.page, '#tree-notice'), /does not carry its tree/);
    other.clean();
    await other.context.close();
    clean();
    await context.close();
  });
});
