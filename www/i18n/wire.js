// The page's language kept with its state: the language menu, and the messages loaded for
// the link's lang= (else the browser's languages) at start and whenever the state changes.

import { splitFragment } from '../state/url-state.js';
import { trackHeaderHeight } from './header-height.js';
import { language, setLanguage } from './l10n.js';
import { languageMenu } from './language-menu.js';
import { pageLanguage, resolveLanguage, validTag } from './languages.js';

/**
 * Starts loading the messages for the link in the address bar (before the core is in, so
 * they load side by side). `choose(lang)`: the store's action for the menu. Returns
 * {follow(lang), ready()}: follow the state's lang (null: the browser's); ready resolves
 * once the language shown is localised.
 */
export function wireLanguage(select, choose) {
  const sync = languageMenu(select, choose);
  trackHeaderHeight(select.closest('header'));
  let pending = Promise.resolve();
  const follow = (linkLang) => {
    const want = pageLanguage({ link: linkLang, browser: navigator.languages ?? [navigator.language] });
    sync(want);
    if (want !== language()) pending = setLanguage(want);
    return pending;
  };
  const tag = validTag(splitFragment(location.hash).get('lang'));
  follow(tag ? resolveLanguage(tag) : null);
  return { follow, ready: () => pending };
}
