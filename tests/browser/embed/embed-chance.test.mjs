// <game-tree-playground> on trees with chance positions (Ballard 1983: expectiminimax, Star1,
// Star2), through the element as a course page uses it: a host page of our own that loads
// dist/embed.js. Values are checked against an independent expectiminimax written here with
// exact fractions (BigInt), and against the full core run in node (support/core.mjs).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GameTree } from '../support/core.mjs';
import { openHost as openHostPage, settle } from '../support/embed-host.mjs';
import { Harness } from '../support/page.mjs';

const h = new Harness();
before(() => h.start());
after(() => h.stop());

/** A course page of our own, served at the test server's origin: the element and nothing else. */
const openHost = () => openHostPage(h, 'host-chance.html');

// --- an independent expectiminimax with exact fractions ----------------------------------

const gcd = (a, b) => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (n, d) => {
  const g = gcd(n, d) || 1n;
  return d < 0n ? [-n / g, -d / g] : [n / g, d / g];
};
const add = ([a, b], [c, d]) => frac(a * d + c * b, b * d);
const mul = ([a, b], [c, d]) => frac(a * c, b * d);
const less = ([a, b], [c, d]) => a * d < c * b;
const text = ([n, d]) => (d === 1n ? String(n) : `${n}/${d}`);

/** The expectiminimax value (Max's standpoint) of node `t`, `max` whether Max moves there.
 *  A chance event does not change who moves (Ballard 1983, §1). */
function expectiminimax(t, max = true) {
  if (t.leaf != null) return [BigInt(t.leaf), 1n];
  if (t.chance) return t.kids.reduce((s, k, i) => add(s, mul(t.p[i], expectiminimax(k, max))), [0n, 1n]);
  const vs = t.kids.map((k) => expectiminimax(k, !max));
  return vs.reduce((a, b) => (max ? (less(a, b) ? b : a) : less(b, a) ? b : a));
}

/** The tree in the playground's notation: ( … ) a decision position, [p:… …] a chance one. */
function write(t) {
  if (t.leaf != null) return String(t.leaf);
  if (t.chance) return `[${t.kids.map((k, i) => `${t.p[i][0]}/${t.p[i][1]}:${write(k)}`).join(' ')}]`;
  return `(${t.kids.map(write).join(' ')})`;
}

/** A seeded random tree (xorshift32): decision positions and chance positions, leaves in [lo, hi]. */
function randomTree(seed, lo, hi) {
  let s = seed >>> 0 || 1;
  const rnd = (n) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
  const grow = (depth, chanceAbove) => {
    if (depth === 0) return { leaf: lo + rnd(hi - lo + 1) };
    const k = 2 + rnd(2);
    // No chance position right below a chance position, none at the root.
    if (!chanceAbove && depth < 4 && rnd(2) === 0) {
      const w = Array.from({ length: k }, () => 1n + BigInt(rnd(5)));
      const sum = w.reduce((a, b) => a + b, 0n);
      return { chance: true, p: w.map((x) => frac(x, sum)), kids: Array.from({ length: k }, () => grow(depth - 1, true)) };
    }
    return { kids: Array.from({ length: k }, () => grow(depth - 1, false)) };
  };
  const t = grow(4, true);
  // At least one chance position (a tree without one is refused by these procedures).
  t.kids[0] = { chance: true, p: [frac(1n, 3n), frac(2n, 3n)], kids: [grow(2, true), grow(2, true)] };
  return t;
}

const plain = (s) => s.replace(/^−/, '-');

// ------------------------------------------------------------------------------------------

const FIG = '([1/2:(3 5) 1/2:(2 9)] [(4 1) (6 0)])';

test("Star1 on a chance tree gives the core's expectiminimax value with no more terminals; circles and probabilities are drawn", async () => {
  const { page, context, clean } = await openHost();
  const got = await settle(page, 'fig', { tree: FIG, procedure: 'star1', range: '0..10' });
  assert.equal(got.type, 'result', `a result (${got.detail?.message ?? ''})`);
  const tree = GameTree.parse(FIG);
  const e = tree.chanceRun('expectimax', {});
  tree.free();
  assert.equal(plain(got.detail.valueText), String(e.value), "the full core's expectiminimax value");
  assert.equal(
    plain(got.detail.valueText),
    text(
      expectiminimax({
        kids: [
          { chance: true, p: [frac(1n, 2n), frac(1n, 2n)], kids: [{ kids: [{ leaf: 3 }, { leaf: 5 }] }, { kids: [{ leaf: 2 }, { leaf: 9 }] }] },
          { chance: true, p: [frac(1n, 2n), frac(1n, 2n)], kids: [{ kids: [{ leaf: 4 }, { leaf: 1 }] }, { kids: [{ leaf: 6 }, { leaf: 0 }] }] },
        ],
      }),
    ),
  );
  assert.equal(got.detail.value, Number(e.value.split('/')[0]) / Number(e.value.split('/')[1] ?? 1));
  assert.equal(got.detail.procedure, 'star1');
  assert.equal(got.detail.exact, true);
  assert.deepEqual(got.detail.range, { lower: 0, upper: 10, assumed: false });
  assert.ok(got.detail.terminalsExamined <= e.counts.terminals, `Star1 ${got.detail.terminalsExamined} terminals <= expectimax ${e.counts.terminals}`);
  for (const k of ['chanceCutoffs', 'probingCutoffs', 'positionsExamined', 'terminals', 'positions']) assert.equal(typeof got.detail[k], 'number', k);
  // The drawing: a chance position's inner ring, each outcome edge's probability.
  const drawn = await page.evaluate(() => {
    const root = document.getElementById('fig').shadowRoot;
    return {
      rings: root.querySelectorAll('.chance-ring').length,
      probs: [...root.querySelectorAll('text.prob')].map((x) => x.textContent),
      caption: root.querySelector('.caption').textContent,
    };
  });
  assert.equal(drawn.rings, 2, 'two chance positions drawn with their ring');
  assert.deepEqual(drawn.probs.slice(0, 2), ['1/2', '1/2']);
  assert.match(drawn.caption, /Star1: value 5\/2/);

  // Without range: the tree's own least and greatest terminal value, as the page and the CLI assume.
  const assumed = await settle(page, 'fig', { procedure: 'star2', range: '' });
  assert.equal(assumed.type, 'result');
  assert.deepEqual(assumed.detail.range, { lower: 0, upper: 9, assumed: true });
  assert.equal(assumed.detail.valueText, got.detail.valueText);
  clean();
  await context.close();
});

test('seeded random chance trees: expectimax, Star1 and Star2 in the element agree with an independent exact expectiminimax', async () => {
  const { page, context, clean } = await openHost();
  const procs = ['expectimax', 'star1', 'star2'];
  for (let seed = 1; seed <= 12; seed++) {
    const t = randomTree(seed * 7919, -9, 9);
    const want = text(expectiminimax(t));
    const procedure = procs[seed % 3];
    const range = seed % 2 ? '-9..9' : '';
    const got = await settle(page, 'r', { tree: write(t), procedure, range });
    assert.equal(got.type, 'result', `seed ${seed}, ${procedure}, ${write(t)}: ${got.detail?.message ?? ''}`);
    assert.equal(plain(got.detail.valueText), want, `seed ${seed}, ${procedure}, range '${range}', tree ${write(t)}`);
  }
  clean();
  await context.close();
});

test('bad input: a bad probability list names the position, a K&M procedure is refused on a chance tree, a range without the leaves; the picture stays', async () => {
  const { page, context, clean } = await openHost();
  const good = await settle(page, 'b', { tree: FIG, procedure: 'expectimax' });
  assert.equal(good.type, 'result');
  const bad = await settle(page, 'b', { tree: '([1/2:(3 5) 1/3:(2 9)] [(4 1) (6 0)])' });
  assert.equal(bad.type, 'error');
  assert.match(bad.detail.message, /'1'|position 1\b/, `names the position: ${bad.detail.message}`);
  assert.equal(bad.shown, bad.detail.message, 'and shows it');
  const km = await settle(page, 'b', { tree: FIG, procedure: 'F2' });
  assert.equal(km.type, 'error');
  assert.match(km.detail.message, /F2 searches trees of decision positions only, and position '1' is a chance position/);
  const range = await settle(page, 'b', { procedure: 'star1', range: '3..5' });
  assert.equal(range.type, 'error');
  assert.match(range.detail.message, /leaf range/);
  const still = await page.evaluate(() => {
    const el = document.getElementById('b');
    return { value: el.result.valueText, rings: el.shadowRoot.querySelectorAll('.chance-ring').length };
  });
  assert.deepEqual(still, { value: good.detail.valueText, rings: 2 }, 'the last good result and picture stay');
  clean();
  await context.close();
});

test("controls='steps' steps through a chance run with the page's sentences", async () => {
  const { page, context, clean } = await openHost();
  const got = await settle(page, 's', { tree: FIG, procedure: 'star1', range: '0..10', controls: 'steps procedure', step: '0' });
  assert.equal(got.type, 'result');
  const el = page.locator('#s');
  const count = await el.locator('.count').textContent();
  const m = /^0 \/ (\d+)$/.exec(count);
  assert.ok(m && Number(m[1]) > 0, `the step count: ${count}`);
  assert.deepEqual(await el.locator('select option').allTextContents(), ['expectimax', 'star1', 'star2'], "the menu offers the chance family's procedures");
  const first = await el.locator('.steps').textContent();
  await el.getByRole('button', { name: 'Step forward' }).click();
  assert.equal(await el.locator('.count').textContent(), `1 / ${m[1]}`);
  const second = await el.locator('.steps').textContent();
  assert.notEqual(second, first);
  assert.match(second, /^1\. /);
  // The step's picture, not the finished run's: one position entered of the 15.
  const examined = () => page.evaluate(() => document.getElementById('s').shadowRoot.querySelectorAll('.node.st-examined').length);
  assert.ok((await examined()) < 15, `step 1 draws ${await examined()} of 15 positions as examined`);
  await el.getByRole('button', { name: 'Last step' }).click();
  assert.match(await el.locator('.steps').textContent(), /S1: the root's value is 5\/2/);
  assert.equal(await examined(), 15, 'the finished run: every position Star1 entered');
  clean();
  await context.close();
});
