import { test } from 'node:test';
import '../../i18n/english.mjs'; // the messages t() formats (www/i18n/messages/en.ftl)
import assert from 'node:assert/strict';
import { describe, readySentence } from '../../../../www/families/km/sentences.js';
import { piTree, record } from '../../wasm.mjs';

function f2(alpha, beta) {
  const { tree, shape } = piTree();
  return { r: record(tree, 'F2', { alpha, beta, trace: true }), shape };
}

// Moved from tests/browser/sentences.test.mjs (the same assertions on the run record's trace).
test('km sentences: deep cutoff sentences name the ancestor the bound came from', () => {
  const { r, shape } = f2('-inf', '+inf');
  const deep = r.trace.filter((e) => e.type === 'cutoff' && e.kind === 'deep');
  assert.equal(deep.length, 4, 'K&M Fig. 3: four deep cutoff events');
  const level = (id) => shape.depth[id];
  for (const e of deep) {
    assert.equal(typeof e.from, 'number');
    assert.ok(level(e.at) - level(e.from) >= 3, `${shape.dewey[e.from]} is above ${shape.dewey[e.at]}'s parent`);
    assert.ok(shape.dewey[e.at].startsWith(shape.dewey[e.from]), `${shape.dewey[e.from]} is an ancestor of ${shape.dewey[e.at]}`);
    const s = describe(e, { proc: 'F2', view: 'negamax', shape });
    const name = e.from === 0 ? 'the root' : shape.dewey[e.from];
    assert.match(s, new RegExp(`deep cutoff \\(the bound is the value m of ${name.replace(/\./g, '\\.')}`), s);
  }
  for (const e of r.trace.filter((e) => e.type === 'cutoff' && e.kind === 'shallow')) {
    assert.equal(level(e.from), level(e.at) - 1, `a shallow cutoff's bound is the parent's m (${shape.dewey[e.at]})`);
  }
});

test('km sentences: a leave outside the window is a bound by (9), inside it is F(p)', () => {
  const { r, shape } = f2(1, 3);
  const window = new Map();
  const said = [];
  for (const e of r.trace) {
    if (e.type === 'enter') window.set(e.at, [e.alpha, e.beta]);
    if (e.type === 'leave' && shape.value[e.at] === null) said.push([e, describe(e, { proc: 'F2', view: 'negamax', shape })]);
  }
  for (const [e, s] of said) {
    const [a, b] = window.get(e.at);
    if (e.value >= b) assert.match(s, /a bound: F\(.*\) ≥ .* by \(9\)/, s);
    else if (e.value <= a) assert.match(s, /a bound: F\(.*\) ≤ .* by \(9\)/, s);
    else assert.doesNotMatch(s, /bound/, s);
  }
  assert.ok(
    said.some(([, s]) => /by \(9\)/.test(s)),
    'the window (1, 3) makes some bounds',
  );
});

test('km sentences: the minimax view flips the comparison at Min', () => {
  const { r, shape } = f2('-inf', '+inf');
  const cut = r.trace.find((e) => e.type === 'cutoff' && shape.depth[e.at] % 2 === 1);
  assert.match(describe(cut, { proc: 'F2', view: 'negamax', shape }), /m = .* ≥ β = /);
  assert.match(describe(cut, { proc: 'F2', view: 'minimax', shape }), /m = .* ≤ α = /);
});

test('km sentences: the ready sentence names the window', () => {
  assert.equal(readySentence('F1', '-inf', 5), 'Ready: F1 starts at the root (Max to move) with bound 5. Step forward (→) or play (Space).');
  assert.match(readySentence('F2', -1, 4), /with window \(α, β\) = \(−1, 4\)/);
  assert.match(readySentence('F0', '-inf', '+inf'), /^Ready: F0 starts at the root \(Max to move\)\. /);
});
