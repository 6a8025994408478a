import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KmStepper } from '../../../../www/families/km/stepper.js';
import { piTree, record } from '../../wasm.mjs';

for (const [proc, alpha, beta] of [
  ['F1', '-inf', 5],
  ['F2', '-inf', '+inf'],
  ['F2', 1, 3],
]) {
  test(`km stepper: the finished fold of ${proc}(${alpha}, ${beta}) on the π tree agrees with the core's record`, () => {
    const { tree, shape } = piTree();
    const r = record(tree, proc, { alpha, beta, trace: true });
    const s = new KmStepper(r.trace, shape.parent.length);
    const st = s.stateAt(s.length);
    assert.equal(st.done, true);
    assert.deepEqual(st.stack, []);
    assert.equal(st.returned[0], 1);
    assert.deepEqual(st.value[0], r.value);
    for (let i = 0; i < shape.parent.length; i++) {
      const status = r.status[i];
      if (st.cut[i]) assert.equal(st.cut[i], status, `the cutoff kind of ${shape.dewey[i]}`);
      assert.equal(Boolean(st.entered[i]), status === 'examined', `${shape.dewey[i]} examined`);
      if (st.returned[i] && shape.value[i] === null) assert.equal(st.bound[i], r.bounds[i], `the bound of ${shape.dewey[i]}`);
    }
  });
}

test("km stepper: after an enter event the position is on top of the call stack with the core's initial m", () => {
  const { tree } = piTree();
  const r = record(tree, 'F2', { alpha: 2, beta: 9, trace: true });
  const s = new KmStepper(r.trace, 121);
  r.trace.forEach((e, i) => {
    if (e.type !== 'enter') return;
    const st = s.stateAt(i + 1);
    assert.equal(st.stack.at(-1), e.at);
    assert.equal(st.current, e.at);
    assert.deepEqual(st.m[e.at], e.m);
    assert.deepEqual(st.win[e.at], [e.alpha, e.beta]);
  });
});
