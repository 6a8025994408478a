// The procedure menus (procedure-menus.js) fitted to the current tree: the procedures that
// search it enabled, the others disabled and, on a tree with chance positions, saying why
// (the catalogue's takesChance: Ballard's family searches trees with chance positions only,
// the others trees without).
import { COMPARE_VIEW, takesChance } from '../core/procedures.js';
import { t } from '../i18n/translate.js';
import { onRelabel } from './procedure-menus.js';

/**
 * Offers the procedures that search the current tree: on a tree with chance positions
 * Ballard's family's (the catalogue's takesChance), on the others the rest; the others are
 * disabled (on a tree with chance positions their labels say why; on the others the
 * family's title, "Chance positions: Ballard 1983", does). `chance`: whether the tree has
 * chance positions.
 */
export function markForTree(select, cmpItems, chance) {
  onRelabel(() => markForTree(select, cmpItems, chance));
  const off = (name) => name !== COMPARE_VIEW && takesChance(name) !== chance;
  for (const o of select.querySelectorAll('option')) {
    o.disabled = off(o.value);
    const label = o.dataset.label ?? o.textContent;
    o.textContent = o.disabled && chance ? t('chance-menu-off', { label }) : label;
  }
  for (const r of document.querySelectorAll('input[name=proc]')) r.disabled = off(r.value); // the F0 F1 F2 Compare buttons
  for (const b of cmpItems.querySelectorAll('input')) {
    b.disabled = off(b.value);
    b.closest('label').classList.toggle('off', b.disabled);
  }
  const map = document.getElementById('map-panel'); // F2's aspiration map: nothing to show on a tree with chance positions
  if (map) map.hidden = chance;
}
