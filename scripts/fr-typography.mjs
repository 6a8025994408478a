// French typography for the French message files (docs/glossary.md, "Typography"): a
// no-break space U+00A0 before : and inside « », a narrow one U+202F before ; ? !, and the
// apostrophe ’ for ', in the text of each message (never in a placeable, an id, a variant
// key or a comment). Run it after adding French messages:
//   node scripts/fr-typography.mjs            rewrites www/i18n/messages/{,later/}fr.ftl
//   node scripts/fr-typography.mjs --check    lists the lines it would change, exit 1 if any
// tests/unit/i18n/typography.test.mjs checks the result; a text it cannot place (a colon at
// the start of a variant after a selector's "}") is left for that test to name.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** Which characters of `body` are the pattern's text (outside { … } and its string literals). */
function textMask(body) {
  const mask = [];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (depth === 0) {
      if (c === '{') depth = 1;
      mask.push(depth === 0);
      continue;
    }
    if (inString) {
      if (c === '\\') {
        mask.push(false, false);
        i++;
        continue;
      }
      if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    mask.push(false);
  }
  return mask;
}

/** A key's name in a list of keys ("t, ?, [", "(?)"): no space goes before it. */
const isKeyName = (body, i) => /(^|[(,] ?)$/.test(body.slice(Math.max(0, i - 2), i)) && /^[),]/.test(body.slice(i + 1, i + 2));

/** One pattern's text with French spacing and apostrophes. */
export function frenchText(body) {
  const mask = textMask(body);
  const out = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    const next = body[i + 1] ?? '';
    if (!mask[i]) {
      out.push(c);
      continue;
    }
    if (c === "'") {
      out.push('’');
      continue;
    }
    if (':;?!'.includes(c) && out.length) {
      const space = c === ':' ? NBSP : NNBSP;
      const skip = (c === ':' && (next === '=' || next === '/' || (/\d/.test(out.at(-1)) && /\d/.test(next)))) || ('?!'.includes(c) && isKeyName(body, i));
      const literal = out
        .slice(-14)
        .join('')
        .match(/\{ "\\u(00A0|202F)" \}$/i); // { "\u202F" }; after a selector
      if (literal) out.splice(out.length - literal[0].length, literal[0].length, ...`{ "\\u${c === ':' ? '00A0' : '202F'}" }`);
      else if (!skip) {
        if ([' ', NBSP, NNBSP].includes(out.at(-1))) out[out.length - 1] = space;
        else out.push(space);
      }
      out.push(c);
      continue;
    }
    if (c === '«') {
      out.push(c, NBSP);
      if ([' ', NBSP].includes(next)) i++;
      continue;
    }
    if (c === '»') {
      if ([' ', NBSP, NNBSP].includes(out.at(-1))) out[out.length - 1] = NBSP;
      else out.push(NBSP);
      out.push(c);
      continue;
    }
    out.push(c);
  }
  // A space given as a literal before the mark: the literal becomes the no-break space.
  return out
    .join('')
    .replace(/\{ " " \}\u00a0/g, '{ "\\u00A0" }')
    .replace(/\{ " " \}\u202f/g, '{ "\\u202F" }');
}

/** A French .ftl file's text with every message's text set as French typography wants. */
export function frenchFile(text) {
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#') || !line.trim()) return line;
      const m = line.match(/^([a-zA-Z][\w-]* *= ?)(.*)$/) ?? line.match(/^(\s+(?:\.[\w-]+ *= ?|\*?\[[^\]]*\] ?)?)(.*)$/);
      return m ? m[1] + frenchText(m[2]) : line;
    })
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let changed = 0;
  for (const part of ['', 'later/']) {
    const path = fileURLToPath(new URL(`../www/i18n/messages/${part}fr.ftl`, import.meta.url));
    const before = readFileSync(path, 'utf8');
    const after = frenchFile(before);
    const a = before.split('\n');
    const b = after.split('\n');
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) {
        changed++;
        if (check) console.log(`${part}fr.ftl:${i + 1}: ${a[i]}`);
      }
    }
    if (!check && after !== before) writeFileSync(path, after);
  }
  console.log(`${changed} line(s) ${check ? 'to change' : 'changed'}`);
  if (check && changed) process.exit(1);
}
