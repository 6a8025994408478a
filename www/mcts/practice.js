// "Practise UCT by hand", in the Monte Carlo panel (panel.js): the statistics of the page's
// tree after K iterations of the panel's run (its seed and C), then one of two questions about
// the next iteration, checked by the full core (GameTree.mctsPractice,
// crate/src/wasm/mcts_practice.rs; the rules are crate/src/mcts/practice.rs's):
//  - select: which successor does selection choose, from the root down? The student reads N
//    and W of each successor and computes UCB1, W/N + C·sqrt(ln N_parent / N) (Kocsis &
//    Szepesvári 2006, §2.3; Browne et al. 2012, Algorithm 2, BESTCHILD), where W counts the
//    rewards of the player who moves at the parent. A step is offered below the chosen
//    position while all its successors are in the search tree (else selection stops there:
//    expansion's);
//  - backup: the next iteration's path and reward are given; what are N and W on the path
//    after backpropagation (Algorithm 2's BACKUP, the reward to Min being 1 − r)?
// Check gives the score, the entries wrong or missed first, and the mistake the core
// recognises (the perspective error, exploitation only, visits and rewards swapped), named
// and explained in the page's language; Show answer gives the core's answer.

import { messageOf } from '../core/errors.js';
import { showExact } from '../families/chance/exact.js';
import { count, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

const TASKS = ['select', 'backup'];
const TASK_WORDS = { select: 'mcts-practice-select', backup: 'mcts-practice-backup' };
/** The accessible names of the fields of N and W after backpropagation. */
const FIELD_WORDS = { n: 'mcts-practice-n-of', w: 'mcts-practice-w-of' };
/** The core's mistake ids and their messages: the name and the explanation. */
const MISTAKES = {
  'mcts-perspective': ['mcts-mistake-perspective-title', 'mcts-mistake-perspective'],
  'mcts-exploit-only': ['mcts-mistake-exploit-only-title', 'mcts-mistake-exploit-only'],
  'mcts-swapped': ['mcts-mistake-swapped-title', 'mcts-mistake-swapped'],
};

/** C as the panel's field holds it ("√2", "1.4", "1,4"), or NaN. */
export function readC(text) {
  const s = String(text).trim().replace(',', '.');
  const root = /^√\s*(.+)$/.exec(s);
  return s ? (root ? Math.sqrt(Number(root[1])) : Number(s)) : Number.NaN;
}

/** The practice box of `panel` (an MctsPanel: its tree `doc` and its fields `f.seed`, `f.c`). */
export function practiceBox(panel) {
  import('./practice.css').catch(() => {}); // with the box, not with this module (node's tests import panel.js)
  return new McPractice(panel).el;
}

class McPractice {
  constructor(panel) {
    this.panel = panel;
    this.task = TASKS[0];
    const radios = TASKS.map((task) => {
      const input = h('input', { type: 'radio', name: 'mcts-practice-task', value: task });
      input.checked = task === this.task;
      input.addEventListener('change', () => input.checked && ((this.task = task), this.ask()));
      return h('label', {}, input, ' ', t(TASK_WORDS[task]));
    });
    this.shown = h('input', { id: 'mcts-practice-shown', type: 'number', min: 0, max: 100000, step: 1, value: 10, autocomplete: 'off' });
    const again = h('button', { type: 'button', id: 'mcts-practice-new' }, t('mcts-practice-new'));
    again.addEventListener('click', () => this.ask());
    this.statement = h('p', { id: 'mcts-practice-statement' });
    this.hint = h('p', { class: 'hint', id: 'mcts-practice-hint' });
    this.answers = h('div', { class: 'mcts-practice-answers', role: 'group', 'aria-describedby': 'mcts-practice-statement mcts-practice-hint' });
    this.check = h('button', { type: 'button', id: 'mcts-practice-check' }, t('mcts-practice-check'));
    this.show = h('button', { type: 'button', id: 'mcts-practice-show' }, t('mcts-practice-show'));
    this.check.addEventListener('click', () => this.checkAnswer());
    this.show.addEventListener('click', () => this.showAnswer());
    this.result = h('div', { class: 'mcts-practice-result', 'aria-live': 'polite' });
    this.el = h(
      'details',
      { class: 'mcts-practice', id: 'mcts-practice' },
      h('summary', {}, h('h3', {}, t('mcts-practice-summary'))),
      h('fieldset', { class: 'mcts-practice-tasks' }, h('legend', {}, t('mcts-practice-task')), ...radios),
      h('div', { class: 'row wrap' }, h('label', { for: this.shown.id }, t('mcts-practice-shown')), this.shown, again),
      this.statement,
      this.hint,
      this.answers,
      h('div', { class: 'row wrap' }, this.check, this.show),
      this.result,
    );
    // Opened the first time, or on another tree than the question's: a question on the page's tree.
    this.el.addEventListener('toggle', () => this.el.open && this.tree !== this.panel.doc.tree && this.ask());
  }

  /** The core's answer to `request` on the question's tree, or null with its error said (the
   *  page's tree changed since: a new question, and the change said). */
  core(request) {
    if (this.tree !== this.panel.doc.tree) {
      this.ask();
      this.result.prepend(h('p', { class: 'message', role: 'alert' }, t('mcts-practice-stale')));
      return null;
    }
    return this.asked(this.tree, this.settings, request);
  }

  /** The core's answer to `request` on `tree` with `settings`, or null with the core's refusal
   *  said (what it bounds and what was asked: crate/src/mcts/exercise.rs), the rest kept. */
  asked(tree, { task, shown, seed, c }, request) {
    try {
      return tree.mctsPractice({ task, shown, seed, c, ...request });
    } catch (e) {
      this.result.replaceChildren(h('p', { class: 'message', role: 'alert' }, t('mcts-refused', { error: messageOf(e) })));
      return null;
    }
  }

  /** A new question on the page's tree, with the panel's seed and C and the iterations shown.
   *  Settings that are wrong, or a question the core refuses (too much work on a deep tree),
   *  are said, and the question on screen stays with the student's answers. */
  ask() {
    const { f, doc } = this.panel;
    const shown = Number(this.shown.value);
    const seed = Number(f.seed.value);
    const c = readC(f.c.value);
    const bad =
      !Number.isSafeInteger(shown) || shown < 0 || shown > 100000
        ? t('mcts-practice-bad-shown')
        : !Number.isSafeInteger(seed) || seed < 0
          ? t('mcts-bad-seed')
          : !(c >= 0)
            ? t('mcts-bad-c')
            : '';
    if (bad) return this.result.replaceChildren(h('p', { class: 'message', role: 'alert' }, bad));
    const settings = { task: this.task, shown, seed, c, cText: f.c.value.trim() };
    const q = this.asked(doc.tree, settings, {})?.question;
    if (!q) return;
    this.result.replaceChildren();
    this.answers.replaceChildren();
    this.hint.textContent = '';
    this.settings = settings;
    this.tree = doc.tree;
    this.names(doc);
    this.question = q;
    this.statement.textContent = t('mcts-practice-statement', {
      shown: count(q.shown),
      seed: String(seed),
      c: this.settings.cText,
      lower: showExact(String(q.range.lower)),
      upper: showExact(String(q.range.upper)),
    });
    if (this.task === 'select') {
      this.hint.textContent = t('mcts-practice-select-hint');
      this.steps = [];
      this.step(0);
    } else this.backupForm();
  }

  /** Each position's Dewey name, successors and whether Max moves there (the page's shape). */
  names(doc) {
    const { shape, tree } = doc;
    const n = shape.parent.length;
    // A real array (the page's shape.dewey may make its names when read: core/current-tree.js).
    this.dewey = Array.from({ length: n }, (_, i) => shape.dewey?.[i] ?? tree.deweyOf(i));
    this.ids = new Map(this.dewey.map((d, i) => [d, i]));
    this.kids = Array.from({ length: n }, () => []);
    for (let i = 1; i < n; i++) this.kids[shape.parent[i]].push(i);
    this.parent = shape.parent;
    this.depth = shape.depth;
    this.value = shape.value;
  }

  who(id) {
    return this.depth[id] % 2 === 0 ? 'max' : 'min';
  }

  /** "the root" or the Dewey name. */
  name(id) {
    return id === 0 ? t('mcts-root') : this.dewey[id];
  }

  stat(id) {
    return this.question.nodes[this.dewey[id]] ?? { n: 0, w: '0' };
  }

  /** The select task's step `k` at position `at` (the root first): its successors with N and W
   *  and a choice, or where selection stops. The steps below an earlier choice go. */
  step(k, at = 0) {
    for (const s of this.steps.splice(k)) s.el.remove();
    const kids = this.kids[at];
    const unvisited = kids.some((q) => !(this.dewey[q] in this.question.nodes));
    if (!kids.length || unvisited) {
      const key = !kids.length ? 'mcts-practice-stops-terminal' : at === 0 ? 'mcts-practice-stops-root' : 'mcts-practice-stops-unvisited';
      const el = h('p', { class: 'mcts-practice-stop' }, t(key, { p: this.name(at) }));
      this.steps.push({ el, at, chosen: null });
      this.answers.append(el);
      return;
    }
    const s = this.stat(at);
    const group = `mcts-practice-step-${k}`;
    const rows = kids.map((q) => {
      const { n, w } = this.stat(q);
      const input = h('input', { type: 'radio', name: group, value: this.dewey[q], id: `${group}-${q}`, 'data-dewey': this.dewey[q] });
      input.addEventListener('change', () => input.checked && ((step.chosen = q), this.step(k + 1, q)));
      return h(
        'tr',
        {},
        h('th', { scope: 'row' }, h('label', { for: input.id }, this.name(q))),
        h('td', {}, count(n)),
        h('td', {}, showExact(w)),
        h('td', {}, input),
      );
    });
    const head = ['mcts-practice-col-position', 'mcts-col-n', 'mcts-practice-col-w', 'mcts-practice-col-choose'];
    const el = h(
      'fieldset',
      { class: 'mcts-practice-step' },
      h('legend', {}, t('mcts-practice-at', { k: count(k + 1), p: this.name(at), n: count(s.n), who: this.who(at) })),
      h('table', { class: 'counts' }, h('thead', {}, h('tr', {}, ...head.map((m) => h('th', { scope: 'col' }, t(m))))), h('tbody', {}, ...rows)),
    );
    const step = { el, at, chosen: null };
    this.steps.push(step);
    this.answers.append(el);
  }

  /** The backup task: the path with N and W before, and a field for each after. */
  backupForm() {
    const q = this.question;
    const leaf = this.ids.get(q.leaf);
    this.hint.textContent = t('mcts-practice-backup-hint', {
      path: q.path.map((d) => (d === '' ? t('mcts-root') : d)).join(' → '),
      leaf: q.leaf,
      value: showExact(String(this.value[leaf])),
      reward: showExact(q.reward),
    });
    this.fields = q.path.map((d) => {
      const id = this.ids.get(d);
      const field = (what) =>
        h('input', {
          type: 'text',
          inputmode: 'decimal',
          autocomplete: 'off',
          spellcheck: 'false',
          size: '5',
          'data-dewey': d,
          'data-part': what,
          'aria-label': t(FIELD_WORDS[what], { p: this.name(id) }),
        });
      return { d, id, n: field('n'), w: field('w') };
    });
    const head = [
      'mcts-practice-col-position',
      'mcts-practice-col-for',
      'mcts-col-n',
      'mcts-practice-col-w',
      'mcts-practice-col-n-after',
      'mcts-practice-col-w-after',
    ];
    const rows = this.fields.map(({ d, id, n, w }) => {
      const s = this.stat(id);
      // W counts the rewards of the player who moves at the parent (Max's at the root).
      const mover = id === 0 ? 'max' : this.who(this.parent[id]);
      const who = t('mcts-practice-who', { who: mover });
      // On a phone the player goes under the position's name instead of a column of its own
      // (practice.css): the table then fits 390 px in every language.
      return h(
        'tr',
        {},
        h('th', { scope: 'row' }, this.name(id), h('span', { class: 'mcts-practice-for-inline' }, who)),
        h('td', { class: 'mcts-practice-for' }, who),
        h('td', {}, count(s.n)),
        h('td', {}, showExact(s.w)),
        h('td', {}, n),
        h('td', {}, w),
      );
    });
    this.answers.replaceChildren(
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'counts' },
          h(
            'thead',
            {},
            h('tr', {}, ...head.map((m) => h('th', m === 'mcts-practice-col-for' ? { scope: 'col', class: 'mcts-practice-for' } : { scope: 'col' }, t(m)))),
          ),
          h('tbody', {}, ...rows),
        ),
      ),
    );
  }

  answer() {
    if (this.settings.task === 'select') return { selected: this.steps.filter((s) => s.chosen != null).map((s) => this.dewey[s.chosen]) };
    const nodes = {};
    const read = (el) => el.value.trim().replace(',', '.');
    for (const { d, n, w } of this.fields) {
      const x = {};
      if (read(n)) x.n = read(n);
      if (read(w)) x.w = read(w);
      if (Object.keys(x).length) nodes[d] = x;
    }
    return { nodes };
  }

  checkAnswer() {
    if (!this.question) return;
    const given = this.answer();
    const r = this.core({ answer: given });
    if (!r?.check) return;
    const c = r.check;
    const lines = this.settings.task === 'select' ? this.selectLines(c, given) : this.backupLines(c, given);
    const items = [...lines.filter((x) => x.bad), ...lines.filter((x) => !x.bad)].map((x) => h('li', { class: x.bad ? 'wrong' : 'right' }, x.text));
    this.result.replaceChildren(
      h('p', { class: 'mcts-practice-score' }, t('mcts-practice-score', { score: count(c.score), total: count(c.total) })),
      h('ul', { class: 'mcts-practice-entries' }, ...items),
      ...c.diagnosis.map((d) => {
        // A mistake the page has no words for yet: its id and the core's explanation.
        const [title, text] = MISTAKES[d.id]?.map((id) => t(id)) ?? [d.id, d.explanation];
        return h('p', { class: 'mcts-practice-mistake', 'data-mistake': d.id }, t('mcts-practice-mistake', { title, explanation: text }));
      }),
    );
  }

  selectLines(c, given) {
    return c.entries.map((e, i) => {
      const k = count(i + 1);
      const p = e.given ?? null;
      if (e.right) return { bad: false, text: t('mcts-practice-step-right', { k, p }) };
      if (p == null) return { bad: true, text: t('mcts-practice-step-missed', { k }) };
      if (e.at == null) return { bad: true, text: t('mcts-practice-step-extra', { k, p }) };
      return { bad: true, text: t('mcts-practice-step-wrong', { k, p, after: String(i >= 1 && !c.entries[i - 1].right) }) };
    });
  }

  backupLines(c, given) {
    const out = [];
    for (const e of c.entries) {
      const p = e.at === '' ? t('mcts-root') : e.at;
      if (e.right) out.push({ bad: false, text: t('mcts-practice-nw-right', { p }) });
      for (const part of ['n', 'w']) {
        if (e[`${part}_right`]) continue;
        const said = given.nodes[e.at]?.[part];
        out.push({ bad: true, text: t('mcts-practice-nw-bad', { p, part, given: said ?? '', said: said == null ? 'no' : 'yes' }) });
      }
    }
    return out;
  }

  showAnswer() {
    if (!this.question) return;
    const r = this.core({ solution: true });
    if (!r?.solution) return;
    const s = r.solution;
    const lines =
      this.settings.task === 'select'
        ? [s.selected.length ? t('mcts-practice-answer-select', { list: s.selected.join(' → ') }) : t('mcts-practice-answer-none')]
        : Object.entries(s.nodes).map(([d, x]) => t('mcts-practice-answer-nw', { p: d === '' ? t('mcts-root') : d, n: count(x.n), w: showExact(String(x.w)) }));
    this.result.replaceChildren(h('ul', { class: 'mcts-practice-answer' }, ...lines.map((x) => h('li', {}, x))));
  }
}
