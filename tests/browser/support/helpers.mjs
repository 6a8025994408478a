// Shared by the browser tests (tests/browser/**/*.test.mjs) and the scripts: Debian's Chromium
// driven by playwright-core, and a static server for dist/. Under the runner
// (scripts/browser-tests.mjs) a test file connects to its worker's Chromium and uses its
// worker's server for dist/ (the environment names them); run alone (`node --test FILE`) it
// launches and serves its own.
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { chromium } from 'playwright-core';

/** Debian's chromium-headless-shell: Chromium's own headless build (the same Blink and V8, without
 *  the desktop browser's windowing and GPU-process layers), the browser Playwright runs for
 *  headless tests. Its pages cost the machine less than those of `chromium --headless`
 *  (docs/development.md, "Which Chromium"). */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** The browser the tests and scripts launch: CHROMIUM_PATH (/usr/bin/chromium: the desktop
 *  browser's headless mode), else the headless shell when it is installed, else Debian's chromium. */
export const CHROMIUM = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Without the networking flags Chromium keeps trying hosts this machine cannot reach.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The environment's names for a shared Chromium and a shared server of the built site. */
export const SHARED = { browser: 'GAMETREE_BROWSER_WS', site: 'GAMETREE_SITE_URL', dir: 'GAMETREE_SITE_DIR' };

/**
 * Headless Chromium. With no options and a shared one in the environment (the runner's
 * worker), a connection to it: its close() closes this file's contexts and disconnects, and
 * leaves the browser to the next file. Otherwise (or with launch options: flags, another
 * executable) a launch of its own; Playwright gives every launch a fresh, empty
 * user-data-dir of its own in the temp folder and deletes it on close().
 * @param {import('playwright-core').LaunchOptions} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchBrowser(options = {}) {
  const shared = process.env[SHARED.browser];
  if (shared && Object.keys(options).length === 0) return chromium.connect(shared);
  return chromium.launch(launchOptions(options));
}

/** The options of a launch with the flags this machine needs (also the runner's). */
export function launchOptions(options = {}) {
  return {
    executablePath: CHROMIUM,
    headless: true,
    chromiumSandbox: false,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  };
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** The path of the server's empty page (serveDist). */
export const BLANK = '/__blank__.html';

/**
 * Serves the folder `dir` (default: the built site, dist/) on 127.0.0.1 at a
 * free port. A path naming a folder serves its index.html. The folder the runner's worker
 * serves already (the environment says which) is not served twice: its url, and a close()
 * that leaves it to the next file.
 * @param {string} [dir]
 * @returns {Promise<{url: string, close: () => Promise<void>}>} url ends in '/'
 */
export async function serveDist(dir = 'dist') {
  const base = resolve(dir);
  if (process.env[SHARED.site] && process.env[SHARED.dir] === base) {
    return { url: process.env[SHARED.site], close: async () => {} };
  }
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (path === BLANK) {
        // An empty page of the site's origin, not a file of the site: Harness.visit() clears the
        // storage there between two visits (support/page.mjs). Its icon is empty data, so the
        // browser asks for no /favicon.ico (a 404, reported in the console of the next visit).
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
          .end('<!doctype html><link rel="icon" href="data:,"><title>blank</title>');
        return;
      }
      let file = resolve(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info?.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
        // Cached within a browser context (each context has a cache of its own, empty when it
        // starts): a page opened again in the same context takes its scripts and its wasm from
        // the cache, with V8's compiled code, as a browser does for a site it has seen. The
        // files do not change while the server runs. A test that routes requests gets none of
        // this (Playwright turns the cache off for a routed page).
        'cache-control': 'max-age=3600',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/**
 * A download's bytes. Read through Playwright's stream, which works whether the browser was
 * launched here or is the runner's shared one (a connected browser has no local path()).
 * @param {import('playwright-core').Download} download
 * @returns {Promise<Buffer>}
 */
export async function downloadBytes(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}
