// The attempt record's note beyond the checks: the student left an exercise for the explore
// view, which shows the search on the exercise's tree and so its answer. Kept in this tab
// (sessionStorage), by exercise (its text, or the task, procedure, window, view and a
// checksum of the tree), so that a check after coming back says so: `explored: true` in
// the answer posted to a parent page, and in the set's progress. A record, not a lock: the
// link itself carries the tree (docs/practice.md, "What an exercise in the browser hides").
import { checksum } from '../state/tree-patch.js';

const PREFIX = 'gametree-practice-explored:';

function storage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: the note lasts as long as the page
  }
}

const inPage = new Set();

/** The key of an exercise: `parts` its identity (the exercise's text, or task, procedure, window, view and tree). */
export function attemptKey(parts) {
  return PREFIX + checksum(parts.join('|'));
}

/** Notes that the student left exercise `key` for the explore view. */
export function noteExplored(key) {
  inPage.add(key);
  try {
    storage()?.setItem(key, String(Date.now()));
  } catch {
    /* full: kept in the page only */
  }
}

/** Whether the student left exercise `key` for the explore view (in this tab). */
export function wasExplored(key) {
  if (inPage.has(key)) return true;
  try {
    return storage()?.getItem(key) != null;
  } catch {
    return false;
  }
}
