// The running procedure's text beside the tree during a step-through (issue 10 §3): the
// listing as the paper prints it (families/*/listing.js), the current line marked, and the
// live values of p, α, β, m, t, i of the call the step is in. It can be hidden (a
// <details>). Values are the procedure's own (negamax: from the player to move's
// standpoint), whatever view the tree shows.
import { formatScore as f } from '../core/score.js';
import { LISTINGS, lineOf, liveValues } from '../families/km/listing.js';
import { THESIS_LISTINGS, thesisLive } from '../families/thesis/listing.js';

export class CodePanel {
  /** @param {HTMLDetailsElement} host */
  constructor(host) {
    this.host = host;
    this.proc = null;
    if (!host.querySelector('summary')) {
      const s = document.createElement('summary');
      s.textContent = 'The code';
      host.append(s);
    }
    this.cite = document.createElement('p');
    this.cite.className = 'code-cite';
    this.pre = document.createElement('pre');
    this.pre.className = 'code-listing';
    this.pre.setAttribute('aria-label', 'The procedure as the paper prints it');
    this.vars = document.createElement('p');
    this.vars.className = 'code-vars';
    this.vars.setAttribute('aria-live', 'off');
    host.append(this.cite, this.pre, this.vars);
  }

  /** Whether a listing exists for `proc`. */
  static has(proc) {
    return proc in LISTINGS || proc in THESIS_LISTINGS;
  }

  hide() {
    this.host.hidden = true;
  }

  /**
   * Shows step k of `trace` (the core's K&M events) of procedure `proc` on `shape`.
   */
  show(proc, trace, k, shape) {
    const L = LISTINGS[proc] ?? THESIS_LISTINGS[proc];
    if (!L) return this.hide();
    this.host.hidden = false;
    if (proc !== this.proc) {
      this.proc = proc;
      this.cite.textContent = L.cite;
      this.lines = L.lines.map((text, i) => {
        const span = document.createElement('span');
        span.className = 'code-line';
        span.dataset.line = String(i);
        span.textContent = text + '\n';
        return span;
      });
      this.pre.replaceChildren(...this.lines);
    }
    const thesis = proc in THESIS_LISTINGS;
    const live = thesis ? thesisLive(proc, trace, k, shape) : liveValues(trace, k, shape);
    const line = k === 0 ? 0 : thesis ? live.line : lineOf(proc, live.event, live.terminal);
    this.lines.forEach((s, i) => {
      const on = i === line;
      s.classList.toggle('is-current', on);
      if (on) s.setAttribute('aria-current', 'step');
      else s.removeAttribute('aria-current');
    });
    this.current = line;
    if (thesis && live.returned) {
      const d = shape.dewey[live.returned.at];
      this.vars.textContent = `p = ${d === '' ? 'root' : d} returns ${f(live.returned.value)}`;
      return;
    }
    const fr = live.frame;
    if (!fr) {
      this.vars.textContent = 'Not started: the first step calls the procedure at the root.';
      return;
    }
    const p = shape.dewey[fr.at] === '' ? 'root' : shape.dewey[fr.at];
    if (fr.returned) {
      this.vars.textContent = `p = ${p} returns ${f(fr.value)}`;
      return;
    }
    const win = proc === 'F2' || proc === 'alphabeta' ? `α = ${f(fr.alpha)}, β = ${f(fr.beta)}, ` : proc === 'F1' || proc === 'branch-and-bound' ? `bound = ${f(fr.beta)}, ` : '';
    const d = shape.degree[fr.at];
    this.vars.textContent = d === 0 ? `p = ${p} (terminal), ${win}f(p) = ${fr.evaluated ? f(fr.m) : 'not yet computed'}` : `p = ${p}, ${win}m = ${f(fr.m)}, t = ${fr.t == null ? '–' : f(fr.t)}, i = ${fr.i} of d = ${d}`;
  }
}
