// The core (the full module, www/pkg-full, which the page loads when it needs more than
// K&M's procedures) inside node, so that the browser tests can check the page's numbers
// against the core's own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initSync, GameTree } from '../../www/pkg-full/gametree.js';

initSync({ module: readFileSync(fileURLToPath(new URL('../../www/pkg-full/gametree_bg.wasm', import.meta.url))) });

export { GameTree };

/** {F0, F1, F2} reports of the core for `text` and the window. */
export function counts(text, alpha = '-inf', beta = '+inf') {
  const t = GameTree.parse(text);
  try {
    return t.compare(alpha, beta);
  } finally {
    t.free();
  }
}
