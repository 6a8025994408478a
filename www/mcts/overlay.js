// UCT's texts on the tree (mcts/tree-marks.js's pictures, and <game-tree-playground
// procedure="mcts">'s: embed/embed-mcts.js): N and W/N beside each position in the search
// tree (W/N from the standpoint of the player who moves at its parent, as selection reads
// it; Kocsis & Szepesvári, ECML 2006, §2.3), the UCB1 value of a successor selection chose
// among, and a position's part in the phase, drawn by both renderers (svg(), paint()) and
// said in the ARIA tree's item (words()). Without the page's hook (view/mcts-hook.js), so
// that the element's code does not pull the page's modules apart.
import { count, t } from '../i18n/translate.js';
import { halfWidth, radius } from '../view/layout.js';
import { num } from './stepper.js';

const SIZE = 9; // the texts' size, tree units (scaled with the zoom, like the Dewey names)
const LINE = 11; // between the N line and the UCB line
const GAP = 3; // between a position's outline and its texts
const MIN_PX = 6; // not drawn smaller than this on screen (canvas)
const CSS = `.tree-svg .overlay text { font-size: ${SIZE}px; paint-order: stroke; stroke: var(--tv-bg); stroke-width: 2.5px; fill: var(--tv-fg); pointer-events: none }
.tree-svg .overlay .mcts-ucb { fill: var(--tv-active); font-weight: 700 }`;
const styled = new WeakSet();
/** A position's part in the phase, as the ARIA tree's item says it. */
const ROLE_WORDS = {
  path: 'mcts-tree-role-path',
  chosen: 'mcts-tree-role-chosen',
  added: 'mcts-tree-role-added',
  random: 'mcts-tree-role-random',
  updated: 'mcts-tree-role-updated',
};

/** The texts beside position id: N and W/N when in the search tree, UCB1 when a candidate. */
function textsOf(id, { stats, ucb, split = false }) {
  const out = [];
  const st = stats(id);
  const mean = st?.mean == null ? '—' : num(st.mean);
  // `split`: N and W/N on two lines (narrow trees: <game-tree-playground>'s, embed/embed-mcts.js).
  if (st && split) out.push({ cls: 'mcts-n', text: t('mcts-tree-n', { n: count(st.n) }) }, { cls: 'mcts-mean', text: mean });
  else if (st) out.push({ cls: 'mcts-n', text: t('mcts-tree-stats', { n: count(st.n), mean }) });
  if (ucb.has(id)) out.push({ cls: 'mcts-ucb', text: t('mcts-tree-ucb', { ucb: num(ucb.get(id)) }) });
  return out;
}

/** Where position id's texts go (tree units from its centre), outside its outline and centred
 *  on it: below a terminal, above an interior position (its edges go down); centred, the
 *  texts of neighbouring positions meet less than beside them. */
function placeOf(shape, labels, id) {
  const label = labels[id] ?? '';
  const off = Math.max(halfWidth(label), radius(label)) + GAP; // a wide label widens the outline
  const down = shape.degree[id] === 0;
  return { x: 0, y: down ? off : -off, down, anchor: 'middle' };
}

/** The texts of `marks` ({stats(id) -> {n, mean} | null, ucb: Map, role: Map, split?}) over `shape`
 *  labelled `labels`, in both renderers and the ARIA tree (also <game-tree-playground>'s, embed/embed-mcts.js). */
export function overlay(shape, labels, marks) {
  const { role } = marks;
  return {
    /** The SVG renderer's texts (view/svg-drawing.js), into `layer`. */
    svg(layer, pos, el) {
      const root = layer.getRootNode();
      if (!styled.has(root) && (root instanceof Document || root instanceof ShadowRoot)) {
        styled.add(root);
        const style = document.createElement('style');
        style.dataset.mctsMarks = '';
        style.textContent = CSS;
        (root.head ?? root).append(style);
      }
      for (let id = 0; id < shape.parent.length; id++) {
        const texts = textsOf(id, marks);
        if (!texts.length) continue;
        const at = placeOf(shape, labels, id);
        texts.forEach((x, j) => {
          const dy = (at.down ? 1 : -1) * LINE * (at.down ? j : texts.length - 1 - j);
          const attrs = { class: x.cls, 'data-id': id, x: pos.x[id] + at.x, y: pos.y[id] + at.y + dy };
          if (role.has(id)) attrs['data-role'] = role.get(id);
          const e = el('text', { ...attrs, 'text-anchor': at.anchor, 'dominant-baseline': at.down ? 'hanging' : 'auto' }, layer);
          e.textContent = x.text;
        });
      }
    },
    /** The canvas renderer's texts (view/canvas-paint.js): the positions on screen of the levels not drawn as bands. */
    paint(ctx, v, ranges, sx) {
      const { theme } = v;
      const k = v.t.k;
      if (SIZE * k < MIN_PX) return;
      ctx.lineJoin = 'round';
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = theme.bg;
      for (const r of ranges) {
        if (!r || r.band) continue;
        for (let id = r.a; id < r.b; id++) {
          const texts = textsOf(id, marks);
          if (!texts.length) continue;
          const at = placeOf(shape, labels, id);
          ctx.textAlign = at.anchor === 'middle' ? 'center' : at.anchor;
          ctx.textBaseline = at.down ? 'hanging' : 'alphabetic';
          texts.forEach((x, j) => {
            const dy = (at.down ? 1 : -1) * LINE * (at.down ? j : texts.length - 1 - j);
            ctx.font = `${x.cls === 'mcts-ucb' ? 700 : 400} ${SIZE * k}px ${theme.font}`;
            ctx.fillStyle = x.cls === 'mcts-ucb' ? theme.active : theme.fg;
            const px = sx(id) + at.x * k;
            const py = r.yy + (at.y + dy) * k;
            ctx.strokeText(x.text, px, py);
            ctx.fillText(x.text, px, py);
          });
        }
      }
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
    },
    /** What the ARIA tree's item adds for position id (view/tree-item.js). */
    words(id) {
      const st = marks.stats(id);
      const parts = [st ? t('mcts-tree-visits', { n: count(st.n), mean: st.mean == null ? '—' : num(st.mean) }) : t('mcts-tree-unvisited')];
      if (marks.ucb.has(id)) parts.push(t('mcts-tree-ucb', { ucb: num(marks.ucb.get(id)) }));
      if (role.has(id)) parts.push(t(ROLE_WORDS[role.get(id)]));
      return parts.join(', ');
    },
  };
}
