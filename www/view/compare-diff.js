// The difference view: two runs on ONE drawing of the tree. Each position is examined by
// both, only by A, only by B, or by neither, read from the two run records' `status` per id
// (nothing is searched here). F1 against F2 shows what the deep cutoffs save (K&M section 3);
// F2 against "F2, full window" what the window saves or costs (section 4); any two
// procedures of the catalogue the same way. The four kinds differ by fill pattern and
// outline (hatched and solid, dotted and dashed, filled, hollow), not by colour alone.
import { isMutant, KM, labelOf, MUTANTS, NEGAMAX, OTHERS, procedure, shortName, takesChance } from '../core/procedures.js';
import { FULL_WINDOW } from '../core/score.js';
import { calls } from '../families/core-calls.js';
import { DEFAULT_PROC, DIFF_FULL } from '../families/defaults.js';
import { optionsFor } from '../families/options.js';
import { runRecord, statusCode } from '../families/typed-record.js';
import { count, pageLocale, t } from '../i18n/translate.js';
import { paintTerminals } from './paint.js';
import { TreeView } from './tree-view.js';

/** F2 with the full window, whatever the page's window. */
export const FULL = DIFF_FULL;

/** The choices for A and B: K&M's three, F2 with the full window, the other papers' procedures,
 *  and the mistakes once the full core is in (practice's diagnosis opens them). */
export function diffChoices() {
  return [
    ...KM.map((p) => [p, p]),
    [FULL, t('diff-choice-full', { proc: shortName(DEFAULT_PROC) })],
    ...OTHERS.map((p) => [p, shortName(p)]),
    ...MUTANTS.map((p) => [p, t('diff-choice-mistake', { label: mistakeTitle(p) })]),
  ];
}

/** A mistake's title in the page's language (its message, as practice names it), else the catalogue's. */
export function mistakeTitle(name) {
  const id = `mutant-${procedure(name)?.abbrev}-title`;
  const title = t(id);
  return title === id ? labelOf(name) : title;
}

export const labelOfChoice = (name) =>
  name === FULL ? `${shortName(DEFAULT_PROC)} (−∞, +∞)` : isMutant(name) ? t('diff-mistake', { label: mistakeTitle(name) }) : shortName(name);

/** The examined flags of `name`'s run on `tree` with the page state `S` (its window and options). */
export function examined(tree, name, S, km) {
  let r;
  // Ballard's family: the full core's own run of it (wasm/chance.rs; families/chance/run.js).
  if (takesChance(name)) return Array.from(tree.chanceRun(name, { ...optionsFor(S, name), trace: false }).examined, (x) => x === 1);
  if (name === FULL) r = runRecord(tree, calls.run(DEFAULT_PROC, { ...FULL_WINDOW }));
  else if (NEGAMAX.includes(name) && km)
    r = km.record(name); // none on a tree with chance positions: the core says why below
  else r = runRecord(tree, calls.run(name, optionsFor(S, name)));
  const examined = statusCode('examined');
  return Array.from(r.columns.status, (s) => s === examined);
}

/**
 * Kinds per position and their counts.
 * @returns {{status: string[], counts: {both, a, b, none: {positions: number, terminals: number}}}}
 */
export function diffOf(shape, ea, eb) {
  const counts = Object.fromEntries(['both', 'a', 'b', 'none'].map((k) => [k, { positions: 0, terminals: 0 }]));
  const status = ea.map((x, i) => {
    const k = x && eb[i] ? 'both' : x ? 'a' : eb[i] ? 'b' : 'none';
    counts[k].positions++;
    if (shape.value[i] !== null) counts[k].terminals++;
    return `diff-${k}`;
  });
  return { status, counts };
}

export class DiffView {
  /**
   * @param {HTMLElement} figure  #diff-figure: its .tree-host, caption and legend
   * @param {(id: number, how: string) => void} onSelect
   */
  constructor(figure, onSelect) {
    this.figure = figure;
    this.caption = figure.querySelector('figcaption');
    // The four kinds' fills and outlines are marks of the table (view/marks.js).
    this.view = new TreeView(figure.querySelector('.tree-host'), { label: () => t('tree-label-diff'), onSelect, whole: true });
  }

  /** Paints the difference of `a` and `b` on the current tree. */
  paint({ shape, runs, view, extra, sel, fit, S, a, b }) {
    const tree = runs.tree;
    let ea;
    let eb;
    try {
      ea = examined(tree, a, S, runs.km);
      eb = examined(tree, b, S, runs.km);
    } catch (e) {
      this.caption.textContent = t('diff-failed', { error: e.message ?? e });
      return;
    }
    const { status, counts } = diffOf(shape, ea, eb);
    if (this.view.setShape(shape)) fit(this.view);
    const labels = paintTerminals(shape, view).labels;
    this.view.render({ labels, status, cuts: [], ...extra });
    this.view.select(sel, { reveal: false });
    const A = labelOfChoice(a);
    const B = labelOfChoice(b);
    const c = (k) => t('diff-count', { positions: count(counts[k].positions), terminals: count(counts[k].terminals) });
    // A sentence: its first letter a capital, also when it opens with "the mistake …".
    const caption = t('diff-caption', { a: A, b: B, both: c('both'), onlyA: c('a'), onlyB: c('b'), neither: c('none') });
    this.caption.textContent = caption.replace(/\p{L}/u, (l) => l.toLocaleUpperCase(pageLocale()));
    this.figure.dataset.onlyA = String(counts.a.terminals);
    this.figure.dataset.onlyB = String(counts.b.terminals);
    for (const [k, name] of [
      ['a', A],
      ['b', B],
    ]) {
      const li = this.figure.querySelector(`[data-diff-legend=${k}] .who`);
      if (li) li.textContent = name;
    }
  }

  get views() {
    return [this.view];
  }
}
