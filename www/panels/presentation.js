// Presentation mode, for a projector: the tree, the step's sentence, the call stack and the
// step controls fill the window; the side column folds into a drawer; the type grows. The
// tree is shown whole with every label at least PRESENT_FONT px (staggering its terminals
// when it must: view/layout.js), or, when it is too wide even so, followed at that size with
// a note saying so. Compare shows F1 above F2, whole, labels at least COMPARE_FONT px.
// `f` or the toolbar's button toggles it (the store's togglePresentation); the link carries
// it (present=1). The module loads the first time it is used (app.js), not with the first
// view, and follows the state from then on.

import './presentation.css';
import { quantity, t } from '../i18n/translate.js';
import { comparing } from '../state/show.js';
import { wireClicker } from './clicker.js';
import { singleKeysAllowed } from './single-keys.js';

/** The smallest label of the tree in presentation mode (CSS px). */
export const PRESENT_FONT = 12;
/** The same for each tree of the compare view (two trees share the height). */
export const COMPARE_FONT = 10;

const $ = (id) => document.getElementById(id);

/**
 * @param {{store: import('../state/store.js').Store, mainView: import('../view/tree-view.js').TreeView,
 *   compare: import('../view/compare-lazy.js').LazyCompare, notice: (text: string) => void, refollow: () => void,
 *   stepPanel: import('./step-panel.js').StepPanel}} app
 *   refollow: bring the current step's positions into the new view; stepPanel: what a clicker's keys step
 */
export function wirePresentation(app) {
  const { store } = app;
  const drawer = $('present-drawer');
  const side = document.querySelector('.side');
  let noted = false;

  // On a narrow screen the open drawer covers nearly everything: what is under it is made
  // inert, so Tab cannot focus a control hidden under the drawer (WCAG 2.2, 2.4.11); the
  // drawer's own Close button (and Esc) closes it. A wide screen leaves the drawer's width
  // free instead (presentation.css).
  const narrow = window.matchMedia('(max-width: 899px)');
  const covered = () => [$('tree-area'), document.querySelector('.exp-region')].filter(Boolean);
  const cover = () => {
    const on = document.body.classList.contains('drawer-open') && narrow.matches;
    for (const el of covered()) el.inert = on;
  };
  narrow.addEventListener?.('change', cover);
  const openDrawer = (open) => {
    document.body.classList.toggle('drawer-open', open);
    drawer.setAttribute('aria-expanded', String(open));
    cover();
    if (open) side.querySelector('h2, button:not(#present-drawer-close), input, select')?.focus({ preventScroll: true });
  };
  $('present-drawer-close').addEventListener('click', () => {
    openDrawer(false);
    drawer.focus();
  });

  const clicker = wireClicker({ steps: app.stepPanel, presenting: () => store.state.present, singleKeys: () => singleKeysAllowed($('single-keys')) });

  const apply = () => {
    const S = store.state;
    const on = S.present;
    if (document.body.classList.contains('presenting') !== on) {
      document.body.classList.toggle('presenting', on);
      if (!on) {
        openDrawer(false);
        clicker.blank(false);
      }
    }
    $('present-switch').setAttribute('aria-pressed', String(on));
    // After the layout has changed (the boxes take their new size first).
    requestAnimationFrame(() => {
      app.mainView.setPresent(on ? { minFont: PRESENT_FONT } : null);
      app.compare.setPresent(on ? { minFont: COMPARE_FONT } : null);
      app.refollow(); // the new view holds the step's positions too
      const whole = !on || comparing(store.state) || app.mainView.wholeShown;
      if (!whole) {
        app.notice(t('present-too-wide', { width: quantity(app.mainView.wholeWidth), font: String(PRESENT_FONT) }));
        noted = true;
      } else if (noted) {
        app.notice('');
        noted = false;
      }
    });
  };

  $('present-exit').addEventListener('click', () => store.togglePresentation(false));
  drawer.addEventListener('click', () => openDrawer(!document.body.classList.contains('drawer-open')));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && document.body.classList.contains('drawer-open')) {
      openDrawer(false);
      drawer.focus();
    }
  });
  // A new link applies it again too: its tree may not fit where the last one did.
  store.subscribe((s, prev, did) => (s.present !== prev.present || did.includes('openLink')) && apply());
  if (store.state.present) apply();
}
