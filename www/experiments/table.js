// The Experiments panel's table: one row per (height, procedure) as the core's
// experimentSummarize() returned it — mean terminals examined with its standard error and
// 95% interval, the paper's exact expectation where there is one, positions, the effective
// branching factor T^(1/h), Corollary 3's minimum and d^h. Each cell keeps the core's
// number in data-value (the table shows it rounded, as the page's language writes numbers).
import { shortName } from '../core/procedures.js';
import { formatNumber, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

export function fmt(x, digits = 2) {
  if (x == null || Number.isNaN(x)) return '—';
  return Math.abs(x) >= 1e6 ? formatNumber(x, { notation: 'scientific', maximumFractionDigits: 3 }) : formatNumber(x, { maximumFractionDigits: digits });
}

// Each column: its heading's message id, the row's key, the cell's value and its digits.
const COLUMNS = [
  ['exp-col-height', 'h', (r) => r.height, 0],
  ['exp-col-procedure', '', (r) => r.proc],
  ['exp-col-samples', 'samples', (r) => r.samples, 0],
  ['exp-col-mean-terminals', 'mean_terminals', (r) => r.mean_terminals, 2],
  ['exp-col-stderr', 'stderr_terminals', (r) => r.stderr_terminals, 2],
  ['exp-col-interval', '', (r) => `${fmt(r.ci95_terminals[0])} – ${fmt(r.ci95_terminals[1])}`],
  ['exp-col-theory', 'theory_terminals', (r) => r.theory_terminals, 2],
  ['exp-col-mean-positions', 'mean_positions', (r) => r.mean_positions, 2],
  ['exp-col-branching', 'branching_factor', (r) => r.branching_factor, 3],
  ['exp-col-minimum', 'minimum_terminals', (r) => r.minimum_terminals, 0],
  ['exp-col-all', 'all_terminals', (r) => r.all_terminals, 0],
];

/** Renders `rows` (the core's, in height then procedure order) into `table`. */
export function renderExperimentTable(table, rows) {
  const head = h('tr');
  for (const [label] of COLUMNS) head.append(h('th', { scope: 'col' }, t(label)));
  const body = h('tbody');
  for (const r of rows) {
    const tr = h('tr', { 'data-height': String(r.height), 'data-proc': r.proc });
    for (const [, key, get, digits] of COLUMNS) {
      const v = get(r);
      let text;
      if (key === '') text = typeof v === 'string' && v === r.proc ? shortName(v) : v;
      else text = fmt(v, digits);
      const td = h(
        key === '' && v === r.proc ? 'th' : 'td',
        key ? { 'data-key': key, 'data-value': String(v ?? '') } : key === '' && v === r.proc ? { scope: 'row' } : {},
        text,
      );
      if (key === 'theory_terminals' && r.theory) td.title = r.theory;
      tr.append(td);
    }
    body.append(tr);
  }
  table.replaceChildren(h('caption', {}, t('exp-caption')), h('thead', {}, head), body);
}
