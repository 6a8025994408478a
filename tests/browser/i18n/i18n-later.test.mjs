// What loads after the first view, in the pseudo-locale (en-XA): practice in every task and
// feedback mode after a wrong answer has been checked (the feedback, the score, the
// diagnosis), the hint, Show answer, Predict, the Experiments panel after a small run and the
// Pathology panel. Every text a script writes must come bracketed from the message files; an
// unbracketed one is a string the messages miss. The core's per-position sentences (each
// position's feedback, the hint's text, the example inside a diagnosis) are its messages,
// checked here like the rest. Also: a check in German shows the page's part of the
// feedback, each position's sentence, the known mistake's title and the diagnosis' sentence
// with its example (the core's messages) in German.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { unbracketed } from '../support/pseudo-text.mjs';

/** The known mistakes' titles in a language's later messages (mutant-ID-title = …). */
const titles = (lang) =>
  [...readFileSync(new URL(`../../../www/i18n/messages/later/${lang}.ftl`, import.meta.url), 'utf8').matchAll(/^mutant-[\w-]+-title = (.+)$/gm)].map(
    (m) => m[1],
  );

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';
const node = (page, d) => page.locator(`.practice g.node[data-dewey="${d}"]`);
/** The next task's call stack and code panel are the explore view's (www/families,
 *  www/panels), checked with it. */
const CORE = '.pr-stack, .pr-code';
/** What `unbracketed` finds, less two things that are not this part's: the tree's own
 *  accessible names (the first view's www/view: "Position 1, Min to move, 3 successors"; the
 *  part practice adds after a semicolon is checked), and Observable Plot's names of its mark
 *  groups ("line", "y-axis tick") inside a plot that is role=img, which hides them from
 *  assistive technology (the plot's own aria-label, checked, is what is read). */
const later = async (page, root, skip = CORE) =>
  (await unbracketed(page, root, 200, skip)).filter((s) => !/^#tv\d+-p\d+ @aria-label: [^;]*(; \[[^\]]*\])?$/.test(s) && !/^g @aria-label: [a-z -]+$/.test(s));

/** A wrong answer for `task` on TREE, given by hand. */
async function answerWrong(page, task) {
  if (task === 'prune') {
    await node(page, '1').click(); // the first subtree is examined: marking it is wrong
  } else if (task === 'values') {
    await node(page, '1').click();
    await page.locator('.practice .pr-value').fill('99');
    await page.locator('.practice .pr-set').click();
  } else if (task === 'window') {
    await page.locator('.practice .pr-outcome input[value=fail_high]').check();
    await page.locator('.practice .pr-value').fill('99');
  } else if (task === 'next') {
    await page.locator('.practice .pr-pos').fill('3');
    await page.locator('.practice .pr-cutoff input[value=yes]').check();
    await page.locator('.practice .pr-m').fill('99');
  } else if (task === 'order') {
    await node(page, '2').click();
    await page.locator('.practice .pr-right').click();
  }
}

for (const task of ['prune', 'values', 'window', 'next', 'order']) {
  for (const feedback of task === 'next' || task === 'order' ? ['end'] : ['end', 'continuous', 'fix']) {
    test(`en-XA: practice, task ${task}, feedback ${feedback}: the bar, the form, a wrong check's feedback and diagnosis, the hint and Show answer are all from the messages`, async () => {
      // The window task searches with a window narrower than (−∞, +∞).
      const win = task === 'window' ? '&alpha=3&beta=5' : '';
      const { page, clean } = await h.visit(`index.html#tree=${TREE}&proc=F2&mode=practice&task=${task}&feedback=${feedback}${win}&lang=en-XA`);
      await page.waitForSelector('.practice .pr-check');
      await answerWrong(page, task);
      // The bar's menus open (their contents are checked too), then closed again: an open menu
      // lies over the form, and a click elsewhere is the menu's to close it.
      const menus = await page.locator('.practice-bar details').all();
      for (const d of menus) await d.evaluate((el) => (el.open = true));
      let bad = await later(page, '#practice-area');
      assert.deepEqual(bad, [], `before the check (${task}, ${feedback})`);
      for (const d of menus) await d.evaluate((el) => (el.open = false));
      await page.locator('.practice .pr-check').click();
      await page.waitForFunction(() => document.querySelector('.practice .pr-score')?.textContent.trim());
      for (const d of await page.locator('.practice .pr-dx-more').all()) await d.evaluate((el) => (el.open = true));
      bad = await later(page, '#practice-area');
      assert.deepEqual(bad, [], `after a wrong check (${task}, ${feedback})`);
      if (task !== 'next') {
        await page.locator('.practice .pr-retry').click();
        await page.locator('.practice .pr-hint-btn').click();
        await page.waitForSelector('.practice .pr-hint-box:not([hidden])');
      }
      await page.locator('.practice .pr-show').click();
      bad = await later(page, '#practice-area');
      assert.deepEqual(bad, [], `the hint and the answer (${task}, ${feedback})`);
      clean();
    });
  }
}

test('en-XA: Predict in the explore view: its help, form, verdict and tally', async () => {
  const { page, clean } = await h.visit(`index.html#tree=${TREE}&proc=F2&lang=en-XA`);
  await page.locator('#step-predict').click();
  await page.waitForSelector('#predict-box:not([hidden])');
  await page.waitForFunction(() => document.querySelector('.pd-verdict')?.textContent.trim());
  await page.locator('.pd-pos').fill('1.2');
  await page.locator('.pd-cutoff input[value=yes]').check();
  await page.locator('.pd-reveal').click();
  await page.waitForFunction(() => /\d/.test(document.querySelector('.pd-tally')?.textContent ?? ''));
  assert.deepEqual(await later(page, '#predict-box'), []);
  clean();
});

test('en-XA: the Experiments panel after a small run: status, table, plots', async () => {
  const { page, clean } = await h.visit(`index.html#tree=${TREE}&exp=model:permutation,d:3,h:2;3,n:10,seed:7,p:F1;F2&lang=en-XA`);
  await page.waitForFunction(() => document.getElementById('exp-status')?.textContent.trim());
  assert.deepEqual(await later(page, '#exp-panel'), [], 'settings from the link');
  await page.locator('#exp-run').click();
  await page.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 30_000 });
  await page.waitForSelector('#exp-plot-branching .plot-host svg');
  assert.deepEqual(await later(page, '#exp-panel'), [], 'after the run');
  clean();
});

test('en-XA: the Pathology panel: its three parts, forms, plots and the demonstration tree', async () => {
  const { page, clean } = await h.visit(`index.html#tree=${TREE}&lang=en-XA`);
  await page.locator('#path-panel summary').click();
  await page.waitForSelector('#path-rec svg [aria-label=line] path');
  await page.waitForFunction(() => document.getElementById('path-demo-out')?.textContent.trim());
  for (const b of await page.locator('#path-panel [data-toggle=table]').all()) await b.evaluate((el) => el.click());
  assert.deepEqual(await later(page, '#path-panel'), []);
  clean();
});

test("de: a wrong check's score line, verdicts, statement and the known mistake's title and explanation are German", async () => {
  const { page, clean } = await h.visit(`index.html#tree=${TREE}&proc=F2&mode=practice&task=prune&lang=de`);
  await page.waitForSelector('.practice .pr-check');
  assert.equal((await page.locator('.practice .pr-check').textContent()).trim(), 'Prüfen');
  // A known mistake's answer on this tree (the checker names a mistake only for an answer that
  // shares a mark with the mistake's): the first of the mistakes whose answer differs from F2's.
  const g = GameTree.parse(TREE);
  const right = JSON.stringify(g.practiceExpected('prune', 'F2', { view: 'minimax' }));
  const wrong = ['minmax-swapped', 'strict-cutoff', 'right-to-left', 'cutter-marked', 'parent-marked']
    .map((id) => g.practiceExpected('prune', `mutant:${id}`, { view: 'minimax' }))
    .find((a) => JSON.stringify(a) !== right && a.pruned.length);
  g.free();
  assert.ok(wrong, 'a mistake whose answer differs from F2 on this tree');
  for (const d of wrong.pruned) await node(page, d).click();
  await page.locator('.practice .pr-check').click();
  await page.waitForFunction(() => document.querySelector('.practice .pr-score')?.textContent.trim());
  const score = await page.locator('.practice .pr-score').textContent();
  assert.match(score, /^Punktzahl \d+ von \d+\./, score);
  const extra = wrong.pruned.filter((d) => !JSON.parse(right).pruned.includes(d));
  assert.match(score, new RegExp(`Falsch: ${extra.map((d) => d.replaceAll('.', '\\.')).join(', ')}\\b`), score);
  const verdicts = await page.locator('.practice .pr-verdict-word').allTextContents();
  assert.ok(
    verdicts.some((v) => /falsch:/.test(v)),
    verdicts.join('|'),
  );
  // The diagnosis names a known mistake by its German title (the core's is English).
  const dx = await page.locator('.practice .pr-dx-title').allTextContents();
  assert.ok(dx.length, 'a known mistake is named');
  // The score line names the mistake by its German title; the explanation under it is German.
  assert.ok(
    titles('de').some((title) => score.includes(title)),
    score,
  );
  for (const d of dx) assert.ok(!titles('en').some((title) => d.includes(title)), d);
  assert.ok(!titles('en').some((title) => score.includes(title)), score);
  // Each position's sentence: the core's message in German, not marked English.
  const sentences = await page
    .locator('.practice .pr-feedback .pr-sentence')
    .evaluateAll((ss) => ss.map((s) => ({ text: s.textContent, lang: s.closest('[lang]').getAttribute('lang') })));
  assert.ok(sentences.length, 'the check has feedback');
  for (const s of sentences) {
    assert.equal(s.lang, 'de', s.text);
    assert.match(s.text, /^Stellung [\d.]+ wird /, s.text);
  }
  // The diagnosis' sentence: the core's message in German, its example (the check's own sentence) too.
  const dxText = await page
    .locator('.practice .pr-dx-text')
    .first()
    .evaluate((p) => ({ text: p.textContent, example: p.querySelector('.pr-dx-example')?.textContent ?? '', english: p.querySelectorAll('[lang=en]').length }));
  assert.match(dxText.text, /^Ihre Markierungen sind (das|nahe an dem), was α-β ergibt, wenn /, dxText.text);
  // Its example is dropped when the first feedback line already says it (no sentence twice).
  if (dxText.example) {
    assert.ok(dxText.text.endsWith(` Hier heißt das: ${dxText.example}`), dxText.text);
    assert.match(dxText.example, /^Stellung [\d.]+ wird /, dxText.example);
  }
  assert.equal(dxText.english, 0, dxText.text);
  assert.equal(
    await page.locator('.practice .pr-statement').textContent(),
    'Welche Stellungen untersucht F2 auf diesem Baum nicht? Markieren Sie jeden Teilbaum, den es überspringt. Die Werte sind aus Max’ Sicht (Minimax-Ansicht).',
  );
  clean();
});

/** The element's shadow tree copied into the page (unbracketed walks the document, not shadow roots). */
const copyShadow = (page, id) =>
  page.evaluate((id) => {
    const copy = document.createElement('div');
    copy.id = `${id}-copy`;
    for (const n of document.getElementById(id).shadowRoot.children) if (n.tagName !== 'STYLE') copy.append(n.cloneNode(true));
    document.body.append(copy);
  }, id);

test('en-XA: the element (lang="en-XA") in explore with every control and Predict, and in practice after a wrong check', async () => {
  const { page, clean } = await h.visit('www/embed/example.html', { ready: null });
  await page.evaluate((tree) => {
    const add = (id, attrs) => {
      const el = document.createElement('game-tree-playground');
      el.id = id;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
    };
    add('xa-explore', { lang: 'en-XA', tree, procedure: 'F2', controls: 'all', step: '0', alpha: '3', beta: '5' });
    add('xa-practice', { lang: 'en-XA', tree, mode: 'practice', task: 'prune', proc: 'F2' });
  }, TREE);
  await page.waitForFunction(() => document.getElementById('xa-explore')?.result);
  await page.evaluate(() => document.getElementById('xa-explore').shadowRoot.querySelector('.predict-toggle')?.click());
  await page.waitForFunction(() => document.getElementById('xa-explore').shadowRoot.querySelector('.pd-verdict')?.textContent.trim());
  await copyShadow(page, 'xa-explore');
  // The copies sit in the English host page (html lang=en), outside the element's own
  // lang="en-XA" wrapper: what they inherit from it is left out, as it was before.
  assert.deepEqual(await later(page, '#xa-explore-copy', `[lang=en], ${CORE}`), [], 'explore');
  const pr = page.locator('#xa-practice');
  await pr.locator('.pr-check').waitFor();
  await pr.locator('g.node[data-dewey="1"]').click();
  await pr.locator('.pr-check').click();
  await page.waitForFunction(() => document.getElementById('xa-practice').shadowRoot.querySelector('.pr-score')?.textContent.trim());
  await copyShadow(page, 'xa-practice');
  assert.deepEqual(await later(page, '#xa-practice-copy', `[lang=en], ${CORE}`), [], 'practice');
  clean();
});
