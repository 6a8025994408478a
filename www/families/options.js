// The options a procedure runs with: those the core's catalogue lists for it, read from the
// page state (state/url-state.js keeps them under the same names; the literal reading as lit).
import { optionsOf, takesWindow } from '../core/procedures.js';
import { stateKey } from '../state/url-state.js';

/** run()'s options for `name` from the page state `S`: the options the catalogue
 *  lists for it, and the window where it takes one. */
export function optionsFor(S, name) {
  // An option the state does not hold (yet) takes the core's default: it is left out.
  const o = Object.fromEntries(
    optionsOf(name)
      .map((x) => [x.name, S[stateKey(x.name)]])
      .filter(([, v]) => v !== undefined),
  );
  if (takesWindow(name)) Object.assign(o, { alpha: S.alpha, beta: S.beta });
  return o;
}
