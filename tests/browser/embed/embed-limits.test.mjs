// The <game-tree-playground> element's limits: the page's depth limit (core/depth-limit.js,
// one definition) with the page's words and an `error` event, and trees within the limits
// whose Dewey names take more than 8 MiB (the core's shape() leaves them null) drawn like
// any other, through elements made on the example course page (dist/embed.js).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** Appends an element with `attrs` and resolves with its first result or error event, and its error line. */
function place(page, attrs) {
  return page.evaluate(
    (attrs) =>
      new Promise((ok) => {
        const el = document.createElement('game-tree-playground');
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        const done = (e) =>
          ok({
            type: e.type,
            detail:
              e.type === 'error'
                ? e.detail
                : { value: e.detail.value, positions: e.detail.positions, examined: e.detail.examined.length, last: e.detail.examined.at(-1) },
            shown: el.shadowRoot.querySelector('.error').textContent,
          });
        el.addEventListener('result', done, { once: true });
        el.addEventListener('error', done, { once: true });
        document.querySelector('main').append(el);
      }),
    attrs,
  );
}

const chain = (depth, bottom = '1') => '('.repeat(depth) + bottom + ')'.repeat(depth);

test("the element refuses trees deeper than the page takes, with the page's words and an error event", async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  // 5,000 levels (within the element's 20,000 positions) showed "Cannot read properties of null (reading '0')".
  for (const [depth, attrs] of [
    [5000, {}],
    [1001, { controls: 'all' }],
    [1500, { mode: 'practice', task: 'prune' }],
  ]) {
    const got = await place(page, { tree: chain(depth), ...attrs });
    assert.equal(got.type, 'error', `${depth} levels ${JSON.stringify(attrs)}: an error event`);
    const words = `the tree is ${depth.toLocaleString('en')} levels deep; this element handles at most 1,000 levels (the command line, gametree, takes deeper trees)`;
    assert.equal(got.detail.message, words);
    assert.equal(got.shown, words, 'and the element shows it');
  }
  const deepest = await place(page, { tree: chain(1000) });
  assert.equal(deepest.type, 'result', `1,000 levels are drawn (${deepest.detail.message ?? ''})`);
  assert.equal(deepest.detail.positions, 1001);
  clean();
  await context.close();
});

test('a tree within the limits whose Dewey names take more than 8 MiB is drawn and named', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  // 1,000 levels, then 6,000 terminals: each named with about 2,000 characters, 12 MB in all.
  const bottom = Array.from({ length: 6000 }, (_, i) => i % 7).join(',');
  const got = await place(page, { tree: chain(999, bottom), procedure: 'F0' });
  assert.equal(got.type, 'result', `drawn (${got.detail.message ?? ''})`);
  assert.equal(got.detail.positions, 999 + 6000);
  assert.equal(got.detail.examined, 999 + 6000, 'F0 examines every position, each named');
  assert.equal(got.detail.last, '1.'.repeat(998) + '6000');
  clean();
  await context.close();
});
