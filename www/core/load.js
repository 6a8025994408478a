// Loads the Rust core (wasm) once and hands out its API. Every search, edit,
// generator and analysis is the core's; the page only draws what it returns.
import init, * as gametree from '../pkg/gametree.js';
import { wasmInput } from './wasm-source.js';

let ready = null;

/** @returns {Promise<typeof gametree>} */
export function loadCore() {
  ready ??= init(wasmInput === undefined ? undefined : { module_or_path: wasmInput }).then(() => gametree);
  return ready;
}

export { messageOf } from './errors.js';
