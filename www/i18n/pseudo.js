// The pseudo-locale en-XA: English turned, at run time, into text that looks foreign and is
// about 40 % longer, each message in [brackets] (bundle.js adds those). A string on the page
// without brackets did not come from the message files; a layout that breaks in en-XA breaks
// with German or Polish too. Only the letters of a message's text change: digits, Dewey
// names, ±∞ and every placeable (Fluent's transform sees only the text between them) stay.

const ACCENTED = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const VOWELS = new Set('aeiouyAEIOUY');

/** Fluent's `transform` for en-XA: each letter accented, each vowel doubled (English text
 *  is about 40 % vowels, so the text grows by about that much). */
export function pseudoText(text) {
  let out = '';
  for (const ch of text) {
    const a = ACCENTED[ch];
    if (!a) out += ch;
    else out += VOWELS.has(ch) ? a + a : a;
  }
  return out;
}

/** A formatted en-XA message: bracketed, so a reader (or a test) sees where it ends. */
export const bracket = (text) => `[${text}]`;
