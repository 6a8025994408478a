// Loads the Rust core (wasm) once and hands out its API. Every search, edit,
// generator and analysis is the core's, and so is the catalogue of procedures; the page
// only draws what it returns.
import init, * as gametree from '../pkg/gametree.js';
import { wasmInput } from './wasm-source.js';
import { setCatalog } from './procedures.js';

let ready = null;

/** @returns {Promise<typeof gametree>} */
export function loadCore() {
  ready ??= init(wasmInput === undefined ? undefined : { module_or_path: wasmInput }).then(() => {
    setCatalog(gametree.procedureCatalog()); // the menus and names of the page
    return gametree;
  });
  return ready;
}

export { messageOf } from './errors.js';
