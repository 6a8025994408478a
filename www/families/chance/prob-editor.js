// The edit panel's row for a chance position (panels/edit-panel.js): its outcomes'
// probabilities, one per outcome, fractions or decimals separated by spaces ("1/6 5/6"),
// applied by the core (setProbabilities: wasm/chance.rs), which refuses a list that does not
// sum to 1 with its sum and the position's name; the message shows under the row and the
// tree stays. The edit is an undoable step as every other.
import { t } from '../../i18n/translate.js';
import { h } from '../../view/dom.js';
import { firstOf } from './stepper.js';

let row = null;

/** Shows the row when `id` of `shape` is a chance position (panel: the EditPanel). */
export function probEditor(panel, shape, id) {
  const form = document.getElementById('edit-form');
  if (!row) {
    const input = h('input', { type: 'text', id: 'sel-probs', autocomplete: 'off', spellcheck: 'false', size: '16', 'aria-describedby': 'sel-probs-hint' });
    const label = h('label', { for: 'sel-probs' });
    const button = h('button', { type: 'button', id: 'sel-probs-set' });
    const hint = h('p', { class: 'hint', id: 'sel-probs-hint' });
    const box = h('div', { class: 'row', id: 'probs-row' }, label, input, button);
    const apply = () => {
      const texts = input.value
        .trim()
        .split(/[\s,;]+/)
        .filter(Boolean);
      const { panel } = row; // panels/edit-panel.js: its opts.apply installs the edit's tree, or says why not under the inputs
      if (panel.sel) panel.opts.apply((tree) => tree.setProbabilities(panel.sel.id, texts), panel.els.msg, 'probabilities');
    };
    button.addEventListener('click', apply);
    input.addEventListener('keydown', (ev) => ev.key === 'Enter' && (ev.preventDefault(), apply()));
    (form.querySelector('#sel-value-hint') ?? form.firstChild).after(box, hint);
    row = { box, input, label, button, hint };
  }
  row.panel = panel;
  const chance = shape.chance.role[id] >= 2;
  row.box.hidden = !chance;
  row.hint.hidden = !chance;
  if (!chance) return;
  row.label.textContent = t('chance-probs-label');
  row.button.textContent = t('chance-probs-set');
  const first = firstOf(shape)[id];
  const probs = Array.from({ length: shape.degree[id] }, (_, i) => shape.chance.prob[first + i]);
  row.hint.textContent = t('chance-probs-hint', { count: shape.degree[id] });
  if (document.activeElement !== row.input || row.input.dataset.for !== String(id)) row.input.value = probs.join(' ');
  row.input.dataset.for = String(id);
}
