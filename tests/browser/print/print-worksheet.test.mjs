// Print from the page: the tree is printed whole with every value at 7 pt or more. A height-4
// degree-3 practice exercise (121 positions, 81 terminals) printed the screen's view — a
// quarter of the tree at the zoom on screen, its overview in the corner, and no heading but
// the statement. In print media the page now draws the tree for paper (fewest staggered rows
// of terminals that fit, a landscape page if the portrait line is too short, figures per
// subtree if both are): every position is in the figures, each label's printed size is at
// least 7 pt, each figure fits the line of its page, and the heading names the task and the
// procedure.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const MM = 96 / 25.4;

/** The print figures: positions drawn (a stub and its subtree's top counted once), the smallest printed label (pt), the widest figure (px), the page's orientation. */
const printed = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('.print-tree');
    const svgs = [...box.querySelectorAll('svg')];
    let min = Infinity;
    let widest = 0;
    let nodes = 0;
    for (const svg of svgs) {
      const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      for (const t of svg.querySelectorAll('.node .value')) if (t.textContent.trim()) min = Math.min(min, parseFloat(getComputedStyle(t).fontSize) * k * 0.75);
      widest = Math.max(widest, svg.getBoundingClientRect().width);
      nodes += svg.querySelectorAll('.node').length;
    }
    const rule = document.getElementById('print-page')?.textContent ?? '';
    return {
      figures: svgs.length,
      positions: nodes - (svgs.length - 1),
      minPt: min,
      widest,
      orientation: box.dataset.orientation,
      landscapeRule: /size:\s*landscape/.test(rule),
    };
  });

for (const colorScheme of ['light', 'dark']) {
  test(`a height-4 degree-3 exercise prints whole, values ≥ 7 pt, under a heading naming task and procedure (${colorScheme})`, async () => {
    const { page, context, clean } = await h.open('index.html#mode=practice&ex=values.F2.s123.d3h4.random.v-9..9', {
      viewport: { width: 1366, height: 768 },
      colorScheme,
    });
    await page.waitForSelector('.pr-tree [data-testid=tree]');
    await settled(page);
    await page.emulateMedia({ media: 'print' });
    await page.waitForSelector('.print-tree svg', { state: 'attached' });
    const got = await printed(page);
    assert.equal(got.positions, 121, 'every position is printed');
    assert.ok(got.minPt >= 7, `the smallest printed value is ${got.minPt.toFixed(2)} pt`);
    const line = (got.orientation === 'landscape' ? 249 : 180) * MM;
    assert.ok(got.widest <= line + 0.5, `the widest figure (${got.widest.toFixed(0)} px) fits the ${got.orientation} line (${line.toFixed(0)} px)`);
    assert.equal(got.landscapeRule, got.orientation === 'landscape', 'a landscape figure asks for a landscape page');
    assert.equal(await page.isVisible('.pr-tree [data-testid=tree]'), false, "the screen's view is not printed");
    assert.equal(await page.isVisible('.pr-tree canvas.tv-minimap'), false, 'nor its overview');
    assert.equal(await page.isVisible('.pr-print-title'), true);
    assert.equal((await page.textContent('.pr-print-title')).trim(), 'Exercise: the values returned — F2');
    await page.emulateMedia({ media: 'screen' });
    await page.waitForFunction(() => !document.querySelector('.print-tree') && !document.getElementById('print-page'));
    assert.equal(await page.isVisible('.pr-tree [data-testid=tree]'), true, 'the view is back on screen');
    clean();
    await context.close();
  });
}

test("the explore page prints K&M's Fig. 1 whole, values ≥ 7 pt", async () => {
  const { page, context, clean } = await h.open('index.html#proc=F2', { viewport: { width: 1366, height: 768 } });
  await page.emulateMedia({ media: 'print' });
  await page.waitForSelector('.print-tree svg', { state: 'attached' });
  const got = await printed(page);
  assert.equal(got.positions, 121);
  assert.ok(got.minPt >= 7, `${got.minPt.toFixed(2)} pt`);
  assert.ok(got.widest <= (got.orientation === 'landscape' ? 249 : 180) * MM + 0.5);
  clean();
  await context.close();
});

test('a tree too wide for a landscape line is printed as the top and one figure per subtree, each ≥ 7 pt', async () => {
  const { page, context, clean } = await h.open('index.html#gen=model:iid,d:4,h:4,seed:2,lo:-9,hi:9', { viewport: { width: 1366, height: 768 } });
  await page.emulateMedia({ media: 'print' });
  await page.waitForSelector('.print-tree svg', { state: 'attached' });
  const got = await printed(page);
  assert.ok(got.figures > 1, `${got.figures} figures`);
  assert.equal(got.positions, 1 + 4 + 16 + 64 + 256);
  assert.ok(got.minPt >= 7, `${got.minPt.toFixed(2)} pt`);
  assert.ok(got.widest <= 249 * MM + 0.5);
  assert.match(await page.textContent('.print-tree'), /Subtree 1/);
  clean();
  await context.close();
});

test('print media from the start (before the print code is in): the tree is still prepared for paper', async () => {
  // The print code loads after the first view; a media change before it has no event left to hear.
  const { page, context, clean } = await h.open(`index.html#tree=${encodeURIComponent('((3,1,4),(1,5,9),(2,6,5))')}&proc=F2`, {
    beforeGoto: (p) => p.emulateMedia({ media: 'print' }),
  });
  await page.waitForSelector('.print-tree svg', { state: 'attached' });
  const got = await printed(page);
  assert.equal(got.positions, 13);
  clean();
  await context.close();
});
