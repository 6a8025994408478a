// The Experiments panel's settings: what a person picks (model, degree, heights, samples,
// procedures, seed and the model's parameters), their defaults and their compact form in a link
//
//   exp=model:permutation,d:3,h:2;4;6,n:200,seed:1,p:F1;F2
//
// Everything read from a link is checked here; a problem is a short message, never HTML. The
// form's checks and the core's spec are check.js's: apart, because the page's link reading
// (state/url-state.js) needs this part in the first load, and not that one.
import { ALL } from '../core/procedures.js';
import { DEFAULT_EXP_PROCS } from '../families/defaults.js';
import { count, joinList, quantity, t } from '../i18n/translate.js';

export const EXP_MODELS = ['permutation', 'iid', 'dependent', 'additive', 'nonuniform', 'pi'];

/** Bounds that keep one experiment in the browser reasonable. */
export const EXP_LIMITS = { samples: 100_000, height: 20, degree: 30, heights: 12, positions: 200_000 };

export function defaultExp() {
  return {
    model: 'permutation',
    degree: 3,
    heights: [2, 4, 6],
    samples: 200,
    seed: 1,
    procs: [...DEFAULT_EXP_PROCS],
    lo: -9,
    hi: 9,
    scale: 10,
    q: [0.9, 0.8, 0.7],
    meanDegree: [3],
  };
}

const KEYS = {
  model: 'model',
  d: 'degree',
  h: 'heights',
  n: 'samples',
  seed: 'seed',
  p: 'procs',
  lo: 'lo',
  hi: 'hi',
  scale: 'scale',
  q: 'q',
  md: 'meanDegree',
};
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
      const ps = v
        .split(';')
        .map((x) => ALL.find((n) => n.toLowerCase() === x.toLowerCase()))
        .filter(Boolean);
      if (ps.length < v.split(';').length) unused.push(t('link-exp-unknown-procs', { value: shown }));
      if (!ps.length) continue;
      if (new Set(ps).size > 16) unused.push(t('link-exp-too-many-procs', { value: shown, max: count(16) }));
      e.procs = [...new Set(ps)].slice(0, 16);
    } else if (LISTS.has(long)) {
      const xs = v
        .split(';')
        .map(Number)
        .filter((x) => Number.isFinite(x))
        .map((x) => (x === 0 ? 0 : x)); // no -0: it is written as 0
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
  if (unused.length)
    problems.push(t('link-exp-unused', { items: joinList(unused.slice(0, 4)), more: count(Math.max(0, unused.length - 4)), any: any ? 'yes' : 'no' }));
  if (!any && !unused.length) problems.push(t('link-exp-empty'));
  if (!any) return null;
  const d = defaultExp();
  if (e.model !== 'iid' && e.model !== 'nonuniform') Object.assign(e, { lo: d.lo, hi: d.hi });
  if (e.model !== 'additive') e.scale = d.scale;
  if (e.model !== 'nonuniform') Object.assign(e, { q: d.q, meanDegree: d.meanDegree });
  return e;
}
