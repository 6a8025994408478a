// "Practise on this tree" on a tree with chance positions (families/chance/practice-panel.js):
// the core's solution scores full marks in both tasks, and a plain average of the outcomes
// (computed here from the tree's structure, probabilities ignored) is named as that mistake in
// the page's language. Every expected answer is the core's or computed here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { openChancePractice } from '../support/panels.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The backgammon-like example (crate/src/examples.rs DICE): outcomes 1/6 and 5/6, so a plain average differs. */
const DICE = '([1/6:(3,-1),5/6:(2,4)],[1/6:(6,0),5/6:(1,5)],[1/6:(-2,8),5/6:(3,3)])';
const link = (rest = '') => `index.html#tree=${encodeURIComponent(DICE)}&proc=star1${rest}`;

function coreOf(task) {
  const g = GameTree.parse(DICE);
  try {
    return g.chancePractice({ task, solution: true });
  } finally {
    g.free();
  }
}

/** Each chance position's plain average of its outcomes' values (Max's standpoint), by Dewey name. */
function plainAverages() {
  const g = GameTree.parse(DICE);
  const { parent, value } = g.shapeArrays();
  const { role } = g.chanceShape();
  const kids = Array.from(parent, () => []);
  parent.forEach((p, i) => p >= 0 && kids[p].push(i));
  const v = (i) => {
    if (!kids[i].length) return value[i];
    const vs = kids[i].map(v);
    return role[i] === 0 ? Math.max(...vs) : role[i] === 1 ? Math.min(...vs) : vs.reduce((a, b) => a + b, 0) / vs.length;
  };
  const out = {};
  for (let i = 0; i < parent.length; i++) if (role[i] >= 2) out[g.deweyOf(i)] = v(i).toFixed(3);
  g.free();
  return out;
}

const open = openChancePractice;

const field = (page, at) => page.locator(`#chance-practice [data-dewey="${at}"]`);

describe('practice on a tree with chance positions', () => {
  test("the core's solution scores full marks in both tasks, Show answer gives it", async () => {
    const { page, context, clean } = await h.open(link());
    const values = coreOf('values');
    await open(page, 'values');
    assert.equal(await page.locator('#chance-practice .chance-practice-answers input').count(), values.question.positions.length);
    for (const [at, v] of Object.entries(values.solution.values)) await field(page, at).fill(String(v));
    await page.locator('#chance-practice-check').click();
    const n = values.question.positions.length;
    await page.waitForSelector('.chance-practice-score');
    assert.equal(await page.locator('.chance-practice-score').textContent(), `${n} of ${n} right.`);
    assert.equal(await page.locator('.chance-practice-entries .wrong').count(), 0);
    const skip = coreOf('skip');
    await open(page, 'skip');
    assert.equal(await page.locator('#chance-practice input[type=checkbox]').count(), skip.question.positions.length, 'a box per terminal');
    for (const at of skip.solution.skipped) await field(page, at).check();
    await page.locator('#chance-practice-check').click();
    await page.waitForSelector('.chance-practice-score');
    const k = skip.solution.skipped.length;
    assert.equal(await page.locator('.chance-practice-score').textContent(), `${k} of ${k} right.`);
    await page.locator('#chance-practice-show').click();
    await page.waitForSelector('.chance-practice-answer');
    assert.equal(await page.locator('.chance-practice-answer').textContent(), `Star1 skips: ${skip.solution.skipped.join(', ')}.`);
    clean();
    await context.close();
  });

  test('a closed panel asks its question when opened, of the tree as edited meanwhile', async () => {
    // The edit moves the leaf range's assumed lower end (the least terminal value) from -2 to -9,
    // and with it what Star1 skips: a question asked before the edit would be the old tree's.
    const g = GameTree.parse(DICE);
    const old = g.chancePractice({ task: 'skip', solution: true });
    const e = g.setValue('1.1.1', -9);
    const skip = e.chancePractice({ task: 'skip', solution: true });
    e.free();
    g.free();
    assert.notDeepEqual(skip.question.range, old.question.range);
    assert.notDeepEqual(skip.solution.skipped, old.solution.skipped);
    const { page, context, clean } = await h.open(link('&sel=1.1.1'));
    await page.waitForSelector('#chance-practice', { state: 'attached' });
    assert.equal(await page.locator('#chance-practice').evaluate((d) => d.open), false);
    assert.equal(await page.locator('#chance-practice .chance-practice-answers input').count(), 0, 'no question while closed');
    await page.locator('#sel-value').fill('-9');
    await page.locator('#sel-value').press('Enter');
    await settled(page);
    await open(page, 'skip');
    assert.equal(await page.locator('#chance-practice input[type=checkbox]').count(), skip.question.positions.length, 'a box per terminal');
    assert.match(await page.locator('input[name=chance-practice-task][value=skip] + *').textContent(), /[−-]9\b/, 'the edited range');
    for (const at of skip.solution.skipped) await field(page, at).check();
    await page.locator('#chance-practice-check').click();
    await page.waitForSelector('.chance-practice-score');
    const k = skip.solution.skipped.length;
    assert.equal(await page.locator('.chance-practice-score').textContent(), `${k} of ${k} right.`);
    clean();
    await context.close();
  });

  for (const lang of ['en', 'de']) {
    test(`a plain average is named as that mistake, in the page's words (${lang})`, async () => {
      const title = readFileSync(`www/i18n/messages/later/${lang}.ftl`, 'utf8').match(/^chance-mistake-plain-average-title = (.+)$/m)[1];
      if (lang === 'en') assert.equal(title, 'plain average');
      const { page, context, clean } = await h.open(link(`&lang=${lang}`));
      await open(page, 'values');
      const averages = plainAverages();
      const right = coreOf('values').solution.values;
      assert.ok(
        Object.keys(averages).some((at) => Math.abs(Number(averages[at]) - eval1(right[at])) > 0.001),
        'the plain average differs from the value somewhere',
      );
      for (const [at, v] of Object.entries(averages)) await field(page, at).fill(v);
      await page.locator('#chance-practice-check').click();
      await page.waitForSelector('.chance-practice-mistake');
      await settled(page);
      assert.equal(await page.locator('.chance-practice-mistake').getAttribute('data-mistake'), 'plain-average');
      const said = await page.locator('.chance-practice-mistake').textContent();
      assert.ok(said.includes(title), `${said} names "${title}"`);
      assert.ok(!said.includes('the probabilities were ignored (the plain average)') || lang === 'en', "not the core's English");
      // The wrong entries come first.
      assert.equal(await page.locator('.chance-practice-entries li').first().getAttribute('class'), 'wrong');
      clean();
      await context.close();
    });
  }
});

/** A value's text ("3/2", "2", "0.5") as a number. */
function eval1(text) {
  const [n, d] = String(text).split('/');
  return Number(n) / (d ? Number(d) : 1);
}
