// Holds a copy of the page's big tree and answers the core's questions on it (anything that
// can take more than about 100 ms runs off the page's thread): the counts of the negamax
// procedures, run records, examined flags, the analysis, and the drawing's layout. The page keeps its copy in step
// by sending each new tree (as GameTree.toArrays' typed arrays, transferred) and each value
// edit; messages are handled in order, so a question is answered on the tree the page had
// when it asked. Typed arrays in the answers are transferred, not copied.
//
// It also makes what the link needs (state/url-sync.js): the tree's text and, for an edited
// generated tree, the patch against the generator's text and the text's checksum
// (state/tree-patch.js), tens of ms each at 2,000,000 positions.
//
// In:  {type: 'core', wasm} first (wasm: the core's bytes in the single file, where no
//      wasm file lies beside the worker; undefined: it loads its own)
//      {type: 'tree', degree, value} | {type: 'set', dewey, value} | {type: 'drop'}
//      | {type: 'ask', id, calls: [[method, args], ...]} (families/core-calls.js's calls)
//      | {type: 'link', id, room, needText, generated?} (generated: the generator's text, sent
//      when it changes; needText false: the page has the text, only the patch is wanted)
// Out: {type: 'lifeline', name} (core/lifeline.js) | {type: 'alive'} after each call of an ask
//      (the page's watch measures the silence between messages: core/worker-watch.js)
//      | {type: 'answer', id, answers: [{value} | {error}]} (a link's value: {text, made: {patch,
//      sum} or null}) | {type: 'lost', message} (no tree: the page asks its own core from then on)

import { perform } from '../families/core-calls.js';
import { MAX_STEPS, tooManySteps } from '../families/step-limit.js';
import init, { GameTree, initSync } from '../pkg-full/gametree.js';
import { checksum, diffTrees, writePatch } from '../state/tree-patch.js';
import { holdLifeline } from './lifeline.js';
import { errorData } from './page-error.js';

let tree = null;
let generated = null;
let lost = false;
let queue = null;

const lifeline = holdLifeline();

const messageOf = (e) => (e instanceof Error ? e.message : String(e));

/** The ArrayBuffers of the typed arrays in `v` (two levels deep: a record's columns). */
function buffers(v, out = [], depth = 0) {
  if (ArrayBuffer.isView(v)) out.push(v.buffer);
  else if (v && typeof v === 'object' && depth < 2) for (const x of Object.values(v)) buffers(x, out, depth + 1);
  return out;
}

function handle(m) {
  if (m.type === 'tree') {
    tree?.free();
    tree = GameTree.fromArrays(m.degree, m.value);
    lost = false;
  } else if (m.type === 'set') {
    const next = tree.setValue(m.dewey, m.value);
    tree.free();
    tree = next;
  } else if (m.type === 'drop') {
    tree?.free();
    tree = null;
  } else if (m.type === 'link') {
    if (m.generated !== undefined) generated = m.generated;
    const text = tree.text();
    let made = null;
    if (generated != null) {
      const patch = text === generated ? '' : Math.abs(generated.length - text.length) > m.room ? null : writePatch(diffTrees(generated, text));
      made = { patch, sum: checksum(text) };
    }
    self.postMessage({ type: 'answer', id: m.id, answers: [{ value: { text: m.needText === false ? null : text, made } }] });
  } else if (m.type === 'ask') {
    const answers = m.calls.map((call) => {
      try {
        // Only the calls families/core-calls.js describes (the page's runs build them there too).
        const value = perform(tree, call);
        // A trace too long for the page is refused here, before it crosses (families/step-limit.js).
        if (value?.trace?.length > MAX_STEPS) return { error: errorData(tooManySteps(call[1][0], value.trace.length)) };
        return { value };
      } catch (e) {
        return { error: errorData(e) };
      } finally {
        self.postMessage({ type: 'alive' });
      }
    });
    const transfer = [...new Set(answers.flatMap((a) => buffers(a.value)))];
    self.postMessage({ type: 'answer', id: m.id, answers }, transfer);
  }
}

self.onmessage = (e) => {
  if (e.data?.type === 'core') {
    const wasm = e.data.wasm;
    queue ??= lifeline.then(() => (wasm ? initSync({ module: wasm }) : init()));
    return;
  }
  queue ??= lifeline.then(() => init());
  queue = queue.then(
    () => {
      if (lost) return;
      try {
        handle(e.data);
      } catch (err) {
        // The copy is gone (the core failed): say so once; the page asks its own core.
        lost = true;
        tree = null;
        self.postMessage({ type: 'lost', message: messageOf(err) });
      }
    },
    (err) => {
      lost = true;
      self.postMessage({ type: 'lost', message: messageOf(err) });
    },
  );
};
