// The SCORM adapter of the practice page (www/lms/scorm.js) against hand-made run-times for
// what scorm-again's real one (tests/browser/lms/lms-scorm.test.mjs) does not do: suspend data
// over SCORM 1.2's 4,096 characters, the API search through parents, an opener and a window
// of another origin, and the time formats.
import '../i18n/english.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findApi, interval2004, Scorm, SUSPEND_LIMIT, timespan12 } from '../../../www/lms/scorm.js';

function recorder(values = {}) {
  const sets = new Map();
  return {
    sets,
    LMSInitialize: () => 'true',
    LMSGetValue: (el) => values[el] ?? '',
    LMSSetValue: (el, v) => (sets.set(el, v), 'true'),
    LMSCommit: () => 'true',
    LMSFinish: () => 'true',
    LMSGetLastError: () => '0',
    LMSGetErrorString: () => '',
  };
}

test('suspend data over the SCORM 1.2 limit is not sent; the score is, with a one-line note', () => {
  const api = recorder({ 'cmi.student_data.mastery_score': '80' });
  const notes = [];
  const s = new Scorm({ api, version: '1.2' }, (t) => notes.push(t));
  assert.equal(s.start(), true);
  s.report(0.9, false, 'x'.repeat(SUSPEND_LIMIT['1.2'] + 1));
  assert.equal(api.sets.get('cmi.core.score.raw'), '90');
  assert.equal(api.sets.get('cmi.core.lesson_status'), 'passed');
  assert.equal(api.sets.has('cmi.suspend_data'), false);
  assert.equal(notes.length, 1);
  assert.match(notes[0], /4097 characters of suspend data, the limit is 4096/);
  const api2 = recorder({ 'cmi.student_data.mastery_score': '80' });
  const s2 = new Scorm({ api: api2, version: '1.2' }, () => {});
  s2.start();
  s2.report(0.5, false, '{"short":1}');
  assert.equal(api2.sets.get('cmi.suspend_data'), '{"short":1}');
  assert.equal(api2.sets.get('cmi.core.lesson_status'), 'incomplete', 'below mastery, not every exercise tried');
});

test('a report never lowers the score the learning system holds (Reset progress, a new session)', () => {
  for (const [version, raw, status] of [
    ['1.2', 'cmi.core.score.raw', 'cmi.core.lesson_status'],
    ['2004', 'cmi.score.raw', 'cmi.success_status'],
  ]) {
    const values = { 'cmi.student_data.mastery_score': '80', 'cmi.scaled_passing_score': '0.8', [raw]: '100' };
    const api = version === '1.2' ? recorder(values) : recorder2004(values);
    const s = new Scorm({ api, version }, () => {});
    s.start();
    s.report(0, true, '{}'); // the student reset the progress and checked one exercise wrong
    assert.equal(api.sets.get(raw), '100', version);
    assert.equal(api.sets.get(status), 'passed', version);
    s.report(0.5, true, '{}');
    assert.equal(api.sets.get(raw), '100', version);
  }
});

test("without the run-time's mastery score the package's own pass mark decides passed or failed", () => {
  for (const [score, want] of [
    [0.9, 'passed'],
    [0.5, 'failed'],
  ]) {
    const api = recorder(); // scormhost passes no mastery score on
    const s = new Scorm({ api, version: '1.2' }, () => {}, 0.8);
    s.start();
    s.report(score, true, '');
    assert.equal(api.sets.get('cmi.core.lesson_status'), want, String(score));
    const api2004 = recorder2004();
    const s2004 = new Scorm({ api: api2004, version: '2004' }, () => {}, 0.8);
    s2004.start();
    s2004.report(score, true, '');
    assert.equal(api2004.sets.get('cmi.success_status'), want, String(score));
  }
  // The run-time's own mastery score comes first.
  const api = recorder({ 'cmi.student_data.mastery_score': '95' });
  const s = new Scorm({ api, version: '1.2' }, () => {}, 0.8);
  s.start();
  s.report(0.9, true, '');
  assert.equal(api.sets.get('cmi.core.lesson_status'), 'failed');
});

function recorder2004(values = {}) {
  const sets = new Map();
  return {
    sets,
    Initialize: () => 'true',
    GetValue: (el) => values[el] ?? '',
    SetValue: (el, v) => (sets.set(el, v), 'true'),
    Commit: () => 'true',
    Terminate: () => 'true',
    GetLastError: () => '0',
    GetErrorString: () => '',
  };
}

test('without a mastery score: completed once every exercise is tried', () => {
  const api = recorder();
  const s = new Scorm({ api, version: '1.2' }, () => {});
  s.start();
  s.report(0.2, true, '');
  assert.equal(api.sets.get('cmi.core.lesson_status'), 'completed');
});

test("the API search: parents, then the opener; another origin's window ends the search", () => {
  const api = recorder();
  const top = { API: api };
  top.parent = top;
  const mid = { parent: top };
  const sco = { parent: mid };
  assert.equal(findApi(sco).api, api);
  assert.equal(findApi(sco).version, '1.2');
  const a2004 = {};
  top.API_1484_11 = a2004;
  assert.deepEqual(findApi(sco), { api: a2004, version: '2004' }, '2004 first');
  const opened = { opener: { API: api, parent: null } };
  opened.parent = opened;
  assert.equal(findApi(opened).api, api);
  const foreign = new Proxy(
    {},
    {
      get: () => {
        throw new Error('SecurityError');
      },
    },
  );
  const framed = { parent: foreign };
  assert.equal(findApi(framed), null);
});

test('session times in the formats of SCORM 1.2 and 2004', () => {
  assert.equal(timespan12(3_723_450), '0001:02:03.45');
  assert.equal(timespan12(0), '0000:00:00.00');
  assert.equal(interval2004(3_723_450), 'PT1H2M3.45S');
  assert.equal(interval2004(5000), 'PT5S');
});
