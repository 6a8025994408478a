#!/usr/bin/env node
// Browser benchmark of the playground (docs/benchmarks.md, "Browser"). Needs `npm run build`
// first (dist/ and www/pkg/). Measures, in one run:
//
//  1. F2 throughput (positions examined per second, full window) on generated trees (one
//     per --shapes DxH, default D x H), in --rounds R rounds (default 8; the first warms up
//     and is dropped; medians of the rest): native Rust (crate/examples/f2_throughput.rs:
//     the textbook recursive F2 and the counting path), then in one Chromium page the wasm
//     counting path (GameTree.count), a textbook JS F2 over typed arrays and a JS F2 over
//     one object per position ({value, children}). The JS F2s exist only here, as
//     baselines; the page never searches in JS. --wasm-variants NAME=DIR,... adds other
//     wasm-bindgen outputs to the same rounds; --throughput-only stops after this part.
//  2. Leaf edit -> recompute F0/F1/F2 -> repaint on a 3^6 tree (1093 positions), through
//     the page's own edit box: the median time to the end of the repaint and to the next
//     frame. (The page recomputes with counts() and the shown procedure's run() record.)
//  3. Page weight and load time: what a cold load of index.html fetches until the page is
//     ready (the network requests Chromium makes; HTML, CSS, JS, wasm, raw and gzip -9), what
//     loads later (the full core with a thesis procedure: choosing Scout; the other chunks
//     only practice, pathology, experiments or the plots load), and the time from navigation
//     to a ready page (median of 10 cold loads), served from 127.0.0.1. With `--before DIR`
//     the same on that build too, the cold loads of the two builds interleaved.
//     `--weight-only` runs this part alone; `--files` lists each file of the first load.
//  4. Experiment throughput in the Experiments panel's workers: random-permutation trees
//     of degree 3 and height 6 searched by F1 and F2, trees per second (wall time of the
//     run, tree generation included) and CPU time per tree, with 1 worker (?workers=1) and
//     with the page's default (one per hardware thread), beside `gametree experiment
//     --threads 1`, --exp-repeat N times interleaved (default 3). `--experiments-only`
//     runs this part alone.
//  5. The tree view (docs/benchmarks.md, "Tree view: edit, zoom, step"), on i.i.d. trees of
//     3^6, 4^6, 3^8, 10^5 and 7^6 positions' shapes at 1366x768, through the page's own
//     controls (generator form, edit box, zoom buttons, step buttons): edit -> repaint, one
//     zoom step per frame, one step forward / back; median and 95th percentile. With
//     `--before DIR` (a dist/ built from an earlier commit) the same runs on that build too,
//     in the same browser, so the two columns compare. A size written c10x5 is a regular
//     *-minimax tree of that shape (chance positions on the odd levels) opened from a link
//     with Star1 shown (docs/speed.md, "Chance positions: edits on 10^5 positions").
//  6. Star1 on chance positions (`--chance-only`, run alone): the regular *-minimax tree of
//     2^20 terminals of crate/examples/chance_speed.rs, native against the full wasm
//     module's counting path (GameTree.counts), CPU time per search, median of 3 rounds.
//  7. UCT (`--mcts-only`, run alone): 100,000 iterations on the uniform tree of 111,111
//     positions of crate/examples/mcts_speed.rs, native against the full wasm module's
//     GameTree.mcts (CPU time per run, median of 3 rounds, the same move and root W); then
//     the page's longest frame gap and longest task while the Monte Carlo box runs 100,000
//     iterations in its worker on a generated tree of 111,111 positions.
//
//   node scripts/bench-browser.mjs [--seconds S] [--degree D] [--height H] [--shapes 3x12,4x9,8x6]
//                                  [--exp-trees N] [--json FILE] [--before DIR] [--view-only] [--view-sizes 3x8,10x5]
//                                  [--view-repeat N] [--weight-only] [--files]   (big trees: --view-sizes 10x5,2x18,11x6;
//                                  c10x5: with chance positions)
//                                  [--rounds R] [--wasm-variants NAME=DIR,...] [--throughput-only]
//                                  [--experiments-only] [--exp-repeat N] [--after DIR] [--chance-only] [--mcts-only]
//
// Prints a table and writes bench-results/browser.json (or --json FILE).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { launchBrowser, serveDist } from '../tests/browser/support/helpers.mjs';
import { GameTree, initSync } from '../www/pkg/gametree.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const SECONDS = Number(arg('seconds', '2'));
const DEGREE = Number(arg('degree', '4'));
const HEIGHT = Number(arg('height', '9'));
const OUT = resolve(root, arg('json', 'bench-results/browser.json'));
const BEFORE = arg('before', null);
/** --after DIR: the build measured as "after" (default: dist/). */
const AFTER = resolve(arg('after', join(root, 'dist')));
const VIEW_ONLY = process.argv.includes('--view-only');
const WEIGHT_ONLY = process.argv.includes('--weight-only');
/** --files: part 3 also lists each file of the first load with its gzip size, largest first. */
const LIST_FILES = process.argv.includes('--files');
const EXPERIMENTS_ONLY = process.argv.includes('--experiments-only');

initSync({ module: readFileSync(join(root, 'www/pkg/gametree_bg.wasm')) });

/** A generated tree: i.i.d. values if the core has that generator, else the pi digits. */
function generated(degree, height, seed = 1) {
  for (const model of ['iid', 'pi']) {
    try {
      const t = GameTree.generate({ model, degree, height, seed, lo: -99, hi: 99 });
      const out = { model, text: t.text(), size: t.size() };
      t.free();
      return out;
    } catch {
      // the next model
    }
  }
  throw new Error('the core generates neither iid nor pi trees');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (x) => Math.round(x).toLocaleString('en');

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const stats = (xs) => (xs?.length ? { median: median(xs), p95: pct(xs, 95), n: xs.length } : null);

/**
 * The text of a regular *-minimax tree (Ballard 1983) of `height` levels below the root:
 * decision positions on the even levels, chance positions (equal probabilities) on the odd
 * ones, `degree` successors each, i.i.d. values in [-99, 99] (a fixed seed).
 */
function chanceTreeText(degree, height, seed = 1) {
  let s = seed >>> 0;
  const value = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) % 199) - 99;
  const level = (d) => {
    if (d === height) return String(value());
    const kids = Array.from({ length: degree }, () => level(d + 1)).join(' ');
    return d % 2 ? `[${kids}]` : `(${kids})`;
  };
  return level(0);
}

/** The tree view's timings on one build (`dir`) for one uniform i.i.d. tree (from the generator
 *  form, F2 shown), or with `chance` a regular *-minimax tree of that shape (from a link, Star1 shown). */
async function viewBench(browser, dir, degree, height, chance = false) {
  const server = await serveDist(dir);
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const pg = await ctx.newPage();
  let t0;
  if (chance) {
    const link = `#tz=${deflateRawSync(Buffer.from(chanceTreeText(degree, height))).toString('base64url')}&proc=star1`;
    t0 = Date.now();
    await pg.goto(`${server.url}index.html${link}`);
    // Done when Star1's summary of the tree is shown and no search is left (data-busy).
    await pg.waitForFunction(
      () => /^Star1: value /.test(document.getElementById('summary')?.textContent ?? '') && !document.documentElement.dataset.busy,
      null,
      {
        timeout: 120_000,
      },
    );
  } else {
    await pg.goto(`${server.url}index.html#proc=F2`);
    await pg.waitForSelector('html[data-ready=true]', { state: 'attached' });
    const before = await pg.locator('#summary').textContent();
    t0 = Date.now();
    await pg.evaluate(
      ({ degree, height }) => {
        const f = document.getElementById('gen-form');
        f.elements.namedItem('model').value = 'iid';
        f.elements.namedItem('model').dispatchEvent(new Event('change'));
        for (const [k, v] of Object.entries({ degree, height, seed: 1, lo: -99, hi: 99 })) f.elements.namedItem(k).value = String(v);
        f.requestSubmit();
      },
      { degree, height },
    );
    // Done when the summary is the new tree's and no search is left in the run worker (data-busy).
    await pg.waitForFunction((b) => document.getElementById('summary').textContent !== b && !document.documentElement.dataset.busy, before, {
      timeout: 120_000,
    });
  }
  const openMs = Date.now() - t0;
  const drawn = await pg.evaluate(() => {
    const box = document.querySelector('#tree-host [data-testid=tree]');
    if (box?.treeView) return box.treeView.mode;
    return document.querySelectorAll('#tree-host .node').length ? 'svg' : 'none';
  });
  // The first terminal, from the keyboard: t focuses the tree (the root), then down.
  await pg.keyboard.press('t');
  for (let i = 0; i < height; i++) await pg.keyboard.press('ArrowDown');
  const big = degree ** height > 50_000;
  const out = await pg.evaluate(
    async ({ rounds, height }) => {
      const frame = () => new Promise((ok) => requestAnimationFrame(ok));
      const host = document.getElementById('tree-host');
      const settle = () => host.getBoundingClientRect() && document.body.offsetHeight; // style and layout
      const r = { edit: [], shown: [], zoom: [], zoomFrame: [], fwd: [], back: [] };
      const input = document.getElementById('sel-value');
      const form = document.getElementById('edit-form');
      if (input && !input.closest('[hidden]')) {
        for (let i = 0; i < rounds; i++) {
          await frame();
          input.value = String(((i * 37) % 199) - 99);
          const t = performance.now();
          form.requestSubmit();
          settle();
          r.edit.push(performance.now() - t);
          // Until the edited tree's figures are painted: from 150,000 positions the searches run
          // in the run worker (the page's thread is free meanwhile), then the page repaints.
          while (document.documentElement.dataset.busy) await frame();
          settle();
          r.shown.push(performance.now() - t);
        }
      }
      // Zoom: one step per frame, in and out, for 30 frames; the frame interval says whether the
      // browser kept up (16.7 ms at 60 Hz).
      await frame();
      let last = performance.now();
      for (let i = 0; i < 30; i++) {
        await frame();
        const now = performance.now();
        if (i > 0) r.zoomFrame.push(now - last);
        last = now;
        const t = performance.now();
        document.getElementById(i % 2 ? 'zoom-out' : 'zoom-in').click();
        settle();
        r.zoom.push(performance.now() - t);
      }
      // Steps: from step 0, forward then back.
      const fwd = document.getElementById('step-forward');
      document.getElementById('step-first').click();
      for (let w = 0; w < 50 && fwd.disabled; w++) await new Promise((ok) => setTimeout(ok, 50));
      if (!fwd.disabled) {
        for (let i = 0; i < 4 * height; i++) fwd.click(); // into the tree, past the first terminals
        for (const [btn, into] of [
          [fwd, r.fwd],
          [document.getElementById('step-back'), r.back],
        ]) {
          for (let i = 0; i < rounds; i++) {
            await frame();
            const t = performance.now();
            btn.click();
            settle();
            into.push(performance.now() - t);
          }
        }
      }
      return r;
    },
    { rounds: big ? 11 : 21, height },
  );
  await ctx.close();
  await server.close();
  return { drawn, openMs, raw: out };
}

// --view-sizes 3x8,10x5 measures only those (degree x height); a leading c (c10x5) a regular
// *-minimax tree of that shape with chance positions on the odd levels.
const VIEW_SIZES = arg('view-sizes', '3x6,4x6,3x8,10x5,7x6')
  .split(',')
  .map((x) => [...x.replace(/^c/, '').split('x').map(Number), x.startsWith('c')]);

/** --view-repeat N: each build is measured N times, alternately (before, after, before, ...), and
 *  the samples pooled, so a burst of load on a shared machine falls on both builds. */
const VIEW_REPEAT = Math.max(1, Number(arg('view-repeat', '1')));

/** The pooled samples of several viewBench runs as {drawn, openMs, edit, zoom, ...} statistics. */
function pooled(runs) {
  const all = (k) => runs.flatMap((r) => r.raw[k]);
  return {
    drawn: runs[0].drawn,
    openMs: median(runs.map((r) => r.openMs)),
    runs: runs.length,
    edit: stats(all('edit')),
    shown: stats(all('shown')),
    zoom: stats(all('zoom')),
    zoomFrame: stats(all('zoomFrame')),
    stepForward: stats(all('fwd')),
    stepBack: stats(all('back')),
  };
}

async function viewBenchAll(browser) {
  const rows = [];
  for (const [d, h, chance] of VIEW_SIZES) {
    const positions = (d ** (h + 1) - 1) / (d - 1);
    console.error(`bench: tree view, ${d}^${h}${chance ? ' with chance positions' : ''} (${fmt(positions)} positions)`);
    const after = [];
    const before = [];
    for (let i = 0; i < VIEW_REPEAT; i++) {
      if (BEFORE) before.push(await viewBench(browser, resolve(BEFORE), d, h, chance));
      after.push(await viewBench(browser, AFTER, d, h, chance));
    }
    const row = { degree: d, height: h, chance, positions, after: pooled(after) };
    if (BEFORE) row.before = pooled(before);
    rows.push(row);
  }
  return rows;
}

function printView(rows) {
  const c = (s) => (s ? `${s.median.toFixed(1)} / ${s.p95.toFixed(1)}` : 'n/a');
  console.log(
    "Tree view at 1366x768 (ms, median / p95): edit -> repaint (the page's thread; from 150,000 positions the searches follow in the run worker), edit -> the new figures shown, zoom (sync), zoom frame interval, step forward, step back",
  );
  for (const r of rows) {
    for (const which of ['before', 'after']) {
      const v = r[which];
      if (!v) continue;
      console.log(
        `  ${`${r.chance ? 'c' : ''}${r.degree}^${r.height}`.padEnd(6)} ${fmt(r.positions).padStart(9)} ${which.padEnd(6)} ${v.drawn.padEnd(6)} open ${fmt(v.openMs)} | edit ${c(v.edit)} | shown ${c(v.shown)} | zoom ${c(v.zoom)} | frame ${c(v.zoomFrame)} | fwd ${c(v.stepForward)} | back ${c(v.stepBack)}`,
      );
    }
  }
}

if (VIEW_ONLY) {
  const browser = await launchBrowser();
  const rows = await viewBenchAll(browser);
  await browser.close();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ date: new Date().toISOString(), view: rows }, null, 2) + '\n');
  printView(rows);
  process.exit(0);
}

if (WEIGHT_ONLY) {
  const browser = await launchBrowser();
  const load = await loadBench(browser);
  await browser.close();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ date: new Date().toISOString(), load }, null, 2) + '\n');
  printLoad(load);
  process.exit(0);
}

if (EXPERIMENTS_ONLY) {
  const browser = await launchBrowser();
  const server = await serveDist(AFTER);
  // With --before DIR, that build's panel is measured too, in the same repeats.
  const beforeServer = BEFORE ? await serveDist(resolve(BEFORE)) : null;
  const experiment = await experimentBench(browser, server, Number(arg('exp-trees', '6000')), beforeServer);
  await server.close();
  await beforeServer?.close();
  await browser.close();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ date: new Date().toISOString(), experiment }, null, 2) + '\n');
  printExperiment(experiment);
  process.exit(0);
}

// --- 6. Star1 on chance positions: wasm against native -------------------------------------

/**
 * Star1 (Ballard 1983) on the regular *-minimax tree of 2^20 terminals that
 * crate/examples/chance_speed.rs makes (it writes the tree's text and times the native
 * search), then in one Chromium page the full module's counting path on the same text
 * (GameTree.counts(['star1'], {range}), one call per search), CPU time of the page's thread
 * as the throughput part measures it. Rounds alternate native and wasm; the first warms up.
 */
async function chanceBench() {
  const work = mkdtempSync(join(tmpdir(), 'bench-chance-'));
  const treeFile = join(work, 'tree.txt');
  spawnSync('cargo', ['build', '--quiet', '--release', '-p', 'gametree', '--example', 'chance_speed'], { cwd: root, stdio: 'inherit' });
  const exe = join(process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target'), 'release/examples/chance_speed');
  const native = () => {
    const r = spawnSync(exe, ['--write', treeFile, String(SECONDS)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (r.status !== 0) throw new Error(`chance_speed failed (${r.status})`);
    return JSON.parse(r.stdout.trim().split('\n').pop());
  };
  const first = native();
  mkdirSync(join(work, 'pkg'));
  for (const f of ['gametree.js', 'gametree_bg.wasm']) copyFileSync(join(root, 'www/pkg-full', f), join(work, 'pkg', f));
  writeFileSync(join(work, 'index.html'), '<!doctype html><meta charset="utf-8"><title>bench</title>');
  const browser = await launchBrowser();
  const server = await serveDist(work);
  const page = await browser.newPage();
  await page.goto(server.url);
  const text = readFileSync(treeFile, 'utf8');
  await page.evaluate(async (text) => {
    const m = await import('./pkg/gametree.js');
    await m.default();
    const tree = m.GameTree.parse(text);
    globalThis.star1 = () => tree.counts(['star1'], { range: '0..25600' }).star1;
  }, text);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((x) => x.name === 'ThreadTime').value;
  const wasm = async () => {
    const times = [];
    let r;
    const t0 = Date.now();
    while (times.length === 0 || Date.now() - t0 < SECONDS * 1000) {
      const c0 = await threadTime();
      r = await page.evaluate(() => globalThis.star1());
      times.push((await threadTime()) - c0);
    }
    times.sort((a, b) => a - b);
    return {
      value: String(r.value),
      examined: r.counts.positions,
      examinedTerminals: r.counts.terminals,
      searches: times.length,
      medianSeconds: times[times.length >> 1],
    };
  };
  const rounds = [];
  for (let i = 0; i < 4; i++) {
    console.error(`bench: chance round ${i + 1}/4${i === 0 ? ' (warm-up)' : ''}`);
    const n = i === 0 ? first : native();
    const w = await wasm();
    if (w.value !== n.value || w.examined !== n.examined) throw new Error(`native and wasm differ: ${JSON.stringify({ n, w })}`);
    if (i > 0) rounds.push({ native: n.median_seconds, wasm: w.medianSeconds, ratio: n.median_seconds / w.medianSeconds });
  }
  await server.close();
  await browser.close();
  rmSync(work, { recursive: true, force: true });
  const med = (f) => rounds.map(f).sort((a, b) => a - b)[rounds.length >> 1];
  return {
    positions: first.positions,
    terminals: first.terminals,
    value: first.value,
    examined: first.examined,
    examinedTerminals: first.examined_terminals,
    nativeSeconds: med((r) => r.native),
    wasmSeconds: med((r) => r.wasm),
    wasmOverNative: med((r) => r.ratio),
    rounds,
  };
}

// --- 7. UCT: wasm against native, and the page's frames during a worker run ----------------

/**
 * UCT (Browne et al. 2012, Algorithm 2) on the uniform tree of degree 10 and height 5 (111,111
 * positions) that crate/examples/mcts_speed.rs makes (it writes the tree's text and times the
 * native run): 100,000 iterations with seed 7, then in one Chromium page the full module's
 * GameTree.mcts on the same text and options, CPU time of the page's thread. Rounds alternate
 * native and wasm; the first warms up; the two runs must give the same move and root W.
 */
async function mctsBench() {
  const work = mkdtempSync(join(tmpdir(), 'bench-mcts-'));
  const treeFile = join(work, 'tree.txt');
  const ITERATIONS = 100_000;
  spawnSync('cargo', ['build', '--quiet', '--release', '-p', 'gametree', '--example', 'mcts_speed'], { cwd: root, stdio: 'inherit' });
  const exe = join(process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target'), 'release/examples/mcts_speed');
  const native = () => {
    const r = spawnSync(exe, ['--write', treeFile, String(SECONDS), String(ITERATIONS)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (r.status !== 0) throw new Error(`mcts_speed failed (${r.status})`);
    return JSON.parse(r.stdout.trim().split('\n').pop());
  };
  const first = native();
  mkdirSync(join(work, 'pkg'));
  for (const f of ['gametree.js', 'gametree_bg.wasm']) copyFileSync(join(root, 'www/pkg-full', f), join(work, 'pkg', f));
  writeFileSync(join(work, 'index.html'), '<!doctype html><meta charset="utf-8"><title>bench</title>');
  const browser = await launchBrowser();
  const server = await serveDist(work);
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.evaluate(
    async ({ text, iterations }) => {
      const m = await import('./pkg/gametree.js');
      await m.default();
      const tree = m.GameTree.parse(text);
      globalThis.uct = () => {
        const r = tree.mcts({ iterations, seed: 7 });
        return { best: r.best ?? -1, rootW: r.w[r.ids.indexOf(0)] };
      };
    },
    { text: readFileSync(treeFile, 'utf8'), iterations: ITERATIONS },
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((x) => x.name === 'ThreadTime').value;
  const wasm = async () => {
    const times = [];
    let r;
    const t0 = Date.now();
    while (times.length === 0 || Date.now() - t0 < SECONDS * 1000) {
      const c0 = await threadTime();
      r = await page.evaluate(() => globalThis.uct());
      times.push((await threadTime()) - c0);
    }
    times.sort((a, b) => a - b);
    return { ...r, runs: times.length, medianSeconds: times[times.length >> 1] };
  };
  const rounds = [];
  for (let i = 0; i < 4; i++) {
    console.error(`bench: mcts round ${i + 1}/4${i === 0 ? ' (warm-up)' : ''}`);
    const n = i === 0 ? first : native();
    const w = await wasm();
    if (w.best !== n.best || w.rootW !== n.root_w) throw new Error(`native and wasm differ: ${JSON.stringify({ n, w })}`);
    if (i > 0) rounds.push({ native: n.median_seconds, wasm: w.medianSeconds, ratio: n.median_seconds / w.medianSeconds });
  }
  await server.close();
  rmSync(work, { recursive: true, force: true });
  const frames = await mctsFrames(browser, ITERATIONS);
  await browser.close();
  const med = (f) => rounds.map(f).sort((a, b) => a - b)[rounds.length >> 1];
  return {
    positions: first.positions,
    iterations: ITERATIONS,
    nativeSeconds: med((r) => r.native),
    wasmSeconds: med((r) => r.wasm),
    wasmOverNative: med((r) => r.ratio),
    rounds,
    frames,
  };
}

/**
 * The page's frames while the Monte Carlo box runs `iterations` iterations in its worker on a
 * generated tree of 111,111 positions (degree 10, height 5): from the click on Run to the
 * result shown, the longest gap between animation frames and the longest task the page's
 * thread ran (PerformanceObserver 'longtask': tasks over 50 ms), and the progress shown.
 */
async function mctsFrames(browser, iterations) {
  const server = await serveDist(AFTER);
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${server.url}index.html#gen=model:iid,d:10,h:5,seed:1,lo:-1000,hi:1000`);
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 120_000 });
  await page.locator('#mcts-panel summary').click();
  await page.waitForSelector('#mcts-run');
  await page.locator('#mcts-iterations').fill(String(iterations));
  await page.waitForTimeout(1000); // the box's loading settles before the measurement
  await page.evaluate(() => {
    const m = { gap: 0, longest: 0, tasks: 0, progress: 0 };
    globalThis.__frames = m;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) {
        m.tasks += 1;
        m.longest = Math.max(m.longest, e.duration);
      }
    }).observe({ type: 'longtask' });
    const bar = document.getElementById('mcts-progress');
    new MutationObserver(() => (m.progress += 1)).observe(bar, { attributes: true, attributeFilter: ['value'] });
    let last = performance.now();
    const tick = (now) => {
      m.gap = Math.max(m.gap, now - last);
      last = now;
      if (!m.over) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    m.t0 = performance.now();
  });
  await page.locator('#mcts-run').click();
  await page.waitForFunction((n) => document.getElementById('mcts-status').textContent.includes(n), new Intl.NumberFormat('en').format(iterations), {
    timeout: 600_000,
  });
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)))); // the result painted
  const m = await page.evaluate(() => {
    const f = globalThis.__frames;
    f.over = true;
    return { ...f, ms: performance.now() - f.t0 };
  });
  await page.close();
  await server.close();
  return { iterations, positions: 111_111, longestFrameGapMs: m.gap, longestTaskMs: m.longest, longTasks: m.tasks, progressShown: m.progress, runMs: m.ms };
}

if (process.argv.includes('--mcts-only')) {
  const mcts = await mctsBench();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ date: new Date().toISOString(), mcts }, null, 2) + '\n');
  const f = mcts.frames;
  console.log(
    `UCT, ${fmt(mcts.iterations)} iterations (seed 7) on a uniform tree of ${fmt(mcts.positions)} positions: native ${(1e3 * mcts.nativeSeconds).toFixed(0)} ms, wasm ${(1e3 * mcts.wasmSeconds).toFixed(0)} ms CPU per run (${fmt(Math.round(mcts.iterations / mcts.nativeSeconds))} and ${fmt(Math.round(mcts.iterations / mcts.wasmSeconds))} iterations/s); wasm speed / native = ${mcts.wasmOverNative.toFixed(2)}`,
  );
  console.log(
    `The page during a worker run of ${fmt(f.iterations)} iterations on ${fmt(f.positions)} positions: longest gap between frames ${f.longestFrameGapMs.toFixed(0)} ms, longest task ${f.longestTaskMs.toFixed(0)} ms (${f.longTasks} tasks over 50 ms), progress shown ${f.progressShown} times, ${(f.runMs / 1e3).toFixed(2)} s in all`,
  );
  process.exit(0);
}

if (process.argv.includes('--chance-only')) {
  const chance = await chanceBench();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ date: new Date().toISOString(), chance }, null, 2) + '\n');
  console.log(
    `Star1, regular chance tree of ${fmt(chance.terminals)} terminals (${fmt(chance.positions)} positions; examines ${fmt(chance.examined)}, ${fmt(chance.examinedTerminals)} terminals; value ${chance.value}): native ${(1e3 * chance.nativeSeconds).toFixed(0)} ms, wasm ${(1e3 * chance.wasmSeconds).toFixed(0)} ms CPU per search; wasm speed / native = ${chance.wasmOverNative.toFixed(2)}`,
  );
  process.exit(0);
}

// --- 1. throughput --------------------------------------------------------------------

const work = mkdtempSync(join(tmpdir(), 'bench-browser-'));
// A folder with the wasm package(s) and an empty page, for the in-browser throughput runs.
// pkg/ is www/pkg; --wasm-variants NAME=DIR,... adds other wasm-bindgen outputs (other build
// profiles or wasm-opt flags), each in its own folder so that each is its own module
// instance, searched in the same page and the same rounds as the rest.
const VARIANTS = [['wasm', join(root, 'www/pkg')]];
for (const v of (arg('wasm-variants', '') || '').split(',').filter(Boolean)) {
  const [name, dir] = v.split('=');
  VARIANTS.push([name, resolve(dir)]);
}
VARIANTS.forEach(([, dir], i) => {
  mkdirSync(join(work, `pkg${i}`));
  for (const f of ['gametree.js', 'gametree_bg.wasm']) copyFileSync(join(dir, f), join(work, `pkg${i}`, f));
});
writeFileSync(join(work, 'index.html'), '<!doctype html><meta charset="utf-8"><title>bench</title>');
const browser = await launchBrowser();
const benchServer = await serveDist(work);
// Rounds: every contender runs once per round for SECONDS / ROUNDS (at least one search);
// the first round only warms up (JIT tiers, wasm's Liftoff -> TurboFan, caches) and is
// dropped. Figures are positions per second of CPU time (of the page's main thread, of
// native's thread), medians over the other rounds; a ratio is the median of its per-round
// ratios, so that load which comes and goes on a shared machine affects both sides alike.
const ROUNDS = Math.max(2, Number(arg('rounds', '8')));
const SLICE = SECONDS / ROUNDS;

// Native F2: built once, then run once per round between the browser's rounds.
spawnSync('cargo', ['build', '--quiet', '--release', '-p', 'gametree', '--example', 'f2_throughput'], { cwd: root, stdio: 'inherit' });
const NATIVE = join(process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target'), 'release/examples/f2_throughput');

/**
 * One shape, in ROUNDS rounds. A round: native (f2_throughput on the same tree file: the
 * textbook recursive F2 and the counting path, interleaved), then in one Chromium page the
 * wasm counting path (GameTree.count, one call per search, for every wasm variant), the JS
 * textbook F2 over typed arrays and the JS F2 over one object per position
 * ({value, children}), in an order that rotates from round to round.
 */
async function throughput(degree, height) {
  const big = generated(degree, height);
  console.error(`bench: tree ${big.model} degree ${degree} height ${height}: ${fmt(big.size)} positions`);
  const treeFile = join(work, 'tree.txt');
  writeFileSync(treeFile, big.text);

  const page = await browser.newPage();
  await page.goto(benchServer.url);
  const setup = await page.evaluate(
    async ({ text, variants }) => {
      const trees = [];
      for (let i = 0; i < variants; i++) {
        const m = await import(`./pkg${i}/gametree.js`);
        await m.default();
        trees.push(m.GameTree.parse(text));
      }
      const s = trees[0].shape();
      const n = s.parent.length;

      // The textbook recursive F2 over flat typed arrays of the same tree.
      const first = new Int32Array(n).fill(-1);
      const degree = Int32Array.from(s.degree);
      const f = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const p = s.parent[i];
        if (p >= 0 && first[p] < 0) first[p] = i;
        if (s.value[i] !== null) f[i] = s.depth[i] % 2 === 0 ? s.value[i] : -s.value[i];
      }
      let count = 0;
      function F2(p, alpha, beta) {
        count++;
        const d = degree[p];
        if (d === 0) return f[p];
        let m = alpha;
        const c = first[p];
        for (let i = 0; i < d; i++) {
          const t = -F2(c + i, -beta, -m);
          if (t > m) {
            m = t;
            if (m >= beta) break;
          }
        }
        return m;
      }

      // The way most visualizers hold a tree: one object per position.
      const nodes = Array.from({ length: n }, (_, i) => ({ value: s.value[i] === null ? 0 : s.depth[i] % 2 === 0 ? s.value[i] : -s.value[i], children: [] }));
      for (let i = 1; i < n; i++) nodes[s.parent[i]].children.push(nodes[i]);
      let countO = 0;
      function F2o(node, alpha, beta) {
        countO++;
        const c = node.children;
        if (c.length === 0) return node.value;
        let m = alpha;
        for (let i = 0; i < c.length; i++) {
          const t = -F2o(c[i], -beta, -m);
          if (t > m) {
            m = t;
            if (m >= beta) break;
          }
        }
        return m;
      }

      const kinds = {};
      trees.forEach((tree, i) => {
        kinds[`wasm${i}`] = () => {
          // counts(): the core's counting path (a build from before it, given by --wasm-variants, has count()).
          if (!tree.counts) {
            const r = tree.count('F2', '-inf', '+inf');
            return { value: r.value, positions: r.positions };
          }
          const r = tree.counts(['F2'], {}).F2;
          return { value: r.value, positions: r.counts.positions };
        };
      });
      kinds.js = () => {
        count = 0;
        const v = F2(0, -Infinity, Infinity);
        return { value: v, positions: count };
      };
      kinds.objects = () => {
        countO = 0;
        const v = F2o(nodes[0], -Infinity, Infinity);
        return { value: v, positions: countO };
      };
      // One slice: kind k for `seconds` of wall time (at least one search).
      globalThis.benchRun = (k, seconds) => {
        const run = kinds[k];
        let positions = 0;
        let searches = 0;
        let x;
        const t0 = performance.now();
        while (searches === 0 || performance.now() - t0 < seconds * 1000) {
          x = run();
          positions += x.positions;
          searches += 1;
        }
        return { value: x.value, positionsPerSearch: x.positions, searches, positions, seconds: (performance.now() - t0) / 1000 };
      };
      globalThis.benchDone = () => trees.forEach((t) => t.free());
      return { kinds: Object.keys(kinds) };
    },
    { text: big.text, variants: VARIANTS.length },
  );

  // The page's main thread CPU time (DevTools' Performance.getMetrics, ThreadTime): the
  // machine is shared, and the wall time of a slice includes the time other processes held
  // the core; native measures its thread's CPU time likewise (f2_throughput's cpu_ fields).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((x) => x.name === 'ThreadTime').value;
  async function benchRound(shift) {
    const out = {};
    for (let j = 0; j < setup.kinds.length; j++) {
      const k = setup.kinds[(j + shift) % setup.kinds.length];
      const c0 = await threadTime();
      const x = await page.evaluate(({ k, seconds }) => globalThis.benchRun(k, seconds), { k, seconds: SLICE });
      const cpu = (await threadTime()) - c0;
      out[k] = { ...x, cpuSeconds: cpu, positionsPerSecond: x.positions / cpu, wallPositionsPerSecond: x.positions / x.seconds };
    }
    return out;
  }

  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    console.error(`bench: ${degree}^${height} round ${r + 1}/${ROUNDS}${r === 0 ? ' (warm-up)' : ''}`);
    // f2_throughput splits its time among textbook, driver and counting: each gets SLICE.
    const nat = spawnSync(NATIVE, [treeFile, String(3 * SLICE)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (nat.status !== 0) throw new Error(`f2_throughput failed (${nat.status})`);
    const native = JSON.parse(nat.stdout.trim().split('\n').pop());
    const b = await benchRound(r);
    for (const k of setup.kinds) {
      if (b[k].positionsPerSearch !== b.wasm0.positionsPerSearch || b[k].value !== b.wasm0.value) {
        throw new Error(`${k} disagrees with the core: ${JSON.stringify(b)}`);
      }
    }
    if (native.positions_per_search !== b.wasm0.positionsPerSearch) {
      throw new Error(`native and wasm examine different numbers of positions: ${native.positions_per_search} vs ${b.wasm0.positionsPerSearch}`);
    }
    rounds.push({ native, browser: b });
  }
  await page.evaluate(() => globalThis.benchDone());
  await page.close();

  const timed = rounds.slice(1);
  const med = (f) => median(timed.map(f));
  const rate = (k) => (x) => x.browser[k].positionsPerSecond;
  const nat = (x) => x.native.cpu_positions_per_second;
  const variants = VARIANTS.map(([name], i) => {
    const w = rate(`wasm${i}`);
    return {
      name,
      positionsPerSecond: med(w),
      overNative: med((x) => w(x) / nat(x)),
      overJs: med((x) => w(x) / rate('js')(x)),
      overJsObjects: med((x) => w(x) / rate('objects')(x)),
      overFirst: med((x) => w(x) / rate('wasm0')(x)),
    };
  });
  const w = variants[0];
  return {
    model: big.model,
    degree,
    height,
    positions: big.size,
    positionsPerSearch: rounds[0].native.positions_per_search,
    rounds: timed.length,
    secondsPerRound: SLICE,
    nativeTextbookPositionsPerSecond: med((x) => x.native.cpu_textbook_positions_per_second),
    nativeCountingPositionsPerSecond: med(nat),
    wasmPositionsPerSecond: w.positionsPerSecond,
    jsPositionsPerSecond: med(rate('js')),
    jsObjectsPositionsPerSecond: med(rate('objects')),
    wasmOverNative: w.overNative,
    wasmOverNativeTextbook: med((x) => rate('wasm0')(x) / x.native.cpu_textbook_positions_per_second),
    wasmOverJs: w.overJs,
    wasmOverJsObjects: w.overJsObjects,
    variants,
    perRound: rounds.map((x) => ({
      native: nat(x),
      nativeTextbook: x.native.cpu_textbook_positions_per_second,
      nativeWall: x.native.positions_per_second,
      ...Object.fromEntries(setup.kinds.map((k) => [k, x.browser[k].positionsPerSecond])),
      ...Object.fromEntries(setup.kinds.map((k) => [`${k}Wall`, x.browser[k].wallPositionsPerSecond])),
    })),
  };
}

function printThroughput(shapes) {
  console.log(
    `F2 throughput (full window), positions per CPU second, medians of ${shapes[0]?.rounds} rounds after a warm-up; ratios are the medians of the per-round ratios of the wasm counting path over each:`,
  );
  console.log('  shape   positions  native textbook  native counting  wasm counting  JS typed arrays  JS objects   w/nat  w/JS  w/obj');
  for (const T of shapes) {
    console.log(
      `  ${`${T.degree}^${T.height}`.padEnd(6)} ${fmt(T.positions).padStart(10)} ${fmt(T.nativeTextbookPositionsPerSecond).padStart(16)} ${fmt(T.nativeCountingPositionsPerSecond).padStart(16)} ${fmt(T.wasmPositionsPerSecond).padStart(14)} ${fmt(T.jsPositionsPerSecond).padStart(16)} ${fmt(T.jsObjectsPositionsPerSecond).padStart(11)}  ${T.wasmOverNative.toFixed(2).padStart(5)} ${T.wasmOverJs.toFixed(2).padStart(5)} ${T.wasmOverJsObjects.toFixed(1).padStart(6)}`,
    );
    if (T.variants.length > 1) {
      for (const v of T.variants) {
        console.log(
          `      ${v.name.padEnd(16)} ${fmt(v.positionsPerSecond).padStart(14)}  / ${T.variants[0].name} ${v.overFirst.toFixed(3)}  / native ${v.overNative.toFixed(2)}  / JS ${v.overJs.toFixed(2)}  / objects ${v.overJsObjects.toFixed(1)}`,
        );
      }
    }
  }
}

const SHAPES = arg('shapes', `${DEGREE}x${HEIGHT}`)
  .split(',')
  .map((x) => x.split('x').map(Number));
const shapes = [];
for (const [d, h] of SHAPES) shapes.push(await throughput(d, h));
await benchServer.close();

// --throughput-only: part 1 alone (for comparing wasm builds; needs www/pkg, not dist/).
if (process.argv.includes('--throughput-only')) {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ date: new Date().toISOString(), throughput: shapes }, null, 2) + '\n');
  printThroughput(shapes);
  console.error(`bench: wrote ${OUT}`);
  process.exit(0);
}

// --- 2. edit -> repaint ---------------------------------------------------------------

const server = await serveDist(join(root, 'dist'));
const small = generated(3, 6);
console.error(`bench: edit -> repaint on a 3^6 tree (${small.size} positions, ${small.model})`);
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const pg = await ctx.newPage();
await pg.goto(`${server.url}index.html#tree=${small.text}&proc=F2`);
await pg.waitForSelector('html[data-ready=true]', { state: 'attached' });
// Select the first terminal from the keyboard: t focuses the tree (the root), then 6 x down.
await pg.keyboard.press('t');
for (let i = 0; i < 6; i++) await pg.keyboard.press('ArrowDown');
const edit = await pg.evaluate(async (rounds) => {
  const input = document.getElementById('sel-value');
  const form = document.getElementById('edit-form');
  const svg = document.querySelector('#tree-host [data-testid=tree]');
  const frame = () => new Promise((ok) => requestAnimationFrame(() => ok()));
  const repaint = [];
  const toFrame = [];
  for (let i = 0; i < rounds; i++) {
    await frame();
    input.value = String(((i * 37) % 199) - 99);
    const t0 = performance.now();
    form.requestSubmit(); // the page's own handler: core edit, counts(), F2's run() record, paint
    svg.getBoundingClientRect(); // style and layout
    const t1 = performance.now();
    await frame();
    toFrame.push(performance.now() - t0);
    repaint.push(t1 - t0);
  }
  return { repaint, toFrame };
}, 41);
await ctx.close();

// --- 4. experiments in the workers -----------------------------------------------------

console.error('bench: experiment throughput in the workers (permutation, d = 3, h = 6, F1 and F2)');
const EXP_TREES = Number(arg('exp-trees', '6000'));
const experiment = await experimentBench(browser, server, EXP_TREES);
const _treesPerSecond = experiment.allWorkersTreesPerSecond;

// --- 5. the tree view -----------------------------------------------------------------

const viewRows = await viewBenchAll(browser);

// --- 3. weight and load time ----------------------------------------------------------

console.error('bench: page weight and load time');
await server.close();
const loadResult = await loadBench(browser);
await browser.close();
rmSync(work, { recursive: true, force: true });
const weight = loadResult.after.first;
const single = readFileSync(join(root, 'dist/playground.html'));
const embed = readFileSync(join(root, 'dist/embed.js'));

const result = {
  date: new Date().toISOString(),
  throughput: shapes,
  edit: {
    tree: `${small.model} 3^6, ${small.size} positions`,
    rounds: edit.repaint.length,
    medianRepaintMs: median(edit.repaint),
    medianToNextFrameMs: median(edit.toFrame),
    maxRepaintMs: Math.max(...edit.repaint),
  },
  weight: {
    ...weight,
    lazy: loadResult.after.lazy,
    before: loadResult.before ? { first: loadResult.before.first, lazy: loadResult.before.lazy } : undefined,
    singleFile: { raw: single.length, gzip: gzipSync(single, { level: 9 }).length },
    embedJs: { raw: embed.length, gzip: gzipSync(embed, { level: 9 }).length },
  },
  view: viewRows,
  experiment,
  load: { ...loadResult.after.load, before: loadResult.before?.load },
};
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify(result, null, 2) + '\n');

const kb = (b) => `${(b / 1024).toFixed(1)} KiB`;
printThroughput(shapes);
console.log(`Leaf edit -> F0/F1/F2 -> repaint (${result.edit.tree}), median of ${result.edit.rounds}:`);
console.log(
  `  ${result.edit.medianRepaintMs.toFixed(1)} ms to a repainted page, ${result.edit.medianToNextFrameMs.toFixed(1)} ms to the next frame (max ${result.edit.maxRepaintMs.toFixed(1)} ms)`,
);
printLoad(loadResult);
console.log(`  dist/playground.html ${kb(single.length)} raw, ${kb(result.weight.singleFile.gzip)} gzip; dist/embed.js ${kb(embed.length)} (+ shared chunk)`);
printExperiment(result.experiment);
printView(viewRows);
console.error(`bench: wrote ${OUT}`);

// --- 3. weight and load time: the functions -------------------------------------------

/** The files (paths on the server) of `urls`, once each, in order. */
/** The page itself: the first request. */
function location0(seen) {
  return seen[0];
}

function pathsOf(urls) {
  return [...new Set(urls.map((u) => decodeURIComponent(new URL(u).pathname)).filter((u) => !u.endsWith('/')))];
}

/** `files` (paths under `dir`) weighed by kind: {html, css, js, wasm: {raw, gzip, files}, totalRaw, totalGzip}. */
function weigh(dir, files) {
  const kinds = { html: /\.html$/, css: /\.css$/, js: /\.m?js$/, wasm: /\.wasm$/ };
  const out = Object.fromEntries(Object.keys(kinds).map((k) => [k, { raw: 0, gzip: 0, files: [] }]));
  for (const f of files) {
    const k = Object.keys(kinds).find((x) => kinds[x].test(f));
    if (!k) continue;
    const bytes = readFileSync(join(dir, f));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    out[k].raw += bytes.length;
    out[k].gzip += gzip;
    out[k].files.push(f);
    (out.sizes ??= {})[f] = { raw: bytes.length, gzip };
  }
  out.totalRaw = Object.keys(kinds).reduce((a, k) => a + out[k].raw, 0);
  out.totalGzip = Object.keys(kinds).reduce((a, k) => a + out[k].gzip, 0);
  return out;
}

/** A cold load of `url` (a fresh context: empty cache): the files fetched until ready, and the times. */
async function coldLoad(browser, url, keep = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seen = [];
  page.on('request', (r) => seen.push(r.url()));
  await page.goto(url);
  await page.waitForSelector('html[data-ready=true]', { state: 'attached' });
  const t = await page.evaluate(() => {
    const ready = performance.getEntriesByName('playground-ready')[0]?.startTime;
    return {
      ready,
      dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
      // What was asked for before the page was ready (the poll for data-ready sees it a
      // little later, when what is loaded after the first view may have started).
      before: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= ready)
        .map((e) => e.name),
    };
  });
  const files = pathsOf([location0(seen), ...t.before]);
  if (!keep) await context.close();
  return { ...t, files, page: keep ? page : null, context, seen };
}

/**
 * Part 3 on this build (dist/) and, with --before, on that one: the first load's weight, the
 * lazy parts, and navigation -> ready over 10 cold loads each (after one that warms the
 * server's disk cache), the two builds alternating.
 */
async function loadBench(browser) {
  const builds = { after: join(root, 'dist') };
  if (BEFORE) builds.before = resolve(BEFORE);
  const out = {};
  for (const [name, dir] of Object.entries(builds)) out[name] = { dir, server: await serveDist(dir), times: [], files: null };
  for (let i = 0; i < 11; i++) {
    for (const b of Object.values(out)) {
      const t = await coldLoad(browser, `${b.server.url}index.html`);
      if (i > 0) b.times.push(t);
      b.files ??= t.files;
    }
  }
  for (const b of Object.values(out)) {
    // What choosing a thesis procedure loads (the full core, the family's code), then what is left.
    const t = await coldLoad(browser, `${b.server.url}index.html`, true);
    const before = t.seen.length;
    await t.page.locator('#proc-select').selectOption('scout');
    await t.page.waitForFunction(() => /Scout/.test(document.getElementById('summary').textContent), null, { timeout: 60_000 });
    await t.page.waitForLoadState('networkidle');
    const scout = pathsOf(t.seen.slice(before)).filter((f) => !t.files.includes(f));
    await t.context.close();
    const loaded = new Set([...b.files, ...scout]);
    const rest = readdirSync(join(b.dir, 'assets'))
      .map((f) => `/assets/${f}`)
      .filter((f) => !loaded.has(f) && /\.(m?js|css|wasm)$/.test(f));
    b.first = weigh(b.dir, b.files);
    b.lazy = { thesisProcedure: weigh(b.dir, scout), otherChunks: weigh(b.dir, rest) };
    b.load = {
      runs: b.times.length,
      medianReadyMs: median(b.times.map((x) => x.ready)),
      medianDomContentLoadedMs: median(b.times.map((x) => x.dcl)),
    };
    await b.server.close();
    delete b.server;
    delete b.times;
    delete b.files;
  }
  return out;
}

function printLoad(r) {
  const kb = (b) => `${(b / 1024).toFixed(1)} KiB`;
  const line = (label, w) =>
    console.log(
      `  ${label.padEnd(34)} ${['html', 'css', 'js', 'wasm'].map((k) => `${k} ${kb(w[k].gzip)}`).join(' / ')} = ${kb(w.totalGzip)} gzip (${kb(w.totalRaw)} raw)`,
    );
  for (const name of ['before', 'after']) {
    const b = r[name];
    if (!b) continue;
    console.log(`Page weight, ${name === 'before' ? `before (${b.dir})` : 'this build (dist/)'}, gzip -9:`);
    line('first load (index.html until ready)', b.first);
    if (LIST_FILES) {
      for (const [f, s] of Object.entries(b.first.sizes ?? {}).sort((x, y) => y[1].gzip - x[1].gzip)) {
        console.log(`    ${kb(s.gzip).padStart(10)} gzip ${kb(s.raw).padStart(10)} raw  ${f}`);
      }
    }
    line('later: choosing Scout', b.lazy.thesisProcedure);
    line('later: the other chunks', b.lazy.otherChunks);
    console.log(
      `  first load, navigation -> ready (127.0.0.1, median of ${b.load.runs}): ${b.load.medianReadyMs.toFixed(0)} ms, DOMContentLoaded ${b.load.medianDomContentLoadedMs.toFixed(0)} ms`,
    );
  }
}

// --- 4. experiments: the functions ------------------------------------------------------

/** CPU seconds (user + system) used so far by this process's descendants that are alive:
 *  the browser's processes (the page's renderer holds the workers' threads). */
function browserCpuSeconds() {
  const parent = new Map();
  const cpu = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8');
      const x = f.slice(f.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(d), Number(x[1]));
      cpu.set(Number(d), (Number(x[11]) + Number(x[12])) / 100); // utime, stime in clock ticks (100 Hz)
    } catch {
      // the process ended meanwhile
    }
  }
  const mine = (pid) => {
    for (let p = pid, i = 0; p > 1 && i < 64; p = parent.get(p), i++) if (p === process.pid) return true;
    return false;
  };
  let s = 0;
  for (const [pid, c] of cpu) if (pid !== process.pid && mine(pid)) s += c;
  return s;
}

/**
 * Part 4: K&M section 7's permutation model (d = 3, h = 6), `trees` trees searched by F1
 * and F2, in the Experiments panel with one worker (?workers=1), with the pool's default
 * (one per hardware thread), and `gametree experiment --threads 1`, repeated --exp-repeat
 * times (default 3) in that order, so that each ratio compares runs seconds apart. Trees
 * per second of wall time (the panel's own figure: from the pool's start to the last row;
 * the pool's workers are made when the panel opens, and Run is pressed half a second after
 * the panel's code is there, as a reader of the form would; the CLI's process included),
 * and CPU seconds per tree
 * (the browser's processes, from the click to the last row; the CLI's user + system),
 * which the load of other processes affects less. Ratios are the medians of the
 * per-repeat ratios.
 */
async function experimentBench(browser, server, trees, beforeServer = null) {
  const link = `exp=model:permutation,d:3,h:6,n:${trees},seed:1,p:F1;F2`;
  async function panel(query, srv = server) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pg = await ctx.newPage();
    await pg.goto(`${srv.url}index.html${query}#${link}`);
    await pg.waitForSelector('html[data-ready=true]', { state: 'attached' });
    const hardwareConcurrency = await pg.evaluate(() => navigator.hardwareConcurrency);
    await pg.waitForSelector('#exp-run:enabled');
    await pg.waitForTimeout(500);
    const c0 = browserCpuSeconds();
    await pg.locator('#exp-run').click();
    await pg.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 300_000 });
    const cpu = browserCpuSeconds() - c0;
    const rate = Number(await pg.locator('#exp-status').getAttribute('data-trees-per-second'));
    await ctx.close();
    return { rate, cpuPerTree: cpu / trees, hardwareConcurrency };
  }
  // GAMETREE_BIN: the CLI of another build (to measure an earlier commit's dist/ with --after).
  if (!process.env.GAMETREE_BIN) spawnSync('cargo', ['build', '--quiet', '--release', '-p', 'gametree', '--bin', 'gametree'], { cwd: root, stdio: 'inherit' });
  const bin = process.env.GAMETREE_BIN ?? join(process.env.CARGO_TARGET_DIR ? resolve(process.env.CARGO_TARGET_DIR) : join(root, 'target'), 'release/gametree');
  const cliArgs = [
    'experiment',
    '--model',
    'permutation',
    '--degree',
    '3',
    '--height',
    '6',
    '--samples',
    String(trees),
    '--seed',
    '1',
    '--proc',
    'F1,F2',
    '--threads',
    '1',
    '--csv',
  ];
  function native() {
    // bash's `times`: the CLI's user and system CPU time beside its wall time.
    const t0 = performance.now();
    const r = spawnSync('bash', ['-c', `"$0" "$@" > /dev/null && times`, bin, ...cliArgs], { cwd: root, encoding: 'utf8' });
    const seconds = (performance.now() - t0) / 1000;
    if (r.status !== 0) throw new Error(`gametree experiment failed: ${r.stderr}`);
    const [user, sys] = r.stdout
      .trim()
      .split('\n')
      .pop()
      .split(' ')
      .map((x) => {
        const m = /(\d+)m([\d.]+)s/.exec(x);
        return Number(m[1]) * 60 + Number(m[2]);
      });
    return { rate: trees / seconds, cpuPerTree: (user + sys) / trees };
  }
  const repeats = Math.max(1, Number(arg('exp-repeat', '3')));
  const runs = [];
  for (let i = 0; i < repeats; i++) {
    console.error(`bench: experiments, repeat ${i + 1}/${repeats}`);
    const run = { one: await panel('?workers=1'), all: await panel(''), native: native() };
    if (beforeServer) run.before = { one: await panel('?workers=1', beforeServer), all: await panel('', beforeServer) };
    runs.push(run);
  }
  const med = (f) => median(runs.map(f));
  const before = beforeServer && {
    oneWorkerTreesPerSecond: med((r) => r.before.one.rate),
    allWorkersTreesPerSecond: med((r) => r.before.all.rate),
    oneWorkerOverNativeThread: med((r) => r.before.one.rate / r.native.rate),
    allOverOne: med((r) => r.before.all.rate / r.before.one.rate),
    oneWorkerAfterOverBefore: med((r) => r.one.rate / r.before.one.rate),
    cpuMicrosecondsPerTree: { oneWorker: med((r) => 1e6 * r.before.one.cpuPerTree), allWorkers: med((r) => 1e6 * r.before.all.cpuPerTree) },
  };
  return {
    model: 'permutation',
    degree: 3,
    height: 6,
    procs: ['F1', 'F2'],
    trees,
    repeats,
    hardwareConcurrency: runs[0].all.hardwareConcurrency,
    oneWorkerTreesPerSecond: med((r) => r.one.rate),
    allWorkersTreesPerSecond: med((r) => r.all.rate),
    nativeOneThreadTreesPerSecond: med((r) => r.native.rate),
    oneWorkerOverNativeThread: med((r) => r.one.rate / r.native.rate),
    allOverOne: med((r) => r.all.rate / r.one.rate),
    cpuMicrosecondsPerTree: {
      oneWorker: med((r) => 1e6 * r.one.cpuPerTree),
      allWorkers: med((r) => 1e6 * r.all.cpuPerTree),
      native: med((r) => 1e6 * r.native.cpuPerTree),
    },
    nativeOverOneWorkerCpu: med((r) => r.native.cpuPerTree / r.one.cpuPerTree),
    before,
    perRepeat: runs,
  };
}

function printExperiment(E) {
  const c = E.cpuMicrosecondsPerTree;
  console.log(
    `Experiment (permutation, d = 3, h = 6, F1 + F2, ${E.trees} trees, medians of ${E.repeats} repeats), trees/s: 1 worker ${fmt(E.oneWorkerTreesPerSecond)}, all ${E.hardwareConcurrency} workers ${fmt(E.allWorkersTreesPerSecond)} (x${E.allOverOne.toFixed(2)}); native --threads 1 ${fmt(E.nativeOneThreadTreesPerSecond)}; 1 worker / native thread = ${E.oneWorkerOverNativeThread.toFixed(2)}`,
  );
  console.log(
    `  CPU µs per tree: 1 worker ${c.oneWorker.toFixed(1)}, all workers ${c.allWorkers.toFixed(1)}, native ${c.native.toFixed(1)}; native / 1 worker = ${E.nativeOverOneWorkerCpu.toFixed(2)}`,
  );
  const B = E.before;
  if (B) {
    console.log(
      `  before: 1 worker ${fmt(B.oneWorkerTreesPerSecond)}, all workers ${fmt(B.allWorkersTreesPerSecond)} (x${B.allOverOne.toFixed(2)}); 1 worker / native thread = ${B.oneWorkerOverNativeThread.toFixed(2)}; 1 worker after / before = ${B.oneWorkerAfterOverBefore.toFixed(2)}`,
    );
    console.log(
      `  before, CPU µs per tree: 1 worker ${B.cpuMicrosecondsPerTree.oneWorker.toFixed(1)}, all workers ${B.cpuMicrosecondsPerTree.allWorkers.toFixed(1)}`,
    );
  }
}
