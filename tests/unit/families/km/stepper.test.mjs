import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KmStepper } from '../../../../www/families/km/stepper.js';
import { piTree } from '../../wasm.mjs';

for (const [proc, alpha, beta] of [['F1', '-inf', 5], ['F2', '-inf', '+inf'], ['F2', 1, 3]]) {
  test(`km stepper: the finished fold of ${proc}(${alpha}, ${beta}) on the π tree agrees with the core's report`, () => {
    const { tree, shape, idOf } = piTree();
    const r = tree.search(proc, alpha, beta, true);
    const s = new KmStepper(r.trace, idOf, shape.dewey);
    const st = s.stateAt(s.length);
    assert.equal(st.done, true);
    assert.deepEqual(st.stack, []);
    assert.equal(st.returned[0], 1);
    assert.deepEqual(st.value[0], r.value);
    for (let i = 0; i < shape.parent.length; i++) {
      const status = r.status[i];
      if (st.cut[i]) assert.equal(st.cut[i], status, `the cutoff kind of ${shape.dewey[i]}`);
      assert.equal(Boolean(st.entered[i]), status === 'examined', `${shape.dewey[i]} examined`);
    }
  });
}

test('km stepper: after an enter event the position is on top of the call stack with m = alpha', () => {
  const { tree, shape, idOf } = piTree();
  const r = tree.search('F2', 2, 9, true);
  const s = new KmStepper(r.trace, idOf, shape.dewey);
  r.trace.forEach((e, i) => {
    if (e.type !== 'enter') return;
    const st = s.stateAt(i + 1);
    const id = idOf.get(e.at);
    assert.equal(st.stack.at(-1), id);
    assert.equal(st.current, id);
    assert.deepEqual(st.m[id], e.alpha);
    assert.deepEqual(st.win[id], [e.alpha, e.beta]);
  });
});
