// The counts of the other papers' procedures, as their papers count: for Muszycka's the
// thesis' counters (§3.1: nodes and leaf nodes created, visits, static evaluations, tests,
// re-searches, cut-offs, the longest OPEN list), for Slagle's the chosen move, positions and
// terminals examined and the cutoffs by kind. One column per procedure.
import { formatScore as f } from '../core/score.js';
import { familyOf, shortName } from '../core/procedures.js';
import { fmtReal } from '../families/mn/sentences.js';
import { h } from '../view/dom.js';

const THESIS_ROWS = [
  ['value at the root', (r) => (r.exact ? f(r.value) : `${f(r.value)} (bound)`), 'value'],
  ['nodes created', (r) => r.counters.nodesCreated, 'nodesCreated'],
  ['leaf nodes created', (r) => r.counters.leavesCreated, 'leavesCreated'],
  ['node visits', (r) => r.counters.nodeVisits, 'nodeVisits'],
  ['leaf visits', (r) => r.counters.leafVisits, 'leafVisits'],
  ['static evaluations', (r) => r.counters.staticEvaluations, 'staticEvaluations'],
  ['tests', (r) => r.counters.tests, 'tests'],
  ['re-searches', (r) => r.counters.reSearches, 'reSearches'],
  ['cut-offs', (r) => r.counters.cutoffs, 'cutoffs'],
  ['longest OPEN list', (r) => (r.procedure === 'sss' ? r.counters.maxOpen : '—'), 'maxOpen'],
];

const MN_ROWS = [
  ['chosen move', (r) => (r.best ? `${r.best.index} (${r.best.dewey})` : '—'), 'best'],
  ['its value', (r) => fmtReal(r.value), 'value'],
  ['m, n', (r) => `${r.m}, ${r.n}`, 'mn'],
  ['positions examined', (r) => r.counts.positions, 'positions'],
  ['terminals examined', (r) => r.counts.terminals, 'terminals'],
  ['highest-level α cutoffs', (r) => r.counts.highest_level_alpha_cutoffs, 'hla'],
  ['m&n α cutoffs', (r) => r.counts.mn_alpha_cutoffs, 'mnAlpha'],
  ['m&n β cutoffs', (r) => r.counts.mn_beta_cutoffs, 'mnBeta'],
];

function table(id, caption, rows, runs, note) {
  const head = h('tr', {}, h('th', { scope: 'col' }, ''));
  for (const r of runs) head.append(h('th', { scope: 'col' }, shortName(r.name)));
  const body = h('tbody');
  for (const [label, get, key] of rows) {
    const tr = h('tr', { 'data-row': key }, h('th', { scope: 'row' }, label));
    for (const r of runs) tr.append(h('td', { 'data-proc': r.name }, r.result ? String(get(r.result)) : '—'));
    body.append(tr);
  }
  const t = h('table', { class: 'counts', id }, h('caption', {}, caption), h('thead', {}, head), body);
  return note ? [t, h('p', { class: 'hint' }, note)] : [t];
}

/**
 * @param {HTMLElement} host
 * @param {{name: string, result?: object, error?: string}[]} runs
 */
export function renderOtherCounts(host, runs) {
  const out = [];
  const thesis = runs.filter((r) => familyOf(r.name) === 'thesis');
  const mn = runs.filter((r) => familyOf(r.name) === 'mn');
  if (thesis.length) {
    out.push(
      ...table('thesis-counts', "Muszycka's counters (thesis §3.1)", THESIS_ROWS, thesis,
        'Created: visited at least once (SSS*: processed while LIVE); the root is not counted, as in the thesis. Visits count every call, so re-searches and TESTs visit again.'),
    );
  }
  if (mn.length) out.push(...table('mn-counts', "Slagle's m&n counts", MN_ROWS, mn, 'Positions examined count the root; the root examines every successor.'));
  for (const r of runs) if (r.error) out.push(h('p', { class: 'message', role: 'alert' }, `${shortName(r.name)}: ${r.error}`));
  host.replaceChildren(...out);
  host.hidden = out.length === 0;
}
