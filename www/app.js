// The playground page: wires the core (wasm) to the views and panels, and keeps the whole
// state in the URL fragment. The core does every search; the page draws what it reports.
// A procedure's run is asked through one interface (families/index.js), whatever its
// paper; the step-through replays the core's trace (families/trace-fold.js).

import { CurrentTree } from './core/current-tree.js';
import { wordOr } from './core/errors.js';
import { loadCore, loadFull, messageOf, onFullCore } from './core/load.js';
import { allOptions, kmUsing } from './core/procedures.js';
import { RunMirror } from './core/run-mirror.js';
import { formatScore as f } from './core/score.js';
import { experimentsOpener } from './experiments/open.js';
import { loadAlongside, loadLinkFamilies } from './families/index.js';
import { PageRuns } from './families/page-runs.js';
import { loadLater, onLanguage } from './i18n/l10n.js';
import { count, hasLater, joinList, laterMessages, t } from './i18n/translate.js';
import { wireLanguage } from './i18n/wire.js';
import { AspirationSweep } from './panels/aspiration-sweep.js';
import { codePanelPainter } from './panels/code-panel-wiring.js';
import { syncControls as syncControlsTo, wireControls } from './panels/controls.js';
import { fullCoreStatus } from './panels/core-status.js';
import { showCutStep } from './panels/cut-reason.js';
import { EditPanel } from './panels/edit-panel.js';
import { GeneratorPanel } from './panels/generator-panel.js';
import { lazyBoxes } from './panels/lazy-boxes.js';
import { LazyOpenList, LazyProcOptions } from './panels/other-papers-panels.js';
import { panelTabs } from './panels/panel-tabs.js';
import { StepPanel } from './panels/step-panel.js';
import { TreeSync } from './panels/tree-sync.js';
import { WindowPanel } from './panels/window-panel.js';
import { windowEntry } from './panels/window-undo.js';
import { wirePractice } from './practice/wiring.js';
import { procedureChooser } from './state/choose-procedure.js';
import { UndoStack } from './state/history.js';
import { newTrees } from './state/new-tree.js';
import { comparing } from './state/show.js';
import { changedKeys, Store } from './state/store.js';
import { TreeEdits } from './state/tree-edits.js';
import { Cancelled, TreeOpener } from './state/tree-opener.js';
import { diffUnknown, linkLanguage, readFragment, stateKey } from './state/url-state.js';
import { UrlSync } from './state/url-sync.js';
import { LazyCompare } from './view/compare-lazy.js';
import { PagePainter } from './view/page-paint.js';
import { LazySearchTable } from './view/search-table-lazy.js';
import { player, shownTerminal } from './view/standpoint.js';
import { loadCanvas, TreeView } from './view/tree-view.js';

/** Bounds that keep the page responsive: trees above `load` positions are refused,
 *  above `draw` not drawn, above `trace` not traced, above `sweep` not swept. */
const LIMITS = { load: 2_000_000, draw: Infinity, trace: 2_000_000, sweep: 60_000 }; // draw: the canvas renderer draws any size (i9-view)

const $ = (id) => document.getElementById(id);
let store; // the page state (state/store.js), once the core's catalogue is in
const undo = new UndoStack();
const runs = new PageRuns(LIMITS.trace);
const url = new UrlSync(
  () => store.state,
  () => doc.text,
  { onSaved: () => store.state.embed && openFullLink(), ahead: (...a) => doc.textAhead(...a) },
);
let table; // the table view of the search (view/search-table.js)
let core,
  doc,
  opener,
  edits,
  tabs,
  presentation,
  mainView,
  compare,
  stepPanel,
  editPanel,
  windowPanel,
  sweep,
  genPanel,
  openPanel,
  procOptions,
  openExperiments,
  painter,
  paintCode,
  syncPractice,
  openBoxes,
  choose,
  trees;
let noticeIsSize = false;
let lang; // the page's language kept with the state (i18n/wire.js)
let predictor = null; // the Predict switch (practice/predict.js), once first switched on
let drawn = false; // the first view is drawn (restore): a language loaded later repaints it

async function main() {
  onFullCore(fullCoreStatus($('core-status')));
  lang = wireLanguage($('lang-select'), (l) => store.chooseLanguage(l)); // the messages load beside the core
  core = await loadCore();
  store = new Store();
  store.subscribe(react);
  store.subscribe((s, prev) => s.lang !== prev.lang && lang.follow(s.lang));
  doc = new CurrentTree(core, LIMITS.load);
  doc.mirror = runs.mirror = new RunMirror(); // big trees' searches run in a worker (page-runs.js)
  runs.mirror.onFail = (why) => notice(t('notice-worker-stopped', { why }));
  runs.onReady = () => keepStep(store.state) || (paint(), url.save());
  opener = new TreeOpener({ core, doc, url, box: $('tree-notice') });
  choose = procedureChooser({ store, notice, announce, syncControls: () => syncControls() });
  $('version').textContent = `gametree ${core.version()}`;
  mainView = new TreeView($('tree-host'), {
    label: () => t('tree-label-main'),
    onSelect: select,
    onActivate: () => predicting() || editPanel.focusValue(), // predicting: the Enter key is the prediction's (its field has the selection)
    fitWhole: true, // the first view of a tree (an example, a link) shows it whole when readable (camera.js, READ_KMIN)
  });
  compare = new LazyCompare($('compare-host'), select, store, () => paint());
  openPanel = new LazyOpenList($('open-panel'), { onPick: (id) => select(id, 'keyboard') }, () => paint());
  procOptions = new LazyProcOptions({ onChange: (patch) => store.setOptions(patch) }, () => paint());
  loadAlongside(() => Promise.all([openPanel.load(), procOptions.load()]));
  openExperiments = experimentsOpener({ box: $('exp-panel'), core, onSettings: (settings) => store.setExperiments(settings) });
  stepPanel = new StepPanel({ ensure: (retry) => painter.prepareSteps(retry), onStep: (k) => store.setStep(k) });
  // Predict (explore mode): the next step asked before it is shown (practice/predict.js, loaded when first switched on).
  $('step-predict').addEventListener('click', function first() {
    $('step-predict').removeEventListener('click', first);
    Promise.all([import('./practice/predict.js'), loadLater()]).then(([{ wirePredict }]) =>
      (predictor = wirePredict({ button: $('step-predict'), box: $('predict-box'), store, stepPanel, doc, runs, announce, onToggle: () => paint() })).toggle(),
    );
  });
  editPanel = new EditPanel({ apply: applyEdit, goToCut });
  windowPanel = new WindowPanel({
    alpha: $('alpha'),
    beta: $('beta'),
    message: $('window-msg'),
    result: $('window-result'),
    full: $('window-full'),
    research: $('window-research'),
    onChange: setWindow,
    onResearch: (a, b) => setWindow(a, b, true),
    dewey: (id) => doc.shape.dewey?.[id] ?? String(id),
    onPoint: (ids) => (select(ids[0], 'window'), mainView.follow(ids)),
  });
  sweep = new AspirationSweep(
    (AspirationMap) => new AspirationMap($('map-host'), { onPick: setWindow, readout: $('map-readout') }),
    $('map-panel'),
    LIMITS.sweep,
  );
  genPanel = new GeneratorPanel($('gen-form'), {
    message: $('gen-msg'),
    freshSeed: () => core.freshSeed(),
    maxPositions: LIMITS.load,
    onGenerate: (spec) => trees.generate(spec),
  });
  edits = new TreeEdits({
    store,
    doc,
    undo,
    sweep,
    treeSync: new TreeSync(core, $('tree-text'), $('text-msg'), $('example')),
    repaint: () => (paint(), url.save()),
    read: (t) => opener.reader(t),
  });
  trees = newTrees({ core, opener, edits, notice, genMessage: $('gen-msg') });
  table = new LazySearchTable(
    $('table-panel'),
    { onSelect: (id) => select(id, 'table'), announce: (t) => ($('table-panel').querySelector('.table-live').textContent = t) },
    () => painter.paintTable(),
  );
  // Opened, the table comes into view (it stands below the step panel, under the fold).
  $('table-switch').addEventListener('click', () => {
    store.showTable(!store.state.table);
    if (store.state.table) $('table-panel').scrollIntoView({ block: 'nearest' });
  });
  store.subscribe((s) => $('table-switch').setAttribute('aria-pressed', String(s.table)));
  painter = new PagePainter({
    table,
    store,
    doc,
    runs,
    undo,
    limits: LIMITS,
    mainView,
    compare,
    stepPanel,
    editPanel,
    windowPanel,
    openPanel,
    procOptions,
    notice,
    isSizeNotice: () => noticeIsSize,
    sweep: scheduleSweep,
    practicing,
    predicting,
    clearSweep: () => sweep.clear(),
  });
  wireControls({
    core,
    store,
    doc,
    views,
    exportView,
    stepPanel,
    windowPanel,
    notice,
    setProc: choose.setProc,
    setExtras: choose.setExtras,
    select,
    undo: doUndo,
    loadExample: trees.loadExample,
    loadText: trees.loadText,
    applyEdit,
    url,
    sweep: scheduleSweep,
  });
  paintCode = codePanelPainter({ box: $('code-panel'), store, runs, doc, prepareSteps: () => painter.prepareSteps(), practicing });
  openBoxes = lazyBoxes({ $, core, doc, store }); // Pathology and Monte Carlo tree search (panels/lazy-boxes.js)
  const practiceOptions = () => ({
    core,
    store,
    doc,
    TreeView,
    announce,
    loadText: (t) =>
      trees.newTree(
        () => doc.parse(t),
        (m) => m && notice(m),
      ),
    setProc: choose.setProc,
  }); // an exercise's tree keeps the link's notice
  syncPractice = wirePractice({ area: $('practice-area'), button: $('practice-switch'), store, options: practiceOptions, announce }).sync;
  // The text the scripts build (the step sentence) in the language just loaded, once the first view is drawn.
  onLanguage(() => drawn && paint());
  // Presentation mode's code, loaded the first time it is asked for (the button, f, a link).
  store.subscribe((s) => s.present && presenting());
  await lang.ready(); // the link's notices (what it could not use) are written in the page's language
  await restore(location.hash, true);
  drawn = true;
  if (undo.note) notice([$('tree-notice').textContent, undo.note].filter(Boolean).join(' ')); // entries of the kept history dropped
  // The link navigated to is the event's (newURL): a write of the state before it, due at the
  // same moment, may already have put the older link back into the address bar.
  window.addEventListener('hashchange', (e) => {
    const hash = new URL(e.newURL).hash;
    if (hash !== url.lastWritten) restore(hash, false);
  });
  tabs = panelTabs(document.querySelector('.side'));
  await Promise.all([runs.settled(), compare.settled(), lang.ready()]); // ready: the first view is drawn, the compare view's too
  await mainView.settled(); // a link's tree too large for SVG: drawn once the canvas renderer is in (view/tree-view.js)
  document.documentElement.dataset.ready = 'true';
  // The messages of what loads later (practice …) once the first view is drawn: they are not
  // the first load's, and a panel opened later finds them in.
  // Then the menus fitted to the tree, and the examples with chance positions (families/chance/).
  const fitted = (m) => m.afterFirstView($('example'), trees.loadExample, notice, doc.shape);
  loadLater().then(chancePart).then(fitted, ignore);
  // The aspiration map when the browser is next idle after the first view (its code and its
  // many searches are not the first view's).
  'requestIdleCallback' in window ? requestIdleCallback(() => sweep.start(), { timeout: 1000 }) : setTimeout(() => sweep.start(), 50);
  performance.mark('playground-ready');
  // A printed tree is drawn whole for paper (print/print-tree.js): its code loads just after
  // the first view, not with it (the first load's budget; a print cannot come sooner).
  import('./print/print-tree.js').then(
    ({ wirePrint }) => wirePrint(),
    () => {},
  ); // failed: the screen's view prints
  // The canvas renderer (trees too large for SVG) the same way: a big tree generated later draws at once.
  loadCanvas().catch(() => {});
}

let chanceShown = false; // the tree shown had chance positions: the procedures and menus follow a new tree's kind (families/chance/fit.js)
const chancePart = () => import('./families/chance/fit.js');
const ignore = () => {};
const presenting = () =>
  (presentation ??= import('./panels/presentation.js').then((m) =>
    m.wirePresentation({ store, mainView, compare, stepPanel, notice, refollow: () => painter.refollow() }),
  ));

/**
 * What follows a change of the page state (state/store.js): the runs made anew when the tree,
 * the window, the procedure or its options changed; then the page painted and the link saved
 * (a new selection repaints the edit panel only, the panels' settings only the link).
 */
function react(s, prev, did) {
  const changed = changedKeys(s, prev);
  const tree = did.includes('treeChanged') || did.includes('openLink');
  const any = (...keys) => keys.some((k) => changed.includes(k));
  const anew = tree || any('alpha', 'beta', 'proc') || comparing(s) !== comparing(prev); // the compare view opened or left
  if (tree && (doc.shape?.chance || chanceShown)) chancePart().then((m) => m.fitProcedures(store.state, doc.shape, choose));
  chanceShown = !!doc.shape?.chance;
  if (anew) runs.recompute(doc, s);
  else if (any('cmp', ...allOptions().map((o) => stateKey(o.name)))) runs.recomputeProcedures(doc, s);
  if (anew && keepStep(s)) return; // the step is gone: told again, without it
  const only = (...keys) => !tree && changed.every((k) => keys.includes(k));
  if (only('exp', 'patho', 'mcts', 'lang')) return url.save();
  if (only('sel')) return (painter.paintEditPanel(), url.save());
  if (only('practice') && s.practice.mode === prev.practice.mode) return (syncPractice(), url.save());
  paint();
  url.save();
}

/** A step past the end of the run made anew (an edit made its trace shorter, a link's step):
 *  the finished run is shown. True when the step was dropped. */
function keepStep(s) {
  if (s.step == null || runs.pending) return false;
  runs.main?.prepareSteps();
  if (s.step < (runs.main?.length ?? 0)) return false;
  store.setStep(null);
  return true;
}

const views = () => (comparing(store.state) ? compare.views : [mainView]);
/** An exercise is on the page: the explore view paints nothing of its searches (view/page-paint.js, blank). */
const practicing = () => store.state.practice.mode === 'practice';
/** Predict is on: what the finished run found (counts, cutoffs, its value) is the answer to come. */
const predicting = () => predictor?.on ?? false;
const exportView = () => (comparing(store.state) ? compare.main : mainView);

async function restore(hash, initial) {
  // The last link wins: a newer link (or tree) supersedes this one wherever it waits
  // (the full core, the tree worker: state/tree-opener.js), and a procedure still loading.
  const ticket = opener.begin();
  choose.linkStarted();
  if (!initial) url.supersede(); // the URL holds the link now: no write of the state before it
  // A difference view of a mistake (diff=mutant:…): the full core's catalogue names the
  // mistakes, so it comes first (a failure leaves the name unknown, and the link's note says so).
  if (diffUnknown(hash)) await loadFull().catch(() => {});
  // A link that changes the language: its notes are worded in the language it brings.
  if (!initial) await lang.follow(linkLanguage(hash)).catch(() => {});
  let read = readFragment(hash);
  // What the link could not use is said with the later part of the messages (i18n/l10n.js):
  // a link with such notices is read again once that part is in (reading has no effects).
  if (read.problems.length && !hasLater()) {
    await laterMessages();
    read = readFragment(hash);
  }
  const { state, treeSource, problems } = read;
  // A practice link's exercise is checked by the core (the full one) before anything of it
  // is used: what the core refuses is said and dropped, in the later part's words (the
  // practice's messages are there); the exercise's procedure is loaded below.
  if (state.practice.mode === 'practice' && (state.practice.ex || state.practice.set)) {
    await Promise.all([loadFull(), import('./practice/link-exercise.js'), laterMessages()]).then(
      ([full, { checkLinkPractice }]) => checkLinkPractice(full, state, problems),
      (e) => problems.push(wordOr(`the exercise could not be checked: ${messageOf(e)}`, 'link-exercise-unchecked', { error: messageOf(e) })),
    );
  }
  // First the procedures' code (and the full core they may need), so that the tree is read
  // once, by the core that will run it.
  await loadLinkFamilies(state, problems);
  if (!opener.current(ticket)) return;
  let loaded = null;
  let cancelled = false;
  if (treeSource) {
    try {
      loaded = await opener.open(treeSource, problems, ticket);
    } catch (e) {
      if (e instanceof Cancelled && e.superseded) return; // a newer link is being opened
      if (e instanceof Cancelled) {
        cancelled = true;
        state.gen = null; // the generator's tree is not the one shown
      } else problems.push(t('e-link-tree', { error: messageOf(e) }));
    }
  }
  const lost = opener.takeLost();
  // One change for the link: the runs are made and the page painted once, for its tree.
  store.batch(() => {
    store.openLink(state);
    document.body.classList.toggle('embed', state.embed); // before the paint: the layout sizes the tree
    genPanel.set(state.gen);
    if (state.exp) openExperiments(state.exp);
    openBoxes(state); // patho=, mcts=
    if (!loaded && !doc.tree) loaded = core.GameTree.example('pi');
    if (loaded) edits.install(loaded);
    store.select(state.sel != null && doc.idOf.has(state.sel) ? state.sel : null);
  });
  if (cancelled) notice(t('link-cancelled', { initial: initial ? 'yes' : 'no' }));
  else if (!initial || problems.length || lost)
    notice([lost, problems.length ? t('link-unused', { problems: joinList(problems) }) : ''].filter(Boolean).join(' '));
  if (initial && state.embed) openFullLink();
}

const applyEdit = (...args) => edits.apply(...args);

/** `undoable`: the window replaces the person's (the re-search): undo brings theirs back. */
function setWindow(a, b, undoable = false) {
  const { alpha, beta } = store.state;
  if (undoable && `${a},${b}` !== `${alpha},${beta}`) {
    undo.settle(() => doc.text);
    undo.push(windowEntry(doc.text, [alpha, beta], [a, b]));
  }
  store.setWindow(a, b);
}

function select(id, how) {
  const shape = doc.shape;
  store.select(id >= 0 ? shape.dewey[id] : null); // the edit panel follows (react)
  for (const v of [mainView, ...compare.views]) v.select(id, { reveal: how === 'keyboard' || how === 'table' });
  if (store.state.table) table.select(id);
  const d = shape.depth[id];
  const val = shape.value[id];
  const embed = store.state.embed;
  announce(
    t('announce-position', {
      p: id === 0 ? 'root' : shape.dewey[id],
      who: player(d),
      kind: val === null ? 'interior' : 'terminal',
      count: count(shape.degree[id]),
      value: val === null ? '' : f(shownTerminal(val, d, store.state.view)),
    }),
  );
  // While predicting a click only selects (it fills the prediction): no edit panel, no editor
  // taking the keys, or typing would edit the tree.
  if (how === 'pointer' && !embed && !predicting()) tabs?.choose('edit-panel'); // a phone shows the edit panel's tab
  if (how === 'pointer' && val !== null && !embed && !predicting()) editPanel.focusValue();
}

const goToCut = (id, proc) =>
  !runs.pending &&
  showCutStep(
    {
      store,
      setProc: choose.setProc,
      prepare: () => painter.whenSteps(),
      run: () => runs.main,
      shape: () => doc.shape,
      pause: () => stepPanel.pause(),
      notice,
    },
    id,
    proc,
  );

const paint = () => (painter.paint(), runs.pending || (paintCode(), syncPractice()));

function scheduleSweep() {
  if (practicing() || predicting() || !runs.km) return sweep.clear(); // an exercise's answers, the run to predict; no F2 runs on chance trees
  sweep.schedule(doc, runs.km.counts[kmUsing('none')].value, store.state.alpha, store.state.beta); // F(root): F0's
}

const syncControls = () => syncControlsTo(store.state, windowPanel);

function notice(text, isSize = false) {
  $('tree-notice').textContent = text;
  noticeIsSize = isSize;
}

const announce = (t) => ($('announce').textContent = t);

async function openFullLink() {
  $('open-full').hidden = false;
  $('open-full').href = await url.url({ embed: false });
}

const doUndo = (redo = false) => edits.undoStep(redo, notice);

main().catch((err) => {
  const box = $('fatal');
  box.hidden = false;
  box.textContent = t('notice-no-start', { error: messageOf(err) });
  console.error(err);
});
