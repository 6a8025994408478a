// No grade without the work, in a package under scorm-again's SCORM 1.2 run-time
// (hosts/scorm-host.html): a student who only opens the package records nothing; in the
// default package Show answer is off; where a package leaves it on, Show answer then Check
// scores 0 and is not passed; a run-time that passes on no mastery score still gets passed
// or failed from the package's pass mark; and the package opened on its own says that the
// score is not being recorded. Under a SPLICE host (hosts/splice-host.html): work saved in one
// language restores in another, and the host's count of attempts holds in a browser with
// nothing stored (as a frame whose storage is blocked), while 1e300 attempts are refused.
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
const SET = 'prune.F2.s1.d2h3.random.v-9..9';
let browser, tmp, site, hosts;

before(async () => {
  browser = await launchBrowser();
  tmp = mkdtempSync(join(tmpdir(), 'gametree-grades-'));
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
async function serveLms(tag, args) {
  const zip = join(tmp, `${tag}.zip`);
  execFileSync(...gametree(['scorm', SET, '--version', '1.2', '-o', zip, '--site', DIST, ...args]), {
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
  writeFileSync(join(dir, 'favicon.ico'), ''); // a page opened at the top asks for one
  return serveDist(dir);
}

async function session(server, init = {}) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const rec = watch(page, (u) => u.startsWith(server.url));
  await page.goto(server.url + 'scorm-host.html');
  await page.evaluate((i) => lms.start('1.2', i, 'pkg/index.html'), init);
  const frame = page.frameLocator('#sco');
  await frame.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
  return { page, context, frame, ...rec };
}

test('a student who only opens the package and leaves records no score', async () => {
  const server = await serveLms('open', []);
  try {
    const { page, context, clean } = await session(server, { student_data: { mastery_score: '80' } });
    await page.evaluate(() => lms.leave());
    await page.waitForFunction(() => lms.calls.includes('LMSFinish'));
    assert.equal(await page.evaluate(() => lms.last('cmi.core.score.raw')), undefined);
    assert.notEqual(await page.evaluate(() => lms.last('cmi.core.lesson_status')), 'failed');
    clean();
    await context.close();
  } finally {
    await server.close();
  }
});

test('the default package keeps Show answer off; one that leaves it on scores Show answer then Check 0', async () => {
  const closed = await serveLms('default', []);
  try {
    const { frame, context, clean } = await session(closed, { student_data: { mastery_score: '80' } });
    await frame.locator('.pr-show').waitFor();
    assert.equal(await frame.locator('.pr-show').isDisabled(), true);
    clean();
    await context.close();
  } finally {
    await closed.close();
  }
  const open = await serveLms('always', ['--answers', 'always']);
  try {
    const { page, frame, context, clean } = await session(open, { student_data: { mastery_score: '80' } });
    await frame.locator('.pr-show').click();
    await frame.locator('.pr-check').click();
    await page.waitForFunction(() => lms.answers.length >= 1, null, { timeout: 10_000 });
    const detail = await page.evaluate(() => lms.answers[0]);
    assert.deepEqual([detail.correct, detail.score, detail.revealed], [false, 0, true]);
    await page.waitForFunction(() => lms.last('cmi.core.lesson_status') != null);
    assert.notEqual(await page.evaluate(() => lms.last('cmi.core.lesson_status')), 'passed');
    assert.equal(Number(await page.evaluate(() => lms.last('cmi.core.score.raw'))), 0);
    await frame.locator('.pr-score').filter({ hasText: 'The answer was shown: this check scores 0.' }).waitFor();
    clean();
    await context.close();
  } finally {
    await open.close();
  }
});

test("a run-time with no mastery score gets passed from the package's pass mark", async () => {
  const server = await serveLms('pass', ['--mastery', '100']);
  try {
    const { page, context, clean } = await session(server, {}); // no student_data.mastery_score (scormhost)
    const ex = JSON.parse(execFileSync(...gametree(['exercise', 'answer', SET]), { cwd: ROOT }).toString());
    await page.evaluate((a) => lms.submit(a), ex);
    await page.waitForFunction(() => lms.last('cmi.core.lesson_status') === 'passed', null, { timeout: 10_000 });
    clean();
    await context.close();
  } finally {
    await server.close();
  }
});

test('the package opened on its own says that the score is not being recorded', async () => {
  const server = await serveLms('alone', []);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const rec = watch(page, (u) => u.startsWith(server.url));
    await page.goto(server.url + 'pkg/index.html');
    await page.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
    await page.locator('#practice-area .message').filter({ hasText: 'your score is not being recorded' }).waitFor();
    rec.clean();
    await context.close();
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
  return frame;
}

const EX = 'prune.F2.s1.d2h3.random.v-9..9';

test('SPLICE: work saved in English restores in German', async () => {
  const src = (lang, again) => `${site.url}index.html?again=${again}#mode=practice&ex=${EX}&embed=1&lang=${lang}`;
  const first = await spliceHost();
  await launchIn(first.page, src('en', 1));
  await first.page.waitForFunction(() => host.log.some((m) => m.data?.subject === 'SPLICE.getState'));
  await first.page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['1'] } }));
  await first.page.waitForFunction(() => host.reports.length === 1);
  const saved = await first.page.evaluate(() => host.saved);
  await first.context.close();
  first.clean();
  const second = await spliceHost(saved);
  const frame = await launchIn(second.page, src('de', 2));
  await frame.locator('.pr-score').filter({ hasText: /\S/ }).waitFor({ timeout: 10_000 });
  assert.doesNotMatch((await frame.locator('#practice-area .message').textContent()) ?? '', /nicht wiederhergestellt|not restored/);
  await second.context.close();
  second.clean();
});

test("SPLICE: the host's count of attempts holds where nothing is stored; 1e300 is refused", async () => {
  const src = (again) => `${site.url}index.html?again=${again}#mode=practice&ex=${EX}&embed=1&fresh=1&attempts=2`;
  const first = await spliceHost();
  await launchIn(first.page, src(1));
  await first.page.waitForFunction(() => host.log.some((m) => m.data?.subject === 'SPLICE.getState'));
  await first.page.evaluate(() => host.fromHost({ type: 'gametree-submit', answer: { pruned: ['1'] } }));
  await first.page.waitForFunction(() => host.reports.length === 1);
  const saved = await first.page.evaluate(() => host.saved);
  assert.equal(saved.attempts, 1);
  await first.context.close();
  first.clean();
  // A new context: this browser has stored nothing, as a frame whose storage is blocked.
  const second = await spliceHost({ ...saved, attempts: 2 });
  const frame = await launchIn(second.page, src(2));
  await frame.locator('.pr-attempts').filter({ hasText: 'No attempts left' }).waitFor({ timeout: 10_000 });
  // Restoring showed the answer without a report: it was not a new check.
  assert.equal(await second.page.evaluate(() => host.reports.length), 0);
  await second.context.close();
  second.clean();
  const third = await spliceHost({ ...saved, attempts: 1e300 });
  const f3 = await launchIn(third.page, src(3));
  await f3.locator('#practice-area .message').filter({ hasText: 'not restored' }).waitFor({ timeout: 10_000 });
  await f3.locator('.pr-attempts').filter({ hasText: 'Attempt 1 of 2' }).waitFor();
  await third.context.close();
  third.clean();
});
