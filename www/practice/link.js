// The practice part of the link (see state/url-state.js for the rest):
//
//   #mode=practice&task=values&ex=values.F2.s123.d3h4.good.v-9..9&set=...&hide=1
//
// mode=practice opens practice mode; task (prune|values|window|next|order) is the task on
// the link's tree; ex is an exercise spec in the core's text form (the tree comes from its
// seed); set a comma-separated exercise set (progress kept in localStorage); hide=1 a
// teacher's link: "Show answer" waits until the student has checked once; feedback
// (end|continuous|fix) when marks and values are judged (practice/feedback-mode.js); fresh=1 a
// new tree of the exercise's kind after each check, attempts=N (1-20) a limit of such
// attempts (practice/fresh.js); a learning-system package's launch link adds answers=
// (always|after-attempts|never: when Show answer shows it), hintcost=PCT (the share of the
// points a hint costs) and pass=PCT (its pass mark, for a run-time that passes none on). Read here,
// validated in form only (the core validates ex and set); nothing reaches the DOM as HTML.

import { count, quantity, t } from '../i18n/translate.js';
import { FEEDBACK_MODES } from './feedback-mode.js';
import { TASKS } from './tasks.js';

/** The most attempts a teacher's link may allow (attempts=N). */
export const MAX_ATTEMPTS = 20;

const SPEC = /^[a-z0-9.,_+-]{1,600}$/i;

export function practiceDefaults() {
  return {
    mode: 'explore',
    task: 'prune',
    ex: null,
    set: null,
    hide: false,
    feedback: 'end',
    fresh: false,
    attempts: null,
    answers: 'always',
    hintcost: 0,
    pass: null,
  };
}

/** When Show answer shows the answer (answers=; a package's default is after-attempts). */
export const ANSWER_POLICIES = ['always', 'after-attempts', 'never'];

/** A whole percentage 0-100 from a link's text, or NaN. */
const percent = (v) => (/^\d{1,3}$/.test(v) && Number(v) <= 100 ? Number(v) : NaN);

/** The practice keys of a split fragment (a Map), with problems pushed to `problems`. */
export function readPractice(p, problems = []) {
  const out = practiceDefaults();
  if (p.get('mode') === 'practice') out.mode = 'practice';
  else if (p.has('mode') && p.get('mode') !== 'explore') problems.push(t('link-unknown-mode', { value: p.get('mode').slice(0, 20) }));
  const bad = new Set(); // reported already
  if (p.has('task')) {
    const task = p.get('task').trim().toLowerCase();
    if (TASKS.includes(task)) out.task = task;
    else {
      problems.push(t('link-unknown-task', { value: task.slice(0, 20), choices: TASKS.join(', ') }));
      bad.add('task');
    }
  }
  for (const k of ['ex', 'set']) {
    if (!p.has(k)) continue;
    const v = p.get(k).trim();
    if (SPEC.test(v)) out[k] = v;
    else {
      problems.push(t('link-bad-exercise', { key: k, long: v.length > 600 ? 'yes' : 'no', limit: quantity(600) }));
      bad.add(k);
    }
  }
  out.hide = p.get('hide') === '1';
  if (p.has('feedback')) {
    const v = p.get('feedback').trim().toLowerCase();
    if (FEEDBACK_MODES.includes(v)) out.feedback = v;
    else {
      problems.push(t('link-unknown-feedback', { value: v.slice(0, 20), choices: FEEDBACK_MODES.join(', ') }));
      bad.add('feedback');
    }
  }
  out.fresh = p.get('fresh') === '1';
  if (p.has('attempts')) {
    const v = p.get('attempts').trim();
    const n = /^\d{1,3}$/.test(v) ? Number(v) : NaN;
    if (n >= 1 && n <= MAX_ATTEMPTS) out.attempts = n;
    else {
      problems.push(t('link-bad-attempts', { max: String(MAX_ATTEMPTS), value: v.slice(0, 20) }));
      bad.add('attempts');
    }
  }
  if (p.has('answers')) {
    const v = p.get('answers').trim().toLowerCase();
    if (ANSWER_POLICIES.includes(v)) out.answers = v;
    else {
      problems.push(t('link-unknown-answers', { value: v.slice(0, 20), choices: ANSWER_POLICIES.join(', ') }));
      bad.add('answers');
    }
  }
  for (const k of ['hintcost', 'pass']) {
    if (!p.has(k)) continue;
    const n = percent(p.get(k).trim());
    if (Number.isInteger(n)) out[k] = n;
    else {
      problems.push(t('link-bad-percent', { key: k, value: p.get(k).trim().slice(0, 20) }));
      bad.add(k);
    }
  }
  if (out.mode === 'practice') return out;
  // The practice keys mean nothing in explore mode, and the page does not write them there.
  const unused = ['task', 'ex', 'set', 'hide', 'feedback', 'fresh', 'attempts', 'answers', 'hintcost', 'pass'].filter(
    (k) => p.has(k) && !bad.has(k) && (k !== 'hide' || out.hide) && (k !== 'fresh' || out.fresh),
  );
  if (unused.length) problems.push(t('link-practice-only', { keys: unused.map((k) => `${k}=`).join(', '), count: count(unused.length) }));
  return practiceDefaults();
}

/** The link's practice keys (empty in explore mode). */
export function writePractice(s) {
  if (s?.mode !== 'practice') return [];
  const parts = ['mode=practice', `task=${s.task}`];
  if (s.ex) parts.push(`ex=${s.ex}`);
  if (s.set) parts.push(`set=${s.set}`);
  if (s.hide) parts.push('hide=1');
  if (s.feedback && s.feedback !== 'end') parts.push(`feedback=${s.feedback}`);
  if (s.fresh) parts.push('fresh=1');
  if (s.attempts) parts.push(`attempts=${s.attempts}`);
  if (s.answers && s.answers !== 'always') parts.push(`answers=${s.answers}`);
  if (s.hintcost) parts.push(`hintcost=${s.hintcost}`);
  if (s.pass != null) parts.push(`pass=${s.pass}`);
  return parts;
}
