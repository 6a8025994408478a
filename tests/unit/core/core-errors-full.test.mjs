// The full core's errors as messages (crate/src/error.rs, www/core/errors.js), beyond the tree
// text and edits of core-errors.test.mjs: the generators (each model's parameters), the
// pathology recursion and game experiment, the experiments' settings, exercises, worksheets,
// QR codes and SCORM packages. Each bad call through the wasm exports throws an error that
// carries a message; English formats it as the core's English text character for character
// (the CLI prints that text); every other language words it differently, keeping the values
// it names. And every message id the core's sources name has an English message.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { messageOf } from '../../../www/core/errors.js';
import { LANGUAGES } from '../../../www/i18n/languages.js';
import { useLanguage } from '../i18n/english.mjs';
import { core, lean } from '../wasm.mjs';
import { thrown } from './thrown.mjs';

const { GameTree } = core;
const iid = (o) => ({ model: 'iid', degree: 2, height: 3, lo: 0, hi: 9, seed: 1, ...o });
const recursion = (o) => ({ width: 2, err1: 0.1, err2: 0.1, p: 0.5, levels: 4, q: 0, ...o });
const game = (o) => ({ game: 'pearl', width: 2, terminalLevel: 4, backup: 'minimax', samples: 10, seed: 1, ...o });
const experiment = (o) => ({ gen: iid({ height: 0 }), heights: [2], samples: 10, procs: ['F2'], ...o });
const exercise = (o) => ({ task: 'prune', proc: 'F2', seed: 1, degree: 3, height: 4, lo: -9, hi: 9, ...o });

/** Calls the core refuses: [what, call]. */
const CASES = [
  ['the lean module asked for another model', () => lean.GameTree.generate({ ...iid(), model: 'pi' })],
  ['pi beyond its digits', () => GameTree.generate({ model: 'pi', degree: 2, height: 17 })],
  ['degree 0', () => GameTree.generate(iid({ degree: 0 }))],
  ['too deep a uniform tree', () => GameTree.generate(iid({ degree: 1, height: 200000 }))],
  ['too many positions', () => GameTree.generate(iid({ degree: 10, height: 10 }))],
  ['lo above hi', () => GameTree.generate(iid({ lo: 5, hi: 3 }))],
  ['additive scale 0', () => GameTree.generate({ model: 'additive', degree: 2, height: 3, scale: 0, seed: 1 })],
  ['additive sums too large', () => GameTree.generate({ model: 'additive', degree: 2, height: 3, scale: 2 ** 52, seed: 1 })],
  ['nonuniform without q', () => GameTree.generate({ model: 'nonuniform', height: 3, q: [], meanDegree: [2], lo: 0, hi: 9, seed: 1 })],
  ['nonuniform q above 1', () => GameTree.generate({ model: 'nonuniform', height: 3, q: [0.5, 1.5], meanDegree: [2], lo: 0, hi: 9, seed: 1 })],
  ['nonuniform mean degree below 1', () => GameTree.generate({ model: 'nonuniform', height: 3, q: [0.5], meanDegree: [0.5], lo: 0, hi: 9, seed: 1 })],
  ['nonuniform too deep', () => GameTree.generate({ model: 'nonuniform', height: 200000, q: [0.5], meanDegree: [2], lo: 0, hi: 9, seed: 1 })],
  ['nonuniform too many positions', () => GameTree.generate({ model: 'nonuniform', height: 12, q: [1], meanDegree: [40], lo: 0, hi: 9, seed: 1 })],
  ['random shape of degree 0', () => GameTree.generate({ model: 'random-shape', maxDegree: 0, maxDepth: 3, lo: 0, hi: 9, seed: 1 })],
  ['random shape too deep', () => GameTree.generate({ model: 'random-shape', maxDegree: 2, maxDepth: 200000, lo: 0, hi: 9, seed: 1 })],
  ['random shape too many positions', () => GameTree.generate({ model: 'random-shape', maxDegree: 1000, maxDepth: 12, lo: 0, hi: 9, seed: 3 })],
  ['recursion width 1', () => core.pathologyRecursion(recursion({ width: 1 }))],
  ['recursion too many levels', () => core.pathologyRecursion(recursion({ levels: 100000 }))],
  ['recursion err1 above 1', () => core.pathologyRecursion(recursion({ err1: 1.5 }))],
  ['recursion q = 1', () => core.pathologyRecursion(recursion({ q: 1 }))],
  ['game width 1', () => core.pathologyGameChunk(game({ width: 1 }), 0, 1)],
  ['game terminal level 0', () => core.pathologyGameChunk(game({ terminalLevel: 0 }), 0, 1)],
  ['game tree too big', () => core.pathologyTree(game({ terminalLevel: 40 }), 0)],
  ['game samples 0', () => core.pathologyGameChunk(game({ samples: 0 }), 0, 1)],
  ['game too much work', () => core.pathologyGameChunk(game({ width: 4, terminalLevel: 10, samples: 1000000 }), 0, 1)],
  ['experiment without heights', () => core.experimentSummarize(experiment({ heights: [] }), 2, [])],
  ['experiment without samples', () => core.experimentSummarize(experiment({ samples: 0 }), 2, [])],
  ['experiment with too many samples', () => core.experimentSummarize(experiment({ samples: 2e9 }), 2, [])],
  ['experiment without procedures', () => core.experimentSummarize(experiment({ procs: [] }), 2, [])],
  ['experiment with a height twice', () => core.experimentSummarize(experiment({ heights: [2, 3, 2] }), 2, [])],
  ['experiment with a procedure twice', () => core.experimentSummarize(experiment({ procs: ['F2', 'f2'] }), 2, [])],
  ['exercise degree 7', () => core.exerciseGenerate(exercise({ degree: 7 }))],
  ['exercise height 9', () => core.exerciseGenerate(exercise({ height: 9 }))],
  ['exercise values', () => core.exerciseGenerate(exercise({ lo: 5, hi: 3 }))],
  ['an exercise text without its procedure', () => core.exerciseGenerate('prune')],
  ['an exercise text with an unknown task', () => core.exerciseGenerate('trim.F2')],
  ['an exercise text with an unknown procedure', () => core.exerciseGenerate('prune.nosuch')],
  ['an exercise text naming a mistake', () => core.exerciseGenerate('prune.mutant:shallow-only')],
  ['an exercise text naming an unknown mistake', () => core.exerciseGenerate('prune.mutant:m1')],
  ['an exercise text with a setting twice', () => core.exerciseGenerate('prune.F2.s1.s2')],
  ['an exercise text with a bad seed', () => core.exerciseGenerate('prune.F2.sx')],
  ['an exercise text with a bad size', () => core.exerciseGenerate('prune.F2.d3')],
  ['an exercise text with a bad degree', () => core.exerciseGenerate('prune.F2.dxh3')],
  ['an exercise text with a bad height', () => core.exerciseGenerate('prune.F2.d3hx')],
  ['an exercise text with bad values', () => core.exerciseGenerate('prune.F2.v1')],
  ['an exercise text with a bad value', () => core.exerciseGenerate('prune.F2.vx..9')],
  ['an exercise text with a bad window', () => core.exerciseGenerate('window.F2.w1')],
  ['an exercise text with a window bound that is no score', () => core.exerciseGenerate('window.F2.wx..3')],
  ['an exercise text with a window bound out of range', () => core.exerciseGenerate('window.F2.w-99999999999999999..3')],
  ['an exercise text with an unknown setting', () => core.exerciseGenerate('prune.F2.zz')],
  ['an exercise text of degree 9', () => core.exerciseGenerate('prune.F2.d9h3')],
  ['an empty exercise set', () => core.exerciseSet(' , ')],
  ['an exercise set of 21', () => core.exerciseSet(Array(21).fill('prune.F2').join(','))],
  ['an exercise set with a bad exercise', () => core.exerciseSet('prune.F2,prune.F2.zz')],
  ['a worksheet of a big tree', () => GameTree.generate(iid({ degree: 2, height: 11 })).worksheetTex({})],
  ['a QR code of a long link', () => GameTree.example('pi').worksheetTex({ link: `https://example.org/#${'x'.repeat(1300)}` })],
  ['a SCORM version', () => core.scormFiles('prune.F2', { version: '3' })],
  ['a SCORM mastery score', () => core.scormFiles('prune.F2', { version: '2004', mastery: 101 })],
  ['a long package title', () => core.scormFiles('prune.F2', { version: '2004', title: 'x'.repeat(201) })],
  ['a package title with a control character', () => core.scormFiles('prune.F2', { version: '2004', title: 'a\u0007b' })],
  ["a package's answers policy", () => core.scormFiles('prune.F2', { version: '2004', answers: 'sometimes' })],
  ["a hint's cost over 100 %", () => core.scormFiles('prune.F2', { version: '2004', hintCost: 101 })],
];

/** The ids of the core's messages that no wasm call can meet, with why (they word the CLI's
 *  or an embedder's errors all the same). */
const UNREACHABLE = {};

const errors = CASES.map(([what, call]) => ({ what, e: thrown(what, call) }));
const rustDir = fileURLToPath(new URL('../../../crate/src/', import.meta.url));
function rust(dir = rustDir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) rust(`${dir}${e.name}/`, out);
    else if (e.name.endsWith('.rs')) out.push(readFileSync(`${dir}${e.name}`, 'utf8'));
  }
  return out.join('\n');
}
/** The error message ids the core names: "e-…" string literals in crate/src. */
const coreIds = [...new Set([...rust().matchAll(/"(e-[a-z0-9-]+)"/g)].map((m) => m[1]))];
const ftl = (path) => readFileSync(fileURLToPath(new URL(`../../../www/i18n/messages/${path}`, import.meta.url)), 'utf8');
const ids = (text) => new Set([...text.matchAll(/^(e-[\w-]+) =/gm)].map((m) => m[1]));

test('core errors: every message id the core names has an English message', () => {
  const english = new Set([...ids(ftl('en.ftl')), ...ids(ftl('later/en.ftl'))]);
  assert.ok(coreIds.length > 60, `${coreIds.length} ids in crate/src`);
  assert.deepEqual(
    coreIds.filter((id) => !english.has(id)),
    [],
    'ids without an English message',
  );
});

test('core errors (full core): each carries a message, and English formats it as the core writes it', () => {
  useLanguage('en');
  const met = new Set();
  for (const { what, e } of errors) {
    assert.ok(e instanceof Error, what);
    assert.equal(typeof e.id, 'string', `${what}: '${e.message}' has a message`);
    assert.equal(messageOf(e), e.message, `${what}: ${e.id} ${JSON.stringify(e.args)}`);
    // With the messages inside it (an exercise's text: where, around what).
    const meet = (id, args) => {
      met.add(id);
      for (const v of Object.values(args ?? {})) if (v && typeof v === 'object') meet(v.id, v.args);
    };
    meet(e.id, e.args);
  }
  // Every message of the later part's core block is met, or named as unreachable with why.
  const later = [...ids(ftl('later/en.ftl'))];
  assert.deepEqual(
    later.filter((id) => !met.has(id) && !UNREACHABLE[id]),
    [],
    'messages no bad call met',
  );
});

for (const lang of [...LANGUAGES.filter((l) => l !== 'en'), 'en-XA']) {
  test(`core errors (full core): ${lang} words every one, with no message missing or failing`, (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    useLanguage(lang);
    try {
      for (const { what, e } of errors) {
        const said = messageOf(e);
        assert.notEqual(said, e.message, `${what}: ${lang} is not English`);
        if (lang === 'en-XA') assert.match(said, /^\[[\s\S]*\]$/, `${what}: bracketed`);
        for (const [k, v] of Object.entries(e.args)) {
          if (typeof v === 'string' && lang !== 'en-XA') assert.ok(said.includes(v), `${what}: ${lang} keeps ${k} = ${v}: ${said}`);
        }
      }
      assert.deepEqual(
        warn.mock.calls.map((c) => c.arguments.join(' ')),
        [],
      );
    } finally {
      useLanguage('en');
    }
  });
}

test('core errors (full core): a bad generator parameter in French names the parameter', () => {
  useLanguage('fr');
  try {
    const e = thrown('q', () => GameTree.generate({ model: 'nonuniform', height: 3, q: [0.5, 1.5], meanDegree: [2], lo: 0, hi: 9, seed: 1 }));
    assert.equal(messageOf(e), 'q doit être dans [0, 1] (1.5 au niveau 1)');
    const d = thrown('degree', () => GameTree.generate(iid({ degree: 10, height: 10 })));
    assert.equal(
      messageOf(d),
      'le degré 10 et la hauteur 10 donnent plus de 2000000 positions (d^0 + ... + d^h\u202f; la limite)\u00a0: réduisez le degré ou la hauteur',
    );
  } finally {
    useLanguage('en');
  }
});
