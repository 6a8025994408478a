// The Pathology panel's building blocks (panel.js): a labelled number box with its slider,
// and a figure with its plot, its data table (shown on demand) and its export buttons.

import { t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

/** A labelled control: <label>text <input …></label>, with an optional slider beside a number box. */
export function field(text, attrs, { slider = null, hint = null } = {}) {
  const input = h('input', { autocomplete: 'off', spellcheck: 'false', ...attrs });
  const label = h('label', {}, h('span', {}, text), input);
  if (slider) {
    const range = h('input', { type: 'range', ...slider, 'aria-label': t('path-slider', { field: text }), tabindex: '-1' });
    range.addEventListener('input', () => {
      input.value = range.value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    input.addEventListener('input', () => (range.value = input.value));
    label.append(range);
    input.range = range;
  }
  if (hint) input.title = hint;
  return { label, input };
}

/** A figure `id`: its caption, the plot's host, the data table behind a toggle, and SVG, PNG
 *  and CSV buttons (`buttons[kind]`). */
export function figureBlock(id, caption) {
  const host = h('div', { class: 'plot-host' });
  const table = h('table', { class: 'counts path-table', id: `${id}-table` });
  const wrap = h('div', { class: 'table-wrap', id: `${id}-table-wrap`, hidden: '' }, table);
  const toggle = h('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': `${id}-table-wrap`, 'data-toggle': 'table' }, t('path-data-table'));
  toggle.addEventListener('click', () => {
    wrap.hidden = !wrap.hidden;
    toggle.setAttribute('aria-expanded', String(!wrap.hidden));
  });
  const buttons = {};
  const bar = h('div', { class: 'row wrap' }, toggle);
  for (const kind of ['svg', 'png', 'csv']) {
    buttons[kind] = h('button', { type: 'button', 'data-export': kind }, kind.toUpperCase());
    bar.append(buttons[kind]);
  }
  const fig = h('figure', { id }, h('figcaption', {}, caption), host, bar, wrap);
  return { fig, host, table, buttons };
}
