// How a new or edited tree becomes the page's current one: recorded for undo, the runs
// recomputed, the selection kept where it still means something, the text box updated.
import { messageOf } from '../core/load.js';

/** The page's tree changes, over the page state `S`, the tree `doc` (CurrentTree), the
 *  undo stack, the runs (PageRuns), the aspiration sweep and the tree-text box (TreeSync);
 *  `afterChange()`: paints the page and saves the link. */
export class TreeEdits {
  constructor({ S, doc, undo, runs, sweep, treeSync, afterChange }) {
    Object.assign(this, { S, doc, undo, runs, sweep, treeSync, afterChange });
  }

  /** Makes `g` the current tree (recording it for undo) and recomputes the runs;
   *  `ownText`: the tree text box shows it even over a draft (it came from that box). */
  install(g, record = true, patch = null, ownText = false) {
    const { S, doc } = this;
    doc.install(g, patch);
    if (record) this.undo.push(doc.text);
    this.sweep.reset();
    this.runs.recompute(doc, S);
    if (S.sel != null && !doc.idOf.has(S.sel)) S.sel = null;
    this.treeSync.update(doc.text, ownText);
  }

  /** Runs an edit on the current tree; shows errors in `msgEl`; true when applied. */
  apply(fn, msgEl, what, patch = null) {
    const { S, doc } = this;
    let g;
    try {
      g = doc.check(fn(doc.tree), { sameShape: patch != null }); // a value edit (patch) keeps the shape
    } catch (e) {
      msgEl.textContent = messageOf(e);
      return false;
    }
    msgEl.textContent = '';
    const sel = S.sel;
    this.install(g, true, patch); // keeps S.step when the new run still has that step (PageRuns.recompute)
    const shape = doc.shape;
    if (what === 'remove' && sel) S.sel = sel.split('.').slice(0, -1).join('.');
    else if (what === 'add' && sel != null) S.sel = sel === '' ? String(shape.degree[0]) : `${sel}.${shape.degree[doc.idOf.get(sel)]}`;
    else if (sel != null && doc.idOf.has(sel)) S.sel = sel;
    this.afterChange();
    return true;
  }

  /** A new tree from the example menu, the text box or the generator (`gen`: its spec);
   *  `say` shows the error, or '' before the page is painted. */
  replace(make, say, gen = null, ownText = false) {
    let g;
    try {
      g = this.doc.check(make());
    } catch (e) {
      say(messageOf(e));
      return;
    }
    if (gen == null) say('');
    Object.assign(this.S, { step: null, sel: null, gen });
    this.install(g, true, null, ownText);
    this.afterChange();
  }
}
