// Practice links the page cannot use as they are: an exercise for the next task with a
// procedure that task does not step through (ex= and set=, the page and the single file)
// gets F2 and says so, as a link with proc= and no ex= does, and the page keeps working; an
// exercise, a set or other settings the core refuses are named in "Some of the link was not
// used: …" and dropped from the rewritten link; the element fires `error` for an unknown
// procedure.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const notice = (page) => text(page, '#tree-notice');
const hash = (page) => page.evaluate(() => decodeURIComponent(location.hash));
/** The link the page wrote (it rewrites the fragment after reading it). */
const rewritten = (page) => page.waitForFunction(() => /proc=/.test(location.hash), null, { timeout: 10_000 });

/** Leaves practice mode through the switch (confirming when the page asks). */
async function leavePractice(page) {
  await page.locator('#practice-switch').click();
  const leave = page.locator('.practice-leave:not([hidden]) .pr-leave');
  if (await leave.count()) await leave.click();
  await page.waitForFunction(() => !document.body.classList.contains('practicing'));
}

/** Pastes a tree in the text panel and waits for it to be the page's. */
async function pasteTree(page, tree) {
  await page.locator('#text-panel summary').click();
  await page.locator('#tree-text').fill(tree);
  await page.locator('#text-form button[type=submit]').click();
  await page.waitForFunction((t) => document.getElementById('tree-text').value === t && /F2|F1|F0/.test(document.getElementById('summary').textContent), tree, {
    timeout: 10_000,
  });
}

describe('practice links the next task cannot step through', () => {
  for (const [file, spec, name] of [
    ['index.html', 'next.sss.s1.d3h4.good.v-9..9', 'sss'],
    ['index.html', 'next.mn-minimax.s1.d3h4.good.v-9..9', 'mn-minimax'],
    ['index.html', 'next.scout.s2.d2h3.random.v-9..9', 'scout'],
    ['playground.html', 'next.sss.s1.d3h4.good.v-9..9', 'sss'],
  ]) {
    test(`${file}#mode=practice&ex=${spec}: F2 instead, said; the page keeps working and the link and a reload keep F2`, async () => {
      const { page, clean } = await h.visit(`${file}#mode=practice&ex=${spec}`);
      await page.waitForSelector('.practice .pr-tree svg g.node');
      await rewritten(page);
      assert.match(
        await notice(page),
        new RegExp(`Some of the link was not used: the exercise \\(ex=\\): the next task does not step through ${name}.*this exercise steps through F2`),
      );
      const link = await hash(page);
      assert.match(link, /ex=next\.F2\.s\d+\.d\dh\d/, 'the rewritten link has the F2 exercise');
      assert.doesNotMatch(link, new RegExp(`ex=next\\.${name}`), 'and not the one it cannot step through');
      assert.match(await text(page, '.practice .pr-statement'), /F2/);
      await page.reload();
      await page.waitForSelector('html[data-ready=true]', { state: 'attached' });
      await page.waitForSelector('.practice .pr-tree svg g.node');
      assert.equal(await notice(page), '', 'the reloaded link is the F2 exercise: nothing to say');
      await leavePractice(page);
      await pasteTree(page, '((3,1,4),(1,5,9),(2,6,5))');
      assert.match(await text(page, '#summary'), /root value/);
      clean();
    });
  }

  test('set= with such an exercise: that exercise gets F2, said; another procedure of the set loads its code first', async () => {
    const set = 'prune.sss.s1.d3h4.good.v-9..9,next.sss.s2.d2h3.random.v-9..9';
    const { page, clean } = await h.visit(`index.html#mode=practice&set=${set}`);
    await page.waitForSelector('.practice .pr-tree svg g.node');
    await rewritten(page);
    assert.match(await notice(page), /exercise 2 of the set \(set=\): the next task does not step through sss.*steps through F2/);
    assert.match(await hash(page), /set=prune\.sss\.s1\.d3h4\.good\.v-9\.\.9,next\.F2\.s2/);
    assert.match(await text(page, '.practice .pr-statement'), /SSS\*/, "the first exercise is SSS*'s");
    await page.locator('.pr-set-next').click();
    await page.waitForFunction(() => /F2/.test(document.querySelector('.practice .pr-statement')?.textContent ?? ''));
    await leavePractice(page);
    await pasteTree(page, '((1,2),(3,4))');
    clean();
  });
});

describe('practice settings the core refuses are said, not ignored', () => {
  for (const [what, frag, said] of [
    ['a degree of 4,000,000', 'mode=practice&ex=prune.F2.s1.d4000000h5000.good.v-9..9', /the exercise \(ex=\) was not used: .*degree must be 2, 3 or 4/],
    [
      'a seed of 25 digits',
      'mode=practice&ex=prune.F2.s1234567890123456789012345.d3h4.good.v-9..9',
      /the exercise \(ex=\) was not used: .*a seed is 's' and a whole number/,
    ],
    ['a set with d9h9', 'mode=practice&set=prune.F2.s1.d9h9.good.v-9..9', /the exercise set \(set=\) was not used: .*degree must be 2, 3 or 4/],
    ['an experiment seed past 2^53', 'tree=(1,2)&exp=model:iid,d:2,h:2;3,seed:99999999999999999', /exp=.*seed:99999999999999999.*exceeds 2\^53/],
    ['two tree= keys', 'tree=(1,2)&tree=(3,4)', /gives tree= more than once/],
    ['tree= with tz=', 'tree=(1,2)&tz=AAAA', /more than one tree: tree= is used, not tz=/],
  ]) {
    test(`${what}: said in the link's note, and dropped from the rewritten link`, async () => {
      const { page, clean } = await h.visit(`index.html#${frag}`);
      await rewritten(page);
      assert.match(await notice(page), new RegExp(`^Some of the link was not used: .*${said.source}`));
      const link = await hash(page);
      if (frag.includes('ex=')) assert.doesNotMatch(link, /[#&]ex=/, 'the refused exercise is not in the rewritten link');
      if (frag.includes('set=')) assert.doesNotMatch(link, /[#&]set=/);
      clean();
    });
  }

  test('<game-tree-playground mode="practice" proc="nope"> fires error with the reason, and shows no exercise', async () => {
    const { page, clean } = await h.visit('www/embed/example.html', { ready: null });
    const r = await page.evaluate(
      () =>
        new Promise((ok) => {
          const el = document.createElement('game-tree-playground');
          el.setAttribute('mode', 'practice');
          el.setAttribute('task', 'prune');
          el.setAttribute('proc', 'nope');
          el.setAttribute('tree', '((3,1,4),(1,5,9))');
          el.addEventListener('error', (e) => ok({ message: e.detail.message, statements: el.shadowRoot.querySelectorAll('.pr-statement').length }));
          document.body.append(el);
          setTimeout(() => ok(null), 10_000);
        }),
    );
    assert.ok(r, 'an error event');
    assert.match(r.message, /proc must be one of .*F2.*not 'nope'/);
    assert.equal(r.statements, 0, 'no exercise about "nope"');
    // The next task with a procedure it cannot step through: the core's reason.
    const next = await page.evaluate(
      () =>
        new Promise((ok) => {
          const el = document.createElement('game-tree-playground');
          el.setAttribute('mode', 'practice');
          el.setAttribute('task', 'next');
          el.setAttribute('proc', 'sss');
          el.addEventListener('error', (e) => ok(e.detail.message));
          document.body.append(el);
          setTimeout(() => ok(null), 10_000);
        }),
    );
    assert.match(next ?? '', /does not step through sss/);
    clean();
  });
});

describe("a practice link the core refuses is said in the page's language", () => {
  // Every word of the note from the messages (en-XA brackets each one, nested in the next),
  // the link's own text (the exercise, its segments) kept as given.
  for (const [frag, kept] of [
    ['mode=practice&ex=prune.F2.zz', ["'prune.F2.zz'", "'zz'"]],
    ['mode=practice&ex=window.F2.wx..3', ["'window.F2.wx..3'", "'wx..3'", "'x'"]],
    ['mode=practice&set=prune.F2,prune.F2.d9h3', ["'prune.F2.d9h3'"]],
    ['mode=practice&ex=next.sss.s1.d3h4.good.v-9..9', ['sss', 'F2']],
  ]) {
    test(`en-XA: ${frag}`, async () => {
      const { page, clean } = await h.visit(`index.html#lang=en-XA&${frag}`);
      await rewritten(page);
      const said = await notice(page);
      for (const k of kept) assert.ok(said.includes(k), `${k} in: ${said}`);
      // Outside the kept text, no word is plain English: strip the kept parts and every
      // bracketed run (the pseudo-locale's words), and what remains has no English word.
      let rest = said;
      for (const k of kept) rest = rest.split(k).join(' ');
      assert.doesNotMatch(rest, /\b(the|was|not|used|exercise|offset|is|setting|degree|must|integer|task|step)\b/i, said);
      assert.match(said, /^\[[\s\S]*\]$/, said);
      clean();
    });
  }
});
