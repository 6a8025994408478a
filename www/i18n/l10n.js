// The page's messages: the chosen language's file and English (the fallback) loaded on
// demand, t(id, args) for the page's scripts, and the DOM pass that localises elements
// carrying data-l10n-id. Each .ftl file is its own chunk (import.meta.glob, lazy, ?raw):
// the first load carries none of them; a page in Polish fetches pl and en, nothing else.
import { DEFAULT_LANGUAGE, PSEUDO } from './languages.js';
import { formatFirst, makeBundle } from './bundle.js';
import { currentEntries, t, useEntries, warnOnce } from './translate.js';

export { t };

const FILES = import.meta.glob('./messages/*.ftl', { query: '?raw', import: 'default' });
const fileOf = (lang) => FILES[`./messages/${lang === PSEUDO ? DEFAULT_LANGUAGE : lang}.ftl`];

/** The attributes a message may set (Fluent message attributes of the same name). */
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder']);

const loaded = new Map(); // lang -> Promise<entry>
let current = null;
const listeners = [];

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
  useEntries(got.filter(Boolean));
  document.documentElement.lang = got[0] ? lang : DEFAULT_LANGUAGE;
  localise(root);
  for (const fn of listeners) {
    try {
      fn(lang);
    } catch (e) {
      warnOnce(`a listener of the language failed: ${e?.message ?? e}`); // the page keeps its language
    }
  }
}

/** `fn(lang)` after each language change (for text the scripts build). */
export function onLanguage(fn) {
  listeners.push(fn);
}

/** Localises `root` and the elements under it that carry data-l10n-id (data-l10n-args: JSON). */
export function localise(root = document) {
  if (!currentEntries().length) return;
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
  const out = formatFirst(currentEntries(), el.dataset.l10nId, args, warnOnce);
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

/**
 * Loads `lang`'s messages and English's for the text the scripts build, touching no
 * document: for the web component inside another page, whose <html lang> and elements are
 * not its own. Resolves once t() speaks it (English when its file fails to load, warned).
 */
export async function loadMessages(lang) {
  if (current === lang) return;
  current = lang;
  const want = [...new Set([lang, DEFAULT_LANGUAGE])];
  const got = await Promise.all(want.map((l) => load(l).catch((e) => (warnOnce(`${l}: ${e.message}`), null))));
  if (current === lang) useEntries(got.filter(Boolean));
}
