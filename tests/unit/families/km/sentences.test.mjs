import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describe, readySentence } from '../../../../www/families/km/sentences.js';
import { piTree } from '../../wasm.mjs';

function f2Trace(alpha, beta) {
  const { tree, shape, idOf } = piTree();
  const r = tree.search('F2', alpha, beta, true);
  return { r, isTerminal: (d) => shape.value[idOf.get(d)] !== null };
}

test('km sentences: a leave outside the window is a bound by (9), inside it is F(p)', () => {
  const { r, isTerminal } = f2Trace(1, 3);
  const window = new Map();
  const said = [];
  for (const e of r.trace) {
    if (e.type === 'enter') window.set(e.at, [e.alpha, e.beta]);
    if (e.type === 'leave' && !isTerminal(e.at)) said.push([e, describe(e, { proc: 'F2', view: 'negamax', isTerminal, window: window.get(e.at) })]);
  }
  for (const [e, s] of said) {
    const [a, b] = window.get(e.at);
    if (e.value >= b) assert.match(s, /a bound: F\(.*\) ≥ .* by \(9\)/, s);
    else if (e.value <= a) assert.match(s, /a bound: F\(.*\) ≤ .* by \(9\)/, s);
    else assert.doesNotMatch(s, /bound/, s);
  }
  assert.ok(said.some(([, s]) => /by \(9\)/.test(s)), 'the window (1, 3) makes some bounds');
});

test('km sentences: the minimax view flips the comparison at Min', () => {
  const { r, isTerminal } = f2Trace('-inf', '+inf');
  const cut = r.trace.find((e) => e.type === 'cutoff' && e.at.split('.').length % 2 === 1);
  assert.match(describe(cut, { proc: 'F2', view: 'negamax', isTerminal }), /m = .* ≥ β = /);
  assert.match(describe(cut, { proc: 'F2', view: 'minimax', isTerminal }), /m = .* ≤ α = /);
});

test('km sentences: the ready sentence names the window', () => {
  assert.equal(readySentence('F1', '-inf', 5), 'Ready: F1 starts at the root (Max to move) with bound 5. Step forward (→) or play (Space).');
  assert.match(readySentence('F2', -1, 4), /with window \(α, β\) = \(−1, 4\)/);
  assert.match(readySentence('F0', '-inf', '+inf'), /^Ready: F0 starts at the root \(Max to move\)\. /);
});
