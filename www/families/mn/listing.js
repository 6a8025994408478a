// Slagle's m&n procedures beside the tree (the code panel): the LISP of Appendix B (m&n
// minimaxing) and Appendix C (m&n alpha beta) from texts.js, and, after k events of the
// core's m&n trace (crate/src/slagle/trace.rs; families/mn/stepper.js), the clause the last
// event is about and what the running position holds (its list ma / nb or a / b, alpha, beta,
// the phase: maxvl or maxvl3). A clause is found by its definition's head and a piece of its
// text, so the lines stay the report's.

import { formatScore as f, greater, NEG_INF, POS_INF } from '../../core/score.js';
import { t } from '../../i18n/translate.js';
import { APPENDIX_B, APPENDIX_C } from './texts.js';

export const MN_LISTINGS = {
  'mn-minimax': { lines: APPENDIX_B, cite: 'Slagle 1963, Appendix B (programs for m&n minimaxing; sta and sta4 set up the lists initima, initinb)' },
  'mn-alphabeta': { lines: APPENDIX_C, cite: 'Slagle 1963, Appendix C (programs for the m&n alpha beta procedure; sta and sta4 set up initia, initib)' },
};

/** The index of the first line containing `needle` at or after the definition starting with `head`. */
export function clause(lines, head, needle) {
  const h = lines.findIndex((l) => l.startsWith(head));
  if (h < 0) return 0;
  const i = lines.findIndex((l, j) => j >= h && l.includes(needle));
  return i < 0 ? h : i;
}

/** The cut-off clause of a position of side `max` in phase `phase`. */
function cutClause(L, v, max, phase) {
  return phase === 2 ? clause(L, `${v}l3[`, max ? 'beta≤u→u' : 'alpha≥u→u') : clause(L, `${v}l[`, max ? 'beta≤u→return' : 'alpha≥u→return');
}

/** Where event `e` lands, per appendix and side: `fr` its position's frame after it, `st`
 *  the step (its beforePhase, beforeList, beforeSwitched: the frame's before it). */
function lineFor(proc, L, e, fr, st, side) {
  const B = proc === 'mn-minimax';
  const max = side === 'max';
  const v = max ? 'maxv' : 'minv';
  const final = () => clause(L, B ? `${v}[p]` : `${v}[p;`, 'final[');
  switch (e.type) {
    case 'enter':
      return e.at === 0 ? clause(L, 'sta1[', 'sta1[') : final();
    case 'evaluate':
      return final();
    case 'root':
      return clause(L, 'sta1[', e.taken ? 'alpha≤u→' : 'T→sta1');
    case 'leave':
      if (e.at === 0) return clause(L, 'sta1[', 'null[ℓ]→return[best]');
      if (!fr || fr.leaf) return final();
      if (fr.cutPhase != null) return cutClause(L, v, max, fr.cutPhase);
      return clause(L, fr.phase === 2 ? `${v}l3[` : `${v}l[`, 'null[ℓ]');
    case 'take': {
      if (B) return clause(L, `${v}l[`, max ? 'T→maxvl' : 'T→minvl');
      // The core reports the inverse (glbua / lubub) first; when it sent the position to
      // phase 2, this take is the clause that calls maxvl3 / minvl3.
      if (st.beforeSwitched) return clause(L, `${v}l[`, max ? 'glbua≤car[newa]' : 'lubub≥car[newb]');
      if (st.beforePhase === 1) {
        if (e.ignored) return clause(L, `${v}l[`, max ? 'u≤alpha→' : 'u≥beta→');
        if (e.phase === 2) return clause(L, `${v}l[`, max ? 'glbua≤car[newa]' : 'lubub≥car[newb]');
        return clause(L, `${v}l[`, max ? 'T→maxvl[' : 'T→minvl[');
      }
      const car = st.beforeList?.[0];
      const better = car === undefined || (max ? greater(e.u, car) : greater(car, e.u));
      return clause(L, `${v}l3[`, better ? (max ? 'T→maxvl3' : 'T→minvl3') : max ? 'u≤car[a]' : 'u≥car[b]');
    }
    case 'inverse':
      return clause(L, `${v}l[`, max ? 'setq[glbua' : 'setq[lubub');
    case 'cutoff':
      return cutClause(L, v, max, st.beforePhase);
    default:
      return 0;
  }
}

/**
 * The code panel's reading of step `st` (MnStepper.stateAt(k): the step-through's one fold
 * of the m&n trace): `{line, frame, event}`; `frame` a copy of the running position's
 * `{at, side, dmax, passed, list, alpha, beta, phase}` (the root's: `{at: 0, root: true,
 * alpha, best}`, sta1's best so far).
 */
export function mnLive(proc, st) {
  const e = st.event;
  const top = st.stack.length ? st.frame[st.stack.at(-1)] : null;
  const frame = top ? { ...top } : null;
  if (!e) return { line: 0, frame, event: null };
  const fr = e.type === 'root' ? st.frame[st.stack[0]] : st.frame[e.at];
  return { line: lineFor(proc, MN_LISTINGS[proc].lines, e, fr, st, fr?.side ?? 'max'), frame, event: e };
}

const list = (l) => `(${l.map((x) => f(x)).join(', ')})`;
const where = (shape, id) => (shape.dewey[id] === '' ? t('stack-root') : shape.dewey[id]);
/** A position for a message that selects on the root: its Dewey name or root. */
const said = (shape, id) => (shape.dewey[id] === '' ? 'root' : shape.dewey[id]);

/**
 * Whether mnVars's text for `live` is the running routine's strip of the report's own names
 * (maxvl: p = 1.1, dmax = 3, oldalpha = …): notation, kept as printed in every language.
 */
export const mnStrip = (live) => !!live.event && live.event.type !== 'leave' && live.event.type !== 'evaluate' && !!live.frame && !live.frame.root;

/** The strip's text after mnLive's `live` on `shape`. */
export function mnVars(proc, live, shape) {
  const e = live.event;
  if (!e) return t('code-mn-not-started');
  if (e.type === 'leave')
    return t('code-mn-returns', { p: said(shape, e.at), value: f(e.value), bound: e.bound === 'lower' || e.bound === 'upper' ? e.bound : 'exact' });
  if (e.type === 'evaluate') return t('code-mn-final', { p: said(shape, e.at), value: f(e.value) });
  const fr = live.frame;
  if (!fr) return '';
  if (fr.root) {
    const best = fr.best == null ? 'NOSUCC' : where(shape, fr.best);
    return t('code-mn-root', { alpha: f(fr.bestValue), best });
  }
  const B = proc === 'mn-minimax';
  const max = fr.side === 'max';
  const fn = `${max ? 'maxv' : 'minv'}${!fr.list ? '' : !B && fr.phase === 2 ? 'l3' : 'l'}`;
  const parts = [`${fn}: p = ${where(shape, fr.at)}`, `dmax = ${fr.dmax}`];
  if (!B) {
    if (max) parts.push(`oldalpha = ${f(fr.passed.oldalpha)}`, `beta = ${f(fr.passed.beta)}`, `alpha = ${f(fr.alpha ?? NEG_INF)}`);
    else parts.push(`alpha = ${f(fr.passed.alpha)}`, `oldbeta = ${f(fr.passed.oldbeta)}`, `beta = ${f(fr.beta ?? POS_INF)}`);
  }
  const name = B ? (max ? 'ma' : 'nb') : max ? 'a' : 'b';
  parts.push(`${name} = ${fr.list ? list(fr.list) : B ? (max ? 'initima' : 'initinb') : max ? 'initia' : 'initib'}`);
  return parts.join(', ');
}
