// The playground page: wires the core (wasm) to the views and panels, and keeps the whole
// state in the URL fragment. The core does every search; the page draws what it reports.
// A procedure's run is asked through one interface (families/index.js), whatever its
// paper; the step-through replays the core's trace (families/trace-fold.js).
import { loadCore, messageOf } from './core/load.js';
import { CurrentTree } from './core/current-tree.js';
import { OTHERS, isMinimaxProc, shortName } from './core/procedures.js';
import { formatScore as f } from './core/score.js';
import { PageRuns } from './families/page-runs.js';
import { loadFamilies } from './families/index.js';
import { defaults, readFragment, treeTextOf } from './state/url-state.js';
import { UrlSync } from './state/url-sync.js';
import { UndoStack } from './state/history.js';
import { TreeView } from './view/tree-view.js';
import { CompareView } from './view/compare-view.js';
import { PagePainter } from './view/page-paint.js';
import { player, shownTerminal } from './view/standpoint.js';
import { StepPanel } from './panels/step-panel.js';
import { EditPanel } from './panels/edit-panel.js';
import { WindowPanel } from './panels/window-panel.js';
import { OpenListPanel } from './panels/open-list.js';
import { ProcOptions } from './panels/proc-options.js';
import { AspirationMap } from './panels/aspiration-map.js';
import { AspirationSweep } from './panels/aspiration-sweep.js';
import { GeneratorPanel } from './panels/generator-panel.js';
import { showCutStep } from './panels/cut-reason.js';
import { panelTabs } from './panels/panel-tabs.js';
import { TreeSync } from './panels/tree-sync.js';
import { step as undoStep, windowEntry } from './panels/window-undo.js';
import { syncControls as syncControlsTo, wireControls } from './panels/controls.js';
import { ExperimentPanel } from './experiments/panel.js';
import { CodePanel } from './panels/code-panel.js';

/** Bounds that keep the page responsive: trees above `load` positions are refused,
 *  above `draw` not drawn, above `trace` not traced, above `sweep` not swept. */
const LIMITS = { load: 200_000, draw: Infinity, trace: 50_000, sweep: 60_000 }; // draw: the canvas renderer draws any size (i9-view)

const $ = (id) => document.getElementById(id);
const S = {}; // the page state (state/url-state.js), once the core's catalogue is in
const undo = new UndoStack();
const runs = new PageRuns(LIMITS.trace);
const url = new UrlSync(() => S, () => doc.text, { onSaved: () => S.embed && openFullLink() });
let core, doc, treeSync, tabs, mainView, compare, stepPanel, editPanel, windowPanel, sweep, genPanel, openPanel, procOptions, expPanel, painter;
let noticeIsSize = false;
let pathology = null; // Promise<PathologyPanel>, once opened

async function main() {
  core = await loadCore();
  Object.assign(S, defaults());
  doc = new CurrentTree(core, LIMITS.load);
  treeSync = new TreeSync(core, $('tree-text'), $('text-msg'), $('example'));
  $('version').textContent = `gametree ${core.version()}`;
  mainView = new TreeView($('tree-host'), {
    label: 'Game tree. Arrow keys move between positions, Enter edits the selected one, + and − zoom, 0 fits.',
    onSelect: select,
    onActivate: () => editPanel.focusValue(),
  });
  compare = new CompareView($('compare-host'), select, { state: () => S, onChange: () => paint() });
  openPanel = new OpenListPanel($('open-panel'), { onPick: (id) => select(id, 'keyboard') });
  procOptions = new ProcOptions({ onChange: setOptions });
  expPanel = new ExperimentPanel(core, { onSettings: (settings) => ((S.exp = settings), url.save()) });
  stepPanel = new StepPanel({
    ensure: () => painter.prepareSteps(),
    onStep: (k) => ((S.step = k), paint(), url.save()),
  });
  editPanel = new EditPanel({ apply: applyEdit, goToCut });
  windowPanel = new WindowPanel({ alpha: $('alpha'), beta: $('beta'), message: $('window-msg'), result: $('window-result'), full: $('window-full'), research: $('window-research'), onChange: setWindow, onResearch: (a, b) => setWindow(a, b, true) });
  sweep = new AspirationSweep(new AspirationMap($('map-host'), { onPick: setWindow, readout: $('map-readout') }), $('map-panel'), LIMITS.sweep);
  genPanel = new GeneratorPanel($('gen-form'), { message: $('gen-msg'), freshSeed: () => core.freshSeed(), maxPositions: LIMITS.load, onGenerate: generate });
  painter = new PagePainter({ S, doc, runs, undo, limits: LIMITS, mainView, compare, stepPanel, editPanel, windowPanel, openPanel, procOptions, notice, isSizeNotice: () => noticeIsSize, sweep: scheduleSweep });
  wireControls({ core, S, doc, views, exportView, stepPanel, notice, afterChange, setProc, setView, setExtras, select, syncControls, undo: doUndo, loadExample, loadText, applyEdit, url, sweep: scheduleSweep });
  $('path-panel').addEventListener('toggle', () => $('path-panel').open && openPathology());
  $('practice-switch').addEventListener('click', () => setMode(S.practice.mode === 'practice' ? 'explore' : 'practice'));
  await restore(location.hash, true);
  window.addEventListener('hashchange', () => location.hash !== url.lastWritten && restore(location.hash, false));
  tabs = panelTabs(document.querySelector('.side'));
  document.documentElement.dataset.ready = 'true';
  performance.mark('playground-ready');
}

const views = () => (S.proc === 'compare' ? compare.views : [mainView]);
const exportView = () => (S.proc === 'compare' ? compare.main : mainView);

async function restore(hash, initial) {
  const { state, treeSource, problems } = readFragment(hash);
  let loaded = null;
  if (treeSource) {
    try {
      loaded = doc.parse(await treeTextOf(treeSource));
    } catch (e) {
      problems.push(`the tree in the link could not be read: ${messageOf(e)}`);
    }
  }
  await loadFamilies([state.proc, ...state.cmp]);
  const keepSel = state.sel;
  Object.assign(S, state);
  document.body.classList.toggle('embed', S.embed);
  genPanel.set(S.gen);
  if (S.exp) expPanel.set(S.exp, true);
  if (S.patho) openPathology(S.patho);
  if (!loaded && !doc.tree) loaded = core.GameTree.example('pi');
  if (loaded) installTree(loaded);
  else runs.recompute(doc, S);
  S.sel = keepSel != null && doc.idOf.has(keepSel) ? keepSel : null;
  syncControls();
  paint();
  if (!initial || problems.length) notice(problems.length ? `Some of the link was not used: ${problems.join('; ')}.` : '');
  if (initial && S.embed) openFullLink();
  url.save();
}

/** Makes `g` the current tree (recording it for undo) and recomputes the runs;
 *  `ownText`: the tree text box shows it even over a draft (it came from that box). */
function installTree(g, record = true, patch = null, ownText = false) {
  doc.install(g, patch);
  if (record) undo.push(doc.text);
  sweep.reset();
  runs.recompute(doc, S);
  if (S.sel != null && !doc.idOf.has(S.sel)) S.sel = null;
  treeSync.update(doc.text, ownText);
}

/** Runs an edit on the current tree; shows errors in `msgEl`; true when applied. */
function applyEdit(fn, msgEl, what, patch = null) {
  let g;
  try {
    g = doc.check(fn(doc.tree));
  } catch (e) {
    msgEl.textContent = messageOf(e);
    return false;
  }
  msgEl.textContent = '';
  const sel = S.sel;
  installTree(g, true, patch); // keeps S.step when the new run still has that step (PageRuns.recompute)
  const shape = doc.shape;
  if (what === 'remove' && sel) S.sel = sel.split('.').slice(0, -1).join('.');
  else if (what === 'add' && sel != null) S.sel = sel === '' ? String(shape.degree[0]) : `${sel}.${shape.degree[doc.idOf.get(sel)]}`;
  else if (sel != null && doc.idOf.has(sel)) S.sel = sel;
  afterChange();
  return true;
}

const afterChange = () => (paint(), url.save());

/** A new tree from the example menu, the text box or the generator (`gen`: its spec);
 *  `say` shows the error, or '' before the page is painted. */
function newTree(make, say, gen = null, ownText = false) {
  let g;
  try {
    g = doc.check(make());
  } catch (e) {
    say(messageOf(e));
    return;
  }
  if (gen == null) say('');
  Object.assign(S, { step: null, sel: null, gen });
  installTree(g, true, null, ownText);
  afterChange();
}
const loadExample = (name) => newTree(() => core.GameTree.example(name), notice);
const loadText = (text, msg) => newTree(() => doc.parse(text), (m) => (msg.textContent = m), null, true);
const generate = (spec) => newTree(() => core.GameTree.generate(spec), (m) => ($('gen-msg').textContent = m), spec);

/** `undoable`: the window replaces the person's (the re-search): undo brings theirs back. */
function setWindow(a, b, undoable = false) {
  if (undoable && `${a},${b}` !== `${S.alpha},${S.beta}`) undo.push(windowEntry(doc.text, [S.alpha, S.beta], [a, b]));
  Object.assign(S, { alpha: a, beta: b, step: null });
  windowPanel.set(a, b);
  runs.recompute(doc, S);
  afterChange();
}

async function setProc(p) {
  if (S.proc === p) return;
  await loadFamilies([p]);
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
  await loadFamilies(names);
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

const goToCut = (id, proc) => showCutStep({ S, setProc, prepare: () => painter.prepareSteps(), run: () => runs.main, shape: () => doc.shape, pause: () => stepPanel.pause(), afterChange, notice }, id, proc);

const paint = () => (painter.paint(), paintCode(), syncPractice());

/** The procedure's text beside the tree during a step-through (panels/code-panel.js). */
let codePanel = null;
function paintCode() {
  if (S.step != null && CodePanel.has(S.proc) && runs.main && !runs.main.stepper) painter.prepareSteps(); // the step panel needs it too
  const stepper = runs.main?.stepper;
  if (S.step == null || !stepper?.trace || !CodePanel.has(S.proc)) return codePanel?.hide();
  if (!codePanel) {
    codePanel = new CodePanel($('code-panel'));
    if (S.embed) $('code-panel').open = false; // an embedded box keeps its room for the tree; one click opens it
  }
  codePanel.show(S.proc, stepper.trace, S.step, doc.shape);
}

// --- practice mode (practice/mode.js, loaded the first time it is switched on) ----------

let practice = null;
let practiceLoading = null;

async function syncPractice() {
  const on = S.practice?.mode === 'practice';
  document.body.classList.toggle('practicing', on);
  $('practice-area').hidden = !on;
  $('practice-switch').setAttribute('aria-pressed', String(on));
  if (!on) {
    practice?.destroy();
    practice = null;
    return;
  }
  if (!practice) {
    practiceLoading ??= import('./practice/mode.js');
    const { PracticeMode } = await practiceLoading;
    if (S.practice.mode !== 'practice') return;
    practice ??= new PracticeMode($('practice-area'), { core, S, doc, TreeView, announce, save: () => url.save(), loadText: (t) => newTree(() => doc.parse(t), notice), setProc, setView });
  }
  practice.sync();
}

function setMode(mode) {
  S.practice.mode = mode;
  if (mode === 'practice' && S.view !== 'minimax') S.view = 'minimax'; // values from Max's standpoint, as courses teach
  syncControls();
  afterChange();
  announce(mode === 'practice' ? 'Practice mode: answer on the tree, then Check.' : 'Explore mode.');
}
const paintEditPanel = () => painter.paintEditPanel();

function scheduleSweep() {
  sweep.schedule(doc, runs.km.counts.F0.value, S.alpha, S.beta);
}

/** The Pathology panel, loaded when first opened (or named in the link): its code and
 *  Observable Plot stay out of the first view. `link`: its settings from the link. */
async function openPathology(link = null) {
  const box = $('path-panel');
  if (link) box.open = true;
  try {
    pathology ??= import('./pathology/panel.js').then(({ PathologyPanel }) => new PathologyPanel($('path-host'), core, { onSettings: (text) => ((S.patho = text), url.save()) }));
    const panel = await pathology;
    if (link) panel.setLink(link);
  } catch (e) {
    pathology = null;
    $('path-host').textContent = `The Pathology panel could not load: ${messageOf(e)}`;
  }
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

function doUndo(redo = false) {
  const to = undoStep(undo, redo);
  if (!to) return;
  try {
    S.step = null;
    if (to.text !== doc.text) installTree(doc.parse(to.text), false);
    if (to.window) return setWindow(...to.window);
    afterChange();
  } catch (e) {
    notice(messageOf(e));
  }
}

main().catch((err) => {
  const box = $('fatal');
  box.hidden = false;
  box.textContent = `The playground could not start: ${messageOf(err)}`;
  console.error(err);
});
