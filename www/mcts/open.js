// The Monte Carlo tree search panel (UCT beside alpha-beta), loaded when its box is first
// opened (app.js imports this module then): its code, the full core (GameTree.mcts is not in
// the first, lean module) and Observable Plot stay out of the page's first view. The page's
// own functions come as arguments (`io`: loadFull, loadLater, messageOf, t), so this module
// imports nothing statically and the first module names nothing more to preload for it (the
// first load's weight: tests/browser/core/first-load-weight.test.mjs).

/** The panel drawing into `host` on the page's current tree `doc` (core/current-tree.js,
 *  read at each run); its results go when the page's `store` (state/store.js) changes to
 *  another tree. Null, with a message in `host`, when it could not load. */
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
