// SSS*'s OPEN list at the current step (the rows of the thesis' Fig. 8): one row per triple
// ⟨position, LIVE/SOLVED, merit⟩, top first. Positions are named by Dewey coordinates and
// are buttons: activating one selects it in the tree (the tree also rings every position on
// OPEN). The list comes from the core's trace; nothing is computed here.
import { formatScore as f } from '../core/score.js';
import { count, t as tr } from '../i18n/translate.js'; // t names a triple here
import { h } from '../view/dom.js';

export class OpenListPanel {
  /**
   * @param {HTMLElement} host  the panel (hidden unless SSS* is shown)
   * @param {{onPick: (id: number) => void}} opts
   */
  constructor(host, opts) {
    this.host = host;
    this.opts = opts;
    this.caption = host.querySelector('caption');
    this.body = host.querySelector('tbody');
    this.note = host.querySelector('.open-note');
    this.body.addEventListener('click', (e) => {
      const b = e.target.closest?.('button[data-id]');
      if (b) opts.onPick(Number(b.getAttribute('data-id')));
    });
  }

  hide() {
    this.host.hidden = true;
  }

  /** Shows OPEN as the state at step k has it (state null: the run has no trace). */
  show(state, shape, reason = '') {
    this.host.hidden = false;
    if (!state) {
      this.caption.textContent = tr('open-caption');
      this.body.replaceChildren();
      this.note.textContent = reason;
      return;
    }
    const open = state.open ?? [];
    this.caption.textContent = state.open ? tr('open-after', { step: count(state.openStep), count: count(open.length) }) : tr('open-not-started');
    const rows = open.map((t, i) => {
      const dewey = shape.dewey[t.at];
      const name = dewey === '' ? tr('stack-root') : dewey;
      return h(
        'tr',
        { 'data-at': String(t.at), class: t.status },
        h('td', {}, String(i + 1)),
        h('td', {}, h('button', { type: 'button', class: 'linkish', 'data-id': String(t.at), 'aria-label': tr('open-select', { p: name }) }, name)),
        h('td', {}, t.status === 'live' ? 'LIVE' : 'SOLVED'),
        h('td', {}, f(t.merit)),
      );
    });
    this.body.replaceChildren(...rows);
    this.note.textContent = state.gamma?.purged?.length
      ? tr('open-purged', { names: state.gamma.purged.map((id) => shape.dewey[id] || tr('stack-root')).join(', ') })
      : tr('open-note');
  }
}
