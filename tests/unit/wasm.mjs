// The core (the same wasm the page loads, www/pkg) inside node, for the unit tests of the
// pure modules that read its results, and its catalogue of procedures.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as core from '../../www/pkg/gametree.js';
import { setCatalog } from '../../www/core/procedures.js';

core.initSync({ module: readFileSync(fileURLToPath(new URL('../../www/pkg/gametree_bg.wasm', import.meta.url))) });
setCatalog(core.procedureCatalog()); // as www/core/load.js does: the names come from the core

export { core };
export const { GameTree } = core;

/** K&M Fig. 1's π tree, with its shape and Dewey -> id. */
export function piTree() {
  const tree = GameTree.example('pi');
  const shape = tree.shape();
  const idOf = new Map(shape.dewey.map((d, i) => [d, i]));
  return { tree, shape, idOf };
}
