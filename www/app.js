// The playground page: wires the core (wasm) to the views and panels, and keeps the
// whole state in the URL fragment. The core does every search; the page draws what it
// reports, and the step-through replays the core's trace. Knuth & Moore's F0/F1/F2 run
// through runs.js, the other papers' procedures through other-run.js, experiments in a
// Web Worker (experiment-panel.js).
import { loadCore, messageOf } from './core/load.js';
import { TreeView } from './view/tree-view.js';
import { idMap, paintPicture, paintStep, paintTerminals } from './view/paint.js';
import { Stepper } from './families/km/stepper.js';
import { StepPanel } from './panels/step-panel.js';
import { EditPanel } from './panels/edit-panel.js';
import { WindowPanel } from './panels/window-panel.js';
import { renderCounts } from './panels/km-counts.js';
import { KmRuns } from './families/km/runs.js';
import { OtherRun, canTrace } from './families/other-run.js';
import { renderOtherCounts } from './panels/other-counts.js';
import { OpenListPanel } from './panels/open-list.js';
import { ProcOptions } from './panels/proc-options.js';
import { CompareExtras } from './view/compare-extras.js';
import { ExperimentPanel } from './experiments/panel.js';
import { kmStepView, doneSentence } from './families/km/steps.js';
import { KM, OTHERS, familyOf, isMinimaxProc, labelOf, shortName } from './core/procedures.js';
import { buildProcedureMenus } from './panels/procedure-menus.js';
import { AspirationMap, sweepGrid } from './panels/aspiration-map.js';
import { GeneratorPanel } from './panels/generator-panel.js';
import { UndoStack } from './state/history.js';
import { exportPng, exportSvg, exportText } from './view/export.js';
import { defaults, readFragment, treeTextOf, writeFragment } from './state/url-state.js';
import { formatScore as f, formatWindow } from './core/score.js';
import { player, shownTerminal } from './view/standpoint.js';

/** Bounds that keep the page responsive: trees above `load` positions are refused,
 *  above `draw` not drawn, above `trace` not traced, above `sweep` not swept. */
const LIMITS = { load: 200_000, draw: 20_000, trace: 50_000, sweep: 60_000 };

const EXAMPLE_LABELS = {
  pi: 'K&M Fig. 1: the π tree (degree 3, height 4)',
  'fig4-ordered': 'K&M Fig. 4: perfectly ordered',
  'fig4-better': 'K&M Fig. 4: reordered, searched less',
  specimen: 'Thesis specimen tree',
};

const $ = (id) => document.getElementById(id);

let core;
const S = defaults();
let tree = null; // the core's GameTree
let text = ''; // its canonical text
let shape = null;
let idOf = null;
let analysis = null;
let runs = null; // KmRuns: F0, F1, F2 counts (and full reports on demand)
let other = null; // OtherRun of the selected procedure when it is another paper's
let otherError = '';
let extras = []; // compare view: [{name, run?, error?}] for cmp=
let run = null; // the selected procedure's report with its trace
let stepper = null;
let leafRange = [0, 0];
let sweepFor = null;
let sweepData = null;
const undo = new UndoStack();
let mainView;
let compareViews;
let stepPanel;
let editPanel;
let windowPanel;
let aspMap;
let genPanel;
let openPanel;
let procOptions;
let compareExtras;
let expPanel;

async function main() {
  core = await loadCore();
  $('version').textContent = `gametree ${core.version()}`;
  mainView = new TreeView($('tree-host'), {
    label: 'Game tree. Arrow keys move between positions, Enter edits the selected one, + and − zoom, 0 fits.',
    onSelect: (id, how) => select(id, how),
    onActivate: () => editPanel.focusValue(),
  });
  compareViews = Object.fromEntries(
    [...document.querySelectorAll('#compare-host [data-proc]')].map((host) => {
      const p = host.getAttribute('data-proc');
      return [p, new TreeView(host, { label: `Game tree searched by ${p}`, onSelect: (id, how) => select(id, how) })];
    }),
  );
  compareExtras = new CompareExtras($('compare-host'), (id, how) => select(id, how));
  openPanel = new OpenListPanel($('open-panel'), { onPick: (id) => select(id, 'keyboard') });
  procOptions = new ProcOptions({ onChange: (patch) => setOptions(patch) });
  expPanel = new ExperimentPanel(core, {
    onSettings: (settings) => {
      S.exp = settings;
      saveUrl();
    },
  });
  stepPanel = new StepPanel({
    ensure: () => {
      if (S.proc === 'compare' || isOther() || stepper) return;
      if (ensureTrace()) paintSteps(null);
    },
    onStep: (k) => {
      S.step = k;
      paint();
      saveUrl();
    },
  });
  editPanel = new EditPanel({ apply: applyEdit });
  windowPanel = new WindowPanel({
    alpha: $('alpha'),
    beta: $('beta'),
    message: $('window-msg'),
    result: $('window-result'),
    full: $('window-full'),
    research: $('window-research'),
    onChange: (a, b) => setWindow(a, b),
  });
  aspMap = new AspirationMap($('map-host'), { onPick: (a, b) => setWindow(a, b), readout: $('map-readout') });
  genPanel = new GeneratorPanel($('gen-form'), {
    message: $('gen-msg'),
    freshSeed: () => core.freshSeed(),
    maxPositions: LIMITS.load,
    onGenerate: (spec) => generate(spec),
  });
  wireControls();
  await restore(location.hash, true);
  window.addEventListener('hashchange', () => {
    if (location.hash !== lastWritten) restore(location.hash, false);
  });
  document.documentElement.dataset.ready = 'true';
  performance.mark('playground-ready');
}

// --- loading trees ------------------------------------------------------------------

function parseTree(t) {
  const g = core.GameTree.parse(t);
  checkSize(g);
  return g;
}

function checkSize(g) {
  const n = g.size();
  if (n > LIMITS.load) {
    g.free();
    throw new Error(`the tree has ${n.toLocaleString('en')} positions; this page handles at most ${LIMITS.load.toLocaleString('en')}`);
  }
}

async function restore(hash, initial) {
  const { state, treeSource, problems } = readFragment(hash);
  let loaded = null;
  if (treeSource) {
    try {
      const t = await treeTextOf(treeSource);
      loaded = parseTree(t);
    } catch (e) {
      problems.push(`the tree in the link could not be read: ${messageOf(e)}`);
    }
  }
  const keepSel = state.sel;
  Object.assign(S, state);
  document.body.classList.toggle('embed', S.embed);
  genPanel.set(S.gen);
  if (S.exp) expPanel.set(S.exp, true);
  if (!loaded && !tree) loaded = core.GameTree.example('pi');
  if (loaded) installTree(loaded, true);
  else recomputeRuns();
  if (keepSel != null && idOf?.has(keepSel)) S.sel = keepSel;
  else S.sel = null;
  syncControls();
  paint();
  if (!initial || problems.length) notice(problems.length ? `Some of the link was not used: ${problems.join('; ')}.` : '');
  if (initial && S.embed) openFullLink();
  saveUrl();
}

/**
 * Makes `g` the current tree (recording it for undo) and recomputes everything.
 * `patch` {id, value}: the edit only set a terminal's value, so the shape and the
 * analysis (which depend on the shape alone) are kept and only that value changes.
 */
function installTree(g, record = true, patch = null) {
  if (tree && tree !== g) tree.free();
  tree = g;
  text = g.text();
  if (record) undo.push(text);
  sweepFor = null;
  const oldSel = S.sel;
  if (patch && shape) {
    const value = shape.value.slice();
    value[patch.id] = patch.value;
    shape = { ...shape, value };
    leafRange = [Math.min(leafRange[0], patch.value), Math.max(leafRange[1], patch.value)];
    recomputeRuns();
  } else recomputeTree();
  if (oldSel != null && !idOf.has(oldSel)) S.sel = null;
  const area = $('tree-text');
  if (document.activeElement !== area) area.value = text;
}

function recomputeTree() {
  shape = tree.shape();
  idOf = idMap(shape);
  analysis = tree.analysis();
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of shape.value) {
    if (v === null) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  leafRange = [lo, hi];
  recomputeRuns();
}

/**
 * The three runs for the counts and the pictures. The selected procedure's trace (for the
 * step-through) costs more than the three runs together, so it is made only when needed:
 * right away when a step is shown, otherwise when the browser is idle (ensureTrace).
 */
function recomputeRuns() {
  runs = new KmRuns(tree, S.alpha, S.beta);
  run = null;
  stepper = null;
  traceFor = null;
  recomputeOthers();
  if (S.step != null && !isOther()) ensureTrace();
  const length = isOther() ? (other?.length ?? 0) : (stepper?.length ?? 0);
  if (S.step != null && S.step >= length) S.step = null;
}

function isOther() {
  const fam = familyOf(S.proc);
  return fam === 'thesis' || fam === 'mn';
}

/** The other papers' procedures: the selected one, or those added to the compare view. */
function recomputeOthers() {
  other = null;
  otherError = '';
  extras = [];
  const size = tree.size();
  if (isOther()) {
    try {
      other = new OtherRun(tree, shape, S.proc, S, canTrace(S.proc, size));
    } catch (e) {
      otherError = messageOf(e);
    }
  } else if (S.proc === 'compare') {
    extras = S.cmp.map((name) => {
      try {
        return { name, run: new OtherRun(tree, shape, name, S, canTrace(name, size)) };
      } catch (e) {
        return { name, error: messageOf(e) };
      }
    });
  }
}

/** Whether the window saved a position (by Dewey), for the step sentences; null if no window. */
function savedTest(proc) {
  const saved = runs.windowSets(proc).saved;
  return saved ? (d) => saved.has(idOf.get(d)) : undefined;
}

/** The K&M run whose picture the edit panel describes (runs.picture(); null for others). */
function shownPicture() {
  if (isOther()) return null;
  return runs.picture(S.proc === 'compare' ? 'F2' : S.proc);
}

let traceFor = null;
let traceHandle = null;

/** Makes the selected procedure's trace now (if the tree is small enough); true if there is one. */
function ensureTrace() {
  const key = `${S.proc}|${S.alpha}|${S.beta}|${text}`;
  if (traceFor === key) return stepper != null;
  traceFor = key;
  run = null;
  stepper = null;
  if (KM.includes(S.proc) && tree.size() <= LIMITS.trace) {
    run = tree.search(S.proc, S.alpha, S.beta, true);
    stepper = new Stepper(run.trace, idOf, shape.dewey);
  }
  return stepper != null;
}

function scheduleTrace() {
  if (traceHandle || !KM.includes(S.proc)) return;
  const later = () => {
    traceHandle = null;
    if (!tree) return;
    const had = stepper;
    ensureTrace();
    if (stepper !== had) paintSteps(null);
  };
  traceHandle = 'requestIdleCallback' in window ? requestIdleCallback(later, { timeout: 250 }) : setTimeout(later, 20);
}

/** Runs an edit on the current tree; shows errors in `msgEl`; true when applied. */
function applyEdit(fn, msgEl, what, patch = null) {
  let g;
  try {
    g = fn(tree);
    checkSize(g);
  } catch (e) {
    msgEl.textContent = messageOf(e);
    return false;
  }
  msgEl.textContent = '';
  const sel = S.sel;
  S.step = null;
  installTree(g, true, patch);
  if (what === 'remove' && sel) S.sel = sel.split('.').slice(0, -1).join('.');
  else if (what === 'add' && sel != null) S.sel = sel === '' ? String(shape.degree[0]) : `${sel}.${shape.degree[idOf.get(sel)]}`;
  else if (sel != null && idOf.has(sel)) S.sel = sel;
  afterChange();
  return true;
}

function afterChange() {
  paint();
  saveUrl();
}

function loadExample(name) {
  try {
    const g = core.GameTree.example(name);
    S.step = null;
    S.sel = null;
    S.gen = null;
    installTree(g);
    notice('');
    afterChange();
  } catch (e) {
    notice(messageOf(e));
  }
}

function generate(spec) {
  let g;
  try {
    g = core.GameTree.generate(spec);
    checkSize(g);
  } catch (e) {
    $('gen-msg').textContent = messageOf(e);
    return;
  }
  S.gen = spec;
  S.step = null;
  S.sel = null;
  installTree(g);
  afterChange();
}

function setWindow(a, b) {
  S.alpha = a;
  S.beta = b;
  S.step = null;
  windowPanel.set(a, b);
  recomputeRuns();
  afterChange();
}

function setProc(p) {
  if (S.proc === p) return;
  S.proc = p;
  S.step = null;
  // SSS*, Pearl's Scout and Slagle's procedures think from Max's standpoint: show their
  // values as they do (the view stays a toggle).
  if (isMinimaxProc(p) && S.view !== 'minimax') {
    S.view = 'minimax';
    announce(`${shortName(p)} works from Max's standpoint: the minimax view is on (v toggles it).`);
  }
  recomputeRuns();
  syncControls();
  afterChange();
}

/** New options for the other papers' procedures (reading, m, n, backing-up, tie rule). */
function setOptions(patch) {
  Object.assign(S, patch);
  S.step = null;
  recomputeOthers();
  afterChange();
}

function setCompareExtras(names) {
  S.cmp = OTHERS.filter((n) => names.includes(n));
  recomputeOthers();
  afterChange();
}

function setView(v) {
  S.view = v;
  syncControls();
  afterChange();
}

function select(id, how) {
  S.sel = id >= 0 ? shape.dewey[id] : null;
  for (const v of [mainView, ...Object.values(compareViews), ...compareExtras.views]) v.select(id, { reveal: how === 'keyboard' });
  paintEditPanel();
  const d = shape.depth[id];
  const val = shape.value[id];
  announce(
    `${id === 0 ? 'Root' : `Position ${shape.dewey[id]}`}, ${player(d)} to move, ${val === null ? `${shape.degree[id]} successors` : `terminal, value ${f(shownTerminal(val, d, S.view))}`}.`,
  );
  if (how === 'pointer' && val !== null && !S.embed) editPanel.focusValue();
  saveUrl();
}

// --- painting ------------------------------------------------------------------------

function selectedId() {
  return S.sel != null && idOf.has(S.sel) ? idOf.get(S.sel) : -1;
}

function paint() {
  const n = shape.parent.length;
  const compare = S.proc === 'compare';
  const drawable = n <= LIMITS.draw;
  $('tree-host').hidden = compare || !drawable;
  $('compare-host').hidden = !compare || !drawable;
  // Wide trees are compared one above the other, narrow ones side by side.
  $('compare-host').classList.toggle('stacked', shape.terminals > 27);
  const critical = S.crit ? analysis.critical : null;
  const sel = selectedId();
  let state = null;
  if (!drawable) {
    notice(`This tree has ${n.toLocaleString('en')} positions; the drawing stops at ${LIMITS.draw.toLocaleString('en')}. The counts are still the core's.`, true);
  } else if (noticeIsSize) notice('');
  if (isOther()) {
    if (drawable) {
      if (mainView.setShape(shape) && !S.embed) fitHeight(mainView);
      const model = other ? other.paint(S.step, S.view) : paintTerminals(shape, S.view);
      mainView.render({ ...model, showDewey: S.dewey, critical });
      mainView.select(sel, { reveal: false });
    }
  } else if (!compare) {
    if (S.step != null && ensureTrace()) state = stepper.stateAt(S.step);
    if (drawable) {
      if (mainView.setShape(shape) && !S.embed) fitHeight(mainView);
      const model = state ? paintStep(shape, idOf, state, S.view, runs.windowSets(S.proc)) : paintPicture(shape, runs.picture(S.proc), S.view);
      mainView.render({ ...model, showDewey: S.dewey, critical });
      mainView.select(sel, { reveal: false });
    }
  } else if (drawable) {
    for (const p of KM) {
      const v = compareViews[p];
      if (v.setShape(shape) && !S.embed) fitHeight(v);
      v.render({ ...paintPicture(shape, runs.picture(p), S.view), showDewey: S.dewey, critical });
      v.select(sel, { reveal: false });
      document.querySelector(`#compare-host [data-count=${p}]`).textContent =
        `— ${runs.counts[p].terminals_examined} terminals, ${runs.counts[p].positions_examined} positions`;
    }
    paintExtras(sel, critical);
  }
  if (!compare) compareExtras.sync([]);
  paintSummary();
  renderCounts($('counts'), runs.counts, analysis, compare ? 'F2' : S.proc);
  const otherRuns = isOther() ? [{ name: S.proc, result: other?.result, error: otherError }] : compare ? extras.map((x) => ({ name: x.name, result: x.run?.result, error: x.error })) : [];
  renderOtherCounts($('other-counts'), otherRuns);
  procOptions.set(S, otherRuns.map((x) => x.name));
  procOptions.error(otherError);
  procOptions.warnings(otherRuns.flatMap((x) => x.result?.warnings ?? []).filter((w, i, all) => all.findIndex((v) => v.message === w.message) === i));
  windowPanel.set(S.alpha, S.beta);
  windowPanel.show(KM.includes(S.proc) || compare ? S.proc : 'F2', runs.counts);
  paintSteps(state);
  paintEditPanel();
  $('undo').disabled = !undo.canUndo;
  $('redo').disabled = !undo.canRedo;
  scheduleSweep();
}

function paintSteps(state) {
  if (S.proc === 'sss' && other) {
    const st = other.state(S.step);
    openPanel.show(st, shape, st ? '' : 'The OPEN list is shown for trees of up to 2,000 positions (it is recorded after every step).');
  } else openPanel.hide();
  if (S.proc === 'compare') {
    stepPanel.disable('Choose one procedure to step through a run; the compare view shows them finished.');
  } else if (isOther()) {
    if (!other) stepPanel.disable(`${shortName(S.proc)} could not run: ${otherError}`);
    else if (!other.stepper) stepPanel.disable(`${other.doneSentence()} This tree is too large to step through with ${shortName(S.proc)}.`);
    else stepPanel.show({ length: other.length, k: S.step, ...other.stepView(S.step, S.view) });
  } else if (tree.size() > LIMITS.trace) {
    stepPanel.disable(`This tree is too large to step through (more than ${LIMITS.trace.toLocaleString('en')} positions).`);
  } else if (!stepper) {
    stepPanel.waiting(doneSentence(runs.counts[S.proc]));
    scheduleTrace();
  } else {
    stepPanel.show(
      kmStepView({
        stepper,
        run,
        k: S.step,
        state: state ?? (S.step == null ? null : stepper.stateAt(S.step)),
        view: S.view,
        isTerminal: (d) => shape.value[idOf.get(d)] !== null,
        isSaved: savedTest(S.proc),
      }),
    );
  }
}

/** The compare view's trees of the other papers' procedures. */
function paintExtras(sel, critical) {
  compareExtras.sync(extras.map((x) => x.name));
  for (const x of extras) {
    const it = compareExtras.items.get(x.name);
    if (it.view.setShape(shape) && !S.embed) fitHeight(it.view);
    it.view.render({ ...(x.run ? x.run.paint(null, S.view) : paintTerminals(shape, S.view)), showDewey: S.dewey, critical });
    it.view.select(sel, { reveal: false });
    if (x.error) it.count.textContent = `— ${x.error}`;
    else if (familyOf(x.name) === 'mn') it.count.textContent = `— move ${x.run.result.best?.dewey ?? '—'}, ${x.run.result.counts.terminals} terminals`;
    else it.count.textContent = `— ${x.run.result.counters.leavesCreated} leaf nodes, ${x.run.result.counters.nodesCreated} nodes created`;
  }
}

/** Sizes a view's box to the tree's proportions (so a wide, flat tree leaves no gap). */
function fitHeight(view) {
  const hi = Math.max(320, Math.round(window.innerHeight * 0.62));
  view.host.style.height = `${view.preferredHeight(260, hi)}px`;
  view.fit();
}

function paintSummary() {
  const n = shape.parent.length;
  const el = $('summary');
  const parts = [];
  const counts = runs.counts;
  if (S.proc === 'compare') {
    const more = extras.filter((x) => x.run && familyOf(x.name) === 'thesis').map((x) => `, ${shortName(x.name)} ${x.run.result.counters.leavesCreated}`).join('');
    parts.push(`F(root) = ${f(counts.F0.value)}. Terminals examined of ${shape.terminals}: F0 ${counts.F0.terminals_examined}, F1 ${counts.F1.terminals_examined}, F2 ${counts.F2.terminals_examined}${more}.`);
  } else if (isOther()) {
    parts.push(other ? other.summary(S.lit) : `${labelOf(S.proc)} could not run: ${otherError}`);
  } else {
    const r = counts[S.proc];
    const win = S.proc === 'F0' ? '' : S.proc === 'F1' ? ` with bound ${f(S.beta)}` : ` with window ${formatWindow(S.alpha, S.beta)}`;
    parts.push(
      `${S.proc}${win}: root value ${r.exact ? f(r.value) : `${f(r.value)} (a bound)`}; ${r.terminals_examined} of ${shape.terminals} terminals and ${r.positions_examined} of ${n} positions examined; ${r.deep_cutoffs} deep cutoff${r.deep_cutoffs === 1 ? '' : 's'}.`,
    );
  }
  el.replaceChildren();
  const strong = document.createElement('span');
  strong.id = 'root-value';
  strong.dataset.value = String(counts.F0.value);
  strong.textContent = parts.join(' ');
  el.append(strong);
}

function paintEditPanel() {
  editPanel.show(shape, selectedId(), shownPicture(), S.view);
}

// --- the aspiration map (deferred: it runs many searches) -----------------------------

let sweepHandle = null;
function scheduleSweep() {
  if (!$('map-panel').open) return;
  if (sweepFor === text && sweepData) {
    aspMap.render(sweepData, S.alpha, S.beta);
    return;
  }
  if (sweepHandle) return;
  const run = () => {
    sweepHandle = null;
    const n = shape.parent.length;
    if (n > LIMITS.sweep) {
      aspMap.clear(`The map is drawn for trees of up to ${LIMITS.sweep.toLocaleString('en')} positions.`);
      return;
    }
    const half = n > 20_000 ? 4 : n > 5_000 ? 6 : 9;
    try {
      sweepData = tree.sweep(sweepGrid(runs.counts.F0.value, leafRange[0], leafRange[1], half));
      sweepFor = text;
      aspMap.render(sweepData, S.alpha, S.beta);
    } catch (e) {
      aspMap.clear(messageOf(e));
    }
  };
  sweepHandle = 'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 400 }) : setTimeout(run, 30);
}

// --- the URL -------------------------------------------------------------------------

let lastWritten = null;
let saveTimer = null;
let saveSeq = 0;
function saveUrl() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(async () => {
    const seq = ++saveSeq;
    const hash = await writeFragment(S, text);
    if (seq !== saveSeq) return;
    if (hash !== location.hash) {
      lastWritten = hash;
      history.replaceState(null, '', hash);
    }
    if (S.embed) openFullLink();
  }, 120);
}

async function currentUrl(extra = {}) {
  const hash = await writeFragment({ ...S, ...extra }, text);
  return location.href.replace(/#.*$/, '') + hash;
}

async function openFullLink() {
  $('open-full').hidden = false;
  $('open-full').href = await currentUrl({ embed: false });
}

// --- controls ------------------------------------------------------------------------

function syncControls() {
  for (const r of document.querySelectorAll('input[name=proc]')) r.checked = r.value === S.proc;
  $('proc-select').value = S.proc;
  $('cmp-menu').hidden = S.proc !== 'compare';
  for (const b of document.querySelectorAll('#cmp-items input')) b.checked = S.cmp.includes(b.value);
  for (const r of document.querySelectorAll('input[name=view]')) r.checked = r.value === S.view;
  $('show-dewey').checked = S.dewey;
  $('show-critical').checked = S.crit;
  windowPanel.set(S.alpha, S.beta);
}

function notice(textContent, isSize = false) {
  $('tree-notice').textContent = textContent;
  noticeIsSize = isSize;
}
let noticeIsSize = false;

function announce(t) {
  $('announce').textContent = t;
}

async function share(kind) {
  const status = $('share-status');
  const out = $('share-out');
  let value;
  if (kind === 'link') value = await currentUrl({ embed: false });
  else {
    const src = await currentUrl({ embed: true });
    value = `<iframe src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="720" height="480" style="border:1px solid #ccc" title="Alpha-beta playground" loading="lazy"></iframe>`;
  }
  out.value = value;
  out.hidden = false;
  try {
    await navigator.clipboard.writeText(value);
    status.textContent = kind === 'link' ? 'Link copied.' : 'Embed code copied.';
  } catch {
    status.textContent = 'Copy this (it is selected):';
    out.focus();
    out.select();
  }
}

function doUndo(redo = false) {
  const t = redo ? undo.redo() : undo.undo();
  if (t == null) return;
  try {
    S.step = null;
    installTree(parseTree(t), false);
    afterChange();
  } catch (e) {
    notice(messageOf(e));
  }
}

function wireControls() {
  const sel = $('example');
  for (const name of core.exampleNames()) {
    const o = document.createElement('option');
    o.value = name;
    o.textContent = EXAMPLE_LABELS[name] ?? name;
    sel.append(o);
  }
  sel.addEventListener('change', () => {
    if (sel.value) loadExample(sel.value);
  });
  for (const r of document.querySelectorAll('input[name=proc]')) r.addEventListener('change', () => r.checked && setProc(r.value));
  buildProcedureMenus($('proc-select'), $('cmp-items'), { onProc: setProc, onExtras: setCompareExtras });
  for (const r of document.querySelectorAll('input[name=view]')) r.addEventListener('change', () => r.checked && setView(r.value));
  $('show-dewey').addEventListener('change', (e) => {
    S.dewey = e.target.checked;
    afterChange();
  });
  $('show-critical').addEventListener('change', (e) => {
    S.crit = e.target.checked;
    afterChange();
  });
  const views = () => (S.proc === 'compare' ? [...Object.values(compareViews), ...compareExtras.views] : [mainView]);
  $('zoom-in').addEventListener('click', () => views().forEach((v) => v.zoomBy(1.25)));
  $('zoom-out').addEventListener('click', () => views().forEach((v) => v.zoomBy(0.8)));
  $('zoom-fit').addEventListener('click', () => views().forEach((v) => v.fit()));
  $('undo').addEventListener('click', () => doUndo(false));
  $('redo').addEventListener('click', () => doUndo(true));
  $('copy-link').addEventListener('click', () => share('link'));
  $('copy-embed').addEventListener('click', () => share('embed'));
  const exportView = () => (S.proc === 'compare' ? compareViews.F2 : mainView);
  $('export-svg').addEventListener('click', () => exportSvg(exportView()));
  $('export-png').addEventListener('click', () => exportPng(exportView()).catch((e) => notice(messageOf(e))));
  $('export-text').addEventListener('click', () => exportText(text));
  for (const b of document.querySelectorAll('#export-menu button')) b.addEventListener('click', () => $('export-menu').removeAttribute('open'));
  $('help-button').addEventListener('click', () => toggleHelp());
  $('text-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const msg = $('text-msg');
    try {
      const g = parseTree($('tree-text').value);
      msg.textContent = '';
      S.step = null;
      S.gen = null;
      installTree(g);
      afterChange();
    } catch (err) {
      msg.textContent = messageOf(err);
    }
  });
  for (const b of document.querySelectorAll('[data-reorder]')) {
    b.addEventListener('click', () => {
      const how = b.getAttribute('data-reorder');
      const seed = how === 'shuffle' ? core.freshSeed() : 0;
      applyEdit((t) => t.reorder(how, seed), $('order-msg'), 'reorder');
    });
  }
  $('worst-case').addEventListener('click', () => applyEdit((t) => t.worstCase(), $('order-msg'), 'worst'));
  $('map-panel').addEventListener('toggle', () => scheduleSweep());
  document.addEventListener('keydown', onKey);
}

function toggleHelp(force) {
  const help = $('help');
  help.hidden = force != null ? !force : !help.hidden;
  $('help-button').setAttribute('aria-expanded', String(!help.hidden));
}

function isTyping(t) {
  return t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));
}

function onKey(e) {
  const t = e.target;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && !e.altKey && (e.key === 'z' || e.key === 'Z' || e.key === 'y')) {
    if (isTyping(t)) return; // the field's own undo
    e.preventDefault();
    doUndo(e.shiftKey || e.key === 'y');
    return;
  }
  if (mod || e.altKey || isTyping(t)) return;
  const onButton = t instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(t.tagName);
  switch (e.key) {
    case ' ':
      if (onButton) return;
      stepPanel.toggle();
      break;
    case 'ArrowRight':
    case '.':
      stepPanel.step(1);
      break;
    case 'ArrowLeft':
    case ',':
      stepPanel.step(-1);
      break;
    case 'Home':
      stepPanel.pause();
      stepPanel.go(0);
      break;
    case 'End':
      stepPanel.pause();
      stepPanel.go(null);
      break;
    case '[':
      stepPanel.speed(-1);
      break;
    case ']':
      stepPanel.speed(1);
      break;
    case '0':
    case '1':
    case '2':
      setProc(`F${e.key}`);
      break;
    case '3':
    case 'c':
      setProc('compare');
      break;
    case 'p':
      $('proc-select').focus();
      break;
    case 'v':
      setView(S.view === 'negamax' ? 'minimax' : 'negamax');
      break;
    case 'd':
      S.dewey = !S.dewey;
      syncControls();
      afterChange();
      break;
    case 't':
      (S.proc === 'compare' ? compareViews.F2 : mainView).svg.focus();
      if (S.sel == null) select(0, 'keyboard');
      break;
    case '?':
      toggleHelp();
      break;
    case 'Escape':
      toggleHelp(false);
      break;
    default:
      return;
  }
  e.preventDefault();
}

main().catch((err) => {
  const box = $('fatal');
  box.hidden = false;
  box.textContent = `The playground could not start: ${messageOf(err)}`;
  console.error(err);
});
