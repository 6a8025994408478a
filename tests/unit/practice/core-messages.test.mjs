// The core's practice sentences as messages (crate/src/practice/message.rs): on many seeded
// trees, for every procedure, task and view the core gives a hint for, the English message
// formatted with the core's arguments is the core's English text, character for character
// (the page shows the message, the CLI the text: both must say the same); and every other
// language formats it with no message missing or failing, differently from English.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../../www/i18n/languages.js';
import { coreSentence } from '../../../www/practice/core-message.js';
import { useLanguage } from '../i18n/english.mjs';
import { core } from '../wasm.mjs';
import { practiceTrees } from './trees.mjs';

const TASKS = ['prune', 'values', 'window', 'next', 'order'];
const WINDOWS = { window: [{ alpha: 3, beta: 5 }, { alpha: -2, beta: 1 }, { beta: 0 }] };

/** Every hint the core gives on the π tree and on seeded random trees: {where, hint}. */
function hints() {
  const trees = practiceTrees();
  const out = [];
  const procs = core.procedureCatalog().procedures.map((p) => p.name);
  for (const { name, tree } of trees) {
    for (const proc of procs) {
      for (const task of TASKS) {
        for (const view of ['negamax', 'minimax']) {
          for (const w of WINDOWS[task] ?? [{}]) {
            let hint;
            try {
              hint = tree.practiceHint(task, proc, { ...w, view });
            } catch {
              continue; // a task this procedure has no exercise for
            }
            out.push({ where: `${name}, ${proc}, ${task}, ${view} ${JSON.stringify(w)}`, hint });
          }
        }
      }
    }
  }
  return out;
}

const all = hints();

test('core messages: each hint carries a message, and English formats it as the core writes it', () => {
  useLanguage('en');
  assert.ok(all.length > 200, `${all.length} hints`);
  const ids = new Set();
  for (const { where, hint } of all) {
    const said = coreSentence(hint.message, hint.text);
    assert.equal(said.english, false, `${where}: the page knows ${hint.message?.id}`);
    assert.equal(said.text, hint.text, `${where}: ${JSON.stringify(hint.message)}`);
    ids.add(hint.message.id);
  }
  // Every kind of hint was met (each message is compared at least once).
  assert.ok(ids.size >= 8, [...ids].join(' '));
});

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  test(`core messages: ${lang} formats every hint, with no message missing or failing`, (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    useLanguage(lang);
    try {
      for (const { where, hint } of all) {
        const said = coreSentence(hint.message, hint.text);
        assert.notEqual(said.text, hint.text, `${where}: ${lang} is not English`);
        for (const v of Object.values(hint.message.args))
          if (typeof v === 'string' && v !== 'root') assert.ok(said.text.includes(v), `${where}: ${lang} keeps ${v}: ${said.text}`);
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
