// The Pathology panel (thesis ch. 5): loaded only when opened; the recursion's table holds
// the core's numbers; a game experiment runs in the worker with progress, gives the core's
// (and the CLI's) numbers, exports, and Cancel stops a long one; the demonstration tree's
// decisions are the core's.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import * as core from '../../../www/pkg-full/gametree.js';
import { gametree } from '../../support/cli.mjs';
import '../support/core.mjs'; // initialises the wasm in node
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { downloadBytes } from '../support/helpers.mjs';
import { Harness, text, watch } from '../support/page.mjs';
import { settled, workersClosed } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const TREE = 'index.html#tree=((3,1,4),(1,5,9),(2,6,5))';

/** Opens a link with pathology settings and waits until the panel has taken them. */
async function openLink(path, options) {
  const opened = await h.open(path, options);
  await opened.page.waitForFunction(() => document.getElementById('path-status')?.textContent.startsWith('Settings from the link'), null, { timeout: 20_000 });
  return opened;
}

/** The recursion table's ERR cells: {p: {k: value}} as the page keeps them (data-value). */
const recursionTable = (page) =>
  page.locator('#path-rec-table tbody td[data-p]').evaluateAll((tds) => {
    const out = {};
    for (const td of tds) (out[td.dataset.p] ??= {})[td.closest('tr').dataset.k] = td.dataset.value;
    return out;
  });

function coreRecursion({ width, err1, err2, q, levels }, ps) {
  const out = {};
  for (const p of ps) {
    out[p] = {};
    for (const row of core.pathologyRecursion({ width, err1, err2, p, levels, q }).rows) out[p][levels - row.level] = String(row.ERR);
  }
  return out;
}

/** The CLI's JSON for a spec (support/cli.mjs: npm test's build of it, else cargo run). */
function cli(spec) {
  const args = [
    'pathology',
    'game',
    '--game',
    spec.game,
    '--width',
    String(spec.width),
    '--terminal-level',
    String(spec.terminalLevel),
    '--samples',
    String(spec.samples),
    '--seed',
    String(spec.seed),
    '--backup',
    spec.backup,
    '--json',
  ];
  return JSON.parse(execFileSync(...gametree(args), { encoding: 'utf8' }));
}

describe('pathology panel', () => {
  test('loaded when opened; the recursion table is the core’s for the presets; bad input gets a message', async () => {
    const { page, context, clean } = await h.open(TREE);
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/(pathology|panel)[-.][^/]*\.js/.test(e.name)));
    assert.equal(await loaded(), false, 'the first view does not load the panel');
    await page.locator('#path-panel summary').click();
    await page.waitForSelector('#path-rec svg [aria-label=line] path');
    assert.equal(await loaded(), true);
    // The default is Fig. 44: w = 2, err1 = err2 = 0.1, p = 0.2 … 0.9, ten levels.
    const ps = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
    assert.deepEqual(await recursionTable(page), coreRecursion({ width: 2, err1: 0.1, err2: 0.1, q: 0, levels: 10 }, ps));
    // Fig. 51 (eq. (3), q = 0.05) from the preset menu.
    await page.locator('#path-panel select[name=preset]').selectOption('fig51');
    assert.deepEqual(await recursionTable(page), coreRecursion({ width: 2, err1: 0.1, err2: 0.2, q: 0.05, levels: 10 }, ps));
    assert.equal(await page.locator('#path-rec svg [aria-label=line] path').count(), 8, 'a curve per p');
    // The table is a toggle, labelled for assistive technology.
    const toggle = page.locator('#path-rec [data-toggle=table]');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.locator('#path-rec-table-wrap').isVisible(), true);
    // Typing a custom value: the preset menu says custom, the numbers follow.
    await page.locator('#path-panel input[name=p]').fill('0.618');
    await page.locator('#path-panel input[name=width]').fill('3');
    assert.equal(await page.locator('#path-panel select[name=preset]').inputValue(), '');
    assert.deepEqual(await recursionTable(page), coreRecursion({ width: 3, err1: 0.1, err2: 0.2, q: 0.05, levels: 10 }, [0.618]));
    // Bad input: a message by the form, the last good curves stay.
    await page.locator('#path-panel input[name=err1]').fill('2');
    assert.equal(await text(page, '#path-rec-msg'), 'err1 (leaves) must be from 0 to 1, not 2');
    await page.locator('#path-panel input[name=err1]').fill('0.1');
    assert.equal(await text(page, '#path-rec-msg'), '');
    await page.waitForFunction(() => location.hash.includes('patho=w:3,e1:0.1,e2:0.2,q:0.05,p:0.618,n:10'));
    clean();
    await context.close();
  });

  test('a game experiment from a link runs in the worker: the core’s and the CLI’s numbers, exports', async () => {
    const link = `${TREE}&patho=g:pearl,gw:2,t:3;5,s:300,seed:7`;
    const { page, context, clean } = await openLink(link, { acceptDownloads: true });
    assert.equal(await page.locator('#path-panel').getAttribute('open'), '');
    assert.equal(await page.locator('#path-panel input[name=t]').inputValue(), '3, 5');
    assert.match(await text(page, '#path-status'), /Settings from the link/);
    const progress = [];
    await page.exposeFunction('recordProgress', (v) => progress.push(v));
    await page.evaluate(() =>
      new MutationObserver(() => window.recordProgress(document.getElementById('path-status').textContent)).observe(document.getElementById('path-status'), {
        childList: true,
        characterData: true,
        subtree: true,
      }),
    );
    await page.locator('#path-run').click();
    await page.waitForFunction(() => document.getElementById('path-host').dataset.state === 'done', null, { timeout: 60_000 });
    assert.ok(
      progress.some((p) => /^\d+% \(t = \d, (minimax|product)\)…$/.test(p)),
      `progress was shown: ${progress.slice(0, 3)}`,
    );
    assert.match(await text(page, '#path-status'), /^Done: 1,200 trees \([\d,]+ drawn and discarded\)/);
    assert.equal(await page.locator('#path-progress').evaluate((p) => p.value / p.max), 1);
    const got = await page
      .locator('#path-game-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.dataset.key, td.dataset.value]))));
    const want = [];
    for (const t of [3, 5]) {
      for (const backup of ['minimax', 'product']) {
        const spec = { game: 'pearl', width: 2, terminalLevel: t, backup, samples: 300, seed: 7 };
        const whole = core.pathologyGameResult(spec, [core.pathologyGameChunk(spec, 0, 300)]);
        assert.deepEqual(cli(spec).depths, whole.depths, `the CLI and the wasm agree for t = ${t}, ${backup}`);
        for (const d of whole.depths)
          want.push({
            t: String(t),
            backup,
            depth: String(d.depth),
            correct: String(d.correct),
            stderr: String(d.stderr),
            samples: '300',
            discarded: String(whole.discarded),
          });
      }
    }
    assert.deepEqual(got, want);
    const labels = await page.locator('#path-game svg text').allTextContents();
    assert.ok(labels.includes('minimax') && labels.includes('product propagation'), 'minimax and product side by side');
    assert.equal(await page.locator('#path-game svg [aria-label=line] path').count(), 4, 'a curve per t and backing-up rule');
    // Exports: the figure names the game, width, t, samples and seed.
    const download = async (sel) => {
      const [d] = await Promise.all([page.waitForEvent('download'), page.locator(sel).click()]);
      return { name: d.suggestedFilename(), bytes: await downloadBytes(d) };
    };
    const svg = await download('#path-game [data-export=svg]');
    assert.equal(svg.name, 'pathology-pearl-w2-t3-5-n300-seed7.svg');
    const svgText = svg.bytes.toString();
    assert.match(svgText, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.ok(svgText.replace(/<[^>]+>/g, '').includes('Pearl-game, w = 2, t = 3, 5; 300 samples, seed 7'), 'the title is in the SVG');
    const csv = (await download('#path-game [data-export=csv]')).bytes.toString().trim().split('\n');
    assert.equal(csv[1], 'game,width,t,backup,depth,correct,stderr,samples,discarded,seed');
    assert.equal(csv.length, 2 + want.length);
    assert.equal(csv[2], ['pearl', 2, 3, 'minimax', 1, want[0].correct, want[0].stderr, 300, want[0].discarded, 7].join(','));
    const png = await download('#path-rec [data-export=png]');
    assert.deepEqual([...png.bytes.subarray(1, 4)], [0x50, 0x4e, 0x47]);
    clean();
    await context.close();
  });

  test('Cancel stops a long experiment at once; bad settings are refused with a message', async () => {
    const { page, context, clean } = await openLink(`${TREE}&patho=g:pearl,gw:2,t:12,s:20000,seed:1`);
    await page.locator('#path-run').click();
    await page.waitForFunction(() => document.getElementById('path-progress').value > 0, null, { timeout: 30_000 });
    const runs = page.workers().filter((w) => /\/worker-[^/]*\.js$/.test(w.url()));
    assert.equal(runs.length, 1, "the experiment's worker");
    await page.locator('#path-cancel').click();
    assert.equal(await page.locator('#path-host').getAttribute('data-state'), 'cancelled');
    const stopped = await page.locator('#path-progress').evaluate((p) => [p.value, p.max]);
    // Once its worker has ended, nothing more can come from it.
    await workersClosed(page, runs);
    await settled(page);
    assert.deepEqual(await page.locator('#path-progress').evaluate((p) => [p.value, p.max]), stopped, 'no progress after Cancel');
    assert.ok(stopped[0] < stopped[1]);
    assert.equal(await page.locator('#path-run').isDisabled(), false);
    assert.equal(await page.locator('#path-cancel').isDisabled(), true);
    await page.locator('#path-panel input[name=t]').fill('13');
    await page.locator('#path-run').click();
    assert.match(
      await text(page, '#path-game-msg'),
      /^terminal level t = 13: a tree of width 2 has 2\^13 = 8,192 terminals; the page draws trees of at most 4,096$/,
    );
    await page.locator('#path-panel input[name=t]').fill('5, x');
    await page.locator('#path-run').click();
    assert.match(await text(page, '#path-game-msg'), /is not a list of whole numbers/);
    clean();
    await context.close();
  });

  test('the demonstration tree shows the core’s decisions at every depth; a bad link is named', async () => {
    const { page, context, clean } = await openLink(`${TREE}&patho=dt:4,ds:2,dd:1,e1:7,zz:1`);
    assert.match(await text(page, '#path-panel .message'), /not used: unknown key 'zz'; err1 \(leaves\) must be from 0 to 1, not 7/);
    const spec = (backup) => ({ game: 'pearl', width: 2, terminalLevel: 4, backup, samples: 1, seed: 2 });
    const tree = core.pathologyTree(spec('minimax'), 0);
    const product = core.pathologyTree(spec('product'), 0).scores;
    // Depth 1: the root's sons show their evaluations (terminal 1-positions below).
    const sons = await page.locator('#path-demo-tree g.pnode').evaluateAll((gs) => gs.slice(1, 3).map((g) => g.querySelector('text.val').textContent));
    assert.deepEqual(sons, tree.evaluations[1].map(String));
    for (let d = 1; d <= 4; d++) {
      await page.locator('#path-panel input[name=depth]').fill(String(d));
      const mm = page.locator('#path-demo-out li[data-backup=minimax]');
      const pp = page.locator('#path-demo-out li[data-backup=product]');
      assert.equal(await mm.getAttribute('data-score'), String(tree.scores[d - 1]), `minimax at depth ${d}`);
      assert.equal(await pp.getAttribute('data-score'), String(product[d - 1]), `product at depth ${d}`);
      assert.doesNotMatch(await mm.textContent(), /the core scores it/);
    }
    assert.match(await text(page, '#path-demo-tree svg'), /W/);
    assert.match(await page.locator('#path-demo-tree svg').getAttribute('aria-label'), /searched to depth 4, minimax correct/);
    clean();
    await context.close();
  });

  test('in the single file (file://) the panel runs its inlined worker', async () => {
    const url = pathToFileURL(resolve('dist/playground.html')).href;
    const page = await h.browser.newPage({ viewport: { width: 1200, height: 900 } });
    const { clean } = watch(page, (u) => u.startsWith(url));
    await page.goto(`${url}#tree=((3,1,4),(1,5,9),(2,6,5))&patho=g:incremental,gw:3,t:2;3,s:40,seed:5`);
    await page.waitForFunction(() => document.getElementById('path-status')?.textContent.startsWith('Settings from the link'), null, { timeout: 20_000 });
    await page.locator('#path-run').click();
    await page.waitForFunction(() => document.getElementById('path-host').dataset.state === 'done', null, { timeout: 30_000 });
    const spec = { game: 'incremental', width: 3, terminalLevel: 3, backup: 'product', samples: 40, seed: 5 };
    const want = core.pathologyGameResult(spec, [core.pathologyGameChunk(spec, 0, 40)]).depths.map((d) => String(d.correct));
    const got = await page
      .locator('#path-game-table tbody tr[data-t="3"][data-backup=product] td[data-key=correct]')
      .evaluateAll((tds) => tds.map((td) => td.dataset.value));
    assert.deepEqual(got, want);
    clean();
    await page.close();
  });
});
