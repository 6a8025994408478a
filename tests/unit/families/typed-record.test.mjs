// The typed run record (GameTree.run's columns, read through www/families/typed-record.js with
// the core's code tables, procedureCatalog().codes) gives back the record's fields, checked
// against what crosses apart from the columns: the trace's events (serialized by serde, one
// object per event), the counts, and the tree. For every procedure of the core's catalogue, with
// and without a window, on seeded random trees with ties, negative values and terminals at
// mixed depths. (The columns themselves are checked against the native record by
// crate/tests/wasm.rs and crate/tests/record_columns.rs.)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CODES } from '../../../www/core/procedures.js';
import { calls } from '../../../www/families/core-calls.js';
import { runRecord, typedRecord } from '../../../www/families/typed-record.js';
import { core, GameTree } from '../wasm.mjs';

const catalogue = core.procedureCatalog().procedures;
const MODELS = [{ model: 'iid', lo: -5, hi: 5 }, { model: 'nonuniform', lo: -9, hi: 9, q: [0.9, 0.7, 0.8], meanDegree: [3] }, { model: 'permutation' }];

/** Options for `p` on seed `seed`: the window for those that take one, m&n's defaults otherwise. */
function optionsFor(p, seed) {
  const o = { trace: true, backup: 'identity' };
  if (p.takesWindow && seed % 2) {
    const lo = ((seed * 7) % 11) - 6;
    Object.assign(o, { alpha: lo, beta: lo + 1 + (seed % 4) });
  }
  return o;
}

test('the code tables come with the catalogue', () => {
  assert.deepEqual(CODES, core.procedureCatalog().codes);
  assert.ok(CODES.status.includes('examined') && CODES.status.includes('deep') && CODES.status.includes('not_reached'));
  assert.equal(CODES.bound[0], null);
});

test('typedRecord() gives the fields the trace and the counts say, for every catalogue procedure on random trees', () => {
  let checked = 0;
  for (let seed = 1; seed <= 40; seed++) {
    const spec = { ...MODELS[seed % MODELS.length], degree: 2 + (seed % 3), height: 1 + (seed % 5), seed };
    const t = GameTree.generate(spec);
    const n = t.size();
    const parent = Array.from(t.shapeArrays().parent);
    try {
      for (const p of catalogue) {
        const o = optionsFor(p, seed);
        const where = `seed ${seed} ${JSON.stringify(spec)} ${p.name} ${JSON.stringify(o)} tree ${t.text()}`;
        let r;
        try {
          r = typedRecord(t.run(p.name, o));
        } catch (e) {
          assert.match(e.message, /m&n|needs m/, where); // Slagle's parameters against a small tree
          continue;
        }
        assert.ok(r.columns.status instanceof Uint8Array && r.columns.values.length === n, where);
        for (const f of ['status', 'values', 'bounds', 'alphas', 'betas']) assert.equal(r[f].length, n, `${f}: ${where}`);
        assert.ok(
          r.status.every((s) => CODES.status.includes(s)),
          where,
        );
        if (p.family !== 'thesis') assert.equal(r.status.filter((s) => s === 'examined').length, r.counts.positions, `examined: ${where}`);
        // Every cutoff of the record is a traced cutoff event, in order, with the same successors skipped.
        const cuts = r.trace.filter((e) => e.type === 'cutoff');
        assert.equal(r.cutoffs.length, cuts.length, `cutoffs: ${where}`);
        r.cutoffs.forEach((c, i) => {
          const e = cuts[i];
          assert.equal(c.at, e.at, where);
          assert.equal(c.after, e.after, where);
          // A record's cutoff lists what the whole run leaves unexamined; its trace event what
          // that one search skipped (a re-search or a later pass of MTD(f) may examine some).
          const seen = new Set(r.trace.filter((v) => v.type === 'enter').map((v) => v.at));
          assert.deepEqual(
            c.skipped,
            (e.skipped ?? []).filter((s) => p.family !== 'km' || !seen.has(s)),
            where,
          );
          if (e.kind) assert.equal(c.kind, e.kind, where);
          if (p.family === 'km') {
            assert.deepEqual([c.value, c.bound, c.from], [e.m, e.beta, e.from], where);
          }
        });
        assert.equal(r.counts.cutoffs, r.cutoffs.length, where);
        // K&M and m&n: the value and bound a position last returned are its record's.
        if (p.family !== 'thesis') {
          const last = new Map();
          for (const e of r.trace) if (e.type === 'leave') last.set(e.at, e);
          for (const [at, e] of last) {
            assert.deepEqual([r.values[at], r.bounds[at]], [e.value, e.bound], `value at ${at}: ${where}`);
          }
        }
        if (p.family === 'km') {
          // A visit per position entered, in order, with the window it was entered with.
          const enters = r.trace.filter((e) => e.type === 'enter');
          assert.deepEqual(
            r.visits.map((v) => [v.at, v.alpha, v.beta]),
            enters.map((e) => [e.at, e.alpha, e.beta]),
            where,
          );
          // Each visit's value is what its call returned (the leave that closes its enter).
          const returned = [];
          const open = [];
          for (const e of r.trace) {
            if (e.type === 'enter') open.push(returned.push(null) - 1);
            if (e.type === 'leave') returned[open.pop()] = e.value;
          }
          assert.deepEqual(
            r.visits.map((v) => v.value),
            returned,
            where,
          );
          // The principal variation goes down from the root, each value the negation of its parent's.
          if (r.pv.length) assert.equal(r.pv[0], 0, where);
          for (let i = 1; i < r.pv.length; i++) {
            assert.equal(parent[r.pv[i]], r.pv[i - 1], where);
            assert.ok(Number(r.values[r.pv[i]]) === -Number(r.values[r.pv[i - 1]]), where);
          }
        }
        checked += 1;
      }
    } finally {
      t.free();
    }
  }
  assert.ok(checked > 35 * catalogue.length, `checked ${checked}`);
});

test('the record of the π tree: infinities, bounds and a deep cutoff read back', () => {
  const t = GameTree.example('pi');
  const got = runRecord(t, calls.run('F2', { alpha: 0, beta: 4 }));
  assert.ok(
    got.cutoffs.some((c) => c.kind === 'deep' && c.from != null),
    'F2 makes deep cutoffs on Fig. 1',
  );
  assert.deepEqual(got.alphas.slice(0, 1), [0], 'the root is called with the window');
  const f1 = runRecord(t, calls.run('F1', {}));
  assert.equal(f1.betas[0], '+inf', 'F1 is called with beta = +inf at the root');
  assert.equal(f1.alphas[0], '-inf');
  assert.ok(
    f1.bounds.every((b, i) => (f1.values[i] == null) === (b == null)),
    'a bound where a value is',
  );
  const plain = { value: 1 };
  assert.equal(typedRecord(plain), plain, 'a record without columns is returned as it is');
});
