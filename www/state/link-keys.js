// The link's keys, in one table (as view/marks.js is for the marks): for each key of the page
// state, the link's keys that carry it, its default, how a link's value is read (what it
// cannot use is said in `problems`), how the state is written back (in the table's order) and
// what a valid value is (check-state.js). url-state.js reads and writes links with it; the
// key list of docs/playground.md is tested against it (tests/unit/state/link-keys.test.mjs).
//
// A row (a comment says what its key holds): {key, link: the link's keys (default [key]),
// init(): its default, read(p, s, problems), write(s): the link's parts, check(s, fail)}.
// `p` is the split fragment (a Map), `s` the state read so far (the rows above are read),
// `fail(key, what)` throws. The procedures' options are rows made from the catalogue.

import { ALL, allOptions, COMPARE_VIEW, findProc, isMinimaxProc, isMutant, KM, OTHERS, optionsOf } from '../core/procedures.js';
import { NEG_INF, POS_INF, parseScore, scoreText, toNumber } from '../core/score.js';
import { readExp, writeExp } from '../experiments/spec.js';
import { DEFAULT_DIFF, DEFAULT_PROC, DIFF_FULL } from '../families/defaults.js';
import { LANGUAGES, PSEUDO, resolveLanguage, validTag } from '../i18n/languages.js';
import { count, t } from '../i18n/translate.js';
import { FEEDBACK_MODES } from '../practice/feedback-mode.js';
import { ANSWER_POLICIES, MAX_ATTEMPTS, practiceDefaults, readPractice, writePractice } from '../practice/link.js';
import { TASKS } from '../practice/tasks.js';
import { cappedText } from './capped-text.js';
import { readGen, writeGen } from './link-gen.js';
import { comparing, SHOWS } from './show.js';

export const VIEWS = ['negamax', 'minimax'];

const isScore = (v) => v === NEG_INF || v === POS_INF || Number.isSafeInteger(v);
const isDewey = (v) => v === '' || (typeof v === 'string' && /^\d{1,9}(\.\d{1,9})*$/.test(v));
const isText = (v) => v === null || typeof v === 'string';
const isPlain = (o) => o === null || (typeof o === 'object' && !Array.isArray(o));
const percentage = (n) => Number.isInteger(n) && n >= 0 && n <= 100;

/** A value written as it is but for , : ; (the link's own separators inside a value). */
export function keepPunctuation(text) {
  return text.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%3B/g, ';');
}
const encoded = (text) => keepPunctuation(encodeURIComponent(text));

/** A switch: `key=1` on, absent off (or, `on` false, `key=0` off and absent on). */
function flag(key, on = true) {
  return {
    key,
    init: () => !on,
    read: (p, s) => {
      if (p.has(key)) s[key] = on ? p.get(key) === '1' : p.get(key) !== '0';
    },
    write: (s) => (s[key] === on ? [`${key}=${on ? 1 : 0}`] : []),
    check: (s, fail) => typeof s[key] === 'boolean' || fail(key, 'true or false'),
  };
}

/** A choice of the difference view by name (KM's, F2@full, another paper's procedure), or null. */
export function diffChoice(name) {
  if (name.toLowerCase() === DIFF_FULL.toLowerCase()) return DIFF_FULL;
  const hit = findProc(name);
  if (isMutant(name)) return name; // a mistake, once the full core is in (practice's diagnosis)
  return hit;
}

/** Backing-up functions as a link may name them: identity, sample, exp:X,Y or exp:X,Y,R,S. */
export function validBackup(text) {
  const v = String(text).trim().toLowerCase();
  if (v.length > 100) return null;
  if (v === 'identity' || v === 'sample') return v;
  const num = '-?\\d+(\\.\\d+)?';
  return new RegExp(`^exp:${num},${num}(,${num},${num})?$`).test(v) ? v : null;
}

/** The page state's key (and the link's) for a procedure option of the catalogue. */
export function stateKey(option) {
  return option === 'literal' ? 'lit' : option;
}

/** An older link's compare view: proc=compare (and no show=), where cmode= is its mode. */
const olderCompare = (p) => !p.has('show') && p.has('proc') && p.get('proc').trim().toLowerCase() === COMPARE_VIEW;

/** The rows before the procedures' options. */
const HEAD = [
  {
    key: 'tree',
    link: ['tree', 'tz', 'held', 'patch', 'sum'],
    // the tree: tree= (the core's notation), tz= (compressed), held= (kept in this tab), or
    // the generated one's patch= and sum=; read and written by url-state.js and link-tree.js
    init: () => null,
    check: (s, fail) => s.tree === null || fail('tree', "null (the tree is the page's CurrentTree)"),
  },
  {
    key: 'proc',
    // the procedure (proc=compare, the compare view of older links, reads as show=side)
    init: () => DEFAULT_PROC,
    read: (p, s, problems) => {
      if (!p.has('proc')) return;
      const v = p.get('proc');
      const hit = findProc(v);
      if (hit) s.proc = hit;
      else if (v.trim().toLowerCase() === COMPARE_VIEW)
        s.show = 'side'; // a link written before the view was no procedure
      else problems.push(t('link-unknown-proc', { value: v.slice(0, 20), km: KM.join(', '), others: OTHERS.join(', ') }));
    },
    write: (s) => [`proc=${s.proc}`],
    check: (s, fail) => ALL.includes(s.proc) || fail('proc', `one of ${ALL.join(', ')}`),
  },
  ...['alpha', 'beta'].map((key) => ({
    key,
    // the window (an integer, -inf or +inf)
    init: () => (key === 'alpha' ? NEG_INF : POS_INF),
    read: (p, s, problems) => {
      if (p.has(key)) {
        try {
          s[key] = parseScore(p.get(key), key);
        } catch (e) {
          problems.push(e.message.slice(0, 120));
        }
      }
      if (key === 'beta' && !(toNumber(s.alpha) < toNumber(s.beta))) {
        problems.push(t('link-window-order'));
        s.alpha = NEG_INF;
        s.beta = POS_INF;
      }
    },
    write: (s) => [`${key}=${encodeURIComponent(scoreText(s[key]))}`],
    check: (s, fail) => {
      if (!isScore(s[key])) fail(key, 'an integer, -inf or +inf');
      if (key === 'beta' && !(toNumber(s.alpha) < toNumber(s.beta))) fail('alpha', `less than beta (${s.beta})`);
    },
  })),
  {
    key: 'view',
    // negamax or minimax
    init: () => 'negamax',
    read: (p, s, problems) => {
      if (p.has('view')) {
        const v = p.get('view').trim().toLowerCase();
        if (VIEWS.includes(v)) s.view = v;
        else problems.push(t('link-unknown-view', { value: v.slice(0, 20) }));
      }
      // SSS*, Pearl's Scout and Slagle's procedures think from Max's standpoint: a link that
      // names one and no view opens in the minimax view, as choosing it does.
      else if (isMinimaxProc(s.proc)) s.view = 'minimax';
    },
    write: (s) => [`view=${s.view}`],
    check: (s, fail) => VIEWS.includes(s.view) || fail('view', VIEWS.join(' or ')),
  },
  {
    key: 'step',
    // the step shown (absent: the finished run)
    init: () => null,
    read: (p, s, problems) => {
      if (!p.has('step')) return;
      const v = p.get('step').trim();
      if (/^\d{1,9}$/.test(v)) s.step = Number(v);
      else if (v !== '' && v !== 'end') problems.push(t('link-bad-step', { value: v.slice(0, 20) }));
    },
    write: (s) => (s.step != null ? [`step=${s.step}`] : []),
    check: (s, fail) => s.step === null || (Number.isSafeInteger(s.step) && s.step >= 0) || fail('step', 'null or a step number'),
  },
  {
    key: 'sel',
    // the selected position (a Dewey name, root)
    init: () => null,
    read: (p, s, problems) => {
      if (!p.has('sel')) return;
      const v = p.get('sel').trim();
      if (/^(root|\d{1,9}(\.\d{1,9})*)$/.test(v) && v.length < 2000) s.sel = v === 'root' ? '' : v;
      else if (v !== '') problems.push(t('link-bad-sel', { value: v.slice(0, 20) }));
    },
    write: (s) => (s.sel != null ? [`sel=${s.sel === '' ? 'root' : s.sel}`] : []),
    check: (s, fail) => s.sel === null || isDewey(s.sel) || fail('sel', "null or a Dewey name ('' the root)"),
  },
  flag('dewey'), // Dewey coordinates shown
  flag('crit'), // critical types shown
  {
    key: 'gen',
    // the generator's parameters and seed (the tree when no other form is given)
    init: () => null,
    read: (p, s, problems) => {
      if (!p.has('gen')) return;
      s.gen = readGen(p.get('gen'), problems);
      if (!s.gen && p.get('gen').length <= 2000) problems.push(t('link-gen-unread', { value: p.get('gen').slice(0, 40) }));
    },
    write: (s) => (s.gen ? [`gen=${encoded(writeGen(s.gen))}`] : []),
    check: (s, fail) => isPlain(s.gen) || fail('gen', "null or the generator's settings"),
  },
];

/** The rows after the procedures' options. */
const TAIL = [
  {
    key: 'cmp',
    // the procedures the compare view adds to F0, F1, F2
    init: () => [],
    read: (p, s, problems) => {
      if (!p.has('cmp')) return;
      const names = p.get('cmp').split(',').filter(Boolean);
      const known = names.map(findProc).filter((n) => n && OTHERS.includes(n));
      if (known.length < names.length) problems.push(t('link-cmp-unknown'));
      s.cmp = [...new Set(known)];
    },
    write: (s) => (s.cmp?.length ? [`cmp=${s.cmp.join(',')}`] : []),
    check: (s, fail) =>
      (Array.isArray(s.cmp) && s.cmp.every((n) => OTHERS.includes(n)) && new Set(s.cmp).size === s.cmp.length) ||
      fail('cmp', `distinct procedures of ${OTHERS.join(', ')}`),
  },
  {
    key: 'show',
    link: ['show', 'cmode'],
    // what the page shows (show.js): single (one procedure, the default), side (the compare
    // view) or diff (the difference of two runs); older links' proc=compare reads as
    // show=side, with cmode=diff as show=diff
    init: () => 'single',
    read: (p, s, problems) => {
      const older = olderCompare(p);
      if (p.has('show')) {
        const v = p.get('show').trim().toLowerCase();
        if (SHOWS.includes(v)) s.show = v;
        else problems.push(t('link-unknown-cmode', { value: v.slice(0, 20), choices: SHOWS.join(t('link-or')) }));
      }
      if (!p.has('cmode')) return;
      // cmode= is the compare view's mode in older links: it means nothing without proc=compare.
      if (!older) {
        const keys = ['cmode', ...(p.has('diff') && s.show !== 'diff' ? ['diff'] : [])]; // diff= said here, not again
        return void problems.push(t('link-compare-only', { keys: keys.map((k) => `${k}=`).join(t('link-and')), count: count(keys.length) }));
      }
      const v = p.get('cmode').trim().toLowerCase();
      if (v === 'side' || v === 'diff') s.show = v;
      else problems.push(t('link-unknown-cmode', { value: v.slice(0, 20), choices: ['side', 'diff'].join(t('link-or')) }));
    },
    write: (s) => (comparing(s) ? [`show=${s.show}`] : []),
    check: (s, fail) => SHOWS.includes(s.show) || fail('show', SHOWS.join(' or ')),
  },
  {
    key: 'diff',
    // the difference view's two runs (diff=F1,F2; F2@full is F2 with the full window)
    init: () => [...DEFAULT_DIFF],
    read: (p, s, problems) => {
      if (!p.has('diff') || (s.show !== 'diff' && p.has('cmode') && !olderCompare(p))) return; // said with cmode=
      if (s.show !== 'diff') return void problems.push(t('link-diff-only'));
      const names = p
        .get('diff')
        .split(',')
        .map((x) => x.trim());
      const known = names.map(diffChoice);
      if (names.length === 2 && known.every(Boolean)) s.diff = known;
      else problems.push(t('link-bad-diff', { value: p.get('diff').slice(0, 40) }));
    },
    write: (s) => (s.show === 'diff' ? [`diff=${s.diff.join(',')}`] : []),
    check: (s, fail) => {
      const ok = (n) => n === DIFF_FULL || ALL.includes(n) || isMutant(n);
      if (!Array.isArray(s.diff) || s.diff.length !== 2 || !s.diff.every(ok)) fail('diff', `two of ${DIFF_FULL} and the procedures`);
    },
  },
  {
    key: 'exp',
    // the Experiments panel's settings (experiments/spec.js), not its results
    init: () => null,
    read: (p, s, problems) => {
      if (p.has('exp')) s.exp = readExp(p.get('exp'), problems);
    },
    write: (s) => (s.exp ? [`exp=${encoded(writeExp(s.exp))}`] : []),
    check: (s, fail) => isPlain(s.exp) || fail('exp', "null or the Experiments panel's settings"),
  },
  {
    key: 'patho',
    // the Pathology panel's settings, as text (at most 600 characters)
    init: () => null,
    read: (p, s, problems) => {
      if (p.has('patho')) s.patho = cappedText(p.get('patho'), 600, 'patho', problems) || null;
    },
    write: (s) => (s.patho ? [`patho=${encoded(s.patho)}`] : []),
    check: (s, fail) => isText(s.patho) || fail('patho', 'null or text'),
  },
  {
    key: 'mcts',
    // the Monte Carlo box open with its options, as text (at most 100 characters; the box reads
    // it when it opens, mcts/link.js): mcts=i:1000,s:1,c:1.4, or on
    init: () => null,
    read: (p, s, problems) => {
      if (p.has('mcts')) s.mcts = cappedText(p.get('mcts'), 100, 'mcts', problems) || null;
    },
    write: (s) => (s.mcts ? [`mcts=${encoded(s.mcts)}`] : []),
    check: (s, fail) => isText(s.mcts) || fail('mcts', 'null or text'),
  },
  {
    key: 'practice',
    link: ['mode', 'task', 'ex', 'set', 'hide', 'feedback', 'fresh', 'attempts', 'answers', 'hintcost', 'pass'],
    // practice mode (practice/link.js): mode=practice, the task, an exercise or a set,
    // hide=1, feedback, fresh=1, attempts; a package's answers=, hintcost=, pass=
    init: practiceDefaults,
    read: (p, s, problems) => {
      s.practice = readPractice(p, problems);
      if (s.practice.mode === 'practice' && !p.has('view')) s.view = 'minimax'; // as courses teach
    },
    write: (s) => writePractice(s.practice),
    check: (s, fail) => {
      const v = s.practice;
      const ok =
        isPlain(v) &&
        v &&
        ['explore', 'practice'].includes(v.mode) &&
        TASKS.includes(v.task) &&
        isText(v.ex) &&
        isText(v.set) &&
        typeof v.hide === 'boolean' &&
        FEEDBACK_MODES.includes(v.feedback) &&
        typeof v.fresh === 'boolean' &&
        (v.attempts === null || (Number.isInteger(v.attempts) && v.attempts >= 1 && v.attempts <= MAX_ATTEMPTS)) &&
        ANSWER_POLICIES.includes(v.answers) &&
        percentage(v.hintcost) &&
        (v.pass === null || percentage(v.pass));
      if (!ok)
        fail(
          'practice',
          `{mode: explore|practice, task: ${TASKS.join('|')}, ex, set: text or null, hide: true|false, feedback: ${FEEDBACK_MODES.join('|')}, fresh: true|false, attempts: null or 1..${MAX_ATTEMPTS}, answers: ${ANSWER_POLICIES.join('|')}, hintcost: 0..100, pass: null or 0..100}`,
        );
    },
  },
  flag('embed'), // the bare page for an iframe
  flag('present'), // presentation mode (panels/presentation.js)
  flag('follow', false), // the view follows the step-through (follow=0: it does not)
  flag('table'), // the table view of the search open
  {
    key: 'lang',
    // the page's language (en, fr, es, de, pl, en-XA; absent: the browser's)
    init: () => null,
    read: (p, s, problems) => {
      // A language the page has no messages for (lang=xx) falls back quietly (to English, or
      // fr for fr-CA); only text that is no language tag at all is reported.
      if (!p.has('lang') || p.get('lang').trim() === '') return;
      const tag = validTag(p.get('lang'));
      if (tag) s.lang = resolveLanguage(tag);
      else problems.push(t('link-bad-lang', { value: p.get('lang').slice(0, 20) }));
    },
    write: (s) => (s.lang ? [`lang=${s.lang}`] : []),
    check: (s, fail) =>
      s.lang === null || LANGUAGES.includes(s.lang) || s.lang === PSEUDO || fail('lang', `null or one of ${[...LANGUAGES, PSEUDO].join(', ')}`),
  },
];

/** The least value any procedure allows for an integer option (m and n start at 1 for
 *  m&n minimaxing, at 2 for m&n alpha-beta: the run says which, the state allows both). */
function leastOf(name) {
  return Math.min(
    ...ALL.flatMap((p) =>
      optionsOf(p)
        .filter((o) => o.name === name)
        .map((o) => o.min ?? -Infinity),
    ),
  );
}

/** One row per option of the catalogue's procedures (lit, m, n, backup, tie), checked
 *  against its spec (kind, min, max, choices): the link accepts exactly what the core does. */
function optionRows() {
  const options = allOptions();
  return [...options.filter((o) => o.kind === 'bool'), ...options.filter((o) => o.kind !== 'bool')].map((o) => {
    const key = stateKey(o.name);
    return {
      key,
      option: o,
      init: () => o.default,
      read: (p, s, problems) => {
        if (!p.has(key)) return;
        const raw = p.get(key).trim();
        const shown = raw.slice(0, 20);
        if (o.kind === 'bool') s[key] = raw === '1';
        else if (o.kind === 'int') {
          const v = /^-?\d{1,16}$/.test(raw) ? Number(raw) + 0 : NaN; // + 0: -0 reads as 0
          if (Number.isSafeInteger(v) && v >= (o.min ?? -Infinity) && v <= (o.max ?? Infinity)) s[key] = v;
          else problems.push(t('link-option-range', { key, min: String(o.min), max: String(o.max), value: shown }));
        } else if (o.name === 'backup') {
          const b = validBackup(raw);
          if (b) s.backup = b;
          else problems.push(t('link-unknown-backup', { value: raw.slice(0, 30), choices: [...(o.choices ?? []), 'exp:X,Y', 'exp:X,Y,R,S'].join(', ') }));
        } else if (!o.choices?.length) {
          if (/^[-\d.]{0,40}$/.test(raw)) s[key] = raw; // Star1's range L..U: the core reads it and says what is wrong with it
        } else {
          const v = raw.toLowerCase();
          if ((o.choices ?? []).includes(v)) s[key] = v;
          else problems.push(t('link-unknown-choice', { key: o.name === 'tie' ? 'tie' : key, value: shown, choices: (o.choices ?? []).join(t('link-or')) }));
        }
      },
      // Every option that differs from its default (the switches as 1).
      write: (s) => (o.kind === 'bool' ? (s[key] ? [`${key}=1`] : []) : s[key] !== o.default ? [`${key}=${encoded(String(s[key]))}`] : []),
      check: (s, fail) => {
        const v = s[key];
        const ok =
          o.kind === 'bool'
            ? typeof v === 'boolean'
            : o.kind === 'int'
              ? Number.isSafeInteger(v) && v >= leastOf(o.name) && v <= (o.max ?? Infinity)
              : o.name === 'backup'
                ? typeof v === 'string' && validBackup(v) === v
                : !o.choices?.length
                  ? v === undefined || typeof v === 'string' // a state from before the full core listed it (Star1's range) has none
                  : (o.choices ?? []).includes(v);
        if (!ok) fail(key, `a valid ${o.name} (${o.kind}${o.choices ? `: ${o.choices.join(', ')}` : ''})`);
      },
    };
  });
}

/** The table: every key of the page state, in the order links are read and written. The
 *  options' rows come from the catalogue as it is now (the full core adds procedures). */
export function linkKeys() {
  return [...HEAD, ...optionRows(), ...TAIL];
}

/** The link's keys a row reads. */
export const linkOf = (row) => row.link ?? [row.key];

/** A page state with every key at its default. */
export function defaults() {
  return Object.fromEntries(linkKeys().map((row) => [row.key, row.init()]));
}

/** The link's parts for everything but the tree, in the table's order. */
export function writeKeys(state) {
  return linkKeys()
    .flatMap((row) => row.write?.(state) ?? [])
    .join('&');
}
