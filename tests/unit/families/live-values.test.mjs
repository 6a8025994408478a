// The code panel's live values (p, alpha, beta, m, t, i of the running call, and the line)
// are read from the step-through's state: the one fold of the trace that the picture and the
// step panel read too. Reading them reads no event of the trace again, and they name the
// position the last event is about, for each family, stepping forward and back.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { liveValues } from '../../../www/families/km/listing.js';
import { KmStepper } from '../../../www/families/km/stepper.js';
import { mnLive } from '../../../www/families/mn/listing.js';
import { MnStepper } from '../../../www/families/mn/stepper.js';
import { thesisLive } from '../../../www/families/thesis/listing.js';
import { ThesisStepper } from '../../../www/families/thesis/stepper.js';
import { GameTree } from '../wasm.mjs';

const TREE = '(((1,2),(3,-4)),((5,0),(-2,7)),((2,2),(8,1)))';

/** The trace with a count of the events read from it. */
function counted(trace) {
  const c = { reads: 0 };
  c.trace = new Proxy(trace, {
    get(t, p) {
      if (typeof p === 'string' && /^\d+$/.test(p)) c.reads += 1;
      return Reflect.get(t, p);
    },
  });
  return c;
}

const FAMILIES = [
  {
    proc: 'F2',
    stepper: (r, c, shape) => new KmStepper(c.trace, shape.parent.length),
    live: (proc, st, shape) => liveValues(st, shape),
    at: (live) => live.frame?.at,
  },
  {
    proc: 'pvs',
    stepper: (r, c, shape) => new ThesisStepper({ ...r, trace: c.trace }, shape),
    live: (proc, st) => thesisLive(proc, st),
    at: (live) => live.frame?.at,
  },
  {
    proc: 'mn-alphabeta',
    stepper: (r, c, shape) => new MnStepper({ ...r, trace: c.trace }, shape),
    live: (proc, st) => mnLive(proc, st),
    at: (live) => live.frame?.at,
  },
];

for (const f of FAMILIES) {
  test(`live values of ${f.proc}: read from the stepper's state, no second fold of the trace`, () => {
    const g = GameTree.parse(TREE);
    const r = g.run(f.proc, { trace: true });
    const shape = g.shape();
    g.free();
    const c = counted(r.trace);
    const stepper = f.stepper(r, c, shape);
    const n = r.trace.length;
    let entered = 0;
    for (const k of [...Array(n + 1).keys(), ...[...Array(n + 1).keys()].reverse()]) {
      const st = stepper.stateAt(k);
      const reads = c.reads;
      const live = f.live(f.proc, st, shape);
      assert.equal(c.reads, reads, `${f.proc} step ${k}: the live values read no event`);
      const e = r.trace[k - 1];
      if (e?.type === 'enter') {
        assert.equal(f.at(live), e.at, `${f.proc} step ${k}: the running call is the position just entered`);
        entered += 1;
      }
    }
    assert.ok(entered > 0);
  });
}

test('live values of sss: the Γ step of the last open event, from the stepper', () => {
  const g = GameTree.parse(TREE);
  const r = g.run('sss', { trace: true });
  const shape = g.shape();
  g.free();
  const c = counted(r.trace);
  const stepper = new ThesisStepper({ ...r, trace: c.trace }, shape);
  for (let k = 1; k <= r.trace.length; k++) {
    const st = stepper.stateAt(k);
    const reads = c.reads;
    const live = thesisLive('sss', st);
    assert.equal(c.reads, reads);
    const e = r.trace[k - 1];
    if (e.type === 'open') assert.equal(live.step, e.step, `step ${k}`);
  }
});
