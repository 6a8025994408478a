// The core's practice sentences (a hint's text, a position's feedback) in the page's language:
// the core gives each with its message ({id, args}: see crate/src/practice/message.rs) beside
// the English text. The ids the page knows are listed here, each whole (a message the core
// names that is not here, or a core without messages, shows the English text, marked so).
import { count, t } from '../i18n/translate.js';
import { h } from './dom.js';

const KNOWN = new Set([
  'practice-hint-cutoff-parent',
  'practice-hint-cutoff-ancestor',
  'practice-hint-cutoff-root',
  'practice-hint-cutoff-window',
  'practice-hint-bounds',
  'practice-hint-values-window',
  'practice-hint-values',
  'practice-hint-values-bottom',
  'practice-hint-next',
  'practice-hint-order',
  // An exercise's statement and a worksheet's solution.
  'practice-ex-statement-prune',
  'practice-ex-statement-values',
  'practice-ex-statement-window',
  'practice-ex-statement-next',
  'practice-ex-statement-order',
  'practice-sheet-solution',
  // A position's feedback sentence (a checked answer's), and the clauses it is built around.
  'practice-fb-order-right',
  'practice-fb-order-wrong',
  'practice-fb-window-fail-low',
  'practice-fb-window-exact',
  'practice-fb-window-fail-high',
  'practice-fb-window-not',
  'practice-fb-window-value',
  'practice-fb-window-value-wrong',
  'practice-fb-window-saved',
  'practice-fb-window-examined',
  'practice-fb-window-higher',
  'practice-fb-window-nothing',
  'practice-fb-prune-right',
  'practice-fb-prune-missed',
  'practice-fb-prune-examined',
  'practice-fb-prune-higher',
  'practice-fb-prune-below-none',
  'practice-fb-never',
  'practice-fb-cut-minimax-max',
  'practice-fb-cut-minimax-min',
  'practice-fb-cut-negamax-max',
  'practice-fb-cut-negamax-min',
  'practice-fb-cut-other',
  'practice-fb-cut-other-minimax',
  'practice-fb-values-exact',
  'practice-fb-values-lower',
  'practice-fb-values-upper',
  'practice-fb-values-empty',
  'practice-fb-values-missed',
  'practice-fb-values-wrong-value',
  'practice-fb-values-wrong-bound',
  'practice-fb-values-wrong-both',
  'practice-fb-values-terminal',
  'practice-fb-values-terminal-unexamined',
  'practice-fb-values-no-record',
  'practice-fb-values-not-examined',
  'practice-fb-next-examines',
  'practice-fb-next-tests',
  'practice-fb-next-researches',
  'practice-fb-next-not',
  'practice-fb-next-raise',
  'practice-fb-next-stays',
  'practice-fb-next-first',
  'practice-fb-next-research',
  'practice-fb-next-test',
  'practice-fb-next-m',
  'practice-fb-next-m-wrong',
  'practice-fb-next-cut',
  'practice-fb-next-test-no-cut',
  'practice-fb-next-equal',
  'practice-fb-next-less',
  'practice-fb-next-cut-plain',
  'practice-fb-next-mn-cutoff',
  'practice-fb-next-mn-keeps',
  'practice-fb-next-mn-changes',
  'practice-fb-next-mn-beta',
  'practice-fb-next-mn-alpha',
  'practice-fb-next-mn-highest',
]);

/** `s` with its first letter in upper case, as the core writes a sentence ("position 2.1 is …"). */
const capitalized = (s) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** Whether the page knows `message` and every message nested in its arguments. */
const known = (message) => KNOWN.has(message?.id) && Object.values(message.args ?? {}).every((v) => typeof v !== 'object' || known(v));

/** `message` formatted: its nested messages first (as they stand, inside the sentence), numbers as counts. */
function format(message) {
  const args = Object.fromEntries(
    Object.entries(message.args ?? {}).map(([k, v]) => [k, typeof v === 'number' ? count(v) : typeof v === 'object' ? format(v) : v]),
  );
  return t(message.id, args);
}

/**
 * The sentence `message` says, in the page's language: {text, english: false}; or `english`
 * (the core's text) with english: true when the page does not know the message (or one
 * nested in it: a clause such as why a position is cut off is a message argument of the
 * sentence). Numbers (ordinals, counts) are formatted as counts (their plural or ordinal
 * form is selected).
 */
export function coreSentence(message, english) {
  if (!message || !known(message)) return { text: english, english: true };
  return { text: capitalized(format(message)), english: false };
}

/** A span of the core's sentence `message` in the page's language (`english`, marked lang=en, when the page does not know it). */
export function coreSpan(cls, message, english) {
  const said = coreSentence(message, english);
  return h('span', { class: cls, ...(said.english ? { lang: 'en' } : {}), text: said.text });
}
