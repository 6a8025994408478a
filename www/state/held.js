// Trees too large for a link stay in this tab's sessionStorage, so a reload does not lose them: the
// link carries held=KEY, a checksum of the text, and a reload of the tab finds the text
// under that key. Only the newest HELD_COUNT texts are kept (the current tree and the one
// before), so the storage stays bounded; a link whose text is gone says so.
import { checksum } from './tree-patch.js';

const PREFIX = 'gametree:held:';
const HELD_COUNT = 2;

function storage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (e.g. sandboxed frames)
  }
}

/** Keeps `text`; returns its key, or null when the tab cannot keep it (no room, no storage). */
export function holdText(text) {
  const s = storage();
  if (!s) return null;
  const key = checksum(text) + text.length.toString(36);
  try {
    if (s.getItem(PREFIX + key) !== text) s.setItem(PREFIX + key, text);
    const order = JSON.parse(s.getItem(PREFIX + 'order') ?? '[]').filter((k) => k !== key && typeof k === 'string');
    order.push(key);
    while (order.length > HELD_COUNT) s.removeItem(PREFIX + order.shift());
    s.setItem(PREFIX + 'order', JSON.stringify(order));
    return key;
  } catch {
    return null;
  }
}

/** The text held under `key`; throws with a message when this tab does not have it. */
export function heldText(key) {
  const text = storage()?.getItem(PREFIX + String(key));
  if (text == null) {
    throw new Error(
      'this link does not carry its tree: the tree was too large for a link and was kept only in the browser tab that made it. Ask for the tree text (download it there) and load it here',
    );
  }
  return text;
}
