// The page's practice switch and area: practice/mode.js is loaded the first time practice
// mode is switched on (mode=practice in the link, or the switch), so exploring never pays
// for it, nor for the full core it needs (core/load.js). The page passes what the mode
// needs; this module only turns it on and off.

import { wordOr } from '../core/errors.js';
import { loadFull, messageOf } from '../core/load.js';
import { loadLater } from '../i18n/l10n.js';

/**
 * Wires the practice switch (`button`) and area (`area`) to the page's store (state/store.js).
 * `options()`: the PracticeMode's dependencies (core, store, doc, TreeView, announce,
 * loadText, setProc), asked when it is first built. `announce`: the page's own, called when
 * the mode changes. Returns `sync()`, called on every paint.
 */
export function wirePractice({ area, button, store, options, announce }) {
  let practice = null;
  let loading = null;

  async function sync() {
    const on = store.state.practice.mode === 'practice';
    document.body.classList.toggle('practicing', on);
    area.hidden = !on;
    button.setAttribute('aria-pressed', String(on));
    if (!on) {
      practice?.left(); // the attempt record notes it (practice/attempts.js)
      practice?.destroy();
      practice = null;
      return;
    }
    if (!practice) {
      // The mode's code, and the full core (core/load.js): practice is not in the first module.
      loading ??= Promise.all([import('./mode.js'), loadFull(), loadLater()]).then(([m]) => m);
      let PracticeMode;
      try {
        ({ PracticeMode } = await loading);
      } catch (e) {
        // The page says what failed (app.js hears it from core/load.js) and stays in explore mode.
        loading = null;
        if (store.state.practice.mode === 'practice')
          setMode('explore', wordOr(`Practice mode could not be loaded: ${messageOf(e)}.`, 'practice-not-loaded-mode', { error: messageOf(e) }));
        return;
      }
      if (store.state.practice.mode !== 'practice') return;
      practice ??= new PracticeMode(area, options());
    }
    practice.sync();
  }

  function setMode(mode, why = '') {
    store.setPracticeMode(mode); // the minimax view too (state/store.js)
    announce(mode === 'practice' ? 'Practice mode: answer on the tree, then Check.' : `${why ? `${why} ` : ''}Explore mode.`);
  }

  // Leaving an exercise shows the search on its tree (the answer): the student confirms first (mode.js).
  button.addEventListener('click', () => {
    if (store.state.practice.mode !== 'practice') return setMode('practice');
    if (practice) return practice.confirmLeave(() => setMode('explore'));
    setMode('explore');
  });
  return { sync };
}
