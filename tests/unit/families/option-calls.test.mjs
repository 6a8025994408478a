// Every core call of the page's runs takes a procedure's options from the page state by the
// catalogue's description of them (families/options.js): no call names an option, so a
// procedure with a new option reaches the counts, the picture and the step-through alone.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NEGAMAX, optionsOf, procedure } from '../../../www/core/procedures.js';
import { calls, perform } from '../../../www/families/core-calls.js';
import { statusCode } from '../../../www/families/typed-record.js';
import { defaults, stateKey } from '../../../www/state/url-state.js';
import { GameTree, lean } from '../wasm.mjs';

const optionsOfCall = ([, args]) => args[args.length - 1];

test("option calls: MTD(f)'s first guess reaches its counts, its picture and its step-through", () => {
  const tree = GameTree.parse('((3 (5 7)) ((-2 4) 9) (1 (8 -6)))');
  const at = (guess) => {
    const S = { ...defaults(), proc: 'mtdf', guess };
    const trace = perform(tree, calls.kmTrace('mtdf', S)).trace;
    // MTD(f)'s first pass is the null window (f - 1, f) around the guess (Plaat et al. 1996).
    const first = trace.find((e) => e.type === 'enter');
    return {
      first: [first.alpha, first.beta],
      passes: trace.filter((e) => e.type === 'research').length,
      counts: perform(tree, calls.kmCounts(['F2', 'mtdf'], S)).mtdf.counts.positions,
      record: perform(tree, calls.record('mtdf', S, 0)).counts.positions,
    };
  };
  const low = at(-5);
  const high = at(8);
  assert.deepEqual(low.first, [-6, -5]);
  assert.deepEqual(high.first, [7, 8]);
  assert.notEqual(low.passes, high.passes, 'another guess, another number of passes on this tree');
  assert.equal(low.counts, low.record, 'the counts and the picture ran with the same guess');
  assert.equal(high.counts, high.record);
});

test('option calls: each negamax call carries exactly the options the catalogue lists for its procedure', () => {
  const S = { ...defaults(), alpha: -3, beta: 5 };
  for (const o of optionsOf('mtdf')) S[stateKey(o.name)] = o.kind === 'int' ? 11 : S[stateKey(o.name)];
  for (const name of NEGAMAX) {
    const listed = optionsOf(name).map((o) => o.name);
    const window = procedure(name).takesWindow ? ['alpha', 'beta'] : [];
    for (const c of [calls.kmTrace(name, S), calls.record(name, S, 0), calls.examined(name, S)]) {
      const got = Object.keys(optionsOfCall(c)).filter((k) => k !== 'trace' && k !== 'analysis');
      assert.deepEqual(got.sort(), [...listed, ...window].sort(), `${c[0]} of ${name}`);
      for (const k of listed) assert.equal(optionsOfCall(c)[k], S[stateKey(k)], `${name} ${k}`);
    }
  }
  // One counts() call for several procedures: every option any of them lists.
  const all = optionsOfCall(calls.kmCounts(NEGAMAX, S));
  for (const name of NEGAMAX) for (const o of optionsOf(name)) assert.equal(all[o.name], S[stateKey(o.name)], name);
});

test('option calls: an option added to a procedure in the catalogue reaches its calls with no other change', () => {
  const f2 = procedure('F2');
  const option = { name: 'depthLimit', label: 'Depth limit', kind: 'int', default: 0, min: 0, max: 99 };
  f2.options = [...(f2.options ?? []), option];
  try {
    const S = { ...defaults(), depthLimit: 4 };
    assert.equal(optionsOfCall(calls.kmTrace('F2', S)).depthLimit, 4);
    assert.equal(optionsOfCall(calls.record('F2', S, 0)).depthLimit, 4);
    assert.equal(optionsOfCall(calls.kmCounts(['F0', 'F2'], S)).depthLimit, 4);
    assert.equal('depthLimit' in optionsOfCall(calls.kmTrace('F1', S)), false, 'F1 does not list it');
  } finally {
    f2.options = f2.options.filter((o) => o !== option);
  }
});

test('option calls: the first-load module counts every negamax procedure, and flags what it examines, with its options as the full one does', () => {
  const text = GameTree.example('pi').text();
  const S = { ...defaults(), alpha: -1, beta: 5 };
  for (const o of optionsOf('mtdf')) if (o.kind === 'int') S[stateKey(o.name)] = 7;
  const c = calls.kmCounts(NEGAMAX, S);
  const full = perform(GameTree.parse(text), c);
  const first = perform(lean.GameTree.parse(text), c);
  for (const name of NEGAMAX) {
    assert.deepEqual(first[name], full[name], name);
    const record = perform(GameTree.parse(text), calls.record(name, S, 0));
    assert.equal(first[name].counts.positions, record.counts.positions, `${name}: its counts are its record's`);
    const examined = Array.from(record.columns.status, (code) => Number(code === statusCode('examined')));
    assert.deepEqual(Array.from(perform(lean.GameTree.parse(text), calls.examined(name, S))), examined, `${name}: examinedFlags`);
  }
});
