// <game-tree-playground>: the playground's tree view as a web component, for course pages.
// Served at the site's root as embed.js:
//
//   <script type="module" src="https://example.org/playground/embed.js"></script>
//   <game-tree-playground tree="((3,1,4),(1,5,9),(2,6,5))" procedure="F2" alpha="-inf" beta="+inf"
//                         view="negamax"></game-tree-playground>
//
// Attributes: tree (tree text, at most 20,000 positions and 1,000 levels deep, as the page;
// or example="pi" for a built-in example), procedure (F0|F1|F2 and the negamax family's
// others; expectimax|star1|star2 on trees with chance positions; mcts, UCT),
// alpha, beta (integers, -inf, +inf), view (negamax|minimax), controls (which controls to
// show: "procedure steps window predict", or "all"; none by default: embed-controls.js) and step
// (the step the step-through starts at; without it, the finished run). After every computation the
// element sets its `result` property and dispatches a `result` CustomEvent (bubbling,
// composed) whose detail holds procedure, value, exact, outcome, terminalsExamined,
// positionsExamined, per level, cutoffs and the aspiration re-search. Bad input dispatches
// an `error` event and shows the message; the previous picture stays. Each instance has its
// own shadow DOM and state; the wasm module is loaded once per page (the lean one: K&M's
// procedures; the full one, core/load.js, only for practice, chance trees and UCT).
//
// Chance trees ([p:subtree …], [subtree …]) and expectimax|star1|star2 (Ballard 1983):
// embed-chance.js, with range="L..U" (the leaf range; without it the tree's least and greatest
// terminal value); the detail adds valueText (the exact fraction), chanceCutoffs,
// probingCutoffs, decisionCutoffs, probes and range. UCT (procedure="mcts", Kocsis &
// Szepesvári 2006): embed-mcts.js, with iterations (1 … 10^6, default 1000), seed (1), c (√2)
// and range, run in the Monte Carlo box's worker (a new attribute value cancels it); the
// detail is {procedure: 'mcts', iterations, seed, c, range, best, rootEstimate,
// rootEstimateValue, rootVisits, positionsVisited, value, optimalMoves, bestIsOptimal …}.
// docs/embedding.md says it all with examples.
//
// Practice: mode="practice" task="prune|values|window|next|order" proc="F2"
// (or procedure=) tree="…" [alpha beta view=minimax hide feedback=end|continuous|fix], or
// exercise="prune.F2.s5.d2h3.random.v-9..9" (a generated exercise, the link's ex=) with
// [fresh attempts=N] (a new tree after each check, a limit of attempts: the link's fresh=1
// and attempts=N) turns the element into one exercise (practice/embed-practice.js, loaded
// only then). Every check dispatches an `answer` event whose detail is {task, correct,
// score, total, missed, wrong, feedback, diagnosis, hints, record} (Dewey strings; continuous
// adds retried, fix adds fixed, fresh attempt and attempts); the method
// submitAnswer(answer) checks an answer given as data (the task's shape, see
// docs/embedding.md) and returns the same object (and fires the same event).

import { mayHoldChance } from '../core/chancy.js';
import { shapeOf } from '../core/current-tree.js';
import { tooDeep } from '../core/depth-limit.js';
import { loadCore, loadFull, messageOf } from '../core/load.js';
import { ALL, findProc, NEGAMAX, takesChance, windowUse } from '../core/procedures.js';
import { formatScore as f, formatWindow, NEG_INF, POS_INF, parseScore, toNumber } from '../core/score.js';
import { DEFAULT_PROC } from '../families/defaults.js';
import { typedRecord } from '../families/typed-record.js';
import { loadMessages } from '../i18n/l10n.js';
import { pageLanguage } from '../i18n/languages.js';
import { count, quantity, t } from '../i18n/translate.js';
import { paintRun } from '../view/paint.js';
import treeCss from '../view/tree-view.css?inline';
import { TreeView } from '../view/tree-view.js';
import { CONTROLS_CSS, EmbedControls, parseControls } from './embed-controls.js';
import { HOST_CSS } from './embed-style.js';

/** The step-through's trace is made up to this many positions. */
const TRACE_LIMIT = 50_000;

class GameTreePlayground extends HTMLElement {
  static observedAttributes = [
    'tree',
    'example',
    'procedure',
    'alpha',
    'beta',
    'view',
    'controls',
    'step',
    'mode',
    'task',
    'proc',
    'hide',
    'feedback',
    'exercise',
    'fresh',
    'attempts',
    'statement',
    'lang',
    'range',
    'iterations',
    'seed',
    'c',
  ];

  #practice = null;
  /** UCT's runs (embed-mcts.js), made with the first procedure="mcts". */
  #mcts = null;

  #view = null;
  #box;
  #caption;
  #error;
  #pending = false;
  #seq = 0;
  #controls;
  #finished = null;
  #shape = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = treeCss + HOST_CSS + CONTROLS_CSS;
    const wrap = document.createElement('div');
    wrap.className = 'wrap';
    this.#box = document.createElement('div');
    this.#box.className = 'box';
    this.#caption = document.createElement('p');
    this.#caption.className = 'caption';
    this.#caption.setAttribute('aria-live', 'polite');
    this.#error = document.createElement('p');
    this.#error.className = 'error';
    this.#error.setAttribute('role', 'alert');
    this.#controls = new EmbedControls(this, (pic) => this.#view?.render(pic ?? this.#finished));
    wrap.append(this.#controls.bar, this.#controls.predict.box, this.#box, this.#controls.sentence, this.#error, this.#caption);
    root.append(style, wrap);
    /** The last result (see the result event), or null. */
    this.result = null;
  }

  connectedCallback() {
    // A position selected on the tree is Predict's (controls="predict"); otherwise nothing is selected.
    const onSelect = (id) => {
      if (this.#controls.selected(this.#shape?.dewey[id] ?? '')) this.#view.select(id);
    };
    if (!this.#view) this.#view = new TreeView(this.#box, { label: this.getAttribute('aria-label') ?? undefined, onSelect });
    this.#schedule();
  }

  disconnectedCallback() {
    this.#mcts?.cancel();
    this.#practice?.destroy();
    this.#practice = null;
    this.#view?.destroy();
    this.#view = null;
  }

  attributeChangedCallback() {
    this.#schedule();
  }

  /** Several attribute changes in one task make one computation. */
  #schedule() {
    if (this.#pending || !this.isConnected) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.#compute().catch((e) => this.#fail(messageOf(e)));
    });
  }

  #fail(message) {
    this.#caption.removeAttribute('aria-busy');
    this.#error.textContent = message;
    this.dispatchEvent(new CustomEvent('error', { detail: { message }, bubbles: true, composed: true }));
  }

  // --- practice (mode="practice") ---------------------------------------------------------

  /** Resolves when the exercise is ready (practice mode), for scripts that answer at once. */
  get practiceReady() {
    return (this._practiceReady ??= new Promise((ok) => (this._practiceOk = ok)));
  }

  /** Checks `answer` (the task's shape) and returns {task, correct, score, total, missed, wrong}; fires `answer`. */
  submitAnswer(answer) {
    if (!this.#practice) throw new Error(t('embed-not-practice-yet', { method: 'submitAnswer' }));
    return this.#practice.submitAnswer(answer);
  }

  /** The exercise's one hint (as its Hint button): the hint's text, or null when there is none. */
  practiceHint() {
    if (!this.#practice) throw new Error(t('embed-not-practice-yet', { method: 'practiceHint' }));
    return this.#practice.hint();
  }

  /** With fresh: the next attempt's tree (as New tree); false when the tree is not checked yet or no attempt is left. */
  nextAttempt() {
    return this.#practice?.nextAttempt() ?? false;
  }

  /** With fresh: {used, limit, checked, text} of the attempts; null otherwise. */
  get attempts() {
    return this.#practice?.attempts ?? null;
  }

  async #startPractice(core, seq) {
    // The exercise's code, and the full core (core/load.js): practice is not in the first module.
    let practiceSession;
    try {
      [{ practiceSession }] = await Promise.all([import('../practice/embed-practice.js'), loadFull()]);
    } catch (e) {
      if (seq === this.#seq) this.#fail(t('embed-practice-not-loaded', { error: messageOf(e) }));
      return;
    }
    if (seq !== this.#seq || !this.#view) return;
    this.#practice?.destroy();
    this.#practice = null;
    this.#box.hidden = true;
    this.#caption.textContent = '';
    try {
      this.#practice = practiceSession(this, core, this.#box.parentNode, (detail) =>
        this.dispatchEvent(new CustomEvent('answer', { detail, bubbles: true, composed: true })),
      );
      this.#error.textContent = '';
      this.practiceReady;
      this._practiceOk(this);
    } catch (e) {
      this.#fail(messageOf(e));
    }
  }

  async #compute() {
    const seq = ++this.#seq;
    if (this.#mcts?.running) {
      this.#mcts.cancel(); // a new attribute value ends the running UCT search
      delete this.dataset.state;
      this.#caption.removeAttribute('aria-busy');
    }
    this.#controls.configure(parseControls(this.getAttribute('controls')));
    // The step sentences' language: the element's lang attribute, else the browser's (the
    // host page's <html lang> is not asked: the element may sit in a page of another language).
    const lang = pageLanguage({ element: this.getAttribute('lang'), browser: navigator.languages ?? [navigator.language] });
    const [core] = await Promise.all([loadCore(), loadMessages(lang)]);
    if (seq !== this.#seq || !this.#view) return; // a newer change is on its way
    // Its text is in `lang`, which need not be the host page's: say so to screen readers (WCAG 3.1.2).
    this.shadowRoot.querySelector('.wrap').lang = lang;
    this.#controls.localise(); // built before the messages had loaded
    // The tree's name, the page author's aria-label or else the element's own, in its language.
    if (!this.hasAttribute('aria-label')) this.#box.querySelector('[role=tree]')?.setAttribute('aria-label', t('embed-tree-label'));
    if (this.getAttribute('mode') === 'practice') return this.#startPractice(core, seq);
    this.#box.hidden = false;
    const asked = (this.getAttribute('procedure') ?? DEFAULT_PROC).trim();
    const text = this.getAttribute('tree');
    // UCT (the core's catalogue names it mcts, alias uct: crate/src/procedures.rs, MCTS) and
    // trees with chance positions are the full core's (core/load.js), loaded only then; so is
    // a name the lean catalogue does not know (Ballard's procedures are listed by the full one).
    const uct = /^(mcts|uct)$/i.test(asked);
    if (uct || mayHoldChance(text ?? '') || !NEGAMAX.includes(findProc(asked))) {
      try {
        await Promise.all([loadFull(), import('./embed-chance.js'), uct ? import('./embed-mcts.js') : null]);
      } catch (e) {
        if (seq === this.#seq) this.#fail(messageOf(e));
        return;
      }
      if (seq !== this.#seq || !this.#view) return;
    }
    const procedure = uct ? 'mcts' : findProc(asked); // by the catalogue's names and aliases, in any case
    const chanceProc = procedure != null && takesChance(procedure);
    if (!uct && !chanceProc && !NEGAMAX.includes(procedure)) {
      const names = [...NEGAMAX, ...ALL.filter(takesChance), 'mcts'];
      return this.#fail(t('embed-bad-procedure', { list: names.slice(0, -1).join(', '), last: names.at(-1), asked: asked.slice(0, 20) }));
    }
    const view = (this.getAttribute('view') ?? 'negamax').trim().toLowerCase();
    if (view !== 'negamax' && view !== 'minimax') return this.#fail(t('embed-bad-view'));
    let alpha;
    let beta;
    try {
      alpha = parseScore(this.getAttribute('alpha') ?? NEG_INF, 'alpha');
      beta = parseScore(this.getAttribute('beta') ?? POS_INF, 'beta');
    } catch (e) {
      return this.#fail(e.message);
    }
    if (!(toNumber(alpha) < toNumber(beta))) return this.#fail(t('embed-bad-window', { alpha: f(alpha), beta: f(beta) }));
    let tree;
    try {
      tree = text != null && text.trim() !== '' ? core.GameTree.parse(text) : core.GameTree.example(this.getAttribute('example') ?? 'pi');
    } catch (e) {
      return this.#fail(t('embed-bad-tree', { error: messageOf(e) }));
    }
    try {
      if (tree.size() > 20_000) return this.#fail(t('embed-too-large', { size: String(tree.size()) }));
      // The page's depth limit (one definition: core/depth-limit.js).
      const tooDeepMessage = tooDeep(tree.height(), 'this element');
      if (tooDeepMessage) return this.#fail(messageOf(tooDeepMessage));
      // As the page makes it: typed arrays, Dewey names made when read (the core's shape()
      // leaves them null above 8 MiB of names, which a tree within both limits can reach).
      const shape = shapeOf(tree);
      const run = { tree, shape, procedure, view, alpha, beta, range: (this.getAttribute('range') ?? '').trim() };
      if (uct) return await this.#startMcts(run);
      if (chanceProc) return await this.#chance(run);
      this.#km(run);
    } catch (e) {
      // The core's reason (a K&M procedure on a chance tree, bad probabilities, a range that
      // leaves out a terminal): shown and fired; the previous picture stays.
      this.#fail(messageOf(e));
    } finally {
      tree.free();
    }
  }

  /** Draws a finished run: its shape, its picture (or the step's) and its caption; fires `result`. */
  #show(shape, finished, stepPic, caption, detail, topRoom = 0) {
    this.#caption.removeAttribute('aria-busy');
    this.#view.setShape(shape);
    if (topRoom && this.#view.pos) {
      // Texts above the root (UCT's N and W/N) kept in the fitted view.
      this.#view.pos.bounds.y0 -= topRoom;
      this.#view.fit();
    }
    this.#shape = shape;
    this.#finished = finished;
    this.#view.render(stepPic ?? finished);
    this.#error.textContent = '';
    this.#caption.textContent = caption;
    this.result = detail;
    this.dispatchEvent(new CustomEvent('result', { detail, bubbles: true, composed: true }));
  }

  /** The step the step-through starts at (the `step` attribute), or null: the finished run. */
  get #startStep() {
    const startAt = this.getAttribute('step');
    return startAt != null && /^\d+$/.test(startAt.trim()) ? Number(startAt) : null;
  }

  /** Expectiminimax, Star1 or Star2 on a tree with chance positions (embed-chance.js). */
  async #chance({ tree, shape, procedure, view, alpha, beta, range }) {
    const { runChance } = await import('./embed-chance.js');
    const dewey = (id) => shape.dewey[id];
    const out = runChance({ tree, shape, procedure, view, alpha, beta, range, dewey });
    const stepPic = this.#controls.update({ procedure, alpha, beta, shape, view, steps: out.steps, start: this.#startStep, procs: ALL.filter(takesChance) });
    this.#show(shape, out.finished, stepPic, out.caption, { tree: tree.text(), ...out.detail });
  }

  /** UCT (embed-mcts.js): started here, drawn and fired when its worker is done. */
  async #startMcts({ tree, shape, view, alpha, beta, range }) {
    const { EmbedMcts, mctsOptions } = await import('./embed-mcts.js');
    const options = mctsOptions((name) => (name === 'range' ? range || null : this.getAttribute(name)));
    this.#mcts ??= new EmbedMcts({
      progress: (done, total) => {
        this.#caption.textContent = t('mcts-progress-status', { done: quantity(done), total: quantity(total) });
      },
      done: ({ detail, caption, picture, shape }) => {
        this.dataset.state = 'done';
        this.#show(shape, picture, null, caption, detail, 24);
      },
      error: (message) => {
        delete this.dataset.state;
        this.#fail(message);
      },
    });
    this.#controls.update({
      procedure: 'mcts',
      alpha,
      beta,
      shape,
      view,
      steps: null,
      start: null,
      procs: [...NEGAMAX, 'mcts'],
      noSteps: t('embed-mcts-no-steps'),
    });
    this.#mcts.start({ tree, shape, options, view, dewey: (id) => (id === 0 ? '' : shape.dewey[id]) });
    this.dataset.state = 'running';
    this.#caption.setAttribute('aria-busy', 'true'); // the progress is not announced chunk by chunk
    this.#caption.textContent = t('mcts-starting', { total: quantity(options.iterations) });
  }

  /** Knuth & Moore's procedures (and the negamax family), as before. */
  #km({ tree, shape, procedure, view, alpha, beta }) {
    const trace = this.#controls.wantsTrace && tree.size() <= TRACE_LIMIT;
    // With the window analysis: the picture marks what the window saved, the result gives F2's re-search.
    const r = typedRecord(tree.run(procedure, { alpha, beta, trace, analysis: true }));
    const c = r.counts;
    const a = r.aspiration;
    const dewey = (ids) => ids.map((id) => shape.dewey[id]);
    // A window cutoff is drawn as saved only where the window saved the position (the record's window effect).
    const saved = r.windowEffect ? new Set(r.windowEffect.saved) : null;
    const finished = paintRun(shape, r, view, saved);
    const stepPic = this.#controls.update({
      procedure,
      alpha,
      beta,
      record: trace ? r : null,
      shape,
      view,
      counts: r,
      sets: { saved, extra: r.windowEffect ? new Set(r.windowEffect.extra) : null },
      start: this.#startStep,
      treeText: this.#controls.wantsText ? tree.text() : null,
      procs: NEGAMAX,
    });
    const outcome = r.outcome ?? 'exact'; // no outcome: no window taken, or the full window, which is exact by (9)
    const deep = c.byKind.deep ?? 0;
    const use = windowUse(procedure); // as the catalogue says
    const win = use === 'none' ? '' : use === 'bound' ? ` ${t('embed-caption-bound', { beta: f(r.beta) })}` : ` ${formatWindow(r.alpha, r.beta)}`;
    const caption = t('embed-caption', {
      run: `${procedure}${win}`,
      value: f(r.value),
      exact: r.exact ? 'yes' : 'no',
      terminals: String(c.terminals),
      allTerminals: String(shape.terminals),
      positions: String(c.positions),
      allPositions: String(shape.parent.length),
      deep: count(deep),
    });
    this.#show(shape, finished, stepPic, caption, {
      procedure,
      tree: tree.text(),
      alpha: r.alpha,
      beta: r.beta,
      view,
      value: r.value,
      exact: r.exact,
      outcome,
      terminalsExamined: c.terminals,
      positionsExamined: c.positions,
      terminals: shape.terminals,
      positions: shape.parent.length,
      perLevel: c.perLevel,
      shallowCutoffs: c.byKind.shallow ?? 0,
      deepCutoffs: deep,
      windowCutoffs: c.byKind.window ?? 0,
      examined: dewey(r.visits.map((v) => v.at)),
      principalVariation: dewey(r.pv),
      research:
        a?.research && outcome !== 'exact'
          ? {
              alpha: a.research.alpha,
              beta: a.research.beta,
              value: a.research.value,
              positionsExamined: a.research.positions,
              terminalsExamined: a.research.terminals,
            }
          : null,
      finalValue: a?.value ?? (r.exact ? r.value : null),
      totalPositionsExamined: a?.totalPositions ?? c.positions,
    });
  }
}

if (!customElements.get('game-tree-playground')) customElements.define('game-tree-playground', GameTreePlayground);

export { GameTreePlayground };
