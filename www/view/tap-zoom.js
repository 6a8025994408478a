// The tap-zoom offer (tree-view.js): on a touch screen, when positions are drawn too close
// for a target each (WCAG 2.2, 2.5.8; camera.js, tapZoomNeeded), a button offers the zoom at
// which they are not (the whole-tree first view is far below it).

import { t as message } from '../i18n/translate.js';
import { tapZoomNeeded } from './camera.js';

export class TapZoom {
  /** @param {HTMLElement} host  the view's host; @param {(k:number)=>void} zoomTo  zooms the view to k */
  constructor(host, zoomTo) {
    this.host = host;
    this.zoomTo = zoomTo;
    this.button = null;
    this.k = 0;
  }

  /** Offers the zoom, or hides the offer, for layout `pos` shown at zoom k by renderer `mode`. */
  update(pos, k, mode) {
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    const need = coarse && mode === 'svg' ? tapZoomNeeded(pos, k) : 0;
    if (!need) {
      if (this.button) this.button.hidden = true;
      return;
    }
    if (!this.button) {
      this.button = document.createElement('button');
      this.button.type = 'button';
      this.button.className = 'tv-tap-zoom';
      this.button.addEventListener('click', () => this.zoomTo(this.k));
      this.host.append(this.button);
    }
    this.k = need;
    // Written each time it is offered: a language chosen since then is the one it speaks.
    this.button.textContent = message('zoom-tap');
    this.button.title = message('zoom-tap-title');
    this.button.hidden = false;
  }

  remove() {
    this.button?.remove();
  }
}
