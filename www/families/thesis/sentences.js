// One sentence per event of Muszycka's procedures (see stepper.js): calls, static
// evaluations, returns, TEST outcomes, minimal-window tests and re-searches, cut-offs, and
// SSS*'s applications of Γ. Numbers come from the events; the view only changes signs.
import { formatScore as f, negate } from '../../core/score.js';
import { MINIMAX, player, shown } from '../../view/standpoint.js';
import { cap, positionName, positionsAre, shortDewey } from '../words.js';

const GE = { ge: '≥', gt: '>' };
const LE = { ge: '≤', gt: '<' };

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

  name(id) {
    return positionName(this.shape.dewey[id]);
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
        return `branchandbound with bound ${this.flip(id) ? f(negate(c.bound)) : f(c.bound)}`;
      case 'alphabeta':
      case 'falphabeta':
      case 'pvs':
        return `${c.routine} with window (α, β) = ${this.win(c.alpha, c.beta, id)}`;
      case 'palphabeta':
        return 'palphabeta';
      case 'scout':
      case 'scout_minimax':
        return 'scout (evaluate it)';
      case 'scout_cm':
        return 'the Campbell–Marsland scout';
      case 'test':
        return this.flip(id) ? `TEST: is its value ${LE[c.op]} ${f(negate(c.v))}?` : `TEST: is its value ${GE[c.op]} ${f(c.v)}?`;
      case 'testm':
        return this.flip(id) ? `testm: is its value < ${f(negate(c.v))}?` : `testm: is its value > ${f(c.v)}?`;
      case 'test_minimax':
        return `TEST (minimax): is its value ${GE[c.op]} ${f(c.v)}?`;
      default:
        return c.routine;
    }
  }

  list(ids) {
    return positionsAre(ids.map((i) => this.shape.dewey[i]));
  }

  /** The sentence for event e (a cut-off names the ids it skips, e.skipped: the core's). */
  describe(e) {
    const who = (id) => player(this.shape.depth[id]);
    switch (e.type) {
      case 'enter': {
        const c = this.call(e.call, e.at);
        return `Visit ${this.name(e.at)} (${who(e.at)} to move): ${c}${c.endsWith('?') ? '' : '.'}`;
      }
      case 'evaluate': {
        const side = this.minimaxProc || this.view === MINIMAX ? "Max's standpoint" : `the standpoint of ${who(e.at)}, to move there`;
        return `${cap(this.name(e.at))} is terminal: staticvalue = ${this.val(e.value, e.at)} (from ${side}).`;
      }
      case 'return':
        return `${cap(this.name(e.at))} returns ${this.val(e.value, e.at)}.`;
      case 'test_result':
        return `The TEST at ${this.short(e.at)} answers ${e.outcome ? 'true' : 'false'}.`;
      case 'cutoff': {
        const m = this.flip(e.at) ? `m = ${f(negate(e.m))} ≤ α = ${f(negate(e.bound))}` : `m = ${f(e.m)} ≥ β = ${f(e.bound)}`;
        return `At ${this.short(e.at)}: ${m} after successor ${e.after}: a cut-off; ${this.list(e.skipped ?? [])} not examined.`;
      }
      case 'window_test': {
        // t and m are values at e.at (negamax there); the minimax view at Min flips the test.
        const flip = this.flip(e.at);
        const t = `the minimal-window test of ${this.short(e.son)} with ${this.win(e.alpha, e.beta, e.son)} gives t = ${this.val(e.t, e.at)}`;
        return e.promising
          ? `At ${this.short(e.at)}: ${t} ${flip ? '<' : '>'} m = ${this.val(e.m, e.at)}: promising, so ${this.short(e.son)} is searched again.`
          : `At ${this.short(e.at)}: ${t} ${flip ? '≥' : '≤'} m = ${this.val(e.m, e.at)}: it cannot improve m; no re-search.`;
      }
      case 'scouted':
        return e.evaluate
          ? `At ${this.short(e.at)}: the TEST of ${this.short(e.son)} says ${e.outcome ? 'true' : 'false'}: it may be better, so Scout evaluates it.`
          : `At ${this.short(e.at)}: the TEST of ${this.short(e.son)} says ${e.outcome ? 'true' : 'false'}: it cannot be better; skipped.`;
      case 're_search':
        return `At ${this.short(e.at)}: ${e.call.routine === 'scout' || e.call.routine === 'scout_minimax' ? 'evaluate' : 're-search'} ${this.short(e.son)}: ${this.call(e.call, e.son)}.`;
      case 'open':
        return this.gamma(e);
      default:
        return '';
    }
  }

  triple(t) {
    return `⟨${this.short(t.at)}, ${t.status === 'live' ? 'LIVE' : 'SOLVED'}, ${f(t.merit)}⟩`;
  }

  /** SSS*: one application of Γ (the thesis' Fig. 8, one row). */
  gamma(e) {
    if (!e.gamma) return `Step ${e.step}: OPEN = ${e.inserted.map((t) => this.triple(t)).join(' ')}.`;
    const { triple: t, case: c, purged } = e.gamma;
    const p = t.at;
    // What went on top, and a terminal's SOLVED triple, are among the step's insertions.
    const top = e.inserted.find((x) => x.below == null);
    const solved = e.inserted.find((x) => x.at === p && x.status === 'solved');
    const what = {
      live_leaf: () => `a LIVE terminal: evaluated, and ${solved ? this.triple(solved) : `⟨${this.short(p)}, SOLVED, min(m, static)⟩`} (merit min(m, static value)) goes in its sorted place`,
      live_min: () => `a LIVE Min position: its leftmost successor ${this.triple(top)} goes on top`,
      live_max: () => `a LIVE Max position: all its successors go on top, LIVE with merit ${f(t.merit)}`,
      solved_min: () => `a SOLVED Min position: its parent ${this.triple(top)} goes on top${purged.length ? `, and the parent's other successors are purged (${purged.map((x) => this.short(x)).join(', ')})` : ''}`,
      solved_max_last: () => `a SOLVED Max position, the last successor: its parent ${this.triple(top)} goes on top`,
      solved_max_next: () => `a SOLVED Max position: its next sibling ${this.triple(top)} goes on top`,
    }[c]();
    const done = top?.at === 0 && top.status === 'solved' ? ` ⟨root, SOLVED, ${f(top.merit)}⟩ is on top: SSS* stops with ${f(top.merit)}.` : '';
    return `Step ${e.step}: Γ takes ${this.triple(t)} from the top — ${what}.${done}`;
  }
}
