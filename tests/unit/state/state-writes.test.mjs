// No module of the page writes into the page state: changes go through the store's actions
// (www/state/store.js, the one file allowed to make a state). The check parses every module
// of www/ and follows the state under its names: `S` (the page's name for it), `x.state` of a
// store, `x.state()`, and whatever is bound to those (`const P = S.practice`, `this.S = ...`,
// a getter returning it). It reports an assignment, ++/--, delete, Object.assign and the
// like, or a mutating method (push, splice, ...) on any of them. The store also freezes its
// state, so a write this check cannot see (the state passed on under another name) throws
// when it runs (tests/unit/state/store.test.mjs).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseAst } from 'vite';
import { pageModules, ROOT } from '../source-files.mjs';

/** The built wasm glue (not the page's code) and the store itself. */
const SKIP = [/^www\/state\/store\.js$/];

const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin', 'set', 'delete', 'clear', 'add']);
const OBJECT_WRITERS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);
const REFLECT_WRITERS = new Set(['set', 'deleteProperty', 'defineProperty', 'setPrototypeOf']);

const nameOf = (n) => (n?.type === 'Identifier' ? n.name : n?.type === 'MemberExpression' && !n.computed ? n.property.name : null);

/** The names a pattern binds (const {a, b: [c]} = ...). */
function bound(pattern, out = []) {
  if (!pattern) return out;
  if (pattern.type === 'Identifier') out.push(pattern.name);
  else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties) bound(p.type === 'RestElement' ? p.argument : p.value, out);
  else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) bound(e?.type === 'RestElement' ? e.argument : e, out);
  else if (pattern.type === 'AssignmentPattern') bound(pattern.left, out);
  return out;
}

/** The member expressions a pattern assigns to (({a: S.x} = ...)). */
function targets(p, out = []) {
  if (!p) return out;
  if (p.type === 'MemberExpression') out.push(p);
  else if (p.type === 'ObjectPattern') for (const x of p.properties) targets(x.type === 'RestElement' ? x.argument : x.value, out);
  else if (p.type === 'ArrayPattern') for (const e of p.elements) targets(e?.type === 'RestElement' ? e.argument : e, out);
  else if (p.type === 'AssignmentPattern') targets(p.left, out);
  return out;
}

/** The names declared directly in a list of statements. */
function declaredIn(statements, out = new Set()) {
  for (let st of statements) {
    if (st.type === 'ExportNamedDeclaration' || st.type === 'ExportDefaultDeclaration') st = st.declaration ?? st;
    if (st?.type === 'VariableDeclaration') for (const d of st.declarations) bound(d.id).forEach((x) => out.add(x));
    else if ((st?.type === 'FunctionDeclaration' || st?.type === 'ClassDeclaration') && st.id) out.add(st.id.name);
    else if (st?.type === 'ImportDeclaration') for (const sp of st.specifiers) out.add(sp.local.name);
  }
  return out;
}

/** The names a node declares for its own scope, or null when it opens none. */
function scopeOf(n) {
  switch (n.type) {
    case 'Program':
    case 'BlockStatement':
    case 'StaticBlock':
      return declaredIn(n.body);
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return new Set([...n.params.flatMap((p) => bound(p)), ...(n.type === 'FunctionExpression' && n.id ? [n.id.name] : [])]);
    case 'ForStatement':
      return n.init?.type === 'VariableDeclaration' ? declaredIn([n.init]) : new Set();
    case 'ForInStatement':
    case 'ForOfStatement':
      return n.left.type === 'VariableDeclaration' ? declaredIn([n.left]) : new Set();
    case 'CatchClause':
      return new Set(bound(n.param));
    case 'SwitchStatement':
      return declaredIn(n.cases.flatMap((c) => c.consequent));
    default:
      return null;
  }
}

/** The writes into the page state in `code`: [{line, text}]. */
export function stateWrites(code) {
  const ast = parseAst(code);
  const tainted = new Map(); // scope node -> the names it declares that hold the state (or a part)
  const props = new Set(['S']); // properties holding it (this.S, app.S, a getter's name, this.x = store.state)

  // Walks the tree with its scopes: visit(node, scopes), scopes innermost last.
  const walk = (node, visit, scopes = []) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n) => walk(n, visit, scopes));
    if (typeof node.type !== 'string') return;
    const declared = scopeOf(node);
    const inner = declared ? [...scopes, { node, declared }] : scopes;
    visit(node, inner);
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') walk(v, visit, inner);
  };
  const scopeFor = (name, scopes) => [...scopes].reverse().find((s) => s.declared.has(name))?.node ?? null;
  const taint = (name, scopes) => {
    const at = scopeFor(name, scopes);
    if (!tainted.has(at)) tainted.set(at, new Set());
    tainted.get(at).add(name);
  };

  const isState = (n, scopes) => {
    if (!n) return false;
    switch (n.type) {
      case 'Identifier': // `S` is the page's name for its state, wherever it is declared
        return n.name === 'S' || (tainted.get(scopeFor(n.name, scopes))?.has(n.name) ?? false);
      case 'MemberExpression':
        if (!n.computed && n.property.name === 'state' && /store/i.test(nameOf(n.object) ?? '')) return true;
        if (!n.computed && props.has(n.property.name)) return true;
        return isState(n.object, scopes);
      case 'CallExpression': // page.state(), this.state(): a getter of the state
        return n.callee.type === 'MemberExpression' && nameOf(n.callee) === 'state' && n.arguments.length === 0;
      case 'ChainExpression':
        return isState(n.expression, scopes);
      case 'LogicalExpression':
        return isState(n.left, scopes) || isState(n.right, scopes);
      case 'ConditionalExpression':
        return isState(n.consequent, scopes) || isState(n.alternate, scopes);
      case 'AssignmentExpression':
        return isState(n.right, scopes);
      default:
        return false;
    }
  };

  // The names the state goes by in this file, until none is added.
  const count = () => props.size + [...tainted.values()].reduce((a, s) => a + s.size, 0);
  for (let size = -1; size !== count(); ) {
    size = count();
    walk(ast, (n, scopes) => {
      if (n.type === 'VariableDeclarator' && isState(n.init, scopes)) bound(n.id).forEach((x) => taint(x, scopes));
      if (n.type === 'AssignmentExpression' && n.operator === '=' && isState(n.right, scopes)) {
        if (n.left.type === 'MemberExpression' && !n.left.computed) props.add(n.left.property.name);
        else bound(n.left).forEach((x) => taint(x, scopes));
      }
      if ((n.type === 'MethodDefinition' || n.type === 'Property') && n.kind === 'get' && n.value?.body) {
        walk(n.value.body, (r, inner) => r.type === 'ReturnStatement' && isState(r.argument, inner) && props.add(nameOf(n.key)), scopes);
      }
    });
  }

  const writes = [];
  const report = (n) => {
    const line = code.slice(0, n.start).split('\n').length;
    writes.push({ line, text: code.slice(n.start, n.end).split('\n')[0].slice(0, 100) });
  };
  walk(ast, (n, scopes) => {
    const intoState = (target) => target?.type === 'MemberExpression' && isState(target.object, scopes);
    if (n.type === 'AssignmentExpression' && targets(n.left).some(intoState)) report(n);
    else if (n.type === 'UpdateExpression' && intoState(n.argument)) report(n);
    else if (n.type === 'UnaryExpression' && n.operator === 'delete' && intoState(n.argument)) report(n);
    else if ((n.type === 'ForOfStatement' || n.type === 'ForInStatement') && targets(n.left).some(intoState)) report(n);
    else if (n.type === 'CallExpression' && n.callee.type === 'MemberExpression' && !n.callee.computed) {
      const method = n.callee.property.name;
      const on = nameOf(n.callee.object);
      if (on === 'Object' && OBJECT_WRITERS.has(method) && isState(n.arguments[0], scopes)) report(n);
      else if (on === 'Reflect' && REFLECT_WRITERS.has(method) && isState(n.arguments[0], scopes)) report(n);
      else if (MUTATORS.has(method) && isState(n.callee.object, scopes)) report(n);
    }
  });
  return writes;
}

test("no module of www/ writes into the page state: only the store's actions change it", () => {
  const files = pageModules(SKIP);
  assert.ok(files.length > 100, `the page's modules are found (${files.length})`);
  const found = files.flatMap((f) => stateWrites(readFileSync(join(ROOT, f), 'utf8')).map((w) => `${f}:${w.line}: ${w.text}`));
  assert.deepEqual(found, [], `writes into the page state outside www/state/store.js (use an action of the store):\n${found.join('\n')}`);
});

// The check itself: each way of writing it reports is reported, and what is not a write
// into the state is not (so the test above cannot pass by seeing nothing).
test('the check finds each kind of write into the state, under each of its names', () => {
  const writes = {
    'S.step = 3;': 1,
    'S[key] = true;': 1,
    'S.practice.mode = "practice";': 1,
    'S.step++;': 1,
    'delete S.sel;': 1,
    'Object.assign(S, patch);': 1,
    'S.cmp.push("pvs");': 1,
    '({ a: S.alpha } = w);': 1,
    'function f({ S }) { S.view = "minimax"; }': 1,
    'const s = store.state; s.view = "x";': 1,
    'const s = this.store.state; s.practice.ex = null;': 1,
    'this.store.state.proc = "F2";': 1,
    'const { practice } = store.state; practice.task = "next";': 1,
    'const S2 = page?.state(); if (S2) S2.diff = [a, b];': 1,
    'class M { get P() { return this.S.practice; } f() { this.P.set = null; } }': 1,
    'class M { get P() { return this.store.state.practice; } f() { Object.assign(this.P, patch); } }': 1,
    'class T { constructor(o) { this.st = o.store.state; } f() { this.st.sel = null; } }': 1,
    'app.S.dewey = !app.S.dewey;': 1,
    'Reflect.set(store.state, "step", 1);': 1,
    'function f() { const [a] = [store.state.practice]; } const p = store.state.practice; function g() { p.mode = 1; }': 1,
  };
  for (const [code, n] of Object.entries(writes)) assert.equal(stateWrites(code).length, n, code);
  const clean = [
    'const state = readFragment(h).state; state.gen = null;', // a link's state before the store has it
    'const o = { lit: true }; o.m = 2;',
    'store.setStep(3); const k = store.state.step; let x = S.step; x = 4;',
    'const list = [...S.cmp]; list.push("pvs");',
    'this.state = 1; this.k = 2;',
    'windowPanel.set(S.alpha, S.beta);',
    'function f() { const [a, b] = store.state.diff; } function g(a) { a.value = 1; }', // another a, in another scope
  ];
  for (const code of clean) assert.deepEqual(stateWrites(code), [], code);
});
