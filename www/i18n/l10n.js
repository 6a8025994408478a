// The page's messages: the chosen language's file and English (the fallback) loaded on
// demand, t(id, args) for the page's scripts, and the DOM pass that localises elements
// carrying data-l10n-id. Each .ftl file is its own chunk (import.meta.glob, lazy, ?raw):
// the first load carries none of them; a page in Polish fetches pl and en, nothing else.
import { DEFAULT_LANGUAGE, PSEUDO } from './languages.js';
import { formatFirst, makeBundle } from './bundle.js';

const FILES = import.meta.glob('./messages/*.ftl', { query: '?raw', import: 'default' });
const fileOf = (lang) => FILES[`./messages/${lang === PSEUDO ? DEFAULT_LANGUAGE : lang}.ftl`];

/** The attributes a message may set (Fluent message attributes of the same name). */
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder']);

const loaded = new Map(); // lang -> Promise<entry>
let entries = []; // the chosen language's entry, then English's
let current = null;
const listeners = [];
const warned = new Set();

/** Logs a problem with the messages once (a warning: the English text is shown instead). */
function warnOnce(text) {
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(`l10n: ${text}`);
}

function load(lang) {
  if (!loaded.has(lang)) {
    const file = fileOf(lang);
    loaded.set(lang, (file ? file() : Promise.reject(new Error(`no messages for ${lang}`))).then((text) => {
      const entry = makeBundle(lang, text);
      for (const e of entry.errors) warnOnce(`${lang}.ftl: ${e.message ?? e}`);
      return entry;
    }));
  }
  return loaded.get(lang);
}

/** The language the page speaks now (null before the first setLanguage). */
export const language = () => current;

/**
 * Makes `lang` the page's language: loads its messages and English's, sets <html lang>,
 * localises the document and tells the listeners. A language whose file fails to load
 * leaves the page in English (warned, never thrown: the page keeps working).
 */
export async function setLanguage(lang, root = document) {
  current = lang;
  const want = [...new Set([lang, DEFAULT_LANGUAGE])];
  const got = await Promise.all(want.map((l) => load(l).catch((e) => (warnOnce(`${l}: ${e.message}`), null))));
  if (current !== lang) return; // a newer choice won
  entries = got.filter(Boolean);
  document.documentElement.lang = got[0] ? lang : DEFAULT_LANGUAGE;
  localise(root);
  for (const fn of listeners) fn(lang);
}

/** `fn(lang)` after each language change (for text the scripts build). */
export function onLanguage(fn) {
  listeners.push(fn);
}

/**
 * A message's text in the page's language, else English's, else `id` itself (each miss
 * warned once). Before the messages have loaded, `id`.
 */
export function t(id, args = null) {
  const out = formatFirst(entries, id, args, warnOnce);
  if (!out) warnOnce(`no message ${id}`);
  return out?.value ?? id;
}

/** Localises `root` and the elements under it that carry data-l10n-id (data-l10n-args: JSON). */
export function localise(root = document) {
  if (!entries.length) return;
  const els = root.querySelectorAll ? [...root.querySelectorAll('[data-l10n-id]')] : [];
  if (root.dataset?.l10nId) els.unshift(root);
  for (const el of els) localiseElement(el);
}

function localiseElement(el) {
  let args = null;
  if (el.dataset.l10nArgs) {
    try {
      args = JSON.parse(el.dataset.l10nArgs);
    } catch {
      warnOnce(`data-l10n-args of ${el.dataset.l10nId} is not JSON`);
    }
  }
  const out = formatFirst(entries, el.dataset.l10nId, args, warnOnce);
  if (!out) return;
  if (out.value != null) setText(el, out.value);
  for (const [name, text] of Object.entries(out.attributes)) if (ATTRIBUTES.has(name)) el.setAttribute(name, text);
}

/**
 * The element's own text replaced, its child elements kept: a label's text beside its
 * input, a legend item's beside its drawing. With children, the first text node that is not
 * blank is the message's (its surrounding spaces kept); always as text, never as HTML.
 */
function setText(el, text) {
  if (!el.firstElementChild) {
    el.textContent = text;
    return;
  }
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.data.trim()) continue;
    const [, lead, , tail] = node.data.match(/^(\s*)([\s\S]*?)(\s*)$/);
    node.data = lead + text + tail;
    return;
  }
  el.prepend(document.createTextNode(text + ' '));
}
