// The counts of F0, F1 and F2 on the same tree and window, side by side, with
// Corollary 3's minimum for uniform trees and the critical positions of Theorem 1.

import { kmUsing, NEGAMAX, shortName } from '../core/procedures.js';
import { formatScore as f, toNumber } from '../core/score.js';
import { count, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

// The catalogue's negamax procedures that are counted (families/core-calls.js countedNames).

/**
 * From this many positions the note on deep cutoffs is made after the repaint, not in it: it
 * walks every position and needs F1's and F2's examined flags and F2's record (about 20 ms at
 * 2,000,000 positions when F2's record is already made for the picture, 100 ms when it is not),
 * none of which the picture of an edit waits for.
 */
export const DEEP_NOTE_LATER_FROM = 50_000;
const pending = new WeakMap(); // host -> the timer of its note still to make

/**
 * @param {HTMLElement} host
 * @param {{F0, F1, F2}} reports  the core's counts() of K&M's procedures
 * @param {object} analysis  the core's analysis()
 * @param {string} selected  the selected procedure (highlighted)
 * @param {{examined: (p: string) => Uint8Array, deepCutoffs: (p: string) => ArrayLike<number>[]}|null} [km]
 *   the runs (families/km/runs.js: examined flags and F2's deep cutoffs), for the note on deep cutoffs
 * @param {object|null} [shape]  the core's shape
 */
export function renderCounts(host, reports, analysis, selected, km = null, shape = null) {
  const PROCS = NEGAMAX.filter((p) => Object.hasOwn(reports, p) || p === selected);
  const rows = [
    [t('counts-value'), (r) => (r.exact ? f(r.value) : toNumber(r.value) >= toNumber(r.beta) ? `≥${f(r.value)}` : `≤${f(r.value)}`), 'value'],
    [t('counts-terminals'), (r) => String(r.counts.terminals), 'terminals'],
    [t('counts-positions'), (r) => String(r.counts.positions), 'positions'],
    [t('counts-shallow'), (r) => String(r.counts.byKind.shallow ?? 0)],
    [t('counts-deep'), (r) => String(r.counts.byKind.deep ?? 0), 'deep'],
    [t('counts-window'), (r) => String(r.counts.byKind.window ?? 0)],
  ];
  const head = h('tr', {}, h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, t('counts-count'))));
  for (const p of PROCS) head.append(h('th', { scope: 'col', class: p === selected ? 'sel' : '' }, shortName(p)));
  const body = h('tbody');
  for (const [label, get, key] of rows) {
    const tr = h('tr', key ? { 'data-row': key } : {}, h('th', { scope: 'row' }, label));
    for (const p of PROCS) tr.append(h('td', { class: p === selected ? 'sel' : '', 'data-proc': p }, get(reports[p])));
    body.append(tr);
  }
  const levels = reports[PROCS[0]].counts.perLevel.length;
  const per = h('tbody', { class: 'per-level' });
  for (let l = 0; l < levels; l++) {
    const tr = h('tr', {}, h('th', { scope: 'row' }, t('counts-level', { level: count(l), size: count(analysis.levelSizes[l]) })));
    for (const p of PROCS) tr.append(h('td', { class: p === selected ? 'sel' : '' }, String(reports[p].counts.perLevel[l] ?? 0)));
    per.append(tr);
  }
  const table = h(
    'table',
    { class: 'counts', id: 'counts-table' },
    h('caption', {}, t('counts-caption')),
    h('thead', {}, head),
    body,
    h('tbody', {}, h('tr', {}, h('th', { scope: 'rowgroup', colspan: '4', class: 'group' }, t('counts-per-level')))),
    per,
  );
  const notes = h('div', { class: 'notes' });
  if (analysis.uniform && analysis.minimalTerminals != null) {
    const { degree: d, height: hh } = analysis.uniform;
    notes.append(
      h(
        'p',
        { 'data-row': 'corollary3' },
        `${t('counts-corollary3', { degree: count(d), height: count(hh) })} `,
        h('strong', {}, String(analysis.minimalTerminals)),
        ` ${t('counts-corollary3-after', { min: count(analysis.minimalTerminals) })}`,
      ),
    );
  } else {
    notes.append(h('p', {}, t('counts-corollary3-not')));
  }
  const [c1, c2, c3] = analysis.criticalCounts;
  notes.append(h('p', {}, t('counts-critical', { total: count(c1 + c2 + c3), type1: count(c1), type2: count(c2), type3: count(c3) })));
  clearTimeout(pending.get(host));
  if (km && shape && shape.parent.length < DEEP_NOTE_LATER_FROM) {
    const deep = deepNote(km, shape);
    if (deep) notes.append(deep);
  } else if (km && shape) {
    const slot = h('p', { 'data-row': 'deep-note', class: 'working' }, t('counts-deep-working'));
    notes.append(slot);
    const later = () => {
      // The table was made again meanwhile, or the runs are being made again (a search in the run
      // worker: families/page-runs.js; the tree these runs read may be gone).
      if (!slot.isConnected || km.retired) return;
      const deep = deepNote(km, shape);
      if (deep) slot.replaceWith(deep);
      else slot.remove();
    };
    // After the next frame: the repaint of the edit is on screen first.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (f) => f();
    frame(() => pending.set(host, setTimeout(later, 0)));
  }
  host.replaceChildren(table, notes);
}

/**
 * Why the table counts deep cutoff *events* where K&M (section 3, on Fig. 1) count "five
 * deep cutoffs": the paper counts the terminal positions F1 examines and F2 does not; F2's
 * deep cutoff events skip more terminals, some of which F1 skips too by cutoffs of its own.
 * All from the core (examined flags of F1 and F2, F2's run record's cutoffs); nothing is searched here.
 */
function deepNote(km, shape) {
  // K&M's branch-and-bound and alpha-beta, as the catalogue says how each uses the window.
  const events = km.deepCutoffs(kmUsing('window'));
  if (!events.length) return null;
  const f1 = km.examined(kmUsing('bound'));
  const f2 = km.examined(kmUsing('window'));
  const n = shape.parent.length;
  const below = new Uint8Array(n); // below a successor a deep cutoff skipped
  for (const skipped of events) for (const s of skipped) below[s] = 1;
  let skipped = 0;
  let f1Too = 0;
  let onlyF1 = 0;
  for (let i = 0; i < n; i++) {
    const p = shape.parent[i];
    if (p >= 0 && below[p]) below[i] = 1;
    const terminal = shape.value[i] !== null;
    if (!terminal) continue;
    const e1 = f1[i] === 1;
    if (below[i]) {
      skipped++;
      if (e1) f1Too++;
    }
    if (e1 && f2[i] !== 1) onlyF1++;
  }
  return h(
    'p',
    { 'data-row': 'deep-note' },
    `${t('counts-deep-note', { events: count(events.length), skipped: count(skipped), examined: count(f1Too), other: count(skipped - f1Too) })} `,
    t('counts-deep-km', { count: count(onlyF1) }),
  );
}
