// F0, F1 and F2 on the current tree and window. The counts of all three come from the
// core's kmCounts() (its counting path, numbers only: cheap enough for every edit); what a picture needs
// comes from the core's run record of the procedure shown (run(name, {alpha, beta}), by
// id: status, values with their bound kind by (6)/(9), windows, PV, and what the window
// saves); the step-through makes its own record, with the trace (run.js).
import { KM } from '../../core/procedures.js';
import { runRecord, valueOf } from '../typed-record.js';
import { call } from '../../core/precomputed.js';
import { recordArgs } from '../record-options.js';

/**
 * Status names as the tree view draws them. The core's "window" says only that the
 * cutoff's bound was still the root's window; whether the window *saved* a position is
 * the record's window effect (`saved`: examined by the full window, not by the windowed
 * search). So: a position in `saved` is 'saved' whatever its cutoff kind;
 * a window cutoff the full window also skips stays 'window' (drawn as such, not as saved).
 * @param {string} raw  'examined', 'pending', 'shallow', 'deep' or 'window'
 * @param {number} id
 * @param {Set<number>|null} saved
 */
export function classify(raw, id, saved) {
  if (raw === 'examined' || raw === 'pending') return raw;
  return saved?.has(id) ? 'saved' : raw;
}

/** A kmCounts() (compareCounts()) entry under the field names the counts table and the window panel read. */
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
    const c = call(tree, 'kmCounts', alpha, beta);
    /** {F0, F1, F2}: counts with the full report's field names (no visits, no names). */
    this.counts = Object.fromEntries(KM.map((p) => [p, asReport(p, c[p], alpha, beta)]));
    this.records = {};
    this.sets = {};
    this.pictures = {};
  }

  /** The core's run record of `proc` on the window, without its trace (made once, on demand). */
  record(proc) {
    this.records[proc] ??= runRecord(this.tree, ...recordArgs(proc, this, 0));
    return this.records[proc];
  }

  /** Per id, 1 where `proc` examines the position (a Uint8Array; the core's examinedFlags(): the
   *  search alone, no record). */
  examined(proc) {
    this.flags ??= {};
    this.flags[proc] ??= call(this.tree, 'examinedFlags', proc, this.alpha, this.beta);
    return this.flags[proc];
  }

  /** The successors skipped by each deep cutoff event of `proc`'s record (a list of id arrays). */
  deepCutoffs(proc) {
    const c = this.record(proc).columns;
    const deep = c.statusNames.indexOf('deep');
    const out = [];
    for (let i = 0; i < c.cutKind.length; i++) if (c.cutKind[i] === deep) out.push(c.cutSkipped.subarray(c.cutSkippedStart[i], c.cutSkippedStart[i + 1]));
    return out;
  }

  /**
   * What the window changes for `proc` (the record's window effect): {saved, extra} as Sets
   * of ids, or nulls (F0, or the full window). saved: examined by proc(-inf, +inf), not by
   * the windowed (first) search; extra: examined by the windowed search (for F2 with its
   * re-search) and not by the full window.
   */
  windowSets(proc) {
    const effect = this.record(proc).windowEffect;
    this.sets[proc] ??= effect ? { saved: new Set(effect.saved), extra: new Set(effect.extra) } : { saved: null, extra: null };
    return this.sets[proc];
  }

  /**
   * The finished run of `proc` as the picture and the edit panel need it: {procedure,
   * record, status (names per id, see classify), saved, extra, visit(id)}.
   */
  picture(proc) {
    if (this.pictures[proc]) return this.pictures[proc];
    const r = this.record(proc);
    const { saved, extra } = this.windowSets(proc);
    // From the typed columns: a name per position by table, no per-position call into the core.
    const c = r.columns;
    const names = c.statusNames;
    const status = new Array(c.status.length);
    for (let i = 0; i < status.length; i++) status[i] = names[c.status[i]];
    if (saved) for (const i of saved) status[i] = classify(status[i], i, saved);
    const visit = (i) => (Number.isNaN(c.values[i]) ? undefined : { value: valueOf(c.values[i]), alpha: valueOf(c.alphas[i]), beta: valueOf(c.betas[i]), bound: c.boundNames[c.bounds[i]] });
    this.pictures[proc] = { procedure: proc, record: r, status, saved, extra, visit };
    return this.pictures[proc];
  }
}
