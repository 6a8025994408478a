// What a procedure does on the page comes from the core's catalogue, not from its name: no
// module of www/ holds a procedure's name (or alias) as a string, except the data module of
// the page's defaults (www/families/defaults.js) and a family's own folder for its own
// procedures (www/families/thesis/, www/families/mn/: their printed listings, and the
// routines of the thesis' traces, which share the procedures' names). Knuth & Moore's names
// have no such folder: F0, F1, F2 and any procedure added to their family are told apart by
// the catalogue's fields (window, minimax, listing). The names are the catalogue's, so a
// procedure added to it is checked too.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseAst } from 'vite';
import { pageModules, ROOT } from '../source-files.mjs';
import { core } from '../wasm.mjs';

/** Not the page's code: the built wasm glue; data: the defaults, and the sample course page
 *  for embedders, whose exercise is about F1 (a course's content, as its text is). */
const SKIP = [/^www\/families\/defaults\.js$/, /^www\/embed\/example\.js$/];

/** name (lower case) -> the folder where it may be written ('' for none). */
function names() {
  const out = new Map();
  const cat = core.procedureCatalog();
  for (const p of [...cat.procedures, ...cat.chance]) {
    const home = p.family === 'km' ? '' : `www/families/${p.family}/`;
    for (const n of [p.name, ...p.aliases]) out.set(n.toLowerCase(), home);
  }
  return out;
}

function walk(node, visit, parent = null) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit, parent));
  if (typeof node.type === 'string') visit(node, parent);
  for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') walk(v, visit, typeof node.type === 'string' ? node : parent);
}

/** The strings in `code` that name a procedure: [{line, text}]; `file` decides the home folder. */
export function procedureNames(code, file, known = names()) {
  const found = [];
  const check = (n, value) => {
    const v = value.toLowerCase();
    const name = known.has(v) ? v : known.has(v.split('@')[0]) && v.includes('@') ? v.split('@')[0] : null;
    if (name == null) return;
    const home = known.get(name);
    if (home && file.startsWith(home)) return;
    found.push({ line: code.slice(0, n.start).split('\n').length, text: code.slice(n.start, n.end) });
  };
  walk(parseAst(code), (n, parent) => {
    // A key of the keyboard (case 'F2' of a switch over event.key) is not a procedure.
    if (parent?.type === 'SwitchCase' && parent.test === n && keySwitch.has(parent)) return;
    if (n.type === 'SwitchStatement' && n.discriminant.type === 'MemberExpression' && n.discriminant.property.name === 'key')
      n.cases.forEach((c) => keySwitch.add(c));
    if (n.type === 'Literal' && typeof n.value === 'string') check(n, n.value);
    if (n.type === 'TemplateLiteral' && n.expressions.length === 0) check(n, n.quasis[0].value.cooked);
    // A name as a property (counts.F0, {sss: 2000}) is a name too.
    if (n.type === 'MemberExpression' && !n.computed && n.property.type === 'Identifier') check(n.property, n.property.name);
    if (n.type === 'Property' && !n.computed && n.key.type === 'Identifier') check(n.key, n.key.name);
  });
  return found;
}
const keySwitch = new WeakSet();

test('no module of www/ names a procedure: behaviour comes from the catalogue, defaults from families/defaults.js', () => {
  const known = names();
  const files = pageModules(SKIP);
  assert.ok(files.length > 100 && known.size > 20, `the page's modules (${files.length}) and the catalogue's names (${known.size}) are read`);
  const written = files.flatMap((f) => procedureNames(readFileSync(join(ROOT, f), 'utf8'), f, known).map((x) => `${f}:${x.line}: ${x.text}`));
  assert.deepEqual(written, [], `procedure names written in the page's code:\n${written.join('\n')}`);
});

test("the check finds a procedure's name, in any case or as an alias, and leaves the rest", () => {
  const at = 'www/panels/x.js';
  assert.equal(procedureNames("if (proc === 'F1') bound();", at).length, 1);
  assert.equal(procedureNames('const p = `F2`;', at).length, 1);
  assert.equal(procedureNames("const d = ['F1', 'f2'];", at).length, 2);
  assert.equal(procedureNames("x = 'F2@full';", at).length, 1);
  assert.equal(procedureNames("if (name === 'sss') small();", at).length, 1);
  assert.equal(procedureNames("findProc('alpha-beta');", at).length, 1);
  assert.equal(procedureNames("const block = 'alphabeta';", 'www/families/thesis/listing.js').length, 0, "a family's own folder");
  assert.equal(procedureNames("const k = 'F0';", 'www/families/thesis/listing.js').length, 1, "not another family's names");
  assert.equal(procedureNames("switch (e.key) { case 'F2': edit(); }", at).length, 0, 'a key of the keyboard');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, searched for names
  assert.equal(procedureNames("const s = `${p} F2 examines`; const t = 'F20';", at).length, 0);
  assert.equal(procedureNames('const v = counts.F0.value;', at).length, 1, 'a property');
  assert.equal(procedureNames('const LIMIT = { any: 5000, sss: 2000 };', at).length, 1, "an object's key");
  assert.equal(procedureNames('const v = counts[p].value; const o = { alpha: 1 };', at).length, 0);
});
