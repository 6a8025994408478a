// The core (the same wasm the page loads, www/pkg) inside node, for the unit tests of the
// pure modules that read its results.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as core from '../../www/pkg/gametree.js';

core.initSync({ module: readFileSync(fileURLToPath(new URL('../../www/pkg/gametree_bg.wasm', import.meta.url))) });

export { core };
export const { GameTree } = core;

/** K&M Fig. 1's π tree, with its shape and Dewey -> id. */
export function piTree() {
  const tree = GameTree.example('pi');
  const shape = tree.shape();
  const idOf = new Map(shape.dewey.map((d, i) => [d, i]));
  return { tree, shape, idOf };
}
