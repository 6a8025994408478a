// The compare view, loaded the first time Compare is shown (its three trees, the difference
// view and the added procedures are not the first view's). Until then it is empty: no views,
// nothing to clear; a paint asks for the code and the page paints again once it is in. The
// views' captions and the difference view's words are in the later part of the messages,
// awaited with the code.
import { laterMessages } from '../i18n/translate.js';

export class LazyCompare {
  /** Arguments as CompareView's; `repaint()` paints the page once the view is made. */
  constructor(host, onSelect, store, repaint) {
    Object.assign(this, { host, onSelect, store, repaint });
    this.view = null;
    this.present = null;
  }

  get views() {
    return this.view?.views ?? [];
  }

  get main() {
    return this.view?.main ?? null;
  }

  get km() {
    return this.view?.km ?? {};
  }

  get diff() {
    return this.view?.diff ?? { views: [] };
  }

  /** Presentation mode's settings for the compared trees (kept for a view made later). */
  setPresent(present) {
    this.present = present;
    for (const v of Object.values(this.km)) v.setPresent(present);
  }

  paint(p) {
    if (this.view) return this.view.paint(p);
    this.loading ??= Promise.all([import('./compare-view.js'), laterMessages()]).then(([{ CompareView }]) => {
      this.view = new CompareView(this.host, this.onSelect, this.store);
      if (this.present) this.setPresent(this.present);
      this.repaint();
    });
  }

  clearExtras() {
    this.view?.clearExtras();
  }

  /** Resolves when the view asked for is made and painted (at once when none was asked for,
   *  or when its code did not load: the page works on without it). */
  settled() {
    return (this.loading ?? Promise.resolve()).catch(() => {});
  }

  /** Compare is not shown (its next paint is an opening). */
  leave() {
    this.view?.leave();
  }
}
