// Compare centres the first difference: when the trees do not fit their boxes whole (a tree
// too big for a readable zoom, or a view the person zoomed in), the first position — in
// Dewey order — that F1 examines and F2 does not (or the other way) is at the centre of both
// boxes, on opening Compare and with the sentence's "Show" button; the sentence names it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree, record } from '../support/core.mjs';
import { Harness } from '../support/page.mjs';
import { settled } from '../support/wait.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** The first position in Dewey order that exactly one of F1 and F2 examines (the core's runs, read here). */
function expectedFirst(g) {
  const a = record(g, 'F1', {}).status;
  const b = record(g, 'F2', {}).status;
  const deweys = [];
  for (let i = 0; i < a.length; i++) if ((a[i] === 'examined') !== (b[i] === 'examined')) deweys.push(g.deweyOf(i));
  const key = (d) => (d === '' ? [] : d.split('.').map(Number));
  const before = (x, y) => {
    const [p, q] = [key(x), key(y)];
    for (let i = 0; i < Math.min(p.length, q.length); i++) if (p[i] !== q[i]) return p[i] < q[i];
    return p.length < q.length;
  };
  return deweys.reduce((m, d) => (m === null || before(d, m) ? d : m), null);
}

/** For F1's and F2's boxes: where position `dewey` is drawn relative to the box (0..1 inside), and how many positions lie outside. */
const placed = (page, dewey) =>
  page.evaluate((dewey) => {
    const out = {};
    for (const p of ['F1', 'F2']) {
      const box = document.querySelector(`#compare-host [data-proc=${p}] [data-testid=tree]`);
      const r = box.getBoundingClientRect();
      const node = box.querySelector(`.value[data-dewey="${dewey}"]`).closest('.node');
      const q = node.getBoundingClientRect();
      const all = [...box.querySelectorAll('.node')].map((g) => g.getBoundingClientRect());
      out[p] = {
        fx: (q.left + q.width / 2 - r.left) / r.width,
        fy: (q.top + q.height / 2 - r.top) / r.height,
        inside: q.left >= r.left && q.right <= r.right && q.top >= r.top && q.bottom <= r.bottom,
        outside: all.filter((a) => a.right < r.left || a.left > r.right || a.bottom < r.top || a.top > r.bottom).length,
      };
    }
    return out;
  }, dewey);

const centred = (got, what) => {
  for (const p of ['F1', 'F2']) {
    const g = got[p];
    assert.ok(g.inside, `${what}: the first difference lies inside ${p}'s box (${JSON.stringify(g)})`);
    // Across, at the centre; down, inside (a deep position keeps the tree's bottom edge at the
    // box's rather than half the box blank below it).
    assert.ok(Math.abs(g.fx - 0.5) < 0.1, `${what}: the first difference is near the centre of ${p}'s box (${JSON.stringify(g)})`);
  }
};

for (const colorScheme of ['light', 'dark']) {
  test(`a tree too big to fit whole (${colorScheme}): F1 and F2 open centred on their first difference, which the sentence names`, async () => {
    const spec = { model: 'iid', degree: 3, height: 5, seed: 1 };
    const g = GameTree.generate(spec);
    const want = expectedFirst(g);
    g.free();
    assert.ok(want, 'F1 and F2 differ on this tree');
    const { page, context, clean } = await h.open('index.html#proc=compare&gen=model:iid,d:3,h:5,seed:1', {
      viewport: { width: 1366, height: 768 },
      colorScheme,
    });
    await settled(page);
    assert.match(
      await page.textContent('#cmp-first'),
      new RegExp(`First difference of F1 and F2: ${want.replaceAll('.', '\\.')} — F1 examines it, F2 does not`),
    );
    const got = await placed(page, want);
    assert.ok(got.F1.outside > 0, 'the tree is not shown whole (it needs a zoom below the readable floor)');
    centred(got, 'on opening');
    assert.equal(await page.isVisible('#compare-host [data-proc=F1] canvas.tv-minimap'), true, 'the overview shows where the view is');
    clean();
    await context.close();
  });
}

test('Fig. 1 zoomed in elsewhere: leaving Compare and opening it again centres the first difference; Show does too', async () => {
  const { page, context, clean } = await h.open('index.html#proc=compare', { viewport: { width: 1366, height: 768 } });
  await settled(page);
  const want = '2.1.1.3'; // K&M's Fig. 1: F2's first deep cutoff is at 2.1.1 (section 3)
  assert.match(await page.textContent('#cmp-first'), /First difference of F1 and F2: 2\.1\.1\.3 — F1 examines it, F2 does not/);
  // Fig. 1 whole side by side would be 2 px: at 13 px, the first difference centred.
  centred(await placed(page, want), 'on opening');
  // Zoom in on the right of F1's tree (the third subtree): 2.1.1.3 leaves the box.
  const f1 = page.locator('#compare-host [data-proc=F1] [data-testid=tree]');
  const b = await f1.boundingBox();
  await page.mouse.move(b.x + b.width * 0.9, b.y + b.height / 2);
  await page.mouse.wheel(0, -900);
  await settled(page);
  assert.equal((await placed(page, want)).F1.inside, false, 'zoomed in elsewhere, the first difference is off screen');
  await page.click('label:has(input[name=proc][value=F2])');
  await page.waitForFunction(() => document.getElementById('compare-host').hidden);
  await page.click('label:has(input[name=proc][value=compare])');
  await page.waitForFunction(() => !document.getElementById('compare-host').hidden);
  await settled(page);
  centred(await placed(page, want), 'opened again');
  // Pan away by a drag, then Show.
  await page.mouse.move(b.x + 20, b.y + 20);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width - 20, b.y + 20, { steps: 5 });
  await page.mouse.up();
  await settled(page);
  assert.ok(Math.abs((await placed(page, want)).F1.fx - 0.5) > 0.2, 'panned away');
  await page.click('#cmp-first button');
  await settled(page);
  centred(await placed(page, want), 'Show');
  assert.equal(
    await page.evaluate(() => document.querySelector('#compare-host [data-proc=F2] [data-testid=tree]').treeView.selected >= 0),
    true,
    'Show selects it',
  );
  clean();
  await context.close();
});
