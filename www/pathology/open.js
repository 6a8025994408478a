// The Pathology panel, loaded when first opened (or named in the link): its code and
// Observable Plot stay out of the first view.
import { loadFull, messageOf } from '../core/load.js';
import { loadLater, t } from '../i18n/l10n.js';

/**
 * Returns `open(link = null)` for the panel in `box` (a <details>) drawing into `host`;
 * `link`: its settings from the link (opens the box). `onSettings(text)`: the panel's
 * settings changed. Opening the box by hand opens the panel too.
 */
export function pathologyOpener({ box, host, core, onSettings }) {
  let pathology = null; // Promise<PathologyPanel>, once opened
  async function open(link = null) {
    if (link) box.open = true;
    try {
      // The panel's code, and the full core (core/load.js): pathology is not in the first module.
      // The panel writes its text with the later part of the messages (i18n/l10n.js).
      pathology ??= Promise.all([import('./panel.js'), loadFull(), loadLater()]).then(([{ PathologyPanel }]) => new PathologyPanel(host, core, { onSettings }));
      const panel = await pathology;
      if (link) panel.setLink(link);
    } catch (e) {
      pathology = null;
      host.textContent = t('path-not-loaded', { error: messageOf(e) });
    }
  }
  box.addEventListener('toggle', () => box.open && open());
  return open;
}
