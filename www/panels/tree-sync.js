// What follows the current tree outside the drawing: the tree text box (unless it holds
// the person's draft) and the example menu (which names the example shown, if it is one).
import { decimal, t } from '../i18n/translate.js';

/** The longest tree text the box shows (characters). */
export const MAX_SHOWN_TEXT = 2_000_000;

export class TreeSync {
  /** @param {object} core  the wasm core (examples)  @param {HTMLTextAreaElement} box  @param {HTMLElement} msg  @param {HTMLSelectElement} menu */
  constructor(core, box, msg, menu) {
    Object.assign(this, { core, box, msg, menu });
    this.shown = null; // the text the box was last given
    this.examples = null; // example text -> name
    this.withChance = false; // the chance examples are in it (the full core's)
  }

  /**
   * After a new tree with text `text`. The box follows it unless the person is typing there
   * or left a draft in it (text they typed that is not the tree, e.g. after a parse error):
   * a draft and its message stay. `fromBox`: the tree came from the box (its text is no draft).
   */
  update(text, fromBox = false) {
    // null: a tree too long to show, whose text the page did not make (state/tree-edits.js).
    const box = this.box;
    if (fromBox) this.shown = box.value;
    const draft = this.shown != null && box.value !== this.shown && box.value.trim() !== '';
    if (document.activeElement !== box && !draft) {
      // A text of megabytes costs the browser seconds to lay out at every edit (a
      // 2,000,000-position tree's is 5.5 MB): the box says so instead of showing it.
      const shown = text != null && text.length <= MAX_SHOWN_TEXT ? text : '';
      box.value = this.shown = shown;
      const over = text == null ? 'yes' : 'no';
      const size = decimal((text == null ? MAX_SHOWN_TEXT : text.length) / 1e6, 1);
      box.placeholder = shown === text ? '' : t('text-too-long', { over, size });
      this.msg.textContent = '';
    }
    this.menu.value = (text != null && this.#examples().get(text)) || '';
  }

  /** Example text -> name. The examples with chance positions (families/chance/examples.js)
   *  are only the full core's (chanceExampleNames), which the lean core cannot read: they join
   *  once it is in (after a chance example was chosen, it is). */
  #examples() {
    const chance = this.core.chanceExampleNames;
    if (!this.examples || (!this.withChance && typeof chance === 'function')) {
      const names = [...this.core.exampleNames()];
      if (typeof chance === 'function') {
        this.withChance = true;
        names.push(...chance());
      }
      this.examples = new Map(names.map((name) => [this.#exampleText(name), name]));
    }
    return this.examples;
  }

  #exampleText(name) {
    const g = this.core.GameTree.example(name);
    const t = g.text();
    g.free?.();
    return t;
  }
}
