// The whole state of the page lives in the URL fragment, so a link carries it:
//
//   #tree=((3,1,4),(1,5,9),(2,6,5))&proc=F2&alpha=-inf&beta=+inf&view=negamax&step=12
//
// Keys: tree (the core's canonical notation: digits, '-', '(', ')', ','), or tz for a long
// tree (deflate-raw + base64url; `tree=` is always accepted too), proc (F0|F1|F2|compare),
// alpha, beta (integers, -inf, +inf), view (negamax|minimax), step (an index into the
// trace; absent = the finished run), sel (the selected position, Dewey), dewey=1 (show
// coordinates), crit=1 (show critical types), embed=1 (the bare embeddable page), present=1
// (presentation mode), follow=0 (the view does not follow the step-through), table=1 (the
// table view of the search is open), gen (the
// generator panel's parameters, so a seed travels with the link). The other papers'
// procedures (proc=pvs, proc=sss, proc=mn-alphabeta, ...) carry their options: lit=1 (the
// thesis' literal reading), m, n, backup (identity|sample|exp:X,Y[,R,S]), tie (strict|le);
// cmp lists the procedures the compare view adds to F0/F1/F2 (cmp=pvs,sss); with proc=compare,
// cmode=diff shows the difference of two runs on one tree and diff=A,B names them (K&M's F0,
// F1, F2, F2@full for F2 with the full window, or another paper's procedure); exp holds the
// Experiments panel's settings (see experiments/spec.js), not its results; lang the page's
// language (en, fr, es, de, pl, or the pseudo-locale en-XA; absent: the browser's).
//
// Which form the tree takes (writeLink): a generated tree, edited or not, travels as its
// generator's spec (gen=) and a patch of the edits (patch=, sum=: see tree-patch.js) when
// that is shorter than the tree; otherwise as tree= or tz=. A link is at most LINK_LIMIT
// characters: a tree that does not fit stays out of the link (held=, the tree's text kept in
// this tab's sessionStorage, see held.js) and the page says so.
//
// Values are read with our own splitter, not URLSearchParams, so that '+' in "+inf" stays
// a plus. Everything read here is validated; nothing from a link reaches the DOM as HTML.
import { NEG_INF, POS_INF, parseScore, scoreText, toNumber } from '../core/score.js';
import { ALL, KM, OTHERS, allOptions, findProc, isMinimaxProc, isMutant } from '../core/procedures.js';
import { readExp, writeExp } from '../experiments/spec.js';
import { practiceDefaults, readPractice, writePractice } from '../practice/link.js';
import { applyPatch, checksum, diffTrees, readPatch, writePatch } from './tree-patch.js';
import { heldText, holdText } from './held.js';
import { DEFAULT_DIFF, DEFAULT_PROC, DIFF_FULL } from '../families/defaults.js';
import { resolveLanguage, validTag } from '../i18n/languages.js';
import { count, quantity, t } from '../i18n/translate.js';

const tr = t; // cappedText names its text t

export const PROCS = ALL;
export const VIEWS = ['negamax', 'minimax'];
export const MODELS = ['iid', 'permutation', 'pi', 'dependent', 'additive', 'nonuniform', 'random-shape'];

/** The keys the page reads besides the procedures' options (a repeated one is reported; others are left alone). */
const KNOWN_KEYS = new Set(['tree', 'tz', 'held', 'gen', 'patch', 'sum', 'proc', 'alpha', 'beta', 'view', 'step', 'sel', 'dewey', 'crit', 'embed', 'present', 'follow', 'table', 'cmp', 'cmode', 'diff', 'exp', 'patho', 'mode', 'task', 'ex', 'set', 'hide', 'feedback', 'fresh', 'attempts', 'answers', 'hintcost', 'pass', 'lang']);

/** Trees longer than this travel compressed (tz=) when CompressionStream exists. */
const COMPRESS_OVER = 2000;
/** The most text a tz= value may inflate to. */
const MAX_INFLATED = 16 * 1024 * 1024;
/**
 * The longest fragment the page writes. Chromium keeps URLs up to 2 MiB (longer ones are
 * dropped on reload), but links are pasted into e-mail and chat, which cut or refuse far
 * shorter ones; 32,000 characters keeps a link usable in the common ones.
 */
export const LINK_LIMIT = 32_000;

/** The compare view's modes: side by side, or the difference of two runs on one tree. */
export const COMPARE_MODES = ['side', 'diff'];
/** The difference view's choice "F2 with the full window" (view/compare-diff.js's FULL). */
export { DIFF_FULL };

export function defaults() {
  return {
    tree: null,
    proc: DEFAULT_PROC,
    alpha: NEG_INF,
    beta: POS_INF,
    view: 'negamax',
    step: null,
    sel: null,
    dewey: false,
    crit: false,
    embed: false,
    present: false, // presentation mode (panels/presentation.js)
    follow: true, // the view follows the step-through (view/page-paint.js)
    table: false, // the table view of the search (view/search-table.js) is open
    gen: null,
    cmp: [],
    cmode: 'side', // the compare view's mode (COMPARE_MODES)
    diff: [...DEFAULT_DIFF], // the difference view's A and B
    exp: null,
    patho: null, // the Pathology panel's settings, as text; read by pathology/spec.js when the panel opens
    practice: practiceDefaults(), // mode=practice, task, ex, set, hide (practice/link.js)
    lang: null, // the page's language chosen (i18n/languages.js); null: the browser's
    // The procedures' options with the catalogue's defaults: lit (the thesis' literal
    // reading), m, n, backup, tie (Slagle's m&n).
    ...Object.fromEntries(allOptions().map((o) => [stateKey(o.name), o.default])),
  };
}

/** The page state's key (and the link's) for a procedure option of the catalogue. */
export function stateKey(option) {
  return option === 'literal' ? 'lit' : option;
}

/** Backing-up functions as a link may name them: identity, sample, exp:X,Y or exp:X,Y,R,S. */
export function validBackup(text) {
  const t = String(text).trim().toLowerCase();
  if (t.length > 100) return null;
  if (t === 'identity' || t === 'sample') return t;
  const num = '-?\\d+(\\.\\d+)?';
  return new RegExp(`^exp:${num},${num}(,${num},${num})?$`).test(t) ? t : null;
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
 * {text} or {tz} or null; problems lists what was ignored and why.
 */
export function readFragment(hash) {
  const repeated = new Set();
  const p = splitFragment(hash, repeated);
  const state = defaults();
  const problems = [];
  const named = [...repeated].filter((k) => KNOWN_KEYS.has(k) || allOptions().some((o) => stateKey(o.name) === k));
  if (named.length) problems.push(t('link-repeated', { keys: named.map((k) => `${k.slice(0, 20)}=`).join(', ') }));
  if (p.has('proc')) {
    const v = p.get('proc');
    const hit = findProc(v);
    if (hit) state.proc = hit;
    else problems.push(t('link-unknown-proc', { value: v.slice(0, 20), km: [...KM, 'compare'].join(', '), others: OTHERS.join(', ') }));
  }
  readOptions(p, state, problems);
  for (const k of ['alpha', 'beta']) {
    if (!p.has(k)) continue;
    try {
      state[k] = parseScore(p.get(k), k);
    } catch (e) {
      problems.push(e.message.slice(0, 120));
    }
  }
  if (!(toNumber(state.alpha) < toNumber(state.beta))) {
    problems.push(t('link-window-order'));
    state.alpha = NEG_INF;
    state.beta = POS_INF;
  }
  if (p.has('view')) {
    const v = p.get('view').trim().toLowerCase();
    if (VIEWS.includes(v)) state.view = v;
    else problems.push(t('link-unknown-view', { value: v.slice(0, 20) }));
  }
  if (p.has('step')) {
    const v = p.get('step').trim();
    if (/^\d{1,9}$/.test(v)) state.step = Number(v);
    else if (v !== '' && v !== 'end') problems.push(t('link-bad-step', { value: v.slice(0, 20) }));
  }
  if (p.has('sel')) {
    const v = p.get('sel').trim();
    if (/^(root|\d{1,9}(\.\d{1,9})*)$/.test(v) && v.length < 2000) state.sel = v === 'root' ? '' : v;
    else if (v !== '') problems.push(t('link-bad-sel', { value: v.slice(0, 20) }));
  }
  state.dewey = p.get('dewey') === '1';
  state.crit = p.get('crit') === '1';
  state.embed = p.get('embed') === '1';
  state.present = p.get('present') === '1';
  if (p.has('follow')) state.follow = p.get('follow') !== '0';
  state.table = p.get('table') === '1';
  // SSS*, Pearl's Scout and Slagle's procedures think from Max's standpoint: a link that
  // names one and no view opens in the minimax view, as choosing it does.
  if (!p.has('view') && isMinimaxProc(state.proc)) state.view = 'minimax';
  if (p.has('gen')) state.gen = readGen(p.get('gen'), problems);
  if (p.has('exp')) {
    state.exp = readExp(p.get('exp'), problems);
  }
  if (p.has('patho')) state.patho = cappedText(p.get('patho'), 600, 'patho', problems) || null;
  state.practice = readPractice(p, problems);
  // A language the page has no messages for (lang=xx) falls back quietly (to English, or
  // fr for fr-CA); only text that is no language tag at all is reported.
  if (p.has('lang') && p.get('lang').trim() !== '') {
    const tag = validTag(p.get('lang'));
    if (tag) state.lang = resolveLanguage(tag);
    else problems.push(t('link-bad-lang', { value: p.get('lang').slice(0, 20) }));
  }
  if (state.practice.mode === 'practice' && !p.has('view')) state.view = 'minimax'; // as courses teach
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
  if (p.has('gen') && !state.gen && p.get('gen').length <= 2000) problems.push(t('link-gen-unread', { value: p.get('gen').slice(0, 40) }));
  return { state, treeSource, problems };
}

/**
 * Free text from a link, kept for writing back: at most `max` characters, cut between code
 * points (half an emoji would make encodeURIComponent throw when the link is written), and
 * a lone surrogate replaced by U+FFFD; `problems` hears of a cut.
 */
export function cappedText(text, max, what, problems) {
  let t = String(text).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  if (t.length > max) {
    t = t.slice(0, /[\ud800-\udbff]/.test(t[max - 1]) ? max - 1 : max);
    problems.push(tr('link-cut', { what, max: String(max) }));
  }
  return t;
}

/** The fragment for a state (async: a long tree is compressed). */
export async function writeFragment(state, treeText, options = {}) {
  return (await writeLink(state, treeText, options)).hash;
}

/**
 * The fragment for a state and how its tree travels: {hash, form: 'tree'|'tz'|'gen'|'held'|
 * null, note}. `generated`: the canonical text of GameTree.generate(state.gen), when the
 * tree came from the generator (then a patch may replace the tree). `sync`: no compression.
 */
export async function writeLink(state, treeText, { generated = null, sync = false, limit = LINK_LIMIT, made = null } = {}) {
  // A generated tree as it was made travels as gen= (a few dozen characters): compressing
  // its text (megabytes for a big tree: seconds of the page's time) cannot do better.
  const asGenerated = state.gen && generated != null && treeText === generated;
  let compress = !sync && !asGenerated && treeText != null && treeText.length > COMPRESS_OVER && typeof CompressionStream === 'function';
  // The generator's form, made once (composeLink makes it when undefined); `made`: its patch
  // and checksum made already (the run worker's: core/run-mirror.js).
  let gen = made && state.gen && generated != null ? genForm(state, treeText, generated, limit, made) : undefined;
  if (compress && state.gen && generated != null) {
    if (gen === undefined) gen = genForm(state, treeText, generated, limit);
    // DEFLATE writes at least 1 byte per 1032 it reads (its best ratio) and base64url 4
    // characters per 3 bytes: a tz= no shorter than this cannot beat the patch, and
    // compressing an edited big tree (5.5 MB at 2,000,000 positions) is tens of ms wasted.
    if (gen != null && gen.length <= Math.floor(treeText.length / 1032 / 3) * 4) compress = false;
  }
  return composeLink(state, treeText, { generated, limit, tz: compress ? await deflate(treeText) : null, gen });
}

/** The gen= form's tree part (`patch=…&sum=…`, or `sum=…`) within `limit`, or null;
 *  `made` {patch, sum}: the patch (null: none fits) and the checksum, made already. */
function genForm(state, treeText, generated, limit, made = null) {
  const room = limit - writeRest(state).length - 2;
  const fits = (p) => (p != null && p.length <= room ? encodeTree(p) : null);
  const patch = treeText === generated ? '' : made ? fits(made.patch) : patchOrNull(generated, treeText, room);
  return patch == null ? null : `${patch ? `patch=${patch}&` : ''}sum=${made?.sum ?? checksum(treeText)}`;
}

/**
 * writeLink's choice, synchronously (for pagehide, which cannot wait): `tz` is the tree
 * already compressed, or null. The shortest of gen+patch, tree= and tz= that keeps the
 * fragment within `limit` wins; when none does, the tree is held (held.js) and `note` says so.
 */
export function composeLink(state, treeText, { generated = null, tz = null, limit = LINK_LIMIT, gen = undefined } = {}) {
  const rest = writeRest(state);
  if (treeText == null) return { hash: '#' + rest, form: null, note: '' };
  const room = limit - rest.length - 2;
  const forms = [];
  if (state.gen && generated != null) {
    const form = gen === undefined ? genForm(state, treeText, generated, limit) : gen;
    if (form != null) forms.push(['gen', form]);
  }
  if (tz != null) forms.push(['tz', `tz=${tz}`]);
  if (treeText.length <= room) forms.push(['tree', `tree=${encodeTree(treeText)}`]);
  forms.sort((x, y) => x[1].length - y[1].length);
  const best = forms.find(([, f]) => f.length <= room);
  if (best) return { hash: `#${best[1]}&${rest}`, form: best[0], note: '' };
  const key = holdText(treeText);
  const note = key
    ? t('link-tree-held', { size: quantity(treeText.length), limit: quantity(limit) })
    : t('link-tree-lost');
  return { hash: `#held=${key ?? 'none'}&${rest}`, form: 'held', note };
}

/** The patch text from `generated` to `text`, or null when it would not fit `room`. */
function patchOrNull(generated, text, room) {
  if (Math.abs(generated.length - text.length) > room) return null;
  const patch = writePatch(diffTrees(generated, text));
  return patch.length <= room ? encodeTree(patch) : null;
}

/** Everything but the tree. */
function writeRest(state) {
  const parts = [];
  parts.push(`proc=${state.proc}`);
  parts.push(`alpha=${encodeURIComponent(scoreText(state.alpha))}`);
  parts.push(`beta=${encodeURIComponent(scoreText(state.beta))}`);
  parts.push(`view=${state.view}`);
  if (state.step != null) parts.push(`step=${state.step}`);
  if (state.sel != null) parts.push(`sel=${state.sel === '' ? 'root' : state.sel}`);
  if (state.dewey) parts.push('dewey=1');
  if (state.crit) parts.push('crit=1');
  if (state.gen) parts.push(`gen=${keepPunctuation(encodeURIComponent(writeGen(state.gen)))}`);
  parts.push(...writeOptions(state));
  if (state.exp) parts.push(`exp=${keepPunctuation(encodeURIComponent(writeExp(state.exp)))}`);
  if (state.patho) parts.push(`patho=${keepPunctuation(encodeURIComponent(state.patho))}`);
  parts.push(...writePractice(state.practice));
  if (state.embed) parts.push('embed=1');
  if (state.present) parts.push('present=1');
  if (state.follow === false) parts.push('follow=0');
  if (state.table) parts.push('table=1');
  if (state.lang) parts.push(`lang=${state.lang}`);
  return parts.join('&');
}

function keepPunctuation(s) {
  return s.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%3B/g, ';');
}

// --- the other papers' options ----------------------------------------------------------

/**
 * The procedures' options, checked against the catalogue's own specs (kind, min, max,
 * choices), so the link accepts exactly what the core does.
 */
function readOptions(p, state, problems) {
  for (const o of allOptions()) {
    const key = stateKey(o.name);
    if (!p.has(key)) continue;
    const raw = p.get(key).trim();
    const shown = raw.slice(0, 20);
    if (o.kind === 'bool') state[key] = raw === '1';
    else if (o.kind === 'int') {
      const v = /^-?\d{1,16}$/.test(raw) ? Number(raw) + 0 : NaN; // + 0: -0 reads as 0
      if (Number.isSafeInteger(v) && v >= (o.min ?? -Infinity) && v <= (o.max ?? Infinity)) state[key] = v;
      else problems.push(t('link-option-range', { key, min: String(o.min), max: String(o.max), value: shown }));
    } else if (o.name === 'backup') {
      const b = validBackup(raw);
      if (b) state.backup = b;
      else problems.push(t('link-unknown-backup', { value: raw.slice(0, 30), choices: [...(o.choices ?? []), 'exp:X,Y', 'exp:X,Y,R,S'].join(', ') }));
    } else {
      const v = raw.toLowerCase();
      if ((o.choices ?? []).includes(v)) state[key] = v;
      else problems.push(t('link-unknown-choice', { key: o.name === 'tie' ? 'tie' : key, value: shown, choices: (o.choices ?? []).join(t('link-or')) }));
    }
  }
  if (p.has('cmp')) {
    const names = p.get('cmp').split(',').filter(Boolean);
    const known = names.map(findProc).filter((n) => n && OTHERS.includes(n));
    if (known.length < names.length) problems.push(t('link-cmp-unknown'));
    state.cmp = [...new Set(known)];
  }
  // The compare view's keys mean nothing with another procedure (the page writes them only
  // with proc=compare and the difference view).
  const compareKeys = ['cmode', 'diff'].filter((k) => p.has(k));
  if (state.proc !== 'compare' && compareKeys.length) {
    problems.push(t('link-compare-only', { keys: compareKeys.map((k) => `${k}=`).join(t('link-and')), count: count(compareKeys.length) }));
    return;
  }
  if (p.has('cmode')) {
    const v = p.get('cmode').trim().toLowerCase();
    if (COMPARE_MODES.includes(v)) state.cmode = v;
    else problems.push(t('link-unknown-cmode', { value: v.slice(0, 20), choices: COMPARE_MODES.join(t('link-or')) }));
  }
  if (p.has('diff') && state.cmode !== 'diff') problems.push(t('link-diff-only'));
  else if (p.has('diff')) {
    const names = p.get('diff').split(',').map((s) => s.trim());
    const known = names.map(diffChoice);
    if (names.length === 2 && known.every(Boolean)) state.diff = known;
    else problems.push(t('link-bad-diff', { value: p.get('diff').slice(0, 40) }));
  }
}

/**
 * Whether the link's difference view names a choice the catalogue does not know yet: the
 * mistakes (mutants) are known only once the full core is in (core/load.js), so the page
 * loads it before it reads such a link.
 */
export function diffUnknown(hash) {
  const d = splitFragment(hash, new Set()).get('diff');
  return d != null && d.split(',').some((s) => !diffChoice(s.trim()));
}

/** A choice of the difference view by name (KM's, F2@full, another paper's procedure), or null. */
function diffChoice(name) {
  if (name.toLowerCase() === DIFF_FULL.toLowerCase()) return DIFF_FULL;
  const hit = findProc(name);
  if (isMutant(name)) return name; // a mistake, once the full core is in (practice's diagnosis)
  return hit && hit !== 'compare' ? hit : null;
}

function writeOptions(state) {
  const d = defaults();
  const out = [];
  // Every option of the catalogue that differs from its default (the switches as 1).
  const opts = allOptions().map((o) => [o, stateKey(o.name)]);
  for (const [, k] of opts.filter(([o]) => o.kind === 'bool')) if (state[k]) out.push(`${k}=1`);
  for (const [, k] of opts.filter(([o]) => o.kind !== 'bool')) if (state[k] !== d[k]) out.push(`${k}=${keepPunctuation(encodeURIComponent(String(state[k])))}`);
  if (state.cmp?.length) out.push(`cmp=${state.cmp.join(',')}`);
  if (state.proc === 'compare' && state.cmode === 'diff') out.push('cmode=diff', `diff=${state.diff.join(',')}`);
  return out;
}

/** The canonical notation (and a patch) is URL-safe as it is; anything else is percent-encoded. */
function encodeTree(text) {
  return /^[0-9(),;:=.a-z-]*$/.test(text) ? text : encodeURIComponent(text);
}

// --- the generator's parameters --------------------------------------------------------

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
      const xs = v.split(';').map(Number).filter((x) => Number.isFinite(x)).map((x) => (x === 0 ? 0 : x)); // no -0: it is written as 0
      if (xs.length < v.split(';').length) unused.push(t('link-gen-not-finite', { value: shown }));
      if (xs.length > 64) unused.push(t('link-gen-too-many', { value: shown, max: count(64) }));
      if (xs.length) g[long] = xs.slice(0, 64);
    } else if (/^-?\d{1,16}$/.test(v) && Number.isSafeInteger(Number(v))) g[long] = Number(v) === 0 ? 0 : Number(v);
    else unused.push(t(/^-?\d+$/.test(v) ? 'link-gen-too-large' : 'link-gen-not-whole', { value: shown }));
  }
  const ok = Object.keys(g).length > 0;
  if (unused.length && ok) problems.push(t('link-gen-unused', { items: unused.slice(0, 4).join('; '), more: count(Math.max(0, unused.length - 4)) }));
  return ok ? g : null;
}

// --- compression -----------------------------------------------------------------------

function toBase64Url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pump(stream, limit) {
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw Object.assign(new Error(t('link-tz-too-large', { mib: String(limit / 1024 / 1024) })), { tz: true }); // said as is by inflate
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export async function deflate(text) {
  const input = new Blob([new TextEncoder().encode(text)]).stream();
  const bytes = await pump(input.pipeThrough(new CompressionStream('deflate-raw')), Infinity);
  return toBase64Url(bytes);
}

export async function inflate(tz) {
  if (typeof DecompressionStream !== 'function') throw new Error(t('link-tz-unsupported'));
  let bytes;
  try {
    bytes = fromBase64Url(tz.trim());
  } catch {
    throw new Error(t('link-tz-not-base64'));
  }
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  try {
    return new TextDecoder().decode(await pump(stream, MAX_INFLATED));
  } catch (e) {
    if (e.tz) throw e;
    throw new Error(t('link-tz-damaged'));
  }
}

/** The most positions a generator in a link may make (the page's tree limit). */
export const MAX_GENERATED = 2_000_000;

/**
 * The tree text a fragment carries (tree=, tz=, held=, or gen= with patch=). `core`: the
 * loaded core (default: the page's). A checksum that does not match is reported in
 * `source.problems` (readFragment's list) and the tree is shown.
 */
export async function treeTextOf(source, core = null) {
  if (!source) return null;
  if ('text' in source) return source.text;
  if ('tz' in source) return inflate(source.tz);
  if ('held' in source) return heldText(source.held);
  core ??= await (await import('../core/load.js')).coreToGenerate(source.gen); // a model the lean core lacks: the full one
  return generatedTreeText(core, source);
}

/** The positions a uniform generator makes, or Infinity beyond `cap`. */
export function uniformSize(degree, height, cap = MAX_GENERATED) {
  let size = 0;
  let level = 1;
  for (let l = 0; l <= height; l++) {
    size += level;
    if (size > cap) return Infinity;
    level *= degree;
  }
  return size;
}

async function generatedTreeText(core, { gen, patch, sum, problems }) {
  const edits = readPatch(patch ?? '');
  if (gen.degree != null && gen.height != null && uniformSize(gen.degree, gen.height) > MAX_GENERATED) {
    throw new Error(t('link-gen-too-big', { degree: String(gen.degree), height: String(gen.height), limit: quantity(MAX_GENERATED) }));
  }
  const g = core.GameTree.generate(gen);
  try {
    if (g.size() > MAX_GENERATED) throw new Error(t('link-gen-makes', { size: quantity(g.size()), limit: quantity(MAX_GENERATED) }));
    const t = applyPatch(g, edits);
    const text = t.text();
    if (t !== g) t.free();
    if (sum != null && checksum(text) !== sum) {
      problems?.push(tr('link-gen-differs'));
    }
    return text;
  } finally {
    g.free();
  }
}
