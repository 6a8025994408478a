// The generator's parameters in a link (gen=model:iid,d:3,h:4,seed:7): short names for the
// settings of GameTree.generate, so a seed travels with the link.
import { count, joinList, quantity, t } from '../i18n/translate.js';

export const MODELS = ['iid', 'permutation', 'pi', 'dependent', 'additive', 'nonuniform', 'random-shape'];

const GEN_KEYS = {
  model: 'model',
  d: 'degree',
  h: 'height',
  seed: 'seed',
  lo: 'lo',
  hi: 'hi',
  scale: 'scale',
  q: 'q',
  md: 'meanDegree',
  maxd: 'maxDegree',
  maxh: 'maxDepth',
};

export function writeGen(g) {
  const out = [];
  for (const [short, long] of Object.entries(GEN_KEYS)) {
    const v = g[long];
    if (v == null) continue;
    out.push(`${short}:${Array.isArray(v) ? v.join(';') : v}`);
  }
  return out.join(',');
}

/** Reads gen=...; null when nothing in it is usable. What is not used is named in `problems`. */
export function readGen(text, problems = []) {
  if (String(text).length > 2000) {
    problems.push(t('link-gen-long', { limit: quantity(2000) })); // cut, it could name another seed
    return null;
  }
  const g = {};
  const unused = [];
  for (const item of String(text).split(',')) {
    if (!item) continue;
    const i = item.indexOf(':');
    const long = i < 0 ? null : GEN_KEYS[item.slice(0, i)];
    const v = i < 0 ? '' : item.slice(i + 1);
    const shown = `'${item.slice(0, 30)}'`;
    if (!long) unused.push(t('link-gen-not-setting', { value: shown }));
    else if (long === 'model') {
      if (MODELS.includes(v)) g.model = v;
      else unused.push(t('link-gen-model', { value: shown, models: MODELS.join(', ') }));
    } else if (long === 'q' || long === 'meanDegree') {
      const xs = v
        .split(';')
        .map(Number)
        .filter((x) => Number.isFinite(x))
        .map((x) => (x === 0 ? 0 : x)); // no -0: it is written as 0
      if (xs.length < v.split(';').length) unused.push(t('link-gen-not-finite', { value: shown }));
      if (xs.length > 64) unused.push(t('link-gen-too-many', { value: shown, max: count(64) }));
      if (xs.length) g[long] = xs.slice(0, 64);
    } else if (/^-?\d{1,16}$/.test(v) && Number.isSafeInteger(Number(v))) g[long] = Number(v) === 0 ? 0 : Number(v);
    else unused.push(t(/^-?\d+$/.test(v) ? 'link-gen-too-large' : 'link-gen-not-whole', { value: shown }));
  }
  const ok = Object.keys(g).length > 0;
  if (unused.length && ok) problems.push(t('link-gen-unused', { items: joinList(unused.slice(0, 4)), more: count(Math.max(0, unused.length - 4)) }));
  return ok ? g : null;
}
