// The experiments' samples cross the wasm boundary packed, one Float64Array per chunk
// (crate/src/experiment/packed.rs): the rows do not depend on how the samples were cut into
// chunks, and a chunk the core did not make is refused with where it is wrong.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { core } from '../wasm.mjs';

const spec = { gen: { model: 'permutation', degree: 3, seed: 7 }, heights: [4], samples: 1500, procs: ['F1', 'F2'], implicit: false };

test('packed samples: the rows are the same however the samples are cut into chunks', () => {
  const whole = core.experimentSamples(spec, 4, 0, 1500);
  assert.ok(whole instanceof Float64Array);
  assert.equal(whole[0], 1500, 'a chunk starts with its number of samples');
  const rows = core.experimentSummarize(spec, 4, [whole]);
  assert.equal(rows.length, 2);
  assert.equal(rows[0].samples, 1500);
  // Cut across the core's blocks of 1,024 samples, with an empty chunk in between.
  const cuts = [0, 1, 700, 700, 1024, 1499, 1500];
  const chunks = cuts.slice(1).map((to, i) => core.experimentSamples(spec, 4, cuts[i], to));
  assert.deepEqual(core.experimentSummarize(spec, 4, chunks), rows);
});

test('packed samples: a chunk the core did not make is refused, naming the chunk and the sample', () => {
  const good = core.experimentSamples(spec, 4, 0, 3);
  const refused = (chunks, re) =>
    assert.throws(
      () => core.experimentSummarize(spec, 4, chunks),
      (e) => re.test(e.message),
      String(re),
    );
  refused(['x'], /samples\[0\] must be a Float64Array/);
  refused([good, [3]], /samples\[1\] must be a Float64Array/);
  refused([good, good.subarray(0, good.length - 1)], /samples\[1\]: a chunk of samples: it ends inside sample 2 \(procedure 2\)/);
  const levels = Float64Array.from(good);
  levels[3] = 9; // the first sample's levels for F1: more than height 4 has
  refused([levels], /samples\[0\]: a chunk of samples: sample 0, procedure 1: 9 levels for height 4/);
  refused([Float64Array.of(1.5)], /number of samples, is 1.5/);
  refused('x', /samples must be an array/);
});
