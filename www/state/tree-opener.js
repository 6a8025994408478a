// Opening a tree that may be big: a link's tree or the generator form's. A big one is read
// or generated in a worker (core/tree-loader.js) while the tree's notice says what is being
// done and offers Cancel (which rejects with Cancelled: the page keeps its tree); a small
// one is read here. A newer load supersedes one under way (which then rejects with
// Cancelled, `superseded` set).
//
// The last request wins: every request for a new tree (a link, the generator form, the text
// box, an example, a whole-tree undo) takes a ticket (begin()), which cancels the worker of
// the one before; and whatever was on its way for an older ticket (a link waiting for the
// full core, a tree read on the page) is dropped when it arrives (current()), so an older,
// slower link never replaces a newer one.

import { mayHoldChance as chancy } from '../core/chancy.js';
import { leanGenerates } from '../core/lean-generators.js';
import { Cancelled, openInWorker, wantsWorker } from '../core/tree-loader.js';
import { t } from '../i18n/translate.js';
import { treeTextOf } from './url-state.js';

/** The tree worker's stages (core/tree-worker.js posts them in English) as message ids. */
const STAGES = {
  'reading the tree text': 'load-stage-reading',
  'generating the tree': 'load-stage-generating',
  'applying the link’s edits': 'load-stage-editing',
  'handing the tree to the page': 'load-stage-handing',
};

export { Cancelled };

/** A text that may hold a chance position (core/chancy.js) loads the full core and the
 *  page's chance drawing first (families/chance/open.js). */
const forChance = () => import('../families/chance/open.js').then((m) => m.ready());

/** Whether the tree of `source` is built in the tree worker (core/tree-loader.js): not a text
 *  with chance positions, however long, which the worker's lean core refuses and whose
 *  probabilities the arrays it hands over do not carry; the full core reads it here. */
const byWorker = (source) => wantsWorker(source) && !(typeof source.text === 'string' && chancy(source.text));

export class TreeOpener {
  /** @param {{core: object, doc: object, url: object, box: HTMLElement}} p  box: the tree's notice */
  constructor({ core, doc, url, box }) {
    Object.assign(this, { core, doc, url, box, cancelLoad: null, ticket: 0, lost: null });
  }

  /** A new request for the page's tree: the ones before it are superseded. Returns its ticket. */
  begin() {
    this.cancelLoad?.(true);
    this.lost = null;
    return ++this.ticket;
  }

  /** Whether the request of `ticket` is still the newest. */
  current(ticket) {
    return ticket === this.ticket;
  }

  /** Why the worker of the last request was lost and the tree read on the page ('' if it was not), once. */
  takeLost() {
    const lost = this.lost;
    this.lost = null;
    return lost ?? '';
  }

  /**
   * The tree of a link's `source` (readFragment's treeSource), checked; rejects with Cancelled
   * (superseded) when a newer request than `ticket` (begin()) came meanwhile.
   */
  async open(source, problems, ticket = this.begin()) {
    const plain = 'gen' in source ? source : { text: await treeTextOf(source) };
    this.#still(ticket);
    if (chancy(plain.text)) await forChance(); // (none for a generator: /\d:/ does not match "undefined")
    if (byWorker(plain)) {
      const got = await this.inWorker(plain, 'load-opening');
      this.#still(ticket, got?.g);
      if (got) {
        problems.push(...got.problems);
        if (plain.gen && !plain.patch) this.url.knowGenerated(plain.gen, got.text); // the link's base, not made twice
        return this.doc.check(got.g, { known: got.text });
      }
    }
    const text = plain.text ?? (await treeTextOf(source));
    this.#still(ticket);
    return this.doc.parse(text);
  }

  /**
   * A maker of the generator form's tree `spec` for TreeEdits.replace: a big one is made in the
   * worker first (throws Cancelled or the worker's error). A new request (begin()).
   */
  generator(spec) {
    // A model the lean core lacks: the full core first (core/lean-generators.js).
    const prepare = leanGenerates(spec) ? null : async () => (await import('../core/load.js')).loadFull();
    return this.#maker({ gen: spec }, 'load-making', () => this.core.GameTree.generate(spec), prepare);
  }

  /** Likewise for a tree typed or pasted into the text box: a long text is read in the worker. */
  reader(text) {
    return this.#maker({ text }, 'load-reading', () => this.doc.parse(text), chancy(text) ? forChance : null);
  }

  async #maker(source, what, here, prepare = null) {
    const ticket = this.begin();
    if (prepare) {
      await prepare();
      this.#still(ticket);
    }
    if (byWorker(source)) {
      const got = await this.inWorker(source, what);
      this.#still(ticket, got?.g);
      if (got) {
        if (source.gen) this.url.knowGenerated(source.gen, got.text);
        return () => this.doc.check(got.g, { known: got.text });
      }
    }
    return here;
  }

  /** Throws Cancelled (superseded) when `ticket` is no longer the newest request (freeing `g`). */
  #still(ticket, g = null) {
    if (this.current(ticket)) return;
    g?.free();
    throw new Cancelled(true);
  }

  /** openInWorker with the notice's stage and Cancel; null when the tree is to be read here
   *  (no worker; or it was lost on the way: takeLost() says why). */
  async inWorker(source, what) {
    this.cancelLoad?.(true);
    this.doc.mirror?.warm(); // the run worker's core compiles meanwhile (core/run-mirror.js)
    let mine = null;
    const progress = (stage) => this.cancelLoad === mine && this.showLoading(stage, what);
    try {
      const got = await openInWorker(this.core, source, { progress, cancel: (f) => (this.cancelLoad = mine = f) });
      if (got?.lost) {
        this.lost = t('load-worker-lost', { why: got.lost });
        return null;
      }
      return got;
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
    words.textContent = `${t('load-stage', { what: t(what), stage: STAGES[stage] ? t(STAGES[stage]) : stage })} `;
    let button = box.querySelector('.load-cancel');
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'load-cancel';
      button.dataset.testid = 'load-cancel';
      button.textContent = t('load-cancel');
      button.addEventListener('click', () => this.cancelLoad?.(false));
    }
    box.replaceChildren(words, button);
    document.documentElement.dataset.loading = 'true';
  }
}
