// "Copy link", "Copy embed code" and the teachers' exercise link: the text goes to the
// clipboard, and a line in the header says so (in the page's language). Only when there is
// more to read or do — the clipboard refused (the text is then shown selected, to copy by
// hand), or a note about the link — a small box opens under the header; it closes after the
// copy, on Esc, a click elsewhere, its Close button or a change of mode (panels/controls.js),
// so it never stays over the page's controls. A link that leaves a large tree out says so
// (url-sync.js). The single-file page opened from disk (file://) has no address anyone else
// can open: its links and embed code then point at the public playground when the build
// names one (env VITE_PLAYGROUND_PUBLIC_URL at `npm run build`, e.g.
// https://example.org/playground/), and otherwise the page says they work only here.

import { t } from '../i18n/translate.js';
import { linkNote } from '../state/url-sync.js';

/** The public playground's address (ends in '/'), or '' when the build names none. */
const PUBLIC = (() => {
  const u = import.meta.env?.VITE_PLAYGROUND_PUBLIC_URL || '';
  return u && !u.endsWith('/') ? `${u}/` : u;
})();

const COPIED = { link: 'share-link-copied', embed: 'share-embed-copied', exercise: 'share-exercise-copied' };

/** The link for another computer: the public page with this state, or null (none known). */
function shareable(value) {
  if (location.protocol !== 'file:') return value;
  if (!PUBLIC) return null;
  return `${PUBLIC}index.html${value.slice(value.indexOf('#'))}`;
}

const $ = (id) => document.getElementById(id);

/** Closes the box under the header (nothing to do when it is closed). */
export function closeShareBox() {
  const box = $('share-pop');
  if (!box || box.hidden) return;
  box.hidden = true;
  $('share-out').hidden = true;
}

let wired = false;

/** Esc, a click outside the box, a copy from its field and its Close button close it. */
function wire() {
  if (wired) return;
  wired = true;
  const box = $('share-pop');
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !box.hidden) {
      closeShareBox();
      $('copy-link')?.focus({ preventScroll: true });
    }
  });
  document.addEventListener('pointerdown', (e) => !box.hidden && !box.contains(e.target) && closeShareBox(), true);
  // The person copied the selected text by hand: done (after the copy has taken the selection).
  $('share-out').addEventListener('copy', () => setTimeout(closeShareBox));
  $('share-close').addEventListener('click', closeShareBox);
}

let clearing = null;

/**
 * @param {'link'|'embed'|'exercise'} kind  exercise: the link of practice mode on this tree (the teachers' menu)
 * @param {(extra: object) => Promise<string>} url  the page's link for the state with `extra` changes
 * @param {object} [extra]  the state's changes for this link (the exercise's practice keys)
 */
export async function share(kind, url, extra = {}) {
  wire();
  const out = $('share-out');
  const status = $('share-status');
  let value;
  const local = location.protocol === 'file:' && !PUBLIC;
  if (kind !== 'embed') value = shareable(await url({ embed: false, ...extra })) ?? (await url({ embed: false, ...extra }));
  else {
    const own = await url({ embed: true });
    const src = shareable(own) ?? own;
    value = `<iframe src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="720" height="480" style="border:1px solid #ccc" title="Alpha-beta playground" loading="lazy"></iframe>`;
  }
  out.value = value;
  let copied = true;
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    copied = false;
  }
  const notes = [linkNote(), local ? t('share-local', { what: kind === 'embed' ? 'embed' : 'link' }) : ''].filter(Boolean);
  const said = copied ? t(COPIED[kind]) : t('share-select');
  status.textContent = [said, ...notes].join(' ');
  status.title = status.textContent; // the header's line may be cut short: the whole of it on hover
  clearTimeout(clearing);
  // A confirmation is read and done with: it goes after a while (the box, if open, stays).
  if (copied) clearing = setTimeout(() => status.textContent === [said, ...notes].join(' ') && (status.textContent = ''), 8000);
  if (copied && !notes.length) return closeShareBox();
  $('share-pop-text').textContent = copied ? notes.join(' ') : [said, ...notes].join(' ');
  out.hidden = copied;
  $('share-pop').hidden = false;
  if (!copied) {
    out.focus();
    out.select();
  }
}
