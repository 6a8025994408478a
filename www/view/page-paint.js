// Paints the whole page for its state: the tree (or the compare view), the summary, the
// counts tables, the options, the window panel, the step panel and the edit panel. Each
// part asks the selected procedure's run (families/index.js); nothing is computed here.

import { taken } from '../core/precomputed.js';
import { KM, kmUsing, optionsOf, shortName } from '../core/procedures.js';
import { formatScore as f } from '../core/score.js';
import { calls } from '../families/core-calls.js';
import { DEFAULT_PROC } from '../families/defaults.js';
import { procedureName } from '../i18n/catalogue-words.js';
import { count, currentEntries, quantity, t } from '../i18n/translate.js';
import { renderCounts } from '../panels/km-counts.js';
import { renderOtherCounts } from '../panels/other-counts.js';
import { comparing } from '../state/show.js';
import { chanceHook } from './chance-hook.js';
import { mctsHook } from './mcts-hook.js';
import { paintPicture, paintTerminals } from './paint.js';
import { TABLE_PAGE_WORDS } from './search-table-page-words.js';

const $ = (id) => document.getElementById(id);

/** The most positions whose trace is made unasked, when the browser is idle. */
export const TRACE_ON_IDLE = 50_000;

export class PagePainter {
  /**
   * @param {{store, doc, runs, undo, limits, mainView, compare, stepPanel, editPanel, windowPanel, openPanel,
   *   procOptions, notice: (text: string, isSize?: boolean) => void, isSizeNotice: () => boolean,
   *   sweep: () => void, practicing?: () => boolean, predicting?: () => boolean, clearSweep?: () => void, table?: import('./search-table.js').SearchTable}} page
   *   table: the table view of the search, painted while the state's `table` is on
   */
  constructor(page) {
    this.p = page;
    this.traceHandle = null;
    mctsHook.repaint = () => this.paint(); // the Monte Carlo box's step changed (view/mcts-hook.js)
  }

  /** Whether an exercise is on the page (practice mode), or a task of the chance practice is
   *  open on the page's tree (families/chance/practice-panel.js): then nothing of the searches is painted. */
  practicing() {
    return (this.p.practicing?.() ?? false) || !!chanceHook.hides?.();
  }

  /** Whether the student predicts each step (Predict): then what the finished run found — its
   *  value, counts, cutoffs, window result — is the answer to come and is not painted. */
  predicting() {
    return this.p.predicting?.() ?? false;
  }

  paint() {
    const { doc, runs, limits, mainView, compare } = this.p;
    const S = this.p.store.state;
    if (this.practicing()) return this.blank();
    this.blankFor = null;
    if (runs.pending) return this.waiting();
    delete document.documentElement.dataset.busy;
    const { shape, analysis } = doc;
    shape.layout ??= taken(doc.tree, calls.layout()); // made by the run worker (families/page-runs.js), or undefined
    const n = shape.parent.length;
    const isCompare = comparing(S);
    const drawable = n <= limits.draw;
    $('tree-host').hidden = isCompare || !drawable;
    $('compare-host').hidden = !isCompare || !drawable;
    const extra = { showDewey: S.dewey, critical: S.crit ? analysis.critical : null };
    const sel = doc.idOfDewey(S.sel);
    if (!drawable) this.p.notice(t('notice-too-big-to-draw', { count: count(n), size: quantity(n), limit: quantity(limits.draw) }), true);
    else if (this.p.isSizeNotice()) this.p.notice('');
    const fit = (v) => !S.embed && this.fitHeight(v);
    if (drawable && isCompare) compare.paint({ shape, runs, view: S.view, extra, sel, fit });
    else if (drawable) {
      if (mainView.setShape(shape)) fit(mainView);
      const own = { ...runs.main.paint(S.step, S.view), ...extra };
      const model = mctsHook.over?.(doc, own, S) ?? own; // UCT's statistics and phases (view/mcts-hook.js)
      mainView.render(model);
      mainView.select(sel, { reveal: false });
      this.model = model;
      this.follow(model);
    }
    if (!isCompare) {
      compare.clearExtras();
      compare.leave();
    }
    this.paintTable();
    this.paintSummary();
    // The counts table changes with the runs, the procedure shown and the language, not with a step or a selection.
    const counted = [runs.km, analysis, isCompare ? DEFAULT_PROC : S.proc, shape, currentEntries()];
    const hidden = this.predicting();
    if (hidden) {
      $('counts').replaceChildren();
      this.counted = null;
    } else if (!runs.km)
      $('counts').replaceChildren(); // a tree with chance positions: no K&M counts (other-counts has its family's)
    else if (!this.counted || counted.some((x, i) => x !== this.counted[i])) {
      renderCounts($('counts'), runs.km.counts, analysis, counted[2], runs.km, shape);
      this.counted = counted;
    }
    renderOtherCounts($('other-counts'), hidden ? [] : runs.shown);
    chanceHook.practice?.(doc, S, this); // a tree with chance positions: its practice panel (families/chance/practice-panel.js)
    const { procOptions, windowPanel, undo } = this.p;
    procOptions.set(
      S,
      runs.shown.map((r) => r.name).filter((name) => optionsOf(name).length),
    );
    procOptions.error(runs.main?.error ?? '');
    procOptions.warnings(runs.shown.flatMap((r) => r.warnings ?? []).filter((w, i, all) => all.findIndex((v) => v.message === w.message) === i));
    windowPanel.set(S.alpha, S.beta);
    if (hidden || !runs.km) windowPanel.clear();
    else {
      windowPanel.show(
        runs.main?.windowProc ?? (isCompare ? null : S.proc),
        { counts: runs.km.counts, aspiration: runs.km.aspiration() },
        runs.main?.name ?? null,
      );
      const shownIds = drawable && !isCompare && this.windowIds ? this.windowIds : { saved: [], extra: [] };
      windowPanel.point(shownIds.saved, shownIds.extra);
    }
    this.paintSteps();
    this.paintEditPanel();
    $('undo').disabled = !undo.canUndo;
    $('redo').disabled = !undo.canRedo;
    $('redo').hidden = !undo.canRedo; // offered once there is something to redo (after an undo): one greyed control fewer on the first screen
    this.p.sweep();
  }

  /**
   * The view follows the step-through: on a new step (not on every repaint, so a view the
   * user panned stays until the next step), the current position and the successors it just
   * cut off are brought into the tree's box.
   */
  follow(model) {
    const { mainView } = this.p;
    const S = this.p.store.state;
    const parent = mainView.shape.parent;
    // A finished run with a window: what the window saves and what it costs (their tops).
    const { saved, extra } = (this.windowIds = windowEffect(model, parent));
    const stepping = S.step != null && model.current != null;
    const key = stepping ? `${S.proc}|${S.step}` : saved.length || extra.length ? `${S.proc}|${S.alpha}|${S.beta}` : null;
    if (key === this.followed) return;
    this.followed = key;
    if (key == null || S.follow === false) return;
    if (!stepping) return mainView.follow([...saved, ...extra]);
    const cut = (model.cuts ?? []).filter((c) => parent[c.id] === model.current).map((c) => c.id);
    mainView.follow([model.current, ...cut]);
  }

  /** Follows the current step again (the view was laid out anew: presentation mode), with the
   *  picture last painted: nothing else of the page changed, so nothing is painted again. */
  refollow() {
    this.followed = null;
    const { runs, mainView } = this.p;
    const S = this.p.store.state;
    if (runs.pending || comparing(S) || this.practicing() || !this.model || mainView.model !== this.model) return;
    this.follow(this.model);
  }

  /**
   * Practice mode: the explore view, hidden, still holds what it painted, and what the
   * searches found there is an exercise's answer (the cut-off positions, the values, the
   * counts, the steps). So nothing of it stays in the page: the trees show their terminals
   * only, and the summary, counts, window result, steps, cut-off reason, OPEN list, code
   * and map are emptied. Leaving practice mode paints them again (paint()). The chance
   * practice's task on the page's tree does the same, and its panel is painted (its question
   * follows the tree); the summary and the step panel say why the runs are not shown.
   */
  blank() {
    const { doc, mainView, compare, stepPanel, editPanel, windowPanel, openPanel } = this.p;
    const S = this.p.store.state;
    const shape = doc.shape;
    if (this.blankFor !== shape) {
      this.blankFor = shape; // a step or a selection changes nothing here: once per tree
      const pic = paintTerminals(shape, S.view);
      for (const v of [mainView, ...Object.values(compare.km), ...compare.diff.views]) {
        v.setShape(shape);
        v.render(pic);
      }
      compare.clearExtras();
      for (const el of document.querySelectorAll('#compare-host [data-count], #diff-caption')) el.textContent = '';
    }
    this.paintTable();
    const note = chanceHook.hides?.() ?? '';
    if (note) chanceHook.practice?.(doc, S, this);
    $('summary').textContent = note;
    $('counts').replaceChildren();
    this.counted = null;
    $('other-counts').replaceChildren();
    $('other-counts').hidden = true;
    windowPanel.clear();
    stepPanel.disable(note);
    openPanel.hide();
    editPanel.show(shape, doc.idOfDewey(S.sel), null, S.view);
    this.p.clearSweep?.();
  }

  /** While the run worker searches (families/page-runs.js): the summary says so, and nothing
   *  that reads the runs is painted (they are the previous tree's or window's). */
  waiting() {
    const n = this.p.doc.size;
    document.documentElement.dataset.busy = 'true';
    $('summary').textContent = t('summary-searching', { count: count(n), size: quantity(n) });
  }

  paintSteps() {
    if (this.practicing()) return; // a trace made later (idle, or by the run worker) waits for explore mode
    const { doc, runs, openPanel, stepPanel } = this.p;
    const S = this.p.store.state;
    const run = runs.main;
    const open = run?.openList(S.step);
    if (open) openPanel.show(open.state, doc.shape, open.message);
    else openPanel.hide();
    if (!run) return stepPanel.disable(t('step-choose-one'));
    const v = run.stepView(S.step, S.view);
    if (v.mode === 'disable') stepPanel.disable(v.message);
    else if (v.mode === 'waiting') {
      stepPanel.waiting(v.message);
      this.scheduleTrace();
    } else stepPanel.show(v);
  }

  /** Makes the selected procedure's trace now, if it is made lazily; repaints the steps. */
  prepareSteps(then = null) {
    const { runs, stepPanel } = this.p;
    if (runs.pending) {
      if (then) runs.settled().then(then); // a step asked for while the runs are made: taken after
      return false;
    }
    const run = runs.main;
    if (!run || run.stepper || run.stepError) return true; // stepError: refused (the step panel says why)
    // A big tree's trace is made by the run worker: the steps follow when it is in (`then`).
    const later = () => {
      this.paintSteps();
      then?.();
    };
    if (runs.prepareStepsAhead(run, later)) {
      stepPanel.waiting(t('step-making', { proc: procedureName(run.name), size: quantity(this.p.doc.size) }));
      return false;
    }
    run.prepareSteps();
    this.paintSteps();
    return true;
  }

  /** Resolves when the selected run's steps are made (at once, or by the run worker). */
  whenSteps() {
    return new Promise((ok) => {
      // true: made now; false: the run worker makes it and `ok` follows; while the runs are made, at once
      if (this.prepareSteps(ok) || this.p.runs.pending) ok();
    });
  }

  /** The same when the browser is idle (the trace costs more than the three runs). Above
   *  TRACE_ON_IDLE positions the trace (hundreds of thousands of events, a second or more)
   *  is made only when a step button asks for it (StepPanel's ensure), not unasked. */
  scheduleTrace() {
    if (this.traceHandle || this.p.doc.shape.parent.length > TRACE_ON_IDLE) return;
    const later = () => {
      this.traceHandle = null;
      this.prepareSteps();
    };
    this.traceHandle = 'requestIdleCallback' in window ? requestIdleCallback(later, { timeout: 250 }) : setTimeout(later, 20);
  }

  /** Sizes a view's box to the tree's proportions (so a wide, flat tree leaves no gap). */
  fitHeight(view) {
    const hi = Math.max(320, Math.round(window.innerHeight * 0.62));
    view.host.style.height = `${view.preferredHeight(260, hi)}px`;
    view.fit();
  }

  /**
   * The table view of the search (view/search-table.js), when it is open: the run shown with
   * the drawing's picture (at the step shown) and the core's record it was made from; in the
   * compare view, the default procedure's finished run; while practising, nothing (its rows
   * would be the exercise's answers).
   */
  paintTable() {
    const { table, doc, runs, store } = this.p;
    const S = store.state;
    const box = document.getElementById('table-panel');
    if (!table || !box) return;
    box.hidden = !S.table;
    if (!S.table) return;
    const note = box.querySelector('.table-note');
    const shape = doc.shape;
    const sel = doc.idOfDewey(S.sel);
    if (this.practicing() || runs.pending) {
      table.body.replaceChildren();
      table.caption.textContent = TABLE_PAGE_WORDS.heading;
      note.textContent = this.practicing() ? TABLE_PAGE_WORDS.hiddenPractice : TABLE_PAGE_WORDS.waiting;
      note.hidden = false;
      table.args = null;
      return;
    }
    const run = runs.main;
    if (run && !comparing(S) && this.model) {
      const record = run.editPicture?.()?.record ?? run.result ?? null;
      return table.show({ shape, model: this.model, record, proc: shortName(run.name), view: S.view, sel });
    }
    if (!runs.km) return table.body.replaceChildren(); // the compare view of a tree with chance positions: no K&M picture
    const pic = runs.km.picture(DEFAULT_PROC);
    const model = paintPicture(shape, pic, S.view);
    table.show({
      shape,
      model,
      record: pic.record,
      proc: shortName(DEFAULT_PROC),
      view: S.view,
      sel,
      note: TABLE_PAGE_WORDS.compareNote(shortName(DEFAULT_PROC)),
    });
  }

  paintSummary() {
    const { doc, runs } = this.p;
    const S = this.p.store.state;
    const c = runs.km?.counts;
    const exact = kmUsing('none'); // it takes no window: its value is F(root)
    const text = this.predicting()
      ? t('summary-predicting', { proc: shortName(S.proc) })
      : runs.main
        ? runs.main.summary(S)
        : !c
          ? runs.extras.map((r) => r.summary()).join(' ')
          : t('summary-compare', {
              value: f(c[exact].value),
              terminals: count(doc.shape.terminals),
              list: `${KM.map((p) => `${shortName(p)} ${c[p].counts.terminals}`).join(', ')}${runs.extras.map((r) => r.compareTerm()).join('')}`,
            });
    const strong = document.createElement('span');
    strong.id = 'root-value';
    if (!this.predicting() && c) strong.dataset.value = String(c[exact].value);
    strong.textContent = text;
    $('summary').replaceChildren(strong);
  }

  paintEditPanel() {
    const { doc, runs, editPanel } = this.p;
    const S = this.p.store.state;
    // No run while practising or predicting: what it examined, and the cutoff that skipped a
    // position, is the answer.
    if (this.practicing() || this.predicting()) return editPanel.show(doc.shape, doc.idOfDewey(S.sel), null, S.view);
    if (runs.pending) return;
    editPanel.show(doc.shape, doc.idOfDewey(S.sel), runs.main ? runs.main.editPicture() : runs.km?.picture(DEFAULT_PROC), S.view);
  }
}

/**
 * The positions a window saves (the full window examines them, this search does not) and
 * those it costs (examined only because of it), as the tops of their subtrees.
 */
export function windowEffect(model, parent) {
  const saved = [];
  const extra = [];
  const status = model.status ?? [];
  // Only the window's saved set can be 'saved' (families/km/runs.js, classify): with it at hand
  // (null: nothing saved) a step reads those statuses, not all of them (a big tree's are made
  // when first read).
  if ('savedIds' in model) {
    for (const i of model.savedIds ?? []) if (status[i] === 'saved' && status[parent[i]] !== 'saved') saved.push(i);
    saved.sort((a, b) => a - b);
  } else for (let i = 0; i < status.length; i++) if (status[i] === 'saved' && status[parent[i]] !== 'saved') saved.push(i);
  const marks = model.marks;
  if (marks) for (const i of marks) if (!marks.has(parent[i])) extra.push(i);
  return { saved, extra };
}
