// Every procedure the playground can run, grouped by the paper it comes from. Knuth &
// Moore's F0, F1 and F2 run through the core's search()/compareCounts(); the others through
// runProcedure(name, options) (Muszycka's thesis, Slagle's m&n report).

export const KM = ['F0', 'F1', 'F2'];

export const PAPERS = [
  {
    id: 'km',
    title: 'Knuth & Moore 1975',
    procs: [
      { name: 'F0', label: 'F0 — negamax, everything' },
      { name: 'F1', label: 'F1 — branch-and-bound' },
      { name: 'F2', label: 'F2 — alpha-beta' },
      { name: 'compare', label: 'Compare (side by side)' },
    ],
  },
  {
    id: 'thesis',
    title: 'Muszycka 1985 (thesis)',
    procs: [
      { name: 'branch-and-bound', label: 'Branch-and-bound (§2.1)', abbrev: 'BB' },
      { name: 'alphabeta', label: 'Alphabeta (§2.2)', abbrev: 'AB' },
      { name: 'falphabeta', label: 'Falphabeta, fail-soft (§2.3)', abbrev: 'FAB' },
      { name: 'palphabeta', label: 'Palphabeta (§2.3)', abbrev: 'PAB' },
      { name: 'pvs', label: 'PVS (§2.4)', abbrev: 'PVS' },
      { name: 'scout', label: 'Scout, TEST (§2.5)', abbrev: 'Scout' },
      { name: 'scout-testm', label: 'Scout with testm (App. 1)', abbrev: 'Scout-testm' },
      { name: 'scout-pearl', label: "Scout, Pearl's minimax form (App. 1)", abbrev: 'Scout-Pearl' },
      { name: 'scout-cm', label: 'Scout, Campbell–Marsland (App. 1)', abbrev: 'Scout-CM' },
      { name: 'sss', label: 'SSS* (§2.6)', abbrev: 'SSS*' },
    ],
  },
  {
    id: 'mn',
    title: 'Slagle 1963 (m&n)',
    procs: [
      { name: 'mn-minimax', label: 'm&n minimaxing (App. B)', abbrev: 'm&n minimax' },
      { name: 'mn-alphabeta', label: 'm&n alpha-beta (App. C)', abbrev: 'm&n α-β' },
    ],
  },
];

const BY_NAME = new Map(PAPERS.flatMap((p) => p.procs.map((x) => [x.name, { ...x, paper: p.id }])));

export const ALL = [...BY_NAME.keys()];
/** The other papers' procedures, in menu order. */
export const OTHERS = ALL.filter((n) => BY_NAME.get(n).paper !== 'km');

/** 'km' (F0, F1, F2), 'compare', 'thesis' or 'mn'; null for an unknown name. */
export function familyOf(name) {
  if (name === 'compare') return 'compare';
  return BY_NAME.get(name)?.paper ?? null;
}

/** A short name for tables and captions: F2, PVS, SSS*, m&n α-β. */
export function shortName(name) {
  const p = BY_NAME.get(name);
  return p?.abbrev ?? name;
}

export function labelOf(name) {
  return BY_NAME.get(name)?.label ?? name;
}

/** Thesis procedures that take the root window (Branch-and-bound takes β as its bound). */
const WINDOWED = new Set(['branch-and-bound', 'alphabeta', 'falphabeta', 'pvs']);
export function takesWindow(name) {
  return WINDOWED.has(name);
}

/** Procedures whose values are from Max's standpoint (the others are negamax). */
const MINIMAX = new Set(['sss', 'scout-pearl', 'mn-minimax', 'mn-alphabeta']);
export function isMinimaxProc(name) {
  return MINIMAX.has(name);
}

/** Matches a name from a link (any case); null if unknown. */
export function findProc(text) {
  const t = String(text).trim().toLowerCase();
  return ALL.find((n) => n.toLowerCase() === t) ?? null;
}
