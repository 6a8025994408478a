// The boxes whose panels load their code when first opened (index.html): Pathology
// (pathology/open.js) and Monte Carlo tree search (mcts/open.js: UCT beside alpha-beta on the
// current tree, with the full core and the later messages; its results go with their tree).
import { loadFull, messageOf } from '../core/load.js';
import { loadLater } from '../i18n/l10n.js';
import { t } from '../i18n/translate.js';
import { pathologyOpener } from '../pathology/open.js';

/** Wires both boxes; returns the pathology panel's opener (a link's settings open it). */
export function lazyBoxes({ $, core, doc, store }) {
  const openMcts = () => import('../mcts/open.js').then((m) => m.openMcts($('mcts-host'), doc, store, { loadFull, loadLater, messageOf, t }));
  $('mcts-panel').addEventListener('toggle', openMcts, { once: true });
  return pathologyOpener({ box: $('path-panel'), host: $('path-host'), core, onSettings: (text) => store.setPathology(text) });
}
