// The running procedure's text beside the tree during a step-through: the
// listing as the paper prints it (families/*/listing.js), the current line marked, and the
// live values of p, α, β, m, t, i of the call the step is in, read from the step-through's
// state (the family's stepper: the one fold of the trace the picture and the step panel read
// too). It can be hidden (a <details>). Values are the procedure's own (negamax: from the
// player to move's standpoint), whatever view the tree shows.

import { listingOf, windowUse } from '../core/procedures.js';
import { formatScore as f, isFullWindow } from '../core/score.js';
import { CHANCE_LISTINGS, chanceLine, chanceVars } from '../families/chance/listing.js';
import { lineOf, liveValues } from '../families/km/listing.js';
import { MN_LISTINGS, mnLive, mnStrip, mnVars } from '../families/mn/listing.js';
import { THESIS_LISTINGS, thesisLive } from '../families/thesis/listing.js';
import { thesisVars } from '../families/thesis/live-text.js';
import { count, t } from '../i18n/translate.js';

export class CodePanel {
  /** @param {HTMLDetailsElement} host */
  constructor(host) {
    this.host = host;
    this.proc = null;
    if (!host.querySelector('summary')) {
      const s = document.createElement('summary');
      s.textContent = t('code-summary');
      host.append(s);
    }
    this.cite = document.createElement('p');
    this.cite.className = 'code-cite';
    // The citation is the paper's reference as the catalogue and the listings give it, and the
    // listing is the paper's text: both stay as printed in every language.
    this.cite.setAttribute('translate', 'no');
    this.cite.lang = 'en'; // a screen reader in the page's language would mispronounce it (WCAG 3.1.2)
    this.pre = document.createElement('pre');
    this.pre.className = 'code-listing';
    this.pre.setAttribute('translate', 'no');
    this.pre.setAttribute('aria-label', t('code-listing'));
    // A box that scrolls is a stop of the Tab order, so a keyboard can scroll it (WCAG 2.1.1).
    this.pre.setAttribute('role', 'region');
    this.pre.tabIndex = 0;
    // Long listings (a routine and those it calls) scroll inside the box, which follows the
    // current line; the page does not move.
    Object.assign(this.pre.style, { maxHeight: '24em', overflowY: 'auto' });
    this.vars = document.createElement('p');
    this.vars.className = 'code-vars';
    this.vars.setAttribute('aria-live', 'off');
    host.append(this.cite, this.pre, this.vars);
    // A closed <details> lays nothing out, so the listing could not scroll to its line then:
    // it does when opened.
    host.addEventListener('toggle', () => host.open && this.current != null && this.#mark(this.current));
  }

  /** Whether a listing exists for `proc`. */
  static has(proc) {
    return !!listingOf(proc) || proc in THESIS_LISTINGS || proc in MN_LISTINGS || CHANCE_LISTINGS.has(proc);
  }

  hide() {
    this.host.hidden = true;
  }

  /** Hidden, with no step marked and no values (practice mode: the step is a run's). */
  clear() {
    this.hide();
    for (const s of this.lines ?? []) {
      s.classList.remove('is-current');
      s.removeAttribute('aria-current');
    }
    this.current = null;
    this.vars.textContent = '';
  }

  /**
   * Shows step `st` (the state of procedure `proc`'s stepper after k events:
   * stepper.stateAt(k)) on `shape`.
   */
  show(proc, st, shape) {
    const k = st.k;
    const L = this.#listing(proc);
    if (!L) return;
    if (proc in THESIS_LISTINGS) {
      const live = thesisLive(proc, st);
      this.#mark(k === 0 ? 0 : live.line);
      this.vars.textContent = thesisVars(live, shape, L.blocks.length > 1);
      this.vars.translate = true;
      return;
    }
    if (CHANCE_LISTINGS.has(proc)) {
      this.#mark(chanceLine(proc, st));
      this.vars.textContent = chanceVars(st, shape);
      this.vars.translate = false; // notation
      return;
    }
    if (proc in MN_LISTINGS) {
      const live = mnLive(proc, st);
      this.#mark(k === 0 ? 0 : live.line);
      this.vars.textContent = mnVars(proc, live, shape);
      this.vars.translate = !mnStrip(live); // the report's names alone stay as printed
      return;
    }
    this.vars.translate = true;
    const live = liveValues(st, shape);
    this.#mark(k === 0 ? 0 : lineOf(proc, live.event, live.terminal));
    const fr = live.frame;
    if (!fr) {
      this.vars.textContent = t('code-not-started');
      return;
    }
    const p = shape.dewey[fr.at] === '' ? 'root' : shape.dewey[fr.at];
    if (fr.returned) {
      this.vars.textContent = t('code-returns', { p, value: f(fr.value) });
      return;
    }
    const use = windowUse(proc);
    const own = use === 'none' && !isFullWindow(fr.alpha, fr.beta);
    const win = use === 'bound' ? `bound = ${f(fr.beta)}, ` : use === 'window' || own ? `α = ${f(fr.alpha)}, β = ${f(fr.beta)}, ` : '';
    const d = shape.degree[fr.at];
    this.vars.textContent =
      d === 0
        ? t('code-terminal', { p, window: win, value: fr.evaluated ? f(fr.m) : 'none' })
        : t('code-interior', { p, window: win, m: f(fr.m), t: fr.t == null ? '–' : f(fr.t), i: count(fr.i), d: count(d) });
  }

  /**
   * The finished run (no step): procedure `proc`'s listing with no line marked. The panel
   * keeps its place, so the step controls above it do not move when the run ends or a
   * step-through starts (stepper.css).
   */
  rest(proc) {
    if (!this.#listing(proc)) return;
    this.#mark(null);
    this.vars.textContent = '';
  }

  /** Shows the panel with `proc`'s listing (made anew for a new procedure); null (hidden) if it has none. */
  #listing(proc) {
    const L = listingOf(proc) ?? THESIS_LISTINGS[proc] ?? MN_LISTINGS[proc] ?? CHANCE_LISTINGS.get(proc);
    if (!L) {
      this.hide();
      return null;
    }
    this.host.hidden = false;
    this.pre.setAttribute('aria-label', t('code-listing')); // the page's language may have changed
    if (proc !== this.proc) {
      this.proc = proc;
      this.cite.textContent = L.cite;
      this.lines = L.lines.map((text, i) => {
        const span = document.createElement('span');
        span.className = 'code-line';
        span.lang = 'en'; // the paper's English (the box's name is in the page's language)
        span.dataset.line = String(i);
        span.textContent = text + '\n';
        return span;
      });
      this.pre.replaceChildren(...this.lines);
    }
    return L;
  }

  /** Marks line `line` as the current one and scrolls the listing (not the page) to it. */
  #mark(line) {
    this.lines.forEach((s, i) => {
      const on = i === line;
      s.classList.toggle('is-current', on);
      if (on) s.setAttribute('aria-current', 'step');
      else s.removeAttribute('aria-current');
    });
    this.current = line;
    const el = this.lines[line];
    const pre = this.pre;
    if (el && pre.scrollHeight > pre.clientHeight) {
      const top = el.offsetTop - pre.offsetTop;
      if (top < pre.scrollTop || top + el.offsetHeight > pre.scrollTop + pre.clientHeight) pre.scrollTop = Math.max(0, top - pre.clientHeight / 3);
    }
  }
}
