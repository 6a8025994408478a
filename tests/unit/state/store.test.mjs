// The page's store (www/state/store.js): each action changes what it names and checks what
// it is given (a wrong value throws and changes nothing); the state is frozen (a write
// throws); subscribers hear each change once, with the state before it and the actions.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import './../wasm.mjs'; // the core's catalogue (the procedures' names and options)
import { isMinimaxProc, KM, OTHERS } from '../../../www/core/procedures.js';
import { changedKeys, Store } from '../../../www/state/store.js';
import { defaults } from '../../../www/state/url-state.js';

/** A store and the notifications it gives: [{state, prev, did}]. */
function watched(initial) {
  const store = new Store(initial);
  const heard = [];
  store.subscribe((state, prev, did) => heard.push({ state, prev, did: [...did] }));
  return { store, heard };
}

/** `fn` throws a TypeError matching `re`, and the state stays as it was. */
function refused(store, fn, re) {
  const before = store.state;
  assert.throws(fn, (e) => e instanceof TypeError && re.test(e.message), String(fn));
  assert.equal(store.state, before, 'the state is unchanged');
}

const MINIMAX = OTHERS.find(isMinimaxProc);

test('the state starts as the defaults, frozen all the way down', () => {
  const store = new Store();
  assert.deepEqual(store.state, defaults());
  assert.throws(() => (store.state.step = 3), TypeError);
  assert.throws(() => (store.state.practice.mode = 'practice'), TypeError);
  assert.throws(() => store.state.cmp.push(OTHERS[0]), TypeError);
  assert.throws(() => store.state.diff.splice(0, 1), TypeError);
  assert.throws(() => delete store.state.sel, TypeError);
  assert.equal(store.state.step, null);
});

test('an initial state that is not a page state is refused', () => {
  assert.throws(() => new Store({ ...defaults(), proc: 'nope' }), /proc must be one of/);
  assert.throws(() => new Store({ ...defaults(), colour: 'red' }), /colour must be absent/);
  const { alpha, ...partial } = defaults();
  assert.ok(alpha);
  assert.throws(() => new Store(partial), /alpha must be given/);
});

test('chooseProcedure: the procedure, no step; a minimax procedure turns the minimax view on', () => {
  const { store, heard } = watched({ ...defaults(), step: 4 });
  store.chooseProcedure(KM[1]);
  assert.equal(store.state.proc, KM[1]);
  assert.equal(store.state.step, null);
  assert.equal(store.state.view, 'negamax');
  assert.deepEqual(
    heard.map((h) => h.did),
    [['chooseProcedure']],
  );
  assert.deepEqual(changedKeys(heard[0].state, heard[0].prev).sort(), ['proc', 'step']);
  store.chooseProcedure(MINIMAX);
  assert.equal(store.state.view, 'minimax');
  refused(store, () => store.chooseProcedure('F9'), /chooseProcedure: proc must be one of/);
  // Compare is a view, not a procedure: the procedure stays, for the way back.
  refused(store, () => store.chooseProcedure('compare'), /chooseProcedure: proc must be one of/);
  store.showCompare();
  assert.deepEqual([store.state.show, store.state.proc, store.state.step], ['side', MINIMAX, null]);
  store.chooseProcedure(KM[0]);
  assert.deepEqual([store.state.show, store.state.proc], ['single', KM[0]]);
});

test("chooseCompared: the other papers' procedures, in menu order; a K&M name or an unknown one is refused", () => {
  const store = new Store();
  store.chooseCompared([OTHERS[2], OTHERS[0]]);
  assert.deepEqual(store.state.cmp, [OTHERS[0], OTHERS[2]]);
  refused(store, () => store.chooseCompared([KM[2]]), /not another paper's procedure/);
  refused(store, () => store.chooseCompared(['nope']), /nope/);
});

test('setWindow: alpha below beta, integers or infinities; the step goes', () => {
  const store = new Store({ ...defaults(), step: 2 });
  store.setWindow(-3, '+inf');
  assert.deepEqual([store.state.alpha, store.state.beta, store.state.step], [-3, '+inf', null]);
  refused(store, () => store.setWindow(5, 5), /alpha must be less than beta/);
  refused(store, () => store.setWindow('+inf', '-inf'), /alpha must be less than beta/);
  refused(store, () => store.setWindow(1.5, 3), /alpha must be an integer, -inf or \+inf/);
  refused(store, () => store.setWindow('-inf', 'inf'), /beta must be/);
});

test('setView, toggleView, setStep, select: checked values', () => {
  const store = new Store();
  store.toggleView();
  assert.equal(store.state.view, 'minimax');
  store.setView('negamax');
  assert.equal(store.state.view, 'negamax');
  refused(store, () => store.setView('maximin'), /view must be negamax or minimax/);
  store.setStep(0);
  assert.equal(store.state.step, 0);
  store.setStep(null);
  refused(store, () => store.setStep(-1), /step must be null or a step number/);
  refused(store, () => store.setStep(2.5), /step must be/);
  store.select('');
  assert.equal(store.state.sel, '');
  store.select('2.1.3');
  assert.equal(store.state.sel, '2.1.3');
  refused(store, () => store.select('2..1'), /sel must be null or a Dewey name/);
  refused(store, () => store.select(3), /sel must be/);
});

test("setOptions: the catalogue's options, checked against their specs; the step goes", () => {
  const store = new Store({ ...defaults(), step: 1 });
  store.setOptions({ lit: true, m: 3, n: 1, backup: 'exp:3,1', tie: 'le' });
  assert.deepEqual([store.state.lit, store.state.m, store.state.n, store.state.backup, store.state.tie, store.state.step], [true, 3, 1, 'exp:3,1', 'le', null]);
  refused(store, () => store.setOptions({ depth: 3 }), /setOptions: unknown option depth/);
  refused(store, () => store.setOptions({ m: 0 }), /m must be a valid m/);
  refused(store, () => store.setOptions({ backup: 'exp:x' }), /backup must be/);
  refused(store, () => store.setOptions({ tie: 'ge' }), /tie must be/);
  refused(store, () => store.setOptions({ lit: 1 }), /lit must be/);
});

test("the display switches, presentation, the compare view's mode and difference", () => {
  const store = new Store();
  store.showCoordinates(true);
  store.showCritical(true);
  store.followSteps(false);
  store.togglePresentation();
  assert.deepEqual([store.state.dewey, store.state.crit, store.state.follow, store.state.present], [true, true, false, true]);
  store.togglePresentation();
  assert.equal(store.state.present, false);
  refused(store, () => store.showCoordinates('yes'), /dewey must be true or false/);
  store.showTable(true);
  assert.equal(store.state.table, true);
  store.showTable(false);
  assert.equal(store.state.table, false);
  refused(store, () => store.showTable(1), /table must be true or false/);
  store.setCompareMode('diff');
  store.chooseDiff('F2@full', OTHERS[0]);
  assert.deepEqual([store.state.show, [...store.state.diff]], ['diff', ['F2@full', OTHERS[0]]]);
  refused(store, () => store.setCompareMode('stacked'), /show must be single or side or diff/);
  refused(store, () => store.chooseDiff('compare', KM[2]), /diff must be two of/);
});

test("the panels' settings are kept as copies: the caller's object stays its own", () => {
  const store = new Store();
  const exp = { model: 'iid', heights: [2, 3] };
  store.setExperiments(exp);
  exp.heights.push(4);
  assert.deepEqual(store.state.exp.heights, [2, 3]);
  assert.ok(Object.isFrozen(store.state.exp.heights));
  store.setPathology('d=2');
  assert.equal(store.state.patho, 'd=2');
  refused(store, () => store.setPathology(7), /patho must be null or text/);
});

test('treeChanged: told even when nothing else changes; sets the selection, generator and step it is given', () => {
  const { store, heard } = watched({ ...defaults(), sel: '1', step: 3 });
  store.treeChanged();
  assert.equal(heard.length, 1);
  assert.deepEqual(changedKeys(heard[0].state, heard[0].prev), []);
  store.treeChanged({ sel: null, gen: { model: 'iid', degree: 2, height: 3 }, step: null });
  assert.deepEqual([store.state.sel, store.state.step, store.state.gen.degree], [null, null, 2]);
  refused(store, () => store.treeChanged({ proc: KM[0] }), /treeChanged: proc is not part of a tree change/);
});

test('practice: the mode (with the minimax view), the task (a new one drops the exercise), an exercise opened', () => {
  const store = new Store();
  store.setPracticeMode('practice');
  assert.deepEqual([store.state.practice.mode, store.state.view], ['practice', 'minimax']);
  store.setPractice({ ex: 'values.F2.s1.d3h4.random.v-9..9', hide: true });
  store.setPractice({ task: 'values' });
  assert.equal(store.state.practice.ex, null, 'a new task drops the exercise');
  assert.equal(store.state.practice.hide, true);
  store.setPractice({ task: 'prune', ex: 'prune.F2.s1.d3h4.random.v-9..9' });
  assert.equal(store.state.practice.ex, 'prune.F2.s1.d3h4.random.v-9..9', 'a task given with its exercise keeps it');
  store.openExercise({ task: 'window', proc: KM[1], view: 'negamax' });
  assert.deepEqual([store.state.practice.task, store.state.proc, store.state.view], ['window', KM[1], 'negamax']);
  store.openExercise({ task: 'next' });
  assert.deepEqual([store.state.practice.task, store.state.proc], ['next', KM[1]]);
  refused(store, () => store.setPractice({ mode: 'explore' }), /setPractice: unknown key mode/);
  refused(store, () => store.setPractice({ task: 'guess' }), /practice must be/);
  refused(store, () => store.setPracticeMode('exam'), /practice must be/);
});

test("openLink: the link's whole state (over the defaults), told even when it is the same", () => {
  const { store, heard } = watched({ ...defaults(), proc: KM[0], step: 5 });
  store.openLink({ proc: KM[2], alpha: -1, beta: 4 });
  assert.deepEqual([store.state.proc, store.state.alpha, store.state.beta, store.state.step], [KM[2], -1, 4, null]);
  store.openLink({ proc: KM[2], alpha: -1, beta: 4 });
  assert.deepEqual(
    heard.map((h) => h.did),
    [['openLink'], ['openLink']],
  );
  refused(store, () => store.openLink({ alpha: 4, beta: -1 }), /openLink: alpha must be less than beta/);
});

test('subscribers hear a change once, not a no-op; a batch is one notification; unsubscribe stops them', () => {
  const { store, heard } = watched();
  store.setView('negamax'); // already
  store.select(null); // already
  assert.equal(heard.length, 0);
  const back = store.batch(() => {
    store.chooseProcedure(KM[0]);
    store.setWindow(-2, 2);
    assert.equal(store.state.alpha, -2, 'the state is read anew inside a batch');
    return 'done';
  });
  assert.equal(back, 'done');
  assert.equal(heard.length, 1);
  assert.deepEqual(heard[0].did, ['chooseProcedure', 'setWindow']);
  assert.deepEqual(changedKeys(heard[0].state, heard[0].prev).sort(), ['alpha', 'beta', 'proc']);
  const quiet = [];
  const off = store.subscribe(() => quiet.push(1));
  off();
  store.setStep(1);
  assert.equal(quiet.length, 0);
  assert.equal(heard.length, 2);
});

test('an action a subscriber takes is told after every subscriber has heard the one before', () => {
  const store = new Store();
  const log = [];
  store.subscribe((s, prev, did) => {
    log.push(`a:${did.join('+')}:${s.step}`);
    if (did.includes('setWindow')) store.setStep(null); // e.g. a step past the new run's end
  });
  store.subscribe((s, prev, did) => log.push(`b:${did.join('+')}:${s.step}`));
  store.setStep(7);
  store.setWindow(0, 9); // sets the step to null itself: set it again first
  store.setStep(7);
  log.length = 0;
  store.batch(() => {
    store.setStep(8);
    store.setWindow(1, 9);
    store.setStep(8);
  });
  assert.deepEqual(log, ['a:setStep+setWindow+setStep:8', 'b:setStep+setWindow+setStep:8', 'a:setStep:null', 'b:setStep:null']);
});
