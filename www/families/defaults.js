// The procedures the page starts with, and its bounds per procedure: data, and the one module
// of the page's code that names procedures (tests/unit/families/procedure-names.test.mjs). What a procedure does on the
// page (its window, its sentences, its listing, its counts) comes from the core's catalogue
// (core/procedures.js), never from its name.

/** The procedure a page without a link shows; the one a practice exercise falls back to (the
 *  compare view, a procedure the next task cannot step through); the compare view's main. */
export const DEFAULT_PROC = 'F2';

/** The procedure whose aspiration search (K&M section 4: the first search, the re-search, what
 *  the window saves) the window panel shows, beside any other procedure's own result. */
export const WINDOW_PROC = 'F2';

/** The difference view's two runs before any is chosen (and when one could not be loaded). */
export const DEFAULT_DIFF = Object.freeze(['F1', 'F2']);

/** The Experiments panel's procedures before any is chosen. */
export const DEFAULT_EXP_PROCS = Object.freeze(['F1', 'F2']);

/** The difference view's choice "DEFAULT_PROC with the full window (−∞, +∞)", as links write it. */
export const DIFF_FULL = `${DEFAULT_PROC}@full`;

/** Traces (for labels and stepping) of the other papers' procedures are made up to `any`
 *  positions; those whose every step holds more (SSS*'s OPEN list) up to their own bound. */
export const TRACE_LIMIT = Object.freeze({ any: 5000, of: Object.freeze({ sss: 2000 }) });
