// "Practise on this tree": two exercises on the tree with chance positions shown, checked by
// the full core (tree.chancePractice, crate/src/wasm/chance_practice.rs): the terminals Star1
// does not evaluate with the leaf range [L, U] (Ballard 1983's Star1: a chance position's
// bounds count its outcomes not yet searched at L and U), and the value of each chance
// position (the probability-weighted average of its outcomes). The student ticks
// terminals (by Dewey name) or types values (fractions or decimals); Check gives the score,
// the wrong and missed entries first, and the mistake the core recognises, named and
// explained in the page's language (not the core's English); Show answer gives the core's.
// Made the first time a tree with chance positions is painted (view/chance-hook.js).
//
// While a task is open and not yet checked, the tree does not give the answers away: the
// page paints it as the practice mode does (view/page-paint.js, blank: the terminals only,
// no value at a chance position, no terminal shown examined or cut off, no summary, counts,
// steps or table), through `chanceHook.hides`; Check, Show answer or closing the box brings
// the run back. The terminals are marked on the tree too (practice-tree.js), each mark the
// checkbox's.
import { count, currentEntries, t } from '../../i18n/translate.js';
import { chanceHook } from '../../view/chance-hook.js';
import { h } from '../../view/dom.js';
import { showExact } from './exact.js';
import './practice.css';
import { PracticeTree } from './practice-tree.js';

const TASKS = ['skip', 'values'];
/** The core's diagnosis ids and their messages: the mistake's name and its explanation. */
const MISTAKES = {
  'chance-as-min': ['chance-mistake-chance-as-min-title', 'chance-mistake-chance-as-min'],
  'plain-average': ['chance-mistake-plain-average-title', 'chance-mistake-plain-average'],
  'forgets-unseen-mass': ['chance-mistake-forgets-unseen-mass-title', 'chance-mistake-forgets-unseen-mass'],
};
let panel = null;

/** Whether the runs are hidden: a task open on the page's tree, not yet checked or shown. */
function hiding() {
  const p = panel;
  return !!(p && !p.el.hidden && p.el.open && !p.revealed && p.question && p.doc?.shape?.chance);
}
// The page painter asks this before it paints (view/page-paint.js): what the step panel and
// the summary say while the runs are hidden, or '' when they are not.
chanceHook.hides = () => (hiding() ? t('chance-practice-hiding') : '');

/** Paints the page again after the runs were hidden or shown: a step-through ends first (its
 *  code and call stack are the run's), which repaints the page. */
function repaint() {
  const page = panel.page;
  if (!page) return;
  if (hiding() && page.p.store.state.step != null) page.p.store.setStep(null);
  else page.paint();
}

/** Shows the panel for the current tree `doc` (hidden on a tree without chance positions, and
 *  in an embedded page); `S`: the page state (its range, embed); `page`: the page painter
 *  (view/page-paint.js: its main view, its store, paint()). */
export function paintPractice(doc, S, page) {
  const before = hiding();
  if (!doc.shape?.chance || S.embed) {
    if (panel) panel.el.hidden = true;
    panel?.tree?.draw({ on: false });
    return;
  }
  panel ??= make();
  panel.el.hidden = false;
  panel.doc = doc;
  if (page && !panel.page) {
    panel.page = page;
    panel.tree = new PracticeTree(page.p.mainView, { take, said, describe });
  }
  const key = [doc.tree, S.range ?? '', panel.task];
  if (!panel.key || key.some((x, i) => x !== panel.key[i])) {
    panel.key = key;
    panel.range = S.range ?? '';
    // The question is asked when the panel is open (or opened): on a tree of 10^5 terminals the
    // skip task is a checkbox per terminal, which took most of a leaf edit's second.
    if (panel.el.open) ask();
    else panel.stale = true;
  }
  if (panel.words !== currentEntries()) words();
  draw();
  if (hiding() !== before) repaint(); // a new question on a tree whose run was shown
}

function make() {
  const summary = h('summary', {}, h('h2', {}));
  const legend = h('legend', {});
  const radios = TASKS.map((task) => {
    const input = h('input', { type: 'radio', name: 'chance-practice-task', value: task });
    const text = h('span', {});
    input.addEventListener('change', () => {
      if (!input.checked) return;
      panel.task = task;
      panel.key = null;
      paintPractice(panel.doc, { range: panel.range }, panel.page);
    });
    return { task, input, text, label: h('label', {}, input, ' ', text) };
  });
  radios[0].input.checked = true;
  const fieldset = h('fieldset', { class: 'chance-practice-tasks' }, legend, ...radios.map((r) => r.label));
  const hint = h('p', { class: 'hint', id: 'chance-practice-hint' });
  const answers = h('div', { class: 'chance-practice-answers', role: 'group', 'aria-describedby': 'chance-practice-hint' });
  const check = h('button', { type: 'button', id: 'chance-practice-check' });
  const show = h('button', { type: 'button', id: 'chance-practice-show' });
  const retry = h('button', { type: 'button', id: 'chance-practice-retry', hidden: '' });
  const result = h('div', { class: 'chance-practice-result', 'aria-live': 'polite' });
  const el = h(
    'details',
    { class: 'panel chance-practice', id: 'chance-practice' },
    summary,
    fieldset,
    hint,
    answers,
    h('div', { class: 'row wrap' }, check, show, retry),
    result,
  );
  el.addEventListener('toggle', () => {
    if (el.open && panel.stale) ask();
    // Opened, the tree takes more height on a one-screen layout (practice.css) and pushes the
    // box down its scrolling column: the column follows, so that the box's heading (and the
    // keyboard's focus on it) stays in view, the tree's terminals above it.
    if (el.open) summary.scrollIntoView({ block: 'nearest' });
  });
  check.addEventListener('click', () => checkAnswer());
  show.addEventListener('click', () => showAnswer());
  retry.addEventListener('click', () => (ask(), repaint()));
  // Opened, the runs are hidden; closed, they are back.
  el.addEventListener('toggle', () => panel.page && (repaint(), draw()));
  answers.addEventListener('input', () => draw());
  // Under the step panel: beside the tree on any screen, and outside the side panels' phone
  // tabs (panels/panel-tabs.js counts the panels of the first load only).
  const after = document.getElementById('stepper');
  if (after) after.after(el);
  else document.body.append(el);
  return { el, summary, legend, radios, hint, answers, check, show, retry, result, task: TASKS[0], fields: [], question: null };
}

/** The words of the panel in the page's language (again after the language changed). */
function words() {
  const p = panel;
  p.words = currentEntries();
  const r = p.question?.range;
  const L = r ? showExact(String(r.lower)) : 'L';
  const U = r ? showExact(String(r.upper)) : 'U';
  p.summary.firstChild.textContent = t('chance-practice-summary');
  p.legend.textContent = t('chance-practice-task');
  for (const x of p.radios) x.text.textContent = x.task === 'skip' ? t('chance-practice-skip', { L, U }) : t('chance-practice-values');
  p.hint.textContent = t(p.task === 'skip' ? 'chance-practice-skip-hint' : 'chance-practice-values-hint');
  p.check.textContent = t('chance-practice-check');
  p.show.textContent = t('chance-practice-show');
  p.retry.textContent = t('chance-practice-retry');
  for (const f of p.fields) f.label.textContent = t(p.task === 'skip' ? 'chance-practice-terminal' : 'chance-practice-position', { p: f.at });
  if (p.last) p.last();
}

/** The core's call on the current tree; its error (bad input, with where and what) is said in the result. */
function core(request) {
  try {
    return panel.doc.tree.chancePractice({ task: panel.task, ...(panel.range ? { range: panel.range } : {}), ...request });
  } catch (e) {
    panel.last = null;
    panel.result.replaceChildren(h('p', { class: 'message', role: 'alert' }, String(e.message ?? e)));
    return null;
  }
}

/** A new question: a checkbox per terminal (skip) or an input per chance position (values). */
function ask() {
  const p = panel;
  p.stale = false;
  p.result.replaceChildren();
  p.last = null;
  p.verdicts = null;
  reveal(false, false); // its callers paint the page
  p.question = core({})?.question ?? null;
  const skip = p.task === 'skip';
  p.fields = (p.question?.positions ?? []).map((at) => {
    const input = skip
      ? h('input', { type: 'checkbox', id: `chance-practice-${at}`, 'data-dewey': at })
      : h('input', { type: 'text', id: `chance-practice-${at}`, 'data-dewey': at, inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false', size: '8' });
    const label = h('label', { for: input.id });
    return { at, input, label, row: h('div', { class: skip ? 'chance-practice-mark' : 'row' }, ...(skip ? [input, ' ', label] : [label, ' ', input])) };
  });
  p.answers.className = `chance-practice-answers ${skip ? 'marks' : 'values'}`;
  p.answers.replaceChildren(...p.fields.map((f) => f.row));
  words();
}

function answer() {
  const p = panel;
  if (p.task === 'skip') return { skipped: p.fields.filter((f) => f.input.checked).map((f) => f.at) };
  const values = {};
  for (const f of p.fields) if (f.input.value.trim()) values[f.at] = f.input.value.trim();
  return { values };
}

function checkAnswer() {
  const given = answer();
  const r = core({ answer: given });
  if (!r?.check) return;
  panel.last = () => sayCheck(r.check, given);
  panel.last();
  panel.verdicts = verdictsOf(r.check);
  reveal(true);
}

/** The score, then the wrong and missed entries, then the right ones, then the mistake recognised. */
function sayCheck(check, given) {
  const skip = panel.task === 'skip';
  const line = (e) => {
    if (e.right) return { bad: false, text: t('chance-practice-right', { p: e.at }) };
    if (skip) return { bad: true, text: t(e.skipped ? 'chance-practice-missed-skip' : 'chance-practice-wrong-skip', { p: e.at }) };
    if (!e.given) return { bad: true, text: t('chance-practice-missed-value', { p: e.at }) };
    return { bad: true, text: t('chance-practice-wrong-value', { p: e.at, given: given.values[e.at] }) };
  };
  // In the skip task an entry is a terminal that Star1 skips or one the student marked.
  const shown = check.entries.filter((e) => !skip || e.skipped || e.given).map(line);
  const items = [...shown.filter((x) => x.bad), ...shown.filter((x) => !x.bad)].map((x) => h('li', { class: x.bad ? 'wrong' : 'right' }, x.text));
  panel.result.replaceChildren(
    h('p', { class: 'chance-practice-score' }, t('chance-practice-score', { score: count(check.score), total: count(check.total) })),
    h('ul', { class: 'chance-practice-entries' }, ...items),
    ...check.diagnosis.map((d) => {
      // A mistake the page has no words for yet: its id and the core's explanation.
      const [title, text] = MISTAKES[d.id]?.map((id) => t(id)) ?? [d.id, d.explanation];
      return h('p', { class: 'chance-practice-mistake', 'data-mistake': d.id }, t('chance-practice-mistake', { title, explanation: text }));
    }),
  );
}

function showAnswer() {
  const r = core({ solution: true });
  if (!r?.solution) return;
  panel.last = () => sayAnswer(r.solution);
  panel.last();
  reveal(true);
}

function sayAnswer(solution) {
  const lines =
    panel.task === 'skip'
      ? [solution.skipped.length ? t('chance-practice-answer-skip', { list: solution.skipped.join(', ') }) : t('chance-practice-answer-none')]
      : Object.entries(solution.values).map(([p, value]) => t('chance-practice-answer-value', { p, value: showExact(String(value)) }));
  panel.result.replaceChildren(h('ul', { class: 'chance-practice-answer' }, ...lines.map((x) => h('li', {}, x))));
}

/** Checked or shown (`on`): the answer is fixed (Try again asks anew) and, with `paint`, the
 *  page painted again with the run. */
function reveal(on, paint = true) {
  const p = panel;
  const was = !!p.revealed;
  p.revealed = on;
  for (const f of p.fields) f.input.disabled = on;
  p.check.disabled = on;
  p.retry.hidden = !on;
  if (paint && was !== on && p.page) repaint();
  draw();
}

/** The verdict drawn at each position the check judged (a terminal neither skipped nor marked is none). */
function verdictsOf(check) {
  const skip = panel.task === 'skip';
  const out = new Map();
  for (const e of check.entries) {
    if (skip && !e.skipped && !e.given) continue;
    out.set(panel.doc.idOfDewey(e.at), e.right ? 'right' : e.given ? 'wrong' : 'missed');
  }
  return out;
}

/** The answer drawn on the tree: the marked terminals, the values typed, the verdicts. */
function draw() {
  const p = panel;
  if (!p?.tree) return;
  const on = p.el.open && !p.el.hidden && p.doc.shape === p.tree.view.shape;
  const marked = new Set();
  const notes = new Map();
  for (const f of p.fields) {
    const id = p.doc.idOfDewey(f.at);
    if (id < 0) continue;
    if (f.input.type === 'checkbox' && f.input.checked) marked.add(id);
    if (f.input.type === 'text' && f.input.value.trim()) notes.set(id, f.input.value.trim());
  }
  p.tree.draw({ on, marked, notes, verdicts: p.revealed ? (p.verdicts ?? new Map()) : new Map() });
}

/** The field of the answer at position `id` of the page's tree, while the answer can be given there. */
function fieldAt(id) {
  const p = panel;
  if (!p.el.open || p.el.hidden || p.revealed || id < 0) return null;
  const at = p.doc.shape.dewey[id];
  return p.fields.find((f) => f.at === at) ?? null;
}

/** A click or key on the tree's position `id` (practice-tree.js): a terminal's mark in the
 *  skip task (a click, Enter, Space, x), a chance position's field in the values task (Enter). */
function take(id, how) {
  const f = fieldAt(id);
  if (!f) return false;
  if (f.input.type === 'text') {
    if (how !== 'enter') return false;
    f.input.focus();
    return true;
  }
  f.input.checked = !f.input.checked;
  draw();
  if (how !== 'pointer') said(id, false); // a click is said after the page says the position selected
  return true;
}

/** Says the mark at `id` in the page's live region (`after`: after what it says of the position selected). */
function said(id, after = true) {
  const f = fieldAt(id);
  const live = document.getElementById('announce');
  if (!f || !live) return;
  const words = t(f.input.checked ? 'chance-practice-marked' : 'chance-practice-unmarked', { p: f.at });
  live.textContent = after && live.textContent ? `${live.textContent} ${words}` : words;
}

/** What the ARIA tree's item says of the answer at `id`. */
function describe(id) {
  const f = fieldAt(id);
  if (!f) return '';
  if (f.input.type === 'checkbox') return t(f.input.checked ? 'chance-practice-describe-marked' : 'chance-practice-describe-unmarked');
  return f.input.value.trim() ? t('chance-practice-describe-value', { value: f.input.value.trim() }) : '';
}
