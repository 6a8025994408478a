// Knuth & Moore's procedures on the current tree and window. The counts of all of them come
// from the core's counts() (its counting path, numbers only: cheap enough for every edit);
// what a picture needs comes from the core's run record of the procedure shown (by id:
// status, values with their bound kind by (6)/(9), windows, PV, and with the window analysis
// what the window saves and costs, and F2's aspiration search for the window panel); the
// step-through makes its own record, with the trace (run.js). Every call is core-calls.js's.

import { call } from '../../core/precomputed.js';
import { CODES, KM, NEGAMAX } from '../../core/procedures.js';
import { calls } from '../core-calls.js';
import { WINDOW_PROC } from '../defaults.js';
import { runRecord, statusCode, valueOf } from '../typed-record.js';

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

export class KmRuns {
  /**
   * @param {object} tree the core's GameTree; S the page state whose window and options the
   * runs take (each procedure those the catalogue lists for it: core-calls.js); names the
   * procedures counted at once (counted.js)
   */
  constructor(tree, S, names = KM) {
    this.tree = tree;
    this.state = S;
    /** By name: {procedure, alpha, beta, value, exact, counts: {positions, terminals,
     *  perLevel, cutoffs, byKind}}, as the record spells them (core counts()). Another
     *  negamax procedure is counted when first read (a procedure chosen since). */
    const made = call(tree, calls.kmCounts(names, S));
    this.counts = new Proxy(made, {
      get: (o, k) => {
        if (typeof k === 'string' && !Object.hasOwn(o, k) && NEGAMAX.includes(k)) Object.assign(o, call(tree, calls.kmCounts([k], S)));
        return o[k];
      },
    });
    this.records = {};
    this.sets = {};
    this.pictures = {};
  }

  /** The core's run record of `proc` on the window, without its trace (made once, on demand). */
  record(proc) {
    this.records[proc] ??= runRecord(this.tree, calls.record(proc, this.state, 0));
    return this.records[proc];
  }

  /** F2's aspiration search on the window (K&M section 4: the window panel; WINDOW_PROC), or
   *  null with the full window. */
  aspiration() {
    return this.record(WINDOW_PROC).aspiration ?? null;
  }

  /** Per id, 1 where `proc` examines the position (a Uint8Array; the core's examinedFlags(): the
   *  search alone, no record). */
  examined(proc) {
    this.flags ??= {};
    this.flags[proc] ??= call(this.tree, calls.examined(proc, this.state));
    return this.flags[proc];
  }

  /** The successors skipped by each deep cutoff event of `proc`'s record (a list of id arrays). */
  deepCutoffs(proc) {
    const c = this.record(proc).columns;
    const deep = statusCode('deep');
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
    const names = CODES.status;
    const status = new Array(c.status.length);
    for (let i = 0; i < status.length; i++) status[i] = names[c.status[i]];
    if (saved) for (const i of saved) status[i] = classify(status[i], i, saved);
    const visit = (i) =>
      Number.isNaN(c.values[i])
        ? undefined
        : { value: valueOf(c.values[i]), alpha: valueOf(c.alphas[i]), beta: valueOf(c.betas[i]), bound: CODES.bound[c.bounds[i]] };
    this.pictures[proc] = { procedure: proc, record: r, status, saved, extra, visit };
    return this.pictures[proc];
  }
}
