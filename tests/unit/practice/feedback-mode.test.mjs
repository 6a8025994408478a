import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FEEDBACK_MODES, StepRecord, verdictAt } from '../../../www/practice/feedback-mode.js';

// A check as the core gives it (GameTree.practiceCheck): the items right less the wrong marks
// (prune, window: a wrong item is a mark where none is expected), never below 0.
const rights = (items) => items.filter(([, v]) => v === 'right').length;
const wrongMarks = (task, items) => (task === 'values' ? 0 : items.filter(([, v]) => v === 'wrong').length);
const check = (task, items, total) => ({
  task,
  score: Math.max(0, rights(items) - wrongMarks(task, items)),
  total,
  missed: items.filter(([, v]) => v === 'missed').map(([d]) => d),
  wrong: items.filter(([, v]) => v === 'wrong').map(([d]) => d),
  feedback: items.map(([position, verdict]) => ({ position, verdict, sentence: `about ${position}` })),
});

test('feedback modes: end scores as the core does', () => {
  const s = new StepRecord('end');
  s.judged('1', false);
  assert.deepEqual(
    s.score(
      check(
        'prune',
        [
          ['1', 'right'],
          ['2', 'missed'],
        ],
        2,
      ),
    ),
    { score: 1, retried: [], fixed: [] },
  );
});

test('feedback modes: continuous, values: a value right only at the second try scores nothing', () => {
  const s = new StepRecord('continuous');
  s.judged('1', false); // wrong first, then right
  s.judged('1', true);
  s.judged('2', true);
  s.judged('3', false); // wrong and left wrong: the core scores nothing for it already
  const r = check(
    'values',
    [
      ['', 'right'],
      ['1', 'right'],
      ['2', 'right'],
      ['3', 'wrong'],
    ],
    4,
  );
  assert.deepEqual(s.score(r), { score: 2, retried: ['1'], fixed: [] });
});

test('feedback modes: continuous, prune: a wrong mark costs a point, undone or not, once', () => {
  const s = new StepRecord('continuous');
  s.judged('1', false); // marked, wrong, undone: not in the check at all
  s.judged('2.2', true);
  s.judged('3.1', false); // left marked: wrong in the check, whose score it lowers already
  const r = check(
    'prune',
    [
      ['2.2', 'right'],
      ['2.3', 'right'],
      ['3.1', 'wrong'],
    ],
    2,
  );
  assert.equal(r.score, 1);
  assert.deepEqual(s.score(r), { score: 0, retried: ['1'], fixed: [] });
});

test('feedback modes: fix discounts every corrected position', () => {
  const s = new StepRecord('fix');
  s.corrected('2');
  s.judged('2', true); // a later right step there does not undo the correction
  s.judged('1', true);
  assert.deepEqual(
    s.score(
      check(
        'values',
        [
          ['1', 'right'],
          ['2', 'right'],
        ],
        2,
      ),
    ),
    { score: 1, retried: [], fixed: ['2'] },
  );
});

test('feedback modes: an unknown mode is refused; verdictAt reads one position', () => {
  assert.deepEqual(FEEDBACK_MODES, ['end', 'continuous', 'fix']);
  assert.throws(() => new StepRecord('sometimes'), /feedback must be one of end, continuous, fix/);
  const r = check(
    'prune',
    [
      ['', 'right'],
      ['1', 'wrong'],
    ],
    1,
  );
  assert.deepEqual(verdictAt(r, '1'), { verdict: 'wrong', sentence: 'about 1' });
  assert.equal(verdictAt(r, '9'), null);
});
