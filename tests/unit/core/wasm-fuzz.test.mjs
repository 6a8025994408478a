// Fuzzing every wasm export's arguments (the exports are public: docs/library.md), as a
// course-page script or a hostile caller could pass them: wrong types, huge and negative
// numbers, NaN, long and malformed strings, objects with wrong fields, typed arrays. Each
// call must return or throw an ordinary Error with a message; a WebAssembly trap
// (RuntimeError) or a core that no longer answers fails the test, which prints the seed, the
// call and its arguments. Both modules the page loads are fuzzed (www/pkg, www/pkg-full).
// The size-directed cases (wasm-fuzz-sizes.mjs) aim at every limit of one call: huge typed
// arrays, strings, options, ranges and counts, trees at the depth and position limits; an
// argument over a limit must be refused with an Error before it is copied into wasm memory.
//
//   node --test tests/unit/core/wasm-fuzz.test.mjs                       (npm test: 3,000 calls, 40 size cases per module)
//   FUZZ_WASM_CALLS=1000000 FUZZ_WASM_SEED=7 node --test tests/unit/core/wasm-fuzz.test.mjs
//   FUZZ_WASM_SIZE_CASES=2000 FUZZ_WASM_LONG=1 FUZZ_WASM_HUGE=1 node --test tests/unit/core/wasm-fuzz.test.mjs
//     (LONG: cases that take seconds, at the caps; HUGE: gigabyte-sized arguments)

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freshCore } from '../fresh-wasm.mjs';
import { rng } from '../rng.mjs'; // mulberry32, seeded: a failure replays from its seed
import { core, lean } from '../wasm.mjs';
import { LIMITS, sizeCase } from './wasm-fuzz-sizes.mjs';

const CALLS = Number(process.env.FUZZ_WASM_CALLS ?? 3000);
const SEED = Number(process.env.FUZZ_WASM_SEED ?? 1);
const SIZE_CASES = Number(process.env.FUZZ_WASM_SIZE_CASES ?? 40);
const LONG = process.env.FUZZ_WASM_LONG === '1';
const HUGE = process.env.FUZZ_WASM_HUGE === '1';
/** A message may quote its input, cut (limits.rs MAX_MESSAGE_CHARS) with a note of the rest. */
const MESSAGE = LIMITS.message + 100;

// Not arguments' business: the glue's own plumbing, and free (the tree is dropped each round).
const SKIP = new Set(['default', 'initSync', '__wbg_reset_state', 'free', '__destroy_into_raw', '__wrap', 'constructor', 'length', 'name', 'prototype']);

function values(r) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const small = () => Math.floor(r() * 7) - 2;
  const num = () => pick([0, 1, -1, 2, 3, small(), small(), 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 31), 1e300, NaN, Infinity, -Infinity, 0.5, -0.0]);
  const dewey = () => Array.from({ length: 1 + Math.floor(r() * 3) }, () => 1 + Math.floor(r() * 3)).join('.');
  const str = () =>
    pick([
      '',
      'F0',
      'F1',
      'F2',
      'f2',
      'sss',
      'pvs',
      'scout',
      'alphabeta',
      'bnb',
      'mn-alphabeta',
      'mn-minimax',
      'pi',
      'nope',
      '-inf',
      '+inf',
      'inf',
      '3',
      '-7',
      '(1,2)',
      '((1,2),(3,4))',
      '((',
      '1.2',
      dewey(),
      'x'.repeat(5000),
      '\u0000',
      '€',
      'prune',
      'values',
      'window',
      'next',
      'order',
      'iid',
      'permutation',
      'dependent',
      'exact',
      'lower',
      'upper',
    ]);
  const arr = () => Array.from({ length: Math.floor(r() * 5) }, () => any(1));
  const obj = (depth) => {
    const keys = [
      'alpha',
      'beta',
      'trace',
      'model',
      'degree',
      'height',
      'seed',
      'lo',
      'hi',
      'samples',
      'heights',
      'procs',
      'proc',
      'm',
      'n',
      'reading',
      'backup',
      'task',
      'values',
      'bounds',
      'pruned',
      'outcome',
      'value',
      'order',
      'width',
      'terminalLevel',
      'rule',
      'from',
      'to',
      'difficulty',
      'count',
      'maxDegree',
      'maxDepth',
      'ties',
    ];
    const o = {};
    for (let i = Math.floor(r() * 6); i > 0; i--) o[pick(keys)] = depth > 0 ? any(depth - 1) : num();
    return o;
  };
  const any = (depth = 2) => {
    const k = r();
    if (k < 0.25) return num();
    if (k < 0.5) return str();
    if (k < 0.62) return depth > 0 ? obj(depth) : {};
    if (k < 0.7) return depth > 0 ? arr() : [];
    if (k < 0.75) return pick([null, undefined, true, false]);
    if (k < 0.8) return pick([new Uint32Array([2, 0, 0]), new Float64Array([1, 2, 3]), new Int32Array(4), new Uint8Array([255])]);
    if (k < 0.85)
      return pick([
        { model: 'iid', degree: small() + 3, height: small() + 3, seed: num(), lo: num(), hi: num() },
        { alpha: num(), beta: num(), trace: true },
      ]);
    return str();
  };
  return { any, pick };
}

const describeArgs = (args) =>
  JSON.stringify(args, (k, v) =>
    typeof v === 'string' && v.length > 40
      ? `${v.slice(0, 40)}…(${v.length})`
      : ArrayBuffer.isView(v)
        ? `${v.constructor.name}[${Array.from(v)}]`
        : v === undefined
          ? '(undefined)'
          : typeof v === 'number' && !Number.isFinite(v)
            ? String(v)
            : v,
  );

function fuzz(name, glue, seed) {
  const r = rng(seed);
  const { any, pick } = values(r);
  const fns = Object.keys(glue).filter((k) => typeof glue[k] === 'function' && !SKIP.has(k) && k !== 'GameTree');
  const statics = Object.getOwnPropertyNames(glue.GameTree).filter((k) => typeof glue.GameTree[k] === 'function' && !SKIP.has(k));
  const methods = Object.getOwnPropertyNames(glue.GameTree.prototype).filter((k) => !SKIP.has(k));
  assert.ok(
    fns.length >= 3 && statics.length >= 4 && methods.length > 10,
    `${name}: the exports were found (${fns.length} functions, ${statics.length} static, ${methods.length} methods)`,
  );
  const alive = () => {
    const t = glue.GameTree.parse('((3,5),(2,9))');
    const v = t.run('F2', {}).value;
    t.free();
    return v === 3;
  };
  const called = new Map();
  for (let i = 0; i < CALLS; i++) {
    const tree = glue.GameTree.parse(pick(['(1,2)', '((3,5),(2,9))', '(((1,-2),(3,4)),((5,6),(-7,8)),9)', '((1,1),(1,1))', '7']));
    const k = r();
    const args = Array.from({ length: Math.floor(r() * 4) }, () => any());
    let what;
    let call;
    if (k < 0.6) {
      what = `GameTree#${pick(methods)}`;
      const m = what.slice(9);
      call = () => tree[m](...args);
    } else if (k < 0.75) {
      what = `GameTree.${pick(statics)}`;
      const m = what.slice(9);
      call = () => glue.GameTree[m](...args);
    } else {
      what = pick(fns);
      call = () => glue[what](...args);
    }
    called.set(what, (called.get(what) ?? 0) + 1);
    let threw = null;
    try {
      const got = call();
      if (got && typeof got.free === 'function' && got !== tree) got.free();
    } catch (e) {
      threw = e;
    }
    const where = `${name}, seed ${seed}, call ${i}: ${what}(${describeArgs(args).slice(1, -1)})`;
    if (threw) {
      assert.ok(!(threw instanceof WebAssembly.RuntimeError), `a trap: ${threw.message}\n  at ${where}`);
      assert.ok(threw instanceof Error, `not an Error (${typeof threw}: ${String(threw)})\n  at ${where}`);
      assert.ok(threw.message.length > 0, `an error without a message\n  at ${where}`);
      assert.ok(threw.message.length <= MESSAGE, `a message of ${threw.message.length} characters\n  at ${where}`);
    }
    try {
      tree.free();
    } catch {
      // a method may consume the tree (none does today); the next round makes a new one
    }
    if (threw || i % 64 === 0) assert.ok(alive(), `the core no longer answers after\n  ${where}`);
  }
  return called;
}

test(`wasm exports: ${CALLS} fuzzed calls into the full module are answers or errors with messages, never traps`, () => {
  const called = fuzz('full', core, SEED);
  assert.ok(called.size > 30, `many exports were called (${called.size})`);
});

test(`wasm exports: ${CALLS} fuzzed calls into the lean module (the first load) likewise`, () => {
  fuzz('lean', lean, SEED + 1);
});

/**
 * The size-directed cases on a fresh instance of module `pkg` (its memory is watched: a call
 * refused for an argument's size must not have copied it in first).
 */
async function fuzzSizes(pkg, seed) {
  const { glue, memory } = await freshCore(pkg);
  const r = rng(seed);
  const alive = () => glue.GameTree.parse('((3,5),(2,9))').counts(['F2']).F2.value === 3;
  const seen = new Map();
  let refused = 0;
  for (let i = 0; i < SIZE_CASES; i++) {
    const c = sizeCase(glue, r, { full: pkg === 'pkg-full', long: LONG, huge: HUGE });
    const family = c.what.replace(/\(.*$/s, '');
    seen.set(family, (seen.get(family) ?? 0) + 1);
    const before = memory.buffer.byteLength;
    let threw = null;
    try {
      const got = c.call();
      if (got && typeof got.free === 'function') got.free();
    } catch (e) {
      threw = e;
    }
    const grew = memory.buffer.byteLength - before;
    const where = `${pkg}, seed ${seed}, size case ${i}: ${c.what}`;
    if (threw) {
      assert.ok(!(threw instanceof WebAssembly.RuntimeError), `a trap: ${threw.message}\n  at ${where}`);
      assert.ok(threw instanceof Error, `not an Error (${typeof threw}: ${String(threw).slice(0, 100)})\n  at ${where}`);
      assert.ok(threw.message.length > 0 && threw.message.length <= MESSAGE, `a message of ${threw.message.length} characters\n  at ${where}`);
      assert.ok(alive(), `the core no longer answers after\n  ${where}`);
    }
    if (c.over) {
      refused += 1;
      assert.ok(threw, `over a limit, yet not refused\n  at ${where}`);
      if (c.bytes >= 16 * 2 ** 20) assert.ok(grew < c.bytes / 2, `refused only after copying: wasm memory grew by ${grew} bytes\n  at ${where}`);
    }
  }
  return { seen, refused };
}

test(`wasm exports: ${SIZE_CASES} size-directed cases into the full module are refused before copying when over a limit, never traps`, async (t) => {
  const { seen, refused } = await fuzzSizes('pkg-full', SEED + 2);
  t.diagnostic(`${refused} over a limit; by family: ${JSON.stringify(Object.fromEntries(seen))}`);
  assert.ok(seen.size >= Math.min(8, SIZE_CASES / 5) && refused > 0, `several families were drawn (${[...seen.keys()].join(', ')}), ${refused} over a limit`);
});

test(`wasm exports: ${SIZE_CASES} size-directed cases into the lean module likewise`, async (t) => {
  const { seen, refused } = await fuzzSizes('pkg', SEED + 3);
  t.diagnostic(`${refused} over a limit; by family: ${JSON.stringify(Object.fromEntries(seen))}`);
});
