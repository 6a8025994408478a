// The Pathology panel's figures as data (panel.js): each plot's numbers as a data table and
// as a CSV file, the exported files' names, and the work of a figure's SVG, PNG and CSV
// buttons. Pure functions of the settings and the results; the panel owns the state.

import { messageOf } from '../core/errors.js';
import { exportPlotPng, exportPlotSvg } from '../experiments/plots.js';
import { formatNumber, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';
import { save } from '../view/export.js';
import { gameTitle, recursionTitle } from './plots.js';

const fmt = (x, digits = 4) => (Number.isFinite(x) ? formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—');

/** The recursion's table (caption, head, body) for settings r and its curves [{p, rows}]. */
export function recursionTable(r, curves) {
  const head = h(
    'tr',
    {},
    h('th', { scope: 'col' }, 'k'),
    h('th', { scope: 'col' }, t('path-col-level')),
    ...curves.map(({ p }) => h('th', { scope: 'col' }, `p = ${p}`)),
  );
  const body = h('tbody');
  for (let k = 0; k <= r.levels; k++) {
    const level = r.levels - k;
    const tr = h('tr', { 'data-k': String(k) }, h('th', { scope: 'row' }, String(k)), h('td', {}, String(level)));
    for (const { p, rows } of curves) {
      const row = rows.find((x) => x.level === level);
      // Symbols and numbers only (the thesis' err1, err2, p): as printed in every language.
      tr.append(
        h(
          'td',
          { 'data-p': String(p), 'data-value': String(row.ERR), title: `err1 ${fmt(row.err1)}, err2 ${fmt(row.err2)}, p ${fmt(row.p)}`, translate: 'no' },
          fmt(row.ERR),
        ),
      );
    }
    body.append(tr);
  }
  return [h('caption', {}, t('path-rec-table-caption', { title: recursionTitle(r), levels: String(r.levels) })), h('thead', {}, head), body];
}

/** The game experiment's results (one per terminal level and backup, some not yet in) as rows, one per depth. */
function gameRows(results) {
  return results
    .filter(Boolean)
    .flatMap((r) => r.depths.map((d) => ({ ...d, t: r.terminalLevel, backup: r.backup, samples: r.samples, discarded: r.discarded })));
}

/** The game experiment's table (caption, head, body) for the run's settings g and its results. */
export function gameTable(g, results) {
  const cols = ['t', 'backup', 'depth', 'correct', 'stderr', 'samples', 'discarded'];
  const head = h(
    'tr',
    {},
    ...['t', t('path-col-backup'), t('path-col-depth'), t('path-axis-correct'), t('path-col-stderr'), t('path-col-samples'), t('path-col-discarded')].map((c) =>
      h('th', { scope: 'col' }, c),
    ),
  );
  const body = h('tbody');
  for (const r of gameRows(results)) {
    body.append(
      h(
        'tr',
        { 'data-t': String(r.t), 'data-backup': r.backup, 'data-depth': String(r.depth) },
        ...cols.map((c) =>
          h(
            'td',
            { 'data-key': c, 'data-value': String(r[c]) },
            c === 'backup'
              ? t(r[c] === 'product' ? 'path-backup-product' : 'path-backup-minimax')
              : typeof r[c] === 'number' && !Number.isInteger(r[c])
                ? fmt(r[c])
                : String(r[c]),
          ),
        ),
      ),
    );
  }
  return [h('caption', {}, gameTitle(g)), h('thead', {}, head), body];
}

export function recursionCsv(r, curves) {
  const lines = [`# ${recursionTitle(r)}`, 'width,q,p_leaves,k,level,err1,err2,p,ERR'];
  for (const { p, rows } of curves)
    for (const row of rows) lines.push([r.width, r.q, p, r.levels - row.level, row.level, row.err1, row.err2, row.p, row.ERR].join(','));
  return lines.join('\n') + '\n';
}

export function gameCsv(g, results) {
  const lines = [`# ${gameTitle(g)}`, 'game,width,t,backup,depth,correct,stderr,samples,discarded,seed'];
  for (const r of gameRows(results)) lines.push([g.game, g.width, r.t, r.backup, r.depth, r.correct, r.stderr, r.samples, r.discarded, g.seed].join(','));
  return lines.join('\n') + '\n';
}

export const recursionName = (r) => `pathology-recursion-w${r.width}-err${r.err1}-${r.err2}${r.q > 0 ? `-q${r.q}` : ''}`;
export const gameName = (g) => `pathology-${g.game}-w${g.width}-t${g.t.join('-')}-n${g.samples}-seed${g.seed}`;

/** Calls fn(kind) when the figure's SVG, PNG or CSV button is pressed. */
export function onExport(block, fn) {
  block.buttons.svg.addEventListener('click', () => fn('svg'));
  block.buttons.png.addEventListener('click', () => fn('png'));
  block.buttons.csv.addEventListener('click', () => fn('csv'));
}

/** A figure's export (kind 'svg', 'png' or 'csv') as the file stem.*; csv() gives the CSV text; a failure is shown in msg. */
export async function exportFigure(block, kind, stem, csv, msg) {
  try {
    if (kind === 'csv') {
      save(new Blob([csv()], { type: 'text/csv' }), `${stem}.csv`);
      return;
    }
    const svg = block.host.querySelector('svg');
    if (!svg) return;
    if (kind === 'svg') exportPlotSvg(svg, `${stem}.svg`);
    else await exportPlotPng(svg, `${stem}.png`);
  } catch (e) {
    msg.textContent = messageOf(e);
  }
}
