import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TraceStepper } from '../../../www/families/trace-fold.js';
import { piTree, record } from '../wasm.mjs';

class Counter extends TraceStepper {
  init() {
    return { seen: [] };
  }
  apply(st, e, i) {
    st.seen.push(`${i}:${e.at}`);
  }
}

test('trace fold: the state at step k folds exactly the first k events', () => {
  const s = new Counter([{ at: 4 }, { at: 7 }, { at: 9 }]);
  assert.deepEqual(s.stateAt(2).seen, ['0:4', '1:7']);
  const st = s.stateAt(2);
  assert.equal(st.k, 2);
  assert.deepEqual(st.event, { at: 7 });
  assert.equal(st.eventIndex, 1);
  assert.equal(st.current, 7);
  assert.equal(st.done, false);
});

test('trace fold: k is clamped, step 0 has no event and the last step is done', () => {
  const s = new Counter([{ at: 4 }, { at: 7 }]);
  const first = s.stateAt(-3);
  assert.equal(first.k, 0);
  assert.equal(first.event, null);
  assert.equal(first.current, -1);
  assert.deepEqual(first.seen, []);
  const last = s.stateAt(99);
  assert.equal(last.k, 2);
  assert.equal(last.done, true);
  assert.equal(s.stateAt(2), last, 'the same step is not folded twice');
});

test("trace fold: every family's cutoff events skip what the record's cutoffs skip, in order", () => {
  const { tree } = piTree();
  for (const [name, o] of [
    ['F2', { alpha: 3, beta: 9 }],
    ['alphabeta', {}],
    ['pvs', {}],
    ['mn-alphabeta', { m: 3, n: 2, backup: 'identity' }],
  ]) {
    const r = record(tree, name, { ...o, trace: true });
    const events = r.trace.filter((e) => e.type === 'cutoff');
    assert.ok(events.length > 0, name);
    assert.deepEqual(
      events.map((e) => [e.at, e.skipped ?? []]),
      r.cutoffs.map((c) => [c.at, c.skipped]),
      name,
    ); // an empty list is left out
  }
});
