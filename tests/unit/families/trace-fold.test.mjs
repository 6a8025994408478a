import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TraceStepper, firstChildren, skippedSuccessors } from '../../../www/families/trace-fold.js';
import { piTree } from '../wasm.mjs';

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

test("trace fold: a cutoff after the i-th successor skips the rest of the position's successors", () => {
  const { shape } = piTree();
  const first = firstChildren(shape);
  assert.deepEqual([...first.slice(0, 4)], [1, 4, 7, 10]);
  assert.deepEqual(skippedSuccessors(shape, first, 1, 1), [5, 6]);
  assert.deepEqual(skippedSuccessors(shape, first, 1, 3), []);
  const leaf = shape.value.findIndex((v) => v !== null);
  assert.equal(first[leaf], -1);
});
