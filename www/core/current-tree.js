// The tree the page shows: the core's GameTree (behind the guard, so a trap in the core
// leaves it usable: core/guard.js), its canonical text, its shape (by breadth-first id),
// Dewey -> id, the core's analysis and the terminals' range. Trees above `limit` positions
// are refused with a message (the page stays responsive).
//
// Dewey names are computed on demand from the shape's parent links: a
// chain thousands of levels deep names every position with all its ancestors, O(depth²)
// bytes, so the core leaves shape.dewey null beyond 8 MiB of names and the page never
// builds them all at once.

import { calls } from '../families/core-calls.js';
import { chanceHook } from '../view/chance-hook.js';
import { MAX_PAGE_DEPTH, tooDeep } from './depth-limit.js';
import { guardedBox, guardTree } from './guard.js';
import { onFullCore } from './load.js';
import { pageError } from './page-error.js';
import { call, forget } from './precomputed.js';
import { handedShape } from './run-mirror.js';

export { MAX_PAGE_DEPTH };

export class CurrentTree {
  constructor(core, limit) {
    this.core = core;
    this.limit = limit;
    this.tree = null;
    this.known = ''; // the canonical text, or null until asked for (get text())
    this.shape = null;
    this.idOf = null;
    this.analysisOf = null;
    this.leafRange = [0, 0];
    /** The run worker's side (core/run-mirror.js), told of every tree installed; or null. */
    this.mirror = null;
    // When the full core is in, the tree moves there in a task of its own (guard.js: 150 ms at
    // 2,000,000 positions), not in the next edit.
    onFullCore((state) => state === 'ready' && setTimeout(() => this.tree?.size()));
  }

  parse(text) {
    return this.check(this.core.GameTree.parse(text));
  }

  /** `g` if it is small and shallow enough; otherwise frees it and throws. `known`: its
   *  canonical text when the caller has it already (a worker made it: core/tree-loader.js);
   *  `sameShape`: `g` is the current tree with new terminal values (its depth is not measured again). */
  check(g, { known = null, sameShape = false } = {}) {
    const n = g.size();
    if (n > this.limit) {
      g.free();
      throw pageError(`the tree has ${n.toLocaleString('en')} positions; this page handles at most ${this.limit.toLocaleString('en')}`, 'lim-positions', {
        n,
        max: this.limit,
      });
    }
    let text = known;
    try {
      // A value edit keeps the shape: its text (5.5 MB at 2,000,000 positions, ~60 ms) is made
      // only when something asks for it (get text()), not on every edit.
      if (!sameShape) text ??= g.text();
    } catch (e) {
      g.free();
      throw e;
    }
    const height = sameShape ? 0 : typeof g.height === 'function' ? g.height() : nesting(text);
    const deep = tooDeep(height, 'this page');
    if (deep) {
      g.free();
      throw deep;
    }
    this.checked = { g, text };
    return g;
  }

  /**
   * Makes `g` the current tree. `patch` {id, value}: the edit only set a terminal's value,
   * so the shape and the analysis (which depend on the shape alone) are kept.
   */
  install(g, patch = null) {
    const valueEdit = patch != null && this.shape != null;
    let text = this.checked?.g === g ? this.checked.text : valueEdit ? null : g.text();
    this.checked = null;
    // The guard rebuilds a tree after a trap from its text; a value edit's tree without a
    // text yet is rebuilt from its predecessor's recipe and the value (guard.js).
    const before = valueEdit && text == null ? guardedBox(this.tree) : null;
    if (text == null && !before && this.core.guard) text = g.text(); // nothing to rebuild it from
    const recipe = before ? { text: before.text, patches: [...before.patches, [deweyOf(this.shape, patch.id), patch.value]] } : { text, patches: [] };
    const guarded = this.core.guard ? guardTree(this.core.guard, g, recipe.text, recipe.patches) : g;
    if (this.tree && this.tree !== guarded) {
      forget(this.tree);
      this.tree.free();
    }
    this.mirror?.follow(g, g.size(), valueEdit ? { dewey: deweyOf(this.shape, patch.id), value: patch.value } : null);
    this.tree = guarded;
    this.known = text;
    if (valueEdit) {
      const value = this.shape.value.slice();
      value[patch.id] = patch.value;
      this.shape = { ...this.shape, value };
      this.leafRange = [Math.min(this.leafRange[0], patch.value), Math.max(this.leafRange[1], patch.value)];
      return;
    }
    const shape = shapeOf(guarded, handedShape(g));
    shape.chance = chanceHook.of?.(guarded) ?? null; // its chance positions (view/chance-hook.js)
    this.shape = shape;
    this.idOf = deweyIndex(shape);
    this.analysisOf = null; // made when first read (the run worker may have made it: precomputed.js)
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of this.shape.value) {
      if (v === null) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    this.leafRange = [lo, hi];
  }

  /** The core's analysis of the tree's shape (critical positions, Table 1's counts): made
   *  when first read, kept through value edits. */
  get analysis() {
    this.analysisOf ??= this.tree && call(this.tree, calls.analysis());
    return this.analysisOf;
  }

  /** The tree's canonical text, made when first asked for after a value edit (then kept). */
  get text() {
    if (this.known == null) this.#adopt(this.tree.text());
    return this.known;
  }

  #adopt(text) {
    this.known = text;
    const box = guardedBox(this.tree);
    if (box) Object.assign(box, { text, patches: [] }); // the recipe collapses to the text
  }

  /**
   * The link's parts made off the page's thread when the run worker holds the tree: the text
   * (when it is not made yet: after a value edit of a big tree) and the patch against
   * `generated` (a reordered 2,000,000-position tree's diff took 2.6 s here): {text, made}
   * (run-mirror.js link()), or null (then read `text` and make the patch here).
   */
  async textAhead(generated, room) {
    if (!this.mirror?.active) return null;
    const tree = this.tree;
    const got = await this.mirror.link(generated, room, this.known == null);
    if (!got || this.tree !== tree) return null; // another tree since: its own text is wanted
    if (this.known == null) this.#adopt(got.text);
    return { text: this.known, made: got.made };
  }

  set text(t) {
    this.known = t;
  }

  /** The number of positions of the current tree (0 before the first). */
  get size() {
    return this.shape ? this.shape.parent.length : 0;
  }

  /** The id of a Dewey string, or -1. */
  idOfDewey(dewey) {
    return dewey != null && this.idOf.has(dewey) ? this.idOf.get(dewey) : -1;
  }
}

/**
 * The shape the page reads, from the core's typed arrays (GameTree.shapeArrays): parent,
 * index, depth and degree stay typed arrays; `value` becomes an array with null for interior
 * positions (what the views test); Dewey names are made when read (lazyDewey). No string and
 * no object per position crosses from the core: 2,000,000 positions take milliseconds, where
 * shape() took seconds. An older core without shapeArrays gives shape().
 */
export function shapeOf(g, made = null) {
  if (!made && typeof g.shapeArrays !== 'function') {
    const shape = g.shape();
    if (!Array.isArray(shape.dewey)) shape.dewey = lazyDewey(shape);
    return shape;
  }
  const a = made ?? g.shapeArrays(); // made: by the tree worker (core/tree-loader.js)
  const n = a.parent.length;
  const value = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = a.value[i];
    value[i] = Number.isNaN(v) ? null : v; // NaN: an interior position
  }
  const shape = { parent: a.parent, index: a.index, depth: a.depth, degree: a.degree, value, height: a.height, terminals: a.terminals };
  shape.dewey = lazyDewey(shape);
  return shape;
}

/** The height of a tree from its canonical text: the deepest nesting of parentheses. */
export function nesting(text) {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40) {
      depth += 1;
      if (depth > max) max = depth;
    } else if (c === 41) depth -= 1;
  }
  return max;
}

/** The Dewey name of `id` from parent links and successor numbers ("" for the root). */
export function deweyOf(shape, id) {
  const parts = [];
  for (let p = id; p > 0; p = shape.parent[p]) parts.push(shape.index[p]);
  return parts.reverse().join('.');
}

/** shape.dewey as an array-like whose names are made when read (a few are ever read). */
export function lazyDewey(shape) {
  const n = shape.parent.length;
  return new Proxy([], {
    get(target, prop) {
      if (prop === 'length') return n;
      if (typeof prop === 'string' && /^\d+$/.test(prop)) {
        const id = Number(prop);
        return id < n ? deweyOf(shape, id) : undefined;
      }
      if (prop === 'map' || prop === 'forEach') {
        // Whole-array walks are what the lazy names avoid; they still work, one name at a time.
        return (f) => {
          const out = [];
          for (let i = 0; i < n; i++) out.push(f(deweyOf(shape, i), i));
          return prop === 'map' ? out : undefined;
        };
      }
      return Reflect.get(target, prop);
    },
  });
}

/**
 * Dewey -> id, as a Map would answer (has/get), without a table of every name: the name is
 * walked from the root through the first successor of each position (breadth-first ids
 * number a position's successors consecutively).
 */
export function deweyIndex(shape) {
  const n = shape.parent.length;
  const first = new Int32Array(n).fill(-1);
  for (let i = n - 1; i > 0; i--) first[shape.parent[i]] = i;
  const find = (dewey) => {
    if (typeof dewey !== 'string') return -1;
    if (dewey === '') return n > 0 ? 0 : -1;
    if (!/^\d+(\.\d+)*$/.test(dewey)) return -1;
    let at = 0;
    for (const part of dewey.split('.')) {
      const k = Number(part);
      if (!(k >= 1 && k <= shape.degree[at])) return -1;
      at = first[at] + k - 1;
    }
    return at;
  };
  return {
    has: (d) => find(d) >= 0,
    get: (d) => {
      const id = find(d);
      return id >= 0 ? id : undefined;
    },
    get size() {
      return n;
    },
  };
}
