// The diagnosis through the door a course page uses: <game-tree-playground mode="practice">
// and submitAnswer. For each of the five named mistakes, an exercise tree where the
// mistake's answer differs from the correct one; the mistake's answer (from the core, run as
// the catalogue's mutant:ID) submitted to the element is diagnosed as that mistake, in the
// return value, the answer event and the page's words. A correct answer gets none.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { exerciseGenerate } from '../../../www/pkg-full/gametree.js';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const MUTANTS = ['shallow-only', 'root-window-reset', 'strict-cutoff', 'cutter-marked', 'right-to-left'];
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A seeded exercise tree where `id`'s answer to `task` differs from F2's: {tree, seed, answer, correct}. */
function treeFor(id, task) {
  for (let seed = 1; seed < 400; seed++) {
    for (const order of ['random', 'bad', 'good']) {
      const ex = exerciseGenerate({ task, proc: 'F2', seed, degree: 3, height: 4, order, lo: -9, hi: 9, view: 'minimax' });
      const g = GameTree.parse(ex.tree);
      try {
        const answer = g.practiceExpected(task, `mutant:${id}`, { view: 'minimax' });
        const correct = g.practiceExpected(task, 'F2', { view: 'minimax' });
        if (!same(answer, correct)) return { tree: ex.tree, seed, order, answer, correct };
      } finally {
        g.free();
      }
    }
  }
  throw new Error(`no exercise tree where ${id} differs from F2 for ${task}`);
}

async function element(page, id, task, tree) {
  await page.evaluate(
    async ({ id, task, tree }) => {
      const el = document.createElement('game-tree-playground');
      el.id = id;
      for (const [k, v] of Object.entries({ mode: 'practice', task, proc: 'F2', tree })) el.setAttribute(k, v);
      document.body.append(el);
      await el.practiceReady;
    },
    { id, task, tree },
  );
}

for (const task of ['prune', 'values']) {
  test(`the five named mistakes are diagnosed (${task}), in the return value, the event and in words`, async () => {
    const { page, clean } = await h.visit('www/embed/example.html', { ready: null });
    for (const id of MUTANTS) {
      const t = treeFor(id, task);
      const el = `dx-${id}`;
      await element(page, el, task, t.tree);
      const got = await page.evaluate(
        ({ el, answer }) => {
          const e = document.getElementById(el);
          let event = null;
          e.addEventListener('answer', (ev) => (event = ev.detail), { once: true });
          const returned = e.submitAnswer(answer);
          return { returned, event };
        },
        { el, answer: t.answer },
      );
      const ids = got.returned.diagnosis.map((d) => d.id);
      assert.ok(ids.includes(id), `${id} (${task}, seed ${t.seed}, ${t.order}, tree ${t.tree}): diagnosed as ${JSON.stringify(ids)}`);
      assert.deepEqual(got.event.diagnosis, got.returned.diagnosis);
      assert.deepEqual(got.returned.record.diagnosis, ids);
      assert.equal(got.returned.correct, false);
      const d = got.returned.diagnosis.find((x) => x.id === id);
      assert.match(d.text, /^Your (marks|values) are what α-β gives if /);
      // The page says it in the core's words, right under the score; the example (the first
      // line where the mistake parts from the procedure) is the first of the student's lines,
      // not said twice.
      const shown = await page.locator(`#${el} .pr-dx[data-mutant="${id}"] .pr-dx-text`).textContent();
      const [clause, example] = d.text.split(' Here that means: ');
      assert.ok(example, d.text);
      assert.equal(shown, clause);
      assert.equal(await page.locator(`#${el} .pr-feedback > .pr-fb-list > li .pr-sentence`).first().textContent(), example);
      const order = await page
        .locator(`#${el} .pr-answer`)
        .evaluate((box) => [...box.querySelectorAll('.pr-score, .pr-diagnosis, .pr-feedback')].map((e) => e.className.split(' ')[0]));
      assert.deepEqual(order, ['pr-score', 'pr-diagnosis', 'pr-feedback']);
      // The correct answer: no diagnosis, nothing shown.
      const ok = await page.evaluate(({ el, answer }) => document.getElementById(el).submitAnswer(answer), { el, answer: t.correct });
      assert.deepEqual(ok.diagnosis, []);
      assert.equal(ok.closest, undefined);
      assert.equal(await page.locator(`#${el} .pr-diagnosis`).isHidden(), true);
      await page.evaluate((el) => document.getElementById(el).remove(), el);
    }
    clean();
  });
}

test('the page: the diagnosis opens the difference view of the mistake against the procedure on this tree', async () => {
  const t = treeFor('strict-cutoff', 'prune');
  const { page, clean } = await h.visit(`index.html#tree=${t.tree}&proc=F2&mode=practice&task=prune`);
  await page.waitForSelector('.practice .pr-check');
  for (const d of t.answer.pruned) await page.locator(`.practice g.node[data-dewey="${d}"]`).click();
  await page.locator('.practice .pr-check').click();
  const box = page.locator('.pr-dx[data-mutant="strict-cutoff"]');
  // The mistake in words; its example is the first line below, not repeated in the diagnosis.
  assert.match(await box.locator('.pr-dx-text').textContent(), /^Your marks are what α-β gives if .*\.$/);
  assert.doesNotMatch(await box.locator('.pr-dx-text').textContent(), /Here that means/);
  // By keyboard.
  await box.locator('.pr-dx-show').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /show=diff/.test(location.hash));
  assert.match(await page.evaluate(() => location.hash), /proc=F2&.*show=diff&diff=mutant:strict-cutoff,F2/);
  assert.equal(await page.locator('#practice-area').isHidden(), true);
  assert.match(await page.locator('#cmp-first').textContent(), /^First difference of the mistake “[^”]+” and F2: \S+/);
  const only = /only the mistake “[^”]+”: (\d+) positions/.exec(await page.locator('#diff-figure figcaption').textContent());
  const onlyF2 = /only F2: (\d+) positions/.exec(await page.locator('#diff-figure figcaption').textContent());
  assert.ok(Number(only[1]) + Number(onlyF2[1]) > 0, 'the runs differ on this tree');
  clean();
});

test('a link to the difference view of a mistake works on a cold load (the full core, which names the mistakes, comes first)', async () => {
  const t = treeFor('strict-cutoff', 'prune');
  const { page, context, clean } = await h.open(`index.html#tree=${t.tree}&proc=compare&cmode=diff&diff=mutant:strict-cutoff,F2`);
  await page.waitForFunction(() => /First difference/.test(document.querySelector('#cmp-first')?.textContent ?? ''));
  assert.match(await page.locator('#cmp-first').textContent(), /^First difference of the mistake “[^”]+” and F2: \S+/);
  assert.doesNotMatch(await page.locator('#tree-notice').textContent(), /Some of the link was not used/);
  // The older link's form (proc=compare, cmode=diff) is written anew: show=diff.
  await page.waitForFunction(() => /show=diff&diff=mutant:strict-cutoff,F2/.test(location.hash) && !/proc=compare|cmode/.test(location.hash));
  // A name that is no procedure and no mistake is still named, after the full core has looked.
  await page.evaluate((tree) => (location.hash = `tree=${tree}&proc=compare&cmode=diff&diff=mutant:no-such-mistake,F2`), t.tree);
  await page.waitForFunction(() =>
    /Some of the link was not used: the difference \(diff=\) must name two procedures/.test(document.querySelector('#tree-notice')?.textContent ?? ''),
  );
  await context.close();
  clean();
  // The single file (dist/playground.html), whose only core is the full one, knows them at once.
  const single = await h.open(`playground.html#tree=${t.tree}&proc=compare&cmode=diff&diff=mutant:strict-cutoff,F2`);
  await single.page.waitForFunction(() => /First difference/.test(document.querySelector('#cmp-first')?.textContent ?? ''));
  assert.match(await single.page.locator('#cmp-first').textContent(), /^First difference of the mistake “[^”]+” and F2: \S+/);
  await single.context.close();
  single.clean();
});
