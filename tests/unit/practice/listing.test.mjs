import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listingOf } from '../../../www/core/procedures.js';
import { lineOf, liveValues } from '../../../www/families/km/listing.js';
import { KmStepper } from '../../../www/families/km/stepper.js';
import { GameTree } from '../wasm.mjs';

const LISTINGS = Object.fromEntries(['F0', 'F1', 'F2'].map((p) => [p, listingOf(p)]));

const TREE = '((3,1,4),(1,5,9),(2,6,5))';

function traceOf(proc) {
  const g = GameTree.parse(TREE);
  try {
    const trace = g.run(proc, { trace: true }).trace;
    const shape = g.shape();
    // The live values are read from the step-through's state (the one fold of the trace).
    const stepper = new KmStepper(trace, shape.parent.length);
    return { trace, shape, live: (k) => liveValues(stepper.stateAt(k), shape) };
  } finally {
    g.free();
  }
}

test('listing: every K&M event of a run falls on the line that does it', () => {
  for (const proc of ['F0', 'F1', 'F2']) {
    const { trace, live: liveAt } = traceOf(proc);
    const L = LISTINGS[proc].lines;
    for (let k = 1; k <= trace.length; k++) {
      const live = liveAt(k);
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
  const { trace, shape, live: liveAt } = traceOf('F2');
  // The first update at the root: after position 1 returned.
  const k = trace.findIndex((e) => e.type === 'update' && e.at === 0) + 1;
  const live = liveAt(k);
  assert.equal(live.frame.at, 0);
  assert.equal(live.frame.i, 1);
  assert.equal(live.frame.t, trace[k - 1].t);
  assert.equal(live.frame.m, trace[k - 1].t);
  assert.equal(live.frame.alpha, '-inf');
  // F2's cutoff at position 2 after its first successor: m >= beta there.
  const c = trace.findIndex((e) => e.type === 'cutoff') + 1;
  const at = liveAt(c);
  assert.equal(shape.dewey[at.frame.at], '2');
  assert.equal(at.frame.i, 1);
  assert.ok(at.frame.m >= at.frame.beta);
  // Before the first step nothing runs.
  assert.equal(liveAt(0).frame, null);
  // Back to the update: the same values (a step back refolds from a checkpoint).
  assert.deepEqual(liveAt(k), live);
});

test('listing: the paper’s lines (K&M §2), the names as printed', () => {
  assert.equal(LISTINGS.F0.lines[0], 'integer procedure F (position p):');
  assert.equal(LISTINGS.F1.lines[6].trim(), 'begin t := -F1(p_i, -m);');
  assert.equal(LISTINGS.F2.lines[6].trim(), 'begin t := -F2(p_i, -beta, -m);');
  assert.equal(LISTINGS.F2.lines[4].trim(), 'begin m := alpha;');
  assert.match(LISTINGS.F2.cite, /p\. 298/);
});
