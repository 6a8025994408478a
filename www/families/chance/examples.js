// The core's examples with chance positions (crate/src/examples.rs CHANCE_NAMES; the full
// core's chanceExampleNames(), checked by tests/unit/families/chance/chance.test.mjs) in the
// Examples menu: added after the first view, with the later part of the messages (their
// words, example-<name>); choosing one loads the full core first (open.js), which reads it.
import { t } from '../../i18n/translate.js';
import { ready } from './open.js';

export const CHANCE_EXAMPLES = ['dice', 'aima-chance', 'aima-chance-transformed'];
const LABELS = { dice: 'example-dice', 'aima-chance': 'example-aima-chance', 'aima-chance-transformed': 'example-aima-chance-transformed' };

/**
 * Adds the examples to the menu `sel`, whose own listener loads the others; `loadExample(name)`
 * loads one, `notice(text)` says why it could not.
 */
export function addChanceExamples(sel, loadExample, notice) {
  for (const name of CHANCE_EXAMPLES) {
    const o = document.createElement('option');
    o.value = name;
    o.dataset.l10nId = LABELS[name];
    o.textContent = t(o.dataset.l10nId);
    sel.append(o);
  }
  // Before the menu's own listener (at the target, capture listeners run first): the full core first.
  sel.addEventListener(
    'change',
    (e) => {
      const name = sel.value;
      if (!CHANCE_EXAMPLES.includes(name)) return;
      e.stopImmediatePropagation();
      ready().then(
        () => loadExample(name),
        (err) => notice(err.message),
      );
    },
    { capture: true },
  );
}
