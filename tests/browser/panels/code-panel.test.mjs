// The code beside the tree for the thesis' and Slagle's procedures: at steps
// picked from the core's own trace (a cut-off, a minimal-window test, a re-search, a TEST's
// result, each Γ case of SSS*, an m&n phase switch), the highlighted line is the one of the
// printed text that does what the event says, and the strip shows the values the event
// carries. Then one step forward by the button moves the mark to the next event's line. And
// the practice "Next step" task on PVS: only procedures with a running m in its menu.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { formatScore as f } from '../../../www/core/score.js';
import { GameTree } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = '(((1,2),(3,-4)),((5,0),(-2,7)),((2,2),(8,1)))';

function traceOf(proc, text = TREE) {
  const g = GameTree.parse(text);
  try {
    return g.run(proc, { trace: true }).trace;
  } finally {
    g.free();
  }
}

/** Opens the playground at step k of `proc` with the code panel open; returns the page. */
async function openAt(proc, k, text = TREE) {
  const r = await h.visit(`index.html#tree=${text}&proc=${proc}&step=${k}`);
  const panel = r.page.locator('#code-panel');
  await panel.waitFor();
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await r.page.locator('#code-panel .code-line.is-current').waitFor();
  return r;
}

const current = (page) => page.locator('#code-panel .code-line.is-current').textContent();
const vars = (page) => page.locator('#code-panel .code-vars').textContent();

/** [step k (events shown), the event] of the first event matching `pred`. */
function first(trace, pred, what = '') {
  const i = trace.findIndex(pred);
  assert.ok(i >= 0, `the tree makes the event happen ${what}`);
  return [i + 1, trace[i]];
}

const CASES = [
  // [procedure, event wanted, the line that does it, what the strip must say]
  ['pvs', (e) => e.type === 'window_test', /^12\. IF t > m THEN/, (e) => [`m = ${f(e.m)}`, `t = ${f(e.t)}`]],
  ['pvs', (e) => e.type === 're_search', /^13\. m:=-pvs\(pi, -beta, -t\);/, () => []],
  ['pvs', (e) => e.type === 'cutoff', /^(7\. IF m < beta THEN|14\. IF m > beta THEN)/, (e) => [`m = ${f(e.m)}`]],
  ['palphabeta', (e) => e.type === 'window_test', /^10\. IF t>m THEN m:=-alphabeta/, (e) => ['palphabeta: ', `m = ${f(e.m)}`, `t = ${f(e.t)}`]],
  [
    'palphabeta',
    (e) => e.type === 'enter' && e.call.routine === 'falphabeta',
    /^4\. f:=generate\(p\)/,
    (e) => ['falphabeta: ', `α = ${f(e.call.alpha)}`, `β = ${f(e.call.beta)}`],
  ],
  ['palphabeta', (e) => e.type === 'enter' && e.call.routine === 'alphabeta', /^4\. f:=generate\(p\)/, (e) => ['alphabeta: ', `β = ${f(e.call.beta)}`]],
  ['falphabeta', (e) => e.type === 'cutoff', /^10\. IF m > beta THEN return\(m\)/, (e) => [`m = ${f(e.m)}`]],
  ['scout', (e) => e.type === 'test_result' && e.outcome, /return TRUE/, () => ['test: ', 'returns TRUE']],
  ['scout', (e) => e.type === 'scouted', /^9\. +IF \(NOT test\(pi, -m, not op\)\)/, () => ['scout: ']],
  ['scout-testm', (e) => e.type === 'enter' && e.call.routine === 'testm', /^4\. f:=generate\(p\)/, (e) => ['testm: ', `v = ${f(e.call.v)}`]],
  ['scout-cm', (e) => e.type === 'window_test', /^9\. +t:=-alphabeta\(pi, -m-1, -m\)/, (e) => [`m = ${f(e.m)}`, `t = ${f(e.t)}`]],
  ['scout-pearl', (e) => e.type === 'scouted', /test\(pi, ?m, ?op\)/, () => ['scout: ']],
  ['sss', (e) => e.type === 'open' && e.gamma?.case === 'live_max', /^13\. put <pi,s,m> at the top of OPEN/, () => ['Γ(⟨p, LIVE, ∞⟩)']],
  [
    'sss',
    (e) => e.type === 'open' && e.gamma?.case === 'solved_min',
    /^16\. put <parent-of-p,s,m> at the top of OPEN and/,
    (e) => ['SOLVED', `OPEN holds ${e.len} triple`],
  ],
  ['sss', (e) => e.type === 'open' && e.gamma?.case === 'solved_max_next', /^23\. put <next-right-sibling-of-p,LIVE,m>/, () => ['LIVE']],
  ['mn-alphabeta', (e) => e.type === 'inverse' && e.side === 'min', /setq\[lubub;lubub\[oldbeta;newb;dmax\]\];/, () => ['minv']],
  ['mn-alphabeta', (e) => e.type === 'cutoff', /(beta≤u→|alpha≥u→)/, () => [], '(((9,8,7),(6,5,4)),((1,2,3),(0,-1,-2)),((3,3,3),(8,1,2)))'],
  ['mn-alphabeta', (e) => e.type === 'root', /sta1\[cdr\[ℓ\]/, () => ['sta1: alpha = ']],
  [
    'mn-minimax',
    (e) => e.type === 'take' && e.at === 1,
    /T→minvl\[cdr\[ℓ\];cdr\[insert\[nb;maxv\[car\[ℓ\]\];GREATERP\]\];dmax\]\]/,
    (e) => [`nb = (${e.list.map(f).join(', ')})`],
  ],
];

test('each new listing highlights the line of the event at the step, with its values', async () => {
  for (const [proc, pred, line, strip, text = TREE] of CASES) {
    const trace = traceOf(proc, text);
    const [k, e] = first(trace, pred, proc);
    const { page, clean } = await openAt(proc, k, text);
    const where = `${proc} step ${k} (${e.type})`;
    assert.match((await current(page)).trim(), line, where);
    const v = await vars(page);
    for (const want of strip(e)) assert.ok(v.includes(want), `${where}: “${v}” has “${want}”`);
    assert.match(await page.locator('#code-panel .code-cite').textContent(), /Muszycka 1985|Slagle 1963/);
    // A long listing scrolls inside its box to the marked line (palphabeta's alphabeta is last).
    const [box, mark] = await Promise.all([page.locator('#code-panel pre').boundingBox(), page.locator('#code-panel .code-line.is-current').boundingBox()]);
    assert.ok(mark.y >= box.y - 1 && mark.y + mark.height <= box.y + box.height + 1, `${where}: the marked line is in view`);
    clean();
  }
});

test('stepping forward moves the mark to the next event’s line (PVS: a test, then the re-search)', async () => {
  const trace = traceOf('pvs');
  const [k] = first(trace, (e) => e.type === 'window_test' && e.promising);
  assert.equal(trace[k].type, 're_search', 'a promising test is followed by its re-search');
  const { page, clean } = await openAt('pvs', k);
  assert.match((await current(page)).trim(), /^12\./);
  await page.click('#step-forward');
  await page.waitForFunction(() => document.querySelector('#code-panel .code-line.is-current')?.textContent.trim().startsWith('13.'));
  await page.click('#step-forward');
  await page.waitForFunction(() => document.querySelector('#code-panel .code-line.is-current')?.textContent.trim().startsWith('4.'));
  const son = trace[k + 1];
  assert.equal(son.type, 'enter');
  assert.ok((await vars(page)).includes(`α = ${f(son.call.alpha)}, β = ${f(son.call.beta)}`));
  clean();
});

/** The line a thesis event must mark, judged from the printed text (null: not checked). */
const LINE_OF = {
  enter: () => /generate\(p\)/,
  evaluate: () => /staticvalue\(p\)/,
  return: () => /return\(m\)|staticvalue\(p\)|m ?>=? ?(beta|bound)/,
  test_result: (e) => (e.outcome ? /return TRUE/ : /return FALSE/),
  window_test: () => /t ?> ?m/,
  re_search: () => /:=-?(alphabeta|pvs|scout)\(pi/,
  cutoff: () => /m ?>=? ?(beta|bound)|m < beta/,
  open: (e) =>
    !e.gamma
      ? /^1\. Put the triple/
      : {
          live_leaf: /insert <p,SOLVED/,
          live_min: /leftmost-son-of-p/,
          live_max: /put <pi,s,m>/,
          solved_min: /parent-of-p,s,m> at the top of OPEN and/,
          solved_max_last: /put <parent-of-p,s,m>/,
          solved_max_next: /next-right-sibling/,
        }[e.gamma.case],
  scouted: () => /test\(pi/,
};

test('stepping through SSS* and the Campbell–Marsland Scout by the button: every step marks the line its event names', async () => {
  const text = '((3,1,4),(1,5,9),(2,6,5))';
  for (const proc of ['sss', 'scout-cm']) {
    const trace = traceOf(proc, text);
    const { page, clean } = await openAt(proc, 1, text);
    for (let k = 1; k <= trace.length; k++) {
      if (k > 1) await page.click('#step-forward');
      if (k === trace.length) {
        // The last step is the finished run (step-panel.js): no line is marked, and the code
        // keeps its place so that the step controls above it do not move (stepper.css).
        await page.waitForFunction(() => !document.querySelector('#code-panel .code-line.is-current'));
        assert.equal(await page.locator('#code-panel').isVisible(), true);
        break;
      }
      await page.waitForFunction((n) => document.getElementById('step-count').textContent.startsWith(`${n} /`), k);
      const e = trace[k - 1];
      assert.match((await current(page)).trim(), LINE_OF[e.type](e), `${proc} step ${k} (${e.type})`);
    }
    clean();
  }
});

for (const [proc, cite, label] of [
  ['pvs', /§2\.4/, /^Parent’s m then/],
  ['mn-alphabeta', /Appendix C/, /^Parent’s α \(max\) \/ β \(min\) then/],
]) {
  test(`practice next step on ${proc}: the right answer scores, and the menu lists only procedures with a running value`, async () => {
    const text = '((3,1,4),(1,5,9),(2,6,5))';
    const { page, clean } = await h.visit(`index.html#tree=${text}&proc=${proc}&mode=practice&task=next`);
    await page.waitForSelector('.practice .pr-tree svg g.node');
    const procs = await page.$$eval('.pr-proc option', (os) => os.map((o) => o.value));
    for (const yes of ['F2', 'pvs', 'palphabeta', 'mn-alphabeta']) assert.ok(procs.includes(yes), `${yes} is offered: ${procs.join()}`);
    for (const no of ['sss', 'scout', 'mn-minimax']) assert.ok(!procs.includes(no), `${no} is not offered`);
    assert.match(await page.locator('.pr-form label:has(.pr-m)').textContent(), label);
    // The first question: the first call after a value returned (as the page picks it).
    const trace = traceOf(proc, text);
    const firstReturn = trace.findIndex((e) => e.type === 'return' || e.type === 'leave');
    const k = trace.findIndex((e, i) => i > firstReturn && e.type === 'enter');
    const g = GameTree.parse(text);
    const exp = g.practiceExpected('next', proc, { view: 'minimax', step: k });
    g.free();
    await page.locator(`.practice g.node[data-dewey="${exp.examined}"]`).click();
    await page.check(`.pr-cutoff input[value=${exp.cutoff ? 'yes' : 'no'}]`);
    await page.fill('.pr-m', String(exp.m));
    await page.click('.pr-check');
    assert.match(await page.textContent('.pr-score'), /— all right!/);
    // A wrong value is marked wrong, with the core's sentence.
    await page.click('.pr-retry');
    await page.locator(`.practice g.node[data-dewey="${exp.examined}"]`).click();
    await page.check(`.pr-cutoff input[value=${exp.cutoff ? 'yes' : 'no'}]`);
    await page.fill('.pr-m', String(Number(exp.m) + 100));
    await page.click('.pr-check');
    assert.ok((await page.locator('.pr-feedback li.pr-wrong .pr-sentence').first().textContent()).length > 10);
    // The code beside the practice tree is the procedure's, at the question's step.
    assert.match(await page.locator('.practice .code-panel .code-cite').textContent(), cite);
    clean();
  });
}
