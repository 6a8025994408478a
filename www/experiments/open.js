// The Experiments panel, loaded when first opened (or named in the link): its code, its
// worker pool and the plots stay out of the first view (the first load's budget).
import { messageOf } from '../core/load.js';
import { loadLater, t } from '../i18n/l10n.js';

/**
 * Returns `open(link = null)` for the panel in `box` (the Experiments <details>); `link`: its
 * settings from the link. `onSettings(settings)`: the panel's settings changed. Opening the
 * box by hand loads the panel too.
 *
 * The form is in the page before its code arrives, so a fast hand can type into it and press
 * Run first: the typing is kept (the panel reads the form instead of filling in its defaults)
 * and the Run waits for the panel instead of being lost (the page's policy, form-action 'none',
 * already stops the form from being sent anywhere).
 */
export function experimentsOpener({ box, core, onSettings }) {
  let panel = null; // Promise<ExperimentPanel>, once opened
  let ready = false;
  let edited = false; // typed into before the panel's code arrived
  let runWaiting = false; // Run pressed before the panel's code arrived
  const form = box.querySelector('#exp-form');
  form?.addEventListener('input', () => {
    if (!ready) edited = true;
  });
  form?.addEventListener('submit', (e) => {
    if (ready) return; // the panel's own handler runs
    e.preventDefault();
    runWaiting = true;
    open();
  });
  async function open(link = null) {
    try {
      // The panel writes its text with the later part of the messages (i18n/l10n.js).
      panel ??= Promise.all([import('./panel.js'), loadLater()]).then(([{ ExperimentPanel }]) => new ExperimentPanel(core, { onSettings, keepForm: edited }));
      const p = await panel;
      ready = true;
      if (link) p.set(link, true);
      if (runWaiting) {
        runWaiting = false;
        p.run();
      }
    } catch (e) {
      panel = null;
      runWaiting = false;
      const msg = box.querySelector('#exp-msg');
      if (msg) msg.textContent = t('exp-not-loaded', { error: messageOf(e) });
    }
  }
  box.addEventListener('toggle', () => box.open && open());
  return open;
}
