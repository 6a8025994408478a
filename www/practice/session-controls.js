// A practice session's buttons and status lines, built once per session (session.js wires
// what they do): Check, Hint (one per exercise, the core's practiceHint, counted with the
// score), Show answer, Try again; the score; in continuous and fix modes the judgement of the
// last mark or value with Undo; the feedback's group. Built with createElement: no HTML.
import { t } from '../i18n/translate.js';
import { h } from './dom.js';

/** The controls of `session` (its check, showAnswer, reset, hint, steps and kind), `undo` its Undo. */
export function sessionControls(session, undo) {
  const checkBtn = h('button', { type: 'button', class: 'pr-check', text: t('practice-check'), onclick: () => session.check() });
  const showBtn = h('button', { type: 'button', class: 'pr-show', text: t('practice-show'), onclick: () => session.showAnswer() });
  const retryBtn = h('button', { type: 'button', class: 'pr-retry', text: t('practice-retry'), onclick: () => session.reset() });
  // One hint per exercise (the core's practiceHint), counted with the score.
  const hintBtn = h('button', {
    type: 'button',
    class: 'pr-hint-btn',
    text: t('practice-hint-button'),
    title: t('practice-hint-button-title'),
    onclick: () => session.hint(),
  });
  const hintBox = h('p', { class: 'pr-hint-box', role: 'status', 'aria-live': 'polite', hidden: true });
  const scoreEl = h('p', { class: 'pr-score', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  // Continuous and fix modes: the judgement of the last mark or value, and Undo.
  const stepText = h('span', { class: 'pr-step-text' });
  const undoBtn = h('button', {
    type: 'button',
    class: 'pr-undo',
    text: t('practice-undo'),
    hidden: true,
    'aria-keyshortcuts': 'u',
    onclick: () => undo(),
  });
  const stepNote = h('p', { class: 'pr-step-note', role: 'status', 'aria-live': 'polite', hidden: true }, stepText, ' ', undoBtn);
  const modeEl =
    session.steps.mode !== 'end' && session.kind.stepwise
      ? h('p', { class: 'pr-mode', text: t(session.steps.mode === 'continuous' ? 'practice-mode-continuous' : 'practice-mode-fix') })
      : null;
  const feedbackEl = h('div', { class: 'pr-feedback', role: 'group', 'aria-label': t('practice-feedback-label') });
  return { checkBtn, showBtn, retryBtn, hintBtn, hintBox, scoreEl, stepText, undoBtn, stepNote, modeEl, feedbackEl };
}
