// Whether a tree text may hold a chance position (a probability `p:`, or a `[` list in the
// parenthesised form: crate/src/notation.rs). The lean core refuses those (notation.rs,
// with_chance), so the page (state/tree-opener.js) and <game-tree-playground>
// (embed/embed.js) load the full core before reading such a text. It may say yes to a text
// without one (the full core then reads it as any other); it never says no to one with one.
export const mayHoldChance = (text) => /\d:/.test(text) || (/^\s*\(/.test(text) && text.includes('['));
