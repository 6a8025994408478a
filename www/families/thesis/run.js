// A run of one of Muszycka's procedures (thesis §2) behind the family interface: values
// are negamax except for SSS* and Pearl's Scout (Max's standpoint); the call stack shows
// each active call with its window; SSS* also has its OPEN list (thesis Fig. 8).

import { isMinimaxProc, labelOf, shortName } from '../../core/procedures.js';
import { formatScore as f } from '../../core/score.js';
import { count, quantity, t } from '../../i18n/translate.js';
import { player, shown } from '../../view/standpoint.js';
import { ProcedureRun } from '../procedure-run.js';
import { ThesisSentences } from './sentences.js';
import { ThesisStepper } from './stepper.js';

export class ThesisRun extends ProcedureRun {
  makeStepper(record) {
    return new ThesisStepper(record, this.shape);
  }

  /** The thesis' counters (§3.1): nodes and leaf nodes created, visits, tests, ... */
  get counters() {
    return this.result.thesis.counters;
  }

  words(view) {
    return new ThesisSentences(this.shape, this.name, isMinimaxProc(this.name), view);
  }

  label(i, st, view) {
    if (!st || st.value[i] === undefined) return '';
    return f(shown(st.value[i], this.shape.depth[i], view));
  }

  rootLabel() {
    return f(this.result.value);
  }

  /** The positions drawn as active: SSS*'s OPEN list, otherwise the call stack. */
  active(st) {
    return new Set(this.name === 'sss' ? (st.open ?? []).map((t) => t.at) : st.stack.map((x) => x.at));
  }

  /** SSS*'s sentences are numbered as the thesis' Fig. 8 numbers its rows ("Step 15: Γ takes …"). */
  ownNumbers() {
    return this.name === 'sss';
  }

  sentence(st, view) {
    return this.words(view).describe(st.event);
  }

  stack(st, view) {
    if (this.name === 'sss') return { head: [], rows: [] };
    const words = this.words(view);
    const rows = (st?.stack ?? []).map((x) => [this.shape.dewey[x.at] || t('stack-root'), player(this.shape.depth[x.at]), words.call(x.call, x.at)]);
    return { head: [t('stack-position'), t('stack-to-move'), t('stack-call')], rows };
  }

  /** SSS*'s OPEN list at step k for the open-list panel: {state, message}; null for the others. */
  openList(k) {
    if (this.name !== 'sss') return null;
    const state = this.state(k);
    return { state, message: state ? '' : t('open-too-big', { limit: quantity(2000) }) };
  }

  summary(S) {
    const r = this.result;
    const c = this.counters;
    return t('summary-thesis', {
      proc: labelOf(this.name),
      literal: S.lit ? 'yes' : 'no',
      value: f(r.value),
      exact: r.exact ? 'yes' : 'no',
      nodes: count(c.nodesCreated),
      leaves: count(c.leavesCreated),
      terminals: count(this.shape.terminals),
      visits: count(c.nodeVisits),
    });
  }

  closingSentence() {
    const r = this.result;
    const c = this.counters;
    const exact = r.exact ? 'yes' : 'no';
    return t('thesis-done', {
      proc: shortName(this.name),
      value: f(r.value),
      exact,
      nodes: count(c.nodesCreated),
      leaves: count(c.leavesCreated),
      visits: count(c.nodeVisits),
      hint: this.stepHint,
    });
  }

  compareCaption() {
    return t('compare-caption-thesis', { leaves: count(this.counters.leavesCreated), nodes: count(this.counters.nodesCreated) });
  }

  /** This run's term in the compare view's summary line ("…, F2 12, PVS 10"). */
  compareTerm() {
    return `, ${shortName(this.name)} ${this.counters.leavesCreated}`;
  }
}
