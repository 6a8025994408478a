// Builds a big tree off the page's thread (anything that can take more than about
// 100 ms runs in a worker, with progress and Cancel): reads the tree text or runs the
// generator (and a link's patch), then hands the tree over as two typed arrays
// (GameTree.toArrays: degrees and values by breadth-first id, transferred, not copied) with
// its canonical text. The page rebuilds it with GameTree.fromArrays, which checks it in one
// pass (core/tree-loader.js). Cancel terminates the worker.
//
// In:  {type: 'open', text, wasm} or {type: 'open', gen, patch, sum, wasm} (wasm: the core's
//      bytes in the single file, where no wasm file lies beside the worker; else undefined)
// Out: {type: 'lifeline', name} (core/lifeline.js), {type: 'stage', stage} (what it is doing now), then {type: 'done', degree, value, shape,
//      text, problems} (shape: GameTree.shapeArrays') or {type: 'error', message, id, args}; {type: 'unavailable'} when the core cannot start
import * as lean from '../pkg/gametree.js';
import { applyPatch, checksum, readPatch } from '../state/tree-patch.js';
import { leanGenerates } from './lean-generators.js';
import { holdLifeline } from './lifeline.js';
import { errorData } from './page-error.js';

let ready = null;
let GameTree = null;
let fullReady = null;

const lifeline = holdLifeline();

self.onmessage = async (e) => {
  const m = e.data;
  if (m?.type !== 'open') return;
  try {
    const wasm = m.wasm;
    ready ??= lifeline.then(() => (wasm ? lean.initSync({ module: wasm }) : lean.default()));
    await ready;
    GameTree = lean.GameTree;
    // A model the lean core lacks (lean-generators.js) is made by the full module, as on the
    // page; where the first module's bytes came inline (the single file) it is the full one.
    if (m.gen && !wasm && !leanGenerates(m.gen)) {
      fullReady ??= import('../pkg-full/gametree.js').then(
        async (full) => (await full.default(), full),
        (err) => ((fullReady = null), Promise.reject(err)), // the next tree tries again
      );
      GameTree = (await fullReady).GameTree;
    }
  } catch (err) {
    // The core cannot start here (no wasm for workers): the page reads the tree itself.
    self.postMessage({ type: 'unavailable', message: err instanceof Error ? err.message : String(err) });
    return;
  }
  try {
    const problems = [];
    let g;
    if (typeof m.text === 'string') {
      self.postMessage({ type: 'stage', stage: 'reading the tree text' });
      g = GameTree.parse(m.text);
    } else {
      self.postMessage({ type: 'stage', stage: 'generating the tree' });
      const base = GameTree.generate(m.gen);
      const edits = readPatch(m.patch ?? '');
      if (edits.length) self.postMessage({ type: 'stage', stage: 'applying the link’s edits' });
      g = applyPatch(base, edits);
      if (g !== base) base.free();
    }
    self.postMessage({ type: 'stage', stage: 'handing the tree to the page' });
    const text = g.text();
    if (m.sum != null && checksum(text) !== m.sum) {
      problems.push(
        'the generated tree differs from the one linked (the link was made by a different version of the generator): the tree shown is what this version makes',
      );
    }
    const { degree, value } = g.toArrays();
    // The page's shape arrays too (GameTree.shapeArrays, 70 ms of the page's thread at 2,000,000 positions).
    const shape = g.shapeArrays();
    g.free();
    const buffers = [degree, value, shape.parent, shape.index, shape.depth, shape.degree, shape.value].map((a) => a.buffer);
    self.postMessage({ type: 'done', degree, value, shape, text, problems }, buffers);
  } catch (err) {
    // The core's message too (id, args: core/errors.js words it in the page's language).
    self.postMessage({ type: 'error', ...errorData(err) });
  }
};
