// One sentence per trace event, for the step-through caption (and screen readers).
// All numbers come from the event itself; the view only changes signs (K&M: the minimax
// view "drops the minus signs") and turns "m >= beta" at Min into "m <= alpha".

import { callName, windowUse } from '../../core/procedures.js';
import { formatScore as f, isFullWindow, negate } from '../../core/score.js';
import { procedureName } from '../../i18n/catalogue-words.js';
import { count, t } from '../../i18n/translate.js';
import { MINIMAX, player, shown, shownBound, shownWindow } from '../../view/standpoint.js';
import { deweyList, names } from '../words.js';

/**
 * The window a procedure is called with, as a message's variables (`use`: how it uses one,
 * the catalogue's window use: none, a bound (β), or the window). One that takes none but
 * makes its own (MTD(f)'s null windows) shows them.
 */
export function windowArgs(proc, alpha, beta, depth, view) {
  const use = windowUse(proc);
  if (use === 'bound') return { use, alpha: '', beta: f(shown(beta, depth, view)) };
  if (use === 'none' && isFullWindow(alpha, beta)) return { use: 'none', alpha: '', beta: '' };
  const [a, b] = shownWindow(alpha, beta, depth, view);
  return { use: 'window', alpha: f(a), beta: f(b) };
}

/**
 * The sentence for event `e` of a run of `proc` (the run record's trace, by position id),
 * in the page's language (the messages km-*: www/i18n/messages/).
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
  // `p`: the position's Dewey name, or "root" (each message says "the root" its own way).
  const p = dw(e.at) || 'root';
  const atMin = mini && d % 2 === 1;
  switch (e.type) {
    case 'enter':
      return t('km-enter', { p, who, ...windowArgs(proc, e.alpha, e.beta, d, view) });
    case 'terminal':
      return mini ? t('km-terminal-minimax', { p, value: f(shown(e.f, d, view)) }) : t('km-terminal', { p, dewey: dw(e.at), value: f(e.f), who });
    case 'update': {
      const child = dw(e.child);
      if (atMin) return t('km-update-min', { p, child, t: f(negate(e.t)), m: f(negate(e.oldM)) });
      if (mini) return t('km-update-max', { p, child, t: f(e.t), m: f(e.oldM) });
      return t('km-update', { p, call: callName(proc), child, t: f(e.t), m: f(e.oldM) });
    }
    case 'cutoff': {
      const skipped = e.skipped ?? []; // the core omits an empty list
      const bound = windowUse(proc) === 'bound' ? 'bound' : atMin ? 'α' : 'β';
      const cmp = atMin ? { rel: '≤', m: f(negate(e.m)), bound, b: f(negate(e.beta)) } : { rel: '≥', m: f(e.m), bound, b: f(e.beta) };
      const why =
        e.kind === 'shallow'
          ? t('km-why-shallow')
          : e.kind === 'window'
            ? t('km-why-window')
            : e.from != null
              ? t('km-why-deep-from', { from: dw(e.from) || 'root' })
              : t('km-why-deep');
      let saved = '';
      if (ctx.isSaved) {
        // Saved by the window: examined by the full window (-inf, +inf), not by this search.
        const yes = skipped.filter((q) => ctx.isSaved(q));
        const no = skipped.filter((q) => !ctx.isSaved(q));
        // `which`: the cutoff's positions named ("names"), or all of them as it/them.
        if (yes.length)
          saved += ' ' + t('km-saved', { which: yes.length === skipped.length ? (yes.length === 1 ? 'it' : 'them') : 'names', names: names(yes.map(dw)) });
        if (e.kind === 'window' && no.length)
          saved += ' ' + t('km-not-saved', { which: yes.length ? 'names' : no.length === 1 ? 'it' : 'them', names: names(no.map(dw)) });
      }
      return t('km-cutoff', { p, ...cmp, why, count: count(skipped.length), skipped: deweyList(skipped.map(dw)), saved });
    }
    case 'leave': {
      if (shape.value[e.at] !== null) return t('km-leave-terminal', { p, value: f(shown(e.value, d, view)) });
      const v = f(shown(e.value, d, view));
      // The bound kind is the core's, by (6) for F1 and (9) for F2; the view may swap it.
      const kind = shownBound(e.bound, d, view);
      // What the value is of: F(p) in negamax terms, at Min in the minimax view its minimax value.
      const F = atMin ? t('km-minimax-value-of', { p }) : `F(${p})`;
      const eq = windowUse(proc) === 'bound' ? '(6)' : '(9)';
      if (kind === 'lower' || kind === 'upper') return t('km-leave-bound', { p, value: v, F, rel: kind === 'lower' ? '≥' : '≤', eq });
      return t('km-leave', { p, value: v, F });
    }
    case 'research': {
      // NegaScout's second search of a successor; MTD(f)'s next pass of the root.
      const [a, b] = shownWindow(e.alpha, e.beta, d + (e.at === e.child ? 0 : 1), view);
      if (e.at === e.child) return t('km-research-root', { t: f(shown(e.t, d, view)), alpha: f(a), beta: f(b) });
      return t('km-research', { p, child: dw(e.child), t: f(e.t), alpha: f(a), beta: f(b) });
    }
    case 'recall':
      return t('km-recall', { p, value: f(shown(e.value, d, view)) });
    default:
      return '';
  }
}

/** The caption before the first event. */
export function readySentence(proc, alpha, beta) {
  return t('km-ready', { proc: procedureName(proc), ...windowArgs(proc, alpha, beta, 0, 'negamax') });
}
