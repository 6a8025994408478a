// "Practise UCT by hand" in the Monte Carlo panel (www/mcts/practice.js): the core's solution
// scores full marks in both tasks (select: chosen radio by radio; backup: N and W typed), and
// the answers of two wrong rules, computed here from their definitions on the question's own
// statistics (not hard-coded), are named as those mistakes in the page's language: the
// perspective error in backpropagation (Max's reward r added everywhere, where a position
// under Min counts 1 − r), and exploitation only in selection (the best W/N, C = 0). On a
// phone the backup table fits its box in the longest languages.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TEXT = '((3,12,8),(2,4,6),(14,5,2))';
const SEED = 1; // the panel's default seed and C (√2)

/** The core's question and solution after `shown` iterations, and the tree's structure. */
function coreOf(task, shown) {
  const g = GameTree.parse(TEXT);
  try {
    const { parent } = g.shapeArrays();
    const names = Array.from(parent, (_, i) => g.deweyOf(i));
    const kids = (d) => names.filter((_, i) => parent[i] >= 0 && names[parent[i]] === d);
    const depth = (d) => (d === '' ? 0 : d.split('.').length);
    return { ...g.mctsPractice({ task, shown, seed: SEED, c: Math.SQRT2, solution: true }), kids, depth };
  } finally {
    g.free();
  }
}

// Exact fractions as the core writes them ("13/6", "2", "-1/2").
const gcd = (a, b) => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
function frac(text) {
  const [n, d = '1'] = String(text).split('/');
  return [BigInt(n), BigInt(d)];
}
function add([a, b], [c, d]) {
  const n = a * d + c * b;
  const m = b * d;
  const g = gcd(n, m);
  return [n / g, m / g];
}
const text = ([n, d]) => (d === 1n ? String(n) : `${n}/${d}`);

/** N and W on the path after backpropagation by `rule`: 'right' (a position whose parent is
 *  Min counts 1 − r, Browne et al. 2012, Algorithm 3) or 'perspective' (r everywhere). */
function backedUp(q, depth, rule) {
  const r = frac(q.reward);
  const out = {};
  for (const d of q.path) {
    const s = q.nodes[d] ?? { n: 0, w: '0' };
    const underMin = d !== '' && (depth(d) - 1) % 2 === 1;
    const own = underMin ? add([1n, 1n], [-r[0], r[1]]) : r;
    out[d] = { n: String(s.n + 1), w: text(add(frac(s.w), rule === 'perspective' ? r : own)) };
  }
  return out;
}

/** Selection with exploitation only: the successor with the best W/N (ties: the first), down
 *  to a position with a successor outside the search tree or a terminal. */
function exploitOnly(q, kids) {
  const path = [];
  for (let at = ''; ; ) {
    const ks = kids(at);
    if (!ks.length || ks.some((k) => !(k in q.nodes))) return path;
    let best = null;
    for (const k of ks) {
      const [n, d] = frac(q.nodes[k].w);
      const mean = Number(n) / Number(d) / q.nodes[k].n;
      if (best == null || mean > best.mean) best = { k, mean };
    }
    path.push(best.k);
    at = best.k;
  }
}

async function openPractice(page, task, shown) {
  await settled(page);
  await page.locator('#mcts-panel > summary').click();
  await page.waitForSelector('#mcts-practice');
  await page.locator('#mcts-practice summary').click();
  await page.locator(`input[name=mcts-practice-task][value=${task}]`).check();
  await page.locator('#mcts-practice-shown').fill(String(shown));
  await page.locator('#mcts-practice-new').click();
  await page.waitForSelector(
    task === 'select' ? '#mcts-practice .mcts-practice-step, #mcts-practice .mcts-practice-stop' : '#mcts-practice input[data-part=w]',
  );
}

async function choose(page, path) {
  for (const d of path) await page.locator(`#mcts-practice input[type=radio][data-dewey="${d}"]`).check();
}

async function fill(page, nodes) {
  for (const [d, { n, w }] of Object.entries(nodes)) {
    await page.locator(`#mcts-practice input[data-dewey="${d}"][data-part=n]`).fill(String(n));
    await page.locator(`#mcts-practice input[data-dewey="${d}"][data-part=w]`).fill(String(w));
  }
}

async function score(page) {
  await page.locator('#mcts-practice-check').click();
  await page.waitForSelector('.mcts-practice-score');
  return page.locator('.mcts-practice-score').textContent();
}

const title = (lang, id) => readFileSync(`www/i18n/messages/later/${lang}.ftl`, 'utf8').match(new RegExp(`^mcts-mistake-${id}-title = (.+)$`, 'm'))[1];

describe('UCT practice in the Monte Carlo panel', () => {
  test('select: the core’s path chosen step by step scores full marks; the best mean alone is named exploitation only', async () => {
    // A moment where exploitation only chooses otherwise than UCB1, found from the definition.
    const shown = [...Array(40).keys()]
      .map((k) => k + 3)
      .find((k) => {
        const c = coreOf('select', k);
        const wrong = exploitOnly(c.question, c.kids);
        return wrong.length && wrong.join() !== c.solution.selected.join();
      });
    assert.ok(shown, 'some moment where C = 0 chooses otherwise');
    const core = coreOf('select', shown);
    const { page, context, clean } = await h.open(`index.html#tree=${TEXT}`);
    await openPractice(page, 'select', shown);
    // The statistics shown are the core's: N and W of the root's successors.
    for (const d of core.kids('')) {
      const row = page.locator(`#mcts-practice tr:has(input[data-dewey="${d}"])`);
      const cells = await row.locator('td').allTextContents();
      assert.equal(cells[0], String(core.question.nodes[d].n), `N of ${d}`);
      assert.equal(cells[1].replace('−', '-'), core.question.nodes[d].w, `W of ${d}`);
    }
    await choose(page, core.solution.selected);
    const k = core.solution.selected.length;
    assert.equal(await score(page), `${k} of ${k} right.`);
    assert.equal(await page.locator('.mcts-practice-entries .wrong').count(), 0);
    await choose(page, exploitOnly(core.question, core.kids));
    await score(page);
    await page.waitForSelector('.mcts-practice-mistake');
    assert.equal(await page.locator('.mcts-practice-mistake').getAttribute('data-mistake'), 'mcts-exploit-only');
    assert.ok((await page.locator('.mcts-practice-mistake').textContent()).includes(title('en', 'exploit-only')));
    assert.equal(await page.locator('.mcts-practice-entries li').first().getAttribute('class'), 'wrong', 'the wrong step first');
    await page.locator('#mcts-practice-show').click();
    await page.waitForSelector('.mcts-practice-answer');
    assert.equal(await page.locator('.mcts-practice-answer').textContent(), `Selection chooses ${core.solution.selected.join(' → ')}.`);
    clean();
    await context.close();
  });

  for (const lang of ['en', 'pl']) {
    test(`backup: the core’s N and W score full marks; Max’s reward everywhere is named the perspective error (${lang})`, async () => {
      // A moment whose path passes under a Min position with a reward other than 1/2.
      const shown = [...Array(40).keys()]
        .map((k) => k + 3)
        .find((k) => {
          const c = coreOf('backup', k);
          return JSON.stringify(backedUp(c.question, c.depth, 'right')) !== JSON.stringify(backedUp(c.question, c.depth, 'perspective'));
        });
      assert.ok(shown, 'some moment where the perspective error gives another answer');
      const core = coreOf('backup', shown);
      // The definition above agrees with the core's solution.
      const right = backedUp(core.question, core.depth, 'right');
      for (const [d, x] of Object.entries(core.solution.nodes)) assert.deepEqual({ n: String(x.n), w: String(x.w) }, right[d], `the solution at '${d}'`);
      const { page, context, clean } = await h.open(`index.html#tree=${TEXT}&lang=${lang}`);
      await openPractice(page, 'backup', shown);
      assert.equal(await page.locator('#mcts-practice input[data-part=n]').count(), core.question.path.length);
      // The path's N and W before backpropagation are the core's.
      for (const d of core.question.path) {
        const cells = await page.locator(`#mcts-practice tr:has(input[data-dewey="${d}"]) td`).allTextContents();
        const s = core.question.nodes[d] ?? { n: 0, w: '0' };
        assert.deepEqual([cells[1], cells[2]], [String(s.n), s.w], `N and W of '${d}' before`);
      }
      await fill(page, right);
      const total = 2 * core.question.path.length;
      const full = await score(page);
      if (lang === 'en') assert.equal(full, `${total} of ${total} right.`);
      else assert.ok(full.startsWith(`${total} `) && full.includes(` ${total} `), full);
      assert.equal(await page.locator('.mcts-practice-entries .wrong').count(), 0);
      await fill(page, backedUp(core.question, core.depth, 'perspective'));
      await score(page);
      await page.waitForSelector('.mcts-practice-mistake');
      assert.equal(await page.locator('.mcts-practice-mistake').getAttribute('data-mistake'), 'mcts-perspective');
      const said = await page.locator('.mcts-practice-mistake').textContent();
      assert.ok(said.includes(title(lang, 'perspective')), `${said} names "${title(lang, 'perspective')}"`);
      if (lang !== 'en') assert.ok(!said.includes(title('en', 'perspective')), 'in the page’s language');
      assert.ok((await page.locator('.mcts-practice-entries .wrong').count()) > 0);
      clean();
      await context.close();
    });
  }
  test('a question beyond the core’s work bound (a deep tree): the core’s message, and the question and answer on screen stay', async () => {
    // Height 60: 100,000 iterations shown are 100,001 × 61 steps, over the 1,200,000 a question may take.
    let deep = '0';
    for (let k = 1; k <= 60; k++) deep = `(${k % 10},${deep})`;
    const { page, context, clean } = await h.open(`index.html#tree=${deep}`);
    await openPractice(page, 'select', 10);
    const statement = await page.locator('#mcts-practice-statement').textContent();
    const first = page.locator('#mcts-practice .mcts-practice-step input[type=radio]').first();
    await first.check();
    await page.locator('#mcts-practice-shown').fill('100000');
    await page.locator('#mcts-practice-new').click();
    const alert = page.locator('#mcts-practice .mcts-practice-result [role=alert]');
    await alert.waitFor();
    const said = await alert.textContent();
    const most = Math.floor(1_200_000 / 61) - 1;
    for (const part of ['100000 iterations', 'height 60', `${100_001 * 61} steps`, '1200000', `show at most ${most} iterations`])
      assert.ok(said.includes(part), `“${said}” says ${part}`);
    assert.equal(await page.locator('#mcts-practice-statement').textContent(), statement, 'the question stays');
    assert.equal(await first.isChecked(), true, 'the answer stays');
    // The page goes on: the answer on screen is checked, and a smaller question is asked.
    assert.match(await score(page), /right/);
    await page.locator('#mcts-practice-shown').fill('20');
    await page.locator('#mcts-practice-new').click();
    await page.waitForFunction((old) => document.getElementById('mcts-practice-statement').textContent !== old, statement);
    assert.equal(await alert.count(), 0);
    clean();
    await context.close();
  });

  test('backup on a phone (390 px): the table fits without scrolling sideways in the longest languages, and says whose rewards W counts', async () => {
    for (const lang of ['es', 'de']) {
      const { page, context, clean } = await h.open(`index.html#tree=${TEXT}&lang=${lang}`, { viewport: { width: 390, height: 844 } });
      await openPractice(page, 'backup', 12);
      const fit = await page.evaluate(() => {
        const wrap = document.querySelector('#mcts-practice .table-wrap');
        const shown = (e) => e.getClientRects().length > 0;
        const rows = [...wrap.querySelectorAll('tbody tr')];
        return {
          over: wrap.scrollWidth - wrap.clientWidth,
          // each row names the player under the position, the column being hidden
          inline: rows.map((r) => shown(r.querySelector('.mcts-practice-for-inline')) && r.querySelector('.mcts-practice-for-inline').textContent),
          column: rows.map((r) => shown(r.querySelector('td.mcts-practice-for')) && r.querySelector('td.mcts-practice-for').textContent),
        };
      });
      assert.equal(fit.over, 0, `${lang}: the table is ${fit.over} px wider than its box`);
      assert.ok(fit.inline.length > 0 && fit.inline.every((w) => /^(Max|Min)$/.test(w)), `${lang}: ${fit.inline}`);
      assert.ok(
        fit.column.every((w) => w === false),
        `${lang}: the column is hidden`,
      );
      clean();
      await context.close();
    }
  });
});
