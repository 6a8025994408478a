// A value quoted in a message, cut short: an attribute or a typed value may be 100,000
// characters long, and a message that quotes it whole fills the page (and the error event).
/** The first `n` characters of `value` (whole characters, not halves of a pair), and "…" when cut. */
export function clip(value, n = 40) {
  const chars = Array.from(String(value));
  return chars.length > n ? `${chars.slice(0, n).join('')}…` : chars.join('');
}
