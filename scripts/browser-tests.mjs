#!/usr/bin/env node
// Runs the browser tests (tests/browser/**/*.test.mjs, at any depth) on parallel workers.
// Each worker has one Chromium (playwright-core's launchServer) and one static server of the
// built site, both reused by every test file it runs: a file connects to them through the
// environment (tests/browser/support/helpers.mjs) and gets fresh contexts, so files stay independent
// and their order does not matter. A file runs in a `node --test` process of its own, one at
// a time per worker; the files wait in one queue, longest first by their measured cost
// (tests/browser/support/weights.json), so the workers end at about the same time.
//
//   node scripts/browser-tests.mjs [FILE|FOLDER ...] [--workers N] [--write-weights]
//
// FOLDER: every test file under it (tests/browser/practice, say); no argument: all of
// tests/browser. --workers: default 2 (BROWSER_WORKERS), at most the number of files.
// --write-weights: the measured seconds of each file into tests/browser/support/weights.json.
// Each file's TAP output is kept in target/browser-tests/ (BROWSER_TEST_LOGS: another folder;
// the figures some tests print);
// a failing file's is printed too. The last lines are node's test runner's summary
// ("# pass N", "# fail N") for the whole run; the exit status is 1 if any test failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions, SHARED, serveDist } from '../tests/browser/support/helpers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEIGHTS = join(ROOT, 'tests/browser/support/weights.json');
const LOGS = resolve(process.env.BROWSER_TEST_LOGS ?? join(ROOT, 'target/browser-tests'));
/** No test file may wait for ever: `node --test` (Node 20) applies --test-timeout to a file's
 *  whole run, so this is a file's bound: 15 minutes, well above the slowest file on a busy
 *  2-core machine (about 5 minutes). A safety net, not a wait. */
const FILE_TIMEOUT_MS = 900_000;

const argv = process.argv.slice(2);
const flag = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return null;
  const [, value] = argv.splice(i, 2);
  return value;
};
const writeWeights = argv.includes('--write-weights') && argv.splice(argv.indexOf('--write-weights'), 1);
const wantWorkers = Number(flag('--workers') ?? process.env.BROWSER_WORKERS ?? Math.min(2, availableParallelism()));
if (!Number.isInteger(wantWorkers) || wantWorkers < 1) {
  console.error(`browser-tests: --workers must be a whole number of 1 or more, not '${wantWorkers}'`);
  process.exit(2);
}

/** The test files under `path` (a file or a folder), at any depth; support/ and hosts/ hold none. */
function testFiles(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) {
    console.error(`browser-tests: no file or folder '${path}'`);
    process.exit(2);
  }
  if (info.isFile()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? testFiles(join(path, e.name)) : e.name.endsWith('.test.mjs') ? [join(path, e.name)] : []));
}

const files = [...new Set((argv.length ? argv : ['tests/browser']).flatMap((p) => testFiles(resolve(p))))].map((f) => relative(ROOT, f));
if (files.length === 0) {
  console.log('browser-tests: no test files');
  process.exit(0);
}
const dist = resolve(process.env.DIST ?? 'dist');
if (!statSync(join(dist, 'index.html'), { throwIfNoEntry: false })) {
  console.error(`browser-tests: ${relative(ROOT, dist) || dist}/index.html is missing: build the site first (npm run build)`);
  process.exit(1);
}

let weights = {};
try {
  weights = JSON.parse(readFileSync(WEIGHTS, 'utf8'));
} catch {
  // none yet: every file weighs the same
}
// A file not measured yet (a new one) goes early: as heavy as the heaviest quarter.
const known = Object.values(weights).sort((a, b) => a - b);
const unknownWeight = known.length ? known[Math.floor(known.length * 0.75)] : 1;
const weightOf = (f) => weights[f] ?? unknownWeight;
const queue = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
const workerCount = Math.min(wantWorkers, files.length);

mkdirSync(LOGS, { recursive: true });
const results = [];
const children = new Set();
const started = Date.now();

/** One worker: its Chromium and server, then files from the queue until it is empty. */
async function worker(id) {
  const site = await serveDist(dist);
  let browser = null;
  const ensureBrowser = async () => {
    // A file that brought the browser down (a crash) does not take the next files with it.
    if (!browser?.process() || browser.process().exitCode !== null) browser = await chromium.launchServer(launchOptions());
    return browser;
  };
  try {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const server = await ensureBrowser();
      results.push(await runFile(file, id, { [SHARED.browser]: server.wsEndpoint(), [SHARED.site]: site.url, [SHARED.dir]: dist }));
    }
  } finally {
    await browser?.close().catch(() => {});
    await site.close();
  }
}

/** Runs one file in `node --test`; its counts from the TAP summary. */
function runFile(file, id, env) {
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--test', `--test-timeout=${FILE_TIMEOUT_MS}`, '--test-reporter=tap', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = (Date.now() - t0) / 1000;
      const count = (k) => Number(out.match(new RegExp(`^# ${k} (\\d+)$`, 'm'))?.[1] ?? 0);
      const r = {
        file,
        seconds,
        tests: count('tests'),
        pass: count('pass'),
        fail: count('fail'),
        cancelled: count('cancelled'),
        skipped: count('skipped'),
        todo: count('todo'),
      };
      // A process that ended badly without a failing test (a crash before any test) is a failure too.
      r.ok = code === 0 && r.fail === 0 && r.cancelled === 0;
      if (!r.ok && r.fail === 0 && r.cancelled === 0) r.fail = 1;
      const log = join(LOGS, `${file.replace(/^tests\/browser\//, '').replaceAll('/', '__')}.tap`);
      writeFileSync(log, out);
      const line = `${r.ok ? 'ok  ' : 'FAIL'} ${seconds.toFixed(1).padStart(6)} s  [${id}] ${file}  (${r.pass}/${r.tests} passed${signal ? `, ${signal}` : ''})`;
      if (r.ok) console.log(line);
      else console.log(`${line}\n${out.replace(/^/gm, '    | ')}\n    (the whole output: ${relative(ROOT, log)})`);
      done(r);
    });
  });
}

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(130);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`browser tests: ${files.length} files on ${workerCount} worker${workerCount > 1 ? 's' : ''} (one Chromium and one server each), longest first`);
await Promise.all(Array.from({ length: workerCount }, (_, i) => worker(i + 1)));
const wall = (Date.now() - started) / 1000;

const sum = (k) => results.reduce((a, r) => a + r[k], 0);
const slowest = [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
console.log('\nslowest files:');
for (const r of slowest) console.log(`  ${r.seconds.toFixed(1).padStart(6)} s  ${r.file}`);
const failed = results.filter((r) => !r.ok);
if (failed.length) console.log(`\nfailed files:\n${failed.map((r) => `  ${r.file}`).join('\n')}`);
console.log(`\n${files.length} files in ${wall.toFixed(1)} s (the files' own times add up to ${sum('seconds').toFixed(1)} s)`);

if (writeWeights) {
  const next = { ...weights };
  for (const r of results) next[r.file] = Math.round(r.seconds * 10) / 10;
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(WEIGHTS, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`weights written: ${relative(ROOT, WEIGHTS)}`);
}

// node --test's own closing lines, for the whole run (CI and the issue tracker read them).
for (const k of ['tests', 'pass', 'fail', 'cancelled', 'skipped', 'todo']) console.log(`# ${k} ${sum(k)}`);
console.log(`# duration_ms ${Math.round(wall * 1000)}`);
process.exit(failed.length ? 1 : 0);
