// SCORM packages of a two-exercise set, run in a real SCORM run-time: scorm-again's 1.2 and
// 2004 APIs in a host page that plays the learning system (hosts/scorm-host.html). The 1.2
// package comes from the page's "Download for a learning system", the 2004 one from
// `gametree scorm`; each is unzipped and served beside the host. The set is answered through
// the page (one right, one wrong), the run-time's score, status and suspend data are read
// back, and a relaunch with that suspend data resumes the progress. The manifests are checked
// element by element against what SCORM 1.2 and 2004 4th Edition require (their schemas
// cannot be fetched here).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { exerciseGenerate } from '../../../www/pkg-full/gametree.js';
import { gametree } from '../../support/cli.mjs';
import { GameTree } from '../support/core.mjs';
import { launchBrowser, serveDist } from '../support/helpers.mjs';
import { watch } from '../support/page.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = process.env.DIST ?? join(ROOT, 'dist');
const SET = 'prune.F2.s1.d2h3.random.v-9..9,prune.F2.s2.d2h3.good.v-5..5';
let site, browser, tmp;
const packages = {};

before(async () => {
  site = await serveDist(DIST);
  browser = await launchBrowser();
  tmp = mkdtempSync(join(tmpdir(), 'gametree-scorm-'));
  // SCORM 1.2: built by the page's button.
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const rec = watch(page, (u) => u.startsWith(site.url));
  await page.goto(`${site.url}index.html#mode=practice&set=${SET}`);
  await page.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
  await page.locator('.practice-lms > summary').click();
  await page.locator('.pr-scorm-version').selectOption('1.2');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.pr-scorm').click()]);
  const zip12 = join(tmp, 'page-scorm12.zip');
  await download.saveAs(zip12);
  rec.clean();
  await context.close();
  packages['1.2'] = readFileSync(zip12);
  // SCORM 2004: built by the CLI from the same site.
  const zip2004 = join(tmp, 'cli-scorm2004.zip');
  execFileSync(...gametree(['scorm', SET, '--version', '2004', '-o', zip2004, '--site', DIST]), { cwd: ROOT, stdio: 'pipe' });
  packages['2004'] = readFileSync(zip2004);
});
after(async () => {
  await browser?.close();
  await site?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const files = (v) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(packages[v]))));
const text = (v, name) => strFromU8(files(v)[name]);

/** The package unzipped under a fresh folder with the host page and scorm-again beside it. */
async function serveLms(version) {
  const dir = mkdtempSync(join(tmp, `lms-${version}-`));
  for (const [name, bytes] of Object.entries(files(version))) {
    const file = join(dir, 'pkg', name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  copyFileSync(fileURLToPath(new URL('hosts/scorm-host.html', import.meta.url)), join(dir, 'scorm-host.html'));
  copyFileSync(join(ROOT, 'node_modules/scorm-again/dist/scorm-again.min.js'), join(dir, 'scorm-again.min.js'));
  return serveDist(dir);
}

/** The right answer of exercise `i` of the set, from the core. */
function rightAnswer(i) {
  const ex = exerciseGenerate(SET.split(',')[i]);
  const g = GameTree.parse(ex.tree);
  try {
    return g.practiceExpected('prune', 'F2', { view: ex.spec.view });
  } finally {
    g.free();
  }
}
const WRONG = { pruned: ['1'] }; // the first move is always examined

async function session(server, version, init) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const rec = watch(page, (u) => u.startsWith(server.url));
  await page.goto(server.url + 'scorm-host.html');
  await page.evaluate(([v, i]) => lms.start(v, i, 'pkg/index.html'), [version, init]);
  const frame = page.frameLocator('#sco');
  await frame.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
  return { page, context, frame, ...rec };
}

const answered = (page, n) => page.waitForFunction((k) => lms.answers.length >= k, n, { timeout: 10_000 });

const EL = {
  1.2: { raw: 'cmi.core.score.raw', status: 'cmi.core.lesson_status', time: 'cmi.core.session_time', exit: 'cmi.core.exit', finish: 'LMSFinish' },
  2004: { raw: 'cmi.score.raw', status: 'cmi.success_status', time: 'cmi.session_time', exit: 'cmi.exit', finish: 'Terminate' },
};

/** What the learning system starts with: the manifest's mastery score, and a saved session. */
function initial(version, suspend) {
  const manifest = text(version, 'imsmanifest.xml');
  if (version === '1.2') {
    const mastery = /<adlcp:masteryscore>(\d+)<\/adlcp:masteryscore>/.exec(manifest)[1];
    return { student_data: { mastery_score: mastery }, ...(suspend ? { suspend_data: suspend, core: { entry: 'resume' } } : {}) };
  }
  const measure = /<imsss:minNormalizedMeasure>([\d.]+)<\/imsss:minNormalizedMeasure>/.exec(manifest)[1];
  return { scaled_passing_score: measure, ...(suspend ? { suspend_data: suspend, entry: 'resume' } : {}) };
}

for (const version of ['1.2', '2004']) {
  test(`SCORM ${version}: one right, one wrong → 50, failed; the suspend data resumes at exercise 2`, async () => {
    const server = await serveLms(version);
    try {
      const el = EL[version];
      const { page, context, frame, clean } = await session(server, version, initial(version));
      await page.evaluate((a) => lms.submit(a), rightAnswer(0));
      await answered(page, 1);
      assert.equal(await page.evaluate(() => lms.answers[0].correct), true);
      await frame.locator('.pr-set-next').click();
      await frame.locator('.pr-progress').filter({ hasText: 'Exercise 2 of 2' }).waitFor();
      await page.evaluate((a) => lms.submit(a), WRONG);
      await answered(page, 2);
      assert.equal(await page.evaluate(() => lms.answers[1].correct), false);
      await page.waitForFunction((e) => lms.last(e) === '50', el.raw);
      const cmi = await page.evaluate(
        (v) =>
          v === '1.2'
            ? {
                raw: lms.api.cmi.core.score.raw,
                min: lms.api.cmi.core.score.min,
                max: lms.api.cmi.core.score.max,
                status: lms.api.cmi.core.lesson_status,
                suspend: lms.api.cmi.suspend_data,
              }
            : {
                raw: lms.api.cmi.score.raw,
                scaled: lms.api.cmi.score.scaled,
                completion: lms.api.cmi.completion_status,
                status: lms.api.cmi.success_status,
                suspend: lms.api.cmi.suspend_data,
              },
        version,
      );
      assert.equal(Number(cmi.raw), 50);
      assert.equal(cmi.status, 'failed', 'below the mastery score with every exercise tried');
      if (version === '1.2') assert.deepEqual([Number(cmi.min), Number(cmi.max)], [0, 100]);
      else assert.deepEqual([Number(cmi.scaled), cmi.completion], [0.5, 'completed']);
      const saved = JSON.parse(cmi.suspend);
      assert.deepEqual([saved.d, saved.t, saved.at], [[0], [0, 1], 1]);
      assert.ok(cmi.suspend.length < 200, `compact suspend data (${cmi.suspend.length} characters)`);
      // Leaving the page ends the session: its time, suspend, finish.
      await page.evaluate(() => lms.leave());
      await page.waitForFunction((f) => lms.calls.includes(f), el.finish);
      const time = await page.evaluate((e) => lms.last(e), el.time);
      assert.match(time, version === '1.2' ? /^\d{4}:\d{2}:\d{2}\.\d{2}$/ : /^PT(\d+H)?(\d+M)?[\d.]+S$/);
      assert.equal(await page.evaluate((e) => lms.last(e), el.exit), 'suspend');
      clean();
      await context.close();

      // Relaunch with the suspend data: exercise 2, one done; now right → 100, passed.
      const again = await session(server, version, initial(version, cmi.suspend));
      await again.frame.locator('.pr-progress').filter({ hasText: 'Exercise 2 of 2 · 1 of 2 done' }).waitFor({ timeout: 10_000 });
      await again.page.evaluate((a) => lms.submit(a), rightAnswer(1));
      await answered(again.page, 1);
      await again.page.waitForFunction((e) => lms.last(e) === '100', el.raw);
      assert.equal(await again.page.evaluate((e) => lms.last(e), el.status), 'passed');
      assert.deepEqual(JSON.parse(await again.page.evaluate(() => lms.api.cmi.suspend_data)).d, [0, 1]);
      again.clean();
      await again.context.close();
    } finally {
      await server.close();
    }
  });
}

test('an API that throws or refuses: the page keeps working and says so in one line', async () => {
  const server = await serveLms('1.2');
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const rec = watch(page, (u) => u.startsWith(server.url));
    await page.goto(server.url + 'scorm-host.html');
    await page.evaluate(() => {
      window.API = {
        LMSInitialize: () => 'true',
        LMSGetValue: () => '',
        LMSSetValue: () => {
          throw new Error('the database is down');
        },
        LMSCommit: () => 'false',
        LMSFinish: () => 'true',
        LMSGetLastError: () => '101',
        LMSGetErrorString: () => 'General exception',
      };
      document.getElementById('sco').src = 'pkg/index.html';
    });
    const frame = page.frameLocator('#sco');
    await frame.locator('.practice g.node').first().waitFor({ timeout: 20_000 });
    await page.evaluate((a) => lms.submit(a), rightAnswer(0));
    await answered(page, 1);
    const note = await frame.locator('#practice-area .message').textContent();
    assert.match(note, /learning system did not take .*the database is down/);
    assert.doesNotMatch(note, /\n/);
    assert.match(await frame.locator('.pr-progress').textContent(), /1 of 2 done/);
    rec.clean();
    await context.close();
  } finally {
    await server.close();
  }
});

test('the manifests hold what SCORM 1.2 and 2004 4th Edition require', () => {
  for (const version of ['1.2', '2004']) {
    const names = Object.keys(files(version)).sort();
    assert.deepEqual(names, ['imsmanifest.xml', 'index.html', 'playground.html', 'set.txt']);
    const m = text(version, 'imsmanifest.xml');
    assert.match(m, /^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const root = /<manifest\b([^>]*)>/.exec(m)[1];
    assert.match(root, /\bidentifier="[A-Za-z_][\w.-]*"/, 'manifest@identifier is an xs:ID');
    assert.match(m, /<metadata>\s*<schema>ADL SCORM<\/schema>\s*<schemaversion>(1\.2|2004 4th Edition)<\/schemaversion>/);
    assert.match(m, /<organizations default="org-1">\s*<organization identifier="org-1">\s*<title>[^<]+<\/title>/);
    assert.match(m, /<item identifier="item-1" identifierref="sco-1"[^>]*>\s*<title>[^<]+<\/title>/);
    for (const f of ['index.html', 'playground.html', 'set.txt']) assert.match(m, new RegExp(`<file href="${f.replace('.', '\\.')}"/>`));
    if (version === '1.2') {
      assert.match(root, /xmlns="http:\/\/www\.imsproject\.org\/xsd\/imscp_rootv1p1p2"/);
      assert.match(root, /xmlns:adlcp="http:\/\/www\.adlnet\.org\/xsd\/adlcp_rootv1p2"/);
      assert.match(m, /<schemaversion>1\.2<\/schemaversion>/);
      assert.match(m, /<resource identifier="sco-1" type="webcontent" adlcp:scormtype="sco" href="index.html">/);
      assert.match(m, /<adlcp:masteryscore>80<\/adlcp:masteryscore>/);
    } else {
      assert.match(root, /xmlns="http:\/\/www\.imsglobal\.org\/xsd\/imscp_v1p1"/);
      assert.match(root, /xmlns:adlcp="http:\/\/www\.adlnet\.org\/xsd\/adlcp_v1p3"/);
      assert.match(root, /xmlns:imsss="http:\/\/www\.imsglobal\.org\/xsd\/imsss"/);
      assert.match(m, /<schemaversion>2004 4th Edition<\/schemaversion>/);
      assert.match(m, /<resource identifier="sco-1" type="webcontent" adlcp:scormType="sco" href="index.html">/);
      assert.match(
        m,
        /<imsss:primaryObjective objectiveID="mastery" satisfiedByMeasure="true">\s*<imsss:minNormalizedMeasure>0\.8<\/imsss:minNormalizedMeasure>/,
      );
    }
    // Balanced: every element opened is closed (a cheap well-formedness check).
    const opens = [...m.matchAll(/<([a-zA-Z][\w:]*)\b[^>]*?(\/?)>/g)].filter((x) => !x[2]).map((x) => x[1]);
    const closes = [...m.matchAll(/<\/([a-zA-Z][\w:]*)>/g)].map((x) => x[1]);
    assert.deepEqual(opens.sort(), closes.sort());
    // The launch page opens the practice page at the set, offline (no other host).
    const launch = text(version, 'index.html');
    assert.match(launch, new RegExp(`url=playground\\.html#mode=practice&amp;set=${SET.replace(/\./g, '\\.')}&amp;embed=1`));
    assert.doesNotMatch(text(version, 'playground.html'), /<script[^>]+src="https?:/);
  }
  // The page's package and the CLI's hold the same set and the same page.
  assert.equal(text('1.2', 'set.txt'), text('2004', 'set.txt'));
  assert.equal(text('1.2', 'playground.html'), readFileSync(join(DIST, 'playground.html'), 'utf8'));
});
