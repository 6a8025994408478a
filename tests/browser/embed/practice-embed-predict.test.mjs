// Prediction while stepping where a course page has the playground: the element's
// step-through (<game-tree-playground controls="steps predict">) and the iframe in embed mode
// (the page's Predict). A step forward waits for the prediction; Reveal judges it against the
// core's next-step answer at that step (practiceExpected), steps to the position examined
// and keeps a tally. By keyboard and pointer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

/** The core's next step at step k: {examined, cutoff, m}. */
function next(k, proc = 'F2') {
  const g = GameTree.parse(TREE);
  try {
    return g.practiceExpected('next', proc, { step: k });
  } finally {
    g.free();
  }
}

const steps = () => {
  const g = GameTree.parse(TREE);
  try {
    return g.run('F2', { trace: true }).trace.length;
  } finally {
    g.free();
  }
};

test('the element: controls="steps predict": → waits, Reveal judges against the core, steps on and keeps a tally', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.evaluate(
    (tree) =>
      new Promise((ok) => {
        const el = document.createElement('game-tree-playground');
        el.id = 'pd';
        for (const [k, v] of Object.entries({ tree, procedure: 'F2', controls: 'steps predict' })) el.setAttribute(k, v);
        el.addEventListener('result', () => ok(), { once: true });
        document.body.append(el);
      }),
    TREE,
  );
  const $ = (sel) => page.locator(`#pd >> ${sel}`);
  const step = async () => Number((await $('.count').textContent()).split(' / ')[0]);
  const n = steps();
  assert.equal(await $('.predict').isHidden(), true);
  await $('.predict-toggle').focus();
  await page.keyboard.press('Enter');
  assert.equal(await $('.predict-toggle').getAttribute('aria-pressed'), 'true');
  await page.waitForFunction(() => /Predicting F2/.test(document.getElementById('pd').shadowRoot.querySelector('.pd-verdict')?.textContent ?? ''));
  assert.equal(await $('.count').textContent(), `0 / ${n}`); // from the finished run to the first step
  // The element grows by the form: the tree keeps its room.
  assert.ok((await $('.box').boundingBox()).height >= 200, 'the tree keeps its room while predicting');
  // The step forward waits for a prediction (button and →).
  await $('button[aria-label="Step forward"]').click();
  assert.equal(await step(), 0);
  assert.match(await $('.pd-verdict').textContent(), /Predict first/);
  let right = 0;
  let made = 0;
  for (let i = 0; i < 5; i++) {
    const k = await step();
    const want = next(k);
    const wrong = i === 2; // one wrong: the opposite cutoff
    if (i === 0) {
      // The selected position fills the prediction (pointer on the tree).
      await page.locator(`#pd g.node:has(text.value[data-dewey="${want.examined}"]) .shape`).click();
      assert.equal(await $('.pd-pos').inputValue(), want.examined);
    } else await $('.pd-pos').fill(want.examined);
    await $(`.pd-cutoff input[value=${want.cutoff !== wrong ? 'yes' : 'no'}]`).check();
    await $('.pd-pos').press('Enter');
    made += 1;
    if (!wrong) right += 1;
    const verdict = await $('.pd-verdict').textContent();
    assert.match(verdict, wrong ? /^✗ Not quite/ : /^✓ Right/);
    assert.match(verdict, new RegExp(`position ${want.examined.replace(/\./g, '\\.')} is examined next`));
    assert.match(verdict, want.cutoff ? /its parent cuts off right after it/ : /its parent does not cut off/);
    assert.equal(await $('.pd-tally').textContent(), `${right} of ${made} predictions right`);
    assert.match(await $('.steps').textContent(), new RegExp(`Examine position ${want.examined.replace(/\./g, '\\.')} `));
    assert.ok((await step()) > k);
  }
  // A wrong position is named.
  const want = next(await step());
  await $('.pd-pos').fill(want.examined === '3.3' ? '3.2' : '3.3');
  await $('.pd-cutoff input[value=no]').check();
  await $('.pd-reveal').click();
  assert.match(await $('.pd-verdict').textContent(), /✗ Not quite: .* \(you said 3\.[23]\)/);
  // Off: → steps as before, and the form goes.
  await $('.predict-toggle').click();
  assert.equal(await $('.predict').isHidden(), true);
  const before = await step();
  await $('button[aria-label="Step forward"]').click();
  assert.equal(await step(), before + 1);
  await context.close();
  clean();
});

test('the element: controls="predict" alone brings the step-through; F1\'s steps are judged as F1\'s', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.evaluate(
    (tree) =>
      new Promise((ok) => {
        const el = document.createElement('game-tree-playground');
        el.id = 'p1';
        for (const [k, v] of Object.entries({ tree, procedure: 'F1', controls: 'predict', step: '0' })) el.setAttribute(k, v);
        el.addEventListener('result', () => ok(), { once: true });
        document.body.append(el);
      }),
    TREE,
  );
  assert.equal(await page.locator('#p1 >> button[aria-label="Step forward"]').isVisible(), true);
  await page.locator('#p1 >> .predict-toggle').click();
  await page.waitForFunction(() => /Predicting F1/.test(document.getElementById('p1').shadowRoot.querySelector('.pd-verdict')?.textContent ?? ''));
  for (let k = 0; k < 3; ) {
    const want = next(k, 'F1');
    await page.locator('#p1 >> .pd-pos').fill(want.examined);
    await page.locator(`#p1 >> .pd-cutoff input[value=${want.cutoff ? 'yes' : 'no'}]`).check();
    await page.locator('#p1 >> .pd-reveal').click();
    assert.match(await page.locator('#p1 >> .pd-verdict').textContent(), /^✓ Right/);
    k = Number((await page.locator('#p1 >> .count').textContent()).split(' / ')[0]);
  }
  await context.close();
  clean();
});

test('the iframe (embed=1): Predict in the step-through, judged against the core', async () => {
  const { page, context, clean } = await h.open('www/embed/example.html', { ready: null });
  await page.evaluate((tree) => {
    const f = document.createElement('iframe');
    f.id = 'pf';
    f.src = `../../index.html#tree=${tree}&proc=F2&step=0&embed=1`;
    f.width = 720;
    f.height = 480;
    document.body.append(f);
  }, TREE);
  const frame = page.frameLocator('#pf');
  await frame.locator('html[data-ready=true]').waitFor({ state: 'attached' });
  await frame.locator('#step-predict').click();
  await frame.locator('#predict-box:not([hidden])').waitFor();
  const want = next(0);
  await frame.locator('.pd-pos').fill(want.examined);
  await frame.locator(`.pd-cutoff input[value=${want.cutoff ? 'yes' : 'no'}]`).check();
  await frame.locator('.pd-reveal').click();
  assert.match(await frame.locator('.pd-verdict').textContent(), /^✓ Right: position .* is examined next/);
  assert.equal(await frame.locator('.pd-tally').textContent(), '1 of 1 predictions right');
  await context.close();
  clean();
});
