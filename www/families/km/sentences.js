// One sentence per trace event, for the step-through caption (and screen readers).
// All numbers come from the event itself; the view only changes signs (K&M: the minimax
// view "drops the minus signs") and turns "m >= beta" at Min into "m <= alpha".
import { formatScore as f, isFullWindow, negate } from '../../core/score.js';
import { MINIMAX, player, shown, shownBound, shownWindow } from '../../view/standpoint.js';
import { cap as Cap, positionName, positionsAre as list } from '../words.js';
import { callName, windowUse } from '../../core/procedures.js';

/**
 * The window a procedure is called with, in words, as it uses one (the catalogue's
 * window use): none, a bound (β), or the window. One that takes none but makes its own
 * (MTD(f)'s null windows) shows them.
 */
export function windowWords(proc, alpha, beta, depth, view) {
  const use = windowUse(proc);
  if (use === 'bound') return ` with bound ${f(shown(beta, depth, view))}`;
  if (use === 'none' && isFullWindow(alpha, beta)) return '';
  const [a, b] = shownWindow(alpha, beta, depth, view);
  return ` with window (α, β) = (${f(a)}, ${f(b)})`;
}

/**
 * The sentence for event `e` of a run of `proc` (the run record's trace, by position id).
 * @param {object} e  trace event
 * @param {{proc: string, view: string, shape: object, isSaved?: (id: number) => boolean}} ctx
 *   shape: the core's shape (Dewey coordinates, depths, terminal values); isSaved (optional):
 *   whether the window saved a position (the full window examines it, this search does not)
 */
export function describe(e, ctx) {
  const { proc, view, shape } = ctx;
  const dw = (id) => shape.dewey[id];
  const d = shape.depth[e.at];
  const who = player(d);
  const mini = view === MINIMAX;
  const at = positionName(dw(e.at));
  const here = dw(e.at) || 'the root';
  switch (e.type) {
    case 'enter': {
      const start = e.at === 0 ? 'Start: examine the root' : `Examine ${at}`;
      return `${start} (${who} to move)${windowWords(proc, e.alpha, e.beta, d, view)}.`;
    }
    case 'terminal':
      return mini
        ? `${Cap(at)} is terminal; its value is ${f(shown(e.f, d, view))} (from Max's standpoint).`
        : `${Cap(at)} is terminal: f(${dw(e.at)}) = ${f(e.f)} (from the standpoint of ${who}, to move there).`;
    case 'update': {
      const child = dw(e.child);
      if (mini && d % 2 === 1) {
        return `At ${here} (Min): ${child} gives ${f(negate(e.t))} < m = ${f(negate(e.oldM))}, so m = ${f(negate(e.t))}.`;
      }
      if (mini) {
        return `At ${here} (Max): ${child} gives ${f(e.t)} > m = ${f(e.oldM)}, so m = ${f(e.t)}.`;
      }
      return `At ${here}: t = −${callName(proc)}(${child}) = ${f(e.t)} > m = ${f(e.oldM)}, so m = ${f(e.t)}.`;
    }
    case 'cutoff': {
      const skipped = e.skipped ?? []; // the core omits an empty list
      const bound = windowUse(proc) === 'bound' ? 'bound' : mini && d % 2 === 1 ? 'α' : 'β';
      const cmp =
        mini && d % 2 === 1
          ? `m = ${f(negate(e.m))} ≤ ${bound} = ${f(negate(e.beta))}`
          : `m = ${f(e.m)} ≥ ${bound} = ${f(e.beta)}`;
      const why = {
        shallow: `a shallow cutoff (the bound is the parent's value)`,
        deep:
          e.from != null
            ? `a deep cutoff (the bound is the value m of ${e.from === 0 ? 'the root' : dw(e.from)}, an ancestor above the parent, which F1 would not know)`
            : `a deep cutoff (the bound comes from an ancestor above the parent, which F1 would not know)`,
        window: `a window cutoff (the bound is the root's window itself, not a value of an examined position)`,
      }[e.kind];
      const names = (ids) => ids.map((q) => dw(q) || 'root').join(', ');
      let saved = '';
      if (ctx.isSaved) {
        // Saved by the window: examined by the full window (-inf, +inf), not by this search.
        const yes = skipped.filter((q) => ctx.isSaved(q));
        const no = skipped.filter((q) => !ctx.isSaved(q));
        if (yes.length) saved += ` The full window examines ${yes.length === skipped.length ? (yes.length === 1 ? 'it' : 'them') : names(yes)}: saved by the window.`;
        if (e.kind === 'window' && no.length) saved += ` The full window skips ${yes.length ? names(no) : no.length === 1 ? 'it' : 'them'} too: not saved by the window.`;
      }
      return `At ${here}: ${cmp}: ${why}; ${list(skipped.map(dw))} not examined.${saved}`;
    }
    case 'leave': {
      if (shape.value[e.at] !== null) return `${Cap(at)} returns its value ${f(shown(e.value, d, view))}.`;
      const v = shown(e.value, d, view);
      // The bound kind is the core's, by (6) for F1 and (9) for F2; the view may swap it.
      const kind = shownBound(e.bound, d, view);
      const F = mini && d % 2 === 1 ? `the minimax value of ${dw(e.at)}` : e.at === 0 ? 'F(root)' : `F(${dw(e.at)})`;
      const eq = windowUse(proc) === 'bound' ? '(6)' : '(9)';
      if (kind === 'lower') return `${Cap(at)} returns ${f(v)}, a bound: ${F} ≥ ${f(v)} by ${eq}.`;
      if (kind === 'upper') return `${Cap(at)} returns ${f(v)}, a bound: ${F} ≤ ${f(v)} by ${eq}.`;
      return `${Cap(at)} returns ${f(v)} = ${F}.`;
    }
    case 'research': {
      // NegaScout's second search of a successor; MTD(f)'s next pass of the root.
      const [a, b] = shownWindow(e.alpha, e.beta, d + (e.at === e.child ? 0 : 1), view);
      if (e.at === e.child) {
        return `The last pass gave ${f(shown(e.t, d, view))}: search the root again with the null window (α, β) = (${f(a)}, ${f(b)}).`;
      }
      return `At ${here}: the null-window test of ${dw(e.child)} gave t = ${f(e.t)}, inside the window: search ${dw(e.child)} again with (α, β) = (${f(a)}, ${f(b)}).`;
    }
    case 'recall':
      return `${Cap(at)}: the memory holds a bound ${f(shown(e.value, d, view))} that settles this call; nothing below it is examined.`;
    default:
      return '';
  }
}

/** The caption before the first event. */
export function readySentence(proc, alpha, beta) {
  return `Ready: ${proc} starts at the root (Max to move)${windowWords(proc, alpha, beta, 0, 'negamax')}. Step forward (→) or play (Space).`;
}
