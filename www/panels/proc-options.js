// Options of the other papers' procedures: the thesis' reading (resolved, the default, or
// literal: the texts exactly as printed) for Muszycka's; m, n, the backing-up functions and
// the root's tie rule for Slagle's, with the core's warnings about the functions. Bad input
// gets a message here and the previous options stay.
import { optionsOf, takesWindow } from '../core/procedures.js';
import { validBackup } from '../state/url-state.js';

export class ProcOptions {
  /** @param {{onChange: (patch: object) => void}} opts */
  constructor(opts) {
    const $ = (id) => document.getElementById(id);
    this.opts = opts;
    this.els = {
      panel: $('options-panel'),
      thesis: $('opt-thesis'),
      mn: $('opt-mn'),
      m: $('opt-m'),
      n: $('opt-n'),
      backup: $('opt-backup'),
      expRow: $('opt-exp-row'),
      exp: $('opt-exp'),
      tie: $('opt-tie'),
      msg: $('opt-msg'),
      warnings: $('opt-warnings'),
      windowHint: $('opt-window-hint'),
    };
    const e = this.els;
    for (const r of document.querySelectorAll('input[name=reading]')) {
      r.addEventListener('change', () => r.checked && opts.onChange({ lit: r.value === 'literal' }));
    }
    const read = () => this.#readMn();
    for (const el of [e.m, e.n, e.backup, e.tie]) el.addEventListener('change', read);
    e.exp.addEventListener('change', read);
    e.exp.addEventListener('keydown', (ev) => ev.key === 'Enter' && (ev.preventDefault(), read()));
    e.backup.addEventListener('change', () => (e.expRow.hidden = e.backup.value !== 'exp'));
  }

  #readMn() {
    const e = this.els;
    const whole = (input, what) => {
      const v = Number(input.value.trim());
      if (!Number.isInteger(v) || v < 1 || v > 20) throw new Error(`${what} must be a whole number from 1 to 20`);
      return v;
    };
    let patch;
    try {
      const m = whole(e.m, 'm');
      const n = whole(e.n, 'n');
      let backup = e.backup.value;
      if (backup === 'exp') {
        if (e.exp.value.trim() === '') {
          e.expRow.hidden = false;
          e.exp.focus();
          return;
        }
        backup = validBackup(`exp:${e.exp.value.replace(/\s+/g, '')}`);
        if (!backup) throw new Error('the exponential functions take x, y (both sides) or x, y, r, s: numbers such as 3, 1');
      }
      patch = { m, n, backup, tie: e.tie.value };
    } catch (err) {
      this.error(err.message);
      return;
    }
    this.error('');
    this.opts.onChange(patch);
  }

  /**
   * Shows the options that apply to `names` (the procedure shown, or those compared): the
   * groups holding the options the catalogue lists for them (literal; m, n, backup, tie).
   */
  set(S, names) {
    const e = this.els;
    const options = new Set(names.flatMap((n) => optionsOf(n).map((o) => o.name)));
    const reading = options.has('literal');
    const mn = ['m', 'n', 'backup', 'tie'].some((o) => options.has(o));
    e.panel.hidden = !reading && !mn;
    e.thesis.hidden = !reading;
    e.mn.hidden = !mn;
    for (const r of document.querySelectorAll('input[name=reading]')) r.checked = r.value === (S.lit ? 'literal' : 'resolved');
    const focused = document.activeElement;
    if (focused !== e.m) e.m.value = String(S.m);
    if (focused !== e.n) e.n.value = String(S.n);
    const exp = S.backup.startsWith('exp:');
    e.backup.value = exp ? 'exp' : S.backup;
    e.expRow.hidden = !exp;
    if (exp && focused !== e.exp) e.exp.value = S.backup.slice(4);
    e.tie.value = S.tie;
    const windowed = names.filter(takesWindow);
    e.windowHint.textContent = reading
      ? windowed.length
        ? `The window (α, β) applies to ${windowed.join(', ')} (branch-and-bound takes β as its bound); the other procedures search with the full window.`
        : 'These procedures search with the full window; the window panel applies to F1, F2, branch-and-bound, alphabeta, falphabeta and PVS.'
      : '';
  }

  error(text) {
    this.els.msg.textContent = text;
    for (const el of [this.els.m, this.els.n, this.els.exp]) {
      if (text) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
    }
  }

  /** The core's warnings about the backing-up functions (each {message}). */
  warnings(list) {
    const items = (list ?? []).map((w) => {
      const li = document.createElement('li');
      li.textContent = w.message;
      return li;
    });
    this.els.warnings.replaceChildren(...items);
    this.els.warnings.hidden = items.length === 0;
  }
}
