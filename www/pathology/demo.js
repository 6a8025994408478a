// The demonstration tree (thesis §5.3): one Pearl-game tree of width 2 as the experiment
// draws it (the core's pathologyTree(): sample 0 of the seed), with each position's true
// value (forced win or loss for Max, backed up by minimax from the terminals), the static
// evaluation at search depth d (the number of terminal 1-positions below), the values
// backed up from level d to the root's two sons by minimax and by product propagation
// (§5.2), and the decision each makes beside the truth. The core scores the same tree
// (its `scores`): the panel shows both, and the browser test checks they agree.

import { count, formatNumber, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

const SVG = 'http://www.w3.org/2000/svg';
const s = (tag, attrs = {}, text) => {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text != null) e.textContent = text;
  return e;
};

/**
 * Backs up the level-d evaluations of `tree` (the core's {width, terminalLevel,
 * evaluations, trueValues}) to every position above: minimax on the counts, and product
 * propagation on count / terminals below (Min: ∏x, Max: 1 − ∏(1 − x)). Level 0 is Max.
 * @returns {{minimax: number[][], product: number[][]}} per level 0..d, per position
 */
export function backUp(tree, d) {
  const w = tree.width;
  const below = w ** (tree.terminalLevel - d);
  const minimax = [];
  const product = [];
  minimax[d] = tree.evaluations[d].slice();
  product[d] = tree.evaluations[d].map((e) => e / below);
  for (let l = d - 1; l >= 0; l--) {
    const max = l % 2 === 0;
    minimax[l] = [];
    product[l] = [];
    for (let i = 0; i < tree.evaluations[l].length; i++) {
      const kids = [...Array(w).keys()].map((k) => i * w + k);
      const m = kids.map((k) => minimax[l + 1][k]);
      minimax[l][i] = max ? Math.max(...m) : Math.min(...m);
      const p = kids.map((k) => product[l + 1][k]);
      product[l][i] = max ? 1 - p.reduce((a, x) => a * (1 - x), 1) : p.reduce((a, x) => a * x, 1);
    }
  }
  return { minimax, product };
}

/** The decision at the root between its forced-win son and its forced-loss son: 1 correct, ½ a tie, 0 wrong. */
export function decision(tree, values) {
  const win = tree.trueValues[1].indexOf(1);
  const loss = tree.trueValues[1].indexOf(0);
  const [a, b] = [values[1][win], values[1][loss]];
  return { win, loss, score: a > b ? 1 : a === b ? 0.5 : 0, chosen: a > b ? win : a === b ? null : loss };
}

/** The son's side: 'left' or 'right' (a selector's key in the messages). */
const LABEL = (k) => (k === 0 ? 'left' : 'right');
const fmtP = (x) => formatNumber(x, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Draws the tree into `host` and the decisions into `out`; `scores`: the core's {minimax, product} per depth. */
export function drawDemo(host, out, tree, d, scores) {
  const tl = tree.terminalLevel;
  const leaves = tree.width ** tl;
  const gap = 34;
  const W = leaves * gap;
  const rowH = 58;
  const H = (tl + 1) * rowH + 10;
  const x = (l, i) => ((i + 0.5) * W) / tree.width ** l;
  const y = (l) => 24 + l * rowH;
  const back = backUp(tree, d);
  const mm = decision(tree, back.minimax);
  const pp = decision(tree, back.product);
  const svg = s('svg', { class: 'path-demo-svg', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img' });
  svg.style.minWidth = `${leaves * 20}px`; // narrow screens scale t = 4 to fit and scroll t = 5
  svg.setAttribute('aria-label', t('path-demo-label', { t: String(tl), d: String(d), minimax: verdict(mm.score), product: verdict(pp.score) }));
  const edges = s('g', { class: 'edges' });
  const nodes = s('g', { class: 'nodes' });
  for (let l = 0; l <= tl; l++) {
    tree.evaluations[l].forEach((_, i) => {
      if (l > 0) {
        const parent = Math.floor(i / tree.width);
        const cls = l > d ? 'beyond' : l === 1 && (i === mm.chosen || i === pp.chosen) ? 'chosen' : '';
        edges.append(s('line', { x1: x(l - 1, parent), y1: y(l - 1), x2: x(l, i), y2: y(l), class: cls }));
      }
      const win = tree.trueValues[l][i] === 1;
      const g = s('g', {
        class: `pnode ${l % 2 === 0 ? 'max' : 'min'} ${win ? 'win' : 'loss'}${l > d ? ' beyond' : ''}${l === d ? ' horizon' : ''}`,
        transform: `translate(${x(l, i)},${y(l)})`,
      });
      const r = l === tl ? 9 : 12;
      g.append(l % 2 === 0 ? s('rect', { x: -r, y: -r, width: 2 * r, height: 2 * r, rx: 2 }) : s('circle', { r }));
      if (l <= d) g.append(s('text', { class: 'val', dy: '0.35em' }, String(back.minimax[l][i])));
      else if (l === tl) g.append(s('text', { class: 'val', dy: '0.35em' }, String(tree.evaluations[l][i])));
      g.append(s('text', { class: 'truth', dy: r + 11 }, win ? 'W' : 'L'));
      g.append(
        s(
          'title',
          {},
          t('path-demo-node', {
            level: String(l),
            player: l % 2 === 0 ? 'Max' : 'Min',
            win: win ? 'yes' : 'no',
            ones: String(tree.evaluations[l][i]),
            d: l <= d ? String(d) : 'none',
            minimax: String(back.minimax[l]?.[i] ?? ''),
            product: l <= d ? fmtP(back.product[l][i]) : '',
          }),
        ),
      );
      nodes.append(g);
    });
  }
  svg.append(s('line', { class: 'horizon-line', x1: 0, x2: W, y1: y(d) + 33, y2: y(d) + 33 }), edges, nodes);
  host.replaceChildren(svg);
  const line = (name, dec, vals, f, core) =>
    h(
      'li',
      { 'data-backup': name, 'data-score': String(dec.score), 'data-core-score': String(core) },
      `${t('path-demo-backs-up', { rule: name, left: f(vals[1][0]), right: f(vals[1][1]) })} `,
      h('strong', {}, dec.chosen == null ? t('path-demo-tie') : t('path-demo-picks', { side: LABEL(dec.chosen), correct: dec.score === 1 ? 'yes' : 'no' })),
      core === dec.score ? '' : ` ${t('path-demo-core-scores', { score: String(core) })}`,
    );
  out.replaceChildren(
    h('p', {}, t('path-demo-truth', { win: LABEL(mm.win), loss: LABEL(mm.loss), d: String(d) })),
    h('ul', {}, line('minimax', mm, back.minimax, String, scores.minimax[d - 1]), line('product', pp, back.product, fmtP, scores.product[d - 1])),
    tree.discarded ? h('p', { class: 'hint' }, t('path-demo-discarded', { count: count(tree.discarded) })) : '',
  );
  return { minimax: mm, product: pp };
}

const verdict = (score) => t(score === 1 ? 'path-verdict-correct' : score === 0 ? 'path-verdict-wrong' : 'path-verdict-tie');
