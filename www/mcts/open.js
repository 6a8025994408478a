// The Monte Carlo tree search panel (UCT beside alpha-beta), loaded when its box is first
// opened (app.js imports this module then): its code, the full core (GameTree.mcts is not in
// the first, lean module) and Observable Plot stay out of the page's first view. The page's
// own functions come as arguments (`io`: loadFull, loadLater, messageOf, t), so this module
// imports nothing statically and the first module names nothing more to preload for it (the
// first load's weight: tests/browser/core/first-load-weight.test.mjs).

/** The panel drawing into `host` on the page's current tree `doc` (core/current-tree.js,
 *  read at each run); its results go when the page's `store` (state/store.js) changes to
 *  another tree. Null, with a message in `host`, when it could not load. */
import { writeMcts } from './link.js';

export async function openMcts(host, doc, store, { loadFull, loadLater, messageOf, t }) {
  host.textContent = t('path-loading'); // "Loading the panel…", a message of the first view
  try {
    const [{ MctsPanel }] = await Promise.all([import('./panel.js'), loadFull(), loadLater()]);
    const panel = new MctsPanel(host, doc);
    store.subscribe(() => panel.treeChanged());
    return panel;
  } catch (e) {
    host.textContent = t('mcts-not-loaded', { error: messageOf(e) });
    return null;
  }
}

/**
 * Returns `open(link = null)` for the Monte Carlo box `box` (a <details>, open now): the panel
 * (made at the first call), its options from a link (`link`: set and run). The box's options
 * and that it is open go back to the link (store.setMcts): when it opens or runs; null when
 * it closes.
 */
export function mctsOpener({ box, host, doc, store, io }) {
  let panel = null; // Promise<MctsPanel | null>
  const open = async (link = null) => {
    panel ??= openMcts(host, doc, store, io);
    const p = await panel;
    if (!p) return (panel = null); // not loaded (said in the box): the next opening tries again
    p.onRun = (o) => store.setMcts(writeMcts(o));
    if (link) p.setLink(link);
  };
  const opened = async () => {
    await open();
    const o = (await panel)?.settings();
    if (o && box.open && writeMcts(o) !== store.state.mcts) store.setMcts(writeMcts(o));
  };
  box.addEventListener('toggle', () => (box.open ? opened() : store.state.mcts && store.setMcts(null)));
  opened(); // the box is open now (the toggle that made it was before this listener)
  return open;
}
