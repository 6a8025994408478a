// The procedure menu (every procedure, grouped by paper in <optgroup>s) and the compare
// view's "Add to compare" checkboxes for the other papers' procedures. The papers' titles and
// the procedures' labels are the catalogue's in the page's language (i18n/catalogue-words.js),
// relabelled when it changes; the procedures' names stay as printed (translate="no").

import { onFullCore } from '../core/load.js';
import { OTHERS, PAPERS } from '../core/procedures.js';
import { paperTitle, procedureLabel } from '../i18n/catalogue-words.js';
import { onLanguage } from '../i18n/l10n.js';
import { laterMessages } from '../i18n/translate.js';

/**
 * @param {HTMLSelectElement} select
 * @param {HTMLElement} cmpItems  where the checkboxes go
 * @param {{onProc: (name: string) => void, onExtras: (names: string[]) => void}} on
 */
export function buildProcedureMenus(select, cmpItems, on) {
  const words = []; // each element's words, written again in another language
  const built = new Set();
  const add = () => {
    for (const paper of PAPERS.filter((p) => !built.has(p))) {
      built.add(paper);
      const group = document.createElement('optgroup');
      words.push(() => (group.label = paperTitle(paper)));
      for (const p of paper.procs) {
        const o = document.createElement('option');
        o.value = p.name;
        words.push(() => (o.textContent = o.dataset.label = procedureLabel(p)));
        group.append(o);
        if (!OTHERS.includes(p.name)) continue; // the compare view always shows K&M's three
        const label = document.createElement('label');
        label.className = 'check';
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.value = p.name;
        box.addEventListener('change', () => on.onExtras([...cmpItems.querySelectorAll('input:checked')].map((b) => b.value)));
        // The full label ("PVS (§2.4)", "Fail-soft alpha-beta"), as in the procedure menu: the
        // abbreviations alone (FS, NS, AB) named nothing a reader of the papers knows.
        const text = document.createElement('span');
        label.append(box, ' ', text);
        words.push(() => {
          text.textContent = procedureLabel(p);
          label.title = `${paperTitle(paper)}: ${procedureLabel(p)}`;
        });
        cmpItems.append(label);
      }
      select.append(group);
    }
  };
  const write = () => {
    add();
    words.forEach((w) => w());
    relabel?.(); // fitted to the tree shown (menus-for-tree.js)
  };
  write();
  onLanguage(write);
  // The full core's catalogue adds Ballard's family (core/procedures.js): its words are the later part's.
  onFullCore((state) => state === 'ready' && laterMessages().then(write));
  select.addEventListener('change', () => on.onProc(select.value));
}

let relabel = null;

/** `f` writes the menus' fitting to the tree again after they are relabelled (a new language). */
export function onRelabel(f) {
  relabel = f;
}
