// The whole state of the page lives in the URL fragment, so a link carries it:
//
//   #tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2&alpha=-inf&beta=+inf&view=negamax&step=12
//
// Its keys are link-keys.js's table: for each key of the page state, the link's keys that
// carry it, its default, how it is read and written and what a valid value is (the same
// table checks a state: check-state.js; docs/playground.md lists every key). How the tree
// travels (tree=, tz=, held=, gen= with patch= and sum=) is link-tree.js's.
//
// Values are read with our own splitter, not URLSearchParams, so that '+' in "+inf" stays
// a plus. Everything read here is validated; nothing from a link reaches the DOM as HTML.
import { ALL, COMPARE_VIEW, findProc } from '../core/procedures.js';
import { DIFF_FULL } from '../families/defaults.js';
import { resolveLanguage, validTag } from '../i18n/languages.js';
import { t } from '../i18n/translate.js';
import { diffChoice, linkKeys, linkOf } from './link-keys.js';

export { cappedText } from './capped-text.js';
export { MODELS, readGen, writeGen } from './link-gen.js';
export { defaults, stateKey, VIEWS, validBackup } from './link-keys.js';
export { composeLink, deflate, inflate, LINK_LIMIT, MAX_GENERATED, treeTextOf, uniformSize, writeFragment, writeLink } from './link-tree.js';
export { comparing, SHOWS } from './show.js';
/** The difference view's choice "F2 with the full window" (view/compare-diff.js's FULL). */
export { DIFF_FULL };

export const PROCS = ALL;

/** The language link `hash` asks for (lang=, as readFragment reads it), or null: the browser's. */
export function linkLanguage(hash) {
  const tag = validTag(splitFragment(hash).get('lang')?.trim() ?? '');
  return tag ? resolveLanguage(tag) : null;
}

/** Splits "#a=1&b=2" into a Map, decoding %XX but leaving '+' alone; a key given twice
 *  keeps its last value, and is added to `repeated` (a Set) when one is passed. */
export function splitFragment(hash, repeated = null) {
  const out = new Map();
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of body.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    let value;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    if (out.has(key)) repeated?.add(key);
    out.set(key, value);
  }
  return out;
}

/**
 * Reads a fragment. Returns {state, treeSource, problems}: treeSource is
 * {text} or {tz} or {held} or {gen, patch, sum} or null; problems lists what was ignored and why.
 */
export function readFragment(hash) {
  const repeated = new Set();
  const p = splitFragment(hash, repeated);
  const rows = linkKeys();
  const state = Object.fromEntries(rows.map((row) => [row.key, row.init()]));
  const problems = [];
  const known = new Set(rows.flatMap(linkOf));
  const named = [...repeated].filter((k) => known.has(k));
  if (named.length) problems.push(t('link-repeated', { keys: named.map((k) => `${k.slice(0, 20)}=`).join(', ') }));
  for (const row of rows) row.read?.(p, state, problems);
  // One tree: tree=, else tz=, else held=, else the generator's (gen= with its patch= and
  // sum=). gen= beside another form is the generator panel's settings (the page writes that
  // for an edited generated tree); patch= or sum= beside another form is a second tree.
  const forms = ['tree', 'tz', 'held'].filter((k) => p.has(k));
  const genTree = p.has('patch') || p.has('sum');
  if (forms.length + (genTree ? 1 : 0) > 1) {
    const also = [...forms.slice(1), ...(genTree ? ['the generated tree'] : [])].map((k) => (k.includes(' ') ? k : `${k}=`));
    problems.push(t('link-trees', { used: `${forms[0]}=`, also: also.map((k) => (k.includes(' ') ? t('link-generated-tree') : k)).join(t('link-or')) }));
  }
  let treeSource = null;
  if (p.has('tree')) treeSource = { text: p.get('tree') };
  else if (p.has('tz')) treeSource = { tz: p.get('tz') };
  else if (p.has('held')) treeSource = { held: p.get('held').slice(0, 40) };
  else if (p.has('gen') && state.gen) treeSource = { gen: state.gen, patch: p.get('patch') ?? '', sum: p.get('sum') ?? null, problems };
  else if (p.has('patch')) problems.push(t('link-patch-alone'));
  return { state, treeSource, problems };
}

/**
 * Whether the link names what the catalogue does not know yet: the difference view's
 * mistakes (mutants) and Ballard's family are known only once the full core is in
 * (core/load.js), so the page loads it before it reads such a link.
 */
export function diffUnknown(hash) {
  const p = splitFragment(hash, new Set());
  const d = p.get('diff');
  // Ballard's family (proc=, cmp=; its range= comes with them) is in the full core's catalogue only.
  const names = [p.get('proc'), p.get('cmp')].join().split(',');
  return d?.split(',').some((s) => !diffChoice(s.trim())) || names.some((s) => s.trim() && !findProc(s) && s.trim() !== COMPARE_VIEW);
}
