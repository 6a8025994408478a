// The step sentences for deep cutoffs name the ancestor whose m supplied the bound (the
// core's trace carries it as `from`), checked on the pi tree's F2 trace (K&M Fig. 3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameTree } from './core.mjs';
import { describe } from '../../www/families/km/sentences.js';

test('deep cutoff sentences name the ancestor the bound came from', () => {
  const t = GameTree.example('pi');
  try {
    const r = t.search('F2', '-inf', '+inf', true);
    const deep = r.trace.filter((e) => e.type === 'cutoff' && e.cutoff === 'deep');
    assert.equal(deep.length, 4, 'K&M Fig. 3: four deep cutoff events');
    const level = (s) => (s === '' ? 0 : s.split('.').length);
    for (const e of deep) {
      assert.equal(typeof e.from, 'string');
      assert.ok(level(e.at) - level(e.from) >= 3, `${e.from} is above ${e.at}'s parent`);
      assert.ok(e.at.startsWith(e.from), `${e.from} is an ancestor of ${e.at}`);
      const s = describe(e, { proc: 'F2', view: 'negamax', isTerminal: () => false });
      const name = e.from === '' ? 'the root' : e.from;
      assert.match(s, new RegExp(`deep cutoff \\(the bound is the value m of ${name.replace(/\./g, '\\.')}`), s);
    }
    for (const e of r.trace.filter((e) => e.type === 'cutoff' && e.cutoff === 'shallow')) {
      assert.equal(level(e.from), level(e.at) - 1, `a shallow cutoff's bound is the parent's m (${e.at})`);
    }
  } finally {
    t.free();
  }
});
