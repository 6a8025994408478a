// submitAnswer on the <game-tree-playground mode="practice"> element, fed seeded hostile
// answers (tests/unit/practice/hostile-answers.mjs, made in node, decoded in the page) in
// Chromium: every call returns the summary or throws an Error (a trap would come back as the
// guard's CoreFailure), the element fires one answer event per graded answer, keeps
// working, and logs no uncaught error. The node test (tests/unit/practice/
// submit-answer-fuzz.test.mjs) runs thousands over the same core call; this one the door.
//
//   node --test tests/browser/embed/submit-answer-fuzz.test.mjs        (120 answers per task)
//   FUZZ_SUBMIT_BROWSER=2000 node --test tests/browser/embed/submit-answer-fuzz.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { exerciseGenerate } from '../../../www/pkg-full/gametree.js';
import { decode, encode, hostileAnswer, judge } from '../../unit/practice/hostile-answers.mjs';
import { rng } from '../../unit/rng.mjs'; // mulberry32, seeded: a failure replays from its seed
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const PER_TASK = Number(process.env.FUZZ_SUBMIT_BROWSER ?? 120);
const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The exercise as the element runs it (practice/session.js options(): the view, and the window for the window task). */
function exercise(task, seed) {
  const ex = exerciseGenerate({ task, seed, degree: 3, height: 3 });
  const options = { view: 'minimax', ...(task === 'window' ? { alpha: ex.spec.alpha, beta: ex.spec.beta } : {}) };
  const g = GameTree.parse(ex.tree);
  const expected = g.practiceExpected(task, 'F2', options);
  const others = ['prune', 'values', 'window', 'order']
    .filter((t) => t !== task)
    .map((t) => g.practiceExpected(t, 'F2', { view: 'minimax', alpha: -3, beta: 3 }));
  const full = g.practiceCheck(task, 'F2', options, expected);
  g.free();
  const attrs = {
    mode: 'practice',
    task,
    proc: 'F2',
    view: 'minimax',
    tree: ex.tree,
    ...(task === 'window' ? { alpha: String(ex.spec.alpha), beta: String(ex.spec.beta) } : {}),
  };
  return { task, proc: 'F2', options, expected, others, full, text: ex.text, attrs };
}

// The next task stops at a step the session picks (practice/session.js), so its expected
// answer is not known here: the node test covers it.
for (const task of ['prune', 'values', 'window', 'order']) {
  test(`submitAnswer on the element, ${task} task: ${PER_TASK} hostile answers are graded or refused with an Error; the element keeps working`, async (t) => {
    const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
    const x = exercise(task, 11);
    const r = rng(task.length * 7919);
    const hostile = Array.from({ length: PER_TASK }, () => hostileAnswer(r, task, x.expected, x.others));
    const got = await page.evaluate(
      async ({ attrs, answers, decodeSource, expected }) => {
        const decode = new Function(`return (${decodeSource})`)();
        const el = document.createElement('game-tree-playground');
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        document.querySelector('main').append(el);
        await el.practiceReady;
        let events = 0;
        el.addEventListener('answer', () => (events += 1));
        const out = [];
        for (const s of answers) {
          try {
            const res = el.submitAnswer(decode(s));
            out.push({ result: { score: res.score, total: res.total, correct: res.correct } });
          } catch (e) {
            out.push({
              error: {
                trap: e?.name === 'CoreFailure' || e instanceof WebAssembly.RuntimeError,
                isError: e instanceof Error,
                message: String(e?.message ?? e),
              },
            });
          }
        }
        const graded = events;
        const last = el.submitAnswer(decode(expected));
        return { out, graded, last: { score: last.score, total: last.total, correct: last.correct } };
      },
      { attrs: x.attrs, answers: hostile.map((a) => encode(a.answer)), decodeSource: decode.toString(), expected: encode(x.expected) },
    );
    const kinds = new Map();
    let graded = 0;
    got.out.forEach((outcome, i) => {
      const { outcome: o, broken } = judge(x, hostile[i], outcome);
      if (o !== 'refused') graded += 1;
      for (const [kind, message] of broken) if (!kinds.has(kind)) kinds.set(kind, `answer ${i}: ${message}`);
    });
    assert.equal(kinds.get('crash'), undefined);
    assert.equal(kinds.get('score'), undefined);
    assert.equal(got.graded, graded, 'one answer event per graded answer');
    assert.deepEqual(got.last, { score: x.full.score, total: x.full.total, correct: true }, 'the correct answer still scores full marks');
    clean();
    await context.close();
    // KNOWN TO FAIL until the core's checks are fixed (crate/src/practice/, another change):
    // values: '+inf' is right at any finite value; order: a worse order can score more.
    await t.test('no answer scores more than the correct answer', () => assert.equal(kinds.get('above'), undefined));
    await t.test('no infinite, NaN or garbage value is graded right where the expected value differs', () => assert.equal(kinds.get('garbage'), undefined));
  });
}
