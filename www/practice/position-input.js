// A position typed by the student (Predict, the next-step task): a Dewey name such as 2.1,
// or the root by the page's own name for it in any case ("root", "the root", "racine", …) or
// left empty. The core names the root by the empty string (crate/src/dewey.rs).
import { t } from '../i18n/translate.js';

/** The words that name the root on the page: English's and the page language's. */
function rootWords() {
  const words = ['root', 'the root', t('practice-root'), t('table-root'), t('practice-position', { p: 'root' })];
  return new Set(words.map((w) => w.trim().toLocaleLowerCase()));
}

/** The Dewey name of the position `text` names ('' for the root), trimmed. */
export function readPosition(text) {
  const s = String(text ?? '').trim();
  return rootWords().has(s.toLocaleLowerCase()) ? '' : s;
}

/** How a field shows the position `dewey` ('' is the root): the page's word for the root. */
export const writePosition = (dewey) => (dewey === '' ? t('practice-root') : dewey);
