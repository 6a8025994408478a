// The Monte Carlo tree search panel's plot (Observable Plot, loaded with the plot on demand):
// the root's estimate L + (W/N)·(U − L) against the iterations (log scale), with the exact
// minimax value as a horizontal reference line; a dot per point, filled where UCT's move (the
// most visits) is minimax-optimal and hollow where it is not; and the terminals F2 (alpha-beta)
// examines to prove the value as a vertical reference line on the iterations axis.
import * as Plot from '@observablehq/plot';
import { formatNumber, t } from '../i18n/translate.js';

const BLUE = '#0072b2'; // Okabe-Ito: readable on light and dark backgrounds
const ORANGE = '#d55e00';
const GREEN = '#009e73';
const tick = (x) => formatNumber(x);

/** `points`: GameTree.mcts's [{iterations, estimate, optimal}]; `value`: the root's minimax value;
 *  `terminals`: F2's terminals examined. */
export function estimatePlot({ points, value, terminals, width }) {
  const last = points.at(-1)?.iterations ?? 1;
  const ys = [value, ...points.map((p) => p.estimate)];
  const pad = Math.max(0.5, (Math.max(...ys) - Math.min(...ys)) * 0.1);
  const keyText = [t('mcts-key-estimate'), t('mcts-key-optimal'), t('mcts-key-not-optimal'), t('mcts-key-value'), t('mcts-key-f2')];
  const keyColor = [BLUE, BLUE, BLUE, GREEN, ORANGE];
  return Plot.plot({
    width,
    height: Math.round(Math.min(380, Math.max(280, width * 0.6))),
    marginTop: 30,
    marginRight: width < 480 ? 20 : 170,
    marginBottom: width < 480 ? 120 : 40,
    marginLeft: 56,
    style: { background: 'transparent', color: 'currentColor', fontSize: '13px', overflow: 'visible' },
    x: {
      type: 'log',
      label: t('mcts-axis-iterations'),
      labelOffset: width < 480 ? 32 : undefined,
      domain: [1, Math.max(last, terminals) * 1.1],
      tickFormat: tick,
      ticks: 6,
    },
    y: { label: t('mcts-axis-estimate'), labelAnchor: 'center', grid: true, tickFormat: tick, domain: [Math.min(...ys) - pad, Math.max(...ys) + pad] },
    marks: [
      Plot.ruleY([value], { stroke: GREEN, strokeWidth: 2, strokeDasharray: '6,3', className: 'mcts-value-rule' }),
      Plot.ruleX([terminals], { stroke: ORANGE, strokeWidth: 2, strokeDasharray: '2,3', className: 'mcts-f2-rule' }),
      Plot.line(points, { x: 'iterations', y: 'estimate', stroke: BLUE, strokeWidth: 1.6 }),
      Plot.dot(points, { x: 'iterations', y: 'estimate', r: 3.5, stroke: BLUE, fill: (d) => (d.optimal ? BLUE : 'none') }),
      // The key, in the right margin (below the plot on narrow screens): an exported SVG needs no legend.
      ...keyText.map((text, i) =>
        Plot.text([text], {
          text: (d) => `${['—', '●', '○', '- -', '┆'][i]} ${d}`,
          frameAnchor: width < 480 ? 'bottom-left' : 'top-right',
          textAnchor: 'start',
          dx: width < 480 ? -40 : 8,
          dy: width < 480 ? 48 + 15 * i : 4 + 15 * i,
          fill: keyColor[i],
          fontWeight: 600,
        }),
      ),
      Plot.tip(
        points,
        Plot.pointer({
          x: 'iterations',
          y: 'estimate',
          title: (d) =>
            t('mcts-tip', {
              iterations: formatNumber(d.iterations),
              estimate: formatNumber(d.estimate, { maximumFractionDigits: 3 }),
              optimal: t(d.optimal ? 'mcts-yes' : 'mcts-no'),
            }),
        }),
      ),
    ],
  });
}
