// UCT on the main tree, at the stepper's step (Browne et al., IEEE TCIAIG 2012, Algorithm 2;
// Kocsis & Szepesvári, ECML 2006, §2.3): the positions in the search tree drawn as examined
// (filled), the others faint (not reached); N and W/N beside each position in the search
// tree (W/N from the standpoint of the player who moves at its parent, as selection reads
// it), centred below a terminal and above an interior position; and the phase's positions marked with the step-through's marks (view/marks.js):
//  - select: the path so far (active outline, its edges as a path), the successor chosen
//    (current outline) and the UCB1 value of every successor selection chose among;
//  - expand: the position added (current), in the search tree from now on;
//  - simulate: the random path to the terminal (its edges drawn, its positions outlined),
//    the terminal reached current;
//  - backpropagate: the path whose N and W grew, with their new values.
// The page paints it instead of its own picture through view/mcts-hook.js while the box's
// "on the tree" box is ticked and the page shows the tree the run was made on; the texts are
// drawn by both renderers (svg(), paint()) and said in the ARIA tree's item (words()).

import { PHASES } from '../families/mcts/replay.js';
import { count, t } from '../i18n/translate.js';
import { halfWidth, radius } from '../view/layout.js';
import { mctsHook } from '../view/mcts-hook.js';
import { paintTerminals } from '../view/paint.js';
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

/** The picture of step k (1 … replay.length) of `replay` on `shape`, the labels as `view` shows them. */
export function mctsPicture(shape, replay, k, view) {
  const pic = paintTerminals(shape, view);
  const s = replay.statsAt(k);
  const { iteration: i, phase } = replay.phaseOf(k);
  const step = replay.run.trace[i];
  const inTree = s.inTree.slice();
  const role = new Map(); // id -> chosen | path | added | random | updated
  const ucb = new Map(); // id -> UCB1 of a successor selection chose among
  const active = new Set();
  const pv = new Set(); // the edges into these are drawn as a path
  let current = null;
  const path = [0, ...step.selected];
  if (phase === PHASES[0]) {
    for (const c of replay.choices(i)) for (const r of c.rows) ucb.set(r.id, r.ucb);
    for (const p of path) role.set(p, 'path'), active.add(p), p && pv.add(p);
    current = path.at(-1);
    if (current) role.set(current, 'chosen');
  } else if (phase === PHASES[1]) {
    for (const p of path) role.set(p, 'path'), active.add(p), p && pv.add(p);
    current = step.expanded ?? path.at(-1);
    if (step.expanded != null) (inTree[step.expanded] = 1), role.set(step.expanded, 'added'), pv.add(step.expanded);
  } else if (phase === PHASES[2]) {
    if (step.expanded != null) inTree[step.expanded] = 1;
    const walk = replay.simulated(i);
    for (const p of walk) role.set(p, 'random'), active.add(p);
    for (const p of walk.slice(1)) pv.add(p);
    current = step.leaf;
  } else {
    for (const p of replay.path(i)) role.set(p, 'updated'), active.add(p), p && pv.add(p);
  }
  if (current != null) active.delete(current);
  const status = Array.from(inTree, (x) => (x ? 'examined' : 'pending'));
  const stats = (id) => (inTree[id] ? { n: s.n[id], mean: replay.mean(s, id) } : null);
  return { ...pic, status, current, active, pv, overlay: overlay(shape, pic.labels, { stats, ucb, role, inTree }) };
}

/** The texts beside position id: N and W/N when in the search tree, UCB1 when a candidate. */
function textsOf(id, { stats, ucb }) {
  const out = [];
  const st = stats(id);
  if (st) out.push({ cls: 'mcts-n', text: t('mcts-tree-stats', { n: count(st.n), mean: st.mean == null ? '—' : num(st.mean) }) });
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

/** The texts of `marks` ({stats(id) -> {n, mean} | null, ucb: Map, role: Map}) over `shape`
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

/** The box's link to the page's tree: the picture of the stepper's step while `on`. */
export class TreeMarks {
  /** @param {object} doc the page's current tree @param {object} shape the run's shape @param {import('../families/mcts/replay.js').Replay} replay */
  constructor(doc, shape, replay) {
    Object.assign(this, { doc, shape, replay, k: 1, on: true, made: null });
    mctsHook.over = (d, own, S) => this.picture(d, S);
  }

  /** The picture the page paints, or null (its own) when off or on another tree. */
  picture(d, S) {
    if (!this.on || d.shape !== this.shape) return null;
    const key = `${this.k} ${S.view}`;
    if (this.made?.key !== key) this.made = { key, pic: mctsPicture(this.shape, this.replay, this.k, S.view) };
    return this.made.pic;
  }

  /** Shows step k. */
  show(k) {
    this.k = k;
    mctsHook.repaint?.();
  }

  /** Draws on the tree or not. */
  toggle(on) {
    this.on = on;
    mctsHook.repaint?.();
  }
}
