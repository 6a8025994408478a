// The practice tasks' modules (www/practice/tasks/): one per task the core checks, each with
// the interface the exercise (session.js) calls, and an exercise that never asks which task
// it runs (what differs is the task module's).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TASK_KINDS } from '../../../www/practice/tasks/index.js';
import { Task } from '../../../www/practice/tasks/task.js';
import { TASKS } from '../../../www/practice/tasks.js';
import { core } from '../wasm.mjs';

test('task kinds: one module per task, and each task the core checks has one', () => {
  assert.deepEqual(Object.keys(TASK_KINDS).sort(), [...TASKS].sort());
  const g = core.GameTree.parse('((3 5) (2 9))');
  try {
    for (const task of TASKS) {
      // The core knows the task: its expected answer comes (a task it did not know would throw).
      const opts = { next: { step: 3 }, window: { alpha: 4, beta: 6 } }[task] ?? {};
      assert.ok(g.practiceExpected(task, 'F2', opts), task);
    }
  } finally {
    g.free();
  }
});

test('task kinds: each is a Task giving its own instructions, form and answer, and its words', () => {
  const en =
    readFileSync(new URL('../../../www/i18n/messages/later/en.ftl', import.meta.url), 'utf8') +
    readFileSync(new URL('../../../www/i18n/messages/en.ftl', import.meta.url), 'utf8');
  for (const [name, Kind] of Object.entries(TASK_KINDS)) {
    assert.ok(Kind.prototype instanceof Task, `${name} extends Task`);
    for (const id of [Kind.label, Kind.title]) assert.match(en, new RegExp(`^${id} =`, 'm'), `${name}: a message ${id}`);
    for (const m of ['help', 'form', 'answer']) assert.notEqual(Kind.prototype[m], Task.prototype[m], `${name} has its own ${m}()`);
  }
});

test('the exercise holds no task switch: no test of the task by name', () => {
  const src = readFileSync(new URL('../../../www/practice/session.js', import.meta.url), 'utf8');
  assert.deepEqual(src.match(/task\s*[!=]==?\s*'|'(prune|values|window|next|order)'/g) ?? [], []);
});
