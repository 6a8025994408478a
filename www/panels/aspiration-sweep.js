// The aspiration map's data, made when the browser is idle (it runs many searches) and only
// while its panel is open; kept until the tree changes. The map's code loads with the first
// sweep, after the page is shown (the first load's budget), with the later part of the
// messages (i18n/l10n.js), which holds the map's words.
import { messageOf } from '../core/errors.js';
import { count, currentEntries, laterMessages, quantity, t } from '../i18n/translate.js';

export class AspirationSweep {
  /**
   * @param {(AspirationMap: typeof import('./aspiration-map.js').AspirationMap) => object} makeMap
   *   makes the map once its module is in
   * @param {HTMLDetailsElement} panel
   */
  constructor(makeMap, panel, limit) {
    Object.assign(this, { makeMap, panel, limit });
    this.map = null;
    this.forTree = null; // the tree the data is for (its text is not made for this: a value edit leaves it unmade)
    this.data = null;
    this.handle = null;
  }

  /** @param {import('../core/current-tree.js').CurrentTree} doc  @param {number} value F(root) */
  schedule(doc, value, alpha, beta) {
    if (!this.panel.open) return;
    this.latest = { doc, value, alpha, beta }; // an idle run uses the newest
    if (!this.started) return; // the page is not shown yet: start() sweeps
    if (this.forTree === doc.tree && this.data && this.map) {
      // A step or a selection repaints the page, not the map: it changes with the data, the window and the language only.
      const key = `${alpha} ${beta}`;
      if (this.shownData !== this.data || this.shownWindow !== key || this.shownLanguage !== currentEntries()) {
        this.shownLanguage = currentEntries();
        this.map.render(this.data, alpha, beta);
        this.shownData = this.data;
        this.shownWindow = key;
      }
      return;
    }
    if (this.handle) return;
    const run = async () => {
      let sweepGrid;
      try {
        this.module ??= Promise.all([import('./aspiration-map.js'), laterMessages()]).then(([m]) => ((this.map = this.makeMap(m.AspirationMap)), m));
        ({ sweepGrid } = await this.module);
      } catch (e) {
        this.module = null;
        this.handle = null;
        this.panel.querySelector('.map-readout')?.replaceChildren(t('map-not-loaded', { error: messageOf(e) }));
        return;
      }
      this.handle = null;
      const { doc, value, alpha, beta } = this.latest;
      const n = doc.shape.parent.length;
      if (n > this.limit) {
        this.map.clear(t('map-too-big', { limit: quantity(this.limit), count: count(this.limit) }));
        return;
      }
      const half = n > 20_000 ? 4 : n > 5_000 ? 6 : 9;
      try {
        this.data = doc.tree.sweep(sweepGrid(value, doc.leafRange[0], doc.leafRange[1], half));
        this.forTree = doc.tree;
        this.map.render(this.data, alpha, beta);
        this.shownData = this.data;
        this.shownWindow = `${alpha} ${beta}`;
        this.shownLanguage = currentEntries();
      } catch (e) {
        this.shownData = null;
        this.map.clear(messageOf(e));
      }
    };
    this.handle = 'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 400 }) : setTimeout(run, 30);
  }

  /** The page is shown: from now on the map is made (its code loads now, not before). */
  start() {
    this.started = true;
    if (this.latest) this.schedule(this.latest.doc, this.latest.value, this.latest.alpha, this.latest.beta);
  }

  /** Draws nothing and makes nothing (practice mode: the map's counts are answers); the data is kept. */
  clear() {
    if (this.handle) {
      if ('cancelIdleCallback' in window) cancelIdleCallback(this.handle);
      clearTimeout(this.handle);
      this.handle = null;
    }
    this.map?.clear('');
    this.shownData = null;
  }

  /** Forgets the data (a new tree). */
  reset() {
    this.forTree = null;
    this.shownData = null;
  }
}
