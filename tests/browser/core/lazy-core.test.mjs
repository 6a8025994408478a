// A lighter first load (the first view needs only K&M's procedures): a cold load of the
// playground fetches only the lean core (www/pkg); the full one (www/pkg-full) comes when a
// procedure of the other papers (or practice, pathology, experiments) is first used, and the
// page keeps its tree, edits, window and selection across the switch. A failed load says so and
// leaves K&M working.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** dist/assets' wasm files by module: the bytes Vite copied from www/pkg and www/pkg-full. */
const WASM = (() => {
  const lean = readFileSync('www/pkg/gametree_bg.wasm');
  const full = readFileSync('www/pkg-full/gametree_bg.wasm');
  const out = { lean: null, full: null };
  for (const f of readdirSync('dist/assets').filter((f) => f.endsWith('.wasm'))) {
    const b = readFileSync(`dist/assets/${f}`);
    if (b.equals(lean)) out.lean = f;
    else if (b.equals(full)) out.full = f;
  }
  assert.ok(out.lean && out.full, `dist/assets holds both modules: ${JSON.stringify(out)}`);
  return out;
})();

/** The wasm files `page` fetches, by module name ('lean', 'full'), in order. */
function wasmRequests(page) {
  const seen = [];
  page.on('request', (r) => {
    const f = r.url().split('/').pop();
    if (f.endsWith('.wasm')) seen.push(f === WASM.lean ? 'lean' : f === WASM.full ? 'full' : f);
  });
  return seen;
}

/** Opens `path` recording its wasm requests from the first one. */
async function openRecorded(path, options = {}) {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const wasm = wasmRequests(page);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (options.route) await options.route(page);
  await page.goto(h.server.url + path);
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 15_000 });
  return { page, context, wasm, errors };
}

const procShown = (page) => page.locator('#proc-select').inputValue();
const summary = (page) => text(page, '#summary');

/** What a person sees of the state: summary, step, window, selection, tree text. */
const state = async (p) => ({
  summary: await summary(p),
  step: await text(p, '#step-count'),
  sentence: await text(p, '#step-sentence'),
  alpha: await p.locator('#alpha').inputValue(),
  beta: await p.locator('#beta').inputValue(),
  proc: await procShown(p),
  sel: await text(p, '#sel-info'),
  text: await p.locator('#tree-text').inputValue(),
  labels: await p.locator('#tree-host .node .value').allTextContents(),
});

describe('first load', () => {
  test('a cold load of index.html fetches only the lean core; choosing Scout fetches the full one, once', async () => {
    const { page, context, wasm, errors } = await openRecorded('index.html');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(wasm, ['lean'], 'the first view loads the lean module only');
    assert.equal(await page.evaluate(() => document.getElementById('core-status').hidden), true);
    // The menus list every paper's procedures before the full core is loaded.
    const menu = await page.locator('#proc-select option').evaluateAll((os) => os.map((o) => o.value));
    for (const p of ['F2', 'pvs', 'scout', 'sss', 'mn-alphabeta']) assert.ok(menu.includes(p), `the menu offers ${p}`);
    await page.locator('#proc-select').selectOption('scout');
    await page.waitForFunction(() => /Scout/.test(document.getElementById('summary').textContent));
    assert.deepEqual(wasm, ['lean', 'full']);
    assert.equal(await page.evaluate(() => document.getElementById('core-status').hidden), true, 'no "loading…" once loaded');
    await page.locator('#proc-select').selectOption('sss');
    await page.waitForFunction(() => /SSS\*/.test(document.getElementById('summary').textContent));
    assert.deepEqual(wasm, ['lean', 'full'], 'the full core is loaded once');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('switching from F2 to PVS keeps the tree, its edits, the window and the selection; edits and undo work after it', async () => {
    const { page, context, wasm, errors } = await openRecorded('index.html');
    const pi = await page.locator('#tree-text').inputValue();
    await page.locator('#tree-host .node[data-id="46"]').click(); // position 1.1.3.1
    await page.locator('#sel-value').fill('7');
    await page.locator('#sel-value').press('Enter');
    await page.waitForFunction((old) => document.getElementById('tree-text').value !== old, pi);
    await page.locator('#alpha').fill('1');
    await page.locator('#beta').fill('6');
    await page.locator('#beta').press('Enter');
    await page.locator('#tree-host .node[data-id="5"]').click();
    const before = await state(page);
    assert.deepEqual(wasm, ['lean']);

    await page.locator('#proc-select').selectOption('pvs');
    await page.waitForFunction(() => /PVS/.test(document.getElementById('summary').textContent));
    assert.deepEqual(wasm, ['lean', 'full']);
    const after = await state(page);
    for (const k of ['text', 'alpha', 'beta']) assert.deepEqual(after[k], before[k], k);
    // The same position is selected (the sentence after its name is the procedure's).
    assert.match(before.sel, /^Position 1\.2:/);
    assert.equal(after.sel.split(':')[0], before.sel.split(':')[0]);
    // PVS ran on the edited tree with the window: the core's own numbers.
    const t = GameTree.parse(before.text);
    const r = t.run('pvs', { alpha: 1, beta: 6 });
    t.free();
    assert.match(after.summary, new RegExp(`root value ${r.value < 0 ? '−' : ''}${Math.abs(r.value)}\\b`));

    // An edit after the switch goes to the full core's tree, and undo comes back through it.
    await page.locator('#tree-host .node[data-id="5"]').click();
    await page.locator('#tree-host .node[data-id="47"]').click();
    await page.locator('#sel-value').fill('-3');
    await page.locator('#sel-value').press('Enter');
    await page.waitForFunction((old) => document.getElementById('tree-text').value !== old, before.text);
    const edited = await page.locator('#tree-text').inputValue();
    assert.notEqual(edited, before.text);
    await page.locator('#undo').click();
    await page.waitForFunction((old) => document.getElementById('tree-text').value === old, before.text);
    await page.locator('#proc-select').selectOption('F2');
    await page.waitForFunction(() => /F2/.test(document.getElementById('summary').textContent));
    assert.equal(await page.locator('#tree-text').inputValue(), before.text);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('links', () => {
  test('a link to a thesis procedure with a step and a selection opens as on a page whose only core is the full one', async () => {
    const link = '#tree=((3,1,4),(1,5,9),(2,6,5))&proc=pvs&alpha=1&beta=8&sel=2.2&step=7';
    const lazy = await openRecorded(`index.html${link}`);
    assert.deepEqual(lazy.wasm, ['lean', 'full'], 'the link needs the full core and loads it');
    // dist/playground.html has the full core as its first and only module (scripts/build-single.mjs).
    const single = await openRecorded(`playground.html${link}`);
    assert.deepEqual(single.wasm, [], 'the single file fetches no wasm');
    const want = await state(single.page);
    assert.match(want.step, /^7 \/ \d+$/);
    assert.match(want.sel, /2\.2/);
    assert.deepEqual(await state(lazy.page), want);
    assert.match(await lazy.page.evaluate(() => location.hash), /proc=pvs.*sel=2\.2.*step=7|step=7.*sel=2\.2/);
    assert.deepEqual([...lazy.errors, ...single.errors], []);
    await lazy.context.close();
    await single.context.close();
  });
});

describe('loading', () => {
  test('the page says "loading…" while the full core comes, and nothing once it is in', async () => {
    let during = null;
    const { page, context, errors } = await openRecorded('index.html', {
      route: (p) =>
        p.route(`**/${WASM.full}`, async (r) => {
          during = await p.evaluate(() => {
            const box = document.getElementById('core-status');
            return box.hidden ? null : box.textContent;
          });
          await r.continue();
        }),
    });
    await page.locator('#proc-select').selectOption('mn-alphabeta');
    await page.waitForFunction(() => /m&n/.test(document.getElementById('summary').textContent));
    assert.match(during ?? '', /^Loading the other papers’ procedures/);
    assert.equal(await page.evaluate(() => document.getElementById('core-status').hidden), true);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('a failed load', () => {
  test('of a link to a thesis procedure shows the tree with F2 and says what was not used', async () => {
    const { page, context } = await openRecorded('index.html#tree=((3,1,4),(1,5,9),(2,6,5))&proc=pvs', {
      route: (p) => p.route(`**/${WASM.full}`, (r) => r.abort()),
    });
    assert.equal(await procShown(page), 'F2');
    assert.match(await text(page, '#tree-notice'), /Some of the link was not used: PVS could not be loaded/);
    assert.match(await text(page, '#core-status'), /could not be loaded/);
    assert.equal(await page.locator('#tree-text').inputValue(), '((3,1,4),(1,5,9),(2,6,5))');
    await context.close();
  });

  test('says so, keeps K&M working, and the next choice tries again', async () => {
    let block = true;
    const { page, context, wasm } = await openRecorded('index.html', {
      route: (p) => p.route(`**/${WASM.full}`, (r) => (block ? r.abort() : r.continue())),
    });
    await page.locator('#proc-select').selectOption('scout');
    await page.waitForFunction(() => document.getElementById('core-status').classList.contains('failed'));
    assert.match(await text(page, '#core-status'), /could not be loaded.*F0, F1 and F2 still work/);
    assert.match(await text(page, '#tree-notice'), /Scout could not be loaded/);
    assert.equal(await procShown(page), 'F2', 'the menu shows the procedure still shown');
    assert.match(await summary(page), /F2/);
    // K&M still works: an edit recomputes F2.
    const before = await page.locator('#tree-text').inputValue();
    await page.locator('#tree-host .node[data-id="46"]').click();
    await page.locator('#sel-value').fill('9');
    await page.locator('#sel-value').press('Enter');
    await page.waitForFunction((old) => document.getElementById('tree-text').value !== old, before);
    // The next choice tries again, and works once the module can be fetched.
    block = false;
    await page.locator('#proc-select').selectOption('scout');
    await page.waitForFunction(() => /Scout/.test(document.getElementById('summary').textContent));
    assert.equal(await page.evaluate(() => document.getElementById('core-status').hidden), true);
    assert.equal(wasm.filter((m) => m === 'full').length, 2);
    await context.close();
  });
});
