// The runs the page shows for its state: F0, F1 and F2 on the window (their counts feed the
// counts table, the window panel and the compare view), the selected procedure's run (null
// in the compare view), and the compare view's added procedures.
//
// On a big tree (one the run worker holds: core/run-mirror.js) the searches run off the
// page's thread (nothing over ~100 ms runs there): recompute() asks the worker what the runs will need, and the runs
// are built when the answers are in (core/precomputed.js hands them over), then `onReady()`
// repaints. Until then `pending` is true and the runs are the previous ones: the page paints
// nothing that reads them. A newer recompute supersedes one under way.

import { keep } from '../core/precomputed.js';
import { KM, kmUsing, NEGAMAX } from '../core/procedures.js';
import { comparing } from '../state/show.js';
import { countedNames, calls as make } from './core-calls.js';
import { WINDOW_PROC } from './defaults.js';
import { familyFor, makeRun } from './index.js';
import { KmRuns } from './km/runs.js';

export class PageRuns {
  /** @param {number} traceLimit  K&M traces are made up to this many positions */
  constructor(traceLimit) {
    this.traceLimit = traceLimit;
    this.km = null;
    this.main = null;
    this.extras = [];
    /** The run worker's side (RunMirror), or null: everything is computed here. */
    this.mirror = null;
    /** Called when runs made from the worker's answers are in (the page repaints). */
    this.onReady = () => {};
    this.pending = false;
    this.pendingFull = false;
    this.building = false;
    this.ticket = 0;
    this.waiters = [];
  }

  /** Everything, after a new tree or window. */
  recompute(doc, S) {
    if (this.#ahead(doc, S, true)) return;
    this.#here();
    this.tree = doc.tree;
    // K&M's procedures search decision positions only: on a tree with chance positions there
    // are none of their runs (the page shows Ballard's family's: families/chance/).
    this.km = doc.shape?.chance ? null : new KmRuns(doc.tree, S, countedNames(S));
    this.#procedures(doc, S); // a step past the new run's end: the page drops it (app.js, keepStep)
  }

  /** The selected and compared procedures, after a new procedure or new options. */
  recomputeProcedures(doc, S) {
    if (this.#ahead(doc, S, false)) return;
    if (this.pendingFull && !this.building) return this.recompute(doc, S); // the F0-F2 runs are not made yet either
    this.#here();
    this.#procedures(doc, S);
  }

  #procedures(doc, S) {
    const ctx = { tree: doc.tree, shape: doc.shape, idOf: doc.idOf, kmRuns: this.km, traceLimit: this.traceLimit, options: S };
    const compare = comparing(S);
    this.main = compare ? null : makeRun(S.proc, ctx);
    this.extras = compare ? S.cmp.map((name) => makeRun(name, ctx)) : [];
  }

  /**
   * When the run worker holds the tree: asks it for what the runs need, and returns true
   * (the runs follow when it answers); false: compute here now.
   */
  #ahead(doc, S, full) {
    if (this.building || !this.mirror?.active) return false;
    full ||= this.pendingFull || this.km?.tree !== doc.tree;
    const ticket = ++this.ticket;
    if (this.km) this.km.retired = true; // what is deferred on these runs (the note on deep cutoffs) is not made
    this.pending = true;
    this.pendingFull = full;
    const tree = doc.tree;
    const calls = this.plan(doc, S, full);
    this.mirror.ask(calls).then((answers) => {
      if (ticket !== this.ticket) return; // a newer recompute took its place
      if (answers) calls.forEach((c, i) => keep(tree, c, answers[i]));
      this.building = true;
      try {
        if (full) this.recompute(doc, S);
        else this.recomputeProcedures(doc, S);
      } finally {
        this.building = false;
        this.pending = false;
        this.pendingFull = false;
      }
      this.onReady();
      for (const w of this.waiters.splice(0)) w();
    });
    return true;
  }

  /** Runs made here, now: a question still out to the worker is no longer wanted. */
  #here() {
    if (this.building) return;
    this.ticket++;
    this.pending = false;
    this.pendingFull = false;
    for (const w of this.waiters.splice(0)) w();
  }

  /** The core calls the runs of page state `S` will make (core-calls.js builds them, for the
   *  runs and for this list alike). */
  plan(doc, S, full) {
    const size = doc.size;
    const calls = [];
    if (full) {
      // The counts, and F2's record: the window panel's aspiration search, the edit panel.
      calls.push(make.kmCounts(countedNames(S), S), make.record(WINDOW_PROC, S, size));
      // The counts table's note on deep cutoffs (panels/km-counts.js) reads these: F1's and F2's.
      calls.push(make.examined(kmUsing('bound'), S), make.examined(kmUsing('window'), S));
      // A new shape: its analysis, and the canvas drawing's layout (view/page-paint.js takes it).
      if (doc.analysisOf == null) calls.push(make.analysis(), make.layout());
    }
    // A step shown (a link's step=, an edit while stepping): K&M's trace too (km/run.js traceCall).
    if (S.step != null && NEGAMAX.includes(S.proc) && size <= this.traceLimit) calls.push(make.kmTrace(S.proc, S));
    const names = comparing(S) ? [...KM, ...S.cmp] : [S.proc];
    for (const name of names) {
      if (!familyFor(name) || (NEGAMAX.includes(name) && (full ? name === WINDOW_PROC : this.km?.records[name]))) continue; // asked already, or made
      calls.push(make.record(name, S, size));
    }
    return calls;
  }

  /**
   * The step-through's trace of `run` (the selected run) made by the run worker (a second or
   * more of the page's thread at 2,000,000 positions): true when it is being made, then
   * `done()` once the run has its stepper; false when it is to be made here (no worker, a
   * small tree, a procedure without a trace call).
   */
  prepareStepsAhead(run, done) {
    const call = run.traceCall;
    if (!call || run.stepError || !this.mirror?.active || this.pending) return false;
    if (this.tracing?.run === run) {
      this.tracing.waiters.push(done);
      return true;
    }
    const tracing = (this.tracing = { run, waiters: [done] });
    const tree = run.tree;
    const after = () => tracing.waiters.forEach((f) => f());
    this.mirror.ask([call]).then((answers) => {
      if (this.tracing !== tracing) return;
      this.tracing = null;
      // The runs changed meanwhile (an edit, a window: their tree may be gone): the step asked
      // for is asked again of the new runs once they are in.
      if (this.main !== run || this.pending) return this.settled().then(after);
      if (answers) keep(tree, call, answers[0]);
      run.prepareSteps();
      setTimeout(after, 0); // the first step is drawn in a task of its own
    });
    return true;
  }

  /** Resolves when no runs are waiting for the worker. */
  settled() {
    return this.pending ? new Promise((ok) => this.waiters.push(ok)) : Promise.resolve();
  }

  /** The runs whose counts and options the panels show: the selected one, or the compared. */
  get shown() {
    return this.main ? [this.main] : this.extras;
  }
}
