// The compare view: Knuth & Moore's procedures finished, side by side (as many columns as the screen
// holds: style.css), and one small tree per procedure of the other papers added to the
// comparison (cmp=...); or the difference of two runs on one tree (compare-diff.js). Each
// tree is whole in its box when its values are still readable there (camera.js, READ_KMIN);
// when it cannot be (K&M's Fig. 1 side by side would be 2 px), or the person zoomed in, the
// first difference of the runs A and B (first-difference.js) is at the centre at 13 px, the
// boxes panning and zooming together: on opening Compare, on a new tree, window or choice.

import { loadFull } from '../core/load.js';
import { isMutant, KM, OTHERS, procedure, shortName, windowUse } from '../core/procedures.js';
import { DEFAULT_DIFF, DEFAULT_PROC } from '../families/defaults.js';
import { count, currentEntries, t } from '../i18n/translate.js';
import { comparing } from '../state/show.js';
import { DiffView, diffChoices, examined, labelOfChoice } from './compare-diff.js';
import { CompareExtras } from './compare-extras.js';
import { diffPair } from './diff-pair.js';
import { h } from './dom.js';
import { differenceSentence, firstDifference } from './first-difference.js';
import { paintPicture } from './paint.js';
import { TreeView } from './tree-view.js';

export class CompareView {
  /**
   * @param {HTMLElement} host  #compare-host (a figure per K&M procedure is added to it), the mode
   *   switch (input[name=cmp-mode]), the difference's choices (#diff-a, #diff-b) and #diff-figure
   * @param {import('../state/store.js').Store} store  the page state (the mode, the runs the
   *   difference compares, the options of the procedures compared); told of a choice here
   */
  constructor(host, onSelect, store = null) {
    this.host = host;
    this.store = store;
    this.mode = 'side';
    this.diff = new DiffView(host.querySelector('#diff-figure'), onSelect);
    const a = host.querySelector('#diff-a');
    const b = host.querySelector('#diff-b');
    for (const sel of [a, b]) {
      for (const [value, label] of diffChoices()) {
        const o = document.createElement('option');
        o.value = value;
        o.textContent = label;
        sel.append(o);
      }
      sel.addEventListener('change', async () => {
        // The other papers' procedures run in the full core (core/load.js): load it first; if
        // it fails (the page says so), the choice goes back to K&M's.
        if (OTHERS.includes(sel.value)) {
          try {
            await loadFull();
          } catch {
            sel.value = DEFAULT_DIFF[sel === a ? 0 : 1];
            return;
          }
        }
        store?.chooseDiff(a.value, b.value); // the link carries them (state/url-state.js: diff=)
      });
    }
    [a.value, b.value] = DEFAULT_DIFF;
    this.choice = { a, b };
    for (const r of host.querySelectorAll('input[name=cmp-mode]')) {
      r.addEventListener('change', () => {
        if (!r.checked) return;
        this.mode = r.value;
        store?.setCompareMode(r.value); // the link carries it (show=)
      });
    }
    // Each tree whole in its box when readable; a pan or zoom in one moves the others alike
    // (one shape, one layout: the same position is at the same place in every box).
    const together = (from) => (t) => {
      for (const v of Object.values(this.km)) if (v !== this.km[from]) v.moveTo(t);
    };
    // A figure per procedure of Knuth & Moore's family, as the catalogue lists them; it says
    // how the procedure uses the window (style.css puts those that take none after the others).
    this.km = Object.fromEntries(
      KM.map((p) => {
        const box = h('div', { class: 'tree-host small', 'data-proc': p });
        const figure = h(
          'figure',
          { 'data-window': windowUse(p) },
          h('figcaption', {}, h('span', { translate: 'no' }, shortName(p)), ' ', h('span', { 'data-count': p })),
          box,
        );
        if (DEFAULT_DIFF.includes(p)) figure.dataset.pair = ''; // presentation mode shows these two (panels/presentation.css)
        host.append(figure);
        return [p, new TreeView(box, { label: () => t('tree-label-proc', { proc: shortName(p) }), onSelect, fitWhole: true, onMove: together(p) })];
      }),
    );
    this.extras = new CompareExtras(host, onSelect);
    this.onSelect = onSelect;
    const line = host.querySelector('#cmp-first');
    this.first = { id: -1, key: null, text: line.querySelector('.cmp-first-text'), show: line.querySelector('.cmp-first-show') };
    this.first.show.addEventListener('click', () => this.#showFirst());
    /** Compare was left (leave()): the next paint centres the first difference again. */
    this.opened = false;
  }

  get views() {
    return this.mode === 'diff' ? this.diff.views : [...(this.chance ? [] : Object.values(this.km)), ...this.extras.views];
  }

  /** The view exported and focused for the compare view: the default procedure's (the difference's). */
  get main() {
    return this.mode === 'diff' ? this.diff.view : this.km[DEFAULT_PROC];
  }

  /**
   * @param {{shape, runs: import('../families/page-runs.js').PageRuns, view: string, extra: object,
   *   sel: number, fit: (v: TreeView) => void}} p  extra: what every model adds (showDewey, critical)
   */
  paint({ shape, runs, view, extra, sel, fit }) {
    this.#follow(this.store?.state, !!shape.chance);
    this.#relabel();
    this.chance = !runs.km;
    const diff = this.mode === 'diff';
    this.host.classList.toggle('diff-mode', diff);
    this.diff.figure.hidden = !diff;
    this.host.classList.toggle('stacked', shape.terminals > 27); // wide trees: fewer columns (style.css)
    if (diff) {
      this.extras.sync(runs.extras.map((r) => r.name));
      const S = this.store?.state ?? {};
      this.diff.paint({ shape, runs, view, extra, sel, fit, S, a: this.choice.a.value, b: this.choice.b.value });
      this.#centreFirst(shape, runs);
      return;
    }
    // A tree with chance positions: no K&M runs (page-runs.js), their boxes hidden; the added
    // procedures (expectimax, Star1, Star2) are compared.
    for (const p of KM) this.km[p].host.closest('figure').hidden = !runs.km;
    for (const p of runs.km ? KM : []) {
      const v = this.km[p];
      if (v.setShape(shape)) fit(v);
      v.render({ ...paintPicture(shape, runs.km.picture(p), view), ...extra });
      v.select(sel, { reveal: false });
      const c = runs.km.counts[p].counts;
      this.host.querySelector(`[data-count=${p}]`).textContent = t('compare-caption-km', { terminals: count(c.terminals), positions: count(c.positions) });
    }
    this.extras.sync(runs.extras.map((r) => r.name));
    for (const run of runs.extras) {
      const it = this.extras.items.get(run.name);
      if (it.view.setShape(shape)) fit(it.view);
      it.view.render({ ...run.paint(null, view), ...extra });
      it.view.select(sel, { reveal: false });
      it.count.textContent = run.compareCaption();
    }
    this.#centreFirst(shape, runs);
  }

  /**
   * Finds the first difference of A and B (again only when the tree, the window, the
   * procedures or the choice changed), names it, and makes it each box's home: the default
   * view centres it when the tree does not fit whole; on opening Compare or a new first
   * difference a view the person moved is centred on it at its zoom.
   */
  #centreFirst(shape, runs) {
    const a = this.choice.a.value;
    const b = this.choice.b.value;
    const views = this.views;
    const key = [runs.km, runs.extras, shape.parent, a, b, currentEntries()];
    const changed = !this.first.key || key.some((x, i) => x !== this.first.key[i]);
    if (changed) {
      this.first.key = key;
      const A = labelOfChoice(a);
      const B = labelOfChoice(b);
      let id = -1;
      let text;
      try {
        const S = this.store?.state ?? {};
        const ea = examined(runs.tree, a, S, runs.km);
        const eb = a === b ? ea : examined(runs.tree, b, S, runs.km);
        id = views.length ? firstDifference(shape, views[0].first, ea, eb) : -1;
        text = differenceSentence(id, shape.dewey?.[id] ?? String(id), A, B, id >= 0 && ea[id]);
      } catch (e) {
        text = t('diff-first-failed', { error: e.message ?? e });
      }
      this.first.id = id;
      this.first.text.textContent = text;
      this.first.show.hidden = id < 0;
      this.first.show.textContent = id < 0 ? t('cmp-first-show') : t('diff-show', { p: id === 0 ? 'root' : String(shape.dewey?.[id] ?? id) });
    }
    for (const v of views) v.setHome(this.first.id);
    if (changed || !this.opened) for (const v of views) if (v.userMoved) v.centreHome();
    this.opened = true;
  }

  /** The difference's choices in the page's language (again only after it changed). */
  #relabel() {
    if (this.labelled === currentEntries()) return;
    this.labelled = currentEntries();
    const labels = new Map(diffChoices());
    for (const sel of [this.choice.a, this.choice.b]) for (const o of sel.options) if (labels.has(o.value)) o.textContent = labels.get(o.value);
  }

  /** "Show": the first difference selected and at the centre of every box (at its zoom). */
  #showFirst() {
    const id = this.first.id;
    if (id < 0) return;
    for (const v of this.views) {
      v.setHome(id);
      v.centreHome();
    }
    this.onSelect?.(id, 'compare');
  }

  /** Compare is no longer shown: when it is again, its boxes centre the first difference. */
  leave() {
    this.opened = false;
  }

  /** Takes the mode and the difference's choices from the page state (a link, undo, back):
   *  a pair that cannot search the tree shown gives way to the usual one for it (diff-pair.js). */
  #follow(S, chance) {
    if (!S) return;
    if (comparing(S) && S.show !== this.mode) {
      this.mode = S.show;
      for (const r of this.host.querySelectorAll('input[name=cmp-mode]')) r.checked = r.value === this.mode;
    }
    const [a, b] = diffPair(S.diff, chance);
    for (const [sel, v] of [
      [this.choice.a, a],
      [this.choice.b, b],
    ]) {
      // A mistake or a procedure known only since the full core came in (practice's
      // diagnosis, a tree with chance positions): its option now.
      if (v && (isMutant(v) || procedure(v)) && ![...sel.options].some((o) => o.value === v)) {
        const label = diffChoices().find(([n]) => n === v)?.[1] ?? v;
        sel.append(h('option', { value: v }, label));
      }
      if (v && sel.value !== v && [...sel.options].some((o) => o.value === v)) sel.value = v;
    }
  }

  /** Drops the added procedures' trees (leaving the compare view). */
  clearExtras() {
    this.extras.sync([]);
  }
}
