// Undo for a window the page set for the person (the re-search button replaces theirs): an
// undo entry of its own among the tree texts, WINDOW + JSON {text, from, to}, so that undo
// brings their window back and redo the re-search's (state/history.js keeps strings).

const WINDOW = '\u0000window:';

/** The entry for a change of window from `from` to `to` ([alpha, beta]) on the tree `text`. */
export const windowEntry = (text, from, to) => WINDOW + JSON.stringify({ text, from, to });

/** {text, from?, to?} of an undo entry (a plain tree text has only text). */
export const entryOf = (e) => (e?.startsWith(WINDOW) ? JSON.parse(e.slice(WINDOW.length)) : { text: e });

/**
 * Moves `undo` one entry back (or forward) and says what to show: {text, window} (window:
 * [alpha, beta] to set, or null); null when there is nothing to undo.
 */
export function step(undo, redo) {
  const from = entryOf(undo.items[undo.at]);
  const t = redo ? undo.redo() : undo.undo();
  if (t == null) return null;
  const to = entryOf(t);
  return { text: to.text, window: !redo && from.from ? from.from : redo && to.to ? to.to : null };
}
