// UCT in the page's core (GameTree.mcts, the full module) against the program
// (`gametree mcts --json`, native): the same trace, statistics and move for the same seed,
// on seeded random trees; and the page's replay of the trace (www/families/mcts/replay.js)
// against the core: the statistics after every iteration are the core's, and every
// selection recomputed from the UCB1 values the replay shows is the one the trace made.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { childrenOf, PHASES, Replay, ucb1 } from '../../../www/families/mcts/replay.js';
import { gametree } from '../../support/cli.mjs';
import { GameTree } from '../wasm.mjs';

const MODELS = [
  { model: 'iid', lo: -5, hi: 5 },
  { model: 'iid', lo: 0, hi: 1 },
  { model: 'nonuniform', lo: -9, hi: 9, q: [0.9, 0.7, 0.8], meanDegree: [3] },
];

function treeOf(seed) {
  return GameTree.generate({ ...MODELS[seed % MODELS.length], degree: 2 + (seed % 3), height: 1 + (seed % 4), seed });
}

// The program: npm test's build of it, else cargo run (tests/support/cli.mjs).
test('GameTree.mcts gives the trace, statistics and move of gametree mcts --json for the same seed', () => {
  for (let seed = 1; seed <= 12; seed++) {
    const t = treeOf(seed);
    try {
      const shape = t.shape();
      const iterations = 30 + 17 * seed;
      const c = 0.25 * (seed % 7);
      const run = t.mcts({ iterations, seed, c, trace: true });
      const cli = JSON.parse(
        execFileSync(...gametree(['mcts', t.text(), '--iterations', String(iterations), '--seed', String(seed), '--c', String(c), '--json']), {
          encoding: 'utf8',
        }),
      );
      const what = `seed ${seed}, tree ${t.text()}`;
      const d = (id) => (id == null ? null : shape.dewey[id]);
      assert.equal(d(run.best), cli.best, what);
      assert.deepEqual(run.range, cli.range, what);
      assert.equal(run.trace.length, cli.trace.length, what);
      run.trace.forEach((s, i) => {
        const want = cli.trace[i];
        assert.deepEqual({ selected: s.selected.map(d), expanded: d(s.expanded), leaf: d(s.leaf), reward: s.reward }, want, `${what}, iteration ${i}`);
      });
      assert.equal(run.ids.length, Object.keys(cli.nodes).length, what);
      run.ids.forEach((id, k) => assert.deepEqual({ n: run.n[k], w: run.w[k] }, cli.nodes[d(id)], `${what}, ${d(id)}`));
    } finally {
      t.free();
    }
  }
});

test("the replay's statistics are the core's after every iteration, and its UCB1 values choose what the trace chose", () => {
  let selections = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const t = treeOf(seed);
    try {
      const shape = t.shape();
      const iterations = 20 + 37 * seed;
      const c = [Math.SQRT2, 0.5, 0, 2][seed % 4];
      const run = t.mcts({ iterations, seed, c, trace: true });
      const replay = new Replay(shape, run);
      const what = `seed ${seed}, c ${c}, tree ${t.text()}`;
      assert.equal(replay.length, iterations * PHASES.length);
      // After the last iteration: the core's statistics, position by position (W = units / den).
      const end = replay.before(iterations);
      run.ids.forEach((id, k) => {
        assert.equal(end.n[id], run.n[k], `${what}: N of ${shape.dewey[id]}`);
        assert.equal(end.units[id] / replay.den, run.w[k], `${what}: W of ${shape.dewey[id]}`);
      });
      assert.equal(
        end.inTree.reduce((a, b) => a + b, 0),
        run.ids.length,
        what,
      );
      // Part-way, against a shorter run of the core (a run of I iterations is the first I of a longer one).
      const part = Math.max(1, Math.floor(iterations / 3));
      const shorter = t.mcts({ iterations: part, seed, c });
      shorter.ids.forEach((id, k) => assert.equal(replay.before(part).n[id], shorter.n[k], `${what}: N after ${part}`));
      // Every selection: the first successor of the greatest UCB1, recomputed here from N and W.
      const kids = childrenOf(shape);
      for (let i = 0; i < iterations; i++) {
        const s = replay.before(i);
        for (const choice of replay.choices(i)) {
          const values = kids[choice.at].map((q) => ucb1(s.units[q], replay.den, s.n[q], s.n[choice.at], c));
          assert.deepEqual(
            choice.rows.map((r) => r.ucb),
            values,
          );
          const first = kids[choice.at][values.indexOf(Math.max(...values))];
          assert.equal(choice.chosen, first, `${what}, iteration ${i}, at ${shape.dewey[choice.at]}`);
          selections++;
        }
        // The simulated path runs from where selection and expansion ended, parent to child, to the leaf.
        const path = replay.simulated(i);
        assert.equal(path.at(-1), run.trace[i].leaf);
        for (let k = 1; k < path.length; k++) assert.equal(shape.parent[path[k]], path[k - 1], `${what}, iteration ${i}`);
        assert.equal(shape.value[path.at(-1)] !== null, true, 'the simulation ends on a terminal');
      }
    } finally {
      t.free();
    }
  }
  assert.ok(selections > 500, `only ${selections} selections checked`);
});

test('a run without its trace is refused by the replay with a message', () => {
  const t = treeOf(3);
  try {
    assert.throws(() => new Replay(t.shape(), t.mcts({ iterations: 5 })), /has no trace/);
  } finally {
    t.free();
  }
});
