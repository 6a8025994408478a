// Fluent bundles from message files' text, and formatting with a fallback to English.
// Pure (no DOM, no loading): l10n.js loads the files, the unit tests read them from disk.
import { FluentBundle, FluentNumber, FluentResource } from '@fluent/bundle';
import { PSEUDO } from './languages.js';
import { bracket, pseudoText } from './pseudo.js';

/**
 * ORDINAL($n): $n as a number whose selector takes the language's ordinal categories
 * (English 1st, 2nd, 3rd, 4th, 11th, 21st; French 1er, 2e): `NUMBER($n, type: "ordinal")`
 * is what Fluent's syntax guide shows, but @fluent/bundle's NUMBER drops the `type` option,
 * so its selector would take the cardinal categories (English "2th").
 */
function ORDINAL([n], opts) {
  const value = n instanceof FluentNumber ? n.value : Number(n?.valueOf?.() ?? n);
  return new FluentNumber(value, { ...(n instanceof FluentNumber ? n.opts : {}), ...opts, type: 'ordinal' });
}

/**
 * A bundle for `lang` from the text of its .ftl file (en-XA: English's, transformed).
 * useIsolating off: the page's languages all run left to right, and Unicode isolation
 * marks around every number would show in copied text and in tests' expectations.
 * Returns {bundle, errors}: the file's syntax errors, as Fluent reports them.
 */
export function makeBundle(lang, text) {
  const pseudo = lang === PSEUDO;
  const bundle = new FluentBundle(pseudo ? ['en-XA', 'en'] : lang, {
    useIsolating: false,
    functions: { ORDINAL },
    ...(pseudo ? { transform: pseudoText } : {}),
  });
  const errors = bundle.addResource(new FluentResource(text));
  return { bundle, errors, pseudo };
}

/** Adds the later part of `entry`'s language (messages/later/<lang>.ftl's text) to its
 *  bundle and marks it as having it (`later`: translate.js's hasLater()); returns that
 *  text's syntax errors. A message defined in both parts keeps the first. */
export function addMessages(entry, text) {
  const errors = entry.bundle.addResource(new FluentResource(text));
  entry.later = true;
  return errors;
}

/**
 * One message (value and attributes) formatted: {value, attributes} or null when `entry`
 * lacks it or it fails to format (an argument missing, a reference broken). `warn(text)`
 * hears why.
 */
export function formatMessage(entry, id, args = null, warn = () => {}) {
  if (!entry?.bundle.hasMessage(id)) return null;
  const { bundle, pseudo } = entry;
  args = withoutBidiControls(args);
  const msg = bundle.getMessage(id);
  const errors = [];
  const fmt = (pattern) => {
    const text = bundle.formatPattern(pattern, args, errors);
    return pseudo ? bracket(text) : text;
  };
  const out = { value: msg.value ? fmt(msg.value) : null, attributes: {} };
  for (const [name, pattern] of Object.entries(msg.attributes)) out.attributes[name] = fmt(pattern);
  if (errors.length) {
    warn(`message ${id} in ${bundle.locales[0]} failed to format: ${errors.map((e) => e.message ?? e).join('; ')}`);
    return null;
  }
  return out;
}

/** Unicode's explicit directional embeddings, overrides and isolates (U+202A–U+202E,
 *  U+2066–U+2069): with isolation off, one inside a text argument (a link's value, a title)
 *  would reorder the rest of the sentence around it. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** `args` with the bidi controls taken out of its text arguments (the same object when none holds one). */
function withoutBidiControls(args) {
  if (!args || !Object.values(args).some((v) => typeof v === 'string' && HAS_BIDI_CONTROL.test(v))) return args;
  return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v.replace(BIDI_CONTROLS, '') : v]));
}

/** `id` formatted with the first of `entries` (chosen language, then English) that has and
 *  formats it; null when none does. `warnMissing` hears of a bundle without it (`warn` unless given). */
export function formatFirst(entries, id, args, warn, warnMissing = warn) {
  for (const entry of entries) {
    const out = formatMessage(entry, id, args, warn);
    if (out) return out;
    if (entry && !entry.bundle.hasMessage(id)) warnMissing(`message ${id} is missing in ${entry.bundle.locales[0]}`);
  }
  return null;
}
