// The language menu in the page's header: a labelled <select> of the languages, each by its
// own name. Choosing one goes through the store (the link carries it as lang=).
import { ENDONYMS, LANGUAGES, PSEUDO } from './languages.js';

/** Fills `select` and calls `onChoose(lang)` when the person picks a language. Returns
 *  `sync(lang)`, which shows `lang` as chosen (en-XA is listed only while it is in use). */
export function languageMenu(select, onChoose) {
  const option = (lang) => {
    const o = document.createElement('option');
    o.value = lang;
    o.lang = lang;
    o.textContent = ENDONYMS[lang];
    return o;
  };
  select.replaceChildren(...LANGUAGES.map(option));
  select.addEventListener('change', () => onChoose(select.value));
  return (lang) => {
    const pseudo = select.querySelector(`option[value="${PSEUDO}"]`);
    if (lang === PSEUDO && !pseudo) select.append(option(PSEUDO));
    if (lang !== PSEUDO) pseudo?.remove();
    select.value = lang;
  };
}
