// "Copy link" and "Copy embed code": the text goes to the clipboard, or is shown selected
// where the clipboard is refused. A link that leaves a large tree out says so (url-sync.js).
import { linkNote } from '../state/url-sync.js';

/** @param {'link'|'embed'} kind  @param {(extra: object) => Promise<string>} url */
export async function share(kind, url, out, status) {
  let value;
  if (kind === 'link') value = await url({ embed: false });
  else {
    const src = await url({ embed: true });
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
}
