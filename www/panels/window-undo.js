// Undo for a window the page set for the person (the re-search button replaces theirs): an
// undo entry of its own among the tree texts, WINDOW + JSON {text, from, to}, so that undo
// brings their window back and redo the re-search's (state/history.js keeps strings).

const WINDOW = '\u0000window:';

/** The entry for a change of window from `from` to `to` ([alpha, beta]) on the tree `text`. */
export const windowEntry = (text, from, to) => WINDOW + JSON.stringify({ text, from, to });

/** {text, from?, to?} of an undo entry (a plain tree text has only text); null for a window
 *  entry that cannot be read (the history kept in sessionStorage is data from outside). */
export function entryOf(e) {
  if (typeof e !== 'string' || !e.startsWith(WINDOW)) return { text: e };
  try {
    const w = JSON.parse(e.slice(WINDOW.length));
    const pair = (x) => Array.isArray(x) && x.length === 2 && x.every((s) => typeof s === 'string' || Number.isFinite(s));
    return typeof w?.text === 'string' && !w.text.startsWith('\u0000') && pair(w.from) && pair(w.to) ? w : null;
  } catch {
    return null;
  }
}

/**
 * Moves `undo` one entry back (or forward) and says what to show: {text, window} (window:
 * [alpha, beta] to set, or null); null when there is nothing to undo.
 */
export function step(undo, redo) {
  const from = entryOf(undo.items[undo.at]);
  const t = redo ? undo.redo() : undo.undo();
  if (t == null) return null;
  const to = entryOf(t);
  return { text: to?.text ?? t, window: !redo && from?.from ? from.from : redo && to?.to ? to.to : null };
}
