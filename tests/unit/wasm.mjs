// The core inside node, for the unit tests of the pure modules that read its results, and
// its catalogue of procedures. Both modules the page loads are instantiated: `core` is the
// full one (www/pkg-full: every procedure, practice, experiments), `lean` the page's first
// load (www/pkg), which the tests of core/ wrap as load.js does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setCatalog } from '../../www/core/procedures.js';
import { typedRecord } from '../../www/families/typed-record.js';
import * as lean from '../../www/pkg/gametree.js';
import * as core from '../../www/pkg-full/gametree.js';

const bytes = (pkg) => readFileSync(fileURLToPath(new URL(`../../www/${pkg}/gametree_bg.wasm`, import.meta.url)));
lean.initSync({ module: bytes('pkg') });
core.initSync({ module: bytes('pkg-full') });
setCatalog(core.procedureCatalog()); // as www/core/load.js does: the names come from the core

export { core, lean };
export const { GameTree } = core;

/** K&M Fig. 1's π tree, with its shape and Dewey -> id. */
export function piTree() {
  const tree = GameTree.example('pi');
  const shape = tree.shape();
  const idOf = new Map(shape.dewey.map((d, i) => [d, i]));
  return { tree, shape, idOf };
}

/** `tree.run(name, options)`'s typed record with the object form's fields (www/families/typed-record.js). */
export function record(tree, name, options) {
  return typedRecord(tree.run(name, options));
}
