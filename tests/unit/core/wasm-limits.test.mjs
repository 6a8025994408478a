// How much one wasm call may ask for (crate/src/wasm/limits.rs; docs/library.md, "Limits of
// one call"), through the door a course page's script uses: the exports of the modules the
// page loads, called from JS. Sizes are read from the JS values before anything is copied
// into wasm memory (watched on a fresh instance: memory only grows), and counts that set the
// work of one call are capped with a message saying how to split it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freshCore, growth } from '../fresh-wasm.mjs';

const full = await freshCore('pkg-full');
const lean = await freshCore('pkg');
const MiB = 1 << 20;

/** `f` throws an ordinary Error (not a trap) whose message matches `re`, and copies little. */
function refused({ memory }, f, re, { copied = 4 * MiB } = {}) {
  const r = growth(memory, f);
  assert.ok(r.error, `refused (it returned ${String(r.value).slice(0, 80)})`);
  assert.ok(!(r.error instanceof WebAssembly.RuntimeError), `not a trap: ${r.error.message}`);
  assert.ok(r.error instanceof Error, `an Error, not ${typeof r.error}: ${String(r.error).slice(0, 80)}`);
  assert.match(r.error.message, re);
  assert.ok(r.grew <= copied, `nothing big was copied into wasm memory first (it grew by ${r.grew} bytes)`);
  return r.error;
}

test('fromArrays compares the lengths and the position limit before copying the arrays', () => {
  const { GameTree } = full.glue;
  // 2.4 GB of degrees: the copy alone exhausted wasm's 4 GiB and trapped (unreachable). The
  // JS array is never touched, so it costs no memory here.
  refused(full, () => GameTree.fromArrays(new Uint32Array(6e8), new Float64Array(1)), /^600000000 degrees but 1 values/);
  refused(full, () => GameTree.fromArrays(new Uint32Array(3e7), new Float64Array(1)), /30000000 degrees but 1 values/);
  refused(full, () => GameTree.fromArrays(new Uint32Array(2_000_001), new Float64Array(2_000_001)), /more than 2000000 positions/);
  const t = GameTree.parse('((3,1,4),(1,5,9),(2,6,5))');
  const a = t.toArrays();
  const back = GameTree.fromArrays(a.degree, a.value);
  assert.equal(back.text(), t.text(), 'a tree within the limits still crosses');
});

const EXP = { gen: { model: 'iid', degree: 2, height: 2, seed: 1, lo: 0, hi: 9 }, heights: [2], samples: 100_000_000, procs: ['F2'], implicit: false };

test('experimentSamples computes at most 100,000 samples in one call', () => {
  const { experimentSamples } = full.glue;
  // 10^7 in one call took 106 s and 6.1 GB; the page asks for at most 50,000 per chunk.
  refused(full, () => experimentSamples(EXP, 2, 0, 1e7), /at most 100000 samples per call, not 10000000/);
  refused(full, () => experimentSamples(EXP, 2, 5, 100_006), /at most 100000 samples per call, not 100001/);
  // A chunk's first number is how many samples it holds.
  assert.equal(experimentSamples(EXP, 2, 7, 10)[0], 3);
  assert.equal(experimentSamples(EXP, 2, 10, 7)[0], 0);
  // The range is cut at the experiment's own sample count before it is measured.
  assert.equal(experimentSamples({ ...EXP, samples: 20 }, 2, 0, 1e9)[0], 20);
});

test('pathologyGameChunk draws at most 100,000 samples and 2^24 terminal positions in one call', () => {
  const { pathologyGameChunk } = full.glue;
  const spec = (width, terminalLevel, samples = 1_000_000) => ({ game: 'pearl', width, terminalLevel, samples, seed: 1 });
  // 10^6 samples of 1,024 terminals took 48 s in one call.
  refused(full, () => pathologyGameChunk(spec(2, 10), 0, 1_000_000), /at most 100000 samples and 16777216 terminal positions per call/);
  refused(full, () => pathologyGameChunk(spec(2, 1), 0, 100_001), /not 100001 samples of 2 terminals/);
  refused(full, () => pathologyGameChunk(spec(2, 12), 0, 4097), /not 4097 samples of 4096 terminals/);
  assert.equal(pathologyGameChunk(spec(2, 1), 0, 1000).samples, 1000);
  assert.equal(pathologyGameChunk(spec(2, 12), 3, 4).samples, 1);
});

test('sweep searches at most 2 × 10^8 positions (windows × positions) in one call', () => {
  const { GameTree } = full.glue;
  const big = GameTree.generate({ model: 'iid', degree: 316, height: 2, seed: 1, lo: -1000, hi: 1000 });
  const grid = Array.from({ length: 100 }, (_, i) => (i - 50) * 20);
  // 4,950 windows × 100,173 positions; a 2,000,000-position worst case took 80 s.
  refused(full, () => big.sweep(grid), /a sweep of 4950 windows over 100173 positions is 495856350 positions to search; at most 200000000/);
  refused(full, () => big.sweep(new Array(10_001).fill(0)), /grid has 10001 entries; at most 10000 are read/);
  const pi = GameTree.example('pi');
  assert.equal(pi.sweep(['-inf', 0, 5, '+inf']).cells.length, 6, 'a small sweep still runs');
  for (const core of [full, lean]) {
    refused(core, () => core.glue.GameTree.parse('(1,2)').sweep(new Array(20_000).fill('-inf')), /at most 10000/);
  }
});

test('strings are measured before they are copied: tree texts, positions, names', () => {
  for (const core of [full, lean]) {
    const { GameTree } = core.glue;
    const t = GameTree.parse('((1,2),(3,4))');
    // A 64 MiB + 1 text was copied whole (and a 5 * 10^8-character one of non-ASCII trapped).
    refused(core, () => GameTree.parse('('.repeat(64 * MiB + 1)), /tree text is 67108865 characters long; at most 67108864 are read/);
    refused(core, () => t.replaceSubtree('1', ' '.repeat(64 * MiB + 1)), /subtree text is 67108865 characters long/);
    refused(core, () => t.positionOf('1.'.repeat(MiB / 2) + '1'), /position is 1048577 characters long; at most 1048576/);
    refused(core, () => t.setValue('1.'.repeat(MiB / 2) + '1', 3), /position is 1048577 characters long/);
    refused(core, () => t.counts(['F'.repeat(10_001)]), /procedure is 10001 characters long; at most 10000 are read/);
    refused(core, () => t.run('F'.repeat(10_001)), /procedure is 10001 characters long; at most 10000 are read/);
    refused(core, () => t.sweep(['9'.repeat(10_001)]), /grid value is 10001 characters long/);
    refused(core, () => GameTree.example('p'.repeat(10_001)), /example name is 10001 characters long/);
    assert.equal(t.counts(['F2']).F2.value, 3, 'short strings still work');
  }
  refused(full, () => full.glue.exerciseGenerate('x'.repeat(10_001)), /exercise spec is 10001 characters long/);
  refused(full, () => full.glue.exerciseSet('x'.repeat(10_001)), /exercise set is 10001 characters long/);
});

test('options, specs and answers are measured before serde copies them', () => {
  const { GameTree, experimentSamplesPerHeight, pathologyRecursion } = full.glue;
  const t = GameTree.parse('((3,5),(2,9))');
  refused(full, () => t.run('F2', { tie: 'x'.repeat(17 * MiB) }), /options is too large: more than 16777216 values, entries and characters/);
  // One string of 1 MiB referenced 20 times is copied 20 times.
  const s = 'x'.repeat(MiB);
  const values = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${i}`, s]));
  refused(full, () => t.practiceCheck('values', 'F2', {}, { values }), /answer is too large/);
  refused(full, () => GameTree.generate({ model: 'iid', degree: 2, height: 2, seed: 1, lo: 0, hi: 9, note: s.repeat(17) }), /generator is too large/);
  refused(full, () => pathologyRecursion({ width: 2, err1: 0.1, err2: 0.1, p: 0.5, levels: 3, note: s.repeat(17) }), /recursion is too large/);
  // Only plain objects and arrays: serde would iterate any iterable, and an endless one never returns.
  const procs = (function* () {
    yield 'F2';
  })();
  const e = refused(full, () => experimentSamplesPerHeight({ ...EXP, procs }), /experiment must be made of plain objects and arrays/);
  assert.ok(e instanceof TypeError);
  refused(full, () => t.run('F2', { x: JSON.parse('['.repeat(1000) + ']'.repeat(1000)) }), /options is nested more than 64 levels deep/);
  // A getter that throws something other than an Error still gives an Error with a message.
  refused(
    full,
    () =>
      t.run('F2', {
        get alpha() {
          throw 42;
        },
      }),
    /options: a field could not be read/,
  );
  // A message quoting its input is cut (it quoted all 17 million characters).
  const quoted = refused(full, () => t.run('F2', { tie: 'y'.repeat(100_000) }), /unknown tie rule 'yyy/);
  assert.ok(quoted.message.length < 2100 && /… \(\d+ more characters\)$/.test(quoted.message), `a short message (${quoted.message.length} characters)`);
  assert.equal(t.run('F2', { alpha: -10, beta: 10, trace: false }).value, 3, 'ordinary options still work');
  for (const core of [full, lean]) {
    refused(core, () => core.glue.GameTree.parse('(1,2)').run('F2', { tie: 'x'.repeat(17 * MiB) }), /options is too large/);
  }
});

test('experimentSummarize, pathologyGameResult and makeInterior measure their arrays first', () => {
  const { GameTree, experimentSummarize, pathologyGameResult } = full.glue;
  const huge = 'x'.repeat(129 * MiB);
  refused(
    full,
    () => experimentSummarize(EXP, 2, [Float64Array.of(0), new Float64Array(2 ** 25 + 1)]),
    /samples\[1\] holds 33554433 numbers, more than 33554432/,
  );
  refused(
    full,
    () => pathologyGameResult({ game: 'pearl', width: 2, terminalLevel: 2, samples: 10, seed: 1 }, [{ sum: huge.slice(0, 17 * MiB) }]),
    /tallies is too large/,
  );
  refused(full, () => GameTree.parse('(1,2)').makeInterior('1', new Array(2_000_001).fill(1)), /values has 2000001 entries; at most 2000000 are read/);
});

test('practice refuses trees whose Dewey names take more than 8 MiB; run() names positions by id', () => {
  const { GameTree } = full.glue;
  // 3,000 levels: about 9 MB of names (a 100,000-level chain's, 10^10 bytes, ran for minutes).
  const t = GameTree.parse('('.repeat(3000) + '1,2,3' + ')'.repeat(3000));
  const names = /this tree's position names take \d+ MB \(more than 8 MiB\)/;
  refused(full, () => t.practiceExpected('values', 'F2', {}), names);
  refused(full, () => t.practiceCheck('prune', 'F2', {}, { pruned: [] }), names);
  assert.equal(typeof t.run('mn-alphabeta', { m: 2, n: 2 }).value, 'number', 'run() names positions by id and takes it');
  const shallow = GameTree.parse('('.repeat(2000) + '1,2,3' + ')'.repeat(2000));
  assert.equal(shallow.practiceCheck('prune', 'F2', {}, { pruned: [] }).correct, true, 'about 4 MB of names is taken');
});
