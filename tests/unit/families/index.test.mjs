// The one interface of a family's run, checked for every procedure the page offers.
import { test } from 'node:test';
import '../i18n/english.mjs'; // the messages t() formats (www/i18n/messages/en.ftl)
import assert from 'node:assert/strict';
import { ALL, familyOf, takesChance } from '../../../www/core/procedures.js';
import { formatScore } from '../../../www/core/score.js';
import { chancePartsOf } from '../../../www/families/chance/shape.js';
import { FailedRun } from '../../../www/families/failed-run.js';
import { familyFor, loadFamilies, makeRun } from '../../../www/families/index.js';
import { KmRuns } from '../../../www/families/km/runs.js';
import { statusCode } from '../../../www/families/typed-record.js';
import { defaults } from '../../../www/state/url-state.js';
import { GameTree, piTree, record } from '../wasm.mjs';

/** The run's context on the π tree (or `tree`); for a procedure of trees with chance
 *  positions (`chance`), on the backgammon-like example (or a chance tree `tree`) with its
 *  chance parts, as the page has them (view/chance-hook.js), and no K&M runs. */
function context(S = defaults(), tree = null, chance = false) {
  if (chance) {
    tree ??= GameTree.example('dice');
    const shape = tree.shape();
    shape.chance = chancePartsOf(tree);
    return { tree, shape, idOf: new Map(shape.dewey.map((d, i) => [d, i])), kmRuns: null, traceLimit: 50_000, options: S };
  }
  const pi = piTree();
  tree ??= pi.tree;
  const shape = tree === pi.tree ? pi.shape : tree.shape();
  const idOf = new Map(shape.dewey.map((d, i) => [d, i]));
  return { tree, shape, idOf, kmRuns: new KmRuns(tree, S), traceLimit: 50_000, options: S };
}

const procedures = ALL.filter((n) => n !== 'compare');
await loadFamilies(procedures); // the other papers' families are loaded on demand

for (const name of procedures) {
  test(`family interface: ${name} on the π tree (a chance tree for Ballard's) paints, steps and sums up`, () => {
    const ctx = context(defaults(), null, takesChance(name));
    const run = makeRun(name, ctx);
    assert.equal(run.family, familyFor(name));
    assert.equal(run.error, '', run.error);
    const n = ctx.shape.parent.length;
    const done = run.paint(null, 'negamax');
    assert.equal(done.labels.length, n);
    assert.equal(done.status.length, n);
    assert.equal(done.labels[0] !== '', true, 'the finished run labels the root');
    assert.ok(run.prepareSteps(), 'the π tree is small enough to step through');
    assert.ok(run.length > 0);
    const first = run.stepView(0, 'negamax');
    assert.equal(first.mode, 'show');
    assert.match(first.sentence, /^Ready: /);
    for (let k = 1; k <= run.length; k++) {
      const v = run.stepView(k, 'minimax');
      // SSS*'s sentences carry the thesis' own step numbers (Fig. 8: "Step 15: Γ takes …"), not
      // the step's index too; the others begin with the index.
      const own = run.ownNumbers?.() ?? false;
      assert.ok(own ? !/^\d+\. /.test(v.sentence) : v.sentence.startsWith(`${k}. `), `step ${k}: ${v.sentence}`);
      assert.ok(v.sentence.length > 8, `step ${k}: ${v.sentence}`);
      const model = run.paint(k, 'minimax');
      assert.equal(model.labels.length, n);
    }
    assert.match(run.closingSentence(), /^Done: /);
    assert.equal(run.stepView(null, 'negamax').sentence, run.closingSentence());
    assert.ok(run.summary(defaults()).length > 20);
    assert.ok(run.compareCaption().startsWith('— '));
  });
}

// A position searched again after a cutoff skipped it (PVS's, Palphabeta's and NegaScout's
// re-searches, MTD(f)'s passes) was examined: the finished picture, and the last step's,
// draw it so and put no cut mark on it, as the core's record says; for the thesis' runs also
// when the picture comes from the record (a tree too big to step through).
for (const name of procedures) {
  test(`family interface: ${name}'s pictures examine what its record examines`, () => {
    for (const [what, tree] of [
      ['the π tree', null],
      [
        'a random tree',
        takesChance(name)
          ? GameTree.parse('([1/3:(3,(5,-2)),2/3:(4,[1/2:7 1/2:-6])],(2,[1/4:1 3/4:(8,0)]))')
          : GameTree.generate({ model: 'iid', degree: 3, height: 5, seed: 7, lo: -3, hi: 3 }),
      ],
    ]) {
      const ctx = context(defaults(), tree, takesChance(name));
      const run = makeRun(name, ctx);
      const examined = statusCode('examined');
      // Ballard's family: the core's own flags of the positions its run entered (wasm/chance.rs).
      const want = takesChance(name)
        ? Array.from(run.result.examined, (x, i) => (x === 1 || i === 0 ? 'examined' : 'not'))
        : Array.from((run.result?.columns ?? record(ctx.tree, name, {}).columns).status, (s, i) => (s === examined || i === 0 ? 'examined' : 'not'));
      const differ = (model) => [
        ...model.status.flatMap((s, i) =>
          (s === 'examined' ? 'examined' : 'not') === want[i] ? [] : [`${ctx.shape.dewey[i]}: drawn ${s}, record ${want[i]}`],
        ),
        ...model.cuts.filter((c) => want[c.id] === 'examined').map((c) => `${ctx.shape.dewey[c.id]}: a cut mark on an examined position`),
      ];
      assert.deepEqual(differ(run.paint(null, 'negamax')), [], `${what}, finished`);
      assert.ok(run.prepareSteps());
      assert.deepEqual(differ(run.paint(run.length, 'negamax')), [], `${what}, the last step`);
      if (run.result?.columns) {
        run.stepper = null; // as for a tree too big to step through
        assert.deepEqual(differ(run.paint(null, 'negamax')), [], `${what}, from the record`);
      }
    }
  });
}

// The finished picture's root says what the procedure returns: exact where its record says
// so (MTD(f)'s last pass is a null-window search whose own result is only a bound). Knuth &
// Moore's family; the others label their root themselves (Slagle's: the chosen move).
for (const name of procedures.filter((p) => familyOf(p) === 'km')) {
  test(`family interface: ${name}'s finished root is labelled with its value`, () => {
    const ctx = context();
    const run = makeRun(name, ctx);
    const r = run.result ?? record(ctx.tree, name, {});
    if (!r.exact) return; // a bound (a window that fails): drawn as one, e.g. ≥3
    assert.equal(run.paint(null, 'negamax').labels[0], formatScore(r.value));
  });
}

test('family interface: a procedure the core refuses gives a failed run with its message', () => {
  const S = { ...defaults(), m: 1 };
  const run = makeRun('mn-alphabeta', context(S));
  assert.ok(run instanceof FailedRun);
  assert.notEqual(run.error, '');
  assert.equal(run.stepView(null).mode, 'disable');
  assert.match(run.summary(), /could not run/);
  assert.equal(
    run.paint(null, 'negamax').status.every((s) => s === 'pending'),
    true,
  );
});

test('family interface: only SSS* has an OPEN list, only K&M runs an edit picture', () => {
  const ctx = context();
  assert.notEqual(makeRun('sss', ctx).openList(null), null);
  assert.equal(makeRun('pvs', ctx).openList(null), null);
  assert.notEqual(makeRun('F2', ctx).editPicture(), null);
  assert.equal(makeRun('mn-minimax', ctx).editPicture(), null);
});

test('family interface: a K&M tree too large to trace says so instead of stepping', () => {
  const ctx = { ...context(), traceLimit: 10 };
  const run = makeRun('F2', ctx);
  assert.equal(run.prepareSteps(), false);
  assert.equal(run.stepView(3, 'negamax').mode, 'disable');
  assert.match(run.stepView(3, 'negamax').message, /too large to step through/);
});

test("family interface: on a tree with chance positions a procedure of decision positions fails with the core's reason, and Ballard's on a tree without", () => {
  const run = makeRun('F2', context(defaults(), null, true));
  assert.ok(run instanceof FailedRun);
  assert.match(run.error, /F2 searches trees of decision positions only, and position '1' is a chance position/);
  const plain = makeRun('star1', context());
  assert.ok(plain instanceof FailedRun);
  assert.match(plain.error, /searches trees with chance positions, and this tree has none/);
});
