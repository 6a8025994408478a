#!/usr/bin/env node
// Builds dist/playground.html: the whole playground in one self-contained file (JS, CSS and
// the wasm inlined) that works when opened straight from disk (file://), so a teacher can
// e-mail it. Run after `vite build` (npm run build does both).
//
// Only the full core is inlined (www/pkg-full), as the page's one module: the lean first
// load (www/pkg) exists to make the served page's first view light, and a single file loads
// everything at once anyway, so a second copy of the same code would only add weight. The
// glue of www/pkg is replaced by the full module's, and load.js finds its core full already.
//
// How: a second Vite build of index.html into a temporary folder, with www/core/wasm-source.js
// replaced by a module holding the wasm bytes (base64) and everything in one chunk; then
// the HTML gets the script and the stylesheet inlined. The page's Content-Security-Policy
// then allows exactly that inline script by its SHA-256 hash (plus 'wasm-unsafe-eval'), and
// the experiments' worker, which www/experiments/worker-source.js makes from a blob: URL in this build.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, version } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const wasmPath = join(root, 'www/pkg-full/gametree_bg.wasm');
const leanGlueId = join(root, 'www/pkg/gametree.js');
const out = join(root, 'dist/playground.html');

const wasm = await readFile(wasmPath);
const wasmSourceId = join(root, 'www/core/wasm-source.js');
const workerSourceId = join(root, 'www/experiments/worker-source.js');
const pathologyWorkerId = join(root, 'www/pathology/worker-source.js');
const mctsWorkerId = join(root, 'www/mcts/worker-source.js');
const treeWorkerId = join(root, 'www/core/tree-worker-source.js');
const runWorkerId = join(root, 'www/core/run-worker-source.js');

/** In the workers' bundles too, the lean glue is the full one (the page sends them its bytes). */
const leanIsFull = {
  name: 'lean-is-full',
  enforce: 'pre',
  load(id) {
    if (id.split('?')[0] !== leanGlueId) return null;
    return "export * from '../pkg-full/gametree.js';\nexport { default } from '../pkg-full/gametree.js';";
  },
};

/** Replaces www/core/wasm-source.js with the bytes of the wasm module. */
const inlineWasm = {
  name: 'inline-wasm',
  enforce: 'pre',
  load(id) {
    if (id.split('?')[0] === workerSourceId) {
      // The experiments' worker, inlined: a blob: URL made from the bundled worker script.
      return [
        "import ExperimentWorker from './worker.js?worker&inline';",
        "export function createWorker() { return new ExperimentWorker({ name: 'experiments' }); }",
      ].join('\n');
    }
    if (id.split('?')[0] === pathologyWorkerId) {
      return [
        "import PathologyWorker from './worker.js?worker&inline';",
        "export function createWorker() { return new PathologyWorker({ name: 'pathology' }); }",
      ].join('\n');
    }
    if (id.split('?')[0] === mctsWorkerId) {
      return ["import MctsWorker from './mcts-worker.js?worker&inline';", "export function createWorker() { return new MctsWorker({ name: 'mcts' }); }"].join(
        '\n',
      );
    }
    if (id.split('?')[0] === leanGlueId) return leanIsFull.load(id); // the page's first module is the full one here
    if (id.split('?')[0] === treeWorkerId) {
      return [
        "import TreeWorker from './tree-worker.js?worker&inline';",
        "export function createTreeWorker() { return new TreeWorker({ name: 'tree' }); }",
      ].join('\n');
    }
    if (id.split('?')[0] === runWorkerId) {
      return ["import RunWorker from './run-worker.js?worker&inline';", "export function createRunWorker() { return new RunWorker({ name: 'runs' }); }"].join(
        '\n',
      );
    }
    if (id.split('?')[0] !== wasmSourceId) return null;
    return [
      `const b64 = ${JSON.stringify(wasm.toString('base64'))};`,
      'const bin = atob(b64);',
      'const bytes = new Uint8Array(bin.length);',
      'for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);',
      'export const wasmInput = bytes;',
      'export const wasmFullInput = bytes;',
    ].join('\n');
  },
};

const bundlerOptions = Number.parseInt(version, 10) >= 8 ? 'rolldownOptions' : 'rollupOptions';
const tmp = await mkdtemp(join(tmpdir(), 'playground-single-'));
try {
  await build({
    root,
    configFile: false,
    base: './',
    logLevel: 'warn',
    plugins: [inlineWasm],
    // A classic worker: Chromium refuses module workers from blob: URLs in a file:// page.
    worker: { format: 'iife', plugins: () => [leanIsFull] },
    build: {
      outDir: tmp,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      cssCodeSplit: false,
      modulePreload: false,
      chunkSizeWarningLimit: 4096,
      [bundlerOptions]: {
        input: join(root, 'index.html'),
        output: bundlerOptions === 'rolldownOptions' ? { codeSplitting: false } : { inlineDynamicImports: true },
      },
    },
  });
  let html = await readFile(join(tmp, 'index.html'), 'utf8');
  const assets = join(tmp, 'assets');
  const files = await readdir(assets);
  const js = files.filter((f) => f.endsWith('.js'));
  if (js.length !== 1) throw new Error(`expected one script chunk, got ${js.join(', ')}`);
  const script = (await readFile(join(assets, js[0]), 'utf8')).replace(/<\/script/gi, '<\\/script');
  let css = '';
  for (const f of files.filter((f) => f.endsWith('.css'))) css += await readFile(join(assets, f), 'utf8');

  html = html.replace(/<script type="module"[^>]*src="[^"]*"[^>]*><\/script>\s*/g, '');
  html = html.replace(/<link rel="stylesheet"[^>]*>\s*/g, '');
  html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  // The footer's link to the example page has no target in a single file.
  html = html.replace(/ · <a href="\.\/www\/embed-example\.html">[^<]*<\/a>/, '');
  const hash = createHash('sha256').update(script).digest('base64');
  html = html.replace(
    /<meta http-equiv="Content-Security-Policy" content="[^"]*">/,
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-${hash}' 'wasm-unsafe-eval'; worker-src blob:; style-src 'unsafe-inline'; img-src data: blob:; object-src 'none'; base-uri 'none'; form-action 'none'">`,
  );
  if (!html.includes('sha256-')) throw new Error('index.html has no Content-Security-Policy meta tag to rewrite');
  html = html.replace('</head>', () => `<style>\n${css}\n</style>\n</head>`);
  html = html.replace('</body>', () => `<script type="module">${script}</script>\n</body>`);
  await writeFile(out, html);
  console.log(`build-single: ${out} (${(html.length / 1024).toFixed(0)} KiB; wasm ${(wasm.length / 1024).toFixed(0)} KiB inlined)`);
} finally {
  await rm(tmp, { recursive: true, force: true });
}
