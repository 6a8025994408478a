// The Experiments panel's settings: what a person picks (model, degree, heights, samples,
// procedures, seed and the model's parameters), their compact form in a link
//
//   exp=model:permutation,d:3,h:2;4;6,n:200,seed:1,p:F1;F2
//
// and the spec the core's experimentSamples()/experimentSummarize() take. Everything read
// from a link or a form is checked here; a problem is a short message, never HTML.
import { ALL } from '../core/procedures.js';
import { DEFAULT_EXP_PROCS } from '../families/defaults.js';
import { count, quantity, t } from '../i18n/translate.js';

export const EXP_MODELS = ['permutation', 'iid', 'dependent', 'additive', 'nonuniform', 'pi'];

/** Bounds that keep one experiment in the browser reasonable. */
export const EXP_LIMITS = { samples: 100_000, height: 20, degree: 30, heights: 12, positions: 200_000 };

export function defaultExp() {
  return { model: 'permutation', degree: 3, heights: [2, 4, 6], samples: 200, seed: 1, procs: [...DEFAULT_EXP_PROCS], lo: -9, hi: 9, scale: 10, q: [0.9, 0.8, 0.7], meanDegree: [3] };
}

const KEYS = { model: 'model', d: 'degree', h: 'heights', n: 'samples', seed: 'seed', p: 'procs', lo: 'lo', hi: 'hi', scale: 'scale', q: 'q', md: 'meanDegree' };
const LISTS = new Set(['heights', 'procs', 'q', 'meanDegree']);

export function writeExp(e) {
  const out = [];
  for (const [short, long] of Object.entries(KEYS)) {
    const v = e[long];
    if (v == null) continue;
    if (['lo', 'hi'].includes(long) && e.model !== 'iid' && e.model !== 'nonuniform') continue;
    if (long === 'scale' && e.model !== 'additive') continue;
    if ((long === 'q' || long === 'meanDegree') && e.model !== 'nonuniform') continue;
    out.push(`${short}:${Array.isArray(v) ? v.join(';') : v}`);
  }
  return out.join(',');
}

/**
 * Reads exp=...; returns the settings (defaults for what is missing) or null. What cannot be
 * used is named in `problems` (a link's "Some of the link was not used"). Parameters the
 * model does not take keep their defaults, as writeExp leaves them out.
 */
export function readExp(text, problems = []) {
  if (String(text).length > 2000) {
    problems.push(t('link-exp-long', { limit: quantity(2000) })); // cut, they could name another seed
    return null;
  }
  const e = defaultExp();
  let any = false;
  const unused = [];
  for (const item of String(text).split(',')) {
    if (!item) continue;
    const i = item.indexOf(':');
    const long = i < 0 ? null : KEYS[item.slice(0, i)];
    const v = i < 0 ? '' : item.slice(i + 1);
    const shown = `'${item.slice(0, 30)}'`;
    if (!long) {
      unused.push(t('link-gen-not-setting', { value: shown }));
      continue;
    }
    if (long === 'model') {
      if (!EXP_MODELS.includes(v)) {
        unused.push(t('link-gen-model', { value: shown, models: EXP_MODELS.join(', ') }));
        continue;
      }
      e.model = v;
    } else if (long === 'procs') {
      const ps = v.split(';').map((x) => ALL.find((n) => n.toLowerCase() === x.toLowerCase())).filter((x) => x && x !== 'compare');
      if (ps.length < v.split(';').length) unused.push(t('link-exp-unknown-procs', { value: shown }));
      if (!ps.length) continue;
      if (new Set(ps).size > 16) unused.push(t('link-exp-too-many-procs', { value: shown, max: count(16) }));
      e.procs = [...new Set(ps)].slice(0, 16);
    } else if (LISTS.has(long)) {
      const xs = v.split(';').map(Number).filter((x) => Number.isFinite(x)).map((x) => (x === 0 ? 0 : x)); // no -0: it is written as 0
      if (xs.length < v.split(';').length) unused.push(t('link-gen-not-finite', { value: shown }));
      if (!xs.length) continue;
      if (xs.length > 64) unused.push(t('link-gen-too-many', { value: shown, max: count(64) }));
      e[long] = xs.slice(0, 64);
    } else if (/^-?\d{1,16}$/.test(v) && Number.isSafeInteger(Number(v))) e[long] = Number(v) === 0 ? 0 : Number(v);
    else {
      unused.push(t(/^-?\d+$/.test(v) ? 'link-gen-too-large' : 'link-gen-not-whole', { value: shown }));
      continue;
    }
    any = true;
  }
  if (unused.length) problems.push(t('link-exp-unused', { items: unused.slice(0, 4).join('; '), more: count(Math.max(0, unused.length - 4)), any: any ? 'yes' : 'no' }));
  if (!any && !unused.length) problems.push(t('link-exp-empty'));
  if (!any) return null;
  const d = defaultExp();
  if (e.model !== 'iid' && e.model !== 'nonuniform') Object.assign(e, { lo: d.lo, hi: d.hi });
  if (e.model !== 'additive') e.scale = d.scale;
  if (e.model !== 'nonuniform') Object.assign(e, { q: d.q, meanDegree: d.meanDegree });
  return e;
}

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
    : s.split(/[\s,;]+/).filter(Boolean).map(Number);
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
      throw new Error(t('exp-too-big', { degree: String(d), height: String(biggest), positions: quantity(Math.round(positions)), limit: quantity(EXP_LIMITS.positions) }));
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
