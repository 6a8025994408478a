// The Monte Carlo tree search panel (UCT beside alpha-beta), loaded when first opened: its
// code, the full core (GameTree.mcts is not in the first, lean module) and Observable Plot
// stay out of the page's first view.
import { loadFull, messageOf } from '../core/load.js';
import { loadLater, t } from '../i18n/l10n.js';

/**
 * Opens the panel in `box` (a <details>) drawing into `host` the first time the box is
 * opened. `doc`: the page's current tree (core/current-tree.js), read at each run.
 * Returns `changed()`, to call when the page's tree may have changed (the results go stale).
 */
export function mctsOpener({ box, host, doc }) {
  let panel = null; // Promise<MctsPanel>, once opened
  async function open() {
    try {
      panel ??= Promise.all([import('./panel.js'), loadFull(), loadLater()]).then(([{ MctsPanel }]) => new MctsPanel(host, doc));
      await panel;
    } catch (e) {
      panel = null;
      host.textContent = t('mcts-not-loaded', { error: messageOf(e) });
    }
  }
  box.addEventListener('toggle', () => box.open && open());
  return () => panel?.then((p) => p.treeChanged()).catch(() => {});
}
