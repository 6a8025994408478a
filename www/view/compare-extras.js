// The compare view's extra trees: one small tree view per procedure of the other papers that
// the person added to the comparison (cmp=...), after the F0, F1 and F2 figures.

import { shortName } from '../core/procedures.js';
import { t } from '../i18n/translate.js';
import { TreeView } from './tree-view.js';

export class CompareExtras {
  /**
   * @param {HTMLElement} host  the compare view's grid
   * @param {(id: number, how: string) => void} onSelect
   */
  constructor(host, onSelect) {
    this.host = host;
    this.onSelect = onSelect;
    /** name -> {figure, view, caption} */
    this.items = new Map();
  }

  /** Makes a figure for each name (in order) and drops the others. */
  sync(names) {
    for (const [name, it] of this.items) {
      if (!names.includes(name)) {
        it.view.destroy();
        it.figure.remove();
        this.items.delete(name);
      }
    }
    for (const name of names) {
      if (this.items.has(name)) continue;
      const figure = document.createElement('figure');
      figure.dataset.extra = name;
      const caption = document.createElement('figcaption');
      const count = document.createElement('span');
      const who = document.createElement('span');
      who.translate = false; // the procedure's name, as printed
      who.textContent = shortName(name);
      caption.append(who, ' ', count);
      const box = document.createElement('div');
      box.className = 'tree-host small';
      box.dataset.proc = name;
      figure.append(caption, box);
      this.host.append(figure);
      const view = new TreeView(box, { label: () => t('tree-label-proc', { proc: shortName(name) }), onSelect: this.onSelect, fitWhole: true });
      this.items.set(name, { figure, view, count });
    }
    for (const name of names) this.host.append(this.items.get(name).figure);
  }

  get views() {
    return [...this.items.values()].map((it) => it.view);
  }
}
