import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameTree } from '../wasm.mjs';
import { kmListing, lineOf, liveValues } from '../../../www/families/km/listing.js';

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

function traceOf(proc) {
  const g = GameTree.parse(TREE);
  try {
    return { trace: g.run(proc, { trace: true }).trace, shape: g.shape() };
  } finally {
    g.free();
  }
}

test('listing: every K&M event of a run falls on the line that does it', () => {
  for (const proc of ['F0', 'F1', 'F2']) {
    const { trace, shape } = traceOf(proc);
    const L = kmListing(proc).lines;
    for (let k = 1; k <= trace.length; k++) {
      const live = liveValues(trace, k, shape);
      const line = L[lineOf(proc, live.event, live.terminal)];
      const e = trace[k - 1];
      if (live.terminal) assert.match(line, /if d = 0 then F\d? := f\(p\)/, `${proc} step ${k}`);
      else if (e.type === 'update') assert.match(line, /if t > m then m := t;/);
      else if (e.type === 'cutoff') assert.match(line, /if m ≥ (beta|bound) then go to done;/);
      else if (e.type === 'leave') assert.match(line, /F\d? := m;/);
      else if (e.type === 'enter') assert.match(line, /m := (alpha|-∞);/);
    }
  }
});

test('listing: the live values follow the trace (m, t, i of the call the step is in)', () => {
  const { trace, shape } = traceOf('F2');
  // The first update at the root: after position 1 returned.
  const k = trace.findIndex((e) => e.type === 'update' && e.at === 0) + 1;
  const live = liveValues(trace, k, shape);
  assert.equal(live.frame.at, 0);
  assert.equal(live.frame.i, 1);
  assert.equal(live.frame.t, trace[k - 1].t);
  assert.equal(live.frame.m, trace[k - 1].t);
  assert.equal(live.frame.alpha, '-inf');
  // F2's cutoff at position 2 after its first successor: m >= beta there.
  const c = trace.findIndex((e) => e.type === 'cutoff') + 1;
  const at = liveValues(trace, c, shape);
  assert.equal(shape.dewey[at.frame.at], '2');
  assert.equal(at.frame.i, 1);
  assert.ok(at.frame.m >= at.frame.beta);
  // Before the first step nothing runs.
  assert.equal(liveValues(trace, 0, shape).frame, null);
});

test('listing: the paper’s lines (K&M §2), the names as printed', () => {
  assert.equal(kmListing('F0').lines[0], 'integer procedure F (position p):');
  assert.equal(kmListing('F1').lines[6].trim(), 'begin t := -F1(p_i, -m);');
  assert.equal(kmListing('F2').lines[6].trim(), 'begin t := -F2(p_i, -beta, -m);');
  assert.equal(kmListing('F2').lines[4].trim(), 'begin m := alpha;');
  assert.match(kmListing('F2').cite, /p\. 298/);
});
