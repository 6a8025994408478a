// A new tree from the example menu, the text box, the generator form or an exercise: each is
// a new request for the page's tree (state/tree-opener.js: a link or tree still on its way
// is dropped), made by the core (a big one in the tree worker, with the notice's Cancel) and
// installed by state/tree-edits.js.
import { messageOf } from '../core/errors.js';
import { t } from '../i18n/translate.js';
import { Cancelled } from './tree-opener.js';

/**
 * @param {{core: object, opener: import('./tree-opener.js').TreeOpener, edits: import('./tree-edits.js').TreeEdits,
 *   notice: (text: string) => void, genMessage: HTMLElement}} page  genMessage: the generator form's message line
 */
export function newTrees({ core, opener, edits, notice, genMessage }) {
  /** `make()` makes the tree here; `say(text)` shows an error ('' before the paint). */
  const newTree = (make, say, gen = null, ownText = false) => (opener.begin(), edits.replace(make, say, gen, ownText));

  /** The generator form's tree, or the text box's: a big one is made or read in the worker;
   *  `ownText`: the text box shows the tree even over a draft. */
  async function viaOpener(made, say, gen = null, ownText = false) {
    let make;
    try {
      make = await made;
    } catch (e) {
      if (e instanceof Cancelled && e.superseded) return;
      return say(e instanceof Cancelled ? t('load-cancelled') : messageOf(e));
    }
    const lost = opener.takeLost(); // the worker was lost: the tree is made here (said after it is shown)
    newTree(make, say, gen, ownText);
    if (lost) say(lost);
  }

  return {
    newTree,
    loadExample: (name) => newTree(() => core.GameTree.example(name), notice),
    generate: (spec) => viaOpener(opener.generator(spec), (m) => (genMessage.textContent = m), spec),
    loadText: (text, msg) => viaOpener(opener.reader(text), (m) => (msg.textContent = m), null, true),
  };
}
