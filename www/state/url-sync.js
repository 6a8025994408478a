// Keeps the URL fragment in step with the page state (replaceState, not a history entry
// per change; debounced), and makes the links to share.
import { writeFragment } from './url-state.js';

export class UrlSync {
  /** @param {() => object} state  @param {() => string} text  the tree's text */
  constructor(state, text, { onSaved } = {}) {
    Object.assign(this, { state, text, onSaved });
    this.lastWritten = null;
    this.timer = null;
    this.seq = 0;
  }

  save() {
    clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      const seq = ++this.seq;
      const hash = await writeFragment(this.state(), this.text());
      if (seq !== this.seq) return;
      if (hash !== location.hash) {
        this.lastWritten = hash;
        history.replaceState(null, '', hash);
      }
      this.onSaved?.();
    }, 120);
  }

  /** The page's URL for the state with `extra` changes (e.g. {embed: false}). */
  async url(extra = {}) {
    const hash = await writeFragment({ ...this.state(), ...extra }, this.text());
    return location.href.replace(/#.*$/, '') + hash;
  }
}
