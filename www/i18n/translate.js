// The messages the page's scripts format: t(id, args) over the bundles l10n.js loaded (the
// chosen language's, then English's). Kept apart from l10n.js, which loads the files with
// Vite's import.meta.glob, so the modules that build text (the families' step sentences,
// practice feedback) also run in Node's unit tests, which hand the bundles in themselves.
import { FluentNumber } from '@fluent/bundle';
import { formatFirst } from './bundle.js';

let entries = []; // the chosen language's entry, then English's
const warned = new Set();

/** Logs a problem with the messages once (a warning: the English text is shown instead). */
export function warnOnce(text) {
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(`l10n: ${text}`);
}

/** The bundles t() formats with, best first (l10n.js; tests: English's from disk). */
export function useEntries(list) {
  entries = list;
}

let laterLoader = null;

/** l10n.js hands in its loadLater (the page's later part of the messages); Node's unit
 *  tests, which read both parts from disk (tests/unit/i18n/english.mjs), hand in nothing. */
export function setLaterLoader(fn) {
  laterLoader = fn;
}

/**
 * Resolves once t() has the later part of the messages (l10n.js, loadLater): code that is
 * loaded on demand and writes text from that part (the other papers' families) awaits it
 * with its own loading, so it never shows an id or English before the part arrives.
 */
export const laterMessages = () => (laterLoader ? laterLoader() : Promise.resolve());

/** Whether t() has the later part of the messages (each bundle's `later`, set by bundle.js's
 *  addMessages; no bundles: the page's messages have not loaded, nothing to wait for). */
export const hasLater = () => entries.every((e) => !e || e.later);

/** The bundles t() formats with now. */
export const currentEntries = () => entries;

/**
 * A message's text in the page's language, else English's, else `id` itself (each miss
 * warned once). Before the messages have loaded, `id`.
 */
export function t(id, args = null) {
  // Before the later part is in, a message missing from the first part may be one of its:
  // not warned (code that shows such a message awaits laterMessages() first).
  // Before any messages have loaded (the menus are built beside the core), every id is
  // missing and is shown as its fallback until the language arrives: not warned either.
  const missing = entries.length && hasLater() ? warnOnce : () => {};
  const out = formatFirst(entries, id, args, warnOnce, missing);
  if (!out) missing(`no message ${id}`);
  return out?.value ?? id;
}

/**
 * A count for a message: a Fluent number (so a plural selector sees it: "1 successor",
 * "3 successors"; Polish's few/many) printed without grouping, as the page prints counts
 * everywhere else ("1234", in every language).
 */
export const count = (n) => new FluentNumber(n, { useGrouping: false });

/**
 * A quantity shown as a figure in a message ("1,961 trees/s", German "1.961", French
 * "1 961"): grouped as the message's language groups digits, so that a German reader does
 * not take the English thousands separator for a decimal point.
 */
export const quantity = (n) => new FluentNumber(n);

/** A measured figure with `digits` decimals in the message's language ("0.02 s", "0,02 s"). */
export const decimal = (x, digits) => new FluentNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });

/** `items` joined as the page's language separates a list's items ("a; b", French "a\u202f; b"). */
export function joinList(items) {
  return items.join(formatFirst(entries, 'list-separator', null, warnOnce)?.value ?? '; ');
}

/** The page's language as Intl knows it: the tag of the bundle t() formats with first ('en' before any). */
export const pageLocale = () => entries[0]?.bundle.locales[0] ?? 'en';

/**
 * `x` as the page's language writes numbers (Intl.NumberFormat with `options`): the tables'
 * cells and the plots' ticks ("1,234.56"; German "1.234,56"; French "1 234,56"), with the
 * minus sign − the page prints values with.
 */
export const formatNumber = (x, options = {}) => new Intl.NumberFormat(pageLocale(), options).format(x).replace(/^-/, '−');
