import { test } from 'node:test';
import '../i18n/english.mjs';
import assert from 'node:assert/strict';
import { SetProgress } from '../../../www/practice/progress.js';

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

test('practice progress: kept per set across page loads, and reset', () => {
  globalThis.localStorage = new Memory();
  const a = new SetProgress('x,y,z', 3);
  a.solved(0);
  a.go(2);
  a.solved();
  const b = new SetProgress('x,y,z', 3);
  assert.equal(b.text(), '2 of 3 done');
  assert.equal(b.at, 2);
  assert.equal(new SetProgress('other', 3).text(), '0 of 3 done');
  b.reset();
  assert.equal(new SetProgress('x,y,z', 3).text(), '0 of 3 done');
  localStorage.setItem('gametree-practice:x,y,z', '{not json');
  assert.equal(new SetProgress('x,y,z', 3).at, 0);
  delete globalThis.localStorage;
});
