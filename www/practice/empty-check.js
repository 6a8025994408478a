// An empty answer asks before it is checked: a check spends an attempt (a limit of attempts,
// fresh trees, a learning system's record) and an empty one says nothing the student meant,
// so Check on it first asks, in the page (not window.confirm, which a frame may block and a
// screen reader reads out of place), with "Check anyway" and "Back to the answer".

import { t } from '../i18n/translate.js';
import { h } from './dom.js';

/** Whether answer `a` (a task's shape) gives nothing: no mark, no value, no choice. */
export function isEmptyAnswer(a) {
  const empty = (v) => v == null || v === '' || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && Object.values(v).every(empty));
  return !!a && typeof a === 'object' && Object.values(a).every(empty);
}

export class EmptyCheck {
  /** @param {() => void} check  checks the answer as it is (the student confirmed)  @param {() => void} back  the student goes back to the answer */
  constructor(check, back) {
    this.onBack = back;
    this.yes = h('button', { type: 'button', class: 'pr-empty-yes', text: t('practice-empty-check'), onclick: () => (this.hide(), check()) });
    this.no = h('button', { type: 'button', class: 'pr-empty-no', text: t('practice-empty-back'), onclick: () => this.hide(true) });
    this.el = h(
      'div',
      { class: 'pr-empty', role: 'group', 'aria-label': t('practice-empty-label'), hidden: true },
      h('p', { role: 'alert', text: t('practice-empty-ask') }),
      this.yes,
      this.no,
    );
  }

  /** Asks; the focus goes to "Back to the answer" (the safe choice under Enter). */
  ask() {
    this.el.hidden = false;
    this.no.focus();
  }

  /** Closes the question; `back`: the student goes back to the answer (`onBack`). */
  hide(back = false) {
    this.el.hidden = true;
    if (back) this.onBack?.();
  }
}
