// A position's accessible name in the tree view's ARIA tree (tree-view.js): its Dewey name,
// who moves, its value or bound as drawn, and its status in the picture (examined, cut off
// and how, saved by the window, not reached yet). Every string of it is here, each sentence
// made whole from its variables, so that a message file can take its place later.
import { player } from './standpoint.js';

export const POSITION_WORDS = {
  root: 'root',
  position: (name) => `Position ${name}`,
  toMove: (who) => `${who} to move`,
  terminal: (v) => `terminal, value ${v}`,
  interior: (n, v) => `${n} successor${n === 1 ? '' : 's'}${v ? `, value ${v}` : ''}`,
  status: {
    examined: 'examined',
    current: 'examined, the current step',
    pending: 'not reached yet',
    skipped: 'not examined',
    shallow: 'cut off by a shallow cutoff',
    deep: 'cut off by a deep cutoff',
    window: "cut off by the window's bound",
    saved: 'saved by the window (the full window examines it)',
  },
  extra: 'examined only because of the window',
  none: 'No tree',
};

/**
 * The accessible name of position `id` of `shape` in the picture `model` (tree-view.js's
 * render()), or of the shape alone when there is no picture.
 */
export function positionName(shape, model, id) {
  const W = POSITION_WORDS;
  const name = id === 0 ? W.root : W.position(shape.dewey[id]);
  const label = model?.labels?.[id] ?? '';
  const what = shape.value[id] !== null ? W.terminal(label || String(shape.value[id])) : W.interior(shape.degree[id], label);
  const parts = [name, W.toMove(player(shape.depth[id])), what];
  const st = model?.status?.[id];
  // 'pending' outside a step-through is a picture of terminals only (practice, a failed run):
  // nothing to say about the search there.
  if (st && !(st === 'pending' && model.current == null)) parts.push(id === model.current && st === 'examined' ? W.status.current : (W.status[st] ?? st.replace(/_/g, ' ')));
  if (model?.marks?.has?.(id)) parts.push(W.extra);
  return parts.join(', ');
}
