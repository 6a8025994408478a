// How a new or edited tree becomes the page's current one: recorded for undo, the runs
// recomputed, the selection kept where it still means something, the text box updated.
import { messageOf } from '../core/load.js';
import { t } from '../i18n/translate.js';
import { MAX_SHOWN_TEXT } from '../panels/tree-sync.js';
import { step as undoStep } from '../panels/window-undo.js';
import { valueEditOf, valueEntry } from './history.js';

/** From this many positions the tree text box is given the new text after the repaint. */
export const TEXT_LATER_FROM = 50_000;

/** The page's tree changes, over the page's store (state/store.js: told of each new tree,
 *  which makes the runs anew), the tree `doc` (CurrentTree), the undo stack, the aspiration
 *  sweep and the tree-text box (TreeSync); `repaint()`: paints the page after a change of
 *  the undo history alone. */
export class TreeEdits {
  constructor({ store, doc, undo, sweep, treeSync, repaint, read = null }) {
    Object.assign(this, { store, doc, undo, sweep, treeSync, repaint, read });
    /** Whole-tree undo entries of generated trees -> the generator's spec (so that undo back to
     *  one gives the link its gen= again); and the spec of the tree installed. */
    this.gens = new Map();
    this.treeGen = null;
  }

  /** The text of the tree installed, for an undo entry (remembering its generator). */
  #entryText() {
    const text = this.doc.text;
    if (this.treeGen) this.gens.set(text, this.treeGen);
    return text;
  }

  /** Makes `g` the current tree (recording it for undo) and tells the store (the runs are
   *  made anew); `ownText`: the tree text box shows it even over a draft (it came from that box). */
  install(g, record = true, patch = null, ownText = false) {
    const { store, doc } = this;
    let edit = patch && doc.shape ? valueEntry(doc.shape.dewey[patch.id], doc.shape.value[patch.id], patch.value) : null;
    if (edit && !valueEditOf(edit)) edit = null; // not two finite numbers: recorded as the whole tree
    const first = doc.tree == null;
    if (record && !edit && !first) this.undo.settle(() => this.#entryText()); // the tree before this one, still installed
    doc.install(g, patch);
    if (record && first) {
      this.undo.adopt(
        (v) => {
          const id = doc.idOfDewey(v.at);
          return id >= 0 && doc.shape.value[id] === v.to;
        },
        () => doc.text,
      );
    }
    // A value edit is recorded as the edit, not as the tree's text (history.js): no text is made.
    this.treeGen = store.state.gen;
    if (record && !(edit && valueEditOf(edit).from === patch.value)) this.undo.push(edit ?? this.#entryText()); // the same value: no entry
    this.sweep.reset();
    const sel = store.state.sel;
    store.treeChanged({ sel: sel != null && !doc.idOf.has(sel) ? null : sel });
    // A text of 2n - 1 characters or more (n positions) is not shown in the box: it is not made.
    const show = () => this.treeSync.update(2 * doc.size - 1 > MAX_SHOWN_TEXT ? null : doc.text, ownText);
    clearTimeout(this.textTimer);
    if (doc.size < TEXT_LATER_FROM || typeof requestAnimationFrame !== 'function') return show();
    // A big tree's text (0.4 MB at 10^5 positions: making it and giving it to the box is about
    // a quarter of an edit) follows after the repaint is on screen; the newest tree wins.
    const tree = doc.tree;
    requestAnimationFrame(() => (this.textTimer = setTimeout(() => doc.tree === tree && show(), 0)));
  }

  /** Runs an edit on the current tree; shows errors in `msgEl`; true when applied. */
  apply(fn, msgEl, what, patch = null) {
    const { store, doc } = this;
    let g;
    try {
      g = doc.check(fn(doc.tree), { sameShape: patch != null }); // a value edit (patch) keeps the shape
    } catch (e) {
      msgEl.textContent = messageOf(e);
      return false;
    }
    msgEl.textContent = '';
    const sel = store.state.sel;
    // One change: the step stays when the new run still has it (app.js, keepStep); the
    // selection follows the edit (an added successor, the parent of one removed).
    store.batch(() => {
      this.install(g, true, patch);
      const shape = doc.shape;
      if (what === 'remove' && sel) store.select(sel.split('.').slice(0, -1).join('.'));
      else if (what === 'add' && sel != null) store.select(sel === '' ? String(shape.degree[0]) : `${sel}.${shape.degree[doc.idOf.get(sel)]}`);
      else if (sel != null && doc.idOf.has(sel)) store.select(sel);
    });
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
    if (this.doc.tree) this.undo.settle(() => this.#entryText()); // under the generator of the tree it had
    this.store.batch(() => {
      this.store.treeChanged({ step: null, sel: null, gen });
      this.install(g, true, null, ownText);
    });
  }

  /**
   * Undo (or redo) of the page: a value edit's entry holds the edit (state/history.js), so undo
   * sets the old value on the current tree and redo the new one; any other entry brings back
   * its tree's text or the window. `notice(text)` says what could not be done.
   */
  undoStep(redo, notice) {
    const { store, doc, undo } = this;
    const v = valueEditOf(undo.items[redo ? undo.at + 1 : undo.at]);
    if (v && (redo ? undo.canRedo : undo.canUndo)) {
      const id = doc.idOfDewey(v.at);
      const value = redo ? v.to : v.from;
      if (id < 0 || doc.shape.value[id] !== (redo ? v.from : v.to)) return notice(t('undo-other-tree'));
      try {
        const g = doc.check(doc.tree.setValue(v.at, value), { sameShape: true });
        if (redo) undo.redo();
        else undo.undo();
        // The step stays, as it does for the edit itself (app.js, keepStep: dropped when the
        // new run is shorter).
        return this.install(g, false, { id, value });
      } catch (e) {
        return notice(messageOf(e));
      }
    }
    const to = undoStep(undo, redo);
    if (!to) return;
    const before = store.state;
    // The entry reached may be a value edit after a whole tree (history.js, baseOf): its tree
    // is that tree with the edits since replayed.
    const base = valueEditOf(to.text) ? undo.baseOf(undo.at) : { text: to.text, edits: [] };
    const back = () => (redo ? undo.undo() : undo.redo()); // the tree shown is still the one before: so is the cursor
    if (!base) {
      back();
      undo.dropThrough(undo.at - 1);
      this.repaint();
      return notice(t('undo-not-kept'));
    }
    if (base.text === doc.text && !base.edits.length) {
      if (to.window) store.setWindow(...to.window);
      if (store.state === before) this.repaint(); // the same window: the undo buttons still change
      return;
    }
    // A whole tree: a long text is read in the tree worker (`read`: state/tree-opener.js), not here.
    const show = (g) =>
      store.batch(() => {
        store.treeChanged({ gen: this.gens.get(base.text) ?? null }); // a generated tree's link is gen= again (with a patch of the edits)
        this.install(g, false);
        if (to.window) store.setWindow(...to.window);
      });
    const replay = (g) => {
      for (const e of base.edits) {
        let next;
        try {
          next = this.doc.check(g.setValue(e.at, e.to), { sameShape: true });
        } finally {
          g.free?.();
        }
        g = next;
      }
      return g;
    };
    const at = undo.at;
    const made = this.read ? this.read(base.text) : () => doc.parse(base.text);
    Promise.resolve(made)
      .then((make) => show(replay(make())))
      .catch((e) => {
        if (e?.name === 'Cancelled' && e.superseded) return; // a newer undo (or load) took its place
        back();
        if (e?.name === 'Cancelled') return notice(t('undo-cancelled'));
        // A kept tree that cannot be made again (a history damaged in storage): the steps
        // it stands for are dropped, so undo does not fail on it again and again.
        if (redo) undo.items.splice(at);
        else undo.dropThrough(at);
        this.repaint();
        notice(t('undo-dropped', { error: messageOf(e) }));
      });
  }
}
