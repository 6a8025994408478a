// Fresh trees and a limit of attempts in <game-tree-playground mode="practice"> (the
// attributes exercise, fresh and attempts, the element's form of the link's ex=, fresh=1 and
// attempts=N), through submitAnswer and the New tree button, the doors a course page uses;
// bad values fire the element's `error` event. Trees and scores come from the core.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { exerciseGenerate } from '../../../www/pkg-full/gametree.js';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const EX = 'prune.F2.s5.d2h3.random.v-9..9';

/** The core's check of `answer` on exercise `ex`'s tree (prune, F2, minimax). */
function coreCheck(ex, answer) {
  const g = GameTree.parse(exerciseGenerate(ex).tree);
  try {
    const r = g.practiceCheck('prune', 'F2', { view: 'minimax' }, answer);
    return { score: r.score, total: r.total, correct: r.correct };
  } finally {
    g.free();
  }
}

/** Adds an element with `attrs` to the example page; resolves to the first `error` message, or null once ready. */
function add(page, attrs) {
  return page.evaluate(
    (attrs) =>
      new Promise((ok) => {
        const el = document.createElement('game-tree-playground');
        el.id = attrs.id ?? 'fx';
        for (const [k, v] of Object.entries(attrs)) if (k !== 'id') el.setAttribute(k, v);
        el.addEventListener('error', (e) => ok(e.detail.message), { once: true });
        window.answers = [];
        el.addEventListener('answer', (e) => window.answers.push(e.detail));
        document.body.append(el);
        el.practiceReady.then(() => ok(null));
      }),
    attrs,
  );
}

test('the element: exercise + fresh + attempts=2: one check per tree, a new tree of the same kind, then no attempts left', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  assert.equal(await add(page, { mode: 'practice', exercise: EX, fresh: '', attempts: '2' }), null);
  const bar = page.locator('#fx .pr-attempts');
  assert.equal(await bar.textContent(), 'Attempt 1 of 2');
  assert.equal(await page.locator('#fx .pr-fresh').isDisabled(), true); // not before a check
  // The exercise's own tree is shown (its positions).
  const tree = exerciseGenerate(EX).tree;
  const g = GameTree.parse(tree);
  const positions = g.size();
  g.free();
  assert.equal(await page.locator('#fx g.node').count(), positions);
  const first = await page.evaluate(() => document.getElementById('fx').submitAnswer({ pruned: [] }));
  const want1 = coreCheck(EX, { pruned: [] });
  assert.equal(first.score, want1.score);
  assert.equal(first.total, want1.total);
  assert.equal(first.attempt, 1);
  assert.equal(first.attempts, 2);
  assert.equal(first.record.attempt, 1);
  assert.equal(first.record.exercise, EX);
  assert.deepEqual(await page.evaluate(() => window.answers.map((a) => a.attempt)), [1]);
  assert.equal(await bar.textContent(), `Attempt 1 of 2 · scores: ${want1.score}/${want1.total}`);
  // A second check of the same tree is refused, with the reason.
  const again = await page.evaluate(() => {
    try {
      document.getElementById('fx').submitAnswer({ pruned: [] });
      return null;
    } catch (e) {
      return e.message;
    }
  });
  assert.match(again, /This tree has been checked: go on to a new tree/);
  // New tree beside Check too (the bar may be out of view after a check).
  assert.equal(await page.locator('#fx .pr-fresh-again').isVisible(), true);
  // New tree, by keyboard: the exercise with the core's fresh seed.
  await page.locator('#fx .pr-fresh').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Attempt 2 of 2/.test(document.getElementById('fx').shadowRoot.querySelector('.pr-attempts')?.textContent ?? ''));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('gametree-practice-fresh:element:fx:prune.F2.s5.d2h3.random.v-9..9')));
  assert.ok(Number.isInteger(stored.seed) && stored.seed !== 5, JSON.stringify(stored));
  const fresh = exerciseGenerate({ ...exerciseGenerate(EX).spec, seed: stored.seed });
  const second = await page.evaluate(() => document.getElementById('fx').submitAnswer({ pruned: [] }));
  assert.equal(second.record.exercise, fresh.text);
  assert.equal(second.attempt, 2);
  const want2 = coreCheck(fresh.text, { pruned: [] });
  assert.equal(second.score, want2.score);
  assert.equal(second.total, want2.total);
  assert.equal(await bar.textContent(), `No attempts left (2 of 2 used) · scores: ${want1.score}/${want1.total}, ${want2.score}/${want2.total}`);
  assert.equal(await page.locator('#fx .pr-fresh').isDisabled(), true);
  assert.equal(await page.locator('#fx .pr-fresh-again').isHidden(), true);
  assert.equal(await page.evaluate(() => document.getElementById('fx').nextAttempt()), false);
  const none = await page.evaluate(() => {
    try {
      document.getElementById('fx').submitAnswer({ pruned: [] });
      return null;
    } catch (e) {
      return e.message;
    }
  });
  assert.match(none, /No attempts left: 2 of 2 used/);
  await context.close();
  clean();
});

test('the element: fresh without a limit; the exercise attribute alone is a generated exercise with its window', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  assert.equal(await add(page, { mode: 'practice', exercise: EX, fresh: '1', id: 'f1' }), null);
  assert.equal(await page.locator('#f1 .pr-attempts').textContent(), 'Attempt 1');
  // el.practiceHint(): the core's hint for the exercise's tree, shown and counted, once.
  const g = GameTree.parse(exerciseGenerate(EX).tree);
  const want = g.practiceHint('prune', 'F2', { view: 'minimax' });
  g.free();
  assert.equal(await page.evaluate(() => document.getElementById('f1').practiceHint()), want.text);
  assert.equal(await page.locator('#f1 .pr-hint-box').textContent(), `Hint: ${want.text}`);
  assert.equal(await page.evaluate(() => document.getElementById('f1').practiceHint()), want.text); // the same one again
  const r = await page.evaluate(() => document.getElementById('f1').submitAnswer({ pruned: [] }));
  assert.equal(r.hints, 1);
  assert.equal(r.attempt, 1);
  assert.equal(r.attempts, undefined); // no limit
  assert.deepEqual(await page.evaluate(() => document.getElementById('f1').attempts), {
    used: 1,
    limit: null,
    checked: true,
    text: await page.locator('#f1 .pr-attempts').textContent(),
  });
  const WEX = 'window.F2.s3.d2h3.random.v-9..9';
  assert.equal(await add(page, { mode: 'practice', exercise: WEX, id: 'w1' }), null);
  assert.equal(await page.locator('#w1 .pr-attempts').count(), 0); // no fresh: no attempts bar
  assert.equal(await page.locator('#w1 .pr-statement').textContent(), exerciseGenerate(WEX).statement);
  await context.close();
  clean();
});

test('the element: bad fresh, attempts and exercise values fire `error` with the reason, and make no exercise', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  const cases = [
    [{ exercise: EX, fresh: 'maybe' }, /^fresh must be 1 \(or empty, or true\) to give a new tree after each check, or 0, not 'maybe'$/],
    [{ exercise: EX, fresh: '', attempts: '0' }, /^attempts must be a whole number from 1 to 20, not '0'$/],
    [{ exercise: EX, fresh: '', attempts: '21' }, /^attempts must be a whole number from 1 to 20, not '21'$/],
    [{ exercise: EX, fresh: '', attempts: 'lots' }, /^attempts must be a whole number from 1 to 20, not 'lots'$/],
    [{ exercise: EX, attempts: '3' }, /^attempts limits the fresh trees: it needs fresh/],
    [{ tree: '((3,1,4),(1,5,9))', fresh: '' }, /^fresh needs an exercise \(the exercise attribute/],
    [{ exercise: 'bogus.F2' }, /^exercise: .*unknown task 'bogus'/],
  ];
  let i = 0;
  for (const [attrs, want] of cases) {
    const id = `bad${i++}`;
    const msg = await add(page, { mode: 'practice', id, ...attrs });
    assert.match(msg ?? '(no error)', want, JSON.stringify(attrs));
    assert.equal(await page.locator(`#${id} .pr-check`).count(), 0, 'no exercise');
    assert.equal(await page.locator(`#${id} .error`).textContent(), msg, 'the message is shown');
  }
  await context.close();
  clean();
});

test('the iframe (embed=1): fresh trees with a limit, the hint, and the answers posted with attempt and hints', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.evaluate((ex) => {
    const f = document.createElement('iframe');
    f.id = 'ff';
    f.src = `../../index.html#mode=practice&ex=${ex}&fresh=1&attempts=2&embed=1`;
    f.width = 720;
    f.height = 600;
    window.posted = [];
    window.addEventListener('message', (e) => {
      if (e.source === f.contentWindow && e.data?.type === 'gametree-answer') window.posted.push(e.data.detail);
    });
    document.body.append(f);
  }, EX);
  const frame = page.frameLocator('#ff');
  await frame.locator('.practice .pr-check').waitFor();
  assert.equal(await frame.locator('.practice-fresh .pr-attempts').textContent(), 'Attempt 1 of 2');
  assert.equal(await frame.locator('.practice-fresh .pr-fresh').isVisible(), true);
  // The hint, by keyboard: the core's.
  const g = GameTree.parse(exerciseGenerate(EX).tree);
  const hint = g.practiceHint('prune', 'F2', { view: 'minimax' });
  g.free();
  await frame.locator('.pr-hint-btn').focus();
  await page.keyboard.press('Enter');
  assert.equal(await frame.locator('.pr-hint-box').textContent(), `Hint: ${hint.text}`);
  await frame.locator('.practice .pr-check').click();
  await frame.locator('.practice .pr-empty-yes').click(); // an empty answer is checked only when confirmed
  await page.waitForFunction(() => window.posted.length === 1);
  const d = await page.evaluate(() => window.posted[0]);
  assert.equal(d.attempt, 1);
  assert.equal(d.attempts, 2);
  assert.equal(d.hints, 1);
  assert.equal(d.record.hints, 1);
  assert.equal(d.record.attempt, 1);
  await frame.locator('.pr-fresh').click();
  await frame.locator('.practice-fresh .pr-attempts', { hasText: 'Attempt 2 of 2' }).waitFor();
  await context.close();
  clean();
});
