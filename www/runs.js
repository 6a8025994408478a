// F0, F1 and F2 on the current tree and window. The counts of all three come from the
// core's compareCounts() (numbers and status codes, no Dewey strings: cheap enough for
// every edit); a procedure's full report (values at every examined position, cutoffs,
// principal variation) comes from search() only when a picture or a panel needs it.
import { KM } from './procedures.js';

const STATUS = ['examined', 'shallow', 'deep', 'window'];

/** A compareCounts() entry with the field names of the core's full report (search()). */
function asReport(proc, c, alpha, beta) {
  const r = {
    procedure: proc,
    alpha,
    beta,
    value: c.value,
    exact: c.exact,
    terminals_examined: c.terminalsExamined,
    positions_examined: c.positionsExamined,
    per_level: c.perLevel,
    shallow_cutoffs: c.shallowCutoffs,
    deep_cutoffs: c.deepCutoffs,
    window_cutoffs: c.windowCutoffs,
    statusCodes: c.status,
  };
  const a = c.aspiration;
  if (a) {
    Object.assign(r, {
      outcome: a.outcome,
      research_alpha: a.research?.window.alpha ?? null,
      research_beta: a.research?.window.beta ?? null,
      research_value: a.research?.value ?? null,
      research_positions_examined: a.research?.counts.positions ?? 0,
      research_terminals_examined: a.research?.counts.terminals ?? 0,
      total_positions_examined: a.total_positions,
      total_terminals_examined: a.total_terminals,
      full_window_positions_examined: a.full_window_positions,
      full_window_terminals_examined: a.full_window_terminals,
      final_value: a.value,
    });
  }
  return r;
}

export class KmRuns {
  /** @param {object} tree the core's GameTree; alpha, beta the window */
  constructor(tree, alpha, beta) {
    this.tree = tree;
    this.alpha = alpha;
    this.beta = beta;
    const c = tree.compareCounts(alpha, beta);
    /** {F0, F1, F2}: counts with the full report's field names (no visits, no names). */
    this.counts = Object.fromEntries(KM.map((p) => [p, asReport(p, c[p], alpha, beta)]));
    this.full = {};
  }

  /** The core's full report of `proc` (made once, on demand). */
  report(proc) {
    this.full[proc] ??= this.tree.search(proc, this.alpha, this.beta, false);
    return this.full[proc];
  }

  /** Status names per position of `proc`, from the codes (no full report needed). */
  status(proc) {
    return Array.from(this.counts[proc].statusCodes, (s) => STATUS[s]);
  }
}
