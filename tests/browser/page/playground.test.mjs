// The playground page (dist/index.html) in headless Chromium.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { counts, GameTree } from '../support/core.mjs';
import { downloadBytes } from '../support/helpers.mjs';
import { Harness, tableCounts, text } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const PI = (() => {
  const t = GameTree.example('pi');
  const s = t.text();
  t.free();
  return s;
})();

const stepCount = (page) => text(page, '#step-count');
const sentence = (page) => text(page, '#step-sentence');

describe('the pi example (K&M Fig. 1)', () => {
  test('opens with root value 2 and the core counts: F1 36 terminals, F2 31', async () => {
    const { page, context, clean } = await h.open('index.html');
    assert.match(await text(page, '#summary'), /root value 2;/);
    const got = await tableCounts(page);
    const core = counts(PI);
    for (const p of ['F0', 'F1', 'F2']) {
      assert.equal(got[p].terminals, core[p].counts.terminals, `${p} terminals`);
      assert.equal(got[p].positions, core[p].counts.positions, `${p} positions`);
      assert.equal(got[p].deep, core[p].counts.byKind.deep ?? 0, `${p} deep cutoffs`);
    }
    assert.equal(got.F1.terminals, 36);
    assert.equal(got.F2.terminals, 31);
    assert.equal(got.F0.value, '2');
    assert.match(await text(page, '[data-row=corollary3]'), /at least 17 terminal/);
    // The tree is drawn: 121 positions, Max as squares, Min as circles.
    assert.equal(await page.locator('#tree-host .node').count(), 121);
    assert.equal(await page.locator('#tree-host .node.max rect').count(), 1 + 9 + 81);
    assert.equal(await page.locator('#tree-host .node.min circle').count(), 3 + 27);
    // Not-examined positions are told apart by kind: F2 makes deep cutoffs here.
    assert.ok((await page.locator('#tree-host .node.st-deep').count()) > 0);
    assert.ok((await page.locator('#tree-host .node.st-shallow').count()) > 0);
    clean();
    await context.close();
  });

  test('editing a terminal (click, type, Enter) recomputes every count', async () => {
    const { page, context, clean } = await h.open('index.html');
    const before = await tableCounts(page);
    await page.locator('#tree-host .node[data-id="46"]').click(); // position 1.1.3.1, value 2
    assert.match(await text(page, '#sel-info'), /Position 1\.1\.3\.1: Max to move, terminal/);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'sel-value');
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('summary').textContent.includes('root value 4'));
    const edited = GameTree.parse(PI).setValue('1.1.3.1', 7).text();
    const core = counts(edited);
    const got = await tableCounts(page);
    assert.notDeepEqual(got, before);
    assert.equal(got.F1.terminals, core.F1.counts.terminals);
    assert.equal(got.F2.terminals, core.F2.counts.terminals);
    assert.equal(got.F2.terminals, 26);
    assert.equal(await page.locator('#tree-text').inputValue(), edited);
    // Undo brings the old tree and counts back; redo the new ones.
    await page.locator('#undo').click();
    assert.deepEqual(await tableCounts(page), before);
    await page.keyboard.press('Control+Shift+Z');
    assert.equal((await tableCounts(page)).F2.terminals, 26);
    clean();
    await context.close();
  });
});

describe('the window', () => {
  test('shows fail low, fail high, the re-search and the costs', async () => {
    const { page, context, clean } = await h.open('index.html');
    await page.locator('#alpha').fill('3');
    await page.locator('#beta').fill('5');
    await page.locator('#beta').press('Enter');
    await page.waitForSelector('[data-outcome=fail_low]');
    const low = await text(page, '#window-result');
    assert.match(low, /Fails low/);
    assert.match(low, /F2\(root, 3, 5\) = 3/);
    assert.match(low, /Re-search: F2\(root, −∞, 3\) = 2 = F\(root\)/);
    const core = GameTree.example('pi').run('F2', { alpha: 3, beta: 5, analysis: true });
    assert.match(low, new RegExp(`total${core.aspiration.totalPositions}`));
    await page.locator('#alpha').fill('-1');
    await page.locator('#beta').fill('1');
    await page.waitForSelector('[data-outcome=fail_high]');
    assert.match(await text(page, '#window-result'), /Re-search: F2\(root, 1, \+∞\) = 2/);
    // alpha >= beta: a message by the inputs, and the previous window stays.
    await page.locator('#alpha').fill('4');
    assert.match(await text(page, '#window-msg'), /alpha must be less than beta/);
    assert.equal(await page.locator('#alpha').getAttribute('aria-invalid'), 'true');
    assert.match(await text(page, '#window-result'), /Fails high/);
    await page.locator('#alpha').fill('+inf');
    assert.match(await text(page, '#window-msg'), /alpha must be less than beta/);
    await page.locator('#alpha').fill('nonsense');
    assert.match(await text(page, '#window-msg'), /not an integer/);
    // The aspiration map sets the window on a click.
    await page.waitForSelector('#map-host .cell');
    await page.locator('#map-host .cell.exact').first().click();
    await page.waitForSelector('[data-outcome=exact]');
    clean();
    await context.close();
  });
});

describe('saved by the window', () => {
  // Which positions a picture draws with a given status (by Dewey, from the core's shape).
  const drawn = (page, status) => page.evaluate((st) => [...document.querySelectorAll(`#tree-host .node.st-${st}`)].map((n) => Number(n.dataset.id)), status);
  const dewey = (text, ids) => {
    const t = GameTree.parse(text);
    const s = t.shape();
    t.free();
    return ids.map((i) => s.dewey[i]).sort();
  };

  test('a window cutoff the full window also makes is not drawn as saved', async () => {
    const tree = '(((3,1,4),(1,5,9),(2,6,5)),((3,5,8),(9,7,9),(3,2,3)))';
    const { page, context, clean } = await h.open(`index.html#tree=${tree}&proc=F2&alpha=0&beta=6&view=negamax`);
    // F2(0, 6) cuts 2.2.2 and 2.2.3 with the window's bound; F2(-inf, +inf) skips them too.
    assert.deepEqual(await drawn(page, 'saved'), []);
    assert.deepEqual(dewey(tree, await drawn(page, 'window')), ['2.2.2', '2.2.3']);
    assert.equal(await page.locator('#tree-host .cut-saved').count(), 0);
    assert.equal(await page.locator('#tree-host .cut-window').count(), 2);
    assert.match(await text(page, '#window-result'), /The window costs the same as the full window/);
    // The edit panel says so too.
    await page.locator(`#tree-host .node[data-id="${(await drawn(page, 'window'))[0]}"]`).click();
    assert.match(await text(page, '#sel-info'), /cut with the window's bound; the full window skips it too/);
    clean();
    await context.close();
  });

  test('on the pi tree, the window (0, 4) saves the rightmost -4 on level 3 and its terminal', async () => {
    const { page, context, clean } = await h.open(`index.html#tree=${PI}&proc=F2&alpha=0&beta=4&view=negamax`);
    const saved = await drawn(page, 'saved');
    assert.deepEqual(dewey(PI, saved), ['3.1.3', '3.1.3.1']);
    const core = GameTree.parse(PI);
    assert.deepEqual([...core.run('F2', { alpha: 0, beta: 4, analysis: true }).windowEffect.saved].sort(), [...saved].sort());
    core.free();
    assert.equal(await page.locator('#tree-host .cut-saved').count(), 1); // one skipped subtree, three bars
    assert.equal(await page.locator('#tree-host .cut-saved line').count(), 3);
    // The same window in the compare view: only F2's tree shows saved positions.
    await page.locator('label:has(input[value=compare])').click();
    await page.waitForSelector('#compare-host:not([hidden])');
    // The compare view's code and words load the first time it is shown (view/compare-lazy.js).
    await page.waitForSelector('#compare-host [data-proc=F2] .node');
    assert.equal(await page.locator('#compare-host [data-proc=F2] .node.st-saved').count(), 2);
    clean();
    await context.close();
  });
});

describe('links', () => {
  test('a copied link opened in a new page restores the exact state', async () => {
    const { page, context, clean } = await h.open('index.html');
    await page.locator('label:has(input[value=F1])').click();
    await page.locator('#view-menu > summary').click(); // the view's switches are in the View menu
    await page.locator('label:has(input[value=minimax])').click();
    await page.locator('#beta').fill('6');
    await page.locator('#beta').press('Enter');
    await page.locator('#tree-host .node[data-id="5"]').click();
    await page.locator('#view-menu > summary').click();
    await page.locator('#show-dewey').check();
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Home');
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    assert.match(await stepCount(page), /^9 \/ \d+$/);
    await page.locator('#copy-link').click();
    await page.waitForFunction(() => document.getElementById('share-out').value.includes('#'));
    const link = await page.locator('#share-out').inputValue();
    assert.match(link, /#tree=\(\(\(\(3,1,4\)/);
    assert.match(link, /proc=F1/);
    assert.match(link, /view=minimax/);
    assert.match(link, /step=9/);
    const state = async (p) => ({
      summary: await text(p, '#summary'),
      sentence: await sentence(p),
      step: await stepCount(p),
      alpha: await p.locator('#alpha').inputValue(),
      beta: await p.locator('#beta').inputValue(),
      proc: await p.locator('input[name=proc]:checked').getAttribute('value'),
      view: await p.locator('input[name=view]:checked').getAttribute('value'),
      dewey: await p.locator('#show-dewey').isChecked(),
      sel: await text(p, '#sel-info'),
      text: await p.locator('#tree-text').inputValue(),
      labels: await p.locator('#tree-host .node .value').allTextContents(),
    });
    const want = await state(page);
    const second = await h.open(link.slice(link.indexOf('index.html')));
    assert.deepEqual(await state(second.page), want);
    // Reloading loses nothing either (the fragment is kept up to date with replaceState).
    await page.waitForFunction(() => location.hash.includes('step=9'));
    await page.reload();
    await page.waitForSelector('html[data-ready=true]');
    assert.deepEqual(await state(page), want);
    second.clean();
    clean();
    await second.context.close();
    await context.close();
  });

  test('embed=1 hides the chrome, starts paused and fits its box', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2&step=0&embed=1', {
      viewport: { width: 600, height: 380 },
      beforeGoto: (p) => p.clock.install(), // the page's clock, moved on by hand below
    });
    assert.equal(await page.locator('header.chrome').isVisible(), false);
    assert.equal(await page.locator('aside.side').isVisible(), false);
    assert.equal(await page.locator('#tree-host').isVisible(), true);
    assert.equal(await stepCount(page), '0 / 36');
    assert.match(await text(page, '#step-play'), /Play/);
    await page.clock.runFor(10_000); // ten seconds of the page's timers, at once
    await settled(page);
    assert.equal(await stepCount(page), '0 / 36', 'paused: nothing moves by itself');
    const box = await page.locator('#tree-host').boundingBox();
    assert.ok(box.y + box.height <= 380 && box.x + box.width <= 600, 'the tree fits the box');
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    assert.ok(overflow <= 0, `no scrolling in the frame (${overflow}px too tall)`);
    assert.match(await page.locator('#open-full').getAttribute('href'), /#tree=.*proc=F2/);
    clean();
    await context.close();
  });

  test('a malformed link keeps a working page', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((1,2&proc=F9&alpha=5&beta=1&step=x');
    assert.match(await text(page, '#tree-notice'), /could not be read/);
    assert.match(await text(page, '#tree-notice'), /unknown procedure/);
    assert.match(await text(page, '#summary'), /root value 2;/);
    // Still usable: load a tree from text.
    await page.locator('#text-panel summary').click();
    await page.locator('#tree-text').fill('((3,x),(2))');
    await page.locator('#text-form button[type=submit]').click();
    assert.match(await text(page, '#text-msg'), /offset \d+: expected a number or '\(', found 'x'/);
    assert.match(await text(page, '#summary'), /root value 2;/);
    await page.locator('#tree-text').fill('((3,5),(2,8))');
    await page.locator('#text-form button[type=submit]').click();
    assert.match(await text(page, '#summary'), /root value 3;/);
    clean();
    await context.close();
  });

  test('a script-injection link runs no script and inserts no HTML', async () => {
    const evil =
      'index.html#tree=' +
      encodeURIComponent('<img src=x onerror="window.__pwned=1">') +
      '&proc=' +
      encodeURIComponent('<script>window.__pwned=2</script>') +
      '&alpha=' +
      encodeURIComponent('"><svg onload="window.__pwned=3">') +
      '&sel=' +
      encodeURIComponent('1<b>x</b>') +
      '&gen=' +
      encodeURIComponent('model:<img src=y onerror=alert(1)>');
    const { page, context, clean } = await h.open(evil);
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await settled(page);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(await page.locator('img').count(), 0);
    assert.equal(await page.locator('body svg[onload], b').count(), 0);
    assert.ok(!requests.some((u) => /\/(x|y)$/.test(u)));
    assert.match(await text(page, '#tree-notice'), /could not be read/);
    assert.match(await text(page, '#summary'), /root value 2;/);
    // The message shows the text as text.
    assert.ok((await text(page, '#tree-notice')).includes('unknown procedure'));
    clean();
    await context.close();
  });
});

describe('the keyboard', () => {
  test('steps through F2 with keys only, with sentences and the call stack', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))');
    await page.keyboard.press('Home');
    assert.equal(await stepCount(page), '0 / 36');
    assert.match(await sentence(page), /^Ready: F2 starts at the root/);
    await page.keyboard.press('ArrowRight');
    assert.match(await sentence(page), /^1\. Start: examine the root \(Max to move\) with window \(α, β\) = \(−∞, \+∞\)\./);
    for (let i = 0; i < 11; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await stepCount(page), '12 / 36');
    // Events 1-11 examine successor 1 (value 1), then position 2 gets window (-inf, -1)
    // and its first successor 2.1 = 1 makes m = -1 >= beta = -1 (negamax): a cutoff.
    const lines = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('.');
      lines.push(await sentence(page));
    }
    assert.ok(
      lines.some((s) => /At 2: m = −1 ≥ β = −1: a shallow cutoff .*; positions 2\.2 and 2\.3 are not examined\./.test(s)),
      lines.join('\n'),
    );
    const rows = await page.locator('#call-stack tbody tr').count();
    assert.ok(rows >= 1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press(',');
    assert.equal(await stepCount(page), '19 / 36');
    // Play and pause with Space; End jumps to the finished run.
    await page.keyboard.press(']');
    await page.keyboard.press(']');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.getElementById('step-count').textContent !== '19 / 36');
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    assert.equal(await stepCount(page), '36 / 36');
    assert.match(await sentence(page), /^Done: F2 returns 2 = F\(root\)/);
    // The sentence region is announced.
    assert.equal(await page.locator('#step-sentence').getAttribute('aria-live'), 'polite');
    // Procedure and view from the keyboard.
    await page.keyboard.press('1');
    assert.equal(await page.locator('input[name=proc]:checked').getAttribute('value'), 'F1');
    await page.keyboard.press('v');
    assert.equal(await page.locator('input[name=view]:checked').getAttribute('value'), 'minimax');
    // The tree: t focuses it, arrows select, Enter edits the selected terminal.
    await page.keyboard.press('t');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    assert.match(await text(page, '#sel-info'), /Position 1\.2: Max to move, terminal/);
    await page.keyboard.press('Enter');
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('tree-text').value.startsWith('((3,8,4)'));
    clean();
    await context.close();
  });
});

describe('generating, compressing and exporting', () => {
  test('the generator makes a seeded tree; it travels as its generator and seed (gen=, a short link) and comes back the same', async () => {
    const { page, context, clean } = await h.open('index.html');
    await page.locator('#gen-panel summary').click();
    const form = page.locator('#gen-form');
    await form.locator('select[name=model]').selectOption('iid');
    await form.locator('input[name=degree]').fill('3');
    await form.locator('input[name=height]').fill('7');
    await form.locator('input[name=seed]').fill('42');
    await form.locator('button[type=submit]').click();
    await page.waitForFunction(() => document.getElementById('summary').textContent.includes('of 3280 positions'));
    const spec = { model: 'iid', degree: 3, height: 7, seed: 42, lo: -9, hi: 9 };
    const want = GameTree.generate(spec).text();
    assert.equal(await page.locator('#tree-text').inputValue(), want);
    await page.locator('#copy-link').click();
    await page.waitForFunction(() => document.getElementById('share-out').value.includes('#'));
    const link = await page.locator('#share-out').inputValue();
    assert.match(link, /#sum=[0-9a-z]+&/); // no tree= or tz=: the generator makes it (links-reload.test.mjs: tz=)
    assert.match(link, /gen=model:iid,d:3,h:7,seed:42/);
    const second = await h.open(link.slice(link.indexOf('index.html')));
    assert.equal(await second.page.locator('#tree-text').inputValue(), want);
    assert.equal(await second.page.locator('#gen-form input[name=seed]').inputValue(), '42');
    // Too many positions: a message by the form, and the tree stays.
    await form.locator('input[name=degree]').fill('10');
    await form.locator('input[name=height]').fill('9');
    await form.locator('button[type=submit]').click();
    assert.match(await text(page, '#gen-msg'), /more than 2,000,000 positions/);
    assert.equal(await page.locator('#tree-text').inputValue(), want);
    second.clean();
    clean();
    await second.context.close();
    await context.close();
  });

  test('exports the tree view as SVG and PNG and the tree as text', async () => {
    const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))', { acceptDownloads: true });
    const download = async (id) => {
      await page.locator('#export-menu summary').click();
      const [d] = await Promise.all([page.waitForEvent('download'), page.locator(id).click()]);
      return { name: d.suggestedFilename(), bytes: await downloadBytes(d) };
    };
    const svg = await download('#export-svg');
    assert.equal(svg.name, 'game-tree.svg');
    assert.match(svg.bytes.toString(), /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(svg.bytes.toString(), /<style>/);
    const png = await download('#export-png');
    assert.equal(png.name, 'game-tree.png');
    assert.deepEqual([...png.bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    const txt = await download('#export-text');
    assert.equal(txt.bytes.toString().trim(), '((3,1,4),(1,5,9),(2,6,5))');
    clean();
    await context.close();
  });
});
