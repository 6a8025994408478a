// The ARIA tree's one item (WAI-ARIA APG, tree view): the view's box is the tree and keeps
// the focus; one treeitem stands for the selected position (aria-activedescendant), its
// level, place among its siblings and accessible name set anew at each move. One element
// whatever the tree's size: the canvas renderer draws up to 2,000,000 positions, and a DOM
// element for each would freeze the page; the table view (search-table.js) lists them.

import { dfsOrderOf } from './dfs-order.js';
import { POSITION_WORDS, positionName } from './position-words.js';

/** Each view's ids of its item are its own (several views share a page). */
let views = 0;

export class TreeItem {
  /** @param {HTMLElement} box  the tree (role tree), whose active descendant the item is */
  constructor(box) {
    this.box = box;
    this.uid = `tv${++views}`;
    this.el = document.createElement('div');
    this.el.setAttribute('role', 'treeitem');
    this.el.className = 'sr-only tv-item';
    this.el.id = `${this.uid}-none`;
    this.el.setAttribute('aria-label', POSITION_WORDS.none());
    box.setAttribute('aria-activedescendant', this.el.id);
  }

  /**
   * The selected position (the root while none is, selected < 0), with its level, its place
   * among its siblings, whether it has successors (always shown: expanded) and its name
   * (position-words.js, then `extra`: the caller's description, a practice mark, a value
   * typed). A new id for each position, so that a screen reader announces each move.
   * @param {{shape: object, model: object|null, selected: number, first?: Int32Array, describe?: (id:number)=>string|undefined}} v
   */
  sync({ shape, model, selected, first, describe }) {
    const it = this.el;
    if (!shape?.parent.length) return;
    const id = Math.max(selected, 0);
    const p = shape.parent[id];
    first ??= dfsOrderOf(shape).first;
    it.id = `${this.uid}-p${id}`;
    it.setAttribute('aria-level', String(shape.depth[id] + 1));
    it.setAttribute('aria-posinset', String(p < 0 ? 1 : id - first[p] + 1));
    it.setAttribute('aria-setsize', String(p < 0 ? 1 : shape.degree[p]));
    if (shape.degree[id] > 0) it.setAttribute('aria-expanded', 'true');
    else it.removeAttribute('aria-expanded');
    it.setAttribute('aria-selected', String(selected >= 0));
    const extra = describe?.(id);
    const own = model?.overlay?.words(id); // a picture's own words (UCT's N and W/N: view/mcts-hook.js)
    it.setAttribute('aria-label', [positionName(shape, model, id), own, extra].filter(Boolean).join('; '));
    this.box.setAttribute('aria-activedescendant', it.id);
  }
}
