// Every thesis listing follows the core's trace: each event falls on the line of the routine
// that does it (judged from the printed text: the line that generates the sons, reads
// staticvalue, tests a son, re-searches, cuts off, returns), and the m the panel shows is the
// one the core then reports (at a window test, a cut-off, a return(m)).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { THESIS_LISTINGS, thesisLive } from '../../../www/families/thesis/listing.js';
import { thesisVars } from '../../../www/families/thesis/live-text.js';
import { ThesisStepper } from '../../../www/families/thesis/stepper.js';
import { core, GameTree } from '../wasm.mjs';
import './../i18n/english.mjs'; // the page's English messages (t() formats with them)

const FIXED = ['((3,1,4),(1,5,9),(2,6,5))', '(((1,2),(3,-4)),((5,0),(-2,7)),((2,2),(8,1)))', '((2,(2,2)),(2,2),(-1,(3,3,1)))'];
const RANDOM = [1, 2, 3, 4, 5, 6].map((seed) => core.exerciseGenerate({ seed, degree: 3, height: 4, lo: -3, hi: 3 }).tree);
const DEPTH_FIRST = ['branch-and-bound', 'alphabeta', 'falphabeta', 'palphabeta', 'pvs', 'scout', 'scout-testm', 'scout-cm', 'scout-pearl'];
const BLOCK_OF = { branch_and_bound: 'branchandbound', scout_cm: 'scout', scout_minimax: 'scout', test_minimax: 'test' };

function run(proc, text, options = {}) {
  const g = GameTree.parse(text);
  try {
    const record = g.run(proc, { trace: true, ...options });
    const shape = g.shape();
    // The code panel reads the step-through's state: the one fold of the trace.
    const stepper = new ThesisStepper(record, shape);
    return { trace: record.trace, shape, live: (k) => thesisLive(proc, stepper.stateAt(k)) };
  } finally {
    g.free();
  }
}

/** The block (routine) of listing L that line index `i` lies in. */
function blockAt(L, i) {
  let name = null;
  for (const b of L.blocks) if (L.start[b.name] <= i) name = b.name;
  return name;
}

for (const proc of DEPTH_FIRST) {
  test(`thesis listing ${proc}: each event on its routine's line, m as the core reports it`, () => {
    const L = THESIS_LISTINGS[proc];
    const seen = new Set();
    for (const text of [...FIXED, ...RANDOM]) {
      for (const literal of [false, true]) {
        const { trace, shape, live: liveAt } = run(proc, text, { literal });
        for (let k = 1; k <= trace.length; k++) {
          const e = trace[k - 1];
          const live = liveAt(k);
          const before = liveAt(k - 1);
          const line = L.lines[live.line];
          const where = `${proc} ${text} literal=${literal} step ${k} (${e.type})`;
          seen.add(e.type);
          assert.equal(typeof thesisVars(live, shape, L.blocks.length > 1), 'string');
          switch (e.type) {
            case 'enter':
              assert.match(line, /generate\(p\)/, where);
              assert.equal(blockAt(L, live.line), BLOCK_OF[e.call.routine] ?? e.call.routine, where);
              break;
            case 'evaluate':
              assert.match(line, /staticvalue\(p\)/, where);
              break;
            case 'cutoff':
              assert.match(line, /m ?>=? ?(beta|bound)|m < beta/, where);
              assert.equal(live.frame.at, e.at, where);
              assert.deepEqual(before.frame.m, e.m, `${where}: m before the cut-off`);
              break;
            case 'window_test':
              assert.match(line, /t ?> ?m/, where);
              assert.deepEqual(before.frame.m, e.m, `${where}: m before the test`);
              assert.deepEqual(live.frame.t, e.t, where);
              break;
            case 'scouted':
              assert.match(line, /test\(pi/, where);
              break;
            case 're_search':
              assert.match(line, /:=-?(alphabeta|pvs|scout)\(pi/, where);
              break;
            case 'return':
              if (shape.degree[e.at] === 0) assert.match(line, /staticvalue\(p\)/, where);
              else {
                assert.match(line, /return\(m\)|m ?>=? ?(beta|bound)/, where);
                assert.deepEqual(before.frame.m, e.value, `${where}: return(m)`);
              }
              break;
            case 'test_result':
              assert.match(line, e.outcome ? /return TRUE/ : /return FALSE/, where);
              break;
            default:
              break;
          }
        }
      }
    }
    if (proc !== 'scout' && proc !== 'scout-testm' && proc !== 'scout-pearl')
      assert.ok(seen.has('cutoff') || seen.has('window_test'), `${proc} shows a cut-off or a test`);
  });
}

test('thesis listing sss: each Γ step on the branch of gamma its case names', () => {
  const L = THESIS_LISTINGS.sss;
  const words = {
    live_leaf: /insert <p,SOLVED/,
    live_min: /leftmost-son-of-p/,
    live_max: /put <pi,s,m>/,
    solved_min: /parent-of-p,s,m> at the top of OPEN and/,
    solved_max_last: /put <parent-of-p,s,m>/,
    solved_max_next: /next-right-sibling/,
  };
  const cases = new Set();
  for (const text of [...FIXED, ...RANDOM]) {
    const { trace, shape, live: liveAt } = run('sss', text);
    for (let k = 1; k <= trace.length; k++) {
      const e = trace[k - 1];
      const live = liveAt(k);
      const line = L.lines[live.line];
      if (e.type === 'open' && !e.gamma) assert.match(line, /^1\. Put the triple <root, LIVE, MAXINT>/);
      if (e.type === 'open' && e.gamma) {
        cases.add(e.gamma.case);
        assert.match(line, words[e.gamma.case], `${text} step ${k}`);
        // The thesis' gamma: lines 4-13 for a LIVE triple, 14-24 for a SOLVED one.
        const n = Number(line.split('.')[0]);
        assert.ok(e.gamma.triple.status === 'live' ? n <= 13 : n >= 14, `${text} step ${k}: line ${n} for a ${e.gamma.triple.status} triple`);
        assert.match(thesisVars(live, shape, true), /^Γ\(⟨p/);
      }
      if (e.type === 'evaluate') assert.match(thesisVars(live, shape, true), /^staticvalue\(p[0-9.]*\) = /);
    }
  }
  assert.deepEqual([...cases].sort(), Object.keys(words).sort());
});

test('thesis listings: the texts as printed (line numbers and the procedures’ own lines)', () => {
  assert.equal(
    THESIS_LISTINGS.pvs.lines.find((l) => l.startsWith('13.')),
    '13. m:=-pvs(pi, -beta, -t);',
  );
  assert.equal(
    THESIS_LISTINGS.falphabeta.lines.find((l) => l.startsWith('9.')),
    '9. m:=max(m,-falphabeta(pi,-beta,-max(m,alpha)));',
  );
  assert.equal(
    THESIS_LISTINGS.falphabeta.lines.find((l) => l.startsWith('6.')),
    '6. m:=-MAXINT;',
  );
  assert.match(
    THESIS_LISTINGS['scout-cm'].lines.find((l) => l.startsWith('9.')),
    /t:=-alphabeta\(pi, -m-1, -m\); if \(t>m\) then m:=-scout\(pi\)/,
  );
  assert.deepEqual(
    THESIS_LISTINGS.palphabeta.blocks.map((b) => b.name),
    ['palphabeta', 'falphabeta', 'alphabeta'],
  );
  for (const [proc, L] of Object.entries(THESIS_LISTINGS)) assert.match(L.cite, /Muszycka 1985, (§2\.\d|Appendix 1)/, proc);
});
