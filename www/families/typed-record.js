// The core's typed run record (GameTree.run: record/columns.rs's Columns) with the object
// form's fields (status, values, bounds, alphas, betas, visits, pv, cutoffs: RunRecord in the
// .d.ts) made from the typed arrays on first use and kept. The page's hot paths (an edit at
// 10^5 positions, the picture, the labels) read `columns` directly; everything else reads the
// familiar fields. Why: one JS value per position through wasm-bindgen cost about 60 ms of an
// edit at 10^5 positions; the typed arrays cross in one copy each, and making the object form
// here, in JS, when something asks for it, costs a few milliseconds. The codes are the core's
// (procedureCatalog().codes, kept by core/procedures.js).

import { call } from '../core/precomputed.js';
import { CODES } from '../core/procedures.js';
import { fromNumber } from '../core/score.js';

/** A value of the columns as the object form has it: ±Infinity as "+inf"/"-inf", NaN as null. */
export function valueOf(x) {
  return Number.isNaN(x) ? null : fromNumber(x); // NaN: no value
}

/** Defines a field made by `make()` on first reading, then kept (a plain data property). */
function lazy(obj, key, make) {
  Object.defineProperty(obj, key, {
    configurable: true,
    enumerable: true,
    get() {
      const v = make();
      Object.defineProperty(obj, key, { value: v, writable: true, enumerable: true, configurable: true });
      return v;
    },
  });
}

/**
 * Gives `raw` (what GameTree.run() returned) the object form's fields, made when first read.
 * @param {object} raw
 */
export function typedRecord(raw) {
  const c = raw.columns;
  if (!c) return raw; // already the object form
  const names = CODES.status;
  const boundNames = CODES.bound;
  const values = (a) => Array.from(a, valueOf);
  lazy(raw, 'status', () => Array.from(c.status, (s) => names[s]));
  lazy(raw, 'values', () => values(c.values));
  lazy(raw, 'bounds', () => Array.from(c.bounds, (b) => boundNames[b]));
  lazy(raw, 'alphas', () => values(c.alphas));
  lazy(raw, 'betas', () => values(c.betas));
  lazy(raw, 'pv', () => Array.from(c.pv));
  lazy(raw, 'visits', () =>
    Array.from(c.visitAt, (at, i) => ({
      at,
      alpha: valueOf(c.visitAlpha[i]),
      beta: valueOf(c.visitBeta[i]),
      value: valueOf(c.visitValue[i]),
      bound: boundNames[c.visitBound[i]],
    })),
  );
  lazy(raw, 'cutoffs', () =>
    Array.from(c.cutAt, (at, i) => {
      const x = {
        at,
        after: c.cutAfter[i],
        kind: names[c.cutKind[i]],
        skipped: Array.from(c.cutSkipped.subarray(c.cutSkippedStart[i], c.cutSkippedStart[i + 1])),
        value: valueOf(c.cutValue[i]),
        bound: valueOf(c.cutBound[i]),
      };
      if (c.cutFrom[i] >= 0) x.from = c.cutFrom[i];
      return x;
    }),
  );
  return raw;
}

/** The core's record made by `c` (core-calls.js: calls.record, calls.kmTrace) on `tree`, typed
 *  (see typedRecord); one the run worker made ahead is taken instead (core/precomputed.js). */
export function runRecord(tree, c) {
  return typedRecord(call(tree, c));
}

/** The code of status `name` ('examined', 'deep', ...) in the columns. */
export function statusCode(name) {
  return CODES.status.indexOf(name);
}
