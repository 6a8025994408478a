// A core of its own for a test that watches wasm memory: a new instance of a module the page
// loads (www/pkg, the lean first load, or www/pkg-full), with its `memory`. wasm memory only
// grows, so a fresh instance's growth during a call says how much that call copied in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let made = 0;

/** @param {'pkg' | 'pkg-full'} pkg  @returns {Promise<{glue: any, memory: WebAssembly.Memory}>} */
export async function freshCore(pkg) {
  const url = new URL(`../../www/${pkg}/gametree.js`, import.meta.url);
  // A query makes a module record of its own: its own glue state and wasm instance.
  const glue = await import(`${url.href}?instance=${++made}`);
  const exports = glue.initSync({ module: readFileSync(fileURLToPath(new URL(`../../www/${pkg}/gametree_bg.wasm`, import.meta.url))) });
  return { glue, memory: exports.memory };
}

/** How many bytes wasm memory grew while `f` ran, and what `f` returned or threw. */
export function growth(memory, f) {
  const before = memory.buffer.byteLength;
  let value;
  let error = null;
  try {
    value = f();
  } catch (e) {
    error = e;
  }
  return { grew: memory.buffer.byteLength - before, value, error };
}
