// A tree with chance positions is searched by Ballard's family only, any other tree by the
// others (the catalogue's takesChance): the procedure shown, and Compare's added ones, follow a
// new tree of the other kind, and the menus offer only the procedures that search it
// (panels/menus-for-tree.js). Loaded for a tree with chance positions, for the first tree
// after one, and after the first view (app.js).
import { takesChance } from '../../core/procedures.js';
import { markForTree } from '../../panels/menus-for-tree.js';
import { comparing } from '../../state/show.js';
import { DEFAULT_PROC } from '../defaults.js';
import { addChanceExamples } from './examples.js';

/** The procedure a tree with chance positions shows when the one shown does not search it
 *  (Ballard's Star1), and the procedures Compare sets side by side on such a tree. */
export const CHANCE_PROC = 'star1';
export const CHANCE_COMPARED = Object.freeze(['expectimax', 'star1', 'star2']);

/** After the first view: the examples with chance positions in the menu `sel` (examples.js), and the menus fitted to `shape`. */
export function afterFirstView(sel, loadExample, notice, shape) {
  addChanceExamples(sel, loadExample, notice);
  fitMenus(shape);
}

/** The menus fitted to the tree `shape`. */
export function fitMenus(shape) {
  if (shape) markForTree(document.getElementById('proc-select'), document.getElementById('cmp-items'), !!shape.chance);
}

/** After a new tree `shape` in page state `s`: `choose` (state/choose-procedure.js) sets what fits. */
export function fitProcedures(s, shape, choose) {
  if (!shape) return;
  fitMenus(shape);
  const chance = !!shape.chance;
  const fit = (name) => takesChance(name) === chance;
  if (!comparing(s) && !fit(s.proc)) choose.setProc(chance ? CHANCE_PROC : DEFAULT_PROC);
  const cmp = s.cmp.filter(fit);
  if (comparing(s) && chance && cmp.length === 0) choose.setExtras([...CHANCE_COMPARED]);
  else if (cmp.length !== s.cmp.length) choose.setExtras(cmp);
}
