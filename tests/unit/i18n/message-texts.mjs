// The texts a message file can show, read from Fluent's own parse (not from the file's
// lines, so a selector's variants, string literals and attributes are all seen): for the
// typography and glossary tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FluentResource } from '@fluent/bundle';

/** Stands for a variable or another message in a text: a letter of no language. */
export const SLOT = '\uE000';
const LIMIT = 4096; // variants expanded per pattern; the files' largest has a few dozen

/** Every text `pattern` can give: each select's variants expanded, placeables as SLOT. */
export function texts(pattern) {
  if (pattern == null) return [];
  if (typeof pattern === 'string') return [pattern];
  let out = [''];
  for (const part of pattern) {
    let here;
    if (typeof part === 'string') here = [part];
    else if (part.type === 'str') here = [part.value];
    else if (part.type === 'num') here = [String(part.value)];
    else if (part.type === 'select') here = part.variants.flatMap((v) => texts(v.value));
    else here = [SLOT];
    out = out.flatMap((a) => here.map((b) => a + b)).slice(0, LIMIT);
  }
  return out;
}

const dir = fileURLToPath(new URL('../../../www/i18n/messages/', import.meta.url));

/** A language's messages, both parts: [{id, file, texts}] (value and every attribute). */
export function messagesOf(lang) {
  const out = [];
  for (const file of [`${lang}.ftl`, `later/${lang}.ftl`]) {
    for (const m of new FluentResource(readFileSync(`${dir}${file}`, 'utf8')).body) {
      const all = [...texts(m.value), ...Object.values(m.attributes ?? {}).flatMap((a) => texts(a))];
      out.push({ id: m.id, file, texts: all });
    }
  }
  return out;
}
