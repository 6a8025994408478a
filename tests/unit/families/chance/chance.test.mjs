// The chance family's pure parts (www/families/chance/): exact values as text, the trace's
// fold (stepper.js) against the core's own flags, and the step-through's sums at a chance
// position (sentences.js) against the core's bounds, on seeded random trees with chance
// positions (a failure prints the seed and the tree).
import '../../i18n/english.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decimalOf, negateExact, parseExact, showExact } from '../../../../www/families/chance/exact.js';
import { CHANCE_EXAMPLES } from '../../../../www/families/chance/examples.js';
import { boundSums, sentenceOf, verdictAfter } from '../../../../www/families/chance/sentences.js';
import { chancePartsOf } from '../../../../www/families/chance/shape.js';
import { ChanceStepper, firstOf } from '../../../../www/families/chance/stepper.js';
import { rng } from '../../rng.mjs';
import { core, GameTree } from '../../wasm.mjs';

/** An exact rational {n, d} (d > 0) from a shown value or sum term ("−7/2", "(−3)"). */
function rat(text) {
  const s = text.replace(/[()]/g, '').replace(/−/g, '-');
  const { num, den } = parseExact(s);
  return { n: num, d: den };
}
const add = (a, b) => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const mul = (a, b) => ({ n: a.n * b.n, d: a.d * b.d });
const cmp = (a, b) => {
  const x = a.n * b.d - b.n * a.d;
  return x > 0n ? 1 : x < 0n ? -1 : 0;
};

/** A sum "1/2·3 + 1/2·L" with L and U given. */
function evalSum(sum, L, U) {
  let total = { n: 0n, d: 1n };
  for (const t of sum.split(' + ')) {
    const [p, v] = t.split('·');
    const bare = v.replace(/[()]/g, '');
    const value = { L, U, '−L': { n: -L.n, d: L.d }, '−U': { n: -U.n, d: U.d } }[bare] ?? rat(bare);
    total = add(total, mul(rat(p), value));
  }
  return total;
}

/** A random tree text: Max at the root, whose first successor is a chance position; decision
 *  positions ( ), chance positions [p:…] with fractions, terminals from -10 to 10. */
function randomTree(r) {
  const leaf = () => String(Math.floor(r() * 21) - 10);
  const chance = (depth) => {
    const kids = Array.from({ length: 2 + Math.floor(r() * 2) }, () => (depth >= 3 || r() < 0.3 ? leaf() : decision(depth + 1)));
    const w = kids.map(() => 1 + Math.floor(r() * 4));
    const total = w.reduce((a, b) => a + b, 0);
    return `[${kids.map((c, i) => `${w[i]}/${total}:${c}`).join(' ')}]`;
  };
  const decision = (depth, first = false) => {
    const kids = Array.from({ length: 2 + Math.floor(r() * 2) }, (_, i) =>
      depth >= 3 ? leaf() : (first && i === 0) || r() < 0.5 ? chance(depth + 1) : r() < 0.3 ? leaf() : decision(depth + 1),
    );
    return `(${kids.join(' ')})`;
  };
  return decision(0, true);
}

function opened(text) {
  const tree = GameTree.parse(text);
  const shape = tree.shape();
  shape.chance = chancePartsOf(tree);
  return { tree, shape };
}

test('chance: exact texts negate, show and round as fractions do', () => {
  assert.equal(negateExact('0'), '0');
  assert.equal(negateExact('-7/2'), '7/2');
  assert.equal(negateExact('+inf'), '-inf');
  assert.equal(showExact('-7/2'), '−7/2');
  assert.equal(showExact('+inf'), '+∞');
  const r = rng(7);
  for (let i = 0; i < 500; i++) {
    const n = Math.floor(r() * 2001) - 1000;
    const d = 1 + Math.floor(r() * 99);
    const want = (n / d).toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
    const got = decimalOf(`${n}/${d}`).replace('−', '-');
    if (d === 1) assert.equal(got, '', `${n}/${d}`);
    else assert.ok(Math.abs(Number(got) - n / d) <= 0.00005 + 1e-12, `${n}/${d}: ${got}, not ${want}`);
  }
});

test("chance: the examples menu lists the core's examples with chance positions", () => {
  assert.deepEqual([...CHANCE_EXAMPLES].sort(), [...core.chanceExampleNames()].sort());
});

for (const proc of ['expectimax', 'star1', 'star2']) {
  test(`chance: ${proc}'s trace folds to the core's examined flags and value; the bounds' sums are the core's`, () => {
    let cuts = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const text = randomTree(rng(seed));
      const { tree, shape } = opened(text);
      const why = `seed ${seed}, tree ${text}`;
      assert.ok(shape.chance, why);
      const run = tree.chanceRun(proc, { trace: true });
      const stepper = new ChanceStepper(run.trace, shape);
      const end = stepper.stateAt(stepper.length);
      assert.deepEqual(Array.from(end.entered), Array.from(run.examined), why);
      assert.equal(end.value[0].value, run.value, why);
      const L = rat(String(run.range.lower));
      const U = rat(String(run.range.upper));
      const first = firstOf(shape);
      for (let k = 1; k <= stepper.length; k++) {
        const st = stepper.stateAt(k);
        const e = st.event;
        if (e.type !== 'bounds' || e.child === e.at) continue;
        const sums = boundSums(shape, first, st, e, proc === 'star2');
        assert.equal(cmp(evalSum(sums.lo, L, U), rat(e.lower)), 0, `${why}: step ${k} lo ${sums.lo} ≠ ${e.lower}`);
        assert.equal(cmp(evalSum(sums.hi, L, U), rat(e.upper)), 0, `${why}: step ${k} hi ${sums.hi} ≠ ${e.upper}`);
        if (shape.chance.role[e.at] === 3) {
          // The minimax view at Min's chance positions: Max's standpoint, [−hi, −lo].
          const f = boundSums(shape, first, st, e, proc === 'star2', true);
          assert.equal(cmp(evalSum(f.lo, L, U), { n: -rat(e.upper).n, d: rat(e.upper).d }), 0, `${why}: step ${k} flipped lo ${f.lo}`);
          assert.equal(cmp(evalSum(f.hi, L, U), { n: -rat(e.lower).n, d: rat(e.lower).d }), 0, `${why}: step ${k} flipped hi ${f.hi}`);
        }
        const w = st.window[e.at];
        const verdict = verdictAfter(stepper.trace, k, e, w);
        const high = cmp(rat(e.lower), rat(w.beta)) >= 0;
        const low = cmp(rat(e.upper), rat(w.alpha)) <= 0;
        assert.equal(verdict, high ? 'high' : low ? 'low' : 'none', `${why}: step ${k}`);
        if (verdict !== 'none') cuts++;
        const run2 = { shape, first, stepper, name: proc };
        assert.match(sentenceOf(run2, st), verdict === 'none' ? /go on/ : /: cut\.$/, why);
      }
      tree.free();
    }
    if (proc !== 'expectimax') assert.ok(cuts > 0, `${proc} cut at some chance position of the 150 trees`);
  });
}

test("chance: Star1's cut at a chance position in words, from the mover's standpoint and from Max's", () => {
  // Max chooses between two chance positions (Min to move after each, as Ballard's *-nodes
  // sit between the players' moves); the second is cut after its first outcome.
  const { tree, shape } = opened('([1/2:4 1/2:6] [1/2:1 1/2:7])');
  const run = tree.chanceRun('star1', { trace: true });
  const stepper = new ChanceStepper(run.trace, shape);
  const said = (view) =>
    Array.from({ length: stepper.length }, (_, i) => sentenceOf({ shape, first: firstOf(shape), stepper, name: 'star1' }, stepper.stateAt(i + 1), view));
  assert.ok(
    said('negamax').includes('At 2, after 2.1: [lo, hi] = [1/2·(−1) + 1/2·(−U), 1/2·(−1) + 1/2·(−L)] = [−4, −1]: cannot fall below β = −5: cut.'),
    said('negamax').join('\n'),
  );
  assert.ok(
    said('minimax').includes('At 2, after 2.1: [lo, hi] = [1/2·1 + 1/2·L, 1/2·1 + 1/2·U] = [1, 4]: cannot rise above α = 5: cut.'),
    said('minimax').join('\n'),
  );
  assert.equal(run.value, '5');
  assert.equal(run.counts.chance_cutoffs, 1);
  tree.free();
});

test("chance: the edit panel's probabilities go through the core, which refuses a list that does not sum to 1", () => {
  const g = GameTree.parse('([1/6:(3,-1),5/6:(2,4)],(6,0))');
  try {
    assert.throws(() => g.setProbabilities(1, ['1/2', '1/3']), /position '1': its probabilities sum to 5\/6, not 1/);
    assert.throws(() => g.setProbabilities(1, ['1/2']), /position '1' has 2 outcomes but 1 probabilities/);
    assert.throws(() => g.setProbabilities(2, ['1/2', '1/2']), /position '2' is not a chance position/);
    assert.throws(() => g.setProbabilities(1, ['1/2', 'x']), /position '1', outcome 2/);
    const h = g.setProbabilities(1, ['1/2', '1/2']);
    assert.equal(h.text(), '([1/2:(3,-1),1/2:(2,4)],(6,0))');
    const d = g.setProbabilities(1, ['0.25', '0.75']);
    assert.deepEqual(chancePartsOf(d).prob.filter(Boolean), ['1/4', '3/4']);
    assert.equal(g.text(), '([1/6:(3,-1),5/6:(2,4)],(6,0))', 'the tree itself is unchanged');
    h.free();
    d.free();
  } finally {
    g.free();
  }
});
