// One sentence per event of Slagle's m&n procedures (see stepper.js), in the report's
// own terms: m and n best values, alpha and beta (with oldalpha / oldbeta passed down), the
// inverse functions glbua / lubub and the m&n alpha and beta cutoffs. Values are Max's
// standpoint, as the report writes them (m&n minimaxing is a minimax procedure).
import { formatScore } from '../../core/score.js';
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

const KIND = {
  highest_level_alpha: (u, b) => `u = ${u} ≤ the root's best so far α = ${b}: a highest-level α cutoff (§7.1)`,
  mn_alpha: (u, b) => `u = ${u} ≤ α = ${b}: an m&n α cutoff (§7.3)`,
  mn_beta: (u, b) => `u = ${u} ≥ β = ${b}: an m&n β cutoff (§7.2)`,
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
    switch (e.type) {
      case 'enter': {
        const passed = ['oldalpha', 'alpha', 'beta', 'oldbeta']
          .filter((k) => e[k] !== undefined)
          .map((k) => `${k} = ${fmtReal(e[k])}`);
        const who = `${player(this.shape.depth[e.at])} to move, dmax = ${e.dmax}`;
        return `Examine ${e.at === 0 ? 'the root' : `position ${s(e.at)}`} (${who})${passed.length ? `, passed ${passed.join(', ')}` : ''}.`;
      }
      case 'evaluate':
        return `Position ${s(e.at)} is final: value ${fmtReal(e.value)}.`;
      case 'take': {
        const list = e.list.map(fmtReal).join(', ');
        const ab = e.alpha !== undefined ? `; α = ${fmtReal(e.alpha)}` : e.beta !== undefined ? `; β = ${fmtReal(e.beta)}` : '';
        const phase = e.phase ? `, phase ${e.phase}` : '';
        const change = e.ignored ? ' — no change (not better than the bound)' : '';
        return `At ${s(e.at)}: successor ${e.index} (${s(e.child)}) gives u = ${fmtReal(e.u)}; the best values are now [${list}]${ab}${phase}${change}.`;
      }
      case 'inverse': {
        const fn = e.side === 'max' ? 'glbua[oldalpha; a; dmax]' : 'lubub[oldbeta; b; dmax]';
        const ab = e.side === 'max' ? 'α = max(α, glbua)' : 'β = min(β, lubub)';
        return e.phase2
          ? `At ${s(e.at)}, after successor ${e.index}: ${fn} = ${fmtReal(e.value)}; phase 2 begins with ${ab} = ${fmtReal(e.bound)}.`
          : `At ${s(e.at)}, after successor ${e.index}: ${fn} = ${fmtReal(e.value)}; still phase 1.`;
      }
      case 'cutoff': {
        const n = e.skipped?.length ?? 0; // the core omits an empty list
        const what = KIND[e.kind](fmtReal(e.u), fmtReal(e.bound));
        return `At ${s(e.at)}: successor ${e.after} returned ${what}; ${s(e.at)} returns u at once${n ? ` and its last ${n === 1 ? 'successor is' : `${n} successors are`} not examined` : ''}.`;
      }
      case 'root':
        return `The root compares successor ${e.index} (${s(e.child)}), worth ${fmtReal(e.u)}, with its best so far ${fmtReal(e.best_so_far)}: ${e.taken ? `${s(e.child)} is the new best move` : 'it keeps its best move'}.`;
      case 'leave': {
        const b = e.bound === 'exact' ? '' : e.bound === 'lower' ? ' (a bound: its m&n value is at least this)' : ' (a bound: its m&n value is at most this)';
        return `${e.at === 0 ? 'The root' : `Position ${s(e.at)}`} returns ${fmtReal(e.value)}${b}.`;
      }
      default:
        return '';
    }
  }
}
