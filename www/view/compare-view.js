// The compare view: F0, F1 and F2 finished, side by side (stacked for wide trees), and one
// small tree per procedure of the other papers added to the comparison (cmp=...).
import { KM } from '../core/procedures.js';
import { paintPicture } from './paint.js';
import { TreeView } from './tree-view.js';
import { CompareExtras } from './compare-extras.js';

export class CompareView {
  /** @param {HTMLElement} host  #compare-host, with a [data-proc] box per K&M procedure */
  constructor(host, onSelect) {
    this.host = host;
    this.km = Object.fromEntries(
      [...host.querySelectorAll('[data-proc]')].map((box) => {
        const p = box.getAttribute('data-proc');
        return [p, new TreeView(box, { label: `Game tree searched by ${p}`, onSelect })];
      }),
    );
    this.extras = new CompareExtras(host, onSelect);
  }

  get views() {
    return [...Object.values(this.km), ...this.extras.views];
  }

  /** The view exported and focused for the compare view: F2's. */
  get main() {
    return this.km.F2;
  }

  /**
   * @param {{shape, runs: import('../families/page-runs.js').PageRuns, view: string, extra: object,
   *   sel: number, fit: (v: TreeView) => void}} p  extra: what every model adds (showDewey, critical)
   */
  paint({ shape, runs, view, extra, sel, fit }) {
    this.host.classList.toggle('stacked', shape.terminals > 27); // wide trees one above the other
    for (const p of KM) {
      const v = this.km[p];
      if (v.setShape(shape)) fit(v);
      v.render({ ...paintPicture(shape, runs.km.picture(p), view), ...extra });
      v.select(sel, { reveal: false });
      const c = runs.km.counts[p];
      this.host.querySelector(`[data-count=${p}]`).textContent = `— ${c.terminals_examined} terminals, ${c.positions_examined} positions`;
    }
    this.extras.sync(runs.extras.map((r) => r.name));
    for (const run of runs.extras) {
      const it = this.extras.items.get(run.name);
      if (it.view.setShape(shape)) fit(it.view);
      it.view.render({ ...run.paint(null, view), ...extra });
      it.view.select(sel, { reveal: false });
      it.count.textContent = run.compareCaption();
    }
  }

  /** Drops the added procedures' trees (leaving the compare view). */
  clearExtras() {
    this.extras.sync([]);
  }
}
