// <game-tree-playground>: the playground's tree view as a web component, for course pages.
// Served at the site's root as embed.js:
//
//   <script type="module" src="https://example.org/playground/embed.js"></script>
//   <game-tree-playground tree="((3,1,4),(1,5,9),(2,6,5))" procedure="F2" alpha="-inf" beta="+inf"
//                         view="negamax"></game-tree-playground>
//
// Attributes: tree (tree text; or example="pi" for a built-in example), procedure (F0|F1|F2),
// alpha, beta (integers, -inf, +inf), view (negamax|minimax). After every computation the
// element sets its `result` property and dispatches a `result` CustomEvent (bubbling,
// composed) whose detail holds procedure, value, exact, outcome, terminalsExamined,
// positionsExamined, per level, cutoffs and the aspiration re-search. Bad input dispatches
// an `error` event and shows the message; the previous picture stays. Each instance has its
// own shadow DOM and state; the wasm module is loaded once per page.
import { loadCore, messageOf } from '../core/load.js';
import { TreeView } from '../view/tree-view.js';
import { idMap, paintRun } from '../view/paint.js';
import { formatScore as f, formatWindow, parseScore, toNumber } from '../core/score.js';
import treeCss from '../view/tree-view.css?inline';

const HOST_CSS = `
:host { display: block; height: 340px; border: 1px solid #d5d9e0; border-radius: 8px; overflow: hidden;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 14px;
  background: #fff; color: #1d2330; contain: content; }
:host([hidden]) { display: none; }
@media (prefers-color-scheme: dark) { :host { background: #161a21; color: #e6e9ef; border-color: #323a47; } }
.wrap { display: flex; flex-direction: column; height: 100%; }
.box { flex: 1; min-height: 80px; position: relative; }
.caption { margin: 0; padding: 4px 8px; border-top: 1px solid #d5d9e066; font-variant-numeric: tabular-nums; }
.error { margin: 0; padding: 4px 8px; color: #b3261e; }
.error:empty { display: none; }
@media (prefers-color-scheme: dark) { .error { color: #ff8a80; } }
`;

const PROCS = ['F0', 'F1', 'F2'];

/**
 * The ids the window saves (examined with the full window, not with this one), or null: a
 * window cutoff is drawn as saved only for these (see runs.js's classify).
 */
function savedByWindow(tree, procedure, alpha, beta, report) {
  if (procedure === 'F0' || (String(alpha) === '-inf' && String(beta) === '+inf')) return null;
  if (procedure === 'F2') return new Set(tree.compareCounts(alpha, beta).F2.savedByWindow ?? []);
  const full = tree.searchCompact(procedure, '-inf', '+inf').status;
  const saved = new Set();
  for (let i = 0; i < full.length; i++) if (full[i] === 0 && report.status[i] !== 'examined') saved.add(i);
  return saved;
}

class GameTreePlayground extends HTMLElement {
  static observedAttributes = ['tree', 'example', 'procedure', 'alpha', 'beta', 'view'];

  #view = null;
  #box;
  #caption;
  #error;
  #pending = false;
  #seq = 0;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = treeCss + HOST_CSS;
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
    wrap.append(this.#box, this.#error, this.#caption);
    root.append(style, wrap);
    /** The last result (see the result event), or null. */
    this.result = null;
  }

  connectedCallback() {
    if (!this.#view) this.#view = new TreeView(this.#box, { label: this.getAttribute('aria-label') ?? 'Game tree' });
    this.#schedule();
  }

  disconnectedCallback() {
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
    this.#error.textContent = message;
    this.dispatchEvent(new CustomEvent('error', { detail: { message }, bubbles: true, composed: true }));
  }

  async #compute() {
    const seq = ++this.#seq;
    const core = await loadCore();
    if (seq !== this.#seq || !this.#view) return; // a newer change is on its way
    const procedure = (this.getAttribute('procedure') ?? 'F2').trim().toUpperCase();
    if (!PROCS.includes(procedure)) return this.#fail(`procedure must be F0, F1 or F2, not '${procedure.slice(0, 20)}'`);
    const view = (this.getAttribute('view') ?? 'negamax').trim().toLowerCase();
    if (view !== 'negamax' && view !== 'minimax') return this.#fail(`view must be negamax or minimax`);
    let alpha;
    let beta;
    try {
      alpha = parseScore(this.getAttribute('alpha') ?? '-inf', 'alpha');
      beta = parseScore(this.getAttribute('beta') ?? '+inf', 'beta');
    } catch (e) {
      return this.#fail(e.message);
    }
    if (!(toNumber(alpha) < toNumber(beta))) return this.#fail(`alpha must be less than beta (alpha = ${f(alpha)}, beta = ${f(beta)})`);
    let tree;
    try {
      const text = this.getAttribute('tree');
      tree = text != null && text.trim() !== '' ? core.GameTree.parse(text) : core.GameTree.example(this.getAttribute('example') ?? 'pi');
    } catch (e) {
      return this.#fail(`tree: ${messageOf(e)}`);
    }
    try {
      if (tree.size() > 20_000) return this.#fail(`the tree has ${tree.size()} positions; the element draws at most 20000`);
      const shape = tree.shape();
      const report = tree.search(procedure, alpha, beta, false);
      const idOf = idMap(shape);
      this.#view.setShape(shape);
      this.#view.render(paintRun(shape, idOf, report, view, savedByWindow(tree, procedure, alpha, beta, report)));
      this.#error.textContent = '';
      const outcome =
        report.outcome ?? (report.exact ? 'exact' : toNumber(report.value) <= toNumber(report.alpha) ? 'fail_low' : 'fail_high');
      const win = procedure === 'F0' ? '' : procedure === 'F1' ? ` bound ${f(report.beta)}` : ` ${formatWindow(report.alpha, report.beta)}`;
      this.#caption.textContent =
        `${procedure}${win}: value ${f(report.value)}${report.exact ? '' : ' (a bound)'} · ` +
        `${report.terminals_examined} of ${shape.terminals} terminals, ${report.positions_examined} of ${shape.parent.length} positions examined` +
        (report.deep_cutoffs ? ` · ${report.deep_cutoffs} deep cutoff${report.deep_cutoffs === 1 ? '' : 's'}` : '');
      this.result = {
        procedure,
        tree: tree.text(),
        alpha: report.alpha,
        beta: report.beta,
        view,
        value: report.value,
        exact: report.exact,
        outcome,
        terminalsExamined: report.terminals_examined,
        positionsExamined: report.positions_examined,
        terminals: shape.terminals,
        positions: shape.parent.length,
        perLevel: report.per_level,
        shallowCutoffs: report.shallow_cutoffs,
        deepCutoffs: report.deep_cutoffs,
        windowCutoffs: report.window_cutoffs,
        examined: report.examined,
        principalVariation: report.pv,
        research:
          report.outcome && report.outcome !== 'exact'
            ? {
                alpha: report.research_alpha,
                beta: report.research_beta,
                value: report.research_value,
                positionsExamined: report.research_positions_examined,
                terminalsExamined: report.research_terminals_examined,
              }
            : null,
        finalValue: report.final_value ?? (report.exact ? report.value : null),
        totalPositionsExamined: report.total_positions_examined ?? report.positions_examined,
      };
      this.dispatchEvent(new CustomEvent('result', { detail: this.result, bubbles: true, composed: true }));
    } finally {
      tree.free();
    }
  }
}

if (!customElements.get('game-tree-playground')) customElements.define('game-tree-playground', GameTreePlayground);

export { GameTreePlayground };
