import { test } from 'node:test';
import '../i18n/english.mjs';
import assert from 'node:assert/strict';
import { FreshAttempts } from '../../../www/practice/fresh.js';

class Memory {
  constructor() {
    this.m = new Map();
  }
  getItem(k) {
    return this.m.has(k) ? this.m.get(k) : null;
  }
  setItem(k, v) {
    this.m.set(k, String(v));
  }
  removeItem(k) {
    this.m.delete(k);
  }
}

test('fresh trees: attempts, seeds and scores kept per exercise, with a limit', () => {
  globalThis.localStorage = new Memory();
  const a = new FreshAttempts('prune.F2.s1.d2h3.random.v-9..9', 2);
  assert.equal(a.text(), 'Attempt 1 of 2');
  a.checked(1, 3);
  assert.equal(a.text(), 'Attempt 1 of 2 · scores: 1/3');
  a.next(99);
  assert.equal(a.text(), 'Attempt 2 of 2 · scores: 1/3');
  const b = new FreshAttempts('prune.F2.s1.d2h3.random.v-9..9', 2); // a reload
  assert.equal(b.seed, 99);
  b.checked(3, 3);
  assert.equal(b.exhausted, true);
  assert.equal(b.text(), 'No attempts left (2 of 2 used) · scores: 1/3, 3/3');
  assert.equal(new FreshAttempts('other', null).text(), 'Attempt 1');
  b.reset();
  assert.equal(new FreshAttempts('prune.F2.s1.d2h3.random.v-9..9', 2).used, 0);
  // Stored garbage is ignored, not trusted.
  globalThis.localStorage.setItem('gametree-practice-fresh:x', JSON.stringify({ seed: -4, history: [{ score: 9, total: 2 }, 'x'] }));
  const c = new FreshAttempts('x', 3);
  assert.equal(c.seed, null);
  assert.equal(c.used, 0);
  delete globalThis.localStorage;
});
