// The tree the page shows: the core's GameTree, its canonical text, its shape (by
// breadth-first id), Dewey -> id, the core's analysis and the terminals' range. Trees above
// `limit` positions are refused with a message (the page stays responsive).
import { idMap } from '../view/paint.js';

export class CurrentTree {
  constructor(core, limit) {
    this.core = core;
    this.limit = limit;
    this.tree = null;
    this.text = '';
    this.shape = null;
    this.idOf = null;
    this.analysis = null;
    this.leafRange = [0, 0];
  }

  parse(text) {
    return this.check(this.core.GameTree.parse(text));
  }

  /** `g` if it is small enough; otherwise frees it and throws. */
  check(g) {
    const n = g.size();
    if (n > this.limit) {
      g.free();
      throw new Error(`the tree has ${n.toLocaleString('en')} positions; this page handles at most ${this.limit.toLocaleString('en')}`);
    }
    return g;
  }

  /**
   * Makes `g` the current tree. `patch` {id, value}: the edit only set a terminal's value,
   * so the shape and the analysis (which depend on the shape alone) are kept.
   */
  install(g, patch = null) {
    if (this.tree && this.tree !== g) this.tree.free();
    this.tree = g;
    this.text = g.text();
    if (patch && this.shape) {
      const value = this.shape.value.slice();
      value[patch.id] = patch.value;
      this.shape = { ...this.shape, value };
      this.leafRange = [Math.min(this.leafRange[0], patch.value), Math.max(this.leafRange[1], patch.value)];
      return;
    }
    this.shape = g.shape();
    this.idOf = idMap(this.shape);
    this.analysis = g.analysis();
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of this.shape.value) {
      if (v === null) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    this.leafRange = [lo, hi];
  }

  /** The id of a Dewey string, or -1. */
  idOfDewey(dewey) {
    return dewey != null && this.idOf.has(dewey) ? this.idOf.get(dewey) : -1;
  }
}
