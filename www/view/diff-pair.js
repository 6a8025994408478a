// The difference view's two runs on the tree shown: the page state's pair (S.diff) when both
// procedures search this kind of tree; else the usual pair for it: Knuth & Moore's F1 and F2
// (families/defaults.js) on a tree of decision positions only, and on a tree with chance
// positions the first two procedures of the catalogue that take them (its takesChance, in
// menu order: Ballard 1983's expectiminimax and Star1), since F1 and F2 cannot run there.
import { ALL, takesChance } from '../core/procedures.js';
import { DEFAULT_DIFF } from '../families/defaults.js';

/** The pair to show for `diff` (the page state's) on a tree with (`chance`) or without chance positions. */
export function diffPair(diff, chance) {
  if (diff?.length === 2 && diff.every((name) => takesChance(name) === chance)) return diff;
  const ballard = ALL.filter(takesChance);
  return chance && ballard.length >= 2 ? ballard.slice(0, 2) : [...DEFAULT_DIFF];
}
