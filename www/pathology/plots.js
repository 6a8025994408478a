// The Pathology panel's plots, drawn by Observable Plot (loaded with the panel, on demand):
//
//  1. the error recursion (thesis §5.1, Figs. 44–47 and 50–53): ERR at the root after k
//     iterations of eq. (1) (or eq. (3) when q > 0) against k, one curve per p;
//  2. the game experiment (§5.3, Tables XIX–XXVIII): P(correct decision) against the search
//     depth d, one curve per terminal level t, minimax and product propagation side by side,
//     with ±1.96 standard errors.
//
// Every curve is labelled at its end and the title (game, width, t, samples, seed) is inside
// the SVG, so an exported file needs no legend or caption.
import * as Plot from '@observablehq/plot';
import { decimal, formatNumber, quantity, t } from '../i18n/translate.js';

/** Okabe-Ito, readable on light and dark backgrounds. */
const PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#8e6c00', '#999999', '#000080', '#b22222', '#2e8b57', '#6a5acd'];

/** A parameter as the page's language writes it, to 4 decimals at most ("p = 0.25"; French "0,25"). */
const num = (x) => formatNumber(x, { maximumFractionDigits: 4, useGrouping: false });
/** An axis tick as the page's language writes numbers (Plot's own format is English's). */
const tick = (x) => formatNumber(x);

function size(width) {
  return {
    width,
    height: Math.round(Math.min(380, Math.max(280, width * 0.6))),
    marginTop: 58,
    marginRight: 76,
    marginLeft: 52,
    style: { background: 'transparent', color: 'currentColor', fontSize: '13px', overflow: 'visible' },
  };
}

/** The figure's title inside the SVG (above the frame, in the first facet), wrapped to the
 *  plot's width (lineWidth is in ems of the 11px font). */
function titleMark(title, width, facet = {}) {
  return Plot.text([{ title, ...facet }], {
    ...Object.fromEntries(Object.keys(facet).map((k) => [k, k])),
    text: 'title',
    frameAnchor: 'top-left',
    dy: -52,
    dx: -44,
    textAnchor: 'start',
    lineAnchor: 'top',
    fontWeight: 600,
    fill: 'currentColor',
    lineWidth: Math.floor((width - 40) / 12),
  });
}

/** A key in the right margin, one coloured line per name: the exported SVG needs no legend. */
function key(names, facet = {}) {
  return names.map((name, i) =>
    Plot.text([{ name, ...facet }], {
      ...Object.fromEntries(Object.keys(facet).map((k) => [k, k])),
      text: (d) => `— ${d.name}`,
      frameAnchor: 'top-right',
      textAnchor: 'start',
      dx: 6,
      dy: 4 + 14 * i,
      fill: PALETTE[i % PALETTE.length],
      fontWeight: 600,
    }),
  );
}

export function recursionTitle(r) {
  return t('path-rec-plot-title', { eq: r.q > 0 ? '3' : '1', width: String(r.width), err1: num(r.err1), err2: num(r.err2), q: r.q > 0 ? num(r.q) : 'none' });
}

/** `curves`: [{p, rows}] with the core's rows (level N down to 0). */
export function recursionPlot(r, curves, width) {
  const data = curves.flatMap(({ p, rows }) => rows.map((row) => ({ p: `p = ${num(p)}`, k: r.levels - row.level, ERR: row.ERR })));
  const opts = size(width);
  const names = curves.map(({ p }) => `p = ${num(p)}`);
  return Plot.plot({
    ...opts,
    x: { label: t('path-axis-iterations'), tickFormat: 'd', ticks: r.levels <= 12 ? r.levels + 1 : undefined },
    y: { label: 'ERR', labelAnchor: 'center', grid: true, tickFormat: tick, domain: [0, Math.max(0.5, ...data.map((d) => d.ERR))] },
    color: { domain: names, range: PALETTE },
    marks: [
      titleMark(recursionTitle(r), width),
      Plot.ruleY([0]),
      Plot.line(data, { x: 'k', y: 'ERR', z: 'p', stroke: 'p', strokeWidth: 1.8, marker: 'circle' }),
      ...key(names),
      Plot.tip(data, Plot.pointer({ x: 'k', y: 'ERR', title: (d) => t('path-tip-err', { curve: d.p, k: String(d.k), err: decimal(d.ERR, 4) }) })),
    ],
  });
}

const GAME_NAMES = { pearl: 'path-game-name-pearl', incremental: 'path-game-name-incremental' };

export function gameTitle(g) {
  return t('path-game-plot-title', {
    game: GAME_NAMES[g.game] ? t(GAME_NAMES[g.game]) : g.game,
    width: String(g.width),
    t: g.t.join(', '),
    samples: quantity(g.samples),
    seed: String(g.seed),
  });
}

/** `results`: the core's pathologyGameResult()s (any subset so far). Side by side when
 *  wide, one above the other when narrow. */
export function gamePlot(g, results, width) {
  const facets = [t('path-facet-minimax'), t('path-facet-product')];
  const data = results.flatMap((res) =>
    res.depths.map((d) => ({
      t: `t = ${res.terminalLevel}`,
      backup: facets[res.backup === 'product' ? 1 : 0],
      depth: d.depth,
      correct: d.correct,
      lo: Math.max(0, d.correct - 1.96 * d.stderr),
      hi: Math.min(1, d.correct + 1.96 * d.stderr),
    })),
  );
  const opts = size(width);
  const names = g.t.map((t) => `t = ${t}`);
  const maxT = Math.max(...g.t);
  const f = width < 560 ? 'fy' : 'fx';
  const by = { [f]: 'backup' };
  return Plot.plot({
    ...opts,
    height: f === 'fy' ? 2 * opts.height : opts.height + 20,
    [f]: { domain: facets, label: null, padding: 0.14, axis: f === 'fy' ? null : 'top' },
    x: { label: t('path-axis-depth'), tickFormat: 'd', ticks: maxT <= 10 ? maxT : undefined, domain: [1, maxT] },
    y: { label: t('path-axis-correct'), labelAnchor: 'center', grid: true, tickFormat: tick, domain: [Math.min(0.5, ...data.map((d) => d.lo)), 1] },
    color: { domain: names, range: PALETTE },
    marks: [
      Plot.frame({ strokeOpacity: 0.25 }),
      titleMark(gameTitle(g), width, { [f]: facets[0] }),
      ...key(names, { [f]: facets[f === 'fx' ? 1 : 0] }),
      // Stacked, the facets are named inside their frames (an axis on the right would crowd the key).
      f === 'fy'
        ? Plot.text(facets, {
            fy: (d) => d,
            text: (d) => d,
            frameAnchor: 'bottom-right',
            dx: -6,
            dy: -6,
            textAnchor: 'end',
            fill: 'currentColor',
            fontWeight: 600,
          })
        : null,
      Plot.ruleX(data, { ...by, x: 'depth', y1: 'lo', y2: 'hi', stroke: 't', strokeOpacity: 0.6 }),
      Plot.line(data, { ...by, x: 'depth', y: 'correct', z: 't', stroke: 't', strokeWidth: 1.8, marker: 'circle' }),
      Plot.tip(
        data,
        Plot.pointer({
          ...by,
          x: 'depth',
          y: 'correct',
          title: (d) =>
            t('path-tip-correct', {
              backup: d.backup,
              curve: d.t,
              depth: String(d.depth),
              correct: decimal(d.correct, 4),
              low: decimal(d.lo, 3),
              high: decimal(d.hi, 3),
            }),
        }),
      ),
    ].filter(Boolean),
  });
}
