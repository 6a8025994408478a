// The runs the page shows for its state: F0, F1 and F2 on the window (their counts feed the
// counts table, the window panel and the compare view), the selected procedure's run (null
// in the compare view), and the compare view's added procedures.
import { KmRuns } from './km/runs.js';
import { makeRun } from './index.js';

export class PageRuns {
  /** @param {number} traceLimit  K&M traces are made up to this many positions */
  constructor(traceLimit) {
    this.traceLimit = traceLimit;
    this.km = null;
    this.main = null;
    this.extras = [];
  }

  /** Everything, after a new tree or window. */
  recompute(doc, S) {
    this.km = new KmRuns(doc.tree, S.alpha, S.beta);
    this.recomputeProcedures(doc, S);
    if (S.step != null) {
      this.main?.prepareSteps();
      if (S.step >= (this.main?.length ?? 0)) S.step = null;
    }
  }

  /** The selected and compared procedures, after a new procedure or new options. */
  recomputeProcedures(doc, S) {
    const ctx = { tree: doc.tree, shape: doc.shape, idOf: doc.idOf, kmRuns: this.km, traceLimit: this.traceLimit, options: S };
    const compare = S.proc === 'compare';
    this.main = compare ? null : makeRun(S.proc, ctx);
    this.extras = compare ? S.cmp.map((name) => makeRun(name, ctx)) : [];
  }

  /** The runs whose counts and options the panels show: the selected one, or the compared. */
  get shown() {
    return this.main ? [this.main] : this.extras;
  }
}
