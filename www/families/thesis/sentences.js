// One sentence per event of Muszycka's procedures (see stepper.js): calls, static
// evaluations, returns, TEST outcomes, minimal-window tests and re-searches, cut-offs, and
// SSS*'s applications of Γ. Numbers come from the events; the view only changes signs.
import { formatScore as f, negate } from '../../core/score.js';
import { count, t } from '../../i18n/translate.js';
import { MINIMAX, player, shown } from '../../view/standpoint.js';
import { deweyList, shortDewey } from '../words.js';

const GE = { ge: '≥', gt: '>' };
const LE = { ge: '≤', gt: '<' };
/** The routines whose call is a question (the TESTs). */
const QUESTIONS = new Set(['test', 'testm', 'test_minimax']);

export class ThesisSentences {
  /**
   * @param {object} shape  the core's shape()
   * @param {string} proc  the procedure's name
   * @param {boolean} minimaxProc  the procedure's values are from Max's standpoint
   * @param {string} view  negamax | minimax
   */
  constructor(shape, proc, minimaxProc, view) {
    Object.assign(this, { shape, proc, minimaxProc, view });
    this.flip = (id) => view === MINIMAX && shape.depth[id] % 2 === 1;
  }

  short(id) {
    return shortDewey(this.shape.dewey[id]);
  }

  /** A value the procedure computed at `id`, as the view shows it. */
  val(v, id) {
    const depth = this.shape.depth[id];
    const nega = this.minimaxProc && depth % 2 === 1 ? negate(v) : v;
    return f(shown(nega, depth, this.view));
  }

  /** A negamax window at `id` as the view shows it. */
  win(a, b, id) {
    return this.flip(id) ? `(${f(negate(b))}, ${f(negate(a))})` : `(${f(a)}, ${f(b)})`;
  }

  /** A call with its arguments, e.g. "pvs with window (−7, −6)" or "TEST: is its value ≥ 6?". */
  call(c, id) {
    switch (c.routine) {
      case 'branch_and_bound':
        return t('thesis-call-bound', { bound: this.flip(id) ? f(negate(c.bound)) : f(c.bound) });
      case 'alphabeta':
      case 'falphabeta':
      case 'pvs':
        return t('thesis-call-window', { routine: c.routine, window: this.win(c.alpha, c.beta, id) });
      case 'palphabeta':
        return 'palphabeta';
      case 'scout':
      case 'scout_minimax':
        return t('thesis-call-scout');
      case 'scout_cm':
        return t('thesis-call-scout-cm');
      case 'test':
        return this.flip(id) ? t('thesis-call-test', { rel: LE[c.op], v: f(negate(c.v)) }) : t('thesis-call-test', { rel: GE[c.op], v: f(c.v) });
      case 'testm':
        return this.flip(id) ? t('thesis-call-testm', { rel: '<', v: f(negate(c.v)) }) : t('thesis-call-testm', { rel: '>', v: f(c.v) });
      case 'test_minimax':
        return t('thesis-call-test-minimax', { rel: GE[c.op], v: f(c.v) });
      default:
        return c.routine;
    }
  }

  /** The sentence for event e (a cut-off names the ids it skips, e.skipped: the core's). */
  describe(e) {
    const who = (id) => player(this.shape.depth[id]);
    // `p`, `at`, `son`: Dewey names, or "root" (the messages select on it).
    const p = this.short(e.at);
    switch (e.type) {
      case 'enter':
        // A TEST's call is a question: no full stop after it.
        return t('thesis-enter', { p, who: who(e.at), call: this.call(e.call, e.at), question: QUESTIONS.has(e.call.routine) ? 'yes' : 'no' });
      case 'evaluate': {
        const side = this.minimaxProc || this.view === MINIMAX ? 'max' : 'mover';
        return t('thesis-evaluate', { p, value: this.val(e.value, e.at), side, who: who(e.at) });
      }
      case 'return':
        return t('thesis-return', { p, value: this.val(e.value, e.at) });
      case 'test_result':
        return t('thesis-test-result', { p, outcome: String(Boolean(e.outcome)) });
      case 'cutoff': {
        const m = this.flip(e.at) ? { m: f(negate(e.m)), rel: '≤', ab: 'α', b: f(negate(e.bound)) } : { m: f(e.m), rel: '≥', ab: 'β', b: f(e.bound) };
        const skipped = (e.skipped ?? []).map((i) => this.shape.dewey[i]);
        return t('thesis-cutoff', { p, ...m, after: count(e.after), count: count(skipped.length), skipped: deweyList(skipped) });
      }
      case 'window_test': {
        // t and m are values at e.at (negamax there); the minimax view at Min flips the test.
        const flip = this.flip(e.at);
        const rel = e.promising ? (flip ? '<' : '>') : flip ? '≥' : '≤';
        return t('thesis-window-test', {
          p,
          son: this.short(e.son),
          window: this.win(e.alpha, e.beta, e.son),
          t: this.val(e.t, e.at),
          rel,
          m: this.val(e.m, e.at),
          promising: e.promising ? 'yes' : 'no',
        });
      }
      case 'scouted':
        return t('thesis-scouted', { p, son: this.short(e.son), outcome: String(Boolean(e.outcome)), evaluate: e.evaluate ? 'yes' : 'no' });
      case 're_search': {
        const evaluate = e.call.routine === 'scout' || e.call.routine === 'scout_minimax' ? 'yes' : 'no';
        return t('thesis-re-search', { p, son: this.short(e.son), evaluate, call: this.call(e.call, e.son) });
      }
      case 'open':
        return this.gamma(e);
      default:
        return '';
    }
  }

  /** An SSS* triple as the thesis writes them: ⟨2.1, LIVE, 5⟩. */
  triple(x) {
    return `⟨${this.short(x.at)}, ${x.status === 'live' ? 'LIVE' : 'SOLVED'}, ${f(x.merit)}⟩`;
  }

  /** SSS*: one application of Γ (the thesis' Fig. 8, one row). */
  gamma(e) {
    if (!e.gamma) return t('thesis-sss-start', { step: count(e.step), triples: e.inserted.map((x) => this.triple(x)).join(' ') });
    const { triple: g, case: c, purged } = e.gamma;
    const p = g.at;
    // What went on top, and a terminal's SOLVED triple, are among the step's insertions.
    const top = e.inserted.find((x) => x.below == null);
    const solved = e.inserted.find((x) => x.at === p && x.status === 'solved');
    const what = {
      live_leaf: () => t('thesis-gamma-live-leaf', { solved: solved ? this.triple(solved) : `⟨${this.short(p)}, SOLVED, min(m, static)⟩` }),
      live_min: () => t('thesis-gamma-live-min', { top: this.triple(top) }),
      live_max: () => t('thesis-gamma-live-max', { merit: f(g.merit) }),
      solved_min: () =>
        t('thesis-gamma-solved-min', { top: this.triple(top), count: count(purged.length), purged: purged.map((x) => this.short(x)).join(', ') }),
      solved_max_last: () => t('thesis-gamma-solved-max-last', { top: this.triple(top) }),
      solved_max_next: () => t('thesis-gamma-solved-max-next', { top: this.triple(top) }),
    }[c]();
    const done = top?.at === 0 && top.status === 'solved' ? ` ${t('thesis-sss-stops', { merit: f(top.merit) })}` : '';
    return t('thesis-gamma', { step: count(e.step), triple: this.triple(g), what, done });
  }
}
