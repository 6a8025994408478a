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
// drawn by both renderers and said in the ARIA tree's item (mcts/overlay.js).

import { PHASES } from '../families/mcts/replay.js';
import { mctsHook } from '../view/mcts-hook.js';
import { paintTerminals } from '../view/paint.js';
import { overlay } from './overlay.js';

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
