// One sentence per trace event, for the step-through caption (and screen readers).
// All numbers come from the event itself; the view only changes signs (K&M: the minimax
// view "drops the minus signs") and turns "m >= beta" at Min into "m <= alpha".
import { formatScore as f, negate } from '../../core/score.js';
import { MINIMAX, player, shown, shownWindow } from '../../view/standpoint.js';
import { cap as Cap, positionName, positionsAre as list } from '../words.js';

function depthOf(dewey) {
  return dewey === '' ? 0 : dewey.split('.').length;
}

/** The window a procedure is called with, in words. */
export function windowWords(proc, alpha, beta, depth, view) {
  if (proc === 'F0') return '';
  if (proc === 'F1') {
    const b = shown(beta, depth, view);
    return ` with bound ${f(b)}`;
  }
  const [a, b] = shownWindow(alpha, beta, depth, view);
  return ` with window (α, β) = (${f(a)}, ${f(b)})`;
}

/**
 * The sentence for event `e` of a run of `proc`.
 * @param {object} e  trace event
 * @param {{proc: string, view: string, isTerminal: (dewey:string)=>boolean, window?: [any, any], isSaved?: (dewey:string)=>boolean}} ctx
 *   window: the window `e.at` was called with (for leave); isSaved (optional): whether the
 *   window saved a position (the full window examines it, this search does not)
 */
export function describe(e, ctx) {
  const { proc, view } = ctx;
  const d = depthOf(e.at);
  const who = player(d);
  const mini = view === MINIMAX;
  const at = positionName(e.at);
  switch (e.type) {
    case 'enter': {
      const start = e.at === '' ? 'Start: examine the root' : `Examine ${at}`;
      return `${start} (${who} to move)${windowWords(proc, e.alpha, e.beta, d, view)}.`;
    }
    case 'terminal':
      return mini
        ? `${Cap(at)} is terminal; its value is ${f(shown(e.value, d, view))} (from Max's standpoint).`
        : `${Cap(at)} is terminal: f(${e.at}) = ${f(e.value)} (from the standpoint of ${who}, to move there).`;
    case 'update': {
      const child = e.positions[0];
      if (mini && d % 2 === 1) {
        return `At ${e.at || 'the root'} (Min): ${child} gives ${f(negate(e.value))} < m = ${f(negate(e.old_m))}, so m = ${f(negate(e.value))}.`;
      }
      if (mini) {
        return `At ${e.at || 'the root'} (Max): ${child} gives ${f(e.value)} > m = ${f(e.old_m)}, so m = ${f(e.value)}.`;
      }
      return `At ${e.at || 'the root'}: t = −${proc}(${child}) = ${f(e.value)} > m = ${f(e.old_m)}, so m = ${f(e.value)}.`;
    }
    case 'cutoff': {
      const bound = proc === 'F1' ? 'bound' : mini && d % 2 === 1 ? 'α' : 'β';
      const cmp =
        mini && d % 2 === 1
          ? `m = ${f(negate(e.value))} ≤ ${bound} = ${f(negate(e.beta))}`
          : `m = ${f(e.value)} ≥ ${bound} = ${f(e.beta)}`;
      const why = {
        shallow: `a shallow cutoff (the bound is the parent's value)`,
        deep:
          e.from !== undefined
            ? `a deep cutoff (the bound is the value m of ${e.from === '' ? 'the root' : e.from}, an ancestor above the parent, which F1 would not know)`
            : `a deep cutoff (the bound comes from an ancestor above the parent, which F1 would not know)`,
        window: `a window cutoff (the bound is the root's window itself, not a value of an examined position)`,
      }[e.cutoff];
      let saved = '';
      if (ctx.isSaved) {
        // Saved by the window: examined by the full window (-inf, +inf), not by this search.
        const yes = e.positions.filter((q) => ctx.isSaved(q));
        const no = e.positions.filter((q) => !ctx.isSaved(q));
        if (yes.length) saved += ` The full window examines ${yes.length === e.positions.length ? (yes.length === 1 ? 'it' : 'them') : yes.map((q) => q || 'root').join(', ')}: saved by the window.`;
        if (e.cutoff === 'window' && no.length) saved += ` The full window skips ${yes.length ? no.map((q) => q || 'root').join(', ') : no.length === 1 ? 'it' : 'them'} too: not saved by the window.`;
      }
      return `At ${e.at || 'the root'}: ${cmp}: ${why}; ${list(e.positions)} not examined.${saved}`;
    }
    case 'leave': {
      if (ctx.isTerminal(e.at)) return `${Cap(at)} returns its value ${f(shown(e.value, d, view))}.`;
      const v = shown(e.value, d, view);
      let kind = 'exact';
      if (ctx.window) {
        const [a, b] = ctx.window;
        const x = typeof e.value === 'number' ? e.value : e.value === '+inf' ? Infinity : -Infinity;
        const lo = typeof a === 'number' ? a : a === '+inf' ? Infinity : -Infinity;
        const hi = typeof b === 'number' ? b : b === '+inf' ? Infinity : -Infinity;
        if (x >= hi) kind = 'lower';
        else if (x <= lo) kind = 'upper';
        if (kind !== 'exact' && mini && d % 2 === 1) kind = kind === 'lower' ? 'upper' : 'lower';
      }
      const F = mini && d % 2 === 1 ? `the minimax value of ${e.at}` : e.at === '' ? 'F(root)' : `F(${e.at})`;
      const eq = proc === 'F1' ? '(6)' : '(9)';
      if (kind === 'lower') return `${Cap(at)} returns ${f(v)}, a bound: ${F} ≥ ${f(v)} by ${eq}.`;
      if (kind === 'upper') return `${Cap(at)} returns ${f(v)}, a bound: ${F} ≤ ${f(v)} by ${eq}.`;
      return `${Cap(at)} returns ${f(v)} = ${F}.`;
    }
    default:
      return '';
  }
}

/** The caption before the first event. */
export function readySentence(proc, alpha, beta) {
  return `Ready: ${proc} starts at the root (Max to move)${windowWords(proc, alpha, beta, 0, 'negamax')}. Step forward (→) or play (Space).`;
}
