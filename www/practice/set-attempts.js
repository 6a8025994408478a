// Which exercise practice mode opens (mode.js): the exercise set's current one (set=, with
// its progress kept in localStorage: progress.js) and, with fresh=1, a new tree of the
// exercise's kind for each attempt (fresh.js), with the bars that show where the student is
// and go on. Functions of the practice mode `m` (its store, core and bars).

import { messageOf } from '../core/load.js';
import { count, t } from '../i18n/translate.js';
import { h } from './dom.js';
import { FreshAttempts } from './fresh.js';
import { SetProgress } from './progress.js';

/** The exercise set: "Exercise 2 of 5 · 1 of 5 done", previous / next, reset; returns the
 *  set's current exercise (null without a set, or with one the core cannot read). */
export function currentOfSet(m) {
  const P = m.P;
  if (!P.set) {
    m.setBar.hidden = true;
    m.progress = null;
    return null;
  }
  let specs;
  try {
    specs = m.core.exerciseSet(P.set);
  } catch (e) {
    m.lost = t('practice-set-unreadable', { error: messageOf(e) });
    m.setBar.hidden = true;
    m.progress = null;
    m.dropExercise();
    return null;
  }
  if (m.progress?.key !== `gametree-practice:${P.set}`) m.progress = new SetProgress(P.set, specs.length);
  const pr = m.progress;
  m.setBar.hidden = false;
  m.setBar.replaceChildren(
    h('span', { class: 'pr-progress', role: 'status', text: t('practice-set-at', { at: count(pr.at + 1), size: count(specs.length), progress: pr.text() }) }),
    h('button', { type: 'button', text: t('practice-set-previous'), disabled: pr.at === 0, onclick: () => (pr.go(pr.at - 1), (m.loadedEx = null), m.sync()) }),
    h('button', {
      type: 'button',
      class: 'pr-set-next',
      text: t('practice-set-next'),
      disabled: pr.at >= specs.length - 1,
      onclick: () => (pr.go(pr.at + 1), (m.loadedEx = null), m.sync()),
    }),
    // Not in a graded package (a SCORM run-time keeps the progress): the learning system's
    // record is the student's, and a reset would only lower its progress (lms/scorm.js keeps the best score).
    h('button', {
      type: 'button',
      class: 'pr-reset',
      text: t('practice-set-reset'),
      hidden: !!m.lms?.scorm?.live,
      onclick: () => (pr.reset(), (m.loadedEx = null), m.sync()),
    }),
  );
  return specs[pr.at];
}

/**
 * fresh=1: the exercise `ex` (the link's, or the set's `current`) with the seed of the
 * current attempt, and the attempts bar; without fresh=1 (or an exercise) `ex` as it is.
 */
export function freshExercise(m, ex, current) {
  const P = m.P;
  if (!P.fresh || !ex) {
    m.fresh = null;
    m.freshBar.hidden = true;
    if (P.fresh && !ex) m.note = `${m.note} ${t('practice-fresh-needs-exercise')}`.trim();
    return ex;
  }
  const base = current ? `${P.set}#${m.progress.at}` : P.ex;
  if (m.fresh?.key !== `gametree-practice-fresh:${base}` || m.fresh.limit !== P.attempts) m.fresh = new FreshAttempts(base, P.attempts);
  const fa = m.fresh;
  let out = ex;
  if (fa.seed != null && fa.seed !== ex.spec.seed) {
    try {
      out = m.core.exerciseGenerate({ ...ex.spec, seed: fa.seed });
    } catch {
      out = ex; // the stored seed is not usable: the exercise as given
    }
  }
  attemptsBar(m);
  return out;
}

/** The attempts bar: how many trees so far, and New tree once this one is checked. */
export function attemptsBar(m) {
  const fa = m.fresh;
  // The same New tree beside Check: after a check on a phone the bar is out of view.
  m.freshAgain ??= h('button', {
    type: 'button',
    class: 'pr-fresh-again',
    text: t('practice-new-tree'),
    title: t('practice-new-tree-title'),
    onclick: () => nextAttempt(m),
  });
  m.freshAgain.hidden = !fa?.checkedHere || fa.exhausted;
  if (!fa) return;
  m.freshBar.hidden = false;
  m.freshBar.replaceChildren(
    h('span', { class: 'pr-attempts', role: 'status', text: fa.text() }),
    h('button', {
      type: 'button',
      class: 'pr-fresh',
      text: t('practice-new-tree'),
      title: t('practice-new-tree-title'),
      disabled: !fa.checkedHere || fa.exhausted,
      onclick: () => nextAttempt(m),
    }),
  );
}

/** A new tree for the next attempt: the exercise with a fresh seed (the core's). */
function nextAttempt(m) {
  const fa = m.fresh;
  if (!fa || fa.exhausted || !fa.checkedHere) return;
  fa.next(m.core.freshSeed());
  m.loadedEx = null;
  m.announce(t('practice-new-tree-announce', { attempts: fa.text() }));
  m.sync();
  // The student goes on from the tree (keyboard: focus follows to the new exercise).
  m.sessionHost.querySelector('.practice-svg')?.focus();
}
