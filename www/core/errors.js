// The core's errors as the page shows them. The core throws a JS Error whose message is its
// English text and, for the errors a page user meets, `id` and `args`: the message of the
// page's message files (`e-…`, www/i18n/messages/) that words it in the page's language
// (crate/src/error.rs). A worker posts an error's message, id and args; errorFrom rebuilds it.
import { count, currentEntries, quantity, t } from '../i18n/translate.js';
import { pageError } from './page-error.js';

/** Whether the loaded messages word the core's error `id` (else its English text is shown). */
const known = (id) => typeof id === 'string' && currentEntries().some((e) => e?.bundle.hasMessage(id));

/** The text of anything thrown (by the core: in the page's language when it has the message). */
export function messageOf(err) {
  if (!(err instanceof Error)) return String(err);
  if (!known(err.id)) return err.message;
  // Numbers (offsets, counts, limits) as counts: no grouping ("2000000", as the core prints);
  // the page's own errors (core/page-error.js) group them as their English text does.
  const number = err.grouped ? quantity : count;
  return worded(err.id, err.args, number);
}

/** Message `id` with `args`: a number as `number` makes it; an argument that is itself a
 *  message, `{id, args}` (an error that says where, around the one that says what), worded first. */
function worded(id, args, number) {
  const out = {};
  for (const [k, v] of Object.entries(args ?? {})) {
    out[k] = typeof v === 'number' ? number(v) : v && typeof v === 'object' && typeof v.id === 'string' ? worded(v.id, v.args, number) : v;
  }
  return t(id, out);
}

export { errorFrom } from './page-error.js';

/** A sentence of the page's own in its language when message `id` is loaded (the later
 *  part's messages come after the first view), else its English text: for what a script says
 *  early or on a failure, when an id in place of a sentence would say nothing. */
export const wordOr = (english, id, args = {}) => messageOf(pageError(english, id, args));
