// The table view of the search (search-table.js) stands in the page from the start, but its
// code loads the first time the table is shown: most visits never open it, and the first
// load has a budget (docs/benchmarks.md, "First load"). Until then this stand-in takes the
// same calls; the first show() loads the table and paints it again when it is in. Its words
// (search-table-words.js, table-*) are in the later part of the messages, awaited with it.
import { laterMessages } from '../i18n/translate.js';

export class LazySearchTable {
  /**
   * @param {HTMLElement} box  the table's section (index.html's #table-panel)
   * @param {{onSelect: (id: number) => void, announce?: (text: string) => void}} opts  as SearchTable's
   * @param {() => void} repaint  paints the table again (once its code is in)
   */
  constructor(box, opts, repaint) {
    Object.assign(this, { box, opts, repaint });
    /** @type {import('./search-table.js').SearchTable|null} */
    this.real = null;
    this.loading = null;
    // The same elements SearchTable reads (the page clears them while the table waits).
    this.caption = box.querySelector('table caption');
    this.body = box.querySelector('table tbody');
    this.waitingArgs = null;
  }

  /** What the table shows (null: nothing); the page clears it while the table waits. */
  get args() {
    return this.real ? this.real.args : this.waitingArgs;
  }

  set args(a) {
    if (this.real) this.real.args = a;
    else this.waitingArgs = a;
  }

  show(a) {
    if (this.real) return this.real.show(a);
    this.loading ??= Promise.all([import('./search-table.js'), laterMessages()]).then(
      ([{ SearchTable }]) => {
        this.real = new SearchTable(this.box, this.opts);
        this.repaint();
      },
      () => (this.loading = null), // the next show tries again
    );
  }

  select(id) {
    this.real?.select(id);
  }
}
