// The page's controls outside the panels: the example menu, the procedure menus, the view
// switches, zoom, undo/redo, share and export, help, the tree text box, the reordering
// buttons and the keyboard. Each calls back into the page (app.js) or takes an action of the
// store (state/store.js); nothing is computed here. The controls follow the state.
import { messageOf } from '../core/errors.js';
import { loadFull } from '../core/load.js';
import { COMPARE_VIEW } from '../core/procedures.js';
import { hasLater, laterMessages, t } from '../i18n/translate.js';
import { comparing } from '../state/show.js';
import { changedKeys } from '../state/store.js';
import { keyHandler } from './keys.js';
import { wireMenus } from './menus.js';
import { buildProcedureMenus } from './procedure-menus.js';
import { singleKeysAllowed, wireSingleKeys } from './single-keys.js';
import { wireTeachers } from './teachers.js';
import { wireToolbarMenu } from './toolbar-menu.js';

/** The core's examples by name, as message ids. */
const EXAMPLE_LABELS = {
  pi: 'example-pi',
  'fig4-ordered': 'example-fig4-ordered',
  'fig4-better': 'example-fig4-better',
  specimen: 'example-specimen',
};

const $ = (id) => document.getElementById(id);

/** Focuses a tree view at its selected position (the view's own focus(), where it has one). */
function focusView(view) {
  if (typeof view.focus === 'function') view.focus();
  else (view.svg ?? view.host).focus();
}

let helpWaits = false; // the help was opened before its messages (the later part) were in

/** Opens or closes the help (`force`: open or not); its text is in the later part of the
 *  messages (index.html's data-l10n-later), so an opening before that part is in waits for it. */
function toggleHelp(force) {
  const help = $('help');
  const open = force ?? (helpWaits ? false : help.hidden);
  const apply = () => {
    help.hidden = !open;
    $('help-button').setAttribute('aria-expanded', String(open));
  };
  helpWaits = open && !hasLater();
  if (!helpWaits) return apply();
  laterMessages().then(() => {
    if (!helpWaits) return; // closed meanwhile
    helpWaits = false;
    apply();
  });
}

/** The state's keys the controls show. */
const SHOWN = ['proc', 'show', 'cmp', 'view', 'dewey', 'crit', 'follow', 'alpha', 'beta'];

/** Sets the controls to the state `S` (after a link, a key or a procedure change). */
export function syncControls(S, windowPanel) {
  // The menu's Compare stands for the compare view (state/show.js), not for a procedure.
  const chosen = comparing(S) ? COMPARE_VIEW : S.proc;
  for (const r of document.querySelectorAll('input[name=proc]')) r.checked = r.value === chosen;
  $('proc-select').value = chosen;
  $('cmp-menu').hidden = !comparing(S);
  for (const b of document.querySelectorAll('#cmp-items input')) b.checked = S.cmp.includes(b.value);
  for (const r of document.querySelectorAll('input[name=view]')) r.checked = r.value === S.view;
  $('show-dewey').checked = S.dewey;
  $('show-critical').checked = S.crit;
  $('step-follow').checked = S.follow !== false;
  windowPanel.set(S.alpha, S.beta);
}

/**
 * @param {object} app  the page: {core, store, doc, views(), exportView(), stepPanel, windowPanel, notice, setProc,
 *   setExtras, select, undo, loadExample, loadText, applyEdit, url, sweep}
 */
export function wireControls(app) {
  const { store } = app;
  // A link sets them all (the menus are built before any state: they show their first item).
  store.subscribe((s, prev, did) => (did.includes('openLink') || changedKeys(s, prev).some((k) => SHOWN.includes(k))) && syncControls(s, app.windowPanel));
  wireToolbarMenu($('top'), $('toolbar-more'));
  const sel = $('example');
  for (const name of app.core.exampleNames()) {
    const o = document.createElement('option');
    o.value = name;
    o.textContent = EXAMPLE_LABELS[name] ? t(EXAMPLE_LABELS[name]) : name;
    if (EXAMPLE_LABELS[name]) o.dataset.l10nId = EXAMPLE_LABELS[name]; // again when the language changes
    sel.append(o);
  }
  sel.addEventListener('change', () => sel.value && app.loadExample(sel.value));
  for (const r of document.querySelectorAll('input[name=proc]')) r.addEventListener('change', () => r.checked && app.setProc(r.value));
  buildProcedureMenus($('proc-select'), $('cmp-items'), { onProc: app.setProc, onExtras: app.setExtras });
  for (const r of document.querySelectorAll('input[name=view]')) r.addEventListener('change', () => r.checked && store.setView(r.value));
  $('show-dewey').addEventListener('change', (e) => store.showCoordinates(e.target.checked));
  $('show-critical').addEventListener('change', (e) => store.showCritical(e.target.checked));
  $('step-follow').addEventListener('change', (e) => store.followSteps(e.target.checked));
  $('present-switch').addEventListener('click', () => store.togglePresentation());
  $('zoom-in').addEventListener('click', () => app.views().forEach((v) => v.zoomBy(1.25)));
  $('zoom-out').addEventListener('click', () => app.views().forEach((v) => v.zoomBy(0.8)));
  $('zoom-fit').addEventListener('click', () => app.views().forEach((v) => v.fit()));
  $('undo').addEventListener('click', () => app.undo(false));
  $('redo').addEventListener('click', () => app.undo(true));
  const url = (extra) => app.url.url(extra);
  // Sharing and export load their code when used (not with the first view).
  const sharing = (what, extra) => import('./share.js').then(({ share }) => share(what, url, extra)).catch((e) => app.notice(messageOf(e)));
  // A change of mode (presentation, practice) closes the share box and its line (panels/share.js).
  store.subscribe((s, prev) => {
    if (s.present === prev.present && s.practice.mode === prev.practice.mode) return;
    $('share-pop').hidden = true;
    $('share-status').textContent = '';
  });
  const exporting = (fn) => import('../view/export.js').then(fn).catch((e) => app.notice(messageOf(e)));
  $('copy-link').addEventListener('click', () => sharing('link'));
  $('copy-embed').addEventListener('click', () => sharing('embed'));
  wireTeachers({ store, url, freshSeed: () => app.core.freshSeed(), notice: app.notice });
  wireMenus();
  $('export-svg').addEventListener('click', () => exporting((m) => m.exportSvg(app.exportView())));
  $('export-qr').addEventListener('click', () =>
    Promise.all([url(), import('../print/print-svg.js'), import('../view/export.js')])
      .then(([link, m, e]) => m.exportPrintSvg(e.svgDocument(app.exportView()), link))
      .catch((e) => app.notice(t('notice-no-qr', { error: messageOf(e) }))),
  );
  $('export-png').addEventListener('click', () => exporting((m) => m.exportPng(app.exportView())));
  $('export-text').addEventListener('click', () => exporting((m) => m.exportText(app.doc.text)));
  for (const b of document.querySelectorAll('#export-menu button')) b.addEventListener('click', () => $('export-menu').removeAttribute('open'));
  $('help-button').addEventListener('click', () => toggleHelp());
  $('help-close').addEventListener('click', () => {
    toggleHelp(false);
    if (!document.body.classList.contains('presenting')) $('help-button').focus(); // presentation mode hides the header's button
  });
  $('text-form').addEventListener('submit', (e) => {
    e.preventDefault();
    app.loadText($('tree-text').value, $('text-msg'));
  });
  // The reorderings are the full core's (crate/src/wasm/tree.rs: not in the first load); if
  // it fails to load, the core's status line says so and the tree stays as it is.
  const reorderEdit = (edit, what) =>
    loadFull().then(
      () => app.applyEdit(edit, $('order-msg'), what),
      () => {},
    );
  for (const b of document.querySelectorAll('[data-reorder]')) {
    b.addEventListener('click', () => {
      const how = b.getAttribute('data-reorder');
      const seed = how === 'shuffle' ? app.core.freshSeed() : 0;
      reorderEdit((t) => t.reorder(how, seed), 'reorder');
    });
  }
  $('worst-case').addEventListener('click', () => reorderEdit((t) => t.worstCase(), 'worst'));
  $('map-panel').addEventListener('toggle', () => app.sweep());
  wireSingleKeys($('single-keys'));
  document.addEventListener(
    'keydown',
    keyHandler({
      undo: app.undo,
      steps: app.stepPanel,
      proc: app.setProc,
      focusProc: () => $('proc-select').focus(),
      toggleView: () => store.toggleView(),
      toggleDewey: () => store.showCoordinates(!store.state.dewey),
      focusTree: () => {
        focusView(app.exportView());
        if (store.state.sel == null) app.select(0, 'keyboard');
      },
      backToTree: () => focusView(app.exportView()),
      help: toggleHelp,
      present: () => store.togglePresentation(),
      singleKeys: () => singleKeysAllowed($('single-keys')),
    }),
  );
}
