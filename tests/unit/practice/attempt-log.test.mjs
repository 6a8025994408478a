import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AttemptLog, attemptRecord, LOG_KEY, MAX_LINES } from '../../../www/practice/attempt-log.js';

class Memory {
  constructor(limit = Infinity) {
    this.m = new Map();
    this.limit = limit; // characters, as a browser's quota
  }
  getItem(k) {
    return this.m.has(k) ? this.m.get(k) : null;
  }
  setItem(k, v) {
    if (String(v).length > this.limit) throw new DOMException('quota', 'QuotaExceededError');
    this.m.set(k, String(v));
  }
  removeItem(k) {
    this.m.delete(k);
  }
}

const summary = (i) => ({ task: 'prune', correct: i % 2 === 0, score: i % 3, total: 2, feedback: 'end' });
const rec = (i) =>
  attemptRecord({
    time: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`,
    exercise: `prune.F2.s${i}.d2h3.random.v-9..9`,
    proc: 'F2',
    answer: { pruned: [`${i}`] },
    summary: summary(i),
    diagnosis: [{ id: 'strict-cutoff', title: 't', text: 'x' }],
    hints: 1,
  });

test('attempt log: a record has the documented fields', () => {
  assert.deepEqual(rec(4), {
    v: 1,
    time: '2026-01-01T00:00:04Z',
    exercise: 'prune.F2.s4.d2h3.random.v-9..9',
    task: 'prune',
    proc: 'F2',
    feedback: 'end',
    answer: { pruned: ['4'] },
    score: 1,
    total: 2,
    correct: true,
    diagnosis: ['strict-cutoff'],
    hints: 1,
  });
});

test('attempt log: kept across page loads as JSON lines, bounded with a note', () => {
  globalThis.localStorage = new Memory();
  const a = new AttemptLog();
  for (let i = 0; i < MAX_LINES + 7; i++) a.add(rec(i));
  const b = new AttemptLog();
  assert.equal(b.lines.length, MAX_LINES);
  assert.equal(b.dropped, 7);
  const lines = b
    .text()
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.match(lines[0].note, /7 older records were dropped/);
  assert.equal(lines[1].exercise, rec(7).exercise); // the oldest kept
  assert.equal(lines.at(-1).exercise, rec(MAX_LINES + 6).exercise);
  b.clear();
  assert.equal(new AttemptLog().lines.length, 0);
});

test('attempt log: full storage drops the oldest records with a note; storage that refuses keeps them in the page', () => {
  globalThis.localStorage = new Memory(3000);
  const a = new AttemptLog();
  let note = '';
  for (let i = 0; i < 40; i++) note = a.add(rec(i)) || note;
  assert.match(note, /storage is full: the \d+ oldest attempt records were dropped/);
  assert.ok(globalThis.localStorage.getItem(LOG_KEY).length <= 3000);
  assert.equal(a.lines.at(-1).exercise, rec(39).exercise);
  // setItem always throws (a browser with storage disabled): nothing dropped, a note.
  globalThis.localStorage = {
    getItem: () => null,
    setItem: () => {
      throw new Error('denied');
    },
    removeItem() {},
  };
  const b = new AttemptLog();
  for (let i = 0; i < 5; i++) b.add(rec(i));
  assert.equal(b.lines.length, 5);
  assert.match(b.note, /cannot be saved in this browser/);
  // No localStorage at all (a getter that throws, as in a sandboxed frame).
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new Error('SecurityError');
    },
  });
  const c = new AttemptLog();
  c.add(rec(1));
  assert.equal(c.lines.length, 1);
  assert.match(c.note, /cannot be saved/);
  delete globalThis.localStorage;
});

test('attempt log: a damaged line is left out and counted', () => {
  globalThis.localStorage = new Memory();
  globalThis.localStorage.setItem(LOG_KEY, `${JSON.stringify(rec(1))}\n{not json\n${JSON.stringify(rec(2))}\n`);
  const a = new AttemptLog();
  assert.equal(a.lines.length, 2);
  assert.equal(a.dropped, 1);
  delete globalThis.localStorage;
});
