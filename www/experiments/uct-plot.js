// The UCT experiment's plot (Observable Plot, loaded with the plot): against the iterations
// (log scale), the share of trees on which UCT's move (the most visited root successor;
// Kocsis & Szepesvári, ECML 2006) is minimax-optimal, with its 95% Wilson score interval (the
// core's: Wilson 1927, crate/src/experiment/wilson.rs; it keeps a width at 0 and 1), and the share on which it stays optimal from that budget on; the mean number of
// terminals F2 (Knuth & Moore 1975, (9)) examines to prove the value on the same trees as a
// vertical reference line on the iterations axis: where the curves reach 1 left or right of
// it is what sampling costs against proving.
import * as Plot from '@observablehq/plot';
import { formatNumber, t } from '../i18n/translate.js';

const BLUE = '#0072b2'; // Okabe-Ito: readable on light and dark backgrounds
const ORANGE = '#d55e00';
const GREEN = '#009e73';
const tick = (x) => formatNumber(x);

/** `rows`: uctExperimentRows()'s, one per budget. */
export function uctPlot(rows, width) {
  const f2 = rows[0]?.f2_terminals_mean ?? 1;
  const last = rows.at(-1)?.iterations ?? 1;
  const first = rows[0]?.iterations ?? 1;
  const settled = rows.map((r) => ({ iterations: r.iterations, share: r.settled / Math.max(1, r.trees) }));
  const band = rows.map((r) => ({ iterations: r.iterations, lo: r.wilson_low, hi: r.wilson_high }));
  const narrow = width < 480;
  const keyText = [t('uct-exp-key-optimal'), t('uct-exp-key-settled'), t('uct-exp-key-f2')];
  const keyColor = [BLUE, GREEN, ORANGE];
  return Plot.plot({
    width,
    height: Math.round(Math.min(380, Math.max(280, width * 0.6))),
    marginTop: 30,
    marginRight: narrow ? 20 : 190,
    marginBottom: narrow ? 110 : 40,
    marginLeft: 56,
    style: { background: 'transparent', color: 'currentColor', fontSize: '13px', overflow: 'visible' },
    x: {
      type: 'log',
      label: t('uct-exp-axis-iterations'),
      labelOffset: narrow ? 32 : undefined,
      domain: [Math.min(first, f2) / 1.5, Math.max(last, f2) * 1.5],
      tickFormat: tick,
      ticks: 6,
    },
    y: { label: t('uct-exp-axis-probability'), labelAnchor: 'center', grid: true, domain: [0, 1], tickFormat: tick },
    marks: [
      Plot.ruleX([f2], { stroke: ORANGE, strokeWidth: 2, strokeDasharray: '2,3', className: 'uct-f2-rule' }),
      Plot.ruleX(band, { x: 'iterations', y1: 'lo', y2: 'hi', stroke: BLUE, strokeWidth: 1.5 }),
      Plot.line(rows, { x: 'iterations', y: 'probability', stroke: BLUE, strokeWidth: 1.8, className: 'uct-optimal-line' }),
      Plot.dot(rows, { x: 'iterations', y: 'probability', r: 3.5, fill: BLUE }),
      Plot.line(settled, { x: 'iterations', y: 'share', stroke: GREEN, strokeWidth: 1.6, strokeDasharray: '6,3', className: 'uct-settled-line' }),
      Plot.dot(settled, { x: 'iterations', y: 'share', r: 3, stroke: GREEN, fill: 'none' }),
      ...keyText.map((text, i) =>
        Plot.text([text], {
          text: (d) => `${['●', '○', '┆'][i]} ${d}`,
          frameAnchor: narrow ? 'bottom-left' : 'top-right',
          textAnchor: 'start',
          dx: narrow ? -40 : 8,
          dy: narrow ? 48 + 15 * i : 4 + 15 * i,
          fill: keyColor[i],
          fontWeight: 600,
        }),
      ),
      Plot.tip(
        rows,
        Plot.pointer({
          x: 'iterations',
          y: 'probability',
          title: (d) =>
            t('uct-exp-tip', {
              iterations: formatNumber(d.iterations),
              probability: formatNumber(d.probability, { maximumFractionDigits: 3 }),
              optimal: formatNumber(d.optimal),
              trees: formatNumber(d.trees),
            }),
        }),
      ),
    ],
  });
}
