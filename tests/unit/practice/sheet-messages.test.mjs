// An exercise's statement and a worksheet's solution as messages (crate/src/practice/mod.rs
// statement_message, crate/src/worksheet.rs solution_message): for every task, procedure and
// view of generated exercises, and for the worksheets of seeded trees, English formats each
// message with the core's arguments as the core writes it (the statement character for
// character; the solution as the LaTeX sentence reads, its math unwrapped); every other
// language formats it with no message missing or failing, keeps every value and Dewey name,
// and differs from English.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../../www/i18n/languages.js';
import { coreSentence } from '../../../www/practice/core-message.js';
import { useLanguage } from '../i18n/english.mjs';
import { core, GameTree, piTree } from '../wasm.mjs';

const TASKS = ['prune', 'values', 'window', 'next', 'order'];

/** Every exercise statement: {where, message, text}. */
function statements() {
  const out = [];
  const procs = core.procedureCatalog().procedures.map((p) => p.name);
  for (const task of TASKS) {
    for (const proc of procs) {
      for (const view of ['minimax', 'negamax']) {
        for (const seed of [1, 2]) {
          let ex;
          try {
            ex = core.exerciseGenerate({ task, proc, view, seed, degree: 2, height: 3 });
          } catch {
            continue; // no exercise of this task for this procedure
          }
          out.push({ where: ex.text, message: ex.statementMessage, text: ex.statement });
        }
      }
    }
  }
  return out;
}

/** Every worksheet's solution: {where, message, text} (text: the LaTeX sentence, unwrapped). */
function solutions() {
  const out = [];
  const trees = [{ name: 'pi', tree: piTree().tree }];
  for (let seed = 1; seed <= 8; seed += 1)
    trees.push({ name: `iid seed ${seed}`, tree: GameTree.generate({ model: 'iid', degree: 2 + (seed % 3), height: 3 + (seed % 2), seed, lo: -9, hi: 9 }) });
  for (const { name, tree } of trees) {
    for (const proc of ['F2', 'F1', 'pvs', 'sss']) {
      for (const w of [{}, { alpha: 3, beta: 5 }, { alpha: -2, beta: 0 }]) {
        for (const view of ['minimax', 'negamax']) {
          const o = { proc, view, ...w };
          let tex;
          try {
            tex = tree.worksheetTex({ ...o, solution: true });
          } catch {
            continue; // a window this procedure does not take
          }
          const line = tex.split('\n').find((l) => l.startsWith('\\noindent Solution'));
          const text = line.replace('\\noindent ', '').replaceAll('$', '');
          out.push({ where: `${name}, ${JSON.stringify(o)}`, message: tree.worksheetSolution(o), text });
        }
      }
    }
  }
  return out;
}

const all = { statements: statements(), solutions: solutions() };

test('sheet messages: English formats each statement and solution as the core writes it', () => {
  useLanguage('en');
  assert.ok(all.statements.length >= 40, `${all.statements.length} statements`);
  assert.ok(all.solutions.length >= 40, `${all.solutions.length} solutions`);
  const ids = new Set();
  for (const [kind, list] of Object.entries(all)) {
    for (const { where, message, text } of list) {
      const said = coreSentence(message, text);
      assert.equal(said.english, false, `${where}: the page knows ${message?.id}`);
      // The page's minus is typeset (−3); the LaTeX sentence's is math (-3).
      const got = kind === 'solutions' ? said.text.replaceAll('−', '-') : said.text;
      assert.equal(got, text, `${where}: ${JSON.stringify(message)}`);
      ids.add(message.id);
    }
  }
  assert.equal(ids.size, 6, [...ids].join(' ')); // five tasks' statements and the solution
  // Each outcome of the solution was met.
  const outcomes = new Set(all.solutions.map((s) => s.message.args.outcome));
  assert.deepEqual([...outcomes].sort(), ['exact', 'fail_high', 'fail_low']);
});

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  test(`sheet messages: ${lang} formats every statement and solution, with no message missing or failing`, (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    useLanguage(lang);
    try {
      for (const list of Object.values(all)) {
        for (const { where, message, text } of list) {
          const said = coreSentence(message, text);
          assert.notEqual(said.text, text, `${where}: ${lang} is not English`);
          for (const [k, v] of Object.entries(message.args)) {
            // Selectors (the view, the outcome, no cut) are worded; values and names stay.
            const worded = k === 'view' || k === 'outcome' || v === 'none';
            if (typeof v === 'string' && !worded) assert.ok(said.text.includes(v), `${where}: ${lang} keeps ${k} = ${v}: ${said.text}`);
          }
        }
      }
      assert.deepEqual(
        warn.mock.calls.map((c) => c.arguments.join(' ')),
        [],
      );
    } finally {
      useLanguage('en');
    }
  });
}
