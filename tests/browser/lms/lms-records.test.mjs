// What a learning system records, through its own doors: under scorm-again's SCORM 1.2
// run-time (hosts/scorm-host.html) Show answer pressed alone records a score of 0 (not
// passed), and a graded package offers no Reset progress (a package opened on its own does);
// under a SPLICE host (hosts/splice-host.html) Show answer alone reports 0 with a state that
// shows the answer again, the reasons a state is not restored are in the page's language,
// and a restored state brings every attempt record made into an empty browser's log, once.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { gametree } from '../../support/cli.mjs';
import { launchBrowser, serveDist } from '../support/helpers.mjs';
import { watch } from '../support/page.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = process.env.DIST ?? join(ROOT, 'dist');
const EX = 'prune.F2.s1.d2h3.random.v-9..9';
const SET2 = `${EX},window.F2.s2.d2h3.good.v-5..5`;
const LOG = 'gametree-practice-log';
let browser, tmp, site, hosts;

before(async () => {
  browser = await launchBrowser();
  tmp = mkdtempSync(join(tmpdir(), 'gametree-records-'));
  site = await serveDist(DIST);
  hosts = await serveDist(fileURLToPath(new URL('hosts/', import.meta.url)));
});
after(async () => {
  await browser?.close();
  await site?.close();
  await hosts?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** `gametree scorm SET --version 1.2 ARGS`, unzipped under a folder with the host and scorm-again. */
async function serveLms(tag, set, args) {
  const zip = join(tmp, `${tag}.zip`);
  execFileSync(...gametree(['scorm', set, '--version', '1.2', '-o', zip, '--site', DIST, ...args]), {
    cwd: ROOT,
    stdio: 'pipe',
  });
  const dir = join(tmp, tag);
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(readFileSync(zip))))) {
    const file = join(dir, 'pkg', name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  copyFileSync(fileURLToPath(new URL('hosts/scorm-host.html', import.meta.url)), join(dir, 'scorm-host.html'));
  copyFileSync(join(ROOT, 'node_modules/scorm-again/dist/scorm-again.min.js'), join(dir, 'scorm-again.min.js'));
  writeFileSync(join(dir, 'favicon.ico'), '');
  return serveDist(dir);
}

async function scormSession(server, init = {}) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const rec = watch(page, (u) => u.startsWith(server.url));
  await page.goto(server.url + 'scorm-host.html');
  await page.evaluate((i) => lms.start('1.2', i, 'pkg/index.html'), init);
  const frame = page.frameLocator('#sco');
  await frame.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
  return { page, context, frame, ...rec };
}

const answerOf = (ex) => JSON.parse(execFileSync(...gametree(['exercise', 'answer', ex]), { cwd: ROOT }).toString());

test('SCORM: Show answer alone records 0, not passed', async () => {
  const server = await serveLms('shown', EX, ['--answers', 'always']);
  try {
    const { page, frame, context, clean } = await scormSession(server, { student_data: { mastery_score: '80' } });
    await frame.locator('.pr-show').click();
    await page.waitForFunction(() => lms.last('cmi.core.score.raw') != null, null, { timeout: 10_000 });
    assert.equal(Number(await page.evaluate(() => lms.last('cmi.core.score.raw'))), 0);
    assert.notEqual(await page.evaluate(() => lms.last('cmi.core.lesson_status')), 'passed');
    const d = await page.evaluate(() => lms.answers[0]);
    assert.deepEqual([d.score, d.correct, d.revealed, d.shown], [0, false, true, true]);
    clean();
    await context.close();
  } finally {
    await server.close();
  }
});

test('SCORM: a graded package offers no Reset progress, and a solved exercise keeps its score', async () => {
  const server = await serveLms('reset', SET2, []);
  try {
    const { page, frame, context, clean } = await scormSession(server, { student_data: { mastery_score: '80' } });
    await page.evaluate((a) => lms.submit(a), answerOf(EX));
    await page.waitForFunction(() => Number(lms.last('cmi.core.score.raw')) === 50, null, { timeout: 10_000 });
    assert.equal(await frame.locator('.pr-reset').count(), 1);
    assert.equal(await frame.locator('.pr-reset').isVisible(), false, 'no Reset progress under a run-time');
    // The next exercise answered wrong: the score stays.
    await frame.locator('.pr-set-next').click();
    await frame.locator('.practice.task-window g.node').first().waitFor({ timeout: 20_000 });
    await page.evaluate(() => lms.submit({ outcome: 'fail_high', value: 99 }));
    await page.waitForFunction(() => lms.answers.length === 2, null, { timeout: 10_000 });
    await page.waitForFunction(() => lms.sets.filter(([e]) => e === 'cmi.core.score.raw').length >= 2);
    assert.equal(Number(await page.evaluate(() => lms.last('cmi.core.score.raw'))), 50);
    clean();
    await context.close();
    // The package opened on its own (nothing is recorded) keeps the button.
    const alone = await browser.newContext();
    const p2 = await alone.newPage();
    await p2.goto(server.url + 'pkg/index.html');
    await p2.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
    assert.equal(await p2.locator('.pr-reset').isVisible(), true);
    await alone.close();
  } finally {
    await server.close();
  }
});

/** The SPLICE host page in a fresh context (nothing stored), with `saved` as its state. */
async function spliceHost(saved = null) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const rec = watch(page, (u) => u.startsWith(site.url) || u.startsWith(hosts.url) || u === 'about:srcdoc');
  await page.goto(hosts.url + 'splice-host.html');
  if (saved) await page.evaluate((st) => (host.saved = st), saved);
  return { page, context, ...rec };
}

async function launchIn(page, src) {
  await page.evaluate((u) => host.launch(u), src);
  const frame = page.frameLocator('#content');
  await frame.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => host.log.some((m) => m.data?.subject === 'SPLICE.getState'));
  return frame;
}

const src = (again, extra = '') => `${site.url}index.html?again=${again}#mode=practice&ex=${EX}&embed=1${extra}`;
/** The attempt log in the exercise's frame (its origin's localStorage). */
const frameLog = (page) =>
  page
    .frames()
    .find((f) => f.url().startsWith(site.url))
    .evaluate(
      (k) =>
        (localStorage.getItem(k) ?? '')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      LOG,
    );

test('SPLICE: Show answer alone reports 0 and a state that shows the answer again', async () => {
  const first = await spliceHost();
  const frame = await launchIn(first.page, src(1));
  await frame.locator('.pr-show').click();
  await first.page.waitForFunction(() => host.reports.length === 1);
  const { score, state } = await first.page.evaluate(() => host.reports[0]);
  assert.deepEqual([score, state.revealed, state.correct], [0, true, false]);
  await first.context.close();
  first.clean();
  const second = await spliceHost(state);
  const f2 = await launchIn(second.page, src(2));
  await f2
    .locator('.pr-score')
    .filter({ hasText: /^Answer: / })
    .waitFor({ timeout: 10_000 });
  assert.equal(await second.page.evaluate(() => host.reports.length), 0, 'a restore is no new report');
  await f2.locator('.pr-check').click();
  const empty = f2.locator('.pr-empty-yes');
  if (await empty.isVisible()) await empty.click();
  await f2.locator('.pr-score').filter({ hasText: 'The answer was shown: this check scores 0.' }).waitFor();
  await second.page.waitForFunction(() => host.reports.length === 1);
  assert.equal(await second.page.evaluate(() => host.reports[0].score), 0);
  await second.context.close();
  second.clean();
});

test("SPLICE: the reasons a state is not restored are in the page's language", async () => {
  const first = await spliceHost();
  await launchIn(first.page, src(1));
  await first.page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['1'] } }));
  await first.page.waitForFunction(() => host.reports.length === 1);
  const saved = await first.page.evaluate(() => host.saved);
  await first.context.close();
  first.clean();
  for (const [state, german] of [
    [{ ...saved, id: 'ex:00000000' }, 'gehört zu einer anderen Aufgabe'],
    [{ ...saved, attempts: 1e300 }, 'keine ganze Zahl von 0 bis 10000'],
    [{ ...saved, format: 'other' }, 'stammt nicht von dieser Seite'],
    [{ ...saved, pad: 'x'.repeat(70_000) }, 'zu groß'],
    [{ ...saved, log: 'x' }, 'keine Liste'],
  ]) {
    const ctx = await spliceHost(state);
    const frame = await launchIn(ctx.page, src(2, '&lang=de'));
    const line = frame.locator('#practice-area .message').filter({ hasText: 'nicht wiederhergestellt' });
    await line.waitFor({ timeout: 10_000 });
    assert.match(await line.textContent(), new RegExp(german));
    await ctx.context.close();
    ctx.clean();
  }
});

test('SPLICE: a restored state brings every attempt record into an empty log, once', async () => {
  const first = await spliceHost();
  await launchIn(first.page, src(1));
  for (const [i, answer] of [{ pruned: ['1'] }, { pruned: [] }, { pruned: ['2'] }].entries()) {
    await first.page.evaluate((a) => host.fromHost({ type: 'gametree-submit', answer: a }), answer);
    await first.page.waitForFunction((n) => host.reports.length === n, i + 1);
  }
  const made = await frameLog(first.page);
  assert.equal(made.length, 3);
  const saved = await first.page.evaluate(() => host.saved);
  await first.context.close();
  first.clean();
  // Another browser (nothing stored): the log gets the three checks, not a fourth for the restore.
  const second = await spliceHost(saved);
  const frame = await launchIn(second.page, src(2));
  await frame.locator('.pr-score').filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
  assert.deepEqual(await frameLog(second.page), made);
  // Restored again in the same browser: still the three.
  await second.page.evaluate(() => (host.log = []));
  const again = await launchIn(second.page, src(3));
  await again.locator('.pr-score').filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
  assert.deepEqual(await frameLog(second.page), made);
  await second.context.close();
  second.clean();
});
