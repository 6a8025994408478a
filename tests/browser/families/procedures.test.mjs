// The other papers' procedures in the playground: SSS*'s OPEN list, PVS and Scout counts,
// the m&n procedures' chosen move, options and share links.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { Harness, text } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const SPECIMEN = (() => {
  const t = GameTree.example('specimen');
  const s = t.text();
  t.free();
  return s;
})();

/** The core's run record of `name` on tree text. */
function core(text, name, options = {}) {
  const t = GameTree.parse(text);
  try {
    return { result: t.run(name, options), dewey: t.shape().dewey };
  } finally {
    t.free();
  }
}

const inf = (v) => (v === '+inf' ? '+∞' : v === '-inf' ? '−∞' : v < 0 ? `−${-v}` : String(v));

describe('SSS* (thesis §2.6)', () => {
  test('steps through the specimen tree with the OPEN list of the trace, highlighted in the tree', async () => {
    const { page, clean } = await h.visit(`index.html#tree=${SPECIMEN}&proc=sss&view=minimax`);
    assert.match(await text(page, '#summary'), /SSS\* .*root value 40; 10 nodes created \(5 of 11 leaf nodes\), 15 visits/);
    assert.equal(await page.locator('#open-panel').isVisible(), true);
    const { result, dewey } = core(SPECIMEN, 'sss', { trace: true });
    await page.keyboard.press('Home');
    let lastOpen = null;
    // The trace records OPEN's changes (thesis::OpenReplay): rebuild the list after each step.
    let list = [];
    const replay = (e) => {
      const gone = new Set(e.gamma ? [e.gamma.triple.at, ...e.gamma.purged] : []);
      list = list.filter((t) => !gone.has(t.at));
      for (const x of e.inserted) list.splice(x.below == null ? 0 : list.findIndex((t) => t.at === x.below) + 1, 0, x);
      assert.equal(list.length, e.len, `OPEN's length after step ${e.step}`);
      return { ...e, open: list.slice() };
    };
    for (let k = 1; k <= 14; k++) {
      await page.keyboard.press('ArrowRight');
      const e = result.trace[k - 1];
      if (e.type === 'open') lastOpen = replay(e);
      const rows = await page.locator('#open-list tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
      const want = lastOpen.open.map((t, i) => [String(i + 1), dewey[t.at] || 'root', t.status === 'live' ? 'LIVE' : 'SOLVED', inf(t.merit)]);
      assert.deepEqual(rows, want, `OPEN after event ${k}`);
      assert.match(await text(page, '#open-list caption'), new RegExp(`OPEN after step ${lastOpen.step} `));
      // Every position on OPEN is marked in the tree (the one Γ just took is the current one).
      const marked = await page
        .locator('#tree-host .node.is-active, #tree-host .node.is-current')
        .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-id'))).sort((a, b) => a - b));
      const onOpen = [...new Set([...lastOpen.open.map((t) => t.at), ...(lastOpen.gamma ? [lastOpen.gamma.triple.at] : [])])].sort((a, b) => a - b);
      if (e.type === 'open') assert.deepEqual(marked, onOpen, `marked positions after event ${k}`);
    }
    assert.equal(await text(page, '#step-count'), `14 / ${result.trace.length}`);
    assert.match(await text(page, '#step-sentence'), /^Step \d+: Γ takes ⟨/);
    // A position in the OPEN list selects it in the tree.
    await page.locator('#open-list tbody button').first().click();
    assert.match(await text(page, '#sel-info'), /^Position \d/);
    await page.keyboard.press('End');
    assert.match(await text(page, '#step-sentence'), /^Done: SSS\* returns 40 = F\(root\)/);
    clean();
  });
});

describe("Muszycka's procedures", () => {
  test('PVS and Scout show the thesis counters of the core record; stepping tells window tests and TESTs', async () => {
    const { page, clean } = await h.visit(`index.html#tree=${SPECIMEN}`);
    const rows = ['nodesCreated', 'leavesCreated', 'nodeVisits', 'leafVisits', 'staticEvaluations', 'tests', 'reSearches', 'cutoffs'];
    for (const name of ['pvs', 'scout']) {
      await page.locator('#proc-select').selectOption(name);
      await page.waitForSelector(`#thesis-counts td[data-proc=${name}]`);
      const { result } = core(SPECIMEN, name);
      for (const r of rows) {
        assert.equal(await text(page, `#thesis-counts tr[data-row=${r}] td[data-proc=${name}]`), String(result.thesis.counters[r]), `${name} ${r}`);
      }
      assert.equal(await text(page, `#thesis-counts tr[data-row=value] td[data-proc=${name}]`), String(result.value));
    }
    // PVS's step-through: minimal-window tests and re-searches, in sentences.
    await page.locator('#proc-select').selectOption('pvs');
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Home');
    const lines = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('ArrowRight');
      lines.push(await text(page, '#step-sentence'));
    }
    assert.ok(
      lines.some((s) => /the minimal-window test of 1\.2 with .* promising, so 1\.2 is searched again/.test(s)),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((s) => /At 1: re-search 1\.2: pvs with window/.test(s)),
      lines.join('\n'),
    );
    assert.ok((await page.locator('#call-stack tbody tr').count()) >= 1);
    // Scout's TESTs.
    await page.locator('#proc-select').selectOption('scout');
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Home');
    const scout = [];
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('ArrowRight');
      scout.push(await text(page, '#step-sentence'));
    }
    assert.ok(
      scout.some((s) => /TEST: is its value [≥≤]/.test(s)),
      scout.join('\n'),
    );
    assert.ok(
      scout.some((s) => /The TEST at [\d.]+ answers (true|false)/.test(s)),
      scout.join('\n'),
    );
    clean();
  });

  test('the literal reading travels in the link and gives run({literal: true})', async () => {
    const tree = '((3,1,4),(1,5,9),(2,6,5))';
    const { page, clean } = await h.visit(`index.html#tree=${tree}&proc=alphabeta`);
    await page.locator('label:has(input[value=literal])').click();
    await page.waitForFunction(() => location.hash.includes('lit=1'));
    const { result } = core(tree, 'alphabeta', { literal: true });
    assert.equal(await text(page, '#thesis-counts tr[data-row=leavesCreated] td[data-proc=alphabeta]'), String(result.thesis.counters.leavesCreated));
    assert.match(await text(page, '#summary'), /literal reading/);
    clean();
  });

  test('the compare view adds other procedures with their counts and trees', async () => {
    const { page, clean } = await h.visit(`index.html#tree=${SPECIMEN}&proc=compare&cmp=pvs,sss`);
    assert.equal(await page.locator('#compare-host figure[data-extra]').count(), 2);
    assert.ok((await page.locator('#compare-host figure[data-extra=sss] .node').count()) === 18);
    const sss = core(SPECIMEN, 'sss').result;
    assert.equal(await text(page, '#thesis-counts tr[data-row=leavesCreated] td[data-proc=sss]'), String(sss.thesis.counters.leavesCreated));
    assert.equal(await text(page, '#thesis-counts tr[data-row=nodeVisits] td[data-proc=pvs]'), String(core(SPECIMEN, 'pvs').result.thesis.counters.nodeVisits));
    // Unticking one removes its tree and column; the link follows.
    await page.locator('#cmp-menu summary').click();
    await page.locator('#cmp-items input[value=pvs]').uncheck();
    assert.equal(await page.locator('#compare-host figure[data-extra]').count(), 1);
    await page.waitForFunction(() => /cmp=sss(&|$)/.test(location.hash));
    clean();
  });
});

describe("Slagle's m&n procedures", () => {
  test('an m&n alpha-beta run shows the chosen move, its trace and the warnings; bad m keeps the page', async () => {
    const { page, clean } = await h.visit(`index.html#tree=${SPECIMEN}&proc=mn-alphabeta&m=2&n=2&backup=sample`);
    const { result } = core(SPECIMEN, 'mn-alphabeta', { m: 2, n: 2, backup: 'sample', trace: true });
    assert.equal(result.mn.best.index, 2);
    assert.match(await text(page, '#summary'), /chooses successor 2 \(position 2\), worth 39\.94/);
    assert.equal(await text(page, '#mn-counts tr[data-row=best] td'), '2 (2)');
    assert.equal(await text(page, '#mn-counts tr[data-row=positions] td'), String(result.counts.positions));
    // The chosen move's edge is drawn thick.
    assert.equal(await page.locator('#tree-host .edge.pv').count(), 1);
    // The validator's warnings about the sample functions.
    assert.equal(await page.locator('#opt-warnings li').count(), result.mn.warnings.length);
    assert.match(await text(page, '#opt-warnings li'), /not monotone/);
    // The trace: the root's choice and an m&n beta cutoff.
    await page.keyboard.press('Home');
    const lines = [];
    for (let i = 0; i < result.trace.length; i++) {
      await page.keyboard.press('ArrowRight');
      lines.push(await text(page, '#step-sentence'));
    }
    assert.ok(
      lines.some((s) => /an m&n β cutoff/.test(s)),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((s) => /The root compares successor 2 \(2\).*2 is the new best move/.test(s)),
      lines.join('\n'),
    );
    // m = 1 is not allowed for m&n alpha-beta: the core's message, and the page stays usable.
    await page.locator('#opt-m').fill('1');
    await page.locator('#opt-m').press('Tab');
    assert.match(await text(page, '#summary'), /could not run/);
    assert.ok((await text(page, '#opt-msg')).length > 0);
    await page.locator('#opt-m').fill('3');
    await page.locator('#opt-m').press('Tab');
    assert.match(await text(page, '#summary'), /m = 3, n = 2: chooses successor/);
    await page.waitForFunction(() => location.hash.includes('m=3'));
    // m&n minimaxing chooses the same move.
    await page.locator('#proc-select').selectOption('mn-minimax');
    assert.match(await text(page, '#summary'), /m&n minimaxing .*chooses successor 2/);
    clean();
  });
});
