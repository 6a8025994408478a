import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backUp, decision } from '../../../www/pathology/demo.js';
import { CHUNK_SAMPLES, CHUNK_TERMINALS, runJobs } from '../../../www/pathology/jobs.js';

test('pathology jobs: every sample of every spec is run once, the tallies go to the result', async () => {
  const clock = { t: 0 };
  const calls = [];
  const core = {
    pathologyGameChunk(spec, from, to) {
      calls.push([spec.terminalLevel, from, to]);
      clock.t += to - from;
      return { from, to };
    },
    pathologyGameResult: (spec, tallies) => ({ t: spec.terminalLevel, covered: tallies.reduce((a, x) => a + x.to - x.from, 0) }),
  };
  const posts = [];
  const specs = [3, 4].map((t) => ({ width: 2, terminalLevel: t, samples: 50 }));
  assert.equal(await runJobs(core, specs, { post: (m) => posts.push(m), chunkMs: 8, now: () => clock.t }), true);
  for (const t of [3, 4]) {
    const mine = calls.filter((c) => c[0] === t);
    assert.equal(mine[0][1], 0);
    mine.forEach((c, i) => i && assert.equal(c[1], mine[i - 1][2], 'contiguous chunks'));
    assert.equal(mine.at(-1)[2], 50);
  }
  assert.deepEqual(
    posts.filter((m) => m.type === 'result').map((m) => m.result),
    [
      { t: 3, covered: 50 },
      { t: 4, covered: 50 },
    ],
  );
  const last = posts.filter((m) => m.type === 'progress').at(-1);
  assert.equal(last.done, last.total);
  assert.equal(posts.at(-1).type, 'done');
});

test('pathology jobs: a cancelled run posts no result', async () => {
  let n = 0;
  const core = { pathologyGameChunk: () => n++, pathologyGameResult: () => assert.fail('no result after Cancel') };
  const posts = [];
  const ok = await runJobs(core, [{ width: 2, terminalLevel: 3, samples: 1000 }], {
    post: (m) => posts.push(m),
    chunkMs: 1,
    cancelled: () => n >= 2,
    now: () => 0,
  });
  assert.equal(ok, false);
  assert.equal(posts.filter((m) => m.type === 'done').length, 0);
});

test('the demonstration backs up by minimax and by product propagation (§5.2), worked by hand', () => {
  // w = 2, t = 2: terminals 1 0 | 1 1; the left son (Min) is a loss, the right a win.
  const tree = { width: 2, terminalLevel: 2, evaluations: [[3], [1, 2], [1, 0, 1, 1]], trueValues: [[1], [0, 1], [1, 0, 1, 1]] };
  const at2 = backUp(tree, 2);
  assert.deepEqual(at2.minimax, [[1], [0, 1], [1, 0, 1, 1]]);
  assert.deepEqual(at2.product, [[1], [0, 1], [1, 0, 1, 1]]);
  const at1 = backUp(tree, 1);
  assert.deepEqual(at1.minimax.slice(0, 2), [[2], [1, 2]]);
  assert.deepEqual(at1.product.slice(0, 2), [[1 - 0.5 * 0], [0.5, 1]]);
  assert.deepEqual(decision(tree, at1.minimax), { win: 1, loss: 0, score: 1, chosen: 1 });
  // Equal backed-up values count one half.
  assert.deepEqual(decision(tree, { 1: [4, 4] }), { win: 1, loss: 0, score: 0.5, chosen: null });
});

test("pathology jobs: chunks stay within the core's caps on one call, however fast the core answers", async () => {
  const { core } = await import('../wasm.mjs');
  const spec = { game: 'pearl', width: 2, terminalLevel: 12, samples: 1_000_000, seed: 1 };
  // The caps are the core's: one more sample than each allows is refused, naming them.
  const refusal = (from, to) =>
    assert.throws(
      () => core.pathologyGameChunk(spec, from, to),
      (e) => e.message.includes(`at most ${CHUNK_SAMPLES} samples and ${CHUNK_TERMINALS} terminal positions per call`),
    );
  refusal(0, CHUNK_TERMINALS / 4096 + 1);
  refusal(0, CHUNK_SAMPLES + 1);
  // A clock that never moves makes every chunk grow as fast as the loop allows.
  const calls = [];
  const fake = { pathologyGameChunk: (s, from, to) => (calls.push(to - from), { from, to }), pathologyGameResult: () => null };
  assert.equal(await runJobs(fake, [spec], { post: () => {}, chunkMs: 40, cancelled: () => calls.length >= 4, now: () => 0 }), false);
  // 1, 80, then 6,400 asked by the timing, cut to 2^24 / 4,096 terminals = 4,096 samples.
  assert.deepEqual(calls, [1, 80, 4096, 4096]);
  calls.length = 0;
  assert.equal(await runJobs(fake, [{ ...spec, terminalLevel: 1 }], { post: () => {}, chunkMs: 40, cancelled: () => calls.length >= 4, now: () => 0 }), false);
  assert.deepEqual(calls, [1, 80, 6400, CHUNK_SAMPLES]);
});
