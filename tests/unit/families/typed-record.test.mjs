// The typed run record (GameTree.runTyped, read through www/families/typed-record.js) gives
// exactly run()'s record, for every procedure of the core's catalogue, with and without a
// window and a trace, on seeded random trees with ties, negative values and terminals at
// mixed depths: the page reads the typed form, the tests check the object form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { core, GameTree } from '../wasm.mjs';
import { typedRecord, runRecord } from '../../../www/families/typed-record.js';

const catalogue = core.procedureCatalog().procedures;
const MODELS = [
  { model: 'iid', lo: -5, hi: 5 },
  { model: 'nonuniform', lo: -9, hi: 9, q: [0.9, 0.7, 0.8], meanDegree: [3] },
  { model: 'permutation' },
];
const FIELDS = ['status', 'values', 'bounds', 'alphas', 'betas', 'visits', 'pv', 'cutoffs'];

/** Options for `p` on seed `seed`: the window for those that take one, m&n's defaults otherwise. */
function optionsFor(p, seed, trace) {
  const o = { trace };
  if (p.takesWindow && seed % 2) {
    const lo = ((seed * 7) % 11) - 6;
    Object.assign(o, { alpha: lo, beta: lo + 1 + (seed % 4) });
  }
  return o;
}

test('runTyped() read through typedRecord() equals run() for every catalogue procedure on random trees', () => {
  let checked = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const spec = { ...MODELS[seed % MODELS.length], degree: 2 + (seed % 3), height: 1 + (seed % 5), seed };
    const t = GameTree.generate(spec);
    try {
      for (const p of catalogue) {
        for (const trace of [false, true]) {
          const o = optionsFor(p, seed, trace);
          const where = `seed ${seed} ${JSON.stringify(spec)} ${p.name} ${JSON.stringify(o)} tree ${t.text()}`;
          let want;
          try {
            want = t.run(p.name, o);
          } catch (e) {
            assert.throws(() => t.runTyped(p.name, o), { message: e.message }, where);
            continue;
          }
          const got = runRecord(t, p.name, o);
          assert.ok(got.columns.status instanceof Uint8Array, where);
          assert.equal(got.columns.values.length, t.size(), where);
          for (const f of FIELDS) assert.deepEqual(got[f], want[f], `${f}: ${where}`);
          const { columns, ...rest } = got;
          assert.deepEqual(Object.keys(rest).sort(), Object.keys(want).sort(), where);
          assert.deepEqual(rest, want, where);
          checked += 1;
        }
      }
    } finally {
      t.free();
    }
  }
  assert.ok(checked > 40 * catalogue.length, `checked ${checked}`);
});

test('the record of the π tree: infinities, bounds and a deep cutoff read back as run() has them', () => {
  const t = GameTree.example('pi');
  const want = t.run('F2', { alpha: 0, beta: 4 });
  const got = runRecord(t, 'F2', { alpha: 0, beta: 4 });
  assert.deepEqual(got.cutoffs, want.cutoffs);
  assert.ok(got.cutoffs.some((c) => c.kind === 'deep' && c.from != null), 'F2 makes deep cutoffs on Fig. 1');
  const full = runRecord(t, 'F1', {});
  assert.ok(full.betas.includes('+inf'), 'F1 is called with beta = +inf at the root');
  assert.deepEqual(full.betas, t.run('F1', {}).betas);
  assert.equal(typedRecord(want), want, 'an object-form record is returned as it is');
});
