// The deepest tree the playground shows, shared by the page (core/current-tree.js) and the
// <game-tree-playground> element (embed/embed.js, practice/embed-practice.js), so a tree the
// page refuses is refused by the element with the same words.
import { pageError } from './page-error.js';

/**
 * The deepest tree the page takes. The page shows some things per level (the counts by
 * depth, the call stack, the drawing's rows): a chain 100,000 levels deep made 500,000
 * table cells and froze the page for 40 s in layout alone. Deeper trees are refused before
 * any of it is built; the command line (gametree) takes them.
 */
export const MAX_PAGE_DEPTH = 1000;

/** The error for a tree `height` levels deep shown by `who` ('this page', 'this element'),
 *  or null when it fits: an Error the page words in its language (messageOf). */
export function tooDeep(height, who) {
  if (height <= MAX_PAGE_DEPTH) return null;
  const english = `the tree is ${height.toLocaleString('en')} levels deep; ${who} handles at most ${MAX_PAGE_DEPTH.toLocaleString('en')} levels (the command line, gametree, takes deeper trees)`;
  return pageError(english, who === 'this element' ? 'lim-deep-element' : 'lim-deep-page', { height, max: MAX_PAGE_DEPTH });
}
