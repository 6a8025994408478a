// The core's feedback sentences as messages (crate/src/practice/message.rs), as
// core-messages.test.mjs checks the hints: on the π tree and seeded random trees, for every
// procedure, task, view and window the core has an exercise for, answers right and wrong (each
// wrong in the ways the check words differently: missed, extra, too low in the tree, wrong
// value, wrong bound, wrong outcome, wrong next position) are checked, and each position's
// sentence carries a message whose English is the core's sentence, character for character;
// every other language formats it with no message missing or failing, keeping every position
// and value, and differs from English.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../../www/i18n/languages.js';
import { coreSentence } from '../../../www/practice/core-message.js';
import { useLanguage } from '../i18n/english.mjs';
import { core, GameTree } from '../wasm.mjs';
import { practiceTrees } from './trees.mjs';

const TASKS = ['prune', 'values', 'window', 'next', 'order'];
const WINDOWS = { window: [{ alpha: 3, beta: 5 }, { alpha: -2, beta: 1 }, { beta: 0 }], next: [0, 3, 8, 20].map((step) => ({ step })) };
/** Arguments a message selects on (words, not printed as given). */
const SELECTORS = new Set(['kind', 'bound', 'outcome', 'rule', 'window', 'cut', 'side', 'exceeds', 'test']);

const bump = (v) => (typeof v === 'number' ? v + 1 : 0);

/** Wrong answers of `task`, from the expected one, each wrong in another way. */
function wrongs(task, want, shape, fullCut) {
  const dewey = shape.dewey;
  const kids = (d) => dewey.filter((x, i) => shape.parent[i] >= 0 && dewey[shape.parent[i]] === d);
  const interior = dewey.filter((_, i) => shape.degree[i] > 0);
  const terminal = dewey.filter((_, i) => shape.degree[i] === 0);
  switch (task) {
    case 'prune':
      return [{ pruned: [] }, { pruned: want.pruned.flatMap(kids) }, { pruned: kids(dewey[0]) }, { pruned: dewey.slice(1) }];
    case 'values': {
      const entries = Object.entries(want.values);
      const flip = { exact: 'lower', lower: 'upper', upper: 'exact' };
      return [
        { values: {} },
        { values: Object.fromEntries(entries.map(([k, v]) => [k, bump(v)])), bounds: want.bounds },
        { values: want.values, bounds: Object.fromEntries(Object.entries(want.bounds ?? {}).map(([k, b]) => [k, flip[b]])) },
        {
          values: Object.fromEntries(entries.map(([k, v]) => [k, bump(v)])),
          bounds: Object.fromEntries(Object.entries(want.bounds ?? {}).map(([k, b]) => [k, flip[b]])),
        },
        { values: Object.fromEntries([...interior, ...terminal].map((k) => [k, 99])) },
      ];
    }
    case 'window': {
      const other = { fail_low: 'exact', exact: 'fail_high', fail_high: 'fail_low' };
      return [
        { outcome: other[want.outcome], value: bump(want.value), saved: [] },
        { outcome: want.outcome, value: want.value, saved: want.saved.flatMap(kids) },
        { outcome: want.outcome, value: want.value, saved: dewey.slice(1) },
        // Positions the full window does not examine either.
        ...(fullCut ? [{ outcome: want.outcome, value: want.value, saved: fullCut }] : []),
      ];
    }
    case 'next':
      return [{ examined: dewey[dewey.length - 1] === want.examined ? dewey[1] : dewey[dewey.length - 1], cutoff: !want.cutoff, m: bump(want.m) }];
    case 'order':
      return [
        {
          order: Object.fromEntries(
            interior.map((d, k) => [d, [...Array(shape.degree[dewey.indexOf(d)]).keys()].map((i) => i + 1).sort((a, b) => (k % 2 ? a - b : b - a))]),
          ),
        },
      ];
    default:
      return [];
  }
}

/** Every feedback sentence the core gives for right and wrong answers: {where, fb}. */
function sentences() {
  const trees = practiceTrees();
  const out = [];
  const procs = core.procedureCatalog().procedures.map((p) => p.name);
  for (const { name, tree } of trees) {
    const shape = tree.shape();
    for (const proc of procs) {
      for (const task of TASKS) {
        for (const view of ['negamax', 'minimax']) {
          for (const w of WINDOWS[task] ?? [{}]) {
            const options = { ...w, view };
            let want;
            try {
              want = tree.practiceExpected(task, proc, options);
            } catch {
              continue; // a task this procedure has no exercise for
            }
            let fullCut = null;
            if (task === 'window') fullCut = tree.practiceExpected('prune', proc, { view }).pruned;
            for (const answer of [want, ...wrongs(task, want, shape, fullCut)]) {
              const check = tree.practiceCheck(task, proc, options, answer);
              const where = `${name}, ${proc}, ${task}, ${view} ${JSON.stringify(w)}, answer ${JSON.stringify(answer)}`;
              for (const fb of check.feedback) out.push({ where, fb });
              // A diagnosis' example is such a sentence: its message beside its English.
              for (const d of [...check.diagnosis, check.closest].filter(Boolean)) {
                const m = d.message.args;
                if (m.example !== 'none')
                  out.push({
                    where: `${where}, the example of ${d.id}`,
                    fb: { message: m.exampleMessage, sentence: m.example, verdict: 'wrong', example: true },
                  });
              }
            }
          }
        }
      }
    }
  }
  // Slagle's m&n cutoffs come late in a step-through: every step of mn-alphabeta on two trees
  // that have each kind (found by running it).
  for (const seed of [2, 3]) {
    const tree = GameTree.generate({ model: 'iid', degree: 3, height: 4, seed, lo: -9, hi: 9 });
    for (let step = 0; ; step += 1) {
      let want;
      try {
        want = tree.practiceExpected('next', 'mn-alphabeta', { step });
      } catch {
        break; // the search is over
      }
      const wrong = { examined: want.examined, cutoff: !want.cutoff, m: bump(want.m) };
      for (const answer of [want, wrong])
        for (const fb of tree.practiceCheck('next', 'mn-alphabeta', { step }, answer).feedback)
          out.push({ where: `iid seed ${seed}, mn-alphabeta, step ${step}, answer ${JSON.stringify(answer)}`, fb });
    }
  }
  return out;
}

const all = sentences();

/** The printed arguments of `message` and the messages nested in it. */
function printed(message, out = []) {
  for (const [k, v] of Object.entries(message.args)) {
    if (typeof v === 'object') printed(v, out);
    else if (typeof v === 'string' && v !== 'root' && v !== 'none' && !SELECTORS.has(k)) out.push(v);
  }
  return out;
}

/** The ids of `message` and of the messages nested in it. */
const idsIn = (message) => [message.id, ...Object.values(message.args).flatMap((v) => (typeof v === 'object' ? idsIn(v) : []))];

test('core feedback: each sentence carries a message, and English formats it as the core writes it', () => {
  useLanguage('en');
  assert.ok(all.length > 2000, `${all.length} sentences`);
  const ids = new Set();
  const verdicts = new Set();
  for (const { where, fb } of all) {
    const said = coreSentence(fb.message, fb.sentence);
    assert.equal(said.english, false, `${where}: the page knows ${JSON.stringify(fb.message)}`);
    assert.equal(said.text, fb.sentence, `${where}: ${JSON.stringify(fb.message)}`);
    for (const id of idsIn(fb.message)) ids.add(id);
    verdicts.add(fb.verdict);
  }
  assert.deepEqual([...verdicts].sort(), ['missed', 'right', 'wrong']);
  assert.ok(
    all.some(({ fb }) => fb.example),
    'some diagnosis quotes an example',
  );
  assert.ok(ids.size >= 55, [...ids].join(' '));
  console.log(`${all.length} sentences, ${ids.size} messages: ${[...ids].sort().join(' ')}`);
});

for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
  test(`core feedback: ${lang} formats every sentence, with no message missing or failing`, (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    useLanguage(lang);
    try {
      for (const { where, fb } of all) {
        const said = coreSentence(fb.message, fb.sentence);
        assert.notEqual(said.text, fb.sentence, `${where}: ${lang} is not English`);
        const text = said.text.toLowerCase();
        for (const v of printed(fb.message)) assert.ok(text.includes(v.toLowerCase()), `${where}: ${lang} keeps ${v}: ${said.text}`);
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
