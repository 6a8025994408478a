// MTD(f) at the ends of the value range through both wasm modules the page loads: the root
// at 2^53 - 1 (the largest value a tree holds) or its negation, from first guesses at both
// ends (Plaat, Schaeffer, Pijls & de Bruin 1996: a null window's far side may lie one past
// the largest value, and then the passes meet). Before, the passes never ended and the
// module trapped after 2.2 GB.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { core, lean, record } from '../wasm.mjs';

const MAX = Number.MAX_SAFE_INTEGER;

test('mtdf: a root worth ±(2^53 − 1) is found from any first guess, in the lean and the full module', () => {
  const trees = [
    [`${MAX}`, MAX],
    [`${-MAX}`, -MAX],
    [`((${MAX} ${MAX}) (${MAX} ${-MAX}))`, MAX],
    [`((${-MAX} ${-MAX}) (${-MAX}))`, -MAX],
  ];
  for (const [text, value] of trees) {
    for (const guess of [0, MAX, -MAX]) {
      for (const [name, m] of [
        ['lean', lean],
        ['full', core],
      ]) {
        const g = m.GameTree.parse(text);
        const r = record(g, 'mtdf', { guess });
        assert.equal(r.value, value, `${name}: ${text} from ${guess}`);
        assert.equal(r.exact, true);
        g.free();
      }
    }
  }
});
