// The UCT experiment's wasm door (crate/src/wasm/uct_experiment.rs) and the page's ranges
// (www/experiments/uct-pool.js rangesOf): on seeded random specs, the samples cut into random
// ranges (any order) give the rows and CSV of one range holding them all, byte for byte — the
// sums are whole numbers, as the CLI's shards are; the page's ranges tile the samples within
// one call's bound; parts missing, given twice or not fitting, an unknown model, a spec the
// core refuses and a call over its bound get a message saying what.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CALL_ITERATIONS, rangesOf } from '../../../www/experiments/uct-ranges.js';
import { rng } from '../rng.mjs';
import { core } from '../wasm.mjs';

const { uctExperimentSums, uctExperimentRows } = core;

function randomSpec(r) {
  const budgets = new Set();
  const k = 1 + Math.floor(r() * 4);
  while (budgets.size < k) budgets.add(1 + Math.floor(r() * 200));
  return {
    model: r() < 0.5 ? 'trap' : 'pgame',
    degree: 2 + Math.floor(r() * 2),
    height: 2 + Math.floor(r() * 3),
    samples: 1 + Math.floor(r() * 12),
    iterations: [...budgets].sort((a, b) => a - b),
    seed: Math.floor(r() * 1000),
    c: r() * 2,
  };
}

/** `n` cut into random ranges [from, to), shuffled. */
function randomRanges(r, n) {
  const cuts = [0];
  for (let i = 1; i < n; i++) if (r() < 0.4) cuts.push(i);
  cuts.push(n);
  const out = cuts.slice(1).map((to, i) => [cuts[i], to]);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

test('any split of the samples gives one range’s rows and CSV', () => {
  for (let seed = 1; seed <= 25; seed++) {
    const r = rng(seed);
    const spec = randomSpec(r);
    const whole = uctExperimentRows(spec, [uctExperimentSums(spec, 0, spec.samples)]);
    const ranges = randomRanges(r, spec.samples);
    const split = uctExperimentRows(
      spec,
      ranges.map(([a, b]) => uctExperimentSums(spec, a, b)),
    );
    assert.deepEqual(split, whole, `seed ${seed}: ${JSON.stringify(spec)} ranges ${JSON.stringify(ranges)}`);
    assert.equal(whole.rows.length, spec.iterations.length);
    for (const row of whole.rows) {
      assert.equal(row.trees, spec.samples);
      assert.ok(row.settled <= row.optimal && row.optimal <= row.trees, `seed ${seed}`);
    }
  }
});

test('the page’s ranges tile the samples within one call’s bound', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const r = rng(seed);
    const spec = { samples: 1 + Math.floor(r() * 20_000), iterations: [1 + Math.floor(r() * 1_000_000)] };
    const workers = 1 + Math.floor(r() * 8);
    const ranges = rangesOf(spec, workers);
    let next = 0;
    for (const [a, b] of ranges) {
      assert.equal(a, next, `seed ${seed}`);
      assert.ok(b > a && (b - a === 1 || (b - a) * spec.iterations[0] <= CALL_ITERATIONS), `seed ${seed}: ${a}..${b}`);
      next = b;
    }
    assert.equal(next, spec.samples, `seed ${seed}`);
  }
});

test('refusals say what', () => {
  const spec = { model: 'trap', degree: 2, height: 3, samples: 6, iterations: [5, 50], seed: 1, c: 1 };
  const parts = [uctExperimentSums(spec, 0, 3), uctExperimentSums(spec, 3, 6)];
  const refused = (f, re) => assert.throws(f, (e) => re.test(e.message), String(re));
  refused(() => uctExperimentRows(spec, [parts[0]]), /samples 3 to 6 are missing/);
  refused(() => uctExperimentRows(spec, [parts[0], parts[0], parts[1]]), /samples 0 to 3 are given twice/);
  refused(() => uctExperimentRows(spec, [uctExperimentSums(spec, 0, 4), parts[1]]), /samples 3 to 4 are given twice/);
  refused(
    () => uctExperimentRows(spec, [parts[0], parts[1], { ...parts[1], from: 6, to: 8 }]),
    /parts\[2\]: samples 6 to 8 are not within the experiment's 0 to 6/,
  );
  refused(() => uctExperimentRows(spec, [parts[0], { ...parts[1], optimal: [9, 9] }]), /parts\[1\]: its counts do not fit/);
  refused(() => uctExperimentSums({ ...spec, model: 'chess' }, 0, 1), /model 'chess' is not pgame or trap/);
  refused(() => uctExperimentSums({ ...spec, iterations: [50, 5] }, 0, 1), /increasing budgets/);
  refused(() => uctExperimentSums({ ...spec, degree: 30, height: 6 }, 0, 1), /200000 positions per tree/);
  refused(() => uctExperimentSums(spec, 4, 3), /samples 4 to 3 are not a range within the experiment's 0 to 6/);
  refused(() => uctExperimentSums(spec, 4, 9), /uctExperimentSums: to: 9 is not a whole number from 0 to 6/);
  refused(() => uctExperimentSums({ ...spec, samples: 100, iterations: [1_000_000] }, 0, 20), /at most 16777216 iterations per call/);
});

test('a sample index that is not a whole number within the samples is refused, naming the argument', () => {
  // As u32 arguments, 2^32 + 1 was 1 and 2.5 was 2: samples the caller did not ask for, without a word.
  const spec = { model: 'pgame', degree: 2, height: 3, samples: 6, iterations: [5, 50], seed: 3, c: 1 };
  const refused = (f, re) => assert.throws(f, (e) => re.test(e.message), String(re));
  for (const [from, to, which, shown] of [
    [2 ** 32 + 1, 2 ** 32 + 3, 'from', String(2 ** 32 + 1)],
    [0, 2 ** 32 + 2, 'to', String(2 ** 32 + 2)],
    [0, 2.5, 'to', '2.5'],
    [0.5, 3, 'from', '0.5'],
    [-1, 3, 'from', '-1'],
    [1, 2 ** 53, 'to', String(2 ** 53)],
    [Number.NaN, 3, 'from', 'NaN'],
    [0, Number.POSITIVE_INFINITY, 'to', 'inf'],
  ]) {
    refused(() => uctExperimentSums(spec, from, to), new RegExp(`uctExperimentSums: ${which}: ${shown} is not a whole number from 0 to 6`));
  }
  for (const [from, to, which, type] of [
    ['0', 3, 'from', 'string'],
    [0, undefined, 'to', 'undefined'],
    [0, 3n, 'to', 'bigint'],
    [null, 3, 'from', 'object'],
  ]) {
    assert.throws(
      () => uctExperimentSums(spec, from, to),
      (e) => e instanceof TypeError && e.message === `uctExperimentSums: ${which} must be a number, got ${type}`,
      `${which} ${type}`,
    );
  }
  // The ends themselves are samples' indices: 0 and 6 are taken.
  assert.deepEqual(uctExperimentSums(spec, 0, 6), uctExperimentRowsPart(spec));
});

/** The sums of all of `spec`'s samples, from ranges of one sample each added here. */
function uctExperimentRowsPart(spec) {
  const parts = Array.from({ length: spec.samples }, (_, k) => uctExperimentSums(spec, k, k + 1));
  return {
    from: 0,
    to: spec.samples,
    optimal: spec.iterations.map((_, i) => parts.reduce((s, p) => s + p.optimal[i], 0)),
    settled: spec.iterations.map((_, i) => parts.reduce((s, p) => s + p.settled[i], 0)),
    f2_terminals: parts.reduce((s, p) => s + p.f2_terminals, 0),
  };
}
