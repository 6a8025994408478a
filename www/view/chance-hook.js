// Trees with chance positions (Ballard 1983's *-minimax trees) are drawn by code loaded with
// the full core (families/chance/open.js), not in the first load: once in, it sets `of`, which
// gives a tree's chance parts ({role, prob, range, paint…}) or null, and the current tree
// (core/current-tree.js) hangs them on its shape, where the views find them. The family's code
// adds `options` (the leaf range field) and `practice` (its practice panel, painted with the page),
// and the panel `hides`: what the page says while a practice task hides the runs ('' when none does).
export const chanceHook = { of: null };
