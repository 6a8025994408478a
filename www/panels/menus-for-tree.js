// The procedure menus (procedure-menus.js) fitted to the current tree: the procedures that
// search it enabled, the others disabled and, on a tree with chance positions, saying why
// (the catalogue's takesChance: Ballard's family searches trees with chance positions only,
// the others trees without).
import { COMPARE_VIEW, takesChance } from '../core/procedures.js';
import { t } from '../i18n/translate.js';

let marked = null;

/** The kind of tree the menus were last fitted to (null: none yet). */
export const markedFor = () => marked;

/**
 * Offers the procedures that search the current tree: on a tree with chance positions
 * Ballard's family's (the catalogue's takesChance), on the others the rest; the others are
 * disabled (on a tree with chance positions their labels say why; on the others the
 * family's title, "Chance positions: Ballard 1983", does). `chance`: whether the tree has
 * chance positions.
 */
export function markForTree(select, cmpItems, chance) {
  marked = chance;
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
}
