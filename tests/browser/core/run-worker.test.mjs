// Big trees' searches run in the run worker (www/core/run-worker.js, families/page-runs.js), so
// that nothing takes over ~100 ms on the page's thread, where it would delay input and paint:
// on a 262,143-position tree the page says it is searching in the background (data-busy) after
// an edit, a new window and a new procedure, stays usable meanwhile, and then shows exactly the
// core's figures (checked against the core in node). Typing a window supersedes the searches
// under way; undo brings the old value back; the link follows the edit.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree, KM, record } from '../support/core.mjs';
import { Harness, tableCounts, text, watch } from '../support/page.mjs';
import { settled as atRest } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const SPEC = { model: 'iid', degree: 2, height: 17, seed: 3, lo: -99, hi: 99 };
const LINK = 'gen=model:iid,d:2,h:17,seed:3,lo:-99,hi:99';

/** The core's F0-F2 counts as the page's table shows them. */
// The table counts K&M's three with every edit (and the procedure shown, here F2).
const TABLE = KM.slice(0, 3);
const asTable = (c) =>
  Object.fromEntries(
    TABLE.map((p) => [p, { terminals: c[p].counts.terminals, positions: c[p].counts.positions, value: String(c[p].value).replace('-', '−') }]),
  );
const shownCounts = async (page) =>
  Object.fromEntries(
    Object.entries(await tableCounts(page)).map(([p, c]) => [
      p,
      { terminals: c.terminals, positions: c.positions, value: c.value.replace(/ .*/, '').replace(/^[≥≤]/, '') },
    ]),
  ); // a bound's sign: the core's value is the number

test('a 262,143-position tree: edits, windows and procedures are searched in the worker; the figures are the core’s', async () => {
  const g = GameTree.generate(SPEC);
  const _n = g.size();
  const pv = record(g, 'F0', {}).pv;
  const LEAF = g.deweyOf(pv[pv.length - 1]);
  const before0 = g.counts(KM, {});
  let edited = null;
  for (const v of [999, -999, 500, -500]) {
    const e = g.setValue(LEAF, v);
    const c = e.counts(KM, {});
    if (c.F0.value !== before0.F0.value) {
      edited = { v, tree: e, counts: c };
      break;
    }
    e.free();
  }
  assert.ok(edited, 'some value of the leaf changes the root value');
  const windowed = edited.tree.counts(KM, { alpha: -20, beta: 20 });
  const pvs = edited.tree.run('pvs', { alpha: -20, beta: 20 });

  const context = await h.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const { clean } = watch(page, (u) => u.startsWith(h.server.url));
  await page.goto(`${h.server.url}index.html#${LINK}&sel=${LEAF}`, { timeout: 120_000 });
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 120_000 });
  assert.deepEqual(await shownCounts(page), asTable(before0));
  // Each time the page searches in the background, data-busy is set on <html>.
  await page.evaluate(() => {
    window.__busy = 0;
    new MutationObserver(() => document.documentElement.dataset.busy && window.__busy++).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-busy'],
    });
  });
  const settled = () => page.waitForFunction(() => !document.documentElement.dataset.busy, null, { timeout: 120_000 });
  const busySeen = () => page.evaluate(() => window.__busy);

  // An edit: searched in the background, then the core's counts of the edited tree.
  // The negamax view shows (and takes) a terminal's value from the standpoint of the player
  // to move there: at odd depth (17) the core's value negated.
  await page.locator('#sel-value').fill(String(-edited.v));
  await page.locator('#sel-value').press('Enter');
  await page.waitForFunction((v) => Number(document.getElementById('root-value')?.dataset.value) === v, edited.counts.F0.value, { timeout: 120_000 });
  await settled();
  assert.ok((await busySeen()) >= 1, 'the edit was searched in the background');
  assert.deepEqual(await shownCounts(page), asTable(edited.counts));
  assert.match(await text(page, '#sel-info'), new RegExp(`Position ${LEAF.replaceAll('.', '\\.')}: .* terminal`), 'the selection stays');

  // A window typed key by key: each key supersedes the search under way; the last one is shown.
  await page.locator('#alpha').fill('-20');
  await page.locator('#beta').fill('20');
  await page.waitForFunction(() => /window \(−20, 20\)/.test(document.getElementById('summary').textContent), null, { timeout: 120_000 });
  await settled();
  assert.deepEqual(await shownCounts(page), asTable(windowed));

  // Another paper's procedure (the full core loads, in the page and in the worker).
  const seen = await busySeen();
  await page.selectOption('#proc-select', 'pvs');
  await page.waitForFunction(() => document.querySelector('#other-counts td[data-proc=pvs]'), null, { timeout: 120_000 });
  await settled();
  assert.ok((await busySeen()) > seen, 'PVS was run in the background');
  const cell = (row) => text(page, `#other-counts tr[data-row=${row}] td[data-proc=pvs]`);
  assert.equal(await cell('nodesCreated'), String(pvs.thesis.counters.nodesCreated));
  assert.equal(await cell('leafVisits'), String(pvs.thesis.counters.leafVisits));

  // The link carries the edit (a patch against the generated tree, made in the worker) and the
  // procedure. The fragment is written after a change (120 ms, then the link made in the
  // worker, behind PVS's run): the patch= written after the edit is there before PVS's
  // proc=pvs, so the wait is for both (the link of the moment the runs are in may still name F2,
  // and a page opened from it never shows PVS's counts).
  await page.waitForFunction(() => /[#&]patch=/.test(location.hash) && /[#&]proc=pvs(&|$)/.test(location.hash), null, { timeout: 60_000 });
  const link = await page.evaluate(() => location.href);
  const fresh = await context.newPage();
  await fresh.goto(link, { timeout: 120_000 });
  await fresh.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 120_000 });
  await fresh.waitForFunction(() => !document.documentElement.dataset.busy && document.querySelector('#other-counts td[data-proc=pvs]'), null, {
    timeout: 120_000,
  });
  assert.equal(Number(await fresh.locator('#root-value').getAttribute('data-value')), edited.counts.F0.value, 'the link opens the edited tree');
  await fresh.close();

  // Undo brings the old value back (searched in the background too; a typed window is not an
  // undo entry, so the edit is the last one).
  await page.selectOption('#proc-select', 'F2');
  await settled();
  while (Number(await page.locator('#root-value').getAttribute('data-value')) !== before0.F0.value && !(await page.locator('#undo').isDisabled())) {
    await page.locator('#undo').click();
    await settled();
  }
  await page.waitForFunction(() => document.querySelector('#counts-table'), null, { timeout: 60_000 });
  assert.equal(Number(await page.locator('#root-value').getAttribute('data-value')), before0.F0.value);
  clean();
  edited.tree.free();
  g.free();
  await context.close();
});

test('a 262,143-position tree: steps asked for during a search, edits during a trace, edits right after a repaint', async () => {
  const g = GameTree.generate(SPEC);
  const pv = record(g, 'F0', {}).pv;
  const LEAF = g.deweyOf(pv[pv.length - 1]);
  g.free();
  const context = await h.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const { clean } = watch(page, (u) => u.startsWith(h.server.url));
  await page.goto(`${h.server.url}index.html#${LINK}&sel=${LEAF}`, { timeout: 120_000 });
  await page.waitForSelector('html[data-ready=true]', { state: 'attached', timeout: 120_000 });
  const settled = () => page.waitForFunction(() => !document.documentElement.dataset.busy, null, { timeout: 120_000 });
  const edit = (v) =>
    page.evaluate((x) => {
      document.getElementById('sel-value').value = String(x);
      document.getElementById('edit-form').requestSubmit();
    }, v);
  const count = () => text(page, '#step-count');

  // A step asked for while the edit is searched is taken once the runs are in (it did nothing).
  const busyThenStep = await page.evaluate(() => {
    document.getElementById('sel-value').value = '41';
    document.getElementById('edit-form').requestSubmit();
    const busy = document.documentElement.dataset.busy;
    document.getElementById('step-first').click(); // in the same task: the search is under way
    return busy;
  });
  assert.equal(busyThenStep, 'true');
  await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent), null, { timeout: 120_000 });
  await page.locator('#step-forward').click();
  await page.locator('#step-forward').click();
  await page.waitForFunction(() => /^2 \//.test(document.getElementById('step-count').textContent), null, { timeout: 60_000 });
  const stepping = await count();

  // Another procedure: the counter is not the previous trace's.
  await page.selectOption('#proc-select', 'F1');
  await settled();
  assert.notEqual(await count(), stepping);

  // An edit while F1's trace is made in the worker: no error (the trace was for a tree the
  // edit freed); the step is taken on the edited tree.
  await page.evaluate(() => {
    document.getElementById('step-first').click(); // the trace is asked of the worker…
    document.getElementById('sel-value').value = '-41'; // …and the edit comes before its answer
    document.getElementById('edit-form').requestSubmit();
  });
  await settled();
  await page.waitForFunction(() => /^0 \/ [1-9]/.test(document.getElementById('step-count').textContent), null, { timeout: 120_000 });

  // A second edit the moment the first one's repaint is in (the note on deep cutoffs of the
  // first is still to come, on a tree the second frees): no error.
  await page.selectOption('#proc-select', 'F2');
  await settled();
  await page.evaluate(() => {
    let sent = false;
    new MutationObserver(() => {
      if (sent || document.documentElement.dataset.busy) return;
      sent = true;
      document.getElementById('sel-value').value = '7';
      document.getElementById('edit-form').requestSubmit();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-busy'] });
  });
  await edit(8);
  await page.waitForFunction(
    () =>
      /root value/.test(document.getElementById('summary').textContent) &&
      !document.documentElement.dataset.busy &&
      /Deep cutoffs:|no deep|Corollary/.test(document.getElementById('counts').textContent),
    null,
    { timeout: 120_000 },
  );
  await atRest(page); // the deferred note of each (the frame after, then a task)
  clean();
  await context.close();
});
