// The playground page: wires the core (wasm) to the views and panels, and keeps the whole
// state in the URL fragment. The core does every search; the page draws what it reports.
// A procedure's run is asked through one interface (families/index.js), whatever its
// paper; the step-through replays the core's trace (families/trace-fold.js).
import { loadCore, loadFull, messageOf, onFullCore } from './core/load.js';
import { CurrentTree } from './core/current-tree.js';
import { OTHERS, isMinimaxProc, shortName } from './core/procedures.js';
import { formatScore as f } from './core/score.js';
import { PageRuns } from './families/page-runs.js';
import { loadFamilies, loadLinkFamilies } from './families/index.js';
import { defaults, readFragment } from './state/url-state.js';
import { UrlSync } from './state/url-sync.js';
import { UndoStack } from './state/history.js';
import { TreeView } from './view/tree-view.js';
import { LazyCompare } from './view/compare-lazy.js';
import { PagePainter } from './view/page-paint.js';
import { player, shownTerminal } from './view/standpoint.js';
import { StepPanel } from './panels/step-panel.js';
import { EditPanel } from './panels/edit-panel.js';
import { WindowPanel } from './panels/window-panel.js';
import { OpenListPanel } from './panels/open-list.js';
import { ProcOptions } from './panels/proc-options.js';
import { AspirationSweep } from './panels/aspiration-sweep.js';
import { GeneratorPanel } from './panels/generator-panel.js';
import { showCutStep } from './panels/cut-reason.js';
import { panelTabs } from './panels/panel-tabs.js';
import { TreeSync } from './panels/tree-sync.js';
import { windowEntry } from './panels/window-undo.js';
import { syncControls as syncControlsTo, wireControls } from './panels/controls.js';
import { experimentsOpener } from './experiments/open.js';
import { codePanelPainter } from './panels/code-panel-wiring.js';
import { wirePractice } from './practice/wiring.js';
import { pathologyOpener } from './pathology/open.js';
import { TreeEdits } from './state/tree-edits.js';
import { fullCoreStatus } from './panels/core-status.js';
import { Cancelled, TreeOpener } from './state/tree-opener.js';
import { RunMirror } from './core/run-mirror.js';
import { wirePrint } from './print/print-tree.js';

/** Bounds that keep the page responsive: trees above `load` positions are refused,
 *  above `draw` not drawn, above `trace` not traced, above `sweep` not swept. */
const LIMITS = { load: 2_000_000, draw: Infinity, trace: 2_000_000, sweep: 60_000 }; // draw: the canvas renderer draws any size (i9-view)

const $ = (id) => document.getElementById(id);
const S = {}; // the page state (state/url-state.js), once the core's catalogue is in
const undo = new UndoStack();
const runs = new PageRuns(LIMITS.trace);
const url = new UrlSync(() => S, () => doc.text, { onSaved: () => S.embed && openFullLink(), ahead: (...a) => doc.textAhead(...a) });
let core, doc, opener, edits, tabs, presentation, mainView, compare, stepPanel, editPanel, windowPanel, sweep, genPanel, openPanel, procOptions, openExperiments, painter, paintCode, syncPractice, openPathology;
let noticeIsSize = false;

async function main() {
  onFullCore(fullCoreStatus($('core-status')));
  wirePrint(); // a printed tree is drawn whole for paper (print/print-tree.js)
  core = await loadCore();
  Object.assign(S, defaults());
  doc = new CurrentTree(core, LIMITS.load);
  doc.mirror = runs.mirror = new RunMirror(); // big trees' searches run in a worker (page-runs.js)
  runs.mirror.onFail = (why) => notice(`The background search stopped (${why}): the page searches on its own thread from now on, which may pause it on big trees.`);
  runs.onReady = afterChange;
  opener = new TreeOpener({ core, doc, url, box: $('tree-notice') });
  $('version').textContent = `gametree ${core.version()}`;
  mainView = new TreeView($('tree-host'), {
    label: 'Game tree. Arrow keys move between positions, Enter edits the selected one, + and − zoom, 0 fits.',
    onSelect: select,
    onActivate: () => editPanel.focusValue(),
  });
  compare = new LazyCompare($('compare-host'), select, { state: () => S, onChange: () => afterChange() }, () => paint()); // afterChange: the link keeps the mode
  openPanel = new OpenListPanel($('open-panel'), { onPick: (id) => select(id, 'keyboard') });
  procOptions = new ProcOptions({ onChange: setOptions });
  openExperiments = experimentsOpener({ box: $('exp-panel'), core, onSettings: (settings) => ((S.exp = settings), url.save()) });
  stepPanel = new StepPanel({
    ensure: (retry) => painter.prepareSteps(retry),
    onStep: (k) => ((S.step = k), paint(), url.save()),
  });
  editPanel = new EditPanel({ apply: applyEdit, goToCut });
  windowPanel = new WindowPanel({ alpha: $('alpha'), beta: $('beta'), message: $('window-msg'), result: $('window-result'), full: $('window-full'), research: $('window-research'), onChange: setWindow, onResearch: (a, b) => setWindow(a, b, true), dewey: (id) => doc.shape.dewey?.[id] ?? String(id), onPoint: (ids) => (select(ids[0], 'window'), mainView.follow(ids)) });
  sweep = new AspirationSweep((AspirationMap) => new AspirationMap($('map-host'), { onPick: setWindow, readout: $('map-readout') }), $('map-panel'), LIMITS.sweep);
  genPanel = new GeneratorPanel($('gen-form'), { message: $('gen-msg'), freshSeed: () => core.freshSeed(), maxPositions: LIMITS.load, onGenerate: generate });
  edits = new TreeEdits({ S, doc, undo, runs, sweep, treeSync: new TreeSync(core, $('tree-text'), $('text-msg'), $('example')), afterChange, read: (t) => opener.reader(t) });
  painter = new PagePainter({ S, doc, runs, undo, limits: LIMITS, mainView, compare, stepPanel, editPanel, windowPanel, openPanel, procOptions, notice, isSizeNotice: () => noticeIsSize, sweep: scheduleSweep, practicing, clearSweep: () => sweep.clear() });
  $('present-switch').addEventListener('click', () => presenting().then((p) => p.toggle()));
  wireControls({ core, S, doc, views, exportView, stepPanel, notice, afterChange, setProc, setView, setExtras, select, syncControls, undo: doUndo, loadExample, loadText, applyEdit, url, sweep: scheduleSweep, present: () => presenting().then((p) => p.toggle()) });
  paintCode = codePanelPainter({ box: $('code-panel'), S, runs, doc, prepareSteps: () => painter.prepareSteps(), practicing });
  openPathology = pathologyOpener({ box: $('path-panel'), host: $('path-host'), core, onSettings: (text) => ((S.patho = text), url.save()) });
  const practiceOptions = () => ({ core, S, doc, TreeView, announce, save: () => url.save(), loadText: (t) => newTree(() => doc.parse(t), (m) => m && notice(m)), setProc, setView }); // an exercise's tree keeps the link's notice
  syncPractice = wirePractice({ area: $('practice-area'), button: $('practice-switch'), S, options: practiceOptions, syncControls, afterChange, announce }).sync;
  await restore(location.hash, true);
  if (undo.note) notice([$('tree-notice').textContent, undo.note].filter(Boolean).join(' ')); // entries of the kept history dropped
  window.addEventListener('hashchange', () => location.hash !== url.lastWritten && restore(location.hash, false));
  tabs = panelTabs(document.querySelector('.side'));
  await runs.settled();
  document.documentElement.dataset.ready = 'true';
  // The aspiration map when the browser is next idle after the first view (its code and its
  // many searches are not the first view's).
  'requestIdleCallback' in window ? requestIdleCallback(() => sweep.start(), { timeout: 1000 }) : setTimeout(() => sweep.start(), 50);
  performance.mark('playground-ready');
}

/** Presentation mode's code, loaded the first time it is asked for (the button, f, a link). */
const presenting = () => (presentation ??= import('./panels/presentation.js').then((m) => m.wirePresentation({ S, mainView, compare, afterChange, notice, refollow: () => painter.refollow() })));

const views = () => (S.proc === 'compare' ? compare.views : [mainView]);
/** An exercise is on the page: the explore view paints nothing of its searches (view/page-paint.js, blank). */
const practicing = () => S.practice?.mode === 'practice';
const exportView = () => (S.proc === 'compare' ? compare.main : mainView);

/** Counts the links read (restore): a procedure chosen before the newest link does not replace its procedure. */
let linksRead = 0;

async function restore(hash, initial) {
  // The last link wins: a newer link (or tree) supersedes this one wherever it waits
  // (the full core, the tree worker: state/tree-opener.js).
  const ticket = opener.begin();
  linksRead += 1;
  if (!initial) url.supersede(); // the URL holds the link now: no write of the state before it
  const { state, treeSource, problems } = readFragment(hash);
  // A practice link's exercise is checked by the core (the full one) before anything of it
  // is used: what the core refuses is said and dropped; the exercise's procedure is loaded below.
  if (state.practice.mode === 'practice' && (state.practice.ex || state.practice.set)) {
    await Promise.all([loadFull(), import('./practice/link-exercise.js')]).then(
      ([full, { checkLinkPractice }]) => checkLinkPractice(full, state, problems),
      (e) => problems.push(`the exercise could not be checked: ${messageOf(e)}`),
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
      }
      else problems.push(`the tree in the link could not be read: ${messageOf(e)}`);
    }
  }
  const lost = opener.takeLost();
  const keepSel = state.sel;
  Object.assign(S, state);
  document.body.classList.toggle('embed', S.embed);
  if (S.present || presentation) presenting().then((p) => p.apply());
  genPanel.set(S.gen);
  if (S.exp) openExperiments(S.exp);
  if (S.patho) openPathology(S.patho);
  if (!loaded && !doc.tree) loaded = core.GameTree.example('pi');
  if (loaded) installTree(loaded);
  else runs.recompute(doc, S);
  S.sel = keepSel != null && doc.idOf.has(keepSel) ? keepSel : null;
  syncControls();
  paint();
  if (cancelled) notice(`Opening the tree in the link was cancelled: ${initial ? 'the page shows the π tree' : 'the page keeps the tree it had'}.`);
  else if (!initial || problems.length || lost) notice([lost, problems.length ? `Some of the link was not used: ${problems.join('; ')}.` : ''].filter(Boolean).join(' '));
  if (initial && S.embed) openFullLink();
  url.save();
}

const installTree = (...args) => edits.install(...args);
const applyEdit = (...args) => edits.apply(...args);

const afterChange = () => (paint(), url.save());

/** A new tree from the example menu, the text box or the generator (state/tree-edits.js):
 *  a new request, so a link or tree still on its way is dropped (state/tree-opener.js). */
const newTree = (...args) => (opener.begin(), edits.replace(...args));
const loadExample = (name) => newTree(() => core.GameTree.example(name), notice);

/** The generator form's tree, or the text box's: a big one is made or read in the worker
 *  (with the notice's Cancel); `ownText`: the text box shows the tree even over a draft. */
async function viaOpener(made, say, gen = null, ownText = false) {
  let make;
  try {
    make = await made;
  } catch (e) {
    if (e instanceof Cancelled && e.superseded) return;
    return say(e instanceof Cancelled ? 'Cancelled: the page keeps the tree it had.' : messageOf(e));
  }
  const lost = opener.takeLost(); // the worker was lost: the tree is made here (said after it is shown)
  newTree(make, say, gen, ownText);
  if (lost) say(lost);
}
const generate = (spec) => viaOpener(opener.generator(spec), (m) => ($('gen-msg').textContent = m), spec);
const loadText = (text, msg) => viaOpener(opener.reader(text), (m) => (msg.textContent = m), null, true);

/** `undoable`: the window replaces the person's (the re-search): undo brings theirs back. */
function setWindow(a, b, undoable = false) {
  if (undoable && `${a},${b}` !== `${S.alpha},${S.beta}`) {
    undo.settle(() => doc.text);
    undo.push(windowEntry(doc.text, [S.alpha, S.beta], [a, b]));
  }
  Object.assign(S, { alpha: a, beta: b, step: null });
  windowPanel.set(a, b);
  runs.recompute(doc, S);
  afterChange();
}

async function setProc(p) {
  if (S.proc === p) return;
  const links = linksRead;
  const failed = await loadFamilies([p]).then(() => null, messageOf);
  if (links !== linksRead) return syncControls(); // a link read meanwhile chose its own procedure
  if (failed) {
    notice(`${shortName(p)} could not be loaded: ${failed}. Knuth & Moore's F0, F1 and F2 still work.`);
    return syncControls(); // the menus go back to the procedure still shown
  }
  S.proc = p;
  S.step = null;
  // SSS*, Pearl's Scout and Slagle's procedures think from Max's standpoint: show their
  // values as they do (the view stays a toggle).
  if (isMinimaxProc(p) && S.view !== 'minimax') {
    S.view = 'minimax';
    announce(`${shortName(p)} works from Max's standpoint: the minimax view is on (v toggles it).`);
  }
  runs.recompute(doc, S);
  syncControls();
  afterChange();
}

/** New options for the other papers' procedures (reading, m, n, backing-up, tie rule). */
function setOptions(patch) {
  Object.assign(S, patch, { step: null });
  runs.recomputeProcedures(doc, S);
  afterChange();
}

async function setExtras(names) {
  const links = linksRead;
  const failed = await loadFamilies(names).then(() => null, messageOf);
  if (links !== linksRead) return syncControls(); // a link read meanwhile chose its own
  if (failed) {
    notice(`The procedures to compare could not be loaded: ${failed}.`);
    return syncControls();
  }
  S.cmp = OTHERS.filter((n) => names.includes(n));
  runs.recomputeProcedures(doc, S);
  afterChange();
}

function setView(v) {
  S.view = v;
  syncControls();
  afterChange();
}

function select(id, how) {
  const shape = doc.shape;
  S.sel = id >= 0 ? shape.dewey[id] : null;
  for (const v of [mainView, ...compare.views]) v.select(id, { reveal: how === 'keyboard' });
  paintEditPanel();
  const d = shape.depth[id];
  const val = shape.value[id];
  announce(`${id === 0 ? 'Root' : `Position ${shape.dewey[id]}`}, ${player(d)} to move, ${val === null ? `${shape.degree[id]} successors` : `terminal, value ${f(shownTerminal(val, d, S.view))}`}.`);
  if (how === 'pointer' && !S.embed) tabs?.choose('edit-panel'); // a phone shows the edit panel's tab
  if (how === 'pointer' && val !== null && !S.embed) editPanel.focusValue();
  url.save();
}

const goToCut = (id, proc) => !runs.pending && showCutStep({ S, setProc, prepare: () => painter.whenSteps(), run: () => runs.main, shape: () => doc.shape, pause: () => stepPanel.pause(), afterChange, notice }, id, proc);

const paint = () => (painter.paint(), runs.pending || (paintCode(), syncPractice()));

const paintEditPanel = () => painter.paintEditPanel();

function scheduleSweep() {
  if (practicing()) return; // the map's counts are an exercise's answers
  sweep.schedule(doc, runs.km.counts.F0.value, S.alpha, S.beta);
}

// --- controls ------------------------------------------------------------------------

const syncControls = () => syncControlsTo(S, windowPanel);

function notice(text, isSize = false) {
  $('tree-notice').textContent = text;
  noticeIsSize = isSize;
}

const announce = (t) => ($('announce').textContent = t);

async function openFullLink() {
  $('open-full').hidden = false;
  $('open-full').href = await url.url({ embed: false });
}

const doUndo = (redo = false) => edits.undoStep(redo, { notice, setWindow });

main().catch((err) => {
  const box = $('fatal');
  box.hidden = false;
  box.textContent = `The playground could not start: ${messageOf(err)}`;
  console.error(err);
});
