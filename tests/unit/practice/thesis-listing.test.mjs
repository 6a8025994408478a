import assert from 'node:assert/strict';
import { test } from 'node:test';
import { THESIS_LISTINGS, thesisLive } from '../../../www/families/thesis/listing.js';
import { ThesisStepper } from '../../../www/families/thesis/stepper.js';
import { GameTree } from '../wasm.mjs';

const TREES = ['((3,1,4),(1,5,9),(2,6,5))', '(((1,2),(3,-4)),((5,0),(-2,7)),((2,2),(8,1)))'];

test('thesis listing: each event on its line, and m at a cut-off is the trace’s m', () => {
  for (const proc of ['alphabeta', 'branch-and-bound']) {
    for (const text of TREES) {
      const g = GameTree.parse(text);
      const record = g.run(proc, { trace: true });
      const trace = record.trace;
      const shape = g.shape();
      g.free();
      const stepper = new ThesisStepper(record, shape);
      const L = THESIS_LISTINGS[proc].lines;
      let cutoffs = 0;
      for (let k = 1; k <= trace.length; k++) {
        const e = trace[k - 1];
        const live = thesisLive(proc, stepper.stateAt(k));
        const line = L[live.line];
        if (e.type === 'enter') assert.match(line, /^4\. f:=generate\(p\)/);
        if (e.type === 'evaluate') assert.match(line, /^5\. IF f=0/);
        if (e.type === 'cutoff') {
          cutoffs += 1;
          assert.match(line, /^10\./);
          assert.equal(live.frame.m, e.m, `${proc} ${text} step ${k}`);
          assert.equal(live.frame.at, e.at);
        }
        if (e.type === 'return' && shape.degree[e.at] > 0) assert.match(line, /^(10|12)\./);
      }
      assert.ok(cutoffs > 0, `${proc} cuts off on ${text}`);
    }
  }
});
