// counts() (the counts the page makes on every edit, by the core's counting path: one call for
// any set of catalogue procedures, keyed by name) says what each procedure's run record says,
// for every procedure of the catalogue on seeded random trees with ties, negative values and
// terminals at mixed depths, and random windows; what the counting path cannot tell (m&n's
// exactness, the other families' cutoffs) is left out, never guessed. examinedFlags() (the
// search alone) marks exactly the positions the record says examined.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { typedRecord } from '../../../www/families/typed-record.js';
import { core, GameTree } from '../wasm.mjs';

const catalogue = core.procedureCatalog().procedures;
const names = catalogue.map((p) => p.name);
const MODELS = [{ model: 'iid', lo: -5, hi: 5 }, { model: 'nonuniform', lo: -9, hi: 9, q: [0.9, 0.7, 0.8], meanDegree: [3] }, { model: 'permutation' }];

test("counts() of every catalogue procedure equals its record, and examinedFlags() the record's examined positions, on random trees and windows", () => {
  let checked = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const spec = { ...MODELS[seed % MODELS.length], degree: 2 + (seed % 3), height: 1 + (seed % 5), seed };
    const t = GameTree.generate(spec);
    try {
      const lo = ((seed * 7) % 11) - 6;
      for (const [alpha, beta] of [
        ['-inf', '+inf'],
        [lo, lo + 1 + (seed % 4)],
        ['-inf', lo],
        [lo, '+inf'],
      ]) {
        const o = { alpha, beta, backup: 'identity' };
        const all = t.counts(names, o);
        assert.deepEqual(Object.keys(all), names, 'keyed by catalogue name, in the order asked');
        for (const p of catalogue) {
          const where = `seed ${seed} ${JSON.stringify(spec)} ${p.name} (${alpha}, ${beta}) tree ${t.text()}`;
          const c = all[p.name];
          const r = typedRecord(t.run(p.name, o));
          assert.equal(c.procedure, p.name, where);
          for (const k of ['alpha', 'beta']) assert.equal(c[k], r[k], `${k}: ${where}`);
          for (const k of ['positions', 'terminals', 'perLevel']) assert.deepEqual(c.counts[k], r.counts[k], `${k}: ${where}`);
          if ('exact' in c) {
            assert.equal(c.exact, r.exact, `exact: ${where}`);
            assert.equal(c.value, r.value, `value: ${where}`);
          }
          if ('byKind' in c.counts) {
            assert.deepEqual(c.counts.byKind, r.counts.byKind, `byKind: ${where}`);
            assert.equal(c.counts.cutoffs, r.counts.cutoffs, `cutoffs: ${where}`);
          }
          if (p.family === 'km') {
            const flags = t.examinedFlags(p.name, o);
            assert.deepEqual(
              Array.from(flags, (x) => x === 1),
              r.status.map((s) => s === 'examined'),
              `examinedFlags: ${where}`,
            );
            assert.ok('exact' in c && 'byKind' in c.counts, `K&M's counting path tells exactness and cutoffs: ${where}`);
          }
          checked += 1;
        }
      }
    } finally {
      t.free();
    }
  }
  assert.equal(checked, 30 * 4 * catalogue.length);
});

test('an alias counts under its catalogue name; unknown names and options are refused with the valid ones', () => {
  const t = GameTree.example('pi');
  assert.deepEqual(Object.keys(t.counts(['ab', 'F2', 'alphabeta'])), ['alphabeta', 'F2']);
  assert.throws(
    () => t.counts(['F2', 'F9']),
    (e) => e.message.includes("unknown procedure 'F9'") && names.every((n) => e.message.includes(n)),
  );
  assert.throws(
    () => t.counts(['F2'], { alfa: 1 }),
    /options: unknown option 'alfa': expected one of alpha, beta, trace, analysis, literal, m, n, backup, tie, guess/,
  );
  assert.throws(() => t.run('F2', { Alpha: 1 }), /unknown option 'Alpha'/);
  assert.throws(() => t.examinedFlags('F2', { window: [1, 2] }), /unknown option 'window'/);
  const negamax = core
    .procedureCatalog()
    .procedures.filter((p) => p.family === 'km')
    .map((p) => p.name);
  assert.throws(
    () => t.examinedFlags('pvs'),
    (e) => e.message.endsWith(`not pvs: run() gives every procedure's statuses`) && negamax.every((n) => e.message.includes(n)),
  );
  assert.throws(() => t.counts('F2'), TypeError);
  assert.equal(t.counts(['F2']).F2.value, 2, 'the tree still answers');
});
