// Which tree generators the page's first module (www/pkg, the lean core) holds: only the
// generator form's default model, i.i.d. values (GenSpec's default, crate/src/generate/mod.rs).
// The other models are the full module's (www/pkg-full): the first load is lighter without
// them (docs/benchmarks.md, "First load"), and the page loads the full core before it makes
// one of their trees (core/load.js coreToGenerate, core/tree-worker.js).

/** Whether the lean core makes the tree of the generator spec `gen` (no model: the default). */
export function leanGenerates(gen) {
  return gen?.model == null || gen.model === 'iid';
}
