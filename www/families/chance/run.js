// A run of expectiminimax, Star1 or Star2 (Ballard 1983; crate/src/chance/) behind the family
// interface (../index.js): the full core's chanceRun() (wasm/chance.rs) gives the value and
// counts exactly, which positions it entered, its trace and the listing's line of each event.
// Values are exact texts from the standpoint of the player to move (negamax); the minimax
// view shows them from Max's. A tree without chance positions is refused with the reason: the
// page offers this family on trees with chance positions (the catalogue's takesChance).
import { labelOf, shortName, takesWindow } from '../../core/procedures.js';
import { formatScore } from '../../core/score.js';
import { count, t } from '../../i18n/translate.js';
import { WINDOW_PROC } from '../defaults.js';
import { boundLabel, decimalOf, MINIMAX, negateExact, showExact } from './exact.js';
import { keepListing } from './listing.js';
import { kindOf, nameOf, sentenceOf } from './sentences.js';
import { MIN } from './shape.js';
import { ChanceStepper, firstOf } from './stepper.js';

/** At most this many positions get a trace (chance trees on the page are small). */
export const CHANCE_TRACE_LIMIT = 20_000;

/** The run of `name` on `tree` with the page state `S`'s window (for those that take one) and
 *  leaf range (the catalogue's option `range`, kept as S.range), the core's object. */
export function chanceRecord(tree, name, S, trace) {
  return tree.chanceRun(name, { range: S.range ?? '', ...(takesWindow(name) ? { alpha: S.alpha, beta: S.beta } : {}), trace });
}

export class ChanceRun {
  constructor({ family, name, tree, shape, options }) {
    if (!shape.chance) throw new Error(t('chance-plain-tree', { proc: shortName(name) }));
    Object.assign(this, { family, name, shape, error: '', windowProc: WINDOW_PROC });
    this.result = chanceRecord(tree, name, options, shape.parent.length <= CHANCE_TRACE_LIMIT);
    this.first = firstOf(shape);
    this.stepper = this.result.trace ? new ChanceStepper(this.result.trace, shape) : null;
    if (this.stepper) keepListing(name, this.result); // the code panel's (listing.js)
  }

  get length() {
    return this.stepper?.length ?? 0;
  }

  prepareSteps() {
    return this.stepper != null;
  }

  /** Whether values at `id` are Min's (negamax): the minimax view flips them. */
  minAt(id) {
    const r = this.shape.chance.role[id];
    return r === MIN || r === 3;
  }

  /** A {value, bound} of `id`'s mover as the view shows it. */
  label(id, v, view) {
    if (!v) return '';
    if (view !== MINIMAX || !this.minAt(id)) return boundLabel(v.value, v.bound);
    return boundLabel(negateExact(v.value), v.bound === 'lower' ? 'upper' : v.bound === 'upper' ? 'lower' : v.bound);
  }

  paint(k, view) {
    const shape = this.shape;
    const n = shape.parent.length;
    // The stepper folds one state in place (families/trace-fold.js): the step's is asked last,
    // or the finished run's would overwrite it and every step would show the finished picture.
    const fin = this.stepper && k == null ? this.stepper.stateAt(this.stepper.length) : null;
    const st = k == null || !this.stepper ? null : this.stepper.stateAt(k);
    const state = st ?? fin;
    const entered = state ? state.entered : this.result.examined;
    const cut = state ? state.cut : new Uint8Array(n);
    const finished = !st || st.k >= this.length;
    const labels = new Array(n);
    const status = new Array(n);
    const cuts = [];
    for (let i = 0; i < n; i++) {
      const p = shape.parent[i];
      if (cut[i] && !entered[i]) {
        status[i] = 'skipped';
        cuts.push({ id: i, kind: 'skipped' });
      } else if (p >= 0 && status[p] !== 'examined') status[i] = status[p];
      else if (entered[i]) status[i] = 'examined';
      else status[i] = finished ? 'skipped' : 'pending';
      // A terminal's value is Max's; the negamax view shows Min's own (role 1).
      const v = shape.value[i];
      labels[i] = v !== null ? formatScore(view !== MINIMAX && shape.chance.role[i] === MIN ? -v || 0 : v) : this.label(i, state?.value[i], view);
    }
    if (finished) labels[0] = this.label(0, { value: this.result.value, bound: this.result.bound }, view);
    const model = { labels, status, cuts };
    if (st && !finished) {
      model.current = st.event ? (st.event.type === 'probe' ? st.event.child : st.event.at) : 0;
      model.active = new Set(st.stack);
    }
    return model;
  }

  stepView(k, view) {
    if (!this.stepper) return { mode: 'disable', message: `${this.closingSentence()} ${t('step-too-large-for', { proc: shortName(this.name) })}` };
    let sentence;
    let st = null;
    if (k == null) sentence = this.closingSentence();
    else if (k === 0) sentence = t('step-ready', { proc: shortName(this.name) });
    else {
      st = this.stepper.stateAt(k);
      sentence = `${k}. ${sentenceOf(this, st, view)}`;
    }
    return { mode: 'show', length: this.length, k, sentence, ...this.stack(st, view) };
  }

  /** The positions entered and not yet returned: who moves, the window, a chance position's bounds. */
  stack(st, view) {
    const head = [t('stack-position'), t('stack-to-move'), t('chance-stack-window'), t('chance-stack-bounds')];
    const rows = (st?.stack ?? []).map((id) => {
      const w = st.window[id];
      const b = st.bounds[id];
      const flip = view === MINIMAX && this.minAt(id);
      const win = w ? (flip ? [negateExact(w.beta), negateExact(w.alpha)] : [w.alpha, w.beta]) : null;
      const bd = b ? (flip ? [negateExact(b.upper), negateExact(b.lower)] : [b.lower, b.upper]) : null;
      return [
        nameOf(this.shape, id) || t('stack-root'),
        t('chance-who', { kind: kindOf(this.shape, id) }),
        { text: win ? `(${showExact(win[0])}, ${showExact(win[1])})` : '—', asPrinted: true },
        { text: bd ? `[${showExact(bd[0])}, ${showExact(bd[1])}]` : '', asPrinted: true },
      ];
    });
    return { head, rows };
  }

  /** The figures of the summary and the closing sentence. */
  figures() {
    const r = this.result;
    const c = r.counts;
    return {
      proc: labelOf(this.name),
      value: showExact(r.value),
      decimal: decimalOf(r.value) || 'none',
      bound: r.bound,
      terminals: count(c.terminals),
      allTerminals: count(this.shape.terminals),
      chanceCuts: count(c.chance_cutoffs),
      probingCuts: count(c.probing_cutoffs),
      decisionCuts: count(c.decision_cutoffs),
      L: showExact(String(r.range.lower)),
      U: showExact(String(r.range.upper)),
      assumed: r.range.assumed ? 'yes' : 'no',
    };
  }

  summary() {
    return t('chance-summary', this.figures());
  }

  closingSentence() {
    return `${t('chance-done', { ...this.figures(), proc: shortName(this.name) })}${this.stepper ? ` ${t('step-hint')}` : ''}`;
  }

  editPicture() {
    return null;
  }

  openList() {
    return null;
  }

  compareCaption() {
    return t('chance-compare-caption', this.figures());
  }

  compareTerm() {
    return `, ${shortName(this.name)} ${this.result.counts.terminals}`;
  }

  /** The listing beside the tree (the core's) and the line of step k's event. */
  listing() {
    return this.result.listing;
  }

  lineAt(k) {
    return k > 0 ? this.result.lines[k - 1] : null;
  }
}
