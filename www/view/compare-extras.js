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
    // In order at the end, moved only when they are not: a figure taken out and put back
    // loses its box's scroll position, which is where the tree view keeps its pan
    // (tree-surface.js, applySvg), and the tree would be out of sight.
    const figures = names.map((name) => this.items.get(name).figure);
    const tail = [...this.host.children].slice(-figures.length);
    if (figures.some((f, i) => tail[i] !== f)) this.host.append(...figures);
  }

  get views() {
    return [...this.items.values()].map((it) => it.view);
  }
}
