// A position's accessible name in the tree view's ARIA tree (tree-view.js): its Dewey name,
// who moves, its value or bound as drawn, and its status in the picture (examined, cut off
// and how, saved by the window, not reached yet). Every sentence comes whole from the
// message files (tree-position and its parts), in the page's language.

import { count, t } from '../i18n/translate.js';
import { player } from './standpoint.js';

/** The status words of a picture's statuses (the core's status names), as message ids. */
const STATUS = {
  examined: 'tree-status-examined',
  current: 'tree-status-current',
  pending: 'tree-status-pending',
  skipped: 'tree-status-skipped',
  shallow: 'tree-status-shallow',
  deep: 'tree-status-deep',
  window: 'tree-status-window',
  saved: 'tree-status-saved',
};

export const POSITION_WORDS = {
  tree: () => t('tree-label'),
  none: () => t('tree-none'),
  /** A status's words; a status the page has no words for is shown with its name. */
  status: (st) => (STATUS[st] ? t(STATUS[st]) : st.replace(/_/g, ' ')),
};

/**
 * The accessible name of position `id` of `shape` in the picture `model` (tree-view.js's
 * render()), or of the shape alone when there is no picture.
 */
export function positionName(shape, model, id) {
  if (shape.chance) return shape.chance.name(shape, model, id, positionName); // a tree with chance positions (view/chance-hook.js)
  const label = model?.labels?.[id] ?? '';
  const terminal = shape.value[id] !== null;
  const st = model?.status?.[id];
  // 'pending' outside a step-through is a picture of terminals only (practice, a failed run):
  // nothing to say about the search there.
  const said = st && !(st === 'pending' && model.current == null);
  const status = said ? POSITION_WORDS.status(id === model.current && st === 'examined' ? 'current' : st) : '';
  return t('tree-position', {
    p: id === 0 ? 'root' : shape.dewey[id],
    who: player(shape.depth[id]),
    kind: terminal ? 'terminal' : 'interior',
    value: (terminal ? label || String(shape.value[id]) : label) || 'none', // 'none': the message says nothing of it
    count: count(shape.degree[id]),
    status: status || 'none',
    extra: model?.marks?.has?.(id) ? 'yes' : 'no',
  });
}
