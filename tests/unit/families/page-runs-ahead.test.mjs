// The page's runs made from the run worker's answers (families/page-runs.js, core/run-mirror.js,
// core/precomputed.js), with a stand-in worker that answers on its own copy of the tree
// (rebuilt from toArrays, the answers structured-cloned as postMessage does): for every
// procedure, on seeded random trees with ties, negative values and terminals at mixed depths,
// the runs equal those made on the page's thread, and the page's tree is not searched while
// they are built. Also: a newer recompute supersedes one under way, a worker that fails leaves
// the page computing itself, and the mirror sends the tree once and then only the edits.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deweyIndex, deweyOf, shapeOf } from '../../../www/core/current-tree.js';
import { call, isKept, keep, keyOf } from '../../../www/core/precomputed.js';
import { ALL } from '../../../www/core/procedures.js';
import { MIRROR_FROM, RunMirror } from '../../../www/core/run-mirror.js';
import { calls, perform } from '../../../www/families/core-calls.js';
import { loadFamilies } from '../../../www/families/index.js';
import { PageRuns } from '../../../www/families/page-runs.js';
import { defaults } from '../../../www/state/url-state.js';
import { GameTree } from '../wasm.mjs';

const procedures = ALL.filter((n) => n !== 'compare');
await loadFamilies(procedures);

const SEARCHES = ['counts', 'run', 'examinedFlags', 'analysis'];

/** The page's tree, counting the searches asked of it. */
function counted(g) {
  const asked = [];
  const tree = new Proxy(g, {
    get(t, prop) {
      const v = Reflect.get(t, prop, t);
      if (typeof v !== 'function') return v;
      return (...args) => {
        if (SEARCHES.includes(prop)) asked.push(prop);
        return v.apply(t, args);
      };
    },
  });
  return { tree, asked };
}

/** A stand-in for RunMirror: answers `ask` on its own copy of the tree, as the worker does (perform()). */
function fakeMirror(g, { fail = false } = {}) {
  const { degree, value } = g.toArrays();
  const copy = GameTree.fromArrays(degree, value);
  return {
    active: true,
    calls: [],
    ask(calls) {
      this.calls.push(calls);
      if (fail) return Promise.resolve(null);
      const answers = calls.map((c) => {
        try {
          return { value: perform(copy, c) };
        } catch (e) {
          return { error: e.message };
        }
      });
      return new Promise((ok) => setTimeout(() => ok(structuredClone(answers)), 0));
    },
  };
}

function docOf(tree) {
  const shape = shapeOf(tree);
  return {
    tree,
    shape,
    idOf: deweyIndex(shape),
    size: shape.parent.length,
    analysisOf: null,
    get analysis() {
      return (this.analysisOf ??= call(this.tree, calls.analysis()));
    },
  };
}

/** What a run shows: its summary or caption, its finished picture, its counts. */
function shown(runs, S) {
  const run = runs.main;
  const km = runs.km;
  return JSON.stringify({
    summary: run.summary?.(S) ?? null,
    paint: run.paint(null, S.view),
    closing: run.closingSentence(),
    counts: km.counts,
    examined: [Array.from(km.examined('F1')), Array.from(km.examined('F2'))], // the counts table's deep-cutoff note
    deep: km.deepCutoffs('F2').map((x) => Array.from(x)),
    error: run.error,
  });
}

const MODELS = [{ model: 'iid', lo: -5, hi: 5 }, { model: 'nonuniform', lo: -9, hi: 9, q: [0.9, 0.7, 0.8], meanDegree: [3] }, { model: 'permutation' }];

test('runs made from the worker answers equal runs made here, for every procedure on random trees', async () => {
  let checked = 0;
  for (let seed = 1; seed <= 12; seed++) {
    const spec = { ...MODELS[seed % MODELS.length], degree: 2 + (seed % 3), height: 2 + (seed % 4), seed };
    const g = GameTree.generate(spec);
    for (const proc of procedures) {
      const S = { ...defaults(), proc };
      if (seed % 2) Object.assign(S, { alpha: (seed % 5) - 3, beta: (seed % 5) - 1 });
      const where = `seed ${seed} ${JSON.stringify(spec)} ${proc} window (${S.alpha}, ${S.beta}) tree ${g.text()}`;
      const here = new PageRuns(2_000_000);
      here.recompute(docOf(g), S);
      const want = shown(here, S);

      const { tree, asked } = counted(g);
      const doc = docOf(tree);
      const ahead = new PageRuns(2_000_000);
      ahead.mirror = fakeMirror(g);
      let ready = 0;
      ahead.onReady = () => ready++;
      ahead.recompute(doc, S);
      assert.equal(ahead.pending, true, where);
      await ahead.settled();
      assert.equal(ready, 1, `${where}: onReady once`);
      assert.deepEqual(asked, [], `${where}: the page's tree was searched: ${asked}`);
      assert.equal(String(doc.analysis.critical), String(g.analysis().critical), where);
      assert.deepEqual(asked, [], `${where}: the analysis came from the worker`);
      assert.equal(shown(ahead, S), want, where);
      assert.deepEqual(asked, [], `${where}: the picture, the counts or the deep-cutoff note searched the page's tree: ${asked}`);
      checked++;
    }
  }
  assert.equal(checked, 12 * procedures.length);
});

test('runs ahead: a newer recompute supersedes one under way; the runs are the newest window', async () => {
  const g = GameTree.generate({ model: 'iid', degree: 3, height: 4, seed: 5, lo: -9, hi: 9 });
  const doc = docOf(g);
  const runs = new PageRuns(2_000_000);
  runs.mirror = fakeMirror(g);
  let ready = 0;
  runs.onReady = () => ready++;
  const S = { ...defaults(), proc: 'F2' };
  runs.recompute(doc, S);
  Object.assign(S, { alpha: -2, beta: 3 });
  runs.recompute(doc, S);
  await runs.settled();
  await new Promise((ok) => setTimeout(ok, 5)); // the first answer, had it been used, would be in
  assert.equal(ready, 1);
  assert.deepEqual(
    runs.km.counts.F2,
    (() => {
      const here = new PageRuns(2_000_000);
      here.recompute(docOf(g), S);
      return here.km.counts.F2;
    })(),
  );
  // A new procedure alone after a new tree still makes F0-F2 (the pending full recompute).
  const g2 = GameTree.generate({ model: 'iid', degree: 2, height: 5, seed: 6, lo: -9, hi: 9 });
  const doc2 = docOf(g2);
  runs.mirror = fakeMirror(g2);
  runs.recompute(doc2, S);
  S.proc = 'F1';
  runs.recomputeProcedures(doc2, S);
  await runs.settled();
  assert.equal(runs.km.tree, g2);
  assert.equal(runs.main.name, 'F1');
});

test('runs ahead: a worker that fails leaves the runs made here, all the same', async () => {
  const g = GameTree.generate({ model: 'iid', degree: 3, height: 3, seed: 2, lo: -4, hi: 4 });
  const { tree, asked } = counted(g);
  const runs = new PageRuns(2_000_000);
  runs.mirror = fakeMirror(g, { fail: true });
  const S = { ...defaults(), proc: 'pvs' };
  runs.recompute(docOf(tree), S);
  await runs.settled();
  assert.ok(asked.includes('counts') && asked.includes('run'), 'the page searched itself');
  assert.equal(runs.main.name, 'pvs');
  assert.equal(runs.main.error, '');
});

test('precomputed: keys tell the infinities and option orders apart; an answer is taken once', () => {
  assert.notEqual(keyOf(calls.kmCounts(['F2'], { alpha: -Infinity, beta: Infinity })), keyOf(calls.kmCounts(['F2'], { alpha: Infinity, beta: -Infinity })));
  assert.equal(keyOf(calls.run('pvs', { alpha: 1, beta: 2 })), keyOf(calls.run('pvs', { beta: 2, alpha: 1 })));
  assert.notEqual(keyOf(calls.run('pvs', { alpha: 1 })), keyOf(calls.run('F2', { alpha: 1 })));
  let asked = 0;
  const tree = { counts: () => ++asked };
  keep(tree, calls.kmCounts(['F2'], { alpha: 1, beta: 2 }), { value: 'kept' });
  assert.equal(isKept(tree, calls.kmCounts(['F2'], { alpha: 1, beta: 2 })), true);
  assert.equal(call(tree, calls.kmCounts(['F2'], { alpha: 1, beta: 3 })), 1, 'other arguments: the core answers');
  assert.equal(call(tree, calls.kmCounts(['F2'], { alpha: 1, beta: 2 })), 'kept');
  assert.equal(call(tree, calls.kmCounts(['F2'], { alpha: 1, beta: 2 })), 2, 'taken once');
  keep(tree, calls.kmCounts(['F2'], { alpha: 0, beta: 0 }), { error: 'the core said no' });
  assert.throws(() => call(tree, calls.kmCounts(['F2'], { alpha: 0, beta: 0 })), /the core said no/);
});

test('core calls: the run worker makes only the calls core-calls.js describes', () => {
  const g = GameTree.example('pi');
  for (const make of Object.values(calls)) {
    const c = make(make === calls.kmCounts ? ['F2'] : 'F2', { alpha: '-inf', beta: '+inf' }, g.size());
    assert.ok(Array.isArray(c) && typeof c[0] === 'string' && Array.isArray(c[1]), String(make));
  }
  assert.equal(perform(g, calls.kmCounts(['F0', 'F1', 'F2'], { alpha: '-inf', beta: '+inf' })).F2.value, 2);
  assert.equal(perform(g, calls.layout()).x.length, g.size(), "the drawing's layout, made from the core's shape");
  for (const bad of [
    ['free', []],
    ['setValue', ['1', 2]],
    ['constructor', []],
    ['__proto__', []],
  ]) {
    assert.throws(() => perform(g, bad), /is not a core call of the page's runs/, bad[0]);
  }
  assert.equal(g.text(), GameTree.example('pi').text(), 'the tree is unchanged');
});

test('run mirror: big trees go to the worker whole, then edit by edit; small ones are dropped', async () => {
  const sent = [];
  const worker = { postMessage: (m) => sent.push(m), terminate() {} };
  const mirror = new RunMirror(() => worker);
  const big = GameTree.generate({ model: 'iid', degree: 2, height: 17, seed: 1, lo: -9, hi: 9 });
  assert.ok(big.size() >= MIRROR_FROM);
  assert.equal(mirror.follow(big, big.size()), true);
  assert.equal(sent.at(-1).type, 'tree');
  assert.equal(sent.at(-1).degree.length, big.size());
  const shape = shapeOf(big);
  const leaf = shape.parent.length - 1;
  const edited = big.setValue(deweyOf(shape, leaf), 42);
  assert.equal(mirror.follow(edited, edited.size(), { dewey: deweyOf(shape, leaf), value: 42 }), true);
  assert.deepEqual(sent.at(-1), { type: 'set', dewey: deweyOf(shape, leaf), value: 42 });
  const asked = mirror.ask([calls.kmCounts(['F0', 'F1', 'F2'], { alpha: '-inf', beta: '+inf' })]);
  assert.equal(sent.at(-1).type, 'ask');
  worker.onmessage({ data: { type: 'answer', id: sent.at(-1).id, answers: [{ value: 7 }] } });
  assert.deepEqual(await asked, [{ value: 7 }]);
  const small = GameTree.example('pi');
  assert.equal(mirror.follow(small, small.size()), false);
  assert.equal(sent.at(-1).type, 'drop');
  assert.equal(await mirror.ask([calls.kmCounts(['F0', 'F1', 'F2'], { alpha: '-inf', beta: '+inf' })]), null, 'no tree held: the page computes');
  // A worker that fails answers the questions still open with null, and is not used again.
  mirror.follow(big, big.size());
  const open = mirror.ask([calls.kmCounts(['F0', 'F1', 'F2'], { alpha: '-inf', beta: '+inf' })]);
  worker.onmessage({ data: { type: 'lost', message: 'gone' } });
  assert.equal(await open, null);
  assert.equal(mirror.follow(big, big.size()), false);
  for (const t of [big, edited, small]) t.free();
});
