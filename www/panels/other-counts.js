// The counts of the other papers' procedures, as their papers count: for Muszycka's the
// thesis' counters (§3.1: nodes and leaf nodes created, visits, static evaluations, tests,
// re-searches, cut-offs, the longest OPEN list), for Slagle's the chosen move, positions and
// terminals examined and the cutoffs by kind. One column per procedure. The families give
// the caption, the note and each row's head as message ids.
import { PAPERS, shortName } from '../core/procedures.js';
import { t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

function table(id, caption, rows, runs, note) {
  const head = h('tr', {}, h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t('counts-counter'))));
  for (const r of runs) head.append(h('th', { scope: 'col', translate: 'no' }, shortName(r.name))); // the procedure's name, as printed
  const body = h('tbody');
  for (const [label, get, key] of rows) {
    const tr = h('tr', { 'data-row': key }, h('th', { scope: 'row' }, t(label)));
    for (const r of runs) tr.append(h('td', { 'data-proc': r.name }, r.result ? String(get(r.result, r)) : '—'));
    body.append(tr);
  }
  const out = h('table', { class: 'counts', id }, h('caption', {}, t(caption)), h('thead', {}, head), body);
  return note ? [out, h('p', { class: 'hint' }, t(note))] : [out];
}

/**
 * One table per family that has one (the family's `counts`: {id, caption, rows, note}), in
 * the catalogue's order of families.
 * @param {HTMLElement} host
 * @param {{name: string, family: object, result?: object, error?: string}[]} runs
 */
export function renderOtherCounts(host, runs) {
  const out = [];
  for (const { id } of PAPERS) {
    const mine = runs.filter((r) => r.family?.id === id); // a run whose code is not loaded has no family
    const counts = mine[0]?.family.counts;
    if (counts) out.push(...table(counts.id, counts.caption, counts.rows, mine, counts.note));
  }
  for (const r of runs) if (r.error) out.push(h('p', { class: 'message', role: 'alert' }, `${shortName(r.name)}: ${r.error}`));
  host.replaceChildren(...out);
  host.hidden = out.length === 0;
}
