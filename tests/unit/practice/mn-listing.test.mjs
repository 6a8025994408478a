// Slagle's m&n listings follow the core's trace: a position examined lands on its minv /
// maxv's final clause, a successor value taken on the clause of its own side's list function
// (maxvl / maxvl3 for a max-position), a cut-off on its side's cut-off clause, the root's
// comparisons on sta1's; the strip names the list the report names (ma / nb, a / b).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MN_LISTINGS, mnLive, mnVars } from '../../../www/families/mn/listing.js';
import { MnStepper } from '../../../www/families/mn/stepper.js';
import { core, GameTree } from '../wasm.mjs';
import './../i18n/english.mjs'; // the page's English messages (t() formats with them)

const TREES = [
  '((3,1,4),(1,5,9),(2,6,5))',
  '(((1,2),(3,-4)),((5,0),(-2,7)),((2,2),(8,1)))',
  ...[1, 2, 3, 4].map((seed) => core.exerciseGenerate({ seed, degree: 3, height: 4 }).tree),
];

/** The name of the definition line index `i` lies in (the last line before it that starts a definition). */
function defAt(lines, i) {
  for (let j = i; j >= 0; j--) if (/^[a-z0-9]+\[/.test(lines[j])) return lines[j].split('[')[0];
  return null;
}

for (const proc of ['mn-minimax', 'mn-alphabeta']) {
  test(`m&n listing ${proc}: each event on its side's clause`, () => {
    const L = MN_LISTINGS[proc].lines;
    const seen = new Set();
    for (const text of TREES) {
      const g = GameTree.parse(text);
      const record = g.run(proc, { trace: true });
      const trace = record.trace;
      const shape = g.shape();
      g.free();
      const stepper = new MnStepper(record, shape);
      for (let k = 1; k <= trace.length; k++) {
        const e = trace[k - 1];
        const live = mnLive(proc, stepper.stateAt(k));
        const i = live.line;
        const def = defAt(L, i);
        const where = `${proc} ${text} step ${k} (${e.type})`;
        const side = e.at === undefined ? 'max' : shape.depth[e.at] % 2 === 0 ? 'max' : 'min';
        seen.add(e.type);
        assert.equal(typeof mnVars(proc, live, shape), 'string');
        switch (e.type) {
          case 'enter':
            if (e.at === 0) assert.equal(def, 'sta1', where);
            else {
              assert.equal(def, side === 'max' ? 'maxv' : 'minv', where);
              assert.match(L[i], /final\[/, where);
            }
            break;
          case 'evaluate':
            assert.match(L[i], /final\[.*→value\[p\]/, where);
            break;
          case 'take':
            assert.match(def, side === 'max' ? /^maxvl3?$/ : /^minvl3?$/, where);
            if (proc === 'mn-alphabeta') assert.equal(def.endsWith('3'), live.frame.phase === 2 && !L[i].includes('car[new'), where);
            // Right after an inverse that sent the position to phase 2: the clause of maxvl
            // (minvl) that goes on in maxvl3 (minvl3).
            if (trace[k - 2]?.type === 'inverse' && trace[k - 2].phase2 && trace[k - 2].at === e.at)
              assert.match(L[i], side === 'max' ? /glbua≤car\[newa\]→maxvl3/ : /lubub≥car\[newb\]→minvl3/, where);
            if (e.ignored && proc === 'mn-alphabeta' && def.length === 5) assert.match(L[i], side === 'max' ? /u≤alpha→/ : /u≥beta→/, where);
            assert.match(
              mnVars(proc, live, shape),
              proc === 'mn-minimax' ? (side === 'max' ? /ma = \(/ : /nb = \(/) : side === 'max' ? /a = \(/ : /b = \(/,
              where,
            );
            break;
          case 'inverse':
            assert.match(L[i], side === 'max' ? /glbua\[oldalpha/ : /lubub\[oldbeta/, where);
            break;
          case 'cutoff':
            assert.match(L[i], side === 'max' ? /beta≤u→/ : /alpha≥u→/, where);
            break;
          case 'root':
            assert.equal(def, 'sta1', where);
            assert.match(L[i], e.taken ? /alpha≤u→/ : /T→sta1/, where);
            break;
          case 'leave': {
            const prev = trace.slice(0, k - 1).findLast((x) => x.at === e.at);
            if (e.at === 0) assert.match(L[i], /return\[best\]/, where);
            else if (shape.degree[e.at] === 0) assert.match(L[i], /final\[/, where);
            else if (prev?.type === 'cutoff') assert.match(L[i], side === 'max' ? /beta≤u→/ : /alpha≥u→/, where);
            else assert.match(L[i], /null\[ℓ\]/, where);
            break;
          }
          default:
            break;
        }
      }
    }
    if (proc === 'mn-alphabeta') assert.ok(seen.has('cutoff') && seen.has('inverse'), 'the trees make m&n cut-offs and phase switches');
  });
}

test('m&n listings: the report’s definitions, cited', () => {
  assert.ok(MN_LISTINGS['mn-minimax'].lines.some((l) => l.includes('T→maxvl[cdr[ℓ];cdr[insert[ma;minv[car[ℓ]];LESSP]];dmax]]')));
  assert.ok(MN_LISTINGS['mn-alphabeta'].lines.some((l) => l.startsWith('maxvl3[ℓ;alpha;a]=')));
  assert.match(MN_LISTINGS['mn-minimax'].cite, /Slagle 1963, Appendix B/);
  assert.match(MN_LISTINGS['mn-alphabeta'].cite, /Slagle 1963, Appendix C/);
});
