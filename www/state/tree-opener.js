// Opening a tree that may be big: a link's tree or the generator form's. A big one is read
// or generated in a worker (core/tree-loader.js) while the tree's notice says what is being
// done and offers Cancel (which rejects with Cancelled: the page keeps its tree); a small
// one is read here. A newer load supersedes one under way (which then rejects with
// Cancelled, `superseded` set).
import { Cancelled, openInWorker, wantsWorker } from '../core/tree-loader.js';
import { treeTextOf } from './url-state.js';

export { Cancelled };

export class TreeOpener {
  /** @param {{core: object, doc: object, url: object, box: HTMLElement}} p  box: the tree's notice */
  constructor({ core, doc, url, box }) {
    Object.assign(this, { core, doc, url, box, cancelLoad: null });
  }

  /** The tree of a link's `source` (readFragment's treeSource), checked. */
  async open(source, problems) {
    const plain = 'gen' in source ? source : { text: await treeTextOf(source) };
    if (wantsWorker(plain)) {
      const got = await this.inWorker(plain, 'Opening the tree in the link');
      if (got) {
        problems.push(...got.problems);
        if (plain.gen && !plain.patch) this.url.knowGenerated(plain.gen, got.text); // the link's base, not made twice
        return this.doc.check(got.g, { known: got.text });
      }
    }
    return this.doc.parse(plain.text ?? (await treeTextOf(source)));
  }

  /**
   * A maker of the generator form's tree `spec` for TreeEdits.replace: a big one is made in the
   * worker first (throws Cancelled or the worker's error).
   */
  generator(spec) {
    return this.#maker({ gen: spec }, 'Making the tree', () => this.core.GameTree.generate(spec));
  }

  /** Likewise for a tree typed or pasted into the text box: a long text is read in the worker. */
  reader(text) {
    return this.#maker({ text }, 'Reading the tree', () => this.doc.parse(text));
  }

  async #maker(source, what, here) {
    if (wantsWorker(source)) {
      const got = await this.inWorker(source, what);
      if (got) {
        if (source.gen) this.url.knowGenerated(source.gen, got.text);
        return () => this.doc.check(got.g, { known: got.text });
      }
    }
    return here;
  }

  /** openInWorker with the notice's stage and Cancel. */
  async inWorker(source, what) {
    this.cancelLoad?.(true);
    this.doc.mirror?.warm(); // the run worker's core compiles meanwhile (core/run-mirror.js)
    let mine = null;
    const progress = (stage) => this.cancelLoad === mine && this.showLoading(stage, what);
    try {
      return await openInWorker(this.core, source, { progress, cancel: (f) => (this.cancelLoad = mine = f) });
    } finally {
      if (this.cancelLoad === mine) {
        this.cancelLoad = null;
        this.showLoading(null);
      }
    }
  }

  /** The notice while a worker builds the tree: its stage and a Cancel button (null: done). */
  showLoading(stage, what) {
    const box = this.box;
    if (stage == null) {
      if (box.querySelector('.load-cancel')) box.replaceChildren();
      delete document.documentElement.dataset.loading;
      return;
    }
    const words = document.createElement('span');
    words.textContent = `${what}: ${stage}… `;
    let button = box.querySelector('.load-cancel');
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'load-cancel';
      button.dataset.testid = 'load-cancel';
      button.textContent = 'Cancel';
      button.addEventListener('click', () => this.cancelLoad?.(false));
    }
    box.replaceChildren(words, button);
    document.documentElement.dataset.loading = 'true';
  }
}
