import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ThesisStepper } from '../../../../www/families/thesis/stepper.js';
import { piTree, record } from '../../wasm.mjs';

for (const proc of ['alphabeta', 'pvs', 'scout', 'sss']) {
  test(`thesis stepper: the finished fold of ${proc} on the π tree agrees with the core's result`, () => {
    const { tree, shape } = piTree();
    const r = record(tree, proc, { trace: true });
    const s = new ThesisStepper(r, shape);
    const st = s.stateAt(s.length);
    assert.equal(st.done, true);
    const created = r.status.flatMap((x, i) => (x === 'examined' && i > 0 ? [i] : []));
    assert.equal(created.length, r.thesis.counters.nodesCreated, 'the thesis counts the positions created, not the root');
    for (const id of created) assert.equal(st.entered[id], 1, `${shape.dewey[id]} was created, so entered`);
    // One pass, no re-search: a position cut off is never created (PVS and Scout may
    // create it in a later search of the same subtree).
    if (proc === 'alphabeta')
      for (let i = 0; i < shape.parent.length; i++) if (st.cut[i]) assert.ok(!created.includes(i), `${shape.dewey[i]} is cut off and not created`);
    if (proc !== 'sss') {
      assert.deepEqual(st.stack, []);
      assert.deepEqual(st.value[0], r.value);
    }
  });
}
