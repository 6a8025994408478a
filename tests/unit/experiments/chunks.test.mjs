import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHUNK_SAMPLES, runChunks } from '../../../www/experiments/chunks.js';

/** A stand-in core: a chunk is packed as the core packs it (how many, then the samples), each
 *  sample its index; a chunk "takes" 1 ms per sample. */
function fakeCore(clock) {
  const calls = [];
  return {
    calls,
    experimentSamplesPerHeight: (spec) => (spec.gen.model === 'pi' ? 1 : spec.samples),
    experimentSamples(_spec, h, from, to) {
      calls.push([h, from, to]);
      clock.t += to - from;
      return Float64Array.from([Math.max(0, to - from), ...Array.from({ length: to - from }, (_, i) => from + i)]);
    },
    experimentSummarize: (_spec, h, chunks) => [
      { height: h, n: chunks.reduce((a, c) => a + c[0], 0), sum: chunks.reduce((a, c) => a + c.subarray(1).reduce((x, y) => x + y, 0), 0) },
    ],
  };
}

test('chunks: every sample of every height is searched once, in growing chunks', async () => {
  const clock = { t: 0 };
  const core = fakeCore(clock);
  const posted = [];
  const spec = { gen: { model: 'iid' }, samples: 100, heights: [2, 3] };
  const ok = await runChunks(core, spec, { post: (m) => posted.push(m), chunkMs: 8, now: () => clock.t });
  assert.equal(ok, true);
  for (const h of [2, 3]) {
    const mine = core.calls.filter((c) => c[0] === h);
    assert.equal(mine[0][1], 0);
    for (let i = 1; i < mine.length; i++) assert.equal(mine[i][1], mine[i - 1][2], 'chunks follow each other');
    assert.equal(mine.at(-1)[2], 100);
    assert.ok(mine.length < 100, 'chunks grow towards chunkMs');
  }
  const rows = posted.filter((m) => m.type === 'rows');
  assert.deepEqual(
    rows.map((r) => r.rows[0]),
    [
      { height: 2, n: 100, sum: 4950 },
      { height: 3, n: 100, sum: 4950 },
    ],
  );
  const done = posted.at(-1);
  assert.equal(done.type, 'done');
  assert.equal(done.trees, 200);
  assert.deepEqual(posted.filter((m) => m.type === 'progress').at(-1), { type: 'progress', done: 200, total: 200, height: 3 });
});

test('chunks: a height draws as many samples as the core says (the π model: one tree)', async () => {
  const clock = { t: 0 };
  const core = fakeCore(clock);
  const posted = [];
  await runChunks(core, { gen: { model: 'pi' }, samples: 500, heights: [4] }, { post: (m) => posted.push(m), chunkMs: 8, now: () => clock.t });
  assert.deepEqual(core.calls, [[4, 0, 1]]);
});

test('chunks: a cancelled run stops between chunks, pausing where asked, and posts no summary', async () => {
  const clock = { t: 0 };
  const core = fakeCore(clock);
  const posted = [];
  let pauses = 0;
  const ok = await runChunks(
    core,
    { gen: { model: 'iid' }, samples: 1000, heights: [2] },
    {
      post: (m) => posted.push(m),
      chunkMs: 2,
      maxChunk: 3,
      pause: async () => void pauses++,
      cancelled: () => pauses >= 2,
      now: () => clock.t,
    },
  );
  assert.equal(ok, false);
  assert.equal(core.calls.length, 2);
  assert.ok(
    core.calls.every(([, from, to]) => to - from <= 3),
    'maxChunk bounds a chunk',
  );
  assert.deepEqual(
    posted.map((m) => m.type),
    ['progress', 'progress'],
  );
});

test("chunks: the core's own count of samples per height", async () => {
  const { core } = await import('../wasm.mjs');
  const spec = { gen: { model: 'pi', degree: 3, seed: 1 }, heights: [2], samples: 40, procs: ['F2'], implicit: false };
  assert.equal(core.experimentSamplesPerHeight(spec), 1);
  assert.equal(core.experimentSamplesPerHeight({ ...spec, gen: { model: 'iid', degree: 3, seed: 1, lo: -9, hi: 9 } }), 40);
});

test("chunks: at most the core's samples per call, however fast the core answers", async () => {
  const { core } = await import('../wasm.mjs');
  const spec = { gen: { model: 'iid', degree: 2, height: 1, seed: 1, lo: 0, hi: 9 }, heights: [1], samples: 10_000_000, procs: ['F2'], implicit: false };
  // The cap is the core's: one sample more is refused, naming it.
  assert.throws(
    () => core.experimentSamples(spec, 1, 0, CHUNK_SAMPLES + 1),
    (e) => e.message.includes(`at most ${CHUNK_SAMPLES} samples per call`),
  );
  const clock = { t: 0 };
  const fake = fakeCore(clock);
  // No maxChunk (the page's in-page fallback gives none) and a clock that never moves.
  const ok = await runChunks({ ...fake, experimentSamples: (s, h, from, to) => (fake.calls.push([h, from, to]), Float64Array.of(0)) }, spec, {
    post: () => {},
    chunkMs: 8,
    cancelled: () => fake.calls.length >= 7,
    now: () => 0,
  });
  assert.equal(ok, false);
  assert.deepEqual(
    fake.calls.map(([, from, to]) => to - from),
    [1, 16, 256, 4096, 65536, CHUNK_SAMPLES, CHUNK_SAMPLES],
  );
});
