// The boxes whose panels load their code when first opened (index.html): Pathology
// (pathology/open.js) and Monte Carlo tree search (mcts/open.js: UCT beside alpha-beta on the
// current tree, with the full core and the later messages; its results go with their tree).
// Both can be opened by a link (patho=, mcts=: state/link-keys.js).
import { loadFull, messageOf } from '../core/load.js';
import { loadLater } from '../i18n/l10n.js';
import { t } from '../i18n/translate.js';
import { pathologyOpener } from '../pathology/open.js';

/** Wires both boxes; returns `open(state)`: a link's state opens those it names (patho=, mcts=). */
export function lazyBoxes({ $, core, doc, store }) {
  const box = $('mcts-panel');
  let mcts = null; // Promise<open(link)>, once the box is first opened (mcts/open.js mctsOpener)
  const openMcts = (link = null) => {
    if (link) box.open = true;
    mcts ??= import('../mcts/open.js').then((m) => m.mctsOpener({ box, host: $('mcts-host'), doc, store, io: { loadFull, loadLater, messageOf, t } }));
    return mcts.then((open) => open(link));
  };
  box.addEventListener('toggle', () => box.open && openMcts(), { once: true });
  const openPathology = pathologyOpener({ box: $('path-panel'), host: $('path-host'), core, onSettings: (text) => store.setPathology(text) });
  return (state) => {
    if (state.patho) openPathology(state.patho);
    if (state.mcts) openMcts(state.mcts);
  };
}
