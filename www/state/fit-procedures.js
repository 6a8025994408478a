// A tree with chance positions is searched by Ballard's family only, any other tree by the
// others (the catalogue's takesChance; the menus disable the rest: panels/procedure-menus.js):
// the procedure shown, and Compare's added ones, follow a new tree of the other kind.
import { takesChance } from '../core/procedures.js';
import { CHANCE_COMPARED, CHANCE_PROC, DEFAULT_PROC } from '../families/defaults.js';
import { comparing } from './show.js';

/** After a new tree `shape` in page state `s`: `choose` (state/choose-procedure.js) sets what fits. */
export function fitProcedures(s, shape, choose) {
  if (!shape) return;
  const chance = !!shape.chance;
  const fit = (name) => takesChance(name) === chance;
  if (!comparing(s) && !fit(s.proc)) choose.setProc(chance ? CHANCE_PROC : DEFAULT_PROC);
  const cmp = s.cmp.filter(fit);
  if (comparing(s) && chance && cmp.length === 0) choose.setExtras([...CHANCE_COMPARED]);
  else if (cmp.length !== s.cmp.length) choose.setExtras(cmp);
}
