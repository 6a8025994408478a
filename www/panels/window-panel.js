// The window (alpha, beta): two inputs that accept integers and -inf/+inf, validated
// (alpha < beta), and what the core reports about the aspiration search (K&M section 4):
// the outcome of the first search, the re-search, and positions examined by each, in
// total and with the full window.
import { NEG_INF, POS_INF, formatScore as f, formatWindow, isFullWindow, parseScore, scoreText, toNumber } from '../core/score.js';
import { h } from '../view/dom.js';
import { NEGAMAX, shortName, takesWindow, windowUse } from '../core/procedures.js';
import { WINDOW_PROC } from '../families/defaults.js';

export class WindowPanel {
  /**
   * @param {{alpha: HTMLInputElement, beta: HTMLInputElement, message: HTMLElement,
   *   result: HTMLElement, full: HTMLButtonElement, research: HTMLButtonElement,
   *   onChange: (alpha, beta) => void, onResearch?: (alpha, beta) => void}} els
   */
  constructor(els) {
    this.els = els;
    this.dewey = (id) => els.dewey?.(id) ?? String(id);
    this.onPoint = els.onPoint;
    const read = () => this.#read();
    els.alpha.addEventListener('input', read);
    els.beta.addEventListener('input', read);
    for (const input of [els.alpha, els.beta]) {
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') read();
      });
    }
    els.full.addEventListener('click', () => {
      this.set(NEG_INF, POS_INF);
      els.onChange(NEG_INF, POS_INF);
    });
    els.research.addEventListener('click', () => {
      if (!this.researchWindow) return;
      const [a, b] = this.researchWindow;
      this.set(a, b);
      (els.onResearch ?? els.onChange)(a, b); // the page records it for undo (the person's window comes back)
    });
  }

  #read() {
    const { alpha, beta, message } = this.els;
    let a;
    let b;
    try {
      a = parseScore(alpha.value, 'alpha');
      b = parseScore(beta.value, 'beta');
    } catch (e) {
      this.#invalid(e.message);
      return;
    }
    if (!(toNumber(a) < toNumber(b))) {
      this.#invalid(`alpha must be less than beta (alpha = ${f(a)}, beta = ${f(b)}); keeping ${formatWindow(this.alpha, this.beta)}`);
      return;
    }
    message.textContent = '';
    alpha.removeAttribute('aria-invalid');
    beta.removeAttribute('aria-invalid');
    if (String(a) === String(this.alpha) && String(b) === String(this.beta)) return;
    this.alpha = a;
    this.beta = b;
    this.els.onChange(a, b);
  }

  #invalid(text) {
    this.els.message.textContent = text;
    this.els.alpha.setAttribute('aria-invalid', 'true');
    this.els.beta.setAttribute('aria-invalid', 'true');
  }

  /** Shows a window that was set elsewhere (a link, the aspiration map). */
  set(alpha, beta) {
    this.alpha = alpha;
    this.beta = beta;
    const { els } = this;
    const focused = document.activeElement;
    if (focused !== els.alpha) els.alpha.value = scoreText(alpha);
    if (focused !== els.beta) els.beta.value = scoreText(beta);
    if (focused !== els.alpha && focused !== els.beta) {
      els.message.textContent = '';
      els.alpha.removeAttribute('aria-invalid');
      els.beta.removeAttribute('aria-invalid');
    }
  }

  /** Shows no result (practice mode: the result is an exercise's answer). */
  clear() {
    this.els.result.replaceChildren();
    this.researchWindow = null;
    this.els.research.hidden = true;
  }

  /**
   * Points to the positions the window saves and those it costs (ids of the tops of their
   * subtrees): named after the result, with a button that shows and selects them.
   */
  point(saved, extra) {
    const key = `${saved}|${extra}`;
    const out = this.els.result;
    if (key === this.pointed && out.querySelector('.window-points')) return;
    this.pointed = key;
    out.querySelector('.window-points')?.remove();
    if (!saved.length && !extra.length) return;
    const names = (ids) => ids.slice(0, 6).map((id) => this.dewey(id) || 'root').join(', ') + (ids.length > 6 ? ', …' : '');
    const parts = [];
    if (saved.length) parts.push(`saved: ${names(saved)}`);
    if (extra.length) parts.push(`cost by the window: ${names(extra)}`);
    const show = h('button', { type: 'button', class: 'window-show' }, 'Show them in the tree');
    show.addEventListener('click', () => this.onPoint?.([...saved, ...extra]));
    out.append(h('p', { class: 'window-points', 'data-saved': saved.map(this.dewey).join(' '), 'data-extra': extra.map(this.dewey).join(' ') }, `Where (with what is below): ${parts.join('; ')}. `, show));
  }

  /**
   * Shows the result of the selected procedure with this window.
   * @param {string} proc F0 | F1 | F2 | compare
   * @param {{counts: object, aspiration: object|null}} km  the core's counts of K&M's
   *   procedures by name, and F2's aspiration search (its record's, with the window analysis)
   * @param {string|null} shown  the procedure shown, when another paper's
   */
  show(proc, km, shown = null) {
    this.pointed = null;
    const out = this.els.result;
    const K = shortName(WINDOW_PROC); // whose aspiration search follows (K&M section 4)
    out.replaceChildren();
    // Another paper's procedure is shown: say what it does with the window before F2's
    // analysis, which is Knuth & Moore's (section 4) and is given for comparison.
    if (shown && shown !== proc) {
      const name = shortName(shown);
      out.append(
        h('p', { class: 'shown-proc', 'data-shown': shown }, takesWindow(shown)
          ? `${name} is shown, searched with this window (its counts and value are in the summary). Knuth & Moore's ${K} with the same window, for comparison:`
          : `${name} is shown; it takes no window. Knuth & Moore's ${K} with this window, for comparison:`),
      );
    }
    this.researchWindow = null;
    this.els.research.hidden = true;
    const full = isFullWindow(this.alpha, this.beta);
    const r2 = km.counts[WINDOW_PROC];
    // What a negamax procedure does with the window, as the catalogue says (the compare view: nothing to say).
    const use = NEGAMAX.includes(proc) ? windowUse(proc) : null;
    const name = shortName(proc);
    if (use === 'none') {
      out.append(h('p', {}, `${name} takes no window: (α, β) changes nothing it does.`));
      if (full) return;
    }
    if (use === 'bound') {
      const r = km.counts[proc];
      out.append(
        h('p', {}, `${name} takes only β = ${f(this.beta)} as its bound; α is not used.`),
        h(
          'p',
          {},
          r.exact
            ? `${name}(root, ${f(r.beta)}) = ${f(r.value)} < bound: exact (6).`
            : `${name}(root, ${f(r.beta)}) = ${f(r.value)} ≥ bound: only F(root) ≥ ${f(r.value)} is known (6).`,
        ),
      );
      if (full) return;
    }
    if (full) {
      out.append(
        h('p', { class: 'outcome outcome-exact' }, `Full window ${formatWindow(NEG_INF, POS_INF)}: ${K} gives F(root) = ${f(r2.value)}.`),
        h('p', { class: 'hint' }, 'Narrow the window (or click the aspiration map) to see an aspiration search: a right guess saves positions, a wrong one costs a re-search.'),
      );
      return;
    }
    const a = km.aspiration;
    if (!a) return;
    const one = a.first;
    const again = a.research;
    const words = { exact: 'exact', fail_low: 'fails low', fail_high: 'fails high' }[a.outcome];
    const first = `${K}(root, ${f(one.alpha)}, ${f(one.beta)}) = ${f(one.value)}`;
    let why = '';
    if (a.outcome === 'exact') why = ` (${f(one.alpha)} < ${f(one.value)} < ${f(one.beta)}): this is F(root).`;
    if (a.outcome === 'fail_low') why = ` ≤ α: ${words}, so F(root) ≤ ${f(one.value)}.`;
    if (a.outcome === 'fail_high') why = ` ≥ β: ${words}, so F(root) ≥ ${f(one.value)}.`;
    out.append(h('p', { class: `outcome outcome-${a.outcome}`, 'data-outcome': a.outcome }, h('strong', {}, words === 'exact' ? 'Exact. ' : `Fails ${a.outcome === 'fail_low' ? 'low' : 'high'}. `), first + why));
    if (again) {
      out.append(h('p', { class: 'research' }, `Re-search: ${K}(root, ${f(again.alpha)}, ${f(again.beta)}) = ${f(again.value)} = F(root).`));
      this.researchWindow = [again.alpha, again.beta];
      this.els.research.hidden = false;
    }
    const saved = a.fullWindowPositions - a.totalPositions;
    const table = h(
      'table',
      { class: 'cost' },
      h('caption', {}, `Positions examined by ${K} (terminals in brackets)`),
      h(
        'tbody',
        {},
        row('first search', one.positions, one.terminals),
        row('re-search', again?.positions ?? 0, again?.terminals ?? 0),
        row('total', a.totalPositions, a.totalTerminals, 'total'),
        row('full window (−∞, +∞)', a.fullWindowPositions, a.fullWindowTerminals),
      ),
    );
    out.append(
      table,
      h(
        'p',
        { class: saved > 0 ? 'saved' : saved < 0 ? 'extra' : '' },
        saved > 0
          ? `The window saves ${saved} position${saved === 1 ? '' : 's'}.`
          : saved < 0
            ? `The window costs ${-saved} extra position${saved === -1 ? '' : 's'}.`
            : 'The window costs the same as the full window.',
      ),
    );
  }
}

function row(label, positions, terminals, cls = '') {
  return h('tr', { class: cls }, h('th', { scope: 'row' }, label), h('td', {}, `${positions}`), h('td', {}, `(${terminals})`));
}
