// Which language the page speaks: the languages it has messages for, and the choice among
// them from a link's lang=, an element's lang attribute or the browser's languages.
// Pure (no DOM): the link's reader (state/url-state.js) and the page's l10n both use it.
//
// Negotiation is RFC 4647's lookup over the primary language subtag: every language here is
// a bare primary subtag, so a well-formed request (RFC 5646 section 2.1: language, script,
// region, variants) finds the one of its language: fr-CA finds fr, de-Latn-AT finds de,
// es-419 finds es. @fluent/langneg, used before, gave the same answers for every tag of its
// grammar (which has no 3-digit region; a unit test compares them); it is not in the first
// load any more. The pseudo-locale en-XA is never negotiated from the browser's list (a
// browser asking for en-US must not get it by region fallback): only named exactly.

/** The languages with a message file (www/i18n/messages/<code>.ftl); English first: the fallback. */
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'pl'];
/** English made long, accented and bracketed at run time (pseudo.js): finds hard-coded text and tight layouts. */
export const PSEUDO = 'en-XA';
export const DEFAULT_LANGUAGE = 'en';
/** Each language's own name, as the language menu shows it (never translated: a reader finds their own). */
export const ENDONYMS = { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch', pl: 'Polski', [PSEUDO]: '[Ƥšéûðöļöçåļé]' };

/** A language tag as a link or an attribute may give one (BCP 47's shape, kept short), or null. */
export function validTag(text) {
  const t = String(text ?? '').trim();
  return t.length <= 35 && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(t) ? t : null;
}

/** A language tag's shape (RFC 5646 section 2.1, without extensions and private use):
 *  language, then optionally script, region and variants; the language is group 1. */
const WELL_FORMED = /^([a-z]{2,3})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*$/i;

/**
 * The supported language for a list of requested tags (best first): en-XA when the first
 * names it exactly, else the best match of LANGUAGES, else English. Malformed tags are skipped.
 */
export function resolveLanguage(requested) {
  const tags = (Array.isArray(requested) ? requested : [requested]).map(validTag).filter(Boolean);
  if (tags[0]?.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  for (const tag of tags) {
    const language = WELL_FORMED.exec(tag)?.[1].toLowerCase();
    if (LANGUAGES.includes(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The page's language: the link's (already resolved by the link's reader), else the
 *  element's lang attribute (the web component's), else the browser's languages. */
export function pageLanguage({ link = null, element = null, browser = [] } = {}) {
  if (link) return link;
  if (validTag(element)) return resolveLanguage(element);
  return resolveLanguage(browser);
}
