// The defects issue 9 lists, each as the person meets it on the page (dist/index.html).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GameTree, record } from './core.mjs';
import { Harness, text } from './page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('defects', () => {
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

  test('"Show the re-search" can be undone: the person\'s window comes back', async () => {
    const { page, context, clean } = await h.open('index.html');
    await page.locator('#alpha').fill('3');
    await page.locator('#beta').fill('5');
    await page.locator('#beta').press('Enter');
    await page.waitForSelector('[data-outcome=fail_low]');
    await page.locator('#window-research').click();
    await page.waitForFunction(() => document.getElementById('beta').value === '3');
    assert.equal(await page.locator('#undo').isDisabled(), false);
    await page.locator('#undo').click();
    await page.waitForFunction(() => document.getElementById('beta').value === '5');
    assert.equal(await page.locator('#alpha').inputValue(), '3');
    await page.waitForSelector('[data-outcome=fail_low]');
    // And redo applies the re-search's window again.
    await page.locator('#redo').click();
    await page.waitForFunction(() => document.getElementById('beta').value === '3');
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

  test('the counts say why 4 deep cutoff events are the paper\'s "five deep cutoffs"', async () => {
    const { page, context, clean } = await h.open('index.html');
    const note = await text(page, '[data-row=deep-note]');
    // From the core's records: F2's deep cutoff events, the terminals they skip, and the
    // terminals F1 examines that F2 does not.
    const t = GameTree.example('pi');
    const f1 = record(t, 'F1', {});
    const f2 = record(t, 'F2', {});
    const shape = t.shape();
    const events = f2.cutoffs.filter((c) => c.kind === 'deep').length;
    let onlyF1 = 0;
    for (let i = 0; i < shape.parent.length; i++) if (shape.value[i] !== null && f1.status[i] === 'examined' && f2.status[i] !== 'examined') onlyF1++;
    t.free();
    assert.equal(events, 4);
    assert.equal(onlyF1, 5);
    assert.match(note, new RegExp(`F2 makes ${events} deep cutoff events, skipping 7 terminals; F1 examines 5 of them and skips the other 2`));
    assert.match(note, new RegExp(`five deep cutoffs.*here ${onlyF1}\\.`));
    clean();
    await context.close();
  });

  test('the aspiration map is monotone in lightness (darker = more; lighter = more in the dark theme)', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const { page, context, clean } = await h.open('index.html', { colorScheme });
      await page.waitForSelector('#map-host .cell');
      const cells = await page.locator('#map-host .cell').evaluateAll((rs) =>
        rs.map((r) => ({ total: Number(/(\d+) positions$/.exec(r.querySelector('title').textContent)[1]), fill: getComputedStyle(r).fill })),
      );
      const lum = (rgb) => {
        const [r, g, b] = rgb.match(/\d+/g).slice(0, 3).map((c) => Number(c) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const sorted = cells.map((c) => ({ total: c.total, l: lum(c.fill) })).sort((a, b) => a.total - b.total);
      const sign = colorScheme === 'light' ? -1 : 1;
      for (let k = 1; k < sorted.length; k++) {
        const [a, b] = [sorted[k - 1], sorted[k]];
        if (a.total === b.total) continue;
        assert.ok(sign * (b.l - a.l) > 0, `${colorScheme}: ${a.total} positions (luminance ${a.l.toFixed(3)}) against ${b.total} (${b.l.toFixed(3)})`);
      }
      assert.equal(await text(page, '#map-scale-hint'), colorScheme === 'light' ? 'darker = more' : 'lighter = more');
      clean();
      await context.close();
    }
  });

  test('a position not examined leads to the step of the cutoff that skipped it', async () => {
    const { page, context, clean } = await h.open('index.html');
    // 2.1.1.3 (id 66) is skipped by F2's deep cutoff at 2.1.1 (the README's step 83).
    const t = GameTree.example('pi');
    const shape = t.shape();
    const id = shape.dewey.indexOf('2.1.1.3');
    t.free();
    await page.locator(`#tree-host .node[data-id="${id}"]`).click();
    assert.match(await text(page, '#cut-reason-text'), /F2 skipped it by a deep cutoff at 2\.1\.1: m = −2 reached β = −2, a bound from the root/);
    await page.locator('#go-to-cut').click();
    await page.waitForFunction(() => /^83 \//.test(document.getElementById('step-count').textContent));
    assert.match(await text(page, '#step-sentence'), /^83\. At 2\.1\.1: .*deep cutoff/);
    clean();
    await context.close();
  });
});
