// Loads the Rust core (wasm) and hands out its API. Every search, edit, generator and
// analysis is the core's, and so is the catalogue of procedures; the page only draws what it
// returns. Every call goes through the guard (guard.js): a trap in the core restarts it and
// becomes an error with a message, instead of poisoning the page.
//
// Two modules (scripts/build-wasm.sh; docs/speed.md, "First load"): the page starts with the
// lean one (../pkg: trees, edits, the catalogue of every procedure, Knuth & Moore's F0, F1,
// F2), which is all the first view needs. loadFull() loads the full one (../pkg-full: the
// thesis' and Slagle's procedures, practice, pathology, experiments, theory, worksheets) the
// first time one of those is used, and moves the page's core to it through the guard's
// upgrade(): the same namespace object, and every guarded tree rebuilt from its text there.
import init, * as gametree from '../pkg/gametree.js';
import { CoreGuard } from './guard.js';
import { leanGenerates } from './lean-generators.js';
import { addMutants, setCatalog } from './procedures.js';
import { wasmFullInput, wasmInput } from './wasm-source.js';

let ready = null;
let full = null;
const listeners = [];

/** The guard of the page's core (null until loadCore() has resolved). */
export let coreGuard = null;

/** @returns {Promise<typeof gametree>} the guarded core: lean until loadFull() has resolved, then full */
export function loadCore() {
  ready ??= init(wasmInput === undefined ? undefined : { module_or_path: wasmInput }).then(() => {
    const catalog = gametree.procedureCatalog();
    setCatalog(catalog); // the menus and names of the page
    addMutants(catalog.mutants); // the full module first (the single-file build): its mistakes too
    coreGuard = new CoreGuard(gametree);
    const core = coreGuard.wrapNamespace();
    core.guard = coreGuard;
    return core;
  });
  return ready;
}

/**
 * `f(state, error?)` hears of the full module: 'loading' when it starts, 'ready', or 'failed'
 * with the error (the page shows "loading…", and says so if it failed).
 */
export function onFullCore(f) {
  listeners.push(f);
}

function tell(state, error) {
  for (const f of listeners) {
    try {
      f(state, error);
    } catch {
      // a listener's failure must not stop the load
    }
  }
}

/** Whether the page's core is the full module already. */
export function isFull() {
  return coreGuard != null && coreGuard.glue.coreBuild?.() === 'full';
}

/**
 * The core that makes the tree of the generator spec `gen`: the page's, once the full module
 * is in where the lean one lacks the spec's model (lean-generators.js).
 * @returns {Promise<typeof gametree>}
 */
export function coreToGenerate(gen) {
  return leanGenerates(gen) ? loadCore() : loadFull();
}

/**
 * The full core: loads ../pkg-full once (or at once, where the first module is already the
 * full one, as in the single-file build) and moves the page's core to it. Resolves to the
 * same guarded namespace loadCore() gave, now with every export. A failure rejects (the
 * page keeps working with the lean core) and the next call tries again.
 * @returns {Promise<typeof gametree>}
 */
export function loadFull() {
  full ??= loadCore().then(async (core) => {
    if (isFull()) return core;
    tell('loading');
    try {
      const glue = await import('../pkg-full/gametree.js');
      await glue.default(wasmFullInput === undefined ? undefined : { module_or_path: wasmFullInput });
      if (glue.coreBuild?.() !== 'full') throw new Error('the second module is not the full core');
      coreGuard.upgrade(glue);
      const catalog = glue.procedureCatalog();
      setCatalog(catalog); // the families the lean core leaves out (Ballard's: trees with chance positions)
      addMutants(catalog.mutants); // the mistakes, for the difference view (practice's diagnosis)
    } catch (e) {
      full = null;
      tell('failed', e);
      throw e;
    }
    tell('ready');
    return core;
  });
  return full;
}

export { messageOf } from './errors.js';
