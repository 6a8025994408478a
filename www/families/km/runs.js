// F0, F1 and F2 on the current tree and window. The counts of all three come from the
// core's compareCounts() (numbers and status codes, no Dewey strings: cheap enough for
// every edit); what a picture needs (values, windows, PV, status by id) comes from
// searchCompact(), also without names; the full report with names (search()) is made only
// where a panel asks for it (the step-through makes its own, with a trace).
import { KM } from '../../core/procedures.js';

const STATUS = ['examined', 'shallow', 'deep', 'window'];

/**
 * Status names as the tree view draws them. The core's code 3 ("window") says only that
 * the cutoff's bound was still the root's window; whether the window *saved* a position
 * is the set difference of the two searches (`saved`: examined by the full window, not by
 * the windowed search). So: a position in `saved` is 'saved' whatever its cutoff kind;
 * a window cutoff the full window also skips stays 'window' (drawn as such, not as saved).
 * @param {string} raw  'examined', 'pending', 'shallow', 'deep' or 'window'
 * @param {number} id
 * @param {Set<number>|null} saved
 */
export function classify(raw, id, saved) {
  if (raw === 'examined' || raw === 'pending') return raw;
  return saved?.has(id) ? 'saved' : raw;
}

const isFull = (alpha, beta) => String(alpha) === '-inf' && String(beta) === '+inf';

/** Examined flags of a status-code array. */
const examinedIn = (codes) => Array.from(codes, (s) => s === 0);

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
    savedByWindow: c.savedByWindow ?? null,
    extraForWindow: c.extraForWindow ?? null,
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
    this.compacts = {};
    this.sets = {};
    this.pictures = {};
  }

  /** The core's compact run of `proc` (by id, no names; made once, on demand). */
  compact(proc) {
    this.compacts[proc] ??= this.tree.searchCompact(proc, this.alpha, this.beta);
    return this.compacts[proc];
  }

  /**
   * What the window changes for `proc`: {saved, extra} as Sets of ids, or nulls (F0, or the
   * full window). saved: examined by proc(-inf, +inf), not by the windowed (first) search;
   * extra: examined by the windowed search (for F2 with its re-search) and not by the full
   * window. F2's come from compareCounts(); F1's from its compact run on both windows.
   */
  windowSets(proc) {
    if (this.sets[proc]) return this.sets[proc];
    let saved = null;
    let extra = null;
    if (proc === 'F2' && this.counts.F2.savedByWindow) {
      saved = new Set(this.counts.F2.savedByWindow);
      extra = new Set(this.counts.F2.extraForWindow ?? []);
    } else if (proc === 'F1' && !isFull(this.alpha, this.beta)) {
      const full = examinedIn(this.tree.searchCompact('F1', '-inf', '+inf').status);
      const win = examinedIn(this.counts.F1.statusCodes);
      saved = new Set();
      extra = new Set();
      for (let i = 0; i < full.length; i++) {
        if (full[i] && !win[i]) saved.add(i);
        else if (win[i] && !full[i]) extra.add(i);
      }
    }
    this.sets[proc] = { saved, extra };
    return this.sets[proc];
  }

  /**
   * The finished run of `proc` as the picture and the edit panel need it: {procedure,
   * compact, status (names per id, see classify), saved, extra, visit(id)}.
   */
  picture(proc) {
    if (this.pictures[proc]) return this.pictures[proc];
    const c = this.compact(proc);
    const { saved, extra } = this.windowSets(proc);
    const status = Array.from(c.status, (s, i) => classify(STATUS[s], i, saved));
    const visit = (i) => (c.values[i] == null ? undefined : { value: c.values[i], alpha: c.alphas[i], beta: c.betas[i] });
    this.pictures[proc] = { procedure: proc, compact: c, status, saved, extra, visit };
    return this.pictures[proc];
  }

  /** Status names per position of `proc`, from the codes (no full report needed). */
  status(proc) {
    return Array.from(this.counts[proc].statusCodes, (s) => STATUS[s]);
  }
}
