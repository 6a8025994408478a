// The window (alpha, beta): two inputs that accept integers and -inf/+inf, validated
// (alpha < beta), and what the core reports about the aspiration search (K&M section 4):
// the outcome of the first search, the re-search, and positions examined by each, in
// total and with the full window.

import { NEGAMAX, shortName, takesWindow, windowUse } from '../core/procedures.js';
import { formatScore as f, formatWindow, isFullWindow, NEG_INF, POS_INF, parseScore, scoreText, toNumber } from '../core/score.js';
import { WINDOW_PROC } from '../families/defaults.js';
import { count, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

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
      els.alpha.focus(); // the button goes (the window is full): the focus stays in the panel
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
      this.#invalid(t('window-order', { alpha: f(a), beta: f(b), window: formatWindow(this.alpha, this.beta) }));
      return;
    }
    message.textContent = '';
    alpha.removeAttribute('aria-invalid');
    beta.removeAttribute('aria-invalid');
    if (String(a) === String(this.alpha) && String(b) === String(this.beta)) return;
    this.alpha = a;
    this.beta = b;
    this.els.full.hidden = isFullWindow(a, b);
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
    // "(−∞, +∞)" only where it changes something: the first screen shows no control that does nothing.
    els.full.hidden = isFullWindow(alpha, beta);
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
    const names = (ids) =>
      ids
        .slice(0, 6)
        .map((id) => this.dewey(id) || 'root')
        .join(', ') + (ids.length > 6 ? ', …' : '');
    const parts = [];
    if (saved.length) parts.push(t('window-points-saved', { names: names(saved) }));
    if (extra.length) parts.push(t('window-points-extra', { names: names(extra) }));
    const show = h('button', { type: 'button', class: 'window-show' }, t('window-points-show'));
    show.addEventListener('click', () => this.onPoint?.([...saved, ...extra]));
    out.append(
      h(
        'p',
        { class: 'window-points', 'data-saved': saved.map(this.dewey).join(' '), 'data-extra': extra.map(this.dewey).join(' ') },
        `${t('window-points', { parts: parts.join('; ') })} `,
        show,
      ),
    );
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
        h(
          'p',
          { class: 'shown-proc', 'data-shown': shown },
          takesWindow(shown) ? t('window-shown-with', { name, km: K }) : t('window-shown-without', { name, km: K }),
        ),
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
      out.append(h('p', {}, t('window-none', { name })));
      if (full) return;
    }
    if (use === 'bound') {
      const r = km.counts[proc];
      out.append(
        h('p', {}, t('window-bound', { name, beta: f(this.beta) })),
        h('p', {}, t('window-bound-result', { name, beta: f(r.beta), value: f(r.value), exact: r.exact ? 'yes' : 'no' })),
      );
      if (full) return;
    }
    if (full) {
      out.append(
        h('p', { class: 'outcome outcome-exact' }, t('window-full-result', { window: formatWindow(NEG_INF, POS_INF), km: K, value: f(r2.value) })),
        h('p', { class: 'hint' }, t('window-full-hint')),
      );
      return;
    }
    const a = km.aspiration;
    if (!a) return;
    const one = a.first;
    const again = a.research;
    const outcome = { exact: 'exact', fail_low: 'low', fail_high: 'high' }[a.outcome];
    const first = t('window-first', { km: K, alpha: f(one.alpha), beta: f(one.beta), value: f(one.value), outcome });
    out.append(h('p', { class: `outcome outcome-${a.outcome}`, 'data-outcome': a.outcome }, h('strong', {}, `${t('window-outcome', { outcome })} `), first));
    if (again) {
      out.append(h('p', { class: 'research' }, t('window-research-result', { km: K, alpha: f(again.alpha), beta: f(again.beta), value: f(again.value) })));
      this.researchWindow = [again.alpha, again.beta];
      this.els.research.hidden = false;
    }
    const saved = a.fullWindowPositions - a.totalPositions;
    const table = h(
      'table',
      { class: 'cost' },
      h('caption', {}, t('window-cost-caption', { km: K })),
      h(
        'tbody',
        {},
        row(t('window-cost-first'), one.positions, one.terminals),
        row(t('window-cost-research'), again?.positions ?? 0, again?.terminals ?? 0),
        row(t('window-cost-total'), a.totalPositions, a.totalTerminals, 'total'),
        row(t('window-cost-full'), a.fullWindowPositions, a.fullWindowTerminals),
      ),
    );
    out.append(
      table,
      h(
        'p',
        { class: saved > 0 ? 'saved' : saved < 0 ? 'extra' : '' },
        saved > 0 ? t('window-saves', { count: count(saved) }) : saved < 0 ? t('window-costs', { count: count(-saved) }) : t('window-same'),
      ),
    );
  }
}

function row(label, positions, terminals, cls = '') {
  return h('tr', { class: cls }, h('th', { scope: 'row' }, label), h('td', {}, `${positions}`), h('td', {}, `(${terminals})`));
}
