// The page's messages: the chosen language's files and English's (the fallback) loaded on
// demand, t(id, args) for the page's scripts, and the DOM pass that localises elements
// carrying data-l10n-id. Each language's messages come in two parts, each .ftl file its own
// chunk (import.meta.glob, lazy, ?raw): messages/<lang>.ftl for the first view, and
// messages/later/<lang>.ftl for what loads later (practice, the element's practice, the
// other papers' procedures: families/index.js awaits it with their code); the
// first load carries neither, and a page in Polish fetches pl and en, nothing else. The later
// part is fetched once the first view is ready, or as soon as a panel that needs it opens.

import { addMessages, formatFirst, makeBundle } from './bundle.js';
import { DEFAULT_LANGUAGE, PSEUDO } from './languages.js';
import { currentEntries, hasLater, setLaterLoader, t, useEntries, warnOnce } from './translate.js';

export { t };

const PARTS = {
  view: import.meta.glob('./messages/*.ftl', { query: '?raw', import: 'default' }),
  later: import.meta.glob('./messages/later/*.ftl', { query: '?raw', import: 'default' }),
};
const fileOf = (part, lang) => {
  const name = lang === PSEUDO ? DEFAULT_LANGUAGE : lang;
  return PARTS[part][part === 'view' ? `./messages/${name}.ftl` : `./messages/later/${name}.ftl`];
};
const fetchText = (part, lang) => {
  const file = fileOf(part, lang);
  return file ? file() : Promise.reject(new Error(`no messages for ${lang}`));
};

/** The attributes a message may set (Fluent message attributes of the same name). */
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder']);

const loaded = new Map(); // lang -> Promise<entry>: its bundle with the first view's messages
const later = new Map(); // lang -> Promise<void>: the later part added to that bundle
let wantLater = false; // once asked for, every language chosen afterwards loads its later part
let current = null;
let pageDocument = false; // setLanguage localises the page's document; the element's loadMessages never touches its host's
const listeners = [];

function load(lang) {
  if (!loaded.has(lang)) {
    loaded.set(
      lang,
      fetchText('view', lang).then((text) => {
        const entry = makeBundle(lang, text);
        for (const e of entry.errors) warnOnce(`${lang}.ftl: ${e.message ?? e}`);
        return entry;
      }),
    );
  }
  return loaded.get(lang);
}

/** `lang`'s bundle with both parts (the later part's failure warned: its messages show in English, else as ids). */
function loadBoth(lang) {
  if (!later.has(lang)) {
    later.set(
      lang,
      Promise.all([load(lang), fetchText('later', lang)])
        .then(([entry, text]) => {
          for (const e of addMessages(entry, text)) warnOnce(`later/${lang}.ftl: ${e.message ?? e}`);
        })
        .catch((e) => warnOnce(`later/${lang}: ${e.message}`)),
    );
  }
  return Promise.all([load(lang), later.get(lang)]).then(([entry]) => entry);
}

/** The chosen language's and English's bundles, with the later part when it is wanted (a
 *  language whose file fails to load is left out, warned: the page keeps English). */
const entriesFor = (lang) =>
  Promise.all([...new Set([lang, DEFAULT_LANGUAGE])].map((l) => (wantLater ? loadBoth(l) : load(l)).catch((e) => (warnOnce(`${l}: ${e.message}`), null))));

/**
 * The later part of the messages (practice's feedback …) for the page's language and
 * English's: resolves once t() has them. A panel that needs them awaits this before it
 * writes text; the page asks for it once its first view is ready.
 */
export async function loadLater() {
  wantLater = true;
  const lang = current ?? DEFAULT_LANGUAGE;
  const got = await entriesFor(lang);
  if (current !== null && current !== lang) return loadLater(); // the language changed meanwhile
  if (current !== null) useEntries(got.filter(Boolean));
  if (pageDocument) localise(document);
}

setLaterLoader(loadLater);

/** The language the page speaks now (null before the first setLanguage). */
export const language = () => current;

/**
 * Makes `lang` the page's language: loads its messages and English's, sets <html lang>,
 * localises the document and tells the listeners. A language whose file fails to load
 * leaves the page in English (warned, never thrown: the page keeps working).
 */
export async function setLanguage(lang, root = document) {
  pageDocument = true;
  current = lang;
  const got = await entriesFor(lang);
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

/**
 * Localises `root` and the elements under it that carry data-l10n-id (data-l10n-args: JSON).
 * An element inside one marked data-l10n-later (a closed panel whose messages are in the
 * later part; its opening awaits that part) is left until the part is in: loadLater then
 * localises the document again.
 */
export function localise(root = document) {
  if (!currentEntries().length) return;
  const els = root.querySelectorAll ? [...root.querySelectorAll('[data-l10n-id]')] : [];
  if (root.dataset?.l10nId) els.unshift(root);
  const waiting = !hasLater();
  for (const el of els) if (!(waiting && el.closest('[data-l10n-later]'))) localiseElement(el);
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
  wantLater = true; // the element shows practice from its first view
  if (current === lang) return loadLater();
  current = lang;
  const got = await entriesFor(lang);
  if (current === lang) useEntries(got.filter(Boolean));
}
