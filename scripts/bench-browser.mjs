#!/usr/bin/env node
// Browser benchmark of the playground (docs/benchmarks.md, "Browser"). Needs `npm run build`
// first (dist/ and www/pkg/). Measures, in one run:
//
//  1. F2 throughput (positions examined per second, full window) on generated trees (one
//     per --shapes DxH, default D x H): native Rust (crate/examples/f2_throughput.rs, via
//     cargo: the textbook recursive F2 and the counting path), and in the same Chromium
//     page, interleaved: the wasm counting path (GameTree.count), a textbook JS F2 over
//     typed arrays and a JS F2 over one object per position ({value, children}). The JS
//     F2s exist only here, as baselines; the page never searches in JS.
//  2. Leaf edit -> recompute F0/F1/F2 -> repaint on a 3^6 tree (1093 positions), through
//     the page's own edit box: the median time to the end of the repaint and to the next
//     frame. (The page recomputes with compareCounts() and the shown procedure's run() record.)
//  3. Page weight and load time: what a cold load of index.html fetches until the page is
//     ready (the network requests Chromium makes; HTML, CSS, JS, wasm, raw and gzip -9), what
//     loads later (the full core with a thesis procedure: choosing Scout; the other chunks
//     only practice, pathology, experiments or the plots load), and the time from navigation
//     to a ready page (median of 10 cold loads), served from 127.0.0.1. With `--before DIR`
//     the same on that build too, the cold loads of the two builds interleaved.
//     `--weight-only` runs this part alone.
//  4. Experiment throughput in the Experiments panel's workers: random-permutation trees
//     of degree 3 and height 6 searched by F1 and F2, trees per second (wall time of the
//     run, tree generation included), with 1 worker (?workers=1) and with the page's
//     default (one per hardware thread), beside `gametree experiment --threads 1`.
//  5. The tree view (docs/benchmarks.md, "Tree view: edit, zoom, step"), on i.i.d. trees of
//     3^6, 4^6, 3^8, 10^5 and 7^6 positions' shapes at 1366x768, through the page's own
//     controls (generator form, edit box, zoom buttons, step buttons): edit -> repaint, one
//     zoom step per frame, one step forward / back; median and 95th percentile. With
//     `--before DIR` (a dist/ built from an earlier commit) the same runs on that build too,
//     in the same browser, so the two columns compare.
//
//   node scripts/bench-browser.mjs [--seconds S] [--degree D] [--height H] [--shapes 3x12,4x9,8x6]
//                                  [--exp-trees N] [--json FILE] [--before DIR] [--view-only] [--view-sizes 3x8,10x5]
//                                  [--view-repeat N] [--weight-only]   (big trees: --view-sizes 10x5,2x18,11x6)
//
// Prints a table and writes bench-results/browser.json (or --json FILE).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser, serveDist } from '../tests/browser/helpers.mjs';
import { initSync, GameTree } from '../www/pkg/gametree.js';

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
const VIEW_ONLY = process.argv.includes('--view-only');
const WEIGHT_ONLY = process.argv.includes('--weight-only');

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
const stats = (xs) => (xs && xs.length ? { median: median(xs), p95: pct(xs, 95), n: xs.length } : null);

/** The tree view's timings on one build (`dir`) for one uniform i.i.d. tree. */
async function viewBench(browser, dir, degree, height) {
  const server = await serveDist(dir);
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const pg = await ctx.newPage();
  await pg.goto(`${server.url}index.html#proc=F2`);
  await pg.waitForSelector('html[data-ready=true]', { state: 'attached' });
  const before = await pg.locator('#summary').textContent();
  const t0 = Date.now();
  await pg.evaluate(({ degree, height }) => {
    const f = document.getElementById('gen-form');
    f.elements.namedItem('model').value = 'iid';
    f.elements.namedItem('model').dispatchEvent(new Event('change'));
    for (const [k, v] of Object.entries({ degree, height, seed: 1, lo: -99, hi: 99 })) f.elements.namedItem(k).value = String(v);
    f.requestSubmit();
  }, { degree, height });
  await pg.waitForFunction((b) => document.getElementById('summary').textContent !== b, before, { timeout: 120_000 });
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
  const out = await pg.evaluate(async ({ rounds, height }) => {
    const frame = () => new Promise((ok) => requestAnimationFrame(ok));
    const host = document.getElementById('tree-host');
    const settle = () => host.getBoundingClientRect() && document.body.offsetHeight; // style and layout
    const r = { edit: [], zoom: [], zoomFrame: [], fwd: [], back: [] };
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
      for (const [btn, into] of [[fwd, r.fwd], [document.getElementById('step-back'), r.back]]) {
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
  }, { rounds: big ? 11 : 21, height });
  await ctx.close();
  await server.close();
  return { drawn, openMs, raw: out };
}

// --view-sizes 3x8,10x5 measures only those (degree x height).
const VIEW_SIZES = arg('view-sizes', '3x6,4x6,3x8,10x5,7x6')
  .split(',')
  .map((x) => x.split('x').map(Number));

/** --view-repeat N: each build is measured N times, alternately (before, after, before, ...), and
 *  the samples pooled, so a burst of load on a shared machine falls on both builds. */
const VIEW_REPEAT = Math.max(1, Number(arg('view-repeat', '1')));

/** The pooled samples of several viewBench runs as {drawn, openMs, edit, zoom, ...} statistics. */
function pooled(runs) {
  const all = (k) => runs.flatMap((r) => r.raw[k]);
  return { drawn: runs[0].drawn, openMs: median(runs.map((r) => r.openMs)), runs: runs.length, edit: stats(all('edit')), zoom: stats(all('zoom')), zoomFrame: stats(all('zoomFrame')), stepForward: stats(all('fwd')), stepBack: stats(all('back')) };
}

async function viewBenchAll(browser) {
  const rows = [];
  for (const [d, h] of VIEW_SIZES) {
    const positions = (d ** (h + 1) - 1) / (d - 1);
    console.error(`bench: tree view, ${d}^${h} (${fmt(positions)} positions)`);
    const after = [];
    const before = [];
    for (let i = 0; i < VIEW_REPEAT; i++) {
      if (BEFORE) before.push(await viewBench(browser, resolve(BEFORE), d, h));
      after.push(await viewBench(browser, join(root, 'dist'), d, h));
    }
    const row = { degree: d, height: h, positions, after: pooled(after) };
    if (BEFORE) row.before = pooled(before);
    rows.push(row);
  }
  return rows;
}

function printView(rows) {
  const c = (s) => (s ? `${s.median.toFixed(1)} / ${s.p95.toFixed(1)}` : 'n/a');
  console.log('Tree view at 1366x768 (ms, median / p95): edit -> repaint, zoom (sync), zoom frame interval, step forward, step back');
  for (const r of rows) {
    for (const which of ['before', 'after']) {
      const v = r[which];
      if (!v) continue;
      console.log(`  ${`${r.degree}^${r.height}`.padEnd(5)} ${fmt(r.positions).padStart(9)} ${which.padEnd(6)} ${v.drawn.padEnd(6)} open ${fmt(v.openMs)} | edit ${c(v.edit)} | zoom ${c(v.zoom)} | frame ${c(v.zoomFrame)} | fwd ${c(v.stepForward)} | back ${c(v.stepBack)}`);
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

// --- 1. throughput --------------------------------------------------------------------

const work = mkdtempSync(join(tmpdir(), 'bench-browser-'));
// A folder with the wasm package and an empty page, for the in-browser throughput runs.
mkdirSync(join(work, 'pkg'));
for (const f of ['gametree.js', 'gametree_bg.wasm']) copyFileSync(join(root, 'www/pkg', f), join(work, 'pkg', f));
writeFileSync(join(work, 'index.html'), '<!doctype html><meta charset="utf-8"><title>bench</title>');
const browser = await launchBrowser();
const benchServer = await serveDist(work);

/**
 * One shape: native (textbook recursive F2, the counting path; f2_throughput interleaves
 * them), then in one Chromium page, interleaved in 5 rounds: the wasm counting path
 * (GameTree.count), the JS textbook F2 over typed arrays, the JS F2 over one object per
 * position ({value, children}).
 */
async function throughput(degree, height) {
  const big = generated(degree, height);
  console.error(`bench: tree ${big.model} degree ${degree} height ${height}: ${fmt(big.size)} positions`);
  const treeFile = join(work, 'tree.txt');
  writeFileSync(treeFile, big.text);
  console.error('bench: native F2 (cargo run --release --example f2_throughput)');
  const cargo = spawnSync(
    'cargo',
    ['run', '--quiet', '--release', '-p', 'gametree', '--example', 'f2_throughput', '--', treeFile, String(SECONDS)],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (cargo.status !== 0) throw new Error(`cargo run --example f2_throughput failed (${cargo.status})`);
  const native = JSON.parse(cargo.stdout.trim().split('\n').pop());

  const page = await browser.newPage();
  await page.goto(benchServer.url);
  console.error('bench: wasm and JS F2 in Chromium');
  const inBrowser = await page.evaluate(
    async ({ text, seconds }) => {
      const m = await import('./pkg/gametree.js');
      await m.default();
      const tree = m.GameTree.parse(text);
      const s = tree.shape();
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

      const kinds = {
        wasm: () => {
          const r = tree.count('F2', '-inf', '+inf');
          return { value: r.value, positions: r.positions };
        },
        js: () => {
          count = 0;
          const v = F2(0, -Infinity, Infinity);
          return { value: v, positions: count };
        },
        objects: () => {
          countO = 0;
          const v = F2o(nodes[0], -Infinity, Infinity);
          return { value: v, positions: countO };
        },
      };
      const out = {};
      for (const k of Object.keys(kinds)) out[k] = { positions: 0, seconds: 0, searches: 0 };
      const ROUNDS = 5;
      for (let r = 0; r < ROUNDS; r++) {
        for (const [k, run] of Object.entries(kinds)) {
          const o = out[k];
          const t0 = performance.now();
          let searches = 0;
          while (searches === 0 || performance.now() - t0 < (seconds * 1000) / ROUNDS) {
            const x = run();
            o.value = x.value;
            o.positionsPerSearch = x.positions;
            o.positions += x.positions;
            searches += 1;
          }
          o.seconds += (performance.now() - t0) / 1000;
          o.searches += searches;
        }
      }
      for (const o of Object.values(out)) o.positionsPerSecond = o.positions / o.seconds;
      tree.free();
      return out;
    },
    { text: big.text, seconds: SECONDS },
  );
  await page.close();
  for (const k of ['js', 'objects']) {
    if (inBrowser[k].positionsPerSearch !== inBrowser.wasm.positionsPerSearch || inBrowser[k].value !== inBrowser.wasm.value) {
      throw new Error(`the JS baseline (${k}) disagrees with the core: ${JSON.stringify(inBrowser)}`);
    }
  }
  if (native.positions_per_search !== inBrowser.wasm.positionsPerSearch) {
    throw new Error(`native and wasm examine different numbers of positions: ${native.positions_per_search} vs ${inBrowser.wasm.positionsPerSearch}`);
  }
  const w = inBrowser.wasm.positionsPerSecond;
  return {
    model: big.model,
    degree,
    height,
    positions: big.size,
    positionsPerSearch: native.positions_per_search,
    nativeTextbookPositionsPerSecond: native.textbook_positions_per_second,
    nativeCountingPositionsPerSecond: native.positions_per_second,
    wasmPositionsPerSecond: w,
    jsPositionsPerSecond: inBrowser.js.positionsPerSecond,
    jsObjectsPositionsPerSecond: inBrowser.objects.positionsPerSecond,
    wasmOverNative: w / native.positions_per_second,
    wasmOverNativeTextbook: w / native.textbook_positions_per_second,
    wasmOverJs: w / inBrowser.js.positionsPerSecond,
    wasmOverJsObjects: w / inBrowser.objects.positionsPerSecond,
  };
}

const SHAPES = arg('shapes', `${DEGREE}x${HEIGHT}`)
  .split(',')
  .map((x) => x.split('x').map(Number));
const shapes = [];
for (const [d, h] of SHAPES) shapes.push(await throughput(d, h));
await benchServer.close();

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
    input.value = String((i * 37) % 199 - 99);
    const t0 = performance.now();
    form.requestSubmit(); // the page's own handler: core edit, compareCounts, F2's run() record, paint
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
const expLink = `exp=model:permutation,d:3,h:6,n:${EXP_TREES},seed:1,p:F1;F2`;
async function panelRate(query) {
  const ectx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const epg = await ectx.newPage();
  await epg.goto(`${server.url}index.html${query}#${expLink}`);
  await epg.waitForSelector('html[data-ready=true]', { state: 'attached' });
  const workers = await epg.evaluate(() => navigator.hardwareConcurrency);
  await epg.locator('#exp-run').click();
  await epg.waitForFunction(() => document.getElementById('exp-panel').dataset.state === 'done', null, { timeout: 300_000 });
  const rate = Number(await epg.locator('#exp-status').getAttribute('data-trees-per-second'));
  await ectx.close();
  return { rate, hardwareConcurrency: workers };
}
const one = await panelRate('?workers=1');
const all = await panelRate('');
// One native thread on the same spec: the CLI's wall time (start-up included, a few ms).
const cliArgs = ['experiment', '--model', 'permutation', '--degree', '3', '--height', '6', '--samples', String(EXP_TREES), '--seed', '1', '--proc', 'F1,F2', '--threads', '1', '--csv'];
spawnSync('cargo', ['build', '--quiet', '--release', '-p', 'gametree', '--bin', 'gametree'], { cwd: root, stdio: 'inherit' });
const c0 = performance.now();
const cli = spawnSync(join(root, 'target/release/gametree'), cliArgs, { cwd: root, encoding: 'utf8' });
const cliSeconds = (performance.now() - c0) / 1000;
if (cli.status !== 0) throw new Error(`gametree experiment failed: ${cli.stderr}`);
const nativeTreesPerSecond = EXP_TREES / cliSeconds; // trees (each searched by F1 and F2) per second
const treesPerSecond = all.rate;

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
  experiment: {
    model: 'permutation',
    degree: 3,
    height: 6,
    procs: ['F1', 'F2'],
    trees: EXP_TREES,
    hardwareConcurrency: all.hardwareConcurrency,
    oneWorkerTreesPerSecond: one.rate,
    allWorkersTreesPerSecond: all.rate,
    nativeOneThreadTreesPerSecond: nativeTreesPerSecond,
    oneWorkerOverNativeThread: one.rate / nativeTreesPerSecond,
    allOverOne: all.rate / one.rate,
  },
  load: { ...loadResult.after.load, before: loadResult.before?.load },
};
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify(result, null, 2) + '\n');

const kb = (b) => `${(b / 1024).toFixed(1)} KiB`;
console.log('F2 throughput (full window), positions/s; ratios are the wasm counting path over each:');
console.log('  shape   positions  native textbook  native counting  wasm counting  JS typed arrays  JS objects   w/nat  w/JS  w/obj');
for (const T of shapes) {
  console.log(
    `  ${`${T.degree}^${T.height}`.padEnd(6)} ${fmt(T.positions).padStart(10)} ${fmt(T.nativeTextbookPositionsPerSecond).padStart(16)} ${fmt(T.nativeCountingPositionsPerSecond).padStart(16)} ${fmt(T.wasmPositionsPerSecond).padStart(14)} ${fmt(T.jsPositionsPerSecond).padStart(16)} ${fmt(T.jsObjectsPositionsPerSecond).padStart(11)}  ${T.wasmOverNative.toFixed(2).padStart(5)} ${T.wasmOverJs.toFixed(2).padStart(5)} ${T.wasmOverJsObjects.toFixed(1).padStart(6)}`,
  );
}
console.log(`Leaf edit -> F0/F1/F2 -> repaint (${result.edit.tree}), median of ${result.edit.rounds}:`);
console.log(`  ${result.edit.medianRepaintMs.toFixed(1)} ms to a repainted page, ${result.edit.medianToNextFrameMs.toFixed(1)} ms to the next frame (max ${result.edit.maxRepaintMs.toFixed(1)} ms)`);
printLoad(loadResult);
console.log(`  dist/playground.html ${kb(single.length)} raw, ${kb(result.weight.singleFile.gzip)} gzip; dist/embed.js ${kb(embed.length)} (+ shared chunk)`);
const E = result.experiment;
console.log(`Experiment (permutation, d = 3, h = 6, F1 + F2, ${EXP_TREES} trees), trees/s: 1 worker ${fmt(E.oneWorkerTreesPerSecond)}, all ${E.hardwareConcurrency} workers ${fmt(E.allWorkersTreesPerSecond)} (x${E.allOverOne.toFixed(2)}); native --threads 1 ${fmt(E.nativeOneThreadTreesPerSecond)}; 1 worker / native thread = ${E.oneWorkerOverNativeThread.toFixed(2)}`);
printView(viewRows);
console.error(`bench: wrote ${OUT}`);

// --- 3. weight and load time: the functions -------------------------------------------

/** The files (paths on the server) of `urls`, once each, in order. */
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
    out[k].raw += bytes.length;
    out[k].gzip += gzipSync(bytes, { level: 9 }).length;
    out[k].files.push(f);
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
  const t = await page.evaluate(() => ({
    ready: performance.getEntriesByName('playground-ready')[0]?.startTime,
    dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
  }));
  const files = pathsOf(seen);
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
    console.log(`  ${label.padEnd(34)} ${['html', 'css', 'js', 'wasm'].map((k) => `${k} ${kb(w[k].gzip)}`).join(' / ')} = ${kb(w.totalGzip)} gzip (${kb(w.totalRaw)} raw)`);
  for (const name of ['before', 'after']) {
    const b = r[name];
    if (!b) continue;
    console.log(`Page weight, ${name === 'before' ? `before (${b.dir})` : 'this build (dist/)'}, gzip -9:`);
    line('first load (index.html until ready)', b.first);
    line('later: choosing Scout', b.lazy.thesisProcedure);
    line('later: the other chunks', b.lazy.otherChunks);
    console.log(`  first load, navigation -> ready (127.0.0.1, median of ${b.load.runs}): ${b.load.medianReadyMs.toFixed(0)} ms, DOMContentLoaded ${b.load.medianDomContentLoadedMs.toFixed(0)} ms`);
  }
}
