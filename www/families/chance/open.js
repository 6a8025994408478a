// The way in for trees with chance positions: the lean core (the page's first module) refuses
// them (crate/src/notation.rs, with_chance), so a text that may hold one (state/tree-opener.js)
// loads the full core, the later messages and this family's drawing first, and then the tree
// is read as any other.
import { loadFull } from '../../core/load.js';
import { laterMessages } from '../../i18n/translate.js';
import { chanceHook } from '../../view/chance-hook.js';
import { chancePartsOf } from './shape.js';

/** Resolves when a tree with chance positions can be read and drawn. */
export function ready() {
  return Promise.all([loadFull(), laterMessages()]).then(() => {
    chanceHook.of = chancePartsOf;
  });
}
