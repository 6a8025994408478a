// The keys of a link's fragment that the page reads (www/state/url-state.js), for the tests
// that feed links hostile values: the unit fuzzer (tests/unit/state/link-fuzz.test.mjs) and
// the browser's hostile links (tests/browser/links/link-hostile-values.test.mjs). The
// procedures' options are keys too (stateKey of each option of the catalogue); a test adds
// those it means.

/** The tree, the procedure and its window, the view and the selection, Compare. */
export const CORE_KEYS = ['tree', 'tz', 'held', 'gen', 'patch', 'sum', 'proc', 'alpha', 'beta', 'view', 'step', 'sel', 'dewey', 'crit', 'embed', 'cmp'];

/** The later panels' and modes' keys: Compare's display, experiments, pathology, practice. */
export const LATER_KEYS = ['show', 'cmode', 'diff', 'exp', 'patho', 'mode', 'task', 'ex', 'set', 'hide'];
