// The procedures the page offers, grouped by paper, as the core's catalogue lists them
// (procedureCatalog(): names, aliases, family, label, abbreviation, paper and section,
// whether a procedure takes the window or thinks from Max's standpoint, its options with
// their defaults). loadCore() fills these in before anything reads them; there is no list
// of names here. The compare view is not a procedure but a view of the negamax family's
// first paper's procedures (Knuth & Moore's F0, F1, F2) side by side (the page state's
// `show`: state/show.js); the menu offers it after them, as COMPARE_VIEW.

/** The first paper of the negamax family (Knuth & Moore's F0, F1, F2), in menu order: what Compare always shows. */
export const KM = [];
/** Every negamax procedure (the family 'km': K&M's and those after them), in menu order. */
export const NEGAMAX = [];
/** [{id, title, procs: [catalogue entry | the compare view]}] in menu order. */
export const PAPERS = [];
/** The families whose procedures search trees with chance positions (the catalogue's
 *  takesChance): offered on such trees only, the others on trees without. */
export const CHANCE_FAMILIES = new Set();
/** Every procedure a link or the menus may name, in menu order. */
export const ALL = [];
/** Every procedure but KM's, in menu order: what Compare may add. */
export const OTHERS = [];
/** The code tables of the core's typed run records (procedureCatalog().codes): status[code]
 *  names a status or a cutoff's kind, bound[code] a bound (null: none). */
export const CODES = { status: [], bound: [] };

/** The procedure menu's entry that opens the compare view (no procedure: no name in ALL). */
export const COMPARE_VIEW = 'compare';
const COMPARE = { name: COMPARE_VIEW, label: 'Compare (side by side)', family: 'compare', abbrev: 'compare', options: [] };
const BY_NAME = new Map();
const BY_ALIAS = new Map();

/** Takes the core's catalogue: the lean one's first; the full one's then adds the families the
 *  lean one leaves out (Ballard's, whose procedures are its `chance`: crate/src/procedures.rs). */
export function setCatalog(catalog) {
  if (!BY_NAME.size) {
    CODES.status.push(...catalog.codes.status);
    CODES.bound.push(...catalog.codes.bound);
  }
  const listed = [...catalog.procedures, ...(catalog.chance ?? [])];
  for (const family of catalog.families) {
    if (PAPERS.some((p) => p.id === family.id)) continue; // known already
    if (family.takesChance) CHANCE_FAMILIES.add(family.id);
    const procs = listed.filter((p) => p.family === family.id);
    if (family.id === 'km') {
      NEGAMAX.push(...procs.map((p) => p.name));
      const first = procs.filter((p) => p.paper === procs[0].paper);
      KM.push(...first.map((p) => p.name));
      OTHERS.push(...procs.slice(first.length).map((p) => p.name));
      procs.splice(first.length, 0, COMPARE);
    } else OTHERS.push(...procs.map((p) => p.name));
    PAPERS.push({ id: family.id, title: family.title, procs });
    for (const p of procs) {
      BY_NAME.set(p.name, p);
      if (p === COMPARE) continue; // the menu's entry, no procedure
      ALL.push(p.name);
      for (const a of [p.name, ...(p.aliases ?? [])]) BY_ALIAS.set(a.toLowerCase(), p.name);
    }
  }
}

/**
 * The catalogue's mistakes (wrong procedures, `mutants` in the full core's catalogue), by
 * name: known once the full core is in (core/load.js), never in the menus nor in ALL. The
 * difference view runs them against the correct procedure (practice's diagnosis).
 */
export const MUTANTS = [];

export function addMutants(list) {
  for (const p of list ?? []) {
    if (BY_NAME.has(p.name)) continue;
    BY_NAME.set(p.name, p);
    MUTANTS.push(p.name);
  }
}

export const isMutant = (name) => MUTANTS.includes(name);

/** The mistake whose id (the diagnosis' id, the entry's abbreviation) is `id`, by name; null if unknown. */
export const mutantNamed = (id) => MUTANTS.find((n) => BY_NAME.get(n).abbrev === id) ?? null;

/** The catalogue entry of `name` (undefined if unknown). */
export function procedure(name) {
  return BY_NAME.get(name);
}

/** 'km' (F0, F1, F2), 'thesis' or 'mn' (the menu's Compare: 'compare'); null for an unknown name. */
export function familyOf(name) {
  return BY_NAME.get(name)?.family ?? null;
}

/** Whether procedure `name` searches trees with chance positions (and only those, on the page). */
export const takesChance = (name) => CHANCE_FAMILIES.has(familyOf(name));

/** A short name for tables and captions: F2, PVS, SSS*, m&n α-β. */
export function shortName(name) {
  return BY_NAME.get(name)?.abbrev ?? name;
}

export function labelOf(name) {
  return BY_NAME.get(name)?.label ?? name;
}

/** Whether the procedure takes the root window (branch-and-bound takes β as its bound). */
export function takesWindow(name) {
  return BY_NAME.get(name)?.takesWindow ?? false;
}

/**
 * How a procedure uses the root window, as the catalogue says: 'none' (it searches with
 * (−∞, +∞), or makes its own windows), 'bound' (β only: F1, branch-and-bound) or 'window'.
 */
export function windowUse(name) {
  return BY_NAME.get(name)?.window ?? 'none';
}

/** The first of Knuth & Moore's procedures (KM) that uses the window so: 'none' F0 (its value
 *  is F(root)), 'bound' F1 (branch-and-bound), 'window' F2 (alpha-beta). */
export function kmUsing(use) {
  return KM.find((p) => windowUse(p) === use) ?? null;
}

/**
 * A negamax procedure's printed code from the catalogue: {cite, lines, at: {enter,
 * terminal, interior, call, update, cutoff, leave, research, recall}} (line numbers from 0,
 * null where it has no such line); undefined for the other families.
 */
export function listingOf(name) {
  return BY_NAME.get(name)?.listing;
}

/** The name the listing gives the recursive call ("F2" in "t := -F2(p_i, ...)"). */
export function callName(name) {
  const L = listingOf(name);
  const line = L?.lines[L.at.call] ?? '';
  return /-\s*([A-Za-z][A-Za-z0-9]*)\s*\(p_i/.exec(line)?.[1] ?? shortName(name);
}

/** Procedures whose values are from Max's standpoint (the others are negamax). */
export function isMinimaxProc(name) {
  return BY_NAME.get(name)?.minimax ?? false;
}

/** The options of a procedure: [{name, kind, default, choices?, min?, max?, label}]. */
export function optionsOf(name) {
  return BY_NAME.get(name)?.options ?? [];
}

/** Every option any procedure takes, once, with its default: [{name, default, ...}]. */
export function allOptions() {
  const seen = new Map();
  for (const p of BY_NAME.values()) for (const o of p.options ?? []) if (!seen.has(o.name)) seen.set(o.name, o);
  return [...seen.values()];
}

/** Matches a name or an alias from a link (any case); null if unknown. */
export function findProc(text) {
  return BY_ALIAS.get(String(text).trim().toLowerCase()) ?? null;
}
