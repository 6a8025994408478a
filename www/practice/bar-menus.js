// Practice mode's bar (mode.js), built anew with each session: the Task, Procedure and View
// menus, the "New exercise" form (seed, degree, height, ordering, lowest and highest value),
// the Worksheet menu (teacher's link, LaTeX, Print), the attempt log's menu (attempt-log.js)
// and the package menu (lms/package-menu.js). Functions of the practice mode `m` (its state,
// store, core and bar); what a control does beyond the store is the mode's, given as `on`.

import { KM, OTHERS, shortName } from '../core/procedures.js';
import { count, t } from '../i18n/translate.js';
import { packageMenu } from '../lms/package-menu.js';
import { save } from '../view/export.js';
import { AttemptLog } from './attempt-log.js';
import { h } from './dom.js';
import { nextSupported } from './next-procs.js';
import { TASK_KINDS } from './tasks/index.js';
import { nextView } from './tasks/next.js';
import { TASKS } from './tasks.js';

const ORDERINGS = { random: 'practice-ordering-random', good: 'practice-ordering-good', bad: 'practice-ordering-bad' };

const select = (label, cls, options, value, onchange) =>
  h(
    'label',
    { class: 'inline' },
    `${label} `,
    h(
      'select',
      { class: cls, onchange: (e) => onchange(e.target.value) },
      ...options.map(([v, t]) => h('option', { value: v, text: t, selected: v === value })),
    ),
  );

/** The View menu; `fixed`: the view the task draws in whatever the page's (the next-step
 *  task's), shown and not to be changed, saying why. */
function viewMenu(fixed, view, onchange) {
  const menu = select(
    t('practice-view'),
    'pr-view',
    [
      ['minimax', t('practice-view-minimax')],
      ['negamax', t('practice-view-negamax')],
    ],
    fixed ?? view,
    onchange,
  );
  if (fixed) Object.assign(menu.querySelector('select'), { disabled: true, title: t('practice-view-fixed', { view: fixed }) });
  return menu;
}

/**
 * Fills `m.bar` (and sets `m.genForm`, `m.logBox`). `on`: `proc` (the procedure the exercise
 * runs), `set(patch)` (a change of the practice state), `newExercise(freshSeed)` and
 * `latex(solution)`.
 */
export function buildBar(m, on) {
  const P = m.P;
  // The next task lists only the procedures whose trace has a running m (practice/next-procs.js).
  const procs = [...KM, ...OTHERS].filter((n) => P.task !== 'next' || nextSupported(m.core, n) === true).map((n) => [n, shortName(n)]);
  const spec = m.ex?.spec ?? { seed: 1, degree: 2, height: 4, order: 'random', lo: -9, hi: 9 }; // 31 positions: whole in the box beside the answer at 1366 px
  const num = (name, v, min, max, label) =>
    h('label', {}, `${label} `, h('input', { name, type: 'number', value: String(v), min: String(min), max: String(max), size: '4' }));
  m.genForm = h(
    'form',
    { class: 'practice-gen', novalidate: true, onsubmit: (e) => (e.preventDefault(), on.newExercise(false)) },
    num('seed', spec.seed, 0, 4294967295, t('practice-seed')),
    num('degree', spec.degree, 2, 4, t('practice-degree')),
    num('height', spec.height, 3, 5, t('practice-height')),
    h(
      'label',
      {},
      `${t('practice-ordering')} `,
      h('select', { name: 'order' }, ...['random', 'good', 'bad'].map((v) => h('option', { value: v, text: t(ORDERINGS[v]), selected: v === spec.order }))),
    ),
    num('lo', spec.lo, -999, 999, t('practice-lowest')),
    num('hi', spec.hi, -999, 999, t('practice-highest')),
    h('button', { type: 'submit', class: 'pr-new', text: t('practice-new-exercise') }),
    h('button', { type: 'button', text: t('practice-new-seed'), onclick: () => on.newExercise(true) }),
  );
  m.bar.replaceChildren(
    select(
      t('practice-task'),
      'pr-task',
      TASKS.map((k) => [k, t(TASK_KINDS[k].label)]),
      P.task,
      (t) => on.set({ task: t }),
    ),
    select(t('practice-procedure'), 'pr-proc', procs, on.proc, (p) => m.setProc(p)),
    viewMenu(P.task === 'next' ? nextView(on.proc) : null, m.S.view, (v) => m.store.setView(v)),
    h('details', { class: 'menu practice-new' }, h('summary', { text: t('practice-new-menu') }), m.genForm),
    h(
      'details',
      { class: 'menu practice-tools' },
      h('summary', { text: t('practice-worksheet-menu') }),
      h(
        'div',
        { class: 'practice-gen' },
        h(
          'label',
          { class: 'check' },
          // A teacher's link (hide=1) is the student's: it cannot be unticked here, nor its solution sheet saved.
          h('input', {
            type: 'checkbox',
            class: 'pr-hide',
            checked: P.hide,
            disabled: P.hide,
            title: P.hide ? t('practice-teacher-link-kept') : null,
            onchange: (e) => (P.hide ? (e.target.checked = true) : on.set({ hide: e.target.checked })),
          }),
          ` ${t('practice-teacher-link')}`,
        ),
        h('button', { type: 'button', class: 'pr-tex', text: t('practice-latex'), title: t('practice-latex-title'), onclick: () => on.latex(false) }),
        h('button', {
          type: 'button',
          class: 'pr-tex-sol',
          text: t('practice-latex-solution'),
          disabled: P.hide,
          title: P.hide ? t('practice-teacher-link-kept') : null,
          onclick: () => on.latex(true),
        }),
        h('button', { type: 'button', class: 'pr-print', text: t('practice-print'), onclick: () => window.print() }),
      ),
    ),
    (m.logBox = h('details', { class: 'menu practice-log' })),
    packageMenu({ core: m.core, set: () => m.P.set ?? m.P.ex, note: (t) => (m.msg.textContent = t), announce: m.announce, h }),
  );
}

/** The attempt log's menu: how many records, Download (JSON lines) and Clear. */
export function logMenu(m) {
  if (!m.logBox) return;
  m.log ??= new AttemptLog();
  const n = m.log.lines.length;
  const open = m.logBox.open;
  m.logBox.replaceChildren(
    h('summary', { text: t('practice-log-menu') }),
    h(
      'div',
      { class: 'practice-gen' },
      h('p', { class: 'pr-log-count', text: t('practice-log-count', { count: count(n), dropped: count(m.log.dropped ?? 0) }) }),
      h('button', {
        type: 'button',
        class: 'pr-log-save',
        text: t('practice-log-save'),
        disabled: !n,
        onclick: () => (save(new Blob([m.log.text()], { type: 'application/x-ndjson' }), 'gametree-attempts.jsonl'), m.announce(t('practice-log-saved'))),
      }),
      h('button', {
        type: 'button',
        class: 'pr-log-clear',
        text: t('practice-log-clear'),
        disabled: !n,
        onclick: () => (m.log.clear(), logMenu(m), m.announce(t('practice-log-cleared'))),
      }),
      m.log.note ? h('p', { class: 'pr-log-note', text: m.log.note }) : null,
    ),
  );
  m.logBox.open = open;
}
