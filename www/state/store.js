// The page state (the keys of url-state.js's defaults()) in one store. Modules read it as
// `store.state`, a frozen snapshot (a write throws); they change it only through the named
// actions below, each named after what the person did and each checking what it is given
// (check-state.js: a wrong value is a bug of the caller, so it throws and nothing changes).
// Whoever cares about a change subscribes (subscribe) and reacts: the runs, the controls,
// the painting and the link follow the state, not the module that changed it.
//
// Plain code rather than a state library (Redux, Zustand, ...): one object, some twenty
// actions and a list of subscribers are what the page needs, and a library would add code to
// the first load (docs/speed.md) and a second way of writing a change.
import { allOptions, isMinimaxProc, OTHERS } from '../core/procedures.js';
import { checkState } from './check-state.js';
import { defaults, stateKey } from './url-state.js';

export class Store {
  #state;
  #subscribers = [];
  #depth = 0; // batch() nesting
  #before = null; // the state last notified, while changes wait to be notified
  #did = []; // the actions since then
  #notifying = false;

  /** @param {object} initial  a whole page state (default: url-state.js's defaults()) */
  constructor(initial = defaults()) {
    this.#state = frozen(checkState({ ...initial }));
  }

  /** The current state: a frozen snapshot, replaced (never changed) by each action. */
  get state() {
    return this.#state;
  }

  /** `fn(state, previous, actions)` after each change (actions: the names of the actions
   *  that made it); returns the function that unsubscribes. Called in the order subscribed. */
  subscribe(fn) {
    this.#subscribers.push(fn);
    return () => (this.#subscribers = this.#subscribers.filter((f) => f !== fn));
  }

  /** Runs `fn` with the subscribers told once, after it, of all its actions together (the
   *  state is read anew inside). Returns what `fn` returns. */
  batch(fn) {
    this.#depth += 1;
    try {
      return fn();
    } finally {
      this.#depth -= 1;
      this.#notify();
    }
  }

  // --- the actions ---------------------------------------------------------------------

  /** A link was opened: its whole state (read and checked by readFragment). */
  openLink(state) {
    this.#commit('openLink', { ...defaults(), ...state }, true);
  }

  /** A procedure chosen in the menus: its search shown alone. SSS*, Pearl's Scout and
   *  Slagle's procedures think from Max's standpoint: choosing one turns the minimax view on. */
  chooseProcedure(proc) {
    this.#commit('chooseProcedure', { proc, show: 'single', step: null, ...(isMinimaxProc(proc) ? { view: 'minimax' } : {}) });
  }

  /** The compare view chosen (the menu's Compare): K&M's procedures side by side. The
   *  procedure shown alone stays the state's `proc`, for the way back. */
  showCompare() {
    this.#commit('showCompare', { show: 'side', step: null });
  }

  /** The other papers' procedures the compare view adds (kept in menu order). */
  chooseCompared(names) {
    const unknown = names.filter((n) => !OTHERS.includes(n));
    if (unknown.length) throw new TypeError(`chooseCompared: not another paper's procedure: ${unknown.join(', ')}`);
    this.#commit('chooseCompared', { cmp: OTHERS.filter((n) => names.includes(n)) });
  }

  /** New options for the other papers' procedures ({lit, m, n, backup, tie}, any of them). */
  setOptions(patch) {
    const keys = new Set(allOptions().map((o) => stateKey(o.name)));
    const unknown = Object.keys(patch).filter((k) => !keys.has(k));
    if (unknown.length) throw new TypeError(`setOptions: unknown option ${unknown.join(', ')} (${[...keys].join(', ')})`);
    this.#commit('setOptions', { ...patch, step: null });
  }

  /** A window (α, β): typed, from the aspiration map, the re-search, undo. */
  setWindow(alpha, beta) {
    this.#commit('setWindow', { alpha, beta, step: null });
  }

  setView(view) {
    this.#commit('setView', { view });
  }

  toggleView() {
    this.setView(this.#state.view === 'negamax' ? 'minimax' : 'negamax');
  }

  /** A step of the step-through (null: the finished run). */
  setStep(step) {
    this.#commit('setStep', { step });
  }

  /** A position selected (its Dewey name, '' the root; null: none). */
  select(sel) {
    this.#commit('select', { sel });
  }

  showCoordinates(on) {
    this.#commit('showCoordinates', { dewey: on });
  }

  showCritical(on) {
    this.#commit('showCritical', { crit: on });
  }

  /** Whether the view follows the step-through. */
  followSteps(on) {
    this.#commit('followSteps', { follow: on });
  }

  /** The table view of the search (one row per position, depth-first) shown or hidden. */
  showTable(on) {
    this.#commit('showTable', { table: on });
  }

  togglePresentation(on = !this.#state.present) {
    this.#commit('togglePresentation', { present: on });
  }

  /** The compare view side by side, or the difference of two runs ('side' | 'diff'). */
  setCompareMode(mode) {
    this.#commit('setCompareMode', { show: mode });
  }

  /** The two runs the difference view compares. */
  chooseDiff(a, b) {
    this.#commit('chooseDiff', { diff: [a, b] });
  }

  /** The Experiments panel's settings (not its results). */
  setExperiments(exp) {
    this.#commit('setExperiments', { exp });
  }

  /** The Pathology panel's settings, as text. */
  setPathology(patho) {
    this.#commit('setPathology', { patho });
  }

  /** The Monte Carlo box's options while it is open, as its link's text (mcts/link.js), or null. */
  setMcts(mcts) {
    this.#commit('setMcts', { mcts });
  }

  /** The page shows another tree (new, edited, undone): with it the selection, the
   *  generator that made it and the step, where given. Told even when they stay. */
  treeChanged(patch = {}) {
    const known = ['sel', 'gen', 'step'];
    const unknown = Object.keys(patch).filter((k) => !known.includes(k));
    if (unknown.length) throw new TypeError(`treeChanged: ${unknown.join(', ')} is not part of a tree change (${known.join(', ')})`);
    this.#commit('treeChanged', patch, true);
  }

  /** Explore or practice mode; practice shows values from Max's standpoint, as courses teach. */
  setPracticeMode(mode) {
    this.#commit('setPracticeMode', { practice: { ...this.#state.practice, mode }, ...(mode === 'practice' ? { view: 'minimax' } : {}) });
  }

  /** A practice task, the teacher's "hide answers", feedback mode, fresh trees and their
   *  limit, a new exercise or set (null: dropped).
   *  A new task on the same tree drops the exercise. */
  setPractice(patch) {
    const known = ['task', 'ex', 'set', 'hide', 'feedback', 'fresh', 'attempts'];
    const unknown = Object.keys(patch).filter((k) => !known.includes(k));
    if (unknown.length) throw new TypeError(`setPractice: unknown key ${unknown.join(', ')} (${known.join(', ')})`);
    const practice = { ...this.#state.practice, ...patch };
    if (patch.task && patch.task !== this.#state.practice.task && !('ex' in patch)) practice.ex = null;
    this.#commit('setPractice', { practice });
  }

  /** The exercise on the page: its task, and (when it is opened) its procedure and view. */
  openExercise({ task, proc, view }) {
    const patch = { practice: { ...this.#state.practice, task } };
    if (proc !== undefined) Object.assign(patch, { proc, view, step: null });
    this.#commit('openExercise', patch);
  }

  /** A language chosen in the language menu (i18n/languages.js's LANGUAGES or en-XA). */
  chooseLanguage(lang) {
    this.#commit('chooseLanguage', { lang });
  }

  // --- the machinery -------------------------------------------------------------------

  /** The next state is the current with `patch`, checked; subscribers are told if it
   *  differs (or `always`). */
  #commit(name, patch, always = false) {
    const next = checkState({ ...this.#state, ...patch }, name);
    const changed = Object.keys(next).some((k) => !same(next[k], this.#state[k]));
    if (!changed && !always) return;
    this.#before ??= this.#state;
    this.#state = frozen(next);
    this.#did.push(name);
    this.#notify();
  }

  /** Tells the subscribers, outside a batch; an action a subscriber takes is told after
   *  the others have heard of the one before (never inside another subscriber's call). */
  #notify() {
    if (this.#depth || this.#notifying) return;
    this.#notifying = true;
    try {
      while (this.#before) {
        const prev = this.#before;
        const did = this.#did;
        const state = this.#state;
        this.#before = null;
        this.#did = [];
        for (const fn of this.#subscribers) fn(state, prev, did);
      }
    } finally {
      this.#notifying = false;
    }
  }
}

/** The keys whose values differ between two states. */
export function changedKeys(state, prev) {
  return Object.keys(state).filter((k) => !same(state[k], prev[k]));
}

/** Equal as state values: the same, or arrays or plain objects equal key by key. */
function same(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => same(a[k], b[k]));
}

/** A copy frozen all the way down (the caller keeps its own object, free to change). */
function frozen(value) {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const copy = Array.isArray(value) ? value.map(frozen) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frozen(v)]));
  return Object.freeze(copy);
}
