// What a page state is (the keys of url-state.js's defaults(), each with its kind of value):
// every action of the store (store.js) checks the state it makes here, so a wrong value
// stops at the action that made it, with the action and the key named.
import { ALL, OTHERS, allOptions, isMutant, optionsOf } from '../core/procedures.js';
import { NEG_INF, POS_INF, toNumber } from '../core/score.js';
import { TASKS } from '../practice/tasks.js';
import { FEEDBACK_MODES } from '../practice/feedback-mode.js';
import { MAX_ATTEMPTS } from '../practice/link.js';
import { LANGUAGES, PSEUDO } from '../i18n/languages.js';
import { COMPARE_MODES, DIFF_FULL, VIEWS, defaults, stateKey, validBackup } from './url-state.js';

const isScore = (s) => s === NEG_INF || s === POS_INF || Number.isSafeInteger(s);
const isDewey = (s) => s === '' || (typeof s === 'string' && /^\d{1,9}(\.\d{1,9})*$/.test(s));
const isText = (s) => s === null || typeof s === 'string';
const isPlain = (o) => o === null || (typeof o === 'object' && !Array.isArray(o));

/** Throws a TypeError naming the action and the key when `s` is not a page state. */
export function checkState(s, action = 'the store') {
  const fail = (key, what) => {
    throw new TypeError(`${action}: ${key} must be ${what}, not ${JSON.stringify(s[key])?.slice(0, 80)}`);
  };
  const expected = Object.keys(defaults());
  for (const k of Object.keys(s)) if (!expected.includes(k)) fail(k, 'absent (not a key of the page state)');
  for (const k of expected) if (!(k in s)) fail(k, 'given');
  if (!ALL.includes(s.proc)) fail('proc', `one of ${ALL.join(', ')}`);
  if (!isScore(s.alpha)) fail('alpha', 'an integer, -inf or +inf');
  if (!isScore(s.beta)) fail('beta', 'an integer, -inf or +inf');
  if (!(toNumber(s.alpha) < toNumber(s.beta))) fail('alpha', `less than beta (${s.beta})`);
  if (!VIEWS.includes(s.view)) fail('view', VIEWS.join(' or '));
  if (!(s.step === null || (Number.isSafeInteger(s.step) && s.step >= 0))) fail('step', 'null or a step number');
  if (!(s.sel === null || isDewey(s.sel))) fail('sel', "null or a Dewey name ('' the root)");
  for (const k of ['dewey', 'crit', 'embed', 'present', 'follow', 'table']) if (typeof s[k] !== 'boolean') fail(k, 'true or false');
  if (s.tree !== null) fail('tree', 'null (the tree is the page\'s CurrentTree)');
  if (!isPlain(s.gen)) fail('gen', "null or the generator's settings");
  if (!Array.isArray(s.cmp) || s.cmp.some((n) => !OTHERS.includes(n)) || new Set(s.cmp).size < s.cmp.length) fail('cmp', `distinct procedures of ${OTHERS.join(', ')}`);
  if (!COMPARE_MODES.includes(s.cmode)) fail('cmode', COMPARE_MODES.join(' or '));
  const diffOk = (n) => n === DIFF_FULL || (ALL.includes(n) && n !== 'compare') || isMutant(n);
  if (!Array.isArray(s.diff) || s.diff.length !== 2 || !s.diff.every(diffOk)) fail('diff', `two of ${DIFF_FULL} and the procedures`);
  if (!isPlain(s.exp)) fail('exp', "null or the Experiments panel's settings");
  if (!isText(s.patho)) fail('patho', 'null or text');
  const p = s.practice;
  if (!isPlain(p) || !p || !['explore', 'practice'].includes(p.mode) || !TASKS.includes(p.task) || !isText(p.ex) || !isText(p.set) || typeof p.hide !== 'boolean' || !FEEDBACK_MODES.includes(p.feedback) || typeof p.fresh !== 'boolean' || !(p.attempts === null || (Number.isInteger(p.attempts) && p.attempts >= 1 && p.attempts <= MAX_ATTEMPTS))) {
    fail('practice', `{mode: explore|practice, task: ${TASKS.join('|')}, ex, set: text or null, hide: true|false, feedback: ${FEEDBACK_MODES.join('|')}, fresh: true|false, attempts: null or 1..${MAX_ATTEMPTS}}`);
  }
  if (!(s.lang === null || LANGUAGES.includes(s.lang) || s.lang === PSEUDO)) fail('lang', `null or one of ${[...LANGUAGES, PSEUDO].join(', ')}`);
  for (const o of allOptions()) {
    const k = stateKey(o.name);
    const v = s[k];
    const ok = o.kind === 'bool' ? typeof v === 'boolean'
      : o.kind === 'int' ? Number.isSafeInteger(v) && v >= leastOf(o.name) && v <= (o.max ?? Infinity)
      : o.name === 'backup' ? typeof v === 'string' && validBackup(v) === v
      : (o.choices ?? []).includes(v);
    if (!ok) fail(k, `a valid ${o.name} (${o.kind}${o.choices ? `: ${o.choices.join(', ')}` : ''})`);
  }
  return s;
}

/** The least value any procedure allows for an integer option (m and n start at 1 for
 *  m&n minimaxing, at 2 for m&n alpha-beta: the run says which, the state allows both). */
function leastOf(name) {
  return Math.min(...ALL.flatMap((p) => optionsOf(p).filter((o) => o.name === name).map((o) => o.min ?? -Infinity)));
}
