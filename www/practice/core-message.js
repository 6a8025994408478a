// The core's practice sentences (a hint's text, a position's feedback) in the page's language:
// the core gives each with its message ({id, args}: see crate/src/practice/message.rs) beside
// the English text. The ids the page knows are listed here, each whole (a message the core
// names that is not here, or a core without messages, shows the English text, marked so).
import { count, t } from '../i18n/translate.js';

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
  'practice-ex-statement-prune',
  'practice-ex-statement-values',
  'practice-ex-statement-window',
  'practice-ex-statement-next',
  'practice-ex-statement-order',
  'practice-sheet-solution',
]);

/** `s` with its first letter in upper case, as the core writes a sentence ("position 2.1 is …"). */
const capitalized = (s) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/**
 * The sentence `message` says, in the page's language: {text, english: false}; or `english`
 * (the core's text) with english: true when the page does not know the message. Numbers
 * (ordinals, counts) are formatted as counts (their plural or ordinal form is selected).
 */
export function coreSentence(message, english) {
  if (!message || !KNOWN.has(message.id)) return { text: english, english: true };
  const args = Object.fromEntries(Object.entries(message.args ?? {}).map(([k, v]) => [k, typeof v === 'number' ? count(v) : v]));
  return { text: capitalized(t(message.id, args)), english: false };
}
