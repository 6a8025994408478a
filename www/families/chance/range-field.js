// Star1's and Star2's leaf range [L, U] (Ballard 1983: every terminal value lies in it; the
// bounds at a chance position count the outcomes not yet searched at L and U) as a run
// option in the options panel: empty for the tree's own (its least and greatest terminal
// values: the core's LeafRange::for_tree, said in the summary), else "L..U", kept in the link
// as range=. Bad input gets a message here and the previous range stays.
import { t } from '../../i18n/translate.js';
import { h } from '../../view/dom.js';

let field = null;

/** The range typed, as a link keeps it ('' or "L..U"), or null: the check of state/link-keys.js's
 *  validRange, written here so that this family's chunk does not take the links' module apart
 *  from the first load's (docs/speed.md, "First load"); the core checks the range again. */
const validRange = (text) => {
  const v = String(text).trim();
  return v === '' || /^-?\d{1,15}\.\.-?\d{1,15}$/.test(v) ? v : null;
};

/** Shows the range field in `panel` when `shown` (a procedure shown takes the range), with S.range. */
export function rangeField(panel, S, onChange, shown) {
  if (!field && !shown) return;
  if (!field) {
    const input = h('input', {
      type: 'text',
      id: 'opt-range',
      inputmode: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      size: '10',
      'aria-describedby': 'opt-range-hint opt-range-msg',
    });
    const label = h('label', { for: 'opt-range' });
    const hint = h('p', { class: 'hint', id: 'opt-range-hint' });
    const msg = h('p', { class: 'message', id: 'opt-range-msg', role: 'alert' });
    const box = h('fieldset', { id: 'opt-chance' }, h('legend', {}), label, ' ', input, hint, msg);
    const read = () => {
      const v = validRange(input.value);
      if (v == null) {
        msg.textContent = t('chance-range-bad', { value: input.value.trim().slice(0, 30) });
        input.setAttribute('aria-invalid', 'true');
        return;
      }
      msg.textContent = '';
      input.removeAttribute('aria-invalid');
      field.onChange({ range: v });
    };
    input.addEventListener('change', read);
    input.addEventListener('keydown', (ev) => ev.key === 'Enter' && (ev.preventDefault(), read()));
    panel.append(box);
    field = { box, input, label, hint, legend: box.firstChild, onChange };
  }
  field.onChange = onChange;
  field.box.hidden = !shown;
  if (shown) panel.hidden = false;
  field.legend.textContent = t('chance-range-legend');
  field.label.textContent = t('chance-range-label');
  field.hint.textContent = t('chance-range-hint');
  if (document.activeElement !== field.input) field.input.value = S.range ?? '';
}
