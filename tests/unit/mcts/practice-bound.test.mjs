// The work of one UCT practice question (GameTree.mctsPractice, crate/src/wasm/mcts_practice.rs;
// the bound is the core's, crate/src/mcts/exercise.rs MAX_WORK): the iterations shown and the
// next, each at most height + 1 steps of a path. On seeded trees of random heights, the most
// iterations the bound allows are answered and one more is refused, with a message naming the
// bound, the iterations asked and the tree's height — the page asks on its own thread, so a
// deep tree must not freeze it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rng } from '../rng.mjs';
import { GameTree } from '../wasm.mjs';

const MAX_WORK = 1_200_000;

/** A tree of height `height`: at each level a terminal and a deeper subtree (values from `r`). */
function deepTree(r, height) {
  let text = String(Math.floor(r() * 10));
  for (let k = 0; k < height; k++) {
    const leaf = String(Math.floor(r() * 10));
    text = r() < 0.5 ? `(${leaf},${text})` : `(${text},${leaf})`;
  }
  return text;
}

test('the most iterations a question may show on a tree are answered, one more is refused with the bound and what was asked', () => {
  for (let seed = 1; seed <= 12; seed++) {
    const r = rng(seed);
    const height = 11 + Math.floor(r() * 400); // every one beyond what MAX_SHOWN alone allows
    const g = GameTree.parse(deepTree(r, height));
    try {
      assert.equal(g.shape().height, height, `seed ${seed}`);
      const most = Math.floor(MAX_WORK / (height + 1)) - 1;
      const task = r() < 0.5 ? 'select' : 'backup';
      const ok = g.mctsPractice({ task, shown: most, seed });
      assert.equal(ok.question.shown, most, `seed ${seed}, height ${height}`);
      for (const shown of [most + 1, 100_000]) {
        const work = (shown + 1) * (height + 1);
        assert.throws(
          () => g.mctsPractice({ task, shown, seed }),
          (e) =>
            e.message.includes(`shown: ${shown} iterations and the next on a tree of height ${height} are ${work} steps`) &&
            e.message.includes(`more than the ${MAX_WORK}`) &&
            e.message.includes(`show at most ${most} iterations`),
          `seed ${seed}, height ${height}, shown ${shown}`,
        );
      }
    } finally {
      g.free();
    }
  }
});

test('on a tree of height 10 every question up to 100,000 iterations is answered', () => {
  const g = GameTree.parse(deepTree(rng(99), 10));
  try {
    assert.equal(g.mctsPractice({ task: 'select', shown: 100_000 }).question.shown, 100_000);
    assert.throws(() => g.mctsPractice({ task: 'select', shown: 100_001 }), /shown: 100001 is more than 100000 iterations/);
  } finally {
    g.free();
  }
});
