// Turns what the core reported (a finished run, or the step-through state) into what the
// tree view paints: a label, a status and cut marks per position. No searching here.
import { formatScore } from '../core/score.js';
import { classify } from '../families/km/runs.js';
import { boundKind, boundLabel, shown, shownTerminal } from './standpoint.js';

/** Dewey -> id for a shape. */
export function idMap(shape) {
  const m = new Map();
  shape.dewey.forEach((d, i) => m.set(d, i));
  return m;
}

function terminalLabel(shape, i, view) {
  return formatScore(shownTerminal(shape.value[i], shape.depth[i], view));
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

/**
 * The picture of a finished K&M run from runs.js's picture(): the core's searchCompact()
 * (values and windows by id) with the statuses classified against the full window.
 */
export function paintPicture(shape, pic, view) {
  const n = shape.parent.length;
  const c = pic.compact;
  const labels = new Array(n);
  for (let i = 0; i < n; i++) {
    const d = shape.depth[i];
    const v = c.values[i];
    if (shape.value[i] !== null) labels[i] = terminalLabel(shape, i, view);
    else if (v != null) labels[i] = boundLabel(shown(v, d, view), boundKind(v, c.alphas[i], c.betas[i], d, view));
    else labels[i] = '';
  }
  return { labels, status: pic.status, cuts: cutsOf(shape, pic.status), pv: new Set(c.pv), marks: pic.extra };
}

/**
 * The picture of a finished run from the core's full report (search()); `saved` (a Set
 * of ids, or null) as in runs.js's classify().
 */
export function paintRun(shape, idOf, report, view, saved = null) {
  const n = shape.parent.length;
  const labels = new Array(n);
  const status = report.status.map((st, i) => classify(st, i, saved));
  const visited = new Array(n);
  for (const v of report.visits) visited[idOf.get(v.at)] = v;
  for (let i = 0; i < n; i++) {
    const v = visited[i];
    const d = shape.depth[i];
    if (shape.value[i] !== null) labels[i] = terminalLabel(shape, i, view);
    else if (v) labels[i] = boundLabel(shown(v.value, d, view), boundKind(v.value, v.alpha, v.beta, d, view));
    else labels[i] = '';
  }
  const cuts = [];
  for (const c of report.cutoffs) for (const s of c.skipped) cuts.push({ id: idOf.get(s), kind: status[idOf.get(s)] });
  const pv = new Set(report.pv.map((d) => idOf.get(d)));
  return { labels, status, cuts, pv };
}

/**
 * The picture after k events of a trace (see stepper.js); `sets` ({saved, extra}, Sets of
 * ids or nulls) as in runs.js's windowSets().
 */
export function paintStep(shape, idOf, state, view, sets = null) {
  const n = shape.parent.length;
  const labels = new Array(n);
  const raw = new Array(n);
  const status = new Array(n);
  const cuts = [];
  const saved = sets?.saved ?? null;
  for (let i = 0; i < n; i++) {
    const d = shape.depth[i];
    const p = shape.parent[i];
    if (state.cut[i]) raw[i] = state.cut[i];
    else if (p >= 0 && raw[p] !== 'examined' && raw[p] !== 'pending') raw[i] = raw[p]; // below a skipped successor
    else raw[i] = state.entered[i] ? 'examined' : 'pending';
    status[i] = classify(raw[i], i, saved);
    if (state.cut[i]) cuts.push({ id: i, kind: status[i] });
    if (shape.value[i] !== null) labels[i] = terminalLabel(shape, i, view);
    else if (state.returned[i]) {
      const [a, b] = state.win[i];
      labels[i] = boundLabel(shown(state.value[i], d, view), boundKind(state.value[i], a, b, d, view));
    } else if (state.entered[i]) labels[i] = formatScore(shown(state.m[i], d, view));
    else labels[i] = '';
  }
  const active = new Set(state.stack);
  const current = state.event ? state.current : 0;
  return { labels, status, cuts, active, current, marks: sets?.extra ?? null };
}

/** A picture with only the terminal values (a procedure that could not run). */
export function paintTerminals(shape, view) {
  const n = shape.parent.length;
  const labels = shape.value.map((v, i) => (v === null ? '' : terminalLabel(shape, i, view)));
  return { labels, status: new Array(n).fill('pending'), cuts: [] };
}
