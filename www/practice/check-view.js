// A checked answer in words (session.js shows them): the score line, the first-tries score of
// continuous and fix modes (feedback-mode.js), one line per position the core's check judged
// — a button that selects it, the verdict and the core's sentence — and bringing them in view.
// What the student has to act on comes first: the wrong and missed lines, then the right ones
// folded (a disclosure the student may open), so the first lines under the score are mistakes.

import { count, t } from '../i18n/translate.js';
import { coreSpan } from './core-message.js';
import { h } from './dom.js';

const VERDICT = { right: 'right', missed: 'missed', wrong: 'wrong' };
const rootOr = (list) => list.map((d) => d || t('practice-root')).join(', ');

/** The score line of the core's check `r`: `head` (the score) and `text` (with what was missed,
 *  what is wrong, and the ordering puzzle's counts). */
export function scoreLine(r) {
  const head = t(r.correct ? 'practice-score-right' : 'practice-score', { score: count(r.score), total: count(r.total) });
  let text = head;
  if (r.missed.length) text += ` ${t('practice-missed', { list: rootOr(r.missed) })}`;
  if (r.wrong.length) text += ` ${t('practice-wrong', { list: rootOr(r.wrong) })}`;
  if (r.order) {
    const o = r.order;
    text += ` ${t('practice-order', { terminals: count(o.terminals), original: count(o.original), bestFirst: count(o.bestFirst), best: count(o.best), corollary: o.corollary3 != null ? count(o.corollary3) : 'none' })}`;
  }
  return { head, text };
}

/** Continuous and fix modes: the score counting first tries (`sc`: StepRecord.score) of check `r`. */
export function firstTriesLine(sc, r) {
  const list = (xs) => xs.map((d) => d || 'root').join(', ');
  return t('practice-score-first-tries', {
    score: count(sc.score),
    total: count(r.total),
    retried: sc.retried.length ? list(sc.retried) : 'none',
    fixed: sc.fixed.length ? list(sc.fixed) : 'none',
    correct: r.correct ? 'yes' : 'no',
  });
}

/**
 * The lines of check `r`, one per position, its button calling `go(dewey)`: a list of the
 * wrong and missed ones (the position `first` leads, when it is among them: the diagnosis'
 * example), then a folded list of the right ones; `[]` when there is nothing to show.
 */
export function feedbackLines(r, go, first = null) {
  const todo = r.feedback.filter((fb) => fb.verdict !== 'right');
  const right = r.feedback.filter((fb) => fb.verdict === 'right');
  const lead = todo.findIndex((fb) => fb.position === first);
  if (lead > 0) todo.unshift(...todo.splice(lead, 1));
  const out = [];
  if (todo.length) out.push(h('ul', { class: 'pr-fb-list' }, ...todo.map((fb) => line(fb, go))));
  if (right.length) {
    out.push(
      h(
        'details',
        { class: 'pr-fb-right' },
        h('summary', { text: t('practice-fb-right-folded', { count: count(right.length) }) }),
        h('ul', { class: 'pr-fb-list' }, ...right.map((fb) => line(fb, go))),
      ),
    );
  }
  return out;
}

/** One position's line: a button that selects it, the verdict and the core's sentence. */
function line(fb, go) {
  return h(
    'li',
    { class: `pr-fb pr-${VERDICT[fb.verdict] ?? 'wrong'}`, 'data-dewey': fb.position },
    h('button', {
      type: 'button',
      class: 'pr-goto',
      text: fb.position === '' ? t('practice-root') : fb.position,
      'aria-label': t('practice-select', { p: fb.position || 'root' }),
      onclick: () => go(fb.position),
    }),
    h('span', { class: 'pr-verdict-word', text: ` ${t('practice-verdict', { verdict: fb.verdict })} ` }),
    // The core's sentence in the page's language (its message); a core without the
    // message gives English, marked so (lang: read and found as such).
    coreSpan('pr-sentence', fb.message, fb.sentence),
  );
}

/** After Check: the score and the first feedback lines in view (on a phone they are below
 *  the tree); nothing moves when they are already on screen. `box`: the answer column. */
export function bringIntoView(scoreEl, feedbackEl, box) {
  const r = scoreEl.getBoundingClientRect();
  const shown = feedbackEl.querySelectorAll(':scope > .pr-fb-list > li, :scope > .pr-fb-right > summary, .pr-fb');
  const lines = shown[Math.min(2, shown.length - 1)]?.getBoundingClientRect();
  const bottom = Math.max(r.bottom, lines?.bottom ?? 0);
  if (r.top >= 0 && bottom <= window.innerHeight) return;
  // Beside the tree the answer column scrolls on its own: the score goes to its top.
  if (box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible') {
    box.scrollTop += r.top - box.getBoundingClientRect().top - 4;
    const again = scoreEl.getBoundingClientRect();
    if (again.top >= 0 && again.bottom <= window.innerHeight) return;
  }
  scoreEl.scrollIntoView({ block: 'start', behavior: 'auto' });
}
