// The message files against each other and against the page: every language has every
// message of English with the same variables and attributes (a translation that drops a
// variable would show wrong numbers; one that drops .aria-label would leave English to a
// screen reader), and every data-l10n-id of index.html has an English message.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { makeBundle } from '../../../www/i18n/bundle.js';
import { LANGUAGES } from '../../../www/i18n/languages.js';

const dir = fileURLToPath(new URL('../../../www/i18n/messages/', import.meta.url));
const html = readFileSync(fileURLToPath(new URL('../../../index.html', import.meta.url)), 'utf8');
/** A language's messages: the first view's part and the later part (l10n.js loads them apart). */
const firstPart = (lang) => readFileSync(`${dir}${lang}.ftl`, 'utf8');
const laterPart = (lang) => readFileSync(`${dir}later/${lang}.ftl`, 'utf8');
const text = (lang) => `${firstPart(lang)}\n${laterPart(lang)}`;
const idsOf = (source) => [...source.matchAll(/^([a-zA-Z][\w-]*) *=/gm)].map((m) => m[1]);

/** The variables a pattern uses ($name), through selectors, variants and call arguments. */
function variables(pattern, out = new Set()) {
  if (pattern == null || typeof pattern === 'string') return out;
  if (Array.isArray(pattern)) {
    for (const p of pattern) variables(p, out);
    return out;
  }
  if (pattern.type === 'var') out.add(pattern.name);
  if (pattern.type === 'select') {
    variables(pattern.selector, out);
    for (const v of pattern.variants) variables(v.value, out);
  }
  for (const a of [...(pattern.args ?? [])]) variables(a.type === 'narg' ? a.value : a, out);
  return out;
}

/** {id: {value: bool, attributes: [names], vars: {part: [names]}}} for a language's file. */
function shapeOf(lang) {
  const source = text(lang);
  const { bundle, errors } = makeBundle(lang, source);
  assert.deepEqual(errors.map(String), [], `${lang}.ftl has syntax errors`);
  const ids = idsOf(source);
  assert.equal(new Set(ids).size, ids.length, `${lang}.ftl and later/${lang}.ftl define an id twice`);
  const out = {};
  for (const id of ids) {
    const msg = bundle.getMessage(id);
    const attrs = Object.keys(msg.attributes).sort();
    out[id] = {
      value: msg.value != null,
      attributes: attrs,
      vars: Object.fromEntries([['value', [...variables(msg.value)].sort()], ...attrs.map((a) => [a, [...variables(msg.attributes[a])].sort()])]),
    };
  }
  return out;
}

test('messages: there is one file per language and part, and no other', () => {
  const files = LANGUAGES.map((l) => `${l}.ftl`).sort();
  assert.deepEqual(
    readdirSync(dir)
      .filter((f) => f.endsWith('.ftl'))
      .sort(),
    files,
  );
  assert.deepEqual(
    readdirSync(`${dir}later/`)
      .filter((f) => f.endsWith('.ftl'))
      .sort(),
    files,
  );
});

/** index.html's elements marked data-l10n-later (closed panels whose opening awaits the later
 *  part), each with everything inside it: its HTML text. */
function laterElements() {
  const out = [];
  for (const m of html.matchAll(/<(\w+)\b[^>]*\bdata-l10n-later\b[^>]*>/g)) {
    const tag = m[1];
    const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    re.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = null;
    for (let t; depth && (t = re.exec(html)); ) {
      depth += t[1] ? -1 : 1;
      end = re.lastIndex;
    }
    assert.equal(depth, 0, `index.html: the <${tag} data-l10n-later> at ${m.index} is not closed`);
    out.push(html.slice(m.index, end));
  }
  return out;
}
const l10nIds = (text) => new Set([...text.matchAll(/data-l10n-id="([^"]+)"/g)].map((m) => m[1]));

test("messages: the later part holds no message of index.html's first view (localised before the later part loads), only of its elements marked data-l10n-later", () => {
  const later = laterElements();
  assert.ok(later.length >= 2, `${later.length} elements marked data-l10n-later`);
  const waiting = new Set(later.flatMap((text) => [...l10nIds(text)]));
  // An id used both inside and outside such an element is the first view's.
  const firstView = l10nIds(later.reduce((rest, text) => rest.replace(text, ''), html));
  for (const lang of LANGUAGES) {
    const laterIds = idsOf(laterPart(lang));
    assert.deepEqual(
      laterIds.filter((id) => firstView.has(id)),
      [],
      `later/${lang}.ftl holds messages of the first view`,
    );
    assert.deepEqual(
      [...waiting].filter((id) => !firstView.has(id) && !laterIds.includes(id) && !idsOf(firstPart(lang)).includes(id)),
      [],
      `${lang}: data-l10n-later ids without a message`,
    );
  }
});

const english = shapeOf('en');

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  test(`messages: ${lang} has every English message, with the same variables and attributes, and no other`, () => {
    const shape = shapeOf(lang);
    const missing = Object.keys(english).filter((id) => !(id in shape));
    const extra = Object.keys(shape).filter((id) => !(id in english));
    assert.deepEqual(missing, [], `${lang}.ftl lacks these messages`);
    assert.deepEqual(extra, [], `${lang}.ftl has messages English lacks`);
    for (const [id, en] of Object.entries(english))
      assert.deepEqual(shape[id], en, `${lang}: message ${id} differs from English in its value, attributes or variables`);
  });
}

/** The page's scripts (www/, without the wasm packages), as text. */
function scripts(dir = fileURLToPath(new URL('../../../www/', import.meta.url)), out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory() && !e.name.startsWith('pkg')) scripts(`${dir}${e.name}/`, out);
    else if (e.name.endsWith('.js')) out.push(readFileSync(`${dir}${e.name}`, 'utf8'));
  }
  return out.join('\n');
}
const js = scripts();

/** The core's Rust sources, as text (the ids of its errors' messages). */
function rust(dir = fileURLToPath(new URL('../../../crate/src/', import.meta.url)), out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) rust(`${dir}${e.name}/`, out);
    else if (e.name.endsWith('.rs')) out.push(readFileSync(`${dir}${e.name}`, 'utf8'));
  }
  return out.join('\n');
}
const core = rust();
const enText = text('en');

test('messages: every message id the scripts ask t() for has an English message', () => {
  const asked = new Set([...js.matchAll(/\bt\('([a-z][\w-]*)'/g)].map((m) => m[1]));
  assert.ok(asked.size > 40, `${asked.size} ids asked for`);
  assert.deepEqual(
    [...asked].filter((id) => !(id in english)),
    [],
    'ids the scripts ask for without an English message',
  );
});

test('messages: every data-l10n-id of index.html has an English message, and every English message is used', () => {
  const ids = new Set([...html.matchAll(/data-l10n-id="([^"]+)"/g)].map((m) => m[1]));
  assert.ok(ids.size > 100, `index.html has ${ids.size} localised elements`);
  assert.deepEqual(
    [...ids].filter((id) => !(id in english)),
    [],
    'ids in index.html without an English message',
  );
  // The scripts name each id they format whole, as a string ('km-why-deep'), never built from
  // parts; but for the catalogue's words (i18n/catalogue-words.js), one per procedure and
  // paper of the core's catalogue, whose names the page does not spell (catalogue-words.test.mjs
  // checks that each of these ids is a procedure or paper of the catalogue); the core names its
  // errors' (crate/src: "e-p-item"), a known mistake's words are named by the core's id of
  // the mistake (crate/src/mutants: id: "strict-cutoff"; practice/diagnosis.js), and a message
  // may be another's part ({ e-found }).
  const mistake = (id) => /^mutant-(.+)-(title|explanation|clause)$/.exec(id)?.[1];
  const used = (id) =>
    ids.has(id) ||
    js.includes(`'${id}'`) ||
    /^(proc-label|paper-title)-/.test(id) ||
    core.includes(`"${id}"`) ||
    (mistake(id) && core.includes(`id: "${mistake(id)}"`)) ||
    enText.includes(`{ ${id} }`);
  assert.deepEqual(
    Object.keys(english).filter((id) => !used(id)),
    [],
    'English messages neither index.html nor a script uses',
  );
});

test("messages: index.html's English text (shown before the messages load) is en.ftl's", () => {
  const { bundle } = makeBundle('en', text('en'));
  const unescape = (s) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&quot;/g, '"');
  let compared = 0;
  // Elements whose whole content is text: <tag ... data-l10n-id="id" ...>text</tag>.
  for (const [, attrs, body] of html.matchAll(/<\w+([^>]*data-l10n-id="[^"]+"[^>]*)>([^<]*)<\//g)) {
    const id = attrs.match(/data-l10n-id="([^"]+)"/)[1];
    const msg = bundle.getMessage(id);
    if (msg.value) {
      assert.equal(bundle.formatPattern(msg.value), unescape(body.trim()), `the text of ${id}`);
      compared += 1;
    }
    for (const [, name, value] of attrs.matchAll(/(aria-label|title|placeholder)="([^"]*)"/g)) {
      assert.ok(msg.attributes[name], `${id} has a ${name} in index.html but no .${name} in en.ftl`);
      assert.equal(bundle.formatPattern(msg.attributes[name]), unescape(value), `${id}'s ${name}`);
    }
  }
  assert.ok(compared > 80, `${compared} texts compared`);
});
