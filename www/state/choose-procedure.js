// Choosing the procedure shown, or those the compare view adds (the menus, the keys, a cut's
// reason, practice): their code is loaded first (families/index.js), then the store is told.
// A link opened meanwhile chose its own procedures: the older choice is dropped.
import { messageOf, wordOr } from '../core/errors.js';
import { COMPARE_VIEW, KM, shortName } from '../core/procedures.js';
import { loadFamilies } from '../families/index.js';
import { t } from '../i18n/translate.js';
import { comparing } from './show.js';

/**
 * @param {{store: import('./store.js').Store, notice: (text: string) => void, announce: (text: string) => void,
 *   syncControls: () => void}} page  syncControls: the menus back to the state (a choice not made)
 * @returns {{setProc: (name: string) => Promise<void>, setExtras: (names: string[]) => Promise<void>, linkStarted: () => void}}
 */
export function procedureChooser({ store, notice, announce, syncControls }) {
  let links = 0; // links begun: a choice from before the newest does not replace its procedures

  /** Loads `names`' code; true when the choice still stands (else the menus go back). */
  async function loaded(names, failure) {
    const at = links;
    const failed = await loadFamilies(names).then(() => null, messageOf);
    if (at === links && failed) notice(failure(failed));
    if (at === links && !failed) return true;
    syncControls();
    return false;
  }

  /** Procedure `name` shown alone, or (COMPARE_VIEW, the menu's Compare) the compare view. */
  async function setProc(name) {
    const S = store.state;
    if (name === COMPARE_VIEW) return comparing(S) ? undefined : store.showCompare();
    if (S.proc === name && !comparing(S)) return;
    if (
      !(await loaded([name], (why) =>
        wordOr(
          `${shortName(name)} could not be loaded: ${why}. Knuth & Moore's ${KM.slice(0, -1).join(', ')} and ${KM.at(-1)} still work.`,
          'proc-not-loaded',
          { proc: shortName(name), why, first: KM.slice(0, -1).join(', '), last: KM.at(-1) },
        ),
      ))
    )
      return;
    const view = store.state.view;
    store.chooseProcedure(name);
    if (store.state.view !== view)
      announce(
        wordOr(`${shortName(name)} works from Max's standpoint: the minimax view is on (v toggles it).`, 'proc-minimax-view', { proc: shortName(name) }),
      );
  }

  async function setExtras(names) {
    if (await loaded(names, (why) => t('notice-compare-not-loaded', { why }))) store.chooseCompared(names);
  }

  return { setProc, setExtras, linkStarted: () => (links += 1) };
}
