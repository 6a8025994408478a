// What the step panel shows for Knuth & Moore's F0, F1 and F2 at step k: the sentence for
// the event (sentences.js) and the call stack with (α, β) and m — for F1 the bound and m —
// of every active position, from the stepper's state (stepper.js).

import { windowUse } from '../../core/procedures.js';
import { formatScore as f, isFullWindow } from '../../core/score.js';
import { procedureName } from '../../i18n/catalogue-words.js';
import { count, t } from '../../i18n/translate.js';
import { player, shown, shownWindow } from '../../view/standpoint.js';
import { describe, readySentence } from './sentences.js';

/**
 * @param {{stepper, run, shape, k: number|null, state: object|null, view: string, counts: object,
 *   isSaved?: (id: number) => boolean}} s  run: the run record; counts: runs.js's counts of the procedure
 * @returns {{length: number, k: number|null, sentence: string, head: string[], rows: string[][]}}
 */
export function kmStepView({ stepper, run, shape, k, state, view, counts, isSaved }) {
  const proc = run.procedure;
  let sentence;
  if (k == null) sentence = doneSentence(counts);
  else if (k === 0) sentence = readySentence(proc, run.alpha, run.beta);
  else sentence = `${k}. ${describe(state.event, { proc, view, shape, isSaved })}`;
  const use = windowUse(proc);
  // A procedure that takes no window shows the windows it makes (MTD(f)), or none (F0).
  const none = use === 'none' && (state?.stack ?? []).every((id) => isFullWindow(...state.win[id]));
  const w = none ? '—' : use === 'bound' ? t('stack-bound') : view === 'minimax' ? t('stack-window-minimax') : '(α, β)';
  const rows = [];
  for (const id of state?.stack ?? []) {
    const dewey = shape.dewey[id];
    const d = shape.depth[id];
    const [a, b] = state.win[id];
    let win = '';
    if (use === 'bound') win = f(shown(b, d, view));
    else if (!none) {
      const [lo, hi] = shownWindow(a, b, d, view);
      win = `(${f(lo)}, ${f(hi)})`;
    }
    rows.push([dewey === '' ? t('stack-root') : dewey, player(d), win, f(shown(state.m[id], d, view))]);
  }
  return { length: stepper.length, k, sentence, head: [t('stack-position'), t('stack-to-move'), w, 'm'], rows };
}

/** The sentence for a finished run (its record, or its counts: the same fields). */
export function doneSentence(run) {
  return t('km-done', {
    proc: procedureName(run.procedure),
    value: f(run.value),
    exact: run.exact ? 'yes' : 'no',
    terminals: count(run.counts.terminals),
    positions: count(run.counts.positions),
    hint: ` ${t('step-hint')}`, // K&M's runs always step
  });
}
