// Turns what the core reported (a finished run, or the step-through state) into what the
// tree view paints: a label, a status and cut marks per position. No searching here.

import { CODES } from '../core/procedures.js';
import { formatScore } from '../core/score.js';
import { classify } from '../families/km/runs.js';
import { valueOf } from '../families/typed-record.js';
import { boundLabel, shown, shownBound, shownTerminal } from './standpoint.js';

/** Dewey -> id for a shape. */
export function idMap(shape) {
  const m = new Map();
  shape.dewey.forEach((d, i) => m.set(d, i));
  return m;
}

function terminalLabel(shape, i, view) {
  // With chance positions, who moves is not the level's parity (a terminal's role is 0 or 1: view/chance-hook.js).
  return formatScore(shownTerminal(shape.value[i], shape.chance ? shape.chance.role[i] : shape.depth[i], view));
}

/**
 * The cut marks of a finished picture: the top of every skipped subtree (a position not
 * examined whose parent was), with its status as the kind.
 */
function cutsOf(shape, status) {
  const cuts = [];
  for (let i = 1; i < status.length; i++) {
    if (status[i] !== 'examined' && status[shape.parent[i]] === 'examined') cuts.push({ id: i, kind: status[i] });
  }
  return cuts;
}

/** Above this many positions a record's labels are made when first read (the canvas
 *  renderer reads only the positions on screen): a run record never changes, so a label
 *  made later is the same. */
export const LAZY_FROM = 1000;

/** An array-like of n labels, each made by `labelOf(i)` on first reading and kept. */
export function lazyLabels(n, labelOf) {
  const made = new Array(n);
  return new Proxy(made, {
    get(t, p) {
      if (typeof p === 'string') {
        const i = +p;
        if (Number.isInteger(i) && i >= 0 && i < n) return t[i] ?? (t[i] = labelOf(i));
      }
      return Reflect.get(t, p);
    },
  });
}

/** The labels of a finished run record: terminals' values, and each examined interior
 *  position's value with the core's bound kind (K&M (6), (9)): "≥3", "≤−1" or "2". */
function recordLabels(shape, r, view) {
  const n = shape.parent.length;
  // A typed record (families/typed-record.js) is read from its columns: reading its `values`
  // would make the whole object form for one label.
  const c = r.columns;
  const valueAt = c ? (i) => valueOf(c.values[i]) : (i) => r.values[i];
  const boundAt = c ? (i) => CODES.bound[c.bounds[i]] : (i) => r.bounds[i];
  const labelOf = (i) => {
    if (shape.value[i] !== null) return terminalLabel(shape, i, view);
    // The root shows what the procedure returns: after several searches from the root
    // (MTD(f)'s passes) its last call's bound is not the answer, which the bounds met in.
    if (i === 0 && r.value != null && r.exact) return formatScore(shown(r.value, 0, view));
    const v = valueAt(i);
    if (v != null) return boundLabel(shown(v, shape.depth[i], view), shownBound(boundAt(i), shape.depth[i], view));
    return '';
  };
  if (n > LAZY_FROM) return lazyLabels(n, labelOf);
  const labels = new Array(n);
  for (let i = 0; i < n; i++) labels[i] = labelOf(i);
  return labels;
}

/**
 * The picture of a finished K&M run from families/km/runs.js's picture(): the core's run record (values
 * and bounds by id) with the statuses classified against the full window.
 */
export function paintPicture(shape, pic, view) {
  return {
    labels: recordLabels(shape, pic.record, view),
    status: pic.status,
    cuts: cutsOf(shape, pic.status),
    pv: pvOf(pic.record),
    marks: pic.extra,
    savedIds: pic.saved,
  };
}

/**
 * The picture of a finished run from the core's run record (run(name, options)), its cut
 * marks at the positions each cutoff skips; `saved` (a Set of ids, or null) as in
 * families/km/runs.js's classify().
 */
export function paintRun(shape, record, view, saved = null) {
  const c = record.columns;
  const status = c ? Array.from(c.status, (st, i) => classify(CODES.status[st], i, saved)) : record.status.map((st, i) => classify(st, i, saved));
  const cuts = [];
  const skipped = c ? c.cutSkipped : record.cutoffs.flatMap((x) => x.skipped);
  // A successor one search skipped and a later one examined (NegaScout's re-search, MTD(f)'s
  // next pass) was examined: no cut mark on it.
  for (const s of skipped) if (status[s] !== 'examined') cuts.push({ id: s, kind: status[s] });
  return { labels: recordLabels(shape, record, view), status, cuts, pv: pvOf(record) };
}

/** The principal variation's ids as a Set (from the columns of a typed record). */
function pvOf(record) {
  return new Set(record.columns ? record.columns.pv : record.pv);
}

/**
 * Whether position i is skipped after the events so far: a cutoff skipped it and no later
 * search entered it (NegaScout's re-search and MTD(f)'s next pass search again what an
 * earlier search skipped; what they enter is examined).
 */
const skippedAt = (state, i) => state.cut[i] && !state.entered[i];

/**
 * The picture after k events of a trace (see stepper.js); `sets` ({saved, extra}, Sets of
 * ids or nulls) as in families/km/runs.js's windowSets(). The picture keeps `savedIds` (the
 * saved set): what the window saves is found among them, not by reading every status.
 */
export function paintStep(shape, state, view, sets = null) {
  return (shape.parent.length > LAZY_FROM ? lazyStep : eagerStep)(shape, state, view, sets);
}

/** paintStep made for every position at once (small trees). */
export function eagerStep(shape, state, view, sets = null) {
  const n = shape.parent.length;
  const labels = new Array(n);
  const raw = new Array(n);
  const status = new Array(n);
  const cuts = [];
  const saved = sets?.saved ?? null;
  for (let i = 0; i < n; i++) {
    const d = shape.depth[i];
    const p = shape.parent[i];
    if (skippedAt(state, i)) raw[i] = state.cut[i];
    else if (p >= 0 && raw[p] !== 'examined' && raw[p] !== 'pending')
      raw[i] = raw[p]; // below a skipped successor
    else raw[i] = state.entered[i] ? 'examined' : 'pending';
    status[i] = classify(raw[i], i, saved);
    if (skippedAt(state, i)) cuts.push({ id: i, kind: status[i] });
    if (shape.value[i] !== null) labels[i] = terminalLabel(shape, i, view);
    else if (state.returned[i]) labels[i] = boundLabel(shown(state.value[i], d, view), shownBound(state.bound[i], d, view));
    else if (state.entered[i]) labels[i] = formatScore(shown(state.m[i], d, view));
    else labels[i] = '';
  }
  const active = new Set(state.stack);
  const current = state.event ? state.current : 0;
  return { labels, status, cuts, active, current, marks: sets?.extra ?? null, savedIds: saved };
}

/**
 * paintStep for big trees: the same picture, with each position's status and label made when
 * first read (the canvas reads those on screen), so a step no longer walks all positions for
 * them (2,000,000 positions: about 0.6 s a step). A status depends on the parent's (below a
 * skipped successor everything is skipped), so it is made from the nearest ancestor already
 * made, down. The cut marks are still listed in one pass over `state.cut`.
 */
export function lazyStep(shape, state, view, sets = null) {
  const n = shape.parent.length;
  const saved = sets?.saved ?? null;
  const raw = new Array(n);
  const rawOf = (i) => {
    const chain = [];
    for (let j = i; j >= 0 && raw[j] === undefined; j = shape.parent[j]) chain.push(j);
    for (let c = chain.length - 1; c >= 0; c--) {
      const k = chain[c];
      const p = shape.parent[k];
      if (skippedAt(state, k)) raw[k] = state.cut[k];
      else if (p >= 0 && raw[p] !== 'examined' && raw[p] !== 'pending') raw[k] = raw[p];
      else raw[k] = state.entered[k] ? 'examined' : 'pending';
    }
    return raw[i];
  };
  const status = lazyLabels(n, (i) => classify(rawOf(i), i, saved));
  const labels = lazyLabels(n, (i) => {
    const d = shape.depth[i];
    if (shape.value[i] !== null) return terminalLabel(shape, i, view);
    if (state.returned[i]) return boundLabel(shown(state.value[i], d, view), shownBound(state.bound[i], d, view));
    if (state.entered[i]) return formatScore(shown(state.m[i], d, view));
    return '';
  });
  const cuts = [];
  const cut = state.cut;
  for (let i = 0; i < n; i++) if (cut[i] && !state.entered[i]) cuts.push({ id: i, kind: status[i] });
  const current = state.event ? state.current : 0;
  return { labels, status, cuts, active: new Set(state.stack), current, marks: sets?.extra ?? null, savedIds: saved };
}

/** A picture with only the terminal values (a procedure that could not run). */
export function paintTerminals(shape, view) {
  const n = shape.parent.length;
  const labels = shape.value.map((v, i) => (v === null ? '' : terminalLabel(shape, i, view)));
  return { labels, status: new Array(n).fill('pending'), cuts: [] };
}
