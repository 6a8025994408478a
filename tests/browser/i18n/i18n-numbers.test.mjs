// Numbers in the page's language: the Experiments table's cells and the plots' axis ticks are
// written as French and German write numbers (a decimal comma; French groups with a narrow
// no-break space, German with a dot), not as English does in every language.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const EXPERIMENT = 'tree=((3,1,4),(1,5,9),(2,6,5))&exp=model:permutation,d:3,h:2;4,n:30,seed:7,p:F1;F2;pvs';

/** Runs the linked experiment in `lang`; returns the table's cells ({key, value, text}) and the branching plot's y ticks. */
async function run(lang) {
  const { page, context, clean } = await h.open(`index.html#lang=${lang}&${EXPERIMENT}`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.locator('#exp-run').click();
  await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
  await page.waitForSelector('#exp-plot-branching .plot-host svg');
  const cells = await page
    .locator('#exp-table td[data-key]')
    .evaluateAll((tds) => tds.map((td) => ({ key: td.dataset.key, value: Number(td.dataset.value), text: td.textContent })));
  const ticks = await page.locator('#exp-plot-branching svg [aria-label="y-axis tick label"] text').allTextContents();
  clean();
  await context.close();
  return { cells, ticks };
}

for (const [lang, want] of [
  ['fr', { comma: /^\d+,\d+$/, point: /^\d+\.\d+$/ }],
  ['de', { comma: /^\d+,\d+$/, point: /^\d+\.\d+$/ }],
]) {
  test(`${lang}: the experiments' table and plot write decimals with a comma`, async () => {
    const { cells, ticks } = await run(lang);
    const decimals = cells.filter((c) => c.key === 'mean_terminals' && !Number.isInteger(c.value));
    assert.ok(decimals.length > 0, 'some means are not whole numbers');
    for (const c of decimals) {
      assert.equal(c.text, new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(c.value), `${c.key} ${c.value}`);
      assert.match(c.text, want.comma);
    }
    assert.deepEqual(
      cells.filter((c) => want.point.test(c.text)),
      [],
      'no cell with a decimal point',
    );
    assert.ok(
      ticks.some((s) => want.comma.test(s)),
      `a tick with a decimal comma among ${ticks.join(' ')}`,
    );
    assert.ok(!ticks.some((s) => want.point.test(s)), `no tick with a decimal point among ${ticks.join(' ')}`);
  });
}
