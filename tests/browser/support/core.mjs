// The core (the full module, www/pkg-full, which the page loads when it needs more than
// K&M's procedures) inside node, so that the browser tests can check the page's numbers
// against the core's own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setCatalog } from '../../../www/core/procedures.js';
import { typedRecord } from '../../../www/families/typed-record.js';
import { GameTree, initSync, procedureCatalog } from '../../../www/pkg-full/gametree.js';

initSync({ module: readFileSync(fileURLToPath(new URL('../../../www/pkg-full/gametree_bg.wasm', import.meta.url))) });
setCatalog(procedureCatalog()); // the code tables typedRecord() reads

export { GameTree };

/** Knuth & Moore's procedures, as the catalogue names them. */
export const KM = procedureCatalog()
  .procedures.filter((p) => p.family === 'km')
  .map((p) => p.name);

/** {F0, F1, F2}: the core's counts for `text` and the window, as counts() gives them
 *  ({value, exact, counts: {terminals, positions, perLevel, cutoffs, byKind}}). */
export function counts(text, alpha = '-inf', beta = '+inf') {
  const t = GameTree.parse(text);
  try {
    return t.counts(KM, { alpha, beta });
  } finally {
    t.free();
  }
}

/** `tree.run(name, options)` with the object form's fields (www/families/typed-record.js). */
export function record(tree, name, options) {
  return typedRecord(tree.run(name, options));
}
