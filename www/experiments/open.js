// The Experiments panel, loaded when first opened (or named in the link): its code, its
// worker pool and the plots stay out of the first view (the first load's budget).
import { messageOf } from '../core/load.js';

/**
 * Returns `open(link = null)` for the panel in `box` (the Experiments <details>); `link`: its
 * settings from the link. `onSettings(settings)`: the panel's settings changed. Opening the
 * box by hand loads the panel too.
 */
export function experimentsOpener({ box, core, onSettings }) {
  let panel = null; // Promise<ExperimentPanel>, once opened
  async function open(link = null) {
    try {
      panel ??= import('./panel.js').then(({ ExperimentPanel }) => new ExperimentPanel(core, { onSettings }));
      const p = await panel;
      if (link) p.set(link, true);
    } catch (e) {
      panel = null;
      const msg = box.querySelector('#exp-msg');
      if (msg) msg.textContent = `The Experiments panel could not load: ${messageOf(e)}`;
    }
  }
  box.addEventListener('toggle', () => box.open && open());
  return open;
}
