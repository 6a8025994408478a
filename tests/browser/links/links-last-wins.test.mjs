// The last link wins: a link that is still on its way (waiting for the full core its
// procedure needs, or for the tree worker making its big tree) when a newer link is opened
// never replaces the newer one, nor rewrites the URL back to itself; and a procedure chosen
// just before a link arrives does not replace the link's procedure. The older path is held
// (its answer comes only after the newer link is shown), so the order is certain.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Harness, text, wasmAsset } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** dist/assets' file of the full core's wasm. */
const FULL_WASM = wasmAsset('pkg-full');

/** Holds the requests matching `pattern` until release(); `seen` resolves at the first one. */
async function hold(page, pattern) {
  let release;
  const gate = new Promise((ok) => (release = ok));
  let seenOne;
  const seen = new Promise((ok) => (seenOne = ok));
  await page.route(pattern, async (route) => {
    seenOne();
    await gate;
    await route.continue().catch(() => {}); // the page may have stopped wanting it
  });
  // A request that never comes (made before the route, say) fails the test instead of
  // leaving it waiting for ever.
  let timer;
  const late = new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`no request for ${pattern} within 30 s`)), 30_000)));
  return { seen: Promise.race([seen, late]).finally(() => clearTimeout(timer)), release };
}

/**
 * Holds what the page's tree worker says until release(); `seen` resolves when the page has
 * made one. Held in the page (the worker's messages are queued before the page's handlers
 * see them), not by routing the worker's script: Chromium fetches a dedicated worker's
 * script for the worker itself, and request interception does not always see that request
 * (it went unseen in one run out of several under load), which left the test waiting.
 */
async function holdTreeWorker(page) {
  await page.addInitScript(() => {
    const Native = globalThis.Worker;
    const queue = [];
    let released = false;
    const held = { seen: false, release: () => ((released = true), queue.splice(0).forEach((f) => f())) };
    Object.defineProperty(globalThis, '__heldTreeWorker', { value: held });
    const handler = (name) => Object.getOwnPropertyDescriptor(Native.prototype, name) ?? Object.getOwnPropertyDescriptor(EventTarget.prototype, name);
    globalThis.Worker = class extends Native {
      constructor(url, options) {
        super(url, options);
        if (options?.name !== 'tree') return;
        held.seen = true;
        for (const name of ['onmessage', 'onerror']) {
          const own = handler(name);
          Object.defineProperty(this, name, {
            get: () => own.get.call(this),
            set: (f) => own.set.call(this, typeof f === 'function' ? (e) => (released ? f(e) : queue.push(() => f(e))) : f),
          });
        }
      }
    };
  });
  return {
    get seen() {
      return page.waitForFunction(() => globalThis.__heldTreeWorker?.seen, null, { timeout: 30_000 });
    },
    release: () => page.evaluate(() => globalThis.__heldTreeWorker.release()),
  };
}

const OLD = '#gen=model:iid,d:2,h:15,seed:6';
const NEW = '#tree=((9,9),(9,9))&proc=F1';
const NEW_SUMMARY = /^F1 .* 3 of 4 terminals/;
const setHash = (page, hash) => page.evaluate((x) => (location.hash = x), hash);
const summary = (page) => text(page, '#summary');

/** After the older path was let go: the page keeps showing the newer link, and its URL. */
async function keepsNewer(page) {
  // Nothing to wait for when the older link is dropped: give it the time it took to show
  // its tree before (well under a second for 65,535 positions).
  const overwritten = await page
    .waitForFunction(() => /65,535|32,768/.test(document.getElementById('summary').textContent) || /gen=/.test(location.hash), null, { timeout: 4000 })
    .then(
      () => true,
      () => false,
    );
  assert.equal(overwritten, false, `the older link did not replace the newer one (summary: ${await summary(page)})`);
  assert.match(await summary(page), NEW_SUMMARY);
  assert.equal(await page.locator('#tree-text').inputValue(), '((9,9),(9,9))');
  assert.match(await page.evaluate(() => location.hash), /^#tree=\(\(9,9\),\(9,9\)\)&proc=F1/);
}

test('a link waiting for the full core (SSS*) does not replace a newer link', async () => {
  // The hold is in place before the page loads: nothing it asks for can come before it.
  let full;
  const { page, context, clean } = await h.open('index.html', { beforeGoto: async (p) => (full = await hold(p, `**/${FULL_WASM}`)) });
  await setHash(page, `${OLD}&proc=sss`);
  await full.seen; // the older link waits for the full core
  await setHash(page, NEW);
  await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('summary').textContent), NEW_SUMMARY.source);
  full.release();
  await page.waitForFunction(() => document.getElementById('core-status').hidden, null, { timeout: 30_000 }); // the full core is in
  await keepsNewer(page);
  clean();
  await context.close();
});

test('a link whose big tree is being made in the worker does not replace a newer link', async () => {
  // The hold is in place before the page loads: nothing it asks for can come before it.
  let worker;
  const { page, context, clean } = await h.open('index.html', { beforeGoto: async (p) => (worker = await holdTreeWorker(p)) });
  await setHash(page, `${OLD}&proc=F2`);
  await worker.seen; // the older link's tree worker is starting
  await setHash(page, NEW);
  await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('summary').textContent), NEW_SUMMARY.source);
  await worker.release();
  await keepsNewer(page);
  clean();
  await context.close();
});

test('a procedure chosen while the full core loads does not replace the procedure of a link opened meanwhile', async () => {
  // The hold is in place before the page loads: nothing it asks for can come before it.
  let full;
  const { page, context, clean } = await h.open('index.html', { beforeGoto: async (p) => (full = await hold(p, `**/${FULL_WASM}`)) });
  await page.selectOption('#proc-select', 'sss');
  await full.seen;
  await setHash(page, NEW);
  await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('summary').textContent), NEW_SUMMARY.source);
  full.release();
  await page.waitForFunction(() => document.getElementById('core-status').hidden, null, { timeout: 30_000 });
  const replaced = await page
    .waitForFunction(() => /SSS\*/.test(document.getElementById('summary').textContent), null, { timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
  assert.equal(replaced, false, 'the link’s procedure stays');
  assert.equal(await page.locator('#proc-select').inputValue(), 'F1');
  assert.match(await summary(page), NEW_SUMMARY);
  assert.match(await page.evaluate(() => location.hash), /proc=F1/);
  clean();
  await context.close();
});

test('while a link’s big tree is on its way, the URL stays the link’s (no write of the state before it)', async () => {
  // The hold is in place before the page loads: nothing it asks for can come before it.
  let worker;
  const { page, context, clean } = await h.open('index.html', {
    beforeGoto: async (p) => {
      await p.clock.install(); // the page's clock, moved on by hand below
      worker = await holdTreeWorker(p);
    },
  });
  // A change whose link is still to be written (120 ms later), then at once the new link.
  await page.evaluate((hash) => {
    const a = document.getElementById('alpha');
    a.value = '-20';
    a.dispatchEvent(new Event('input', { bubbles: true }));
    location.hash = hash;
  }, `${OLD}&proc=F2`);
  await worker.seen;
  await page.clock.runFor(1000); // well past the write of the change before the link
  await settled(page);
  assert.equal(await page.evaluate(() => location.hash), `${OLD}&proc=F2`);
  await worker.release();
  await page.waitForFunction(() => /of 65535 positions/.test(document.getElementById('summary').textContent), null, { timeout: 30_000 });
  await page.waitForFunction(() => /gen=model:iid,d:2,h:15/.test(location.hash));
  clean();
  await context.close();
});
