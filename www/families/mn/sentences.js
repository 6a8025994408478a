// One sentence per event of Slagle's m&n procedures (see stepper.js), in the report's
// own terms: m and n best values, alpha and beta (with oldalpha / oldbeta passed down), the
// inverse functions glbua / lubub and the m&n alpha and beta cutoffs. Values are Max's
// standpoint, as the report writes them (m&n minimaxing is a minimax procedure).
import { formatScore } from '../../core/score.js';
import { count, t } from '../../i18n/translate.js';
import { player } from '../../view/standpoint.js';
import { shortDewey } from '../words.js';

/** A real value: integers as they are, others to 2 decimals; ±∞. */
export function fmtReal(v) {
  if (typeof v !== 'number') return formatScore(v);
  if (Number.isInteger(v)) return formatScore(v);
  const r = Number(v.toFixed(2));
  return r < 0 ? `−${-r}` : String(r);
}

/** "≥3.5", "≤2" or "7" for a {value, bound} of the core. */
export function boundedReal({ value, bound }) {
  const s = fmtReal(value);
  return bound === 'lower' ? `≥${s}` : bound === 'upper' ? `≤${s}` : s;
}

/** The messages of the report's three cutoffs (Slagle 1963, §7.1–7.3), by the core's kind. */
const KIND = {
  highest_level_alpha: 'mn-cutoff-highest',
  mn_alpha: 'mn-cutoff-alpha',
  mn_beta: 'mn-cutoff-beta',
};

export class MnSentences {
  constructor(shape) {
    this.shape = shape;
  }

  short(id) {
    return shortDewey(this.shape.dewey[id]);
  }

  /** The sentence for event e (a cutoff counts the ids it skips, e.skipped: the core's). */
  describe(e) {
    const s = (id) => this.short(id);
    // `p`: the position's Dewey name, or "root" (the messages select on it).
    const p = s(e.at);
    switch (e.type) {
      case 'enter': {
        const passed = ['oldalpha', 'alpha', 'beta', 'oldbeta'].filter((k) => e[k] !== undefined).map((k) => `${k} = ${fmtReal(e[k])}`);
        return t('mn-enter', { p, who: player(this.shape.depth[e.at]), dmax: String(e.dmax), count: count(passed.length), passed: passed.join(', ') });
      }
      case 'evaluate':
        return t('mn-evaluate', { p, value: fmtReal(e.value) });
      case 'take': {
        const bounds = e.alpha !== undefined ? `; α = ${fmtReal(e.alpha)}` : e.beta !== undefined ? `; β = ${fmtReal(e.beta)}` : '';
        return t('mn-take', {
          p,
          index: count(e.index),
          child: s(e.child),
          u: fmtReal(e.u),
          list: e.list.map(fmtReal).join(', '),
          bounds,
          phase: count(e.phase ?? 0),
          ignored: e.ignored ? 'yes' : 'no',
        });
      }
      case 'inverse': {
        const fn = e.side === 'max' ? 'glbua[oldalpha; a; dmax]' : 'lubub[oldbeta; b; dmax]';
        const assign = e.side === 'max' ? 'α = max(α, glbua)' : 'β = min(β, lubub)';
        return t('mn-inverse', {
          p,
          index: count(e.index),
          fn,
          value: fmtReal(e.value),
          phase2: e.phase2 ? 'yes' : 'no',
          assign,
          bound: e.phase2 ? fmtReal(e.bound) : '',
        });
      }
      case 'cutoff': {
        const n = e.skipped?.length ?? 0; // the core omits an empty list
        const what = t(KIND[e.kind], { u: fmtReal(e.u), b: fmtReal(e.bound) });
        return t('mn-cutoff', { p, after: count(e.after), what, count: count(n) });
      }
      case 'root':
        return t('mn-root', { index: count(e.index), child: s(e.child), u: fmtReal(e.u), best: fmtReal(e.best_so_far), taken: e.taken ? 'yes' : 'no' });
      case 'leave':
        return t('mn-leave', { p, value: fmtReal(e.value), bound: e.bound });
      default:
        return '';
    }
  }
}
