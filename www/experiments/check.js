// The Experiments panel's settings checked for a run (the form's values) and made into the
// spec the core's experimentSamples()/experimentSummarize() take. Their link form and
// defaults are spec.js's. A problem is an Error with a short message, never HTML.

import { count, quantity, t } from '../i18n/translate.js';
import { EXP_LIMITS, EXP_MODELS } from './spec.js';

function wholeIn(x, lo, hi, what) {
  if (!Number.isInteger(x) || x < lo || x > hi) throw new Error(t('exp-whole-in', { what: t(what), lo: String(lo), hi: quantity(hi) }));
  return x;
}

/** Parses "2, 4, 6" or "2-6" into heights. */
export function parseHeights(text) {
  const s = String(text).trim();
  const range = /^(\d+)\s*(?:-|–|\.\.)\s*(\d+)$/.exec(s);
  const xs = range
    ? Array.from({ length: Math.max(0, Number(range[2]) - Number(range[1]) + 1) }, (_, i) => Number(range[1]) + i)
    : s
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(Number);
  if (!xs.length || xs.some((x) => !Number.isInteger(x))) throw new Error(t('exp-bad-heights', { text: s.slice(0, 30) }));
  return [...new Set(xs)].sort((a, b) => a - b);
}

/** Checks the settings; throws an Error with a message for the form. Returns them. */
export function checkExp(e) {
  if (!EXP_MODELS.includes(e.model)) throw new Error(t('exp-unknown-model', { model: String(e.model).slice(0, 30) }));
  const d = wholeIn(e.degree, 1, EXP_LIMITS.degree, 'exp-what-degree');
  if (!e.heights.length) throw new Error(t('exp-no-height'));
  if (e.heights.length > EXP_LIMITS.heights) throw new Error(t('exp-too-many-heights', { max: count(EXP_LIMITS.heights) }));
  for (const h of e.heights) wholeIn(h, 1, EXP_LIMITS.height, 'exp-what-height');
  wholeIn(e.samples, 1, EXP_LIMITS.samples, 'exp-what-samples');
  wholeIn(e.seed, 0, Number.MAX_SAFE_INTEGER, 'exp-what-seed');
  if (!e.procs.length) throw new Error(t('exp-no-procedure'));
  if (e.model !== 'nonuniform') {
    const biggest = Math.max(...e.heights);
    const positions = d === 1 ? biggest + 1 : (d ** (biggest + 1) - 1) / (d - 1);
    if (positions > EXP_LIMITS.positions) {
      throw new Error(
        t('exp-too-big', { degree: String(d), height: String(biggest), positions: quantity(Math.round(positions)), limit: quantity(EXP_LIMITS.positions) }),
      );
    }
  }
  if (e.model === 'iid' && !(Number.isInteger(e.lo) && Number.isInteger(e.hi) && e.lo <= e.hi)) throw new Error(t('exp-lo-hi'));
  return e;
}

/** The spec of the core's experiment functions. */
export function coreSpec(e) {
  const gen = { model: e.model, degree: e.degree, seed: e.seed };
  if (e.model === 'iid' || e.model === 'nonuniform') Object.assign(gen, { lo: e.lo, hi: e.hi });
  if (e.model === 'additive') gen.scale = e.scale;
  if (e.model === 'nonuniform') Object.assign(gen, { q: e.q, meanDegree: e.meanDegree });
  return { gen, heights: e.heights, samples: e.samples, procs: e.procs, implicit: false };
}
