// "Practise on this tree": two exercises on the tree with chance positions shown, checked by
// the full core (tree.chancePractice, crate/src/wasm/chance_practice.rs): the terminals Star1
// does not evaluate with the leaf range [L, U] (Ballard 1983's Star1: a chance position's
// bounds count its outcomes not yet searched at L and U), and the value of each chance
// position (the probability-weighted average of its outcomes). The student ticks
// terminals (by Dewey name) or types values (fractions or decimals); Check gives the score,
// the wrong and missed entries first, and the mistake the core recognises, named and
// explained in the page's language (not the core's English); Show answer gives the core's.
// Made the first time a tree with chance positions is painted (view/chance-hook.js).
import { count, currentEntries, t } from '../../i18n/translate.js';
import { h } from '../../view/dom.js';
import { showExact } from './exact.js';
import './practice.css';

const TASKS = ['skip', 'values'];
/** The core's diagnosis ids and their messages: the mistake's name and its explanation. */
const MISTAKES = {
  'chance-as-min': ['chance-mistake-chance-as-min-title', 'chance-mistake-chance-as-min'],
  'plain-average': ['chance-mistake-plain-average-title', 'chance-mistake-plain-average'],
  'forgets-unseen-mass': ['chance-mistake-forgets-unseen-mass-title', 'chance-mistake-forgets-unseen-mass'],
};
let panel = null;

/** Shows the panel for the current tree `doc` (hidden on a tree without chance positions, and
 *  in an embedded page); `S`: the page state (its range, embed). */
export function paintPractice(doc, S) {
  if (!doc.shape?.chance || S.embed) {
    if (panel) panel.el.hidden = true;
    return;
  }
  panel ??= make();
  panel.el.hidden = false;
  panel.doc = doc;
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
      paintPractice(panel.doc, { range: panel.range });
    });
    return { task, input, text, label: h('label', {}, input, ' ', text) };
  });
  radios[0].input.checked = true;
  const fieldset = h('fieldset', { class: 'chance-practice-tasks' }, legend, ...radios.map((r) => r.label));
  const hint = h('p', { class: 'hint', id: 'chance-practice-hint' });
  const answers = h('div', { class: 'chance-practice-answers', role: 'group', 'aria-describedby': 'chance-practice-hint' });
  const check = h('button', { type: 'button', id: 'chance-practice-check' });
  const show = h('button', { type: 'button', id: 'chance-practice-show' });
  const result = h('div', { class: 'chance-practice-result', 'aria-live': 'polite' });
  const el = h(
    'details',
    { class: 'panel chance-practice', id: 'chance-practice' },
    summary,
    fieldset,
    hint,
    answers,
    h('div', { class: 'row wrap' }, check, show),
    result,
  );
  el.addEventListener('toggle', () => {
    if (el.open && panel.stale) ask();
  });
  check.addEventListener('click', () => checkAnswer());
  show.addEventListener('click', () => showAnswer());
  // Under the step panel: beside the tree on any screen, and outside the side panels' phone
  // tabs (panels/panel-tabs.js counts the panels of the first load only).
  const after = document.getElementById('stepper');
  if (after) after.after(el);
  else document.body.append(el);
  return { el, summary, legend, radios, hint, answers, check, show, result, task: TASKS[0], fields: [], question: null };
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
}

function sayAnswer(solution) {
  const lines =
    panel.task === 'skip'
      ? [solution.skipped.length ? t('chance-practice-answer-skip', { list: solution.skipped.join(', ') }) : t('chance-practice-answer-none')]
      : Object.entries(solution.values).map(([p, value]) => t('chance-practice-answer-value', { p, value: showExact(String(value)) }));
  panel.result.replaceChildren(h('ul', { class: 'chance-practice-answer' }, ...lines.map((x) => h('li', {}, x))));
}
