// The procedure menu (every procedure, grouped by paper in <optgroup>s) and the compare
// view's "Add to compare" checkboxes for the other papers' procedures. The papers' titles and
// the procedures' names and labels are the catalogue's, as printed in every language
// (translate="no").
import { OTHERS, PAPERS } from '../core/procedures.js';

/**
 * @param {HTMLSelectElement} select
 * @param {HTMLElement} cmpItems  where the checkboxes go
 * @param {{onProc: (name: string) => void, onExtras: (names: string[]) => void}} on
 */
export function buildProcedureMenus(select, cmpItems, on) {
  for (const paper of PAPERS) {
    const group = document.createElement('optgroup');
    group.label = paper.title;
    for (const p of paper.procs) {
      const o = document.createElement('option');
      o.value = p.name;
      o.textContent = p.label;
      group.append(o);
      if (!OTHERS.includes(p.name)) continue; // the compare view always shows K&M's three
      const label = document.createElement('label');
      label.className = 'check';
      label.translate = false;
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.value = p.name;
      box.addEventListener('change', () => on.onExtras([...cmpItems.querySelectorAll('input:checked')].map((b) => b.value)));
      label.append(box, ` ${p.abbrev ?? p.name}`);
      label.title = `${paper.title}: ${p.label}`;
      cmpItems.append(label);
    }
    select.append(group);
  }
  select.translate = false;
  select.addEventListener('change', () => on.onProc(select.value));
}
