import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MnStepper } from '../../../../www/families/mn/stepper.js';
import { piTree, record } from '../../wasm.mjs';

test("mn stepper: the fold skips as many successors as the core's cutoffs say, and ends with the chosen move", () => {
  const { tree, shape } = piTree();
  const r = record(tree, 'mn-alphabeta', { m: 3, n: 2, backup: 'identity', trace: true });
  assert.ok(r.cutoffs.length > 0, 'the π tree has m&n cutoffs with m = 3 and identity backing-up');
  const s = new MnStepper(r, shape);
  const st = s.stateAt(s.length);
  const cut = st.cut.reduce((a, b) => a + b, 0);
  assert.equal(
    cut,
    r.cutoffs.reduce((a, c) => a + c.skipped.length, 0),
  );
  for (const c of r.cutoffs) for (const id of c.skipped) assert.equal(shape.parent[id], c.at, 'a cutoff skips successors of its position');
  assert.equal(st.best, r.mn.best.at);
  assert.deepEqual(st.stack, []);
  assert.deepEqual(st.value[0].value, r.value);
});

test('mn stepper: an entered position holds what it was passed', () => {
  const { tree, shape } = piTree();
  const r = record(tree, 'mn-alphabeta', { m: 2, n: 2, trace: true });
  const s = new MnStepper(r, shape);
  const i = r.trace.findIndex((e) => e.type === 'enter' && e.at !== 0);
  const e = r.trace[i];
  const st = s.stateAt(i + 1);
  assert.equal(st.frame[e.at].dmax, e.dmax);
  assert.equal(st.frame[e.at].phase, 1);
  assert.equal(st.stack.at(-1), e.at);
});
