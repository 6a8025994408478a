// "Copy link" and "Copy embed code": the text goes to the clipboard, or is shown selected
// where the clipboard is refused. A link that leaves a large tree out says so (url-sync.js).
// The single-file page opened from disk (file://) has no address anyone else can open: its
// links and embed code then point at the public playground when the build names one (env
// VITE_PLAYGROUND_PUBLIC_URL at `npm run build`, e.g. https://example.org/playground/), and
// otherwise the page says they work only here.
import { linkNote } from '../state/url-sync.js';

/** The public playground's address (ends in '/'), or '' when the build names none. */
const PUBLIC = (() => {
  const u = (import.meta.env && import.meta.env.VITE_PLAYGROUND_PUBLIC_URL) || '';
  return u && !u.endsWith('/') ? `${u}/` : u;
})();

/** The link for another computer: the public page with this state, or null (none known). */
function shareable(value) {
  if (location.protocol !== 'file:') return value;
  if (!PUBLIC) return null;
  return `${PUBLIC}index.html${value.slice(value.indexOf('#'))}`;
}

/** @param {'link'|'embed'} kind  @param {(extra: object) => Promise<string>} url */
export async function share(kind, url, out, status) {
  let value;
  const local = location.protocol === 'file:' && !PUBLIC;
  if (kind === 'link') value = shareable(await url({ embed: false })) ?? (await url({ embed: false }));
  else {
    const own = await url({ embed: true });
    const src = shareable(own) ?? own;
    value = `<iframe src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="720" height="480" style="border:1px solid #ccc" title="Alpha-beta playground" loading="lazy"></iframe>`;
  }
  out.value = value;
  out.hidden = false;
  try {
    await navigator.clipboard.writeText(value);
    status.textContent = `${kind === 'link' ? 'Link copied.' : 'Embed code copied.'} ${linkNote()}`.trim();
  } catch {
    status.textContent = 'Copy this (it is selected):';
    out.focus();
    out.select();
  }
  if (local) {
    status.textContent += ` This page is a file on this computer (file://): the ${kind === 'link' ? 'link' : 'embed code'} works only here. To share, put the playground on a web server (its built dist/ folder), or build it with VITE_PLAYGROUND_PUBLIC_URL set to its public address.`;
  }
}

