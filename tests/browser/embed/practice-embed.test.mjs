// Practice in a course page: <game-tree-playground mode="practice"> fires an
// `answer` event on every check and has submitAnswer(answer); the iframe in practice mode
// posts the same answers to its parent and takes answers as messages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

function coreCheck(task, answer, options = {}) {
  const g = GameTree.parse(TREE);
  try {
    const r = g.practiceCheck(task, 'F2', { view: 'minimax', ...options }, answer);
    const out = { task: r.task, correct: r.correct, score: r.score, total: r.total, missed: r.missed, wrong: r.wrong, feedback: 'end' };
    out.diagnosis = r.diagnosis.map(({ id, title, text, explanation }) => ({ id, title, text, explanation }));
    if (r.closest) out.closest = { ...r.closest };
    out.hints = 0;
    return out;
  } finally {
    g.free();
  }
}

/** The answer event's detail without its attempt record, after checking the record against it and `answer`. */
function plain(detail, answer) {
  const { record, ...rest } = detail;
  assert.equal(record.v, 1);
  assert.ok(!Number.isNaN(Date.parse(record.time)), record.time);
  assert.deepEqual(record.answer, answer);
  for (const k of ['task', 'score', 'total', 'correct', 'feedback', 'hints']) assert.deepEqual(record[k], rest[k], k);
  assert.deepEqual(
    record.diagnosis,
    (rest.diagnosis ?? []).map((d) => d.id),
  );
  return rest;
}

test('the element: submitAnswer returns the check and fires the same answer event; clicks fire it too', async () => {
  const { page, context, clean } = await h.open('www/course/index.html', { ready: null });
  await page.evaluate(() => document.getElementById('ex-prune').practiceReady);
  const got = await page.evaluate(() => {
    const el = document.getElementById('ex-prune');
    let event = null;
    el.addEventListener('answer', (e) => (event = e.detail), { once: true });
    const returned = el.submitAnswer({ pruned: ['2.2'] });
    return { event, returned };
  });
  const want = coreCheck('prune', { pruned: ['2.2'] });
  assert.deepEqual(plain(got.returned, { pruned: ['2.2'] }), want);
  assert.deepEqual(plain(got.event, { pruned: ['2.2'] }), want);
  assert.deepEqual(got.returned.missed, ['2.3']);
  // By hand (mouse) inside the shadow root: mark 2.3, check: right.
  const events = page.evaluate(() => new Promise((ok) => document.getElementById('ex-prune').addEventListener('answer', (e) => ok(e.detail), { once: true })));
  await page.locator('#ex-prune g.node[data-dewey="2.3"]').click();
  await page.locator('#ex-prune .pr-check').click();
  assert.deepEqual(plain(await events, { pruned: ['2.2', '2.3'] }), coreCheck('prune', { pruned: ['2.2', '2.3'] }));
  // A malformed answer throws the core's message.
  const err = await page.evaluate(() => {
    try {
      document.getElementById('ex-window').submitAnswer({ outcome: 'sideways', value: 3 });
    } catch (e) {
      return e.message;
    }
    return null;
  });
  assert.match(err, /'sideways' is not fail_low, exact or fail_high/);
  assert.match(await page.locator('#ex-window .pr-error').textContent(), /sideways/);
  // The window exercise, answered as data in the window task's shape ({outcome, value}).
  const w = await page.evaluate(() => document.getElementById('ex-window').submitAnswer({ outcome: 'fail_low', value: 3 }));
  assert.deepEqual(plain(w, { outcome: 'fail_low', value: 3 }), coreCheck('window', { outcome: 'fail_low', value: 3 }, { alpha: 3, beta: 5 }));
  await context.close();
  clean();
});

test('the element: values answered as data, with bounds', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  const r = await page.evaluate(async (tree) => {
    const el = document.createElement('game-tree-playground');
    el.setAttribute('mode', 'practice');
    el.setAttribute('task', 'values');
    el.setAttribute('proc', 'F2');
    el.setAttribute('tree', tree);
    document.body.append(el);
    await el.practiceReady;
    return el.submitAnswer({ values: { '': 2, 1: 1, 2: 1, 3: 2 }, bounds: { '': 'exact', 1: 'exact', 2: 'upper', 3: 'exact' } });
  }, TREE);
  const values = { values: { '': 2, 1: 1, 2: 1, 3: 2 }, bounds: { '': 'exact', 1: 'exact', 2: 'upper', 3: 'exact' } };
  assert.deepEqual(plain(r, values), coreCheck('values', values));
  assert.equal(r.correct, true);
  await context.close();
  clean();
});

test('the iframe: answers are posted to the parent, and an answer can be submitted by message', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  const got = await page.evaluate(
    (tree) =>
      new Promise((ok) => {
        const f = document.createElement('iframe');
        f.src = `../../index.html#tree=${tree}&proc=F2&mode=practice&task=prune&embed=1`;
        f.width = 600;
        f.height = 500;
        window.addEventListener('message', (e) => {
          if (e.source === f.contentWindow && e.data?.type === 'gametree-answer') ok(e.data.detail);
        });
        document.body.append(f);
        const poll = setInterval(() => {
          if (f.contentDocument?.querySelector('.practice g.node')) {
            clearInterval(poll);
            f.contentWindow.postMessage({ type: 'gametree-submit', answer: { pruned: ['2.2', '2.3'] } }, '*');
          }
        }, 100);
      }),
    TREE,
  );
  assert.deepEqual(plain(got, { pruned: ['2.2', '2.3'] }), coreCheck('prune', { pruned: ['2.2', '2.3'] }));
  assert.equal(got.correct, true);
  await context.close();
  clean();
});
