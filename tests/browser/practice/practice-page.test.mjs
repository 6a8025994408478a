// Practice mode on the page: each task answered right and wrong by mouse,
// keyboard and touch; the score, the per-position verdicts and the core's explanation
// sentences shown; "Show answer", "Try again", exercises from a seed and an exercise set.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as core from '../../../www/pkg-full/gametree.js'; // initialised by core.mjs
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '((3,1,4),(1,5,9),(2,6,5))';
const link = (task, extra = '') => `index.html#tree=${TREE}&proc=F2&mode=practice&task=${task}${extra}`;
const node = (page, d) => page.locator(`.practice g.node[data-dewey="${d}"]`);

/** The core's own check of `answer`, for comparison with what the page shows. */
function coreCheck(task, answer, options = {}, text = TREE) {
  const g = GameTree.parse(text);
  try {
    return g.practiceCheck(task, 'F2', { view: 'minimax', ...options }, answer);
  } finally {
    g.free();
  }
}
function expected(task, options = {}, text = TREE) {
  const g = GameTree.parse(text);
  try {
    return g.practiceExpected(task, 'F2', { view: 'minimax', ...options });
  } finally {
    g.free();
  }
}

async function open(task, extra = '', options = {}) {
  const r = await h.open(link(task, extra), options);
  await r.page.waitForSelector('.practice .pr-tree svg g.node');
  return r;
}

/** The core's feedback as the page shows it in English: [{position, verdict, sentence}] (its message formats to the sentence),
 *  the wrong and missed lines first (in any order: the diagnosis' example leads them), then the right ones in the core's order. */
const shown = (fb) => {
  const line = ({ position, verdict, sentence }) => ({ position, verdict, sentence });
  const todo = fb
    .filter((f) => f.verdict !== 'right')
    .map(line)
    .sort((a, b) => a.position.localeCompare(b.position));
  return [...todo, ...fb.filter((f) => f.verdict === 'right').map(line)];
};
/** The feedback lines as [{position, verdict, sentence}]: the wrong and missed ones (sorted by position), then the folded right ones. */
const feedback = (page) =>
  page.$$eval('.pr-feedback li', (lis) => {
    const all = lis.map((li) => ({
      position: li.dataset.dewey,
      verdict: li.className.match(/pr-(right|missed|wrong)/)[1],
      sentence: li.querySelector('.pr-sentence').textContent,
      folded: !!li.closest('details.pr-fb-right:not([open])'),
    }));
    // Every right line is folded, no other is.
    for (const l of all) if (l.folded !== (l.verdict === 'right')) throw new Error(`${l.position} (${l.verdict}) folded: ${l.folded}`);
    const todo = all.filter((l) => l.verdict !== 'right').sort((a, b) => a.position.localeCompare(b.position));
    const rights = all.filter((l) => l.verdict === 'right');
    if (all.findIndex((l) => l.verdict === 'right') >= 0 && all.findIndex((l) => l.verdict === 'right') < todo.length)
      throw new Error('a right line before a mistake');
    return [...todo, ...rights].map(({ folded, ...l }) => l);
  });

test('prune by mouse: a right answer scores total/total, a wrong one shows missed and wrong with the core’s sentences', async () => {
  const { page, context, clean } = await open('prune');
  const exp = expected('prune');
  assert.ok(exp.pruned.length > 0);
  for (const d of exp.pruned) await node(page, d).click();
  await page.click('.pr-check');
  const want = coreCheck('prune', exp);
  assert.equal(await page.textContent('.pr-score'), `Score ${want.total} of ${want.total} — all right!`);
  await page.click('.pr-retry');
  assert.equal(await page.textContent('.pr-feedback'), '');
  // Wrong: a position F2 examines (3.3), and one cut-off root left out.
  await node(page, '3.3').click();
  await node(page, exp.pruned[0]).click();
  await page.click('.pr-check');
  const wrong = coreCheck('prune', { pruned: [exp.pruned[0], '3.3'] });
  assert.equal(wrong.correct, false);
  assert.deepEqual(wrong.wrong, ['3.3']);
  assert.deepEqual(await feedback(page), shown(wrong.feedback));
  assert.match(await page.textContent('.pr-score'), new RegExp(`Score ${wrong.score} of ${wrong.total}\\. Missed: .*Wrong: 3\\.3\\.`));
  assert.ok((await page.locator('.practice .pr-verdict.pr-wrong').count()) >= 1);
  // The score is announced: a polite live region.
  assert.equal(await page.getAttribute('.pr-score', 'aria-live'), 'polite');
  await context.close();
  clean();
});

test('prune by keyboard: arrow keys select, x and Enter mark; marking a position marks its subtree', async () => {
  const { page, context, clean } = await open('prune');
  await page.focus('.practice [data-testid=tree]');
  // Home = root; down = 1; right = 2; mark 2 (its subtree); Enter on 2 again unmarks it.
  for (const k of ['Home', 'ArrowDown', 'ArrowRight', 'x']) await page.keyboard.press(k);
  assert.equal(await page.locator('.practice g.node.pr-covered').count(), 4);
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.practice g.node.pr-covered').count(), 0);
  for (const k of ['ArrowDown', 'ArrowRight', 'x', 'ArrowRight', 'Enter']) await page.keyboard.press(k);
  await page.keyboard.press('Tab'); // away from the tree; Check by keyboard
  await page.focus('.pr-check');
  await page.keyboard.press('Enter');
  const want = coreCheck('prune', { pruned: ['2.2', '2.3'] });
  assert.match(await page.textContent('.pr-score'), new RegExp(`^Score ${want.score} of ${want.total}`));
  assert.equal(want.correct, true);
  await context.close();
  clean();
});

test('prune by touch: a tap marks, Show answer draws the run, a teacher link waits for a check', async () => {
  const { page, context, clean } = await open('prune', '&hide=1', { hasTouch: true, viewport: { width: 390, height: 844 } });
  assert.equal(await page.isDisabled('.pr-show'), true, 'a teacher link hides the answer until the student checks');
  await node(page, '3.3').tap();
  assert.equal(await page.locator('.practice g.node.pr-marked').count(), 1);
  await page.tap('.pr-check');
  assert.equal(await page.isDisabled('.pr-show'), false);
  await page.tap('.pr-show');
  assert.match(await page.textContent('.pr-score'), /^Answer: Not examined: 2\.2, 2\.3\./);
  await context.close();
  clean();
});

test('values: entered values and bounds are checked per position', async () => {
  const { page, context, clean } = await open('values');
  const exp = expected('values');
  for (const [d, v] of Object.entries(exp.values)) {
    await node(page, d).click();
    await page.fill('.pr-value', String(v));
    await page.selectOption('.pr-bound', exp.bounds?.[d] ?? 'exact');
    await page.click('.pr-set');
  }
  await page.click('.pr-check');
  const total = coreCheck('values', exp).total;
  assert.equal(await page.textContent('.pr-score'), `Score ${total} of ${total} — all right!`);
  // Wrong: position 2 given as exact (F2 returns an upper bound there, minimax view); by keyboard.
  await page.click('.pr-retry');
  await page.focus('.practice [data-testid=tree]');
  for (const k of ['Home', 'ArrowDown', 'ArrowRight', 'Enter']) await page.keyboard.press(k);
  assert.equal(await page.evaluate(() => document.activeElement.className), 'pr-value');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.click('.pr-check');
  const want = coreCheck('values', { values: { 2: 1 }, bounds: { 2: 'exact' } });
  assert.ok(want.wrong.includes('2'));
  assert.deepEqual(await feedback(page), shown(want.feedback));
  await context.close();
  clean();
});

test('window: outcome and value for (3, 5), right and wrong, by touch', async () => {
  const { page, context, clean } = await open('window', '&alpha=3&beta=5', { hasTouch: true });
  const exp = expected('window', { alpha: 3, beta: 5 });
  await page.tap(`.pr-outcome input[value=${exp.outcome}]`);
  await page.fill('.pr-value', String(exp.value));
  // The statement asks which positions the window saves too: marking none says it saves none.
  for (const d of exp.saved) await node(page, d).tap();
  await page.tap('.pr-check');
  assert.match(await page.textContent('.pr-score'), /— all right!/);
  await page.tap('.pr-outcome input[value=fail_high]');
  await page.tap('.pr-check');
  const want = coreCheck('window', { outcome: 'fail_high', value: exp.value, saved: exp.saved }, { alpha: 3, beta: 5 });
  assert.equal(want.correct, false);
  assert.deepEqual(await feedback(page), shown(want.feedback));
  await context.close();
  clean();
});

test('next: predict the next step, then go on to the next question', async () => {
  const { page, context, clean } = await open('next');
  // The page asks at its first question's step; the core's expected answer at that step:
  const g = GameTree.parse(TREE);
  const trace = g.run('F2', { trace: true }).trace;
  g.free();
  const firstLeave = trace.findIndex((e) => e.type === 'leave');
  const k = trace.findIndex((e, i) => i > firstLeave && e.type === 'enter');
  const exp = expected('next', { step: k });
  await node(page, exp.examined).click();
  assert.equal(await page.inputValue('.pr-pos'), exp.examined);
  await page.check(`.pr-cutoff input[value=${exp.cutoff ? 'yes' : 'no'}]`);
  await page.fill('.pr-m', String(exp.m));
  await page.click('.pr-check');
  assert.match(await page.textContent('.pr-score'), /— all right!/);
  // Next question; a wrong m now.
  await page.click('.pr-next');
  await page.focus('.pr-pos');
  await page.fill('.pr-pos', '1.3');
  await page.check('.pr-cutoff input[value=yes]');
  await page.fill('.pr-m', '99');
  await page.keyboard.press('Tab');
  await page.click('.pr-check');
  const fb = await feedback(page);
  assert.ok(fb.some((f) => f.verdict === 'wrong' && f.sentence.length > 10));
  await context.close();
  clean();
});

test('next: the question after the last one says the search is over', async () => {
  const { page, context, clean } = await open('next');
  const g = GameTree.parse(TREE);
  const enters = g.run('F2', { trace: true }).trace.filter((e) => e.type === 'enter').length;
  g.free();
  // Each Next question moves on by at least one position entered: past the last one within `enters` presses.
  for (let i = 0; i <= enters && !(await page.textContent('.pr-error')); i++) await page.click('.pr-next');
  assert.match(await page.textContent('.pr-error'), /The search is over/);
  await context.close();
  clean(); // and no uncaught exception on the way
});

test('order: moving successors (buttons and [ ] keys) reorders the tree; the check reports the counts', async () => {
  const { page, context, clean } = await open('order');
  await node(page, '2').click();
  await page.click('.pr-left'); // (1,5,9) first
  assert.deepEqual(
    await page.$$eval('.practice g.node[data-dewey="1"] .value, .practice g.node[data-dewey^="1."] .value', (t) => t.map((e) => e.textContent)),
    ['', '1', '5', '9'],
  );
  await page.focus('.practice [data-testid=tree]');
  await page.keyboard.press(']'); // and back
  await page.click('.pr-check');
  await page.click('.pr-empty-yes'); // the order as given: an empty answer, checked once confirmed
  const want = coreCheck('order', { order: {} });
  assert.match(
    await page.textContent('.pr-score'),
    new RegExp(`F2 examines ${want.order.terminals} terminals with your order .*fewest possible ${want.order.best}`),
  );
  await page.click('.pr-show');
  await page.click('.pr-check');
  const best = coreCheck('order', expected('order'));
  assert.match(await page.textContent('.pr-score'), new RegExp(`F2 examines ${best.order.best} terminals`));
  await context.close();
  clean();
});

test('exercises: New exercise from a seed puts the exercise in the link; a set keeps progress in localStorage', async () => {
  const { page, context, clean } = await open('prune');
  await page.click('.practice-new summary');
  await page.fill('.practice-gen input[name=seed]', '123');
  await page.fill('.practice-gen input[name=degree]', '2');
  await page.fill('.practice-gen input[name=height]', '3');
  await page.selectOption('.practice-gen select[name=order]', 'good');
  await page.click('.pr-new');
  await page.waitForFunction(() => location.hash.includes('ex=prune.F2.s123.d2h3.good'));
  const ex = core.exerciseGenerate('prune.F2.s123.d2h3.good.v-9..9');
  assert.equal(await page.textContent('.pr-statement'), ex.statement);
  assert.equal(await page.locator('.practice g.node').count(), GameTree.parse(ex.tree).size());
  // A set of two: progress "1 of 2 done" after a right answer, kept across a reload, reset.
  const set = 'prune.F2.s1.d2h3.random.v-9..9,window.F2.s2.d2h3.good.v-5..5';
  await page.goto(h.server.url + `index.html#mode=practice&set=${set}`);
  await page.reload();
  await page.waitForSelector('.pr-progress');
  assert.match(await page.textContent('.pr-progress'), /^Exercise 1 of 2 · 0 of 2 done$/);
  const first = core.exerciseGenerate(set.split(',')[0]);
  const g = GameTree.parse(first.tree);
  const pr = g.practiceExpected('prune', 'F2', {});
  g.free();
  for (const d of pr.pruned) await node(page, d).click();
  await page.click('.pr-check');
  await page.waitForFunction(() => /1 of 2 done/.test(document.querySelector('.pr-progress').textContent));
  await page.reload();
  await page.waitForSelector('.pr-progress');
  assert.match(await page.textContent('.pr-progress'), /1 of 2 done/);
  await page.click('.pr-set-next');
  assert.match(await page.textContent('.pr-progress'), /^Exercise 2 of 2/);
  assert.equal(await page.inputValue('.pr-task'), 'window');
  await page.click('.pr-reset');
  assert.match(await page.textContent('.pr-progress'), /^Exercise 1 of 2 · 0 of 2 done$/);
  await context.close();
  clean();
});

test('an exercise and its worksheet in German: the statement, the title, the labels and the solution', async () => {
  const ex = 'values.F2.s7.d3h4.good.v-9..9';
  const { page, context, clean } = await h.open(`index.html#mode=practice&ex=${ex}&lang=de`, { acceptDownloads: true });
  await page.waitForSelector('.practice .pr-tree svg g.node');
  const statement = await page.textContent('.pr-statement');
  assert.match(statement, /^Geben Sie den Wert an, den F2 an jeder untersuchten inneren Stellung zurückgibt/);
  await page.click('.practice-tools summary');
  const [d] = await Promise.all([page.waitForEvent('download'), page.click('.pr-tex-sol')]);
  const chunks = [];
  for await (const c of await d.createReadStream()) chunks.push(c);
  const tex = Buffer.concat(chunks).toString('utf8');
  assert.match(tex, /\\section\*\{Aufgabe: die zurückgegebenen Werte — F2\}/);
  assert.ok(tex.includes(statement.replaceAll('&', '\\&')), 'the statement as the page shows it (escaped)');
  assert.match(tex, /\\noindent Lösung \(F2\): Der Wert ist .*; \d+ von \d+ Stellungen untersucht/);
  assert.match(tex, /\{\\small Teilbaum [\d.]+:\}/); // a tree of height 4 is printed in parts
  for (const english of ['Exercise', 'Solution (', 'Subtree', 'Give the value']) assert.ok(!tex.includes(english), `no "${english}"`);
  assert.match(tex, /\\usepackage\[T1\]\{fontenc\}/);
  await context.close();
  clean();
});

test('worksheets: LaTeX with and without the solution (forest), Print hides the chrome', async () => {
  const { page, context, clean } = await open('prune', '', { acceptDownloads: true });
  await page.click('.practice-tools summary');
  const read = async (sel) => {
    const [d] = await Promise.all([page.waitForEvent('download'), page.click(sel)]);
    const chunks = [];
    for await (const c of await d.createReadStream()) chunks.push(c);
    return { name: d.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  };
  const plain = await read('.pr-tex');
  const solved = await read('.pr-tex-sol');
  assert.equal(plain.name, 'worksheet-prune.tex');
  assert.equal(solved.name, 'worksheet-prune-solution.tex');
  for (const t of [plain.text, solved.text]) {
    assert.match(t, /\\documentclass/);
    assert.match(t, /\\begin\{forest\}/);
  }
  assert.notEqual(plain.text, solved.text);
  const g = GameTree.parse(TREE);
  const statement = await page.textContent('.pr-statement');
  // The core's sheet, but for the solution's sentence, which the page words (its value
  // typeset, −3, where the core writes math, $-3$): the same once unwrapped.
  const want = g.worksheetTex({ solution: true, standalone: true, proc: 'F2', view: 'minimax', statement }).split('\n');
  const got = solved.text.split('\n');
  const unwrap = (l) => l.replaceAll('$', '');
  assert.equal(got.length, want.length);
  for (const [i, l] of want.entries())
    assert.equal(l.startsWith('\\noindent Solution') ? unwrap(got[i]) : got[i], l.startsWith('\\noindent Solution') ? unwrap(l) : l, `line ${i + 1}`);
  assert.ok(want.some((l) => l.startsWith('\\noindent Solution (F2): the value is')));
  g.free();
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('header.chrome'), false);
  assert.equal(await page.isVisible('.practice-bar'), false);
  assert.equal(await page.isVisible('.pr-check'), false);
  assert.equal(await page.isVisible('.practice .pr-tree'), true);
  assert.equal(await page.isVisible('.pr-statement'), true);
  await context.close();
  clean();
});
