// Shared set-up of the browser tests: one Chromium and one static server for dist/ per
// test file; each page records console errors, uncaught exceptions and any request that
// leaves the test server, and every test checks that there were none.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { BLANK, launchBrowser, serveDist } from './helpers.mjs';

export class Harness {
  async start() {
    this.server = await serveDist(process.env.DIST ?? 'dist'); // DIST: another build (benchmarks, a build beside a test run)
    this.browser = await launchBrowser();
  }

  async stop() {
    this.kept?.clear();
    await this.browser?.close();
    await this.server?.close();
  }

  /**
   * Like Harness.open(), but on a page the file keeps (one per set of context options) instead of
   * a new context and page: the page loads `path` anew (a full load, not a change of the link's
   * fragment), in a context whose cache already holds the site's scripts and wasm with their
   * compiled code. Opening a context and a page and compiling the scripts cost about three times
   * the page's own load; see docs/development.md, "A page per file".
   *
   * What a visit starts from is what a new context gives: the previous document is gone (its
   * workers too), and the site's localStorage and this tab's sessionStorage are empty (cleared
   * on the server's empty page of the same origin, after the previous document unloaded, so
   * nothing it writes while leaving survives). Its record of errors and requests is its own.
   * For tests that do not change the context (no routes, init scripts, clock, permissions and
   * no listeners of their own on the page) and do not close it: the harness closes it.
   * @returns {Promise<{page, context, errors: string[], external: string[], clean: () => void}>}
   */
  async visit(path = 'index.html', { ready = 'html[data-ready=true]', ...options } = {}) {
    this.kept ??= new Map();
    const key = JSON.stringify(options);
    let kept = this.kept.get(key);
    if (!kept) {
      const context = await this.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      const page = await context.newPage();
      kept = { context, page, record: null };
      const to = (list) => (x) => kept.record?.[list].push(x);
      const ours = (u) => u.startsWith(this.server.url);
      page.on('console', (m) => m.type() === 'error' && to('errors')(`console: ${m.text()}`));
      page.on('pageerror', (e) => to('errors')(`pageerror: ${e.message}`));
      page.on('request', (r) => {
        const u = r.url();
        if (!ours(u) && !u.startsWith('data:') && !u.startsWith('blob:') && u !== 'about:blank') to('external')(u);
      });
      this.kept.set(key, kept);
    }
    const { page, context } = kept;
    kept.record = null; // what the previous document says while it unloads is not this visit's
    await page.goto(this.server.url + BLANK.slice(1));
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const errors = [];
    const external = [];
    kept.record = { errors, external };
    if (process.env.PAGE_LANG && /^index\.html(#|$)/.test(path)) path += `${path.includes('#') ? '&' : '#'}lang=${process.env.PAGE_LANG}`;
    await page.goto(/^[a-z]+:/.test(path) ? path : this.server.url + path);
    if (ready) await page.waitForSelector(ready, { state: 'attached', timeout: 15_000 });
    const clean = () => {
      assert.deepEqual(errors, [], 'no console errors or uncaught exceptions');
      assert.deepEqual(external, [], 'no request to any other host');
    };
    return { page, context, errors, external, clean };
  }

  /** Opens `path` (relative to dist/) and waits for the playground to be ready. */
  async open(path = 'index.html', { ready = 'html[data-ready=true]', beforeGoto = null, ...options } = {}) {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    const page = await context.newPage();
    if (beforeGoto) await beforeGoto(page); // routes, before the page can ask for anything
    const record = watch(page, (u) => u.startsWith(this.server.url));
    // PAGE_LANG=de (or en-XA …): the page's own tests in another language (the link's lang=).
    if (process.env.PAGE_LANG && /^index\.html(#|$)/.test(path)) path += `${path.includes('#') ? '&' : '#'}lang=${process.env.PAGE_LANG}`;
    const url = /^[a-z]+:/.test(path) ? path : this.server.url + path;
    await page.goto(url);
    if (ready) await page.waitForSelector(ready, { state: 'attached', timeout: 15_000 });
    return { page, context, ...record };
  }
}

/** Records console errors, page errors and requests to hosts that are not ours. */
export function watch(page, ours) {
  const errors = [];
  const external = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const u = r.url();
    if (!ours(u) && !u.startsWith('data:') && !u.startsWith('blob:')) external.push(u);
  });
  const clean = () => {
    assert.deepEqual(errors, [], 'no console errors or uncaught exceptions');
    assert.deepEqual(external, [], 'no request to any other host');
  };
  return { errors, external, clean };
}

/** The page's counts table: by procedure (a column each), {terminals, positions, deep, value}. */
export async function tableCounts(page) {
  return page.evaluate(() => {
    const cell = (row, p) => document.querySelector(`#counts-table tr[data-row=${row}] td[data-proc=${p}]`).textContent;
    const out = {};
    // Every procedure the table has a column for (the catalogue's negamax procedures).
    const procs = [...document.querySelectorAll('#counts-table tr[data-row=positions] td[data-proc]')].map((td) => td.dataset.proc);
    for (const p of procs) {
      out[p] = {
        terminals: Number(cell('terminals', p)),
        positions: Number(cell('positions', p)),
        deep: Number(cell('deep', p)),
        value: cell('value', p),
      };
    }
    return out;
  });
}

export const text = (page, sel) => page.locator(sel).first().textContent();

/** The built site's (DIST's) file name of a core's wasm: `pkg` is www/pkg (the lean core, the
 *  tree worker's) or www/pkg-full (the full one); found by its bytes, as Vite renames it. */
export function wasmAsset(pkg) {
  const dist = process.env.DIST ?? 'dist';
  const bytes = readFileSync(`www/${pkg}/gametree_bg.wasm`);
  const f = readdirSync(`${dist}/assets`).find((f) => f.endsWith('.wasm') && readFileSync(`${dist}/assets/${f}`).equals(bytes));
  assert.ok(f, `${dist}/assets holds www/${pkg}'s core`);
  return f;
}
