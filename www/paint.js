// Turns what the core reported (a finished run, or the step-through state) into what the
// tree view paints: a label, a status and cut marks per position. No searching here.
import { formatScore } from './score.js';
import { boundKind, boundLabel, shown, shownTerminal } from './view.js';

/** Dewey -> id for a shape. */
export function idMap(shape) {
  const m = new Map();
  shape.dewey.forEach((d, i) => m.set(d, i));
  return m;
}

function terminalLabel(shape, i, view) {
  return formatScore(shownTerminal(shape.value[i], shape.depth[i], view));
}

/** The picture of a finished run. */
export function paintRun(shape, idOf, report, view) {
  const n = shape.parent.length;
  const labels = new Array(n);
  const status = report.status.slice();
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
  for (const c of report.cutoffs) for (const s of c.skipped) cuts.push({ id: idOf.get(s), kind: c.kind });
  const pv = new Set(report.pv.map((d) => idOf.get(d)));
  return { labels, status, cuts, pv };
}

/** The picture after k events of a trace (see stepper.js). */
export function paintStep(shape, idOf, state, view) {
  const n = shape.parent.length;
  const labels = new Array(n);
  const status = new Array(n);
  const cuts = [];
  for (let i = 0; i < n; i++) {
    const d = shape.depth[i];
    const p = shape.parent[i];
    if (state.cut[i]) {
      status[i] = state.cut[i];
      cuts.push({ id: i, kind: state.cut[i] });
    } else if (p >= 0 && status[p] !== 'examined' && status[p] !== 'pending') {
      status[i] = status[p]; // below a skipped successor
    } else status[i] = state.entered[i] ? 'examined' : 'pending';
    if (shape.value[i] !== null) labels[i] = terminalLabel(shape, i, view);
    else if (state.done[i]) {
      const [a, b] = state.win[i];
      labels[i] = boundLabel(shown(state.value[i], d, view), boundKind(state.value[i], a, b, d, view));
    } else if (state.entered[i]) labels[i] = formatScore(shown(state.m[i], d, view));
    else labels[i] = '';
  }
  const active = new Set(state.stack);
  const current = state.event ? idOf.get(state.event.at) : 0;
  return { labels, status, cuts, active, current };
}

/** A picture with only the terminal values (a procedure that could not run). */
export function paintTerminals(shape, view) {
  const n = shape.parent.length;
  const labels = shape.value.map((v, i) => (v === null ? '' : terminalLabel(shape, i, view)));
  return { labels, status: new Array(n).fill('pending'), cuts: [] };
}
