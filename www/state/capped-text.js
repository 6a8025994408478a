// Free text from a link (patho=), kept for writing back.
import { t } from '../i18n/translate.js';

/**
 * At most `max` characters of `text`, cut between code points (half an emoji would make
 * encodeURIComponent throw when the link is written), and a lone surrogate replaced by
 * U+FFFD; `problems` hears of a cut (`what`: the link's key).
 */
export function cappedText(text, max, what, problems) {
  let out = String(text).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  if (out.length > max) {
    out = out.slice(0, /[\ud800-\udbff]/.test(out[max - 1]) ? max - 1 : max);
    problems.push(t('link-cut', { what, max: String(max) }));
  }
  return out;
}
