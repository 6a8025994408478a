// <game-tree-playground mode="practice">: one exercise in the element's shadow root, read
// from its attributes (task, proc or procedure, tree or example, alpha, beta, view, hide,
// feedback: end | continuous | fix, practice/feedback-mode.js; exercise: a generated
// exercise in the link's ex= form; fresh and attempts: a new tree of the exercise's kind after
// each check and a teacher's limit of attempts, as the link's fresh=1 and attempts=N,
// practice/fresh.js). Loaded by embed/embed.js only for practice mode.

import { clip } from '../core/clip.js';
import { tooDeep } from '../core/depth-limit.js';
import { messageOf } from '../core/errors.js';
import { findProc, KM, OTHERS } from '../core/procedures.js';
import { formatScore, NEG_INF, POS_INF, parseScore, toNumber } from '../core/score.js';
import { DEFAULT_PROC } from '../families/defaults.js';
import { count, t } from '../i18n/translate.js';
import { TreeView } from '../view/tree-view.js';
import { h } from './dom.js';
import { FEEDBACK_MODES } from './feedback-mode.js';
import { FreshAttempts } from './fresh.js';
import { MAX_ATTEMPTS } from './link.js';
import { runnableExercise } from './link-exercise.js';
import { nextSupported } from './next-procs.js';
import css from './practice.css?inline';
import { PracticeSession } from './session.js';
import { defaultStatement } from './statement.js';
import { TASKS } from './tasks.js';

/** The element's `fresh` attribute: present (empty), 1 or true is on; absent, 0 or false is off. */
export function readFresh(value) {
  if (value == null) return false;
  const v = value.trim().toLowerCase();
  if (v === '' || v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new Error(t('embed-bad-fresh', { value: clip(v) }));
}

/** The element's `attempts` attribute: null (no limit) or a whole number from 1 to MAX_ATTEMPTS. */
export function readAttempts(value) {
  if (value == null) return null;
  const v = value.trim();
  const n = /^\d{1,3}$/.test(v) ? Number(v) : NaN;
  if (n >= 1 && n <= MAX_ATTEMPTS) return n;
  throw new Error(t('embed-bad-attempts', { max: count(MAX_ATTEMPTS), value: clip(v) }));
}

/**
 * The exercise `el`'s attributes ask for, inside `wrap` (its shadow content); `onAnswer(summary)`.
 * Returns {submitAnswer, hint, destroy}; throws a message for a bad attribute (the element
 * fires `error` with it).
 */
export function practiceSession(el, core, wrap, onAnswer) {
  const attr = (k, d) => (el.getAttribute(k) ?? d).trim();
  const fresh = readFresh(el.getAttribute('fresh'));
  const attempts = readAttempts(el.getAttribute('attempts'));
  const exAttr = el.getAttribute('exercise');
  let ex = null;
  if (exAttr != null && exAttr.trim() !== '') {
    try {
      // The link's ex= form, through the core (a next-task exercise with a procedure the task
      // cannot step through gets F2, as in a link).
      ex = runnableExercise(core, exAttr.trim());
    } catch (e) {
      throw new Error(t('embed-bad-exercise', { error: messageOf(e) }));
    }
  }
  if (fresh && !ex) throw new Error(t('embed-fresh-needs-exercise', { example: 'prune.F2.s1.d3h4.random.v-9..9' }));
  if (attempts != null && !fresh) throw new Error(t('embed-attempts-needs-fresh'));
  const task = ex ? ex.spec.task : attr('task', 'prune').toLowerCase();
  if (!TASKS.includes(task)) throw new Error(t('embed-bad-task', { list: TASKS.join(', '), value: clip(task) }));
  // The procedure by the catalogue's names and aliases (the core's): an unknown one is an
  // error event, not an exercise about it.
  const asked = ex ? ex.spec.proc : attr('proc', attr('procedure', DEFAULT_PROC));
  const proc = findProc(asked);
  if (!proc) throw new Error(t('embed-bad-proc', { list: [...KM, ...OTHERS].join(', '), value: clip(asked) }));
  const why = task === 'next' ? nextSupported(core, proc) : true;
  if (why !== true) throw new Error(why);
  const view = ex ? ex.spec.view : attr('view', 'minimax').toLowerCase();
  if (view !== 'negamax' && view !== 'minimax') throw new Error(t('embed-bad-view'));
  const feedback = attr('feedback', 'end').toLowerCase();
  if (!FEEDBACK_MODES.includes(feedback)) throw new Error(t('embed-bad-feedback', { list: FEEDBACK_MODES.join(', '), value: clip(feedback) }));
  const alpha = ex?.spec.alpha ?? parseScore(attr('alpha', NEG_INF), 'alpha');
  const beta = ex?.spec.beta ?? parseScore(attr('beta', POS_INF), 'beta');
  if (!(toNumber(alpha) < toNumber(beta))) throw new Error(t('embed-bad-window', { alpha: formatScore(alpha), beta: formatScore(beta) }));
  const text = ex ? ex.tree : el.getAttribute('tree');
  let g;
  try {
    g = text != null && text.trim() !== '' ? core.GameTree.parse(text) : core.GameTree.example(attr('example', 'pi'));
  } catch (e) {
    throw new Error(t('embed-bad-tree', { error: messageOf(e) }));
  }
  let treeText;
  try {
    if (g.size() > 2000) throw new Error(t('embed-practice-too-large', { size: count(g.size()), max: count(2000) }));
    const deep = tooDeep(g.height(), 'this element');
    if (deep) throw deep;
    treeText = g.text();
  } finally {
    g.free();
  }
  const root = wrap.getRootNode();
  if (!root.querySelector?.('style[data-practice]')) {
    const style = document.createElement('style');
    style.dataset.practice = '';
    style.textContent = css + ':host([mode=practice]) { height: auto; } .practice { padding: 6px 8px; } .practice-fresh { padding: 6px 8px 0; margin: 0; }';
    wrap.before(style);
  }
  const host = document.createElement('div');
  wrap.prepend(host);
  // fresh: the attempts, kept per element (its id) and exercise in this browser (fresh.js).
  const fa = fresh ? new FreshAttempts(`element:${el.id}:${ex.text}`, attempts) : null;
  const freshBar = h('div', { class: 'practice-fresh', part: 'attempts' });
  if (fa) wrap.prepend(freshBar);
  let session = null;

  /** The exercise of the current attempt: the given one, or it with the attempt's seed. */
  const current = () => {
    if (!fa || fa.seed == null || fa.seed === ex.spec.seed) return ex;
    try {
      return core.exerciseGenerate({ ...ex.spec, seed: fa.seed });
    } catch {
      return ex; // a stored seed the core does not take: the exercise as given
    }
  };

  // The same New tree beside Check: after a check the bar may be out of view.
  const again = h('button', {
    type: 'button',
    class: 'pr-fresh-again',
    text: t('practice-new-tree'),
    title: t('practice-new-tree-title'),
    hidden: true,
    onclick: () => nextAttempt(),
  });
  const paintBar = () => {
    if (!fa) return;
    again.hidden = !fa.checkedHere || fa.exhausted;
    freshBar.replaceChildren(
      h('span', { class: 'pr-attempts', role: 'status', text: fa.text() }),
      h('button', {
        type: 'button',
        class: 'pr-fresh',
        text: t('practice-new-tree'),
        title: t('practice-new-tree-title'),
        disabled: !fa.checkedHere || fa.exhausted,
        onclick: () => nextAttempt(),
      }),
    );
  };

  const open = () => {
    const now = fa ? current() : ex;
    session?.destroy();
    host.replaceChildren();
    session = new PracticeSession(host, {
      core,
      TreeView,
      treeText: now ? now.tree : treeText,
      task,
      proc,
      // A window exercise's window is its own (each fresh tree's too).
      alpha: now?.spec.alpha ?? alpha,
      beta: now?.spec.beta ?? beta,
      view,
      hide: el.hasAttribute('hide'),
      feedback,
      exercise: now?.text,
      actions: fa ? [again] : [],
      // fresh: one check per tree, and none once the limit of attempts is reached.
      refuse: () => {
        if (!fa) return null;
        if (fa.exhausted) return t('practice-no-attempts-left', { used: count(fa.used), limit: count(fa.limit) });
        if (fa.checkedHere) return t('practice-tree-checked');
        return null;
      },
      statement: el.getAttribute('statement') ?? now?.statement ?? defaultStatement(task, proc, alpha, beta, view),
      onAnswer: (s) => {
        if (fa) {
          fa.checked(s.score, s.total);
          s.attempt = fa.used;
          if (fa.limit != null) s.attempts = fa.limit;
          s.record = { ...s.record, attempt: fa.used };
          paintBar();
        }
        onAnswer(s);
      },
    });
    paintBar();
  };

  /** A new tree for the next attempt: the exercise with a fresh seed (the core's). */
  const nextAttempt = () => {
    if (!fa || fa.exhausted || !fa.checkedHere) return;
    fa.next(core.freshSeed());
    open();
    host.querySelector('.practice-svg')?.focus();
  };

  open();
  return {
    submitAnswer: (answer) => session.submitAnswer(answer),
    hint: () => session.hint(),
    /** The next attempt's tree (as New tree does); false when none may follow yet. */
    nextAttempt: () => (fa && !fa.exhausted && fa.checkedHere ? (nextAttempt(), true) : false),
    get attempts() {
      return fa ? { used: fa.used, limit: fa.limit, checked: fa.checkedHere, text: fa.text() } : null;
    },
    get treeText() {
      return session.o.treeText;
    },
    destroy: () => {
      session?.destroy();
      host.remove();
      freshBar.remove();
    },
  };
}
