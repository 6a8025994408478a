// Words every family's step sentences share: lists of positions by their Dewey coordinates
// (K&M section 2), in the page's language.
import { t } from '../i18n/translate.js';

/** '2.1', or 'root' for the root (the messages select on it to say "the root"). */
export function shortDewey(dewey) {
  return dewey || 'root';
}

/** Dewey names joined by commas: "2.2, 2.3" (the root as "root"). */
export const names = (deweys) => deweys.map(shortDewey).join(', ');

/** "2.2", "2.2 and 2.3", "1, 2 and 3" in the page's language (the message list-and). */
export function deweyList(deweys) {
  const all = deweys.map(shortDewey);
  if (all.length <= 1) return all.join('');
  return t('list-and', { init: all.slice(0, -1).join(', '), last: all.at(-1) });
}
