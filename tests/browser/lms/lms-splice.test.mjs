// SPLICE in the practice page's iframe: a host written from the protocol's specification
// (hosts/splice-host.html, served from another origin than the playground) receives
// SPLICE.reportScoreAndState after every check with the score in [0, 1] and a state; on a
// reload the page asks SPLICE.getState and restores the answer or the set's progress; hostile
// messages (another window, wrong shapes, a huge state, another exercise's state) change
// nothing but a one-line note. lti.frameResize sizes the frame so that it never scrolls.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { GameTree } from '../support/core.mjs';
import { launchBrowser, serveDist } from '../support/helpers.mjs';
import { watch } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const TREE = '((3,1,4),(1,5,9),(2,6,5))';
let site, hosts, browser;
before(async () => {
  site = await serveDist(process.env.DIST ?? 'dist');
  hosts = await serveDist(fileURLToPath(new URL('hosts/', import.meta.url)));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await hosts?.close();
});

function coreCheck(answer) {
  const g = GameTree.parse(TREE);
  try {
    return g.practiceCheck('prune', 'F2', { view: 'minimax' }, answer);
  } finally {
    g.free();
  }
}

async function openHost() {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const rec = watch(page, (u) => u.startsWith(site.url) || u.startsWith(hosts.url) || u === 'about:srcdoc');
  await page.goto(hosts.url + 'splice-host.html');
  return { page, context, ...rec };
}

// `again` makes another URL (a query), so that the frame loads the page anew.
const exerciseSrc = (again = 0) => `${site.url}index.html${again ? `?again=${again}` : ''}#tree=${TREE}&proc=F2&mode=practice&task=prune&embed=1`;

const waitFor = (page, fn, arg) => page.waitForFunction(fn, arg, { timeout: 10_000 });

/**
 * Launches `src` in the host's frame and waits for the exercise's tree in the new document. The
 * frame keeps the previous document until the new one commits, and that one's tree (and score)
 * would do for the waits: the new document is the one that asks SPLICE.getState anew, once, on load.
 */
async function launch(page, src) {
  const asked = () => host.log.filter((m) => m.data?.subject === 'SPLICE.getState').length;
  const before = await page.evaluate(asked);
  await page.evaluate((s) => host.launch(s), src);
  await waitFor(page, (n) => host.log.filter((m) => m.data?.subject === 'SPLICE.getState').length > n, before);
  const frame = page.frameLocator('#content');
  await frame.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
  return frame;
}

test('scores and state reach a SPLICE host, and a reload restores the answer', async () => {
  const { page, context, clean } = await openHost();
  await launch(page, exerciseSrc());
  await waitFor(page, () => host.log.some((m) => m.data?.subject === 'SPLICE.getState'));
  // Every message comes from the playground's frame (the host is on another origin, so the
  // frame's target origin, the host's, was right: a wrong one would drop them).
  const origins = await page.evaluate(() => [...new Set(host.log.map((m) => m.origin))]);
  assert.deepEqual(origins, [site.url.replace(/\/$/, '')]);
  // A partial answer, then the right one.
  await page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['2.2'] } }));
  await waitFor(page, () => host.reports.length === 1);
  await page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['2.2', '2.3'] } }));
  await waitFor(page, () => host.reports.length === 2);
  const reports = await page.evaluate(() => host.reports);
  const partial = coreCheck({ pruned: ['2.2'] });
  assert.equal(partial.correct, false);
  assert.equal(reports[0].score, partial.score / (partial.total + partial.wrong.length));
  assert.ok(reports[0].score > 0 && reports[0].score < 1);
  assert.equal(reports[1].score, 1);
  assert.deepEqual(reports[1].state.answer, { pruned: ['2.2', '2.3'] });
  assert.equal(reports[1].state.attempts, 2);
  assert.equal(reports[1].state.correct, true);
  // The state carries the checks' attempt records (docs/practice.md, "Attempt records"); the rest is compact.
  const { log, ...rest } = reports[1].state;
  assert.deepEqual(
    log.map((r) => r.answer),
    [{ pruned: ['2.2'] }, { pruned: ['2.2', '2.3'] }],
  );
  assert.ok(JSON.stringify(rest).length < 400, 'a compact state beside its attempt records');
  // Reload: the host answers getState with the saved state; the page shows that answer checked.
  const frame = await launch(page, exerciseSrc(1));
  await frame.locator('.pr-score').filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
  assert.match(await frame.locator('.pr-score').textContent(), /\S/);
  // Restoring is not a new attempt: nothing new reported until the student checks again.
  assert.equal(await page.evaluate(() => host.reports.length), 2);
  await page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['2.3'] } }));
  await waitFor(page, () => host.reports.length === 3);
  assert.equal(await page.evaluate(() => host.reports[2].state.attempts), 3);
  await context.close();
  clean();
});

test('a set: the score is the share done and a reload resumes where the student was', async () => {
  const { page, context, clean } = await openHost();
  const set = 'prune.F2.s1.d2h3.random.v-9..9,prune.F2.s2.d2h3.good.v-5..5';
  const src = `${site.url}index.html#mode=practice&set=${set}&embed=1`;
  let frame = await launch(page, src);
  await waitFor(page, () => host.log.some((m) => m.data?.subject === 'SPLICE.getState'));
  // Exercise 1: "nothing is pruned" (right or wrong depending on the tree: the page's own
  // gametree-answer says which, and the SPLICE score must agree).
  await page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: [] } }));
  await waitFor(page, () => host.log.some((m) => m.data?.type === 'gametree-answer'));
  const right = await page.evaluate(() => host.log.find((m) => m.data?.type === 'gametree-answer').data.detail);
  await waitFor(page, () => host.reports.length === 1);
  let r = await page.evaluate(() => host.reports.at(-1));
  assert.equal(r.score, right.correct ? 0.5 : 0);
  assert.deepEqual(r.state.done, right.correct ? [0] : []);
  // Move to exercise 2 and check: the state says where the student is.
  await frame.locator('.pr-set-next').click();
  await frame.locator('.pr-progress').filter({ hasText: 'Exercise 2 of 2' }).waitFor();
  await page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: [] } }));
  await waitFor(page, () => host.reports.length === 2);
  r = await page.evaluate(() => host.reports.at(-1));
  assert.equal(r.state.at, 1);
  // Another browser (a new context: no localStorage) with the host's saved state resumes at 2.
  const saved = r.state;
  await context.close();
  const second = await openHost();
  await second.page.evaluate((s) => (host.saved = s), saved);
  frame = await launch(second.page, src);
  await frame.locator('.pr-progress').filter({ hasText: 'Exercise 2 of 2' }).waitFor({ timeout: 10_000 });
  assert.match(await frame.locator('.pr-progress').textContent(), new RegExp(`${saved.done.length} of 2 done`));
  await second.context.close();
  clean();
  second.clean();
});

test('hostile messages are ignored; a bad state gets a one-line note and the page keeps working', async () => {
  const { page, context, clean } = await openHost();
  // A real state of this exercise, as the page writes it.
  await launch(page, exerciseSrc());
  await waitFor(page, () => host.log.some((m) => m.data?.subject === 'SPLICE.getState'));
  await page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['2.2', '2.3'] } }));
  await waitFor(page, () => host.reports.length === 1);
  const good = await page.evaluate(() => host.reports[0].state);
  // Relaunch; the host does not answer getState itself: the test sends what it likes.
  await page.evaluate(() => ((host.answer = false), (host.log = [])));
  const frame = await launch(page, exerciseSrc(3));
  await waitFor(page, () => host.log.some((m) => m.data?.subject === 'SPLICE.getState'));
  const id = await page.evaluate(() => host.log.find((m) => m.data?.subject === 'SPLICE.getState').data.message_id);
  // Counts the messages the exercise's window receives, after its own listener has had each.
  const inner = page.frames().find((f) => f.url().startsWith(site.url));
  await inner.evaluate(() => {
    window.__messages = 0;
    addEventListener('message', () => (window.__messages += 1));
  });
  // From another window, with the right message_id and this exercise's state: ignored.
  await page.evaluate(([mid, st]) => host.fromOtherWindow({ subject: 'SPLICE.getState.response', message_id: mid, state: st }), [id, good]);
  // Wrong shapes from the parent: ignored without a note.
  for (const junk of [
    null,
    7,
    'SPLICE.getState.response',
    [1, 2],
    { subject: 'SPLICE.getState.response' },
    { subject: 'SPLICE.getState.response', message_id: 'not ours', state: good },
  ]) {
    await page.evaluate((d) => host.fromHost(d), junk);
  }
  await inner.waitForFunction(() => window.__messages === 7, null, { timeout: 10_000 }); // each handled
  await settled(inner);
  assert.equal(await frame.locator('.pr-score').textContent(), '', 'nothing restored');
  assert.equal(await frame.locator('#practice-area .message').textContent(), '');
  // The answer to our request with a huge state: a note, nothing restored.
  const huge = { ...good, pad: 'x'.repeat(200_000) };
  await page.evaluate(([mid, st]) => host.fromHost({ subject: 'SPLICE.getState.response', message_id: mid, state: st }), [id, huge]);
  await frame.locator('#practice-area .message').filter({ hasText: 'too large' }).waitFor();
  assert.equal(await frame.locator('.pr-score').textContent(), '');
  // The page still checks and reports.
  await page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['2.2'] } }));
  await waitFor(page, () => host.reports.length === 2);
  assert.ok((await page.evaluate(() => host.reports[1].score)) < 1);
  // Relaunch answering with another exercise's state: a note, nothing restored.
  await page.evaluate((s) => ((host.answer = true), (host.saved = s)), { ...good, id: 'ex:00000000' });
  const again = await launch(page, exerciseSrc(4));
  await again.locator('#practice-area .message').filter({ hasText: 'another exercise' }).waitFor();
  assert.doesNotMatch(await again.locator('#practice-area .message').textContent(), /\n/);
  assert.equal(await again.locator('.pr-score').textContent(), '');
  // And with this exercise's own state: restored (so the refusals above were for cause).
  await page.evaluate((s) => (host.saved = s), good);
  const restored = await launch(page, exerciseSrc(5));
  await restored.locator('.pr-score').filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
  await context.close();
  clean();
});

test('lti.frameResize sizes the frame so that the exercise has no scrollbar of its own', async () => {
  const { page, context, clean } = await openHost();
  await launch(page, exerciseSrc());
  await waitFor(page, () => host.heights.length > 0);
  // The exercise at rest (fonts, the tree), then the host at rest with its last height.
  await settled(page.frames().find((f) => f.url().startsWith(site.url)));
  await settled(page);
  const m = await page.evaluate(() => {
    const f = document.getElementById('content');
    return {
      frame: f.getBoundingClientRect().height,
      last: host.heights.at(-1),
      generic: host.log
        .filter((x) => x.data?.type === 'gametree-resize')
        .map((x) => x.data.height)
        .at(-1),
    };
  });
  assert.equal(m.frame, m.last);
  assert.equal(m.generic, m.last, 'the generic message carries the same height');
  assert.ok(m.last > 150, `the exercise is taller than the frame's first 150 px (${m.last})`);
  const inner = await page
    .frames()
    .find((f) => f.url().startsWith(site.url))
    .evaluate(() => ({ scroll: document.documentElement.scrollHeight, client: document.documentElement.clientHeight }));
  assert.ok(inner.scroll <= inner.client, `no inner scrollbar: content ${inner.scroll} px in a ${inner.client} px frame`);
  await context.close();
  clean();
});
