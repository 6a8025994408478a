// The table view of the search (view/search-table.js): opened by its button or the link's
// table=1; one row per position in depth-first order; each row's window, status and cutoff
// are the core's record's (computed here by the core in node, not by hand), its value the
// drawing's; the current step's row is marked and announced; a row selects its position and
// a position selects its row; a big tree's table stays bounded; on a phone it scrolls inside
// its box, never the page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatScore as f, negate } from '../../../www/core/score.js';
import { boundLabel, shown, shownBound, shownTerminal, shownWindow } from '../../../www/view/standpoint.js';
import { GameTree, record } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

const textOf = (make) => {
  const t = make();
  try {
    return t.text();
  } finally {
    t.free();
  }
};
const PI = textOf(() => GameTree.example('pi'));
const RANDOM = textOf(() => GameTree.generate({ model: 'random-shape', maxDegree: 4, maxDepth: 5, lo: -9, hi: 9, seed: 11 }));

/** Dewey names compared part by part, as numbers (a prefix first). */
function deweyCompare(a, b) {
  const x = a === '' ? [] : a.split('.').map(Number);
  const y = b === '' ? [] : b.split('.').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/** The table's rows as the page shows them. */
const rowsOf = (page) =>
  page.$$eval('[data-testid=search-table] tbody tr', (trs) =>
    trs.map((tr) => ({
      dewey: tr.dataset.dewey,
      current: tr.getAttribute('aria-current'),
      selected: tr.classList.contains('selected'),
      player: tr.querySelector('[data-col=player]').textContent,
      window: tr.querySelector('[data-col=window]').textContent,
      value: tr.querySelector('[data-col=value]').textContent,
      status: tr.querySelector('[data-col=status]').textContent,
    })),
  );

/** What the core's record says each row must show (the view: `view`). */
function expected(text, proc, view) {
  const t = GameTree.parse(text);
  try {
    const r = record(t, proc, {});
    const shape = t.shape();
    const n = shape.parent.length;
    const dewey = Array.from({ length: n }, (_, i) => t.deweyOf(i));
    const skippedBy = new Map();
    for (const c of r.cutoffs) for (const s of c.skipped) skippedBy.set(s, c);
    const rows = new Map();
    for (let i = 0; i < n; i++) {
      const d = shape.depth[i];
      const examined = r.status[i] === 'examined';
      let win = '—';
      if (examined && r.alphas[i] != null && r.betas[i] != null) {
        const [a, b] = r.minimax
          ? view === 'negamax' && d % 2
            ? [negate(r.betas[i]), negate(r.alphas[i])]
            : [r.alphas[i], r.betas[i]]
          : shownWindow(r.alphas[i], r.betas[i], d, view);
        win = `(${f(a)}, ${f(b)})`;
      }
      let cut = null;
      for (let a = i; a >= 0 && !cut; a = shape.parent[a]) cut = skippedBy.get(a) ?? null;
      rows.set(dewey[i], {
        player: d % 2 ? 'Min' : 'Max',
        examined,
        window: win,
        cutAt: cut ? (cut.at === 0 ? 'root' : dewey[cut.at]) : null,
        id: i,
        depth: d,
        value: r.values[i],
        bound: r.bounds[i],
        terminal: shape.value[i],
      });
    }
    return { rows, order: [...dewey].sort(deweyCompare) };
  } finally {
    t.free();
  }
}

describe('the table view, every family, read from the core', () => {
  const cases = [
    ['F2', 'negamax'],
    ['pvs', 'negamax'],
    ['sss', 'minimax'],
    ['mn-alphabeta', 'minimax'],
  ];
  for (const [tree, text] of [
    ['the π tree', PI],
    ['a random tree', RANDOM],
  ]) {
    for (const [proc, view] of cases) {
      test(`${proc} on ${tree}: one row per position, depth-first, as the core's record says`, async () => {
        const { page, clean } = await h.visit(`index.html#tree=${text}&proc=${proc}&view=${view}&table=1`);
        await page.waitForSelector('[data-testid=search-table] tbody tr');
        const rows = await rowsOf(page);
        const want = expected(text, proc, view);
        assert.deepEqual(
          rows.map((r) => r.dewey),
          want.order,
          'depth-first order',
        );
        for (const row of rows) {
          const w = want.rows.get(row.dewey);
          const at = `${proc}, ${row.dewey || 'root'}`;
          assert.equal(row.player, w.player, at);
          assert.equal(row.window, w.window, `${at}: window`);
          if (w.examined) assert.match(row.status, /^examined/, at);
          else if (w.cutAt) assert.match(row.status, new RegExp(` at ${w.cutAt.replace(/\./g, '\\.')}\\b`), `${at}: the cutoff's position`);
          else assert.doesNotMatch(row.status, /^examined/, at);
          // The value: the drawing's label (synchronised); K&M's also straight from the record.
          const drawn = await page.locator(`#tree-host text.value[data-dewey="${row.dewey}"]`).textContent();
          assert.equal(row.value, drawn || '—', `${at}: the drawing's label`);
          if (proc === 'F2') {
            const v =
              w.terminal !== null
                ? f(shownTerminal(w.terminal, w.depth, view))
                : w.value == null
                  ? '—'
                  : boundLabel(shown(w.value, w.depth, view), shownBound(w.bound, w.depth, view));
            assert.equal(row.value, v, `${at}: the record's value`);
          }
        }
        clean();
      });
    }
  }
});

describe('the table view in the page', () => {
  test('the button and the link key open it; it follows the step, and rows and positions select each other', async () => {
    const { page, clean } = await h.visit(`index.html#tree=${PI}&proc=F2`);
    assert.equal(await page.locator('#table-panel').isHidden(), true);
    await page.locator('#view-menu > summary').click(); // the view's switches are in the View menu
    await page.click('#table-switch');
    assert.equal(await page.getAttribute('#table-switch', 'aria-pressed'), 'true');
    await page.waitForSelector('[data-testid=search-table] tbody tr');
    await page.waitForFunction(() => location.hash.includes('table=1'));
    // The caption and the headers.
    assert.match(await page.textContent('#search-table caption'), /^F2: one row per position in depth-first order/);
    assert.deepEqual(await page.$$eval('#search-table thead th', (th) => th.map((x) => x.getAttribute('scope'))), ['col', 'col', 'col', 'col', 'col']);
    // Stepping: the current step's row is the drawing's current position, and it is announced.
    await page.click('#step-first');
    for (let i = 0; i < 6; i++) await page.click('#step-forward');
    const current = await page.getAttribute('#tree-host g.node[data-current=true] text.value', 'data-dewey');
    const marked = (await rowsOf(page)).filter((r) => r.current === 'step');
    assert.deepEqual(
      marked.map((r) => r.dewey),
      [current],
    );
    assert.equal(await page.getAttribute('#table-panel .table-live', 'aria-live'), 'polite');
    assert.match(
      await page.textContent('#table-panel .table-live'),
      new RegExp(`current step is at ${current === '' ? 'root' : current.replace(/\./g, '\\.')}, row \\d+ of ${expected(PI, 'F2', 'negamax').order.length}`),
    );
    // A row selects its position (the edit panel and the drawing follow) ...
    await page.click('#search-table tr[data-dewey="2.1"] button');
    assert.match(await page.textContent('#sel-info'), /^Position 2\.1:/);
    assert.equal(await page.getAttribute('#tree-host g.node[data-id] text.value[data-dewey="2.1"]', 'data-dewey'), '2.1');
    assert.equal(await page.locator('#search-table tr.selected').getAttribute('data-dewey'), '2.1');
    // ... and by keyboard: ↓ moves to the next row and selects it.
    await page.focus('#search-table tr[data-dewey="2.1"] button');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.locator('#search-table tr.selected').getAttribute('data-dewey'), '2.1.1');
    assert.match(await page.textContent('#sel-info'), /^Position 2\.1\.1:/);
    assert.equal(await page.evaluate(() => document.activeElement.closest('tr')?.dataset.dewey), '2.1.1');
    // A position selected in the drawing selects its row.
    await page.locator('#tree-host g.node:has(text.value[data-dewey="3"]) .shape').click();
    assert.equal(await page.locator('#search-table tr.selected').getAttribute('data-dewey'), '3');
    // Closed again: the key leaves the link.
    await page.locator('#view-menu > summary').click(); // the view's switches are in the View menu
    await page.click('#table-switch');
    assert.equal(await page.locator('#table-panel').isHidden(), true);
    await page.waitForFunction(() => !location.hash.includes('table=1'));
    clean();
  });

  test('a big tree (111,111 positions): the table shows a bounded page of rows around the selection and says so', async () => {
    const { page, clean } = await h.visit('index.html#gen=model:iid,d:10,h:5,seed:1&sel=7.3.2&table=1', {
      ready: 'html[data-ready=true]:not([data-busy])',
    });
    await page.waitForSelector('[data-testid=search-table] tbody tr');
    const rows = await page.locator('[data-testid=search-table] tbody tr').count();
    assert.ok(rows <= 200, `${rows} rows`);
    assert.match(
      await page.textContent('#table-panel .table-note'),
      /^Rows [\d,]+–[\d,]+ of 111,111 positions \(depth-first\), around the selected position\./,
    );
    assert.equal(await page.locator('#search-table tr.selected').getAttribute('data-dewey'), '7.3.2');
    // The next page of rows, and back.
    const first = await page.locator('[data-testid=search-table] tbody tr').first().getAttribute('data-dewey');
    await page.click('#table-panel .table-later');
    assert.notEqual(await page.locator('[data-testid=search-table] tbody tr').first().getAttribute('data-dewey'), first);
    await page.click('#table-panel .table-earlier');
    assert.equal(await page.locator('[data-testid=search-table] tbody tr').first().getAttribute('data-dewey'), first);
    clean();
  });

  test('on a phone (390×844) the table scrolls inside its box: the page has no horizontal scroll', async () => {
    const { page, clean } = await h.visit(`index.html#tree=${PI}&proc=F2&step=12&table=1`, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.waitForSelector('[data-testid=search-table] tbody tr');
    const { page: pageW, box } = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      box: document.querySelector('#table-panel').getBoundingClientRect().right,
    }));
    assert.ok(pageW <= 390, `the page is ${pageW} px wide`);
    assert.ok(box <= 390, `the table's box ends at ${box} px`);
    clean();
  });
});
