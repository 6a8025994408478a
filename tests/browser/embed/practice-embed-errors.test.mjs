// The practice element's errors in the element's language: each bad attribute of a
// <game-tree-playground mode="practice"> (and a call before it is ready) gives an `error`
// event (or an exception) whose message is the element's language's — in French, Polish and
// German not the English one — and a value 100,000 characters long is quoted cut short.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const EX = 'prune.F2.s1.d2h3.random.v-9..9';
const LONG = 'x'.repeat(100_000);
const DIGITS = '9'.repeat(100_000);
/** The error kinds: the attributes that give each (mode="practice" added). */
const CASES = {
  fresh: { fresh: 'maybe', exercise: EX },
  'fresh long': { fresh: LONG, exercise: EX },
  attempts: { fresh: '1', exercise: EX, attempts: '0' },
  'attempts long': { fresh: '1', exercise: EX, attempts: LONG },
  exercise: { exercise: 'prune.F2.s1.d9h9.random.v-9..9' },
  'fresh without exercise': { fresh: '1' },
  'attempts without fresh': { attempts: '3', exercise: EX },
  task: { task: 'juggle' },
  'task long': { task: LONG },
  proc: { proc: 'quicksort' },
  'proc long': { proc: LONG },
  view: { view: 'sideways' },
  feedback: { feedback: 'loud' },
  'feedback long': { feedback: LONG },
  alpha: { alpha: 'abc' },
  'alpha long': { alpha: LONG },
  'beta too large': { beta: DIGITS },
  window: { alpha: '5', beta: '3' },
  tree: { tree: '((1,2),(3' },
  'tree too large': { tree: `(${Array.from({ length: 2100 }, (_, i) => i % 10).join(',')})` },
};

/** Appends a practice element with `attrs` in `lang`; resolves with the first error's message (event and shown line), or null. */
function place(page, lang, attrs) {
  return page.evaluate(
    ([lang, attrs]) =>
      new Promise((ok) => {
        const el = document.createElement('game-tree-playground');
        el.setAttribute('mode', 'practice');
        el.setAttribute('lang', lang);
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        const done = (e) => {
          ok(e ? { message: e.detail.message, shown: el.shadowRoot.querySelector('.error').textContent } : null);
          el.remove();
        };
        el.addEventListener('error', done, { once: true });
        el.practiceReady.then(() => done(null));
        document.querySelector('main').append(el);
      }),
    [lang, attrs],
  );
}

/** submitAnswer and practiceHint on an element not yet ready: the exception's message. */
function early(page, lang) {
  return page.evaluate((lang) => {
    const el = document.createElement('game-tree-playground');
    el.setAttribute('lang', lang);
    document.querySelector('main').append(el);
    const out = [];
    for (const call of [() => el.submitAnswer({ pruned: [] }), () => el.practiceHint()]) {
      try {
        call();
      } catch (e) {
        out.push(e.message);
      }
    }
    el.remove();
    return out;
  }, lang);
}

test("the practice element's errors are in its language, and long values are cut short", async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.waitForFunction(() => customElements.get('game-tree-playground'));
  const english = {};
  for (const [kind, attrs] of Object.entries(CASES)) {
    const got = await place(page, 'en', attrs);
    assert.ok(got, `${kind}: an error event`);
    assert.equal(got.shown, got.message, `${kind}: the line shown is the event's message`);
    english[kind] = got.message;
  }
  const [enSubmit] = await early(page, 'en');
  for (const lang of ['fr', 'pl', 'de']) {
    await place(page, lang, CASES.view); // its messages are in
    const untranslated = [];
    for (const [kind, attrs] of Object.entries(CASES)) {
      const got = await place(page, lang, attrs);
      assert.ok(got, `${lang} ${kind}: an error event`);
      if (got.message === english[kind]) untranslated.push(kind);
      assert.ok(got.message.length < 400, `${lang} ${kind}: the message is ${got.message.length} characters: ${got.message.slice(0, 120)}…`);
      if (kind.endsWith('long') || kind === 'beta too large') assert.match(got.message, /…/, `${lang} ${kind}: the value is cut short`);
    }
    assert.deepEqual(untranslated, [], `${lang}: these errors are the English ones`);
    // A call before the element is a practice exercise (the messages of its language are in).
    const [submit, hint] = await early(page, lang);
    assert.notEqual(submit, enSubmit, `${lang}: submitAnswer before the element is ready`);
    assert.match(hint, /practiceHint/);
  }
  clean();
  await context.close();
});
