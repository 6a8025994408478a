// Loads the Rust core (wasm) once and hands out its API. Every search, edit,
// generator and analysis is the core's, and so is the catalogue of procedures; the page
// only draws what it returns. Every call goes through the guard (guard.js): a trap in the
// core restarts it and becomes an error with a message, instead of poisoning the page.
import init, * as gametree from '../pkg/gametree.js';
import { wasmInput } from './wasm-source.js';
import { setCatalog } from './procedures.js';
import { CoreGuard } from './guard.js';

let ready = null;

/** The guard of the page's core (null until loadCore() has resolved). */
export let coreGuard = null;

/** @returns {Promise<typeof gametree>} */
export function loadCore() {
  ready ??= init(wasmInput === undefined ? undefined : { module_or_path: wasmInput }).then(() => {
    setCatalog(gametree.procedureCatalog()); // the menus and names of the page
    coreGuard = new CoreGuard(gametree);
    const core = coreGuard.wrapNamespace();
    core.guard = coreGuard;
    return core;
  });
  return ready;
}

export { messageOf } from './errors.js';
