// The Experiments panel's two plots, drawn by Observable Plot (SVG; this module and Plot
// are loaded only when a first experiment has results, so the page's first load does not
// carry them):
//
//  1. terminals examined vs height, log scale: the experiment's means with their 95%
//     intervals, and the theory: dʰ (everything), Corollary 3's minimum, Theorem 6 (F2 on
//     the totally dependent model) and (54) (F1 there), and the band r0ʰ .. r*ʰ of Table 1
//     for the random-permutation model;
//  2. branching factor vs degree: Table 1's r0(d), r1(d), r*(d) and the experiment's
//     T^(1/h) at its degree, one point per procedure and height.
//
// Every curve is labelled at its end inside the SVG, so an exported file needs no legend.
// This module (with Plot) is imported on demand by experiment-panel.js.
import * as Plot from '@observablehq/plot';
import { KM, shortName, windowUse } from '../core/procedures.js';
import { count, decimal, formatNumber, t } from '../i18n/translate.js';
import { save, savePng } from '../view/export.js';
import { groupPlotMarks } from '../view/plot-aria.js';

/** Okabe-Ito, readable on light and dark backgrounds. */
const PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#8e6c00', '#999999'];

function theoryLines(core, settings, rows) {
  const heights = [...new Set(rows.map((r) => r.height))];
  const lo = Math.min(...heights);
  const hi = Math.max(...heights);
  const curves = core.theoryCurves(Math.min(60, Math.max(1, settings.degree)), Math.min(60, hi)).filter((p) => p.height >= lo);
  const lines = [];
  const add = (name, key) => {
    for (const p of curves) lines.push({ curve: name, height: p.height, value: p[key] });
  };
  const uniform = settings.model !== 'nonuniform';
  if (uniform) {
    add(t('exp-curve-all'), 'all');
    add(t('exp-curve-minimum'), 'minimum');
  }
  if (settings.model === 'dependent') {
    add(t('exp-curve-theorem6'), 'f2Dependent');
    // K&M's (54): their branch-and-bound's count on this model.
    if (settings.procs.some((p) => KM.includes(p) && windowUse(p) === 'bound')) add(t('exp-curve-54'), 'f1Dependent');
  }
  const band = settings.model === 'permutation' && settings.degree >= 2 ? curves.map((p) => ({ height: p.height, lo: p.r0Power, hi: p.rStarPower })) : [];
  return { lines, band };
}

/** An axis tick as the page's language writes numbers (Plot's own format is English's). */
const tick = (x) => formatNumber(x);

function common(width) {
  return {
    width,
    height: Math.round(Math.min(360, Math.max(280, width * 0.62))),
    marginRight: width < 520 ? 118 : 150,
    marginLeft: 48,
    style: { background: 'transparent', color: 'currentColor', fontSize: '11px', overflow: 'visible' },
  };
}

/** Plot 1: terminals examined vs height. */
export function terminalsPlot(core, settings, rows, width) {
  const procs = settings.procs;
  const data = rows
    .filter((r) => r.mean_terminals > 0)
    .map((r) => ({
      height: r.height,
      proc: shortName(r.proc),
      mean: r.mean_terminals,
      low: Math.max(r.ci95_terminals[0], r.mean_terminals / 100, 0.5),
      high: r.ci95_terminals[1],
    }));
  const { lines, band } = theoryLines(core, settings, rows);
  const heights = [...new Set(rows.map((r) => r.height))];
  const names = procs.map(shortName);
  const base = {
    ...common(width),
    x: { label: t('exp-axis-height'), ticks: heights.length <= 12 ? heights : undefined, tickFormat: 'd' },
    y: { type: 'log', label: t('exp-axis-terminals'), grid: true, tickFormat: tick },
    color: { domain: names, range: PALETTE },
  };
  const marks = [
    band.length ? Plot.areaY(band, { x: 'height', y1: 'lo', y2: 'hi', fill: 'currentColor', fillOpacity: 0.1 }) : null,
    band.length ? Plot.text([t('exp-shaded')], { frameAnchor: 'top-left', dx: 8, dy: 2, textAnchor: 'start', fill: 'currentColor', fillOpacity: 0.8 }) : null,
    Plot.line(lines, { x: 'height', y: 'value', z: 'curve', stroke: 'currentColor', strokeOpacity: 0.55, strokeDasharray: '5,3' }),
    Plot.ruleX(data, { x: 'height', y1: 'low', y2: 'high', z: 'proc', stroke: 'proc', strokeWidth: 2 }),
    Plot.line(data, { x: 'height', y: 'mean', z: 'proc', stroke: 'proc', strokeWidth: 2, marker: 'circle' }),
    Plot.tip(
      data,
      Plot.pointer({
        x: 'height',
        y: 'mean',
        title: (d) =>
          t('exp-tip-terminals', { proc: d.proc, height: String(d.height), mean: decimal(d.mean, 2), low: decimal(d.low, 1), high: decimal(d.high, 1) }),
      }),
    ),
  ].filter(Boolean);
  return withLabels(base, marks, settings, [
    { items: lastOf(lines, 'curve', 'height', 'value'), text: (d) => d.curve, opts: { textAnchor: 'start', dx: 6, fill: 'currentColor', fillOpacity: 0.8 } },
    { items: lastOf(data, 'proc', 'height', 'mean'), text: (d) => d.proc, opts: { fill: 'proc', textAnchor: 'end', dx: -8, dy: -9, fontWeight: 600 } },
  ]);
}

/** Plot 2: branching factor vs degree against Table 1. */
export function branchingPlot(core, settings, rows, width) {
  const maxD = Math.min(60, Math.max(6, settings.degree + 2));
  const table = core.theoryTable1(maxD);
  const curves = table.flatMap((r) => [
    { degree: r.degree, value: r.r0, curve: t('exp-curve-r0') },
    { degree: r.degree, value: r.r1, curve: t('exp-curve-r1') },
    { degree: r.degree, value: r.r_star, curve: t('exp-curve-rstar') },
    { degree: r.degree, value: r.degree, curve: t('exp-curve-d'), all: true },
  ]);
  const names = settings.procs.map(shortName);
  const pts = rows
    .filter((r) => r.height > 0 && Number.isFinite(r.branching_factor))
    .map((r) => ({ degree: r.degree, value: r.branching_factor, proc: shortName(r.proc), height: r.height }));
  const base = {
    ...common(width),
    x: { label: t('exp-axis-degree'), tickFormat: 'd', ticks: table.map((r) => r.degree).filter((d) => maxD <= 12 || d % 2 === 0) },
    y: { label: t('exp-axis-branching'), grid: true, zero: false, tickFormat: tick },
    color: { domain: names, range: PALETTE },
    symbol: { domain: names },
  };
  const marks = [
    Plot.line(curves, { x: 'degree', y: 'value', z: 'curve', stroke: 'currentColor', strokeOpacity: 0.55, strokeDasharray: (d) => (d.all ? '2,3' : null) }),
    Plot.dot(pts, { x: 'degree', y: 'value', stroke: 'proc', symbol: 'proc', r: 4, strokeWidth: 2 }),
    Plot.tip(
      pts,
      Plot.pointer({
        x: 'degree',
        y: 'value',
        title: (d) => t('exp-tip-branching', { proc: d.proc, degree: String(d.degree), height: String(d.height), value: decimal(d.value, 3) }),
      }),
    ),
  ];
  return withLabels(base, marks, settings, [
    { items: lastOf(curves, 'curve', 'degree', 'value'), text: (d) => d.curve, opts: { textAnchor: 'start', dx: 6, fill: 'currentColor', fillOpacity: 0.8 } },
    { items: lastOf(pts, 'proc', 'degree', 'value'), text: (d) => `${d.proc} T^(1/h)`, opts: { fill: 'proc', textAnchor: 'end', dx: -12, fontWeight: 600 } },
  ]);
}

/** The last datum (largest x) of each series `z`, with its x and y under the names x, y. */
function lastOf(data, z, x, y) {
  const last = new Map();
  for (const d of data) if (!last.has(d[z]) || d[x] >= last.get(d[z])[x]) last.set(d[z], d);
  return [...last.values()].map((d) => ({ ...d, x: d[x], y: d[y] }));
}

/** Labels closer than this (px) are moved apart: r* and r1, or F1 and F2, end close together. */
const LABEL_GAP = 13;

/**
 * Draws the plot with each group's labels at the ends of their series, moved apart
 * vertically where two would overlap: a first drawing gives the y scale (pixels), the
 * labels are spread in pixels and put back in data units. The settings the figure shows
 * (model, degree, samples, seed) go into the SVG as its description, so that an exported
 * file says them (plotSvgText writes them as a line below the plot).
 */
function withLabels(base, marks, settings, groups) {
  const y = Plot.plot({ ...base, marks }).scale('y');
  const yOpts = { ...base.y, domain: y.domain };
  const labels = groups.map(({ items, text, opts }) => {
    const spread = spreadPx(
      items.map((d) => ({ d, py: y.apply(d.y) })),
      y.range,
    );
    return Plot.text(
      spread.map(({ d, py }) => ({ ...d, ly: y.invert(py) })),
      { x: 'x', y: 'ly', text, ...opts },
    );
  });
  const svg = Plot.plot({ ...base, y: yOpts, marks: [...marks, ...labels] });
  tidy(svg, settings);
  return svg;
}

/** Moves labels (pixel positions `py`) at least LABEL_GAP apart, within `range`. */
function spreadPx(items, range) {
  const [lo, hi] = [Math.min(...range), Math.max(...range)];
  const s = [...items].sort((a, b) => a.py - b.py);
  for (let i = 1; i < s.length; i++) if (s[i].py - s[i - 1].py < LABEL_GAP) s[i].py = s[i - 1].py + LABEL_GAP;
  const over = s.length ? s[s.length - 1].py - hi : 0;
  if (over > 0) for (const it of s) it.py = Math.max(lo, it.py - over);
  return s;
}

/** What the figure is of, in words (for its description and exported files). */
export function settingsLine(settings) {
  const id = {
    permutation: 'exp-model-permutation',
    iid: 'exp-model-iid',
    dependent: 'exp-model-dependent',
    additive: 'exp-model-additive',
    nonuniform: 'exp-model-nonuniform',
    pi: 'exp-model-pi',
  }[settings.model];
  return t('exp-settings-line', {
    model: id ? t(id) : settings.model,
    degree: String(settings.degree),
    samples: count(settings.samples),
    seed: String(settings.seed),
  });
}

/** The marks become groups (view/plot-aria.js); the SVG an image described by its settings. */
function tidy(svg, settings) {
  groupPlotMarks(svg);
  svg.dataset.settings = settingsLine(settings);
}

/** A standalone SVG file of a plot, in the colours it has on the page. */
export function plotSvgText(svg) {
  const copy = svg.cloneNode(true);
  const cs = getComputedStyle(svg);
  const { width, height } = svg.getBoundingClientRect();
  const w = Math.ceil(width) || Number(svg.getAttribute('width'));
  const hgt = Math.ceil(height) || Number(svg.getAttribute('height'));
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(w));
  copy.setAttribute('height', String(hgt));
  copy.style.color = cs.color;
  copy.style.background = '';
  const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', getComputedStyle(svg.closest('.panel') ?? document.body).backgroundColor || '#fff');
  copy.insertBefore(bg, copy.firstChild);
  copy.querySelectorAll('[aria-label=tip]').forEach((e) => e.remove());
  // The settings, as a line below the plot: an exported figure says what it is of.
  const line = svg.dataset.settings;
  let h2 = hgt;
  if (line) {
    h2 = hgt + 22;
    copy.setAttribute('height', String(h2));
    const vb = copy.getAttribute('viewBox')?.split(/[ ,]+/).map(Number);
    if (vb?.length === 4) copy.setAttribute('viewBox', `${vb[0]} ${vb[1]} ${vb[2]} ${vb[3] + 22 * (vb[3] / hgt)}`);
    const t = document.createElementNS('http://www.w3.org/2000/svg', 'text');
    t.setAttribute('x', '8');
    t.setAttribute('y', String((vb?.length === 4 ? vb[1] + vb[3] * (1 + 22 / hgt) : h2) - 7));
    t.setAttribute('fill', 'currentColor');
    t.setAttribute('font-size', '11');
    t.setAttribute('class', 'plot-settings');
    t.textContent = line;
    copy.append(t);
  }
  return { text: new XMLSerializer().serializeToString(copy), width: w, height: h2 };
}

export function exportPlotSvg(svg, name) {
  save(new Blob([plotSvgText(svg).text], { type: 'image/svg+xml' }), name);
}

export function exportPlotPng(svg, name) {
  const { text, width, height } = plotSvgText(svg);
  return savePng(text, width, height, name);
}
