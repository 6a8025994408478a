// The procedures the page offers, grouped by paper, as the core's catalogue lists them
// (procedureCatalog(): names, aliases, family, label, abbreviation, paper and section,
// whether a procedure takes the window or thinks from Max's standpoint, its options with
// their defaults). loadCore() fills these in before anything reads them; there is no list
// of names here. 'compare' is not a procedure but the page's view of F0, F1 and F2 side by
// side; it sits in the menu after Knuth & Moore's three.

/** Knuth & Moore's F0, F1, F2 (the family 'km'), in menu order. */
export const KM = [];
/** [{id, title, procs: [catalogue entry | the compare view]}] in menu order. */
export const PAPERS = [];
/** Every name a link or the menus may hold, in menu order (with 'compare'). */
export const ALL = [];
/** The other papers' procedures, in menu order. */
export const OTHERS = [];

const COMPARE = { name: 'compare', label: 'Compare (side by side)', family: 'compare', abbrev: 'compare', options: [] };
const BY_NAME = new Map();
const BY_ALIAS = new Map();

/** Takes the core's catalogue (once). */
export function setCatalog(catalog) {
  if (BY_NAME.size) return;
  for (const family of catalog.families) {
    const procs = catalog.procedures.filter((p) => p.family === family.id);
    if (family.id === 'km') {
      KM.push(...procs.map((p) => p.name));
      procs.push(COMPARE);
    } else OTHERS.push(...procs.map((p) => p.name));
    PAPERS.push({ id: family.id, title: family.title, procs });
    for (const p of procs) {
      BY_NAME.set(p.name, p);
      ALL.push(p.name);
      for (const a of [p.name, ...(p.aliases ?? [])]) BY_ALIAS.set(a.toLowerCase(), p.name);
    }
  }
}

/** The catalogue entry of `name` (undefined if unknown). */
export function procedure(name) {
  return BY_NAME.get(name);
}

/** 'km' (F0, F1, F2), 'compare', 'thesis' or 'mn'; null for an unknown name. */
export function familyOf(name) {
  return BY_NAME.get(name)?.family ?? null;
}

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
 * How the procedure uses the root window (α, β), as the catalogue says: 'none' (it ignores
 * it: K&M's F0, MTD(f), Scout), 'bound' (β as the bound of a branch-and-bound: K&M's F1,
 * K&M (6)), 'window' (both: alpha-beta and its kin, K&M (9)); null for 'compare' or an unknown name.
 */
export function windowUse(name) {
  return BY_NAME.get(name)?.window ?? null;
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
