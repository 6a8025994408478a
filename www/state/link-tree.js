// How a link carries its tree (url-state.js reads and writes the rest with link-keys.js):
// tree= (the core's canonical notation), tz= for a long tree (deflate-raw + base64url),
// held= for a tree too large for a link (held.js), or a generated tree as its generator's
// spec (gen=) and a patch of the edits (patch=, sum=: see tree-patch.js) when that is shorter.
// A link is at most LINK_LIMIT characters: a tree that does not fit stays out of the link
// (held=, the tree's text kept in this tab's sessionStorage) and the page says so.

import { quantity, t } from '../i18n/translate.js';
import { heldText, holdText } from './held.js';
import { writeKeys } from './link-keys.js';
import { applyPatch, checksum, diffTrees, readPatch, writePatch } from './tree-patch.js';

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
  const room = limit - writeKeys(state).length - 2;
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
  const rest = writeKeys(state);
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
  const note = key ? t('link-tree-held', { size: quantity(treeText.length), limit: quantity(limit) }) : t('link-tree-lost');
  return { hash: `#held=${key ?? 'none'}&${rest}`, form: 'held', note };
}

/** The patch text from `generated` to `text`, or null when it would not fit `room`. */
function patchOrNull(generated, text, room) {
  if (Math.abs(generated.length - text.length) > room) return null;
  const patch = writePatch(diffTrees(generated, text));
  return patch.length <= room ? encodeTree(patch) : null;
}

/** The canonical notation (and a patch) is URL-safe as it is; anything else is percent-encoded. */
function encodeTree(text) {
  return /^[0-9(),;:=.a-z-]*$/.test(text) ? text : encodeURIComponent(text);
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
    const patched = applyPatch(g, edits);
    const text = patched.text();
    if (patched !== g) patched.free();
    if (sum != null && checksum(text) !== sum) {
      problems?.push(t('link-gen-differs'));
    }
    return text;
  } finally {
    g.free();
  }
}
