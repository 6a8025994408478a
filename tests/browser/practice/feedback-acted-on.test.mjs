// Feedback a student acts on: after Check the wrong and missed lines come first and the right
// ones are folded; the mistake is named and explained right under the score and no sentence
// is said twice; the cutoff sentences read right in English; Predict takes the root by its
// name; the next-step task's View menu names the view its tree is drawn in; New exercise
// starts from a tree the box shows whole.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** No tree view gliding (a check or a new tree moves the view), for two frames in a row. */
const still = (page) =>
  page.waitForFunction(async () => {
    const frame = () => new Promise((ok) => requestAnimationFrame(ok));
    const gliding = () => [...document.querySelectorAll('[data-testid=tree]')].some((e) => e.treeView?.following?.gliding);
    for (let n = 0; n < 2; n++) if ((await frame(), gliding())) return false;
    return true;
  });

const node = (page, d) => page.locator(`#practice-area g.node[data-dewey="${d}"]`);

/** The π tree's (the first view's) expected answer of the values task, minimax view. */
function piValues() {
  const t = GameTree.example('pi');
  try {
    return t.practiceExpected('values', 'F2', { view: 'minimax' });
  } finally {
    t.free();
  }
}

/** Which of the elements matching `sel` (the first `n`) are not wholly on screen. */
const offScreen = (page, sel, n) =>
  page.evaluate(
    ({ sel, n }) =>
      [...document.querySelectorAll(sel)].slice(0, n).flatMap((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5
          ? []
          : [`${e.dataset.dewey ?? e.className} at ${Math.round(r.top)}–${Math.round(r.bottom)}`];
      }),
    { sel, n },
  );

for (const [width, height] of [
  [1366, 768],
  [390, 844],
]) {
  test(`${width}×${height}, values: the mistakes first and on screen, the right lines folded, nothing said twice`, async () => {
    const { page, context, clean } = await h.open('index.html#mode=practice&task=values', { viewport: { width, height } });
    await page.waitForSelector('#practice-area .pr-check');
    const exp = piValues();
    const all = Object.entries(exp.values);
    assert.ok(all.length >= 8, `${all.length} values`);
    // Every value given, three of them one too high: three wrong lines, the others right.
    const wrong = new Set(all.slice(-3).map(([d]) => d));
    for (const [d, v] of all) {
      await node(page, d).click();
      await page.fill('#practice-area .pr-value', String(wrong.has(d) ? v + 1 : v));
      await page.selectOption('#practice-area .pr-bound', exp.bounds?.[d] ?? 'exact');
      await page.click('#practice-area .pr-set');
    }
    await page.click('#practice-area .pr-check');
    await page.waitForSelector('#practice-area .pr-feedback li');
    await still(page);
    // The wrong lines lead, on screen; the right ones are behind a closed disclosure that counts them.
    const lead = await page.$$eval('#practice-area .pr-feedback > .pr-fb-list > li', (lis) => lis.map((li) => li.dataset.dewey));
    assert.deepEqual(new Set(lead), wrong);
    assert.deepEqual(await offScreen(page, '#practice-area .pr-score, #practice-area .pr-feedback > .pr-fb-list > li', 4), []);
    const folded = page.locator('#practice-area .pr-feedback > details.pr-fb-right');
    assert.equal(await folded.evaluate((d) => d.open), false);
    assert.equal(await folded.locator('summary').textContent(), `Right: ${all.length - 3} positions`);
    assert.equal(await folded.locator('li.pr-right').count(), all.length - 3);
    assert.equal(await folded.locator('li:not(.pr-right)').count(), 0);
    // Opened, the right lines are there to read.
    await folded.locator('summary').click();
    assert.equal(await folded.locator('li.pr-right').first().isVisible(), true);
    // The diagnosis, when there is one, sits between the score and the lines.
    const order = await page.$$eval(
      '#practice-area .pr-answer .pr-score, #practice-area .pr-answer .pr-diagnosis, #practice-area .pr-answer .pr-feedback',
      (es) => es.map((e) => e.className.split(' ')[0]),
    );
    assert.deepEqual(order, ['pr-score', 'pr-diagnosis', 'pr-feedback']);
    // No sentence of the lines is said again in the diagnosis or the score.
    const lines = await page.$$eval('#practice-area .pr-feedback .pr-sentence', (ss) => ss.map((s) => s.textContent));
    const above = await page.$$eval('#practice-area .pr-score, #practice-area .pr-diagnosis:not([hidden]) .pr-dx-text', (ps) =>
      ps.map((p) => p.textContent).join(' '),
    );
    for (const l of lines) assert.ok(!above.includes(l), `said twice: ${l}`);
    assert.equal(new Set(lines).size, lines.length);
    clean();
    await context.close();
  });
}

test('the cutoff sentences read "after its 1st successor, position …" (a comma, as the core writes them)', async () => {
  const { page, context, clean } = await h.open('index.html#mode=practice&task=prune&view=minimax');
  await page.waitForSelector('#practice-area .pr-check');
  await node(page, '1.1').click(); // a wrong mark: the positions to mark are all missed, each with its cutoff
  await page.click('#practice-area .pr-check');
  await page.waitForSelector('#practice-area .pr-feedback li');
  const lines = await page.$$eval('#practice-area .pr-feedback .pr-sentence', (ss) => ss.map((s) => s.textContent));
  const cut = lines.filter((l) => /cutoff at/.test(l));
  assert.ok(cut.length >= 2, lines.join('\n'));
  for (const l of cut) assert.match(l, /after its \d+(st|nd|rd|th) successor, (position|the root|m =|the value)/, l);
  clean();
  await context.close();
});

test('Predict takes the root by its name and judges it', async () => {
  const { page, context, clean } = await h.open('index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2');
  await page.locator('#step-predict').click();
  await page.waitForFunction(() => /Predicting F2/.test(document.querySelector('.pd-verdict')?.textContent ?? ''));
  for (const said of ['root', 'Root', 'the root']) {
    await page.locator('.pd-pos').fill(said);
    await page.locator('.pd-cutoff input[value=no]').check();
    await page.locator('.pd-reveal').click();
    assert.match(await page.locator('.pd-verdict').textContent(), /^✗ Not quite: position \S+ is examined next \(you said the root\)/, said);
  }
  // Selecting the root writes it so, and that is read back as the root.
  await page.locator('#tree-host .node[data-id="0"]').click();
  assert.equal(await page.locator('.pd-pos').inputValue(), 'root');
  clean();
  await context.close();
});

test('the next-step task: the View menu shows negamax, the view its tree is drawn and asked in', async () => {
  const { page, context, clean } = await h.open('index.html#mode=practice&task=next&view=minimax');
  await page.waitForSelector('#practice-area .pr-check');
  const view = page.locator('#practice-area select.pr-view, .practice-bar select.pr-view').first();
  assert.equal(await view.inputValue(), 'negamax');
  assert.equal(await view.isDisabled(), true);
  assert.match(await view.getAttribute('title'), /negamax, from the standpoint of the player to move/);
  // The prune task keeps the page's view.
  await page.selectOption('.practice-bar select.pr-task', 'prune');
  await page.waitForFunction(() => document.querySelector('.practice-bar select.pr-view')?.value === 'minimax');
  assert.equal(await page.locator('.practice-bar select.pr-view').isDisabled(), false);
  clean();
  await context.close();
});

test('1366×768: New exercise as it comes shows its tree whole, at a readable size', async () => {
  const { page, context, clean } = await h.open('index.html#mode=practice&task=prune', { viewport: { width: 1366, height: 768 } });
  await page.waitForSelector('#practice-area .pr-check');
  await page.click('.practice-new summary');
  await page.click('.pr-new');
  await page.waitForFunction(() => /ex=prune\.F2\.s1\.d2h4\./.test(location.hash));
  await page.waitForFunction(() => document.querySelector('#practice-area [data-testid=tree]')?.treeView?.shape?.parent.length === 31);
  await still(page);
  const view = await page.locator('#practice-area [data-testid=tree]').evaluate((e) => ({ whole: e.treeView.wholeShown, k: e.treeView.t.k }));
  assert.equal(view.whole, true);
  assert.ok(view.k >= 1, `zoom ${view.k}`);
  clean();
  await context.close();
});
