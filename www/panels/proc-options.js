// Options of the other papers' procedures: the thesis' reading (resolved, the default, or
// literal: the texts exactly as printed) for Muszycka's; m, n, the backing-up functions and
// the root's tie rule for Slagle's, with the core's warnings about the functions. Bad input
// gets a message here and the previous options stay.
import { optionsOf, takesWindow } from '../core/procedures.js';
import { decimal, t } from '../i18n/translate.js';
import { validBackup } from '../state/url-state.js';
import { chanceHook } from '../view/chance-hook.js';

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
      if (!Number.isInteger(v) || v < 1 || v > 20) throw new Error(t('opt-mn-range', { what }));
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
        if (!backup) throw new Error(t('opt-exp-bad'));
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
    chanceHook.options?.(e.panel, S, this.opts.onChange, options.has('range')); // Star1's and Star2's leaf range (families/chance/range-field.js)
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
    e.windowHint.textContent = reading ? (windowed.length ? t('opt-window-applies', { names: windowed.join(', ') }) : t('opt-window-full')) : '';
  }

  error(text) {
    this.els.msg.textContent = text;
    for (const el of [this.els.m, this.els.n, this.els.exp]) {
      if (text) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
    }
  }

  /** The core's warnings about the backing-up functions (each {side, dmax, product,
   *  minimum_at, message}: Slagle §8.1's Theorem), in the page's language. */
  warnings(list) {
    const items = (list ?? []).map((w) => {
      const li = document.createElement('li');
      li.textContent = warningText(w);
      return li;
    });
    this.els.warnings.replaceChildren(...items);
    this.els.warnings.hidden = items.length === 0;
  }
}

/**
 * A backing-up function's warning from the core's figures: its side (and dmax), the Theorem's
 * left-hand side as the core wrote it ("y 2^x ln 2", "2 y 2^x ln 2": the report's notation),
 * the product and where the backed-up value is least. The core's own English sentence when
 * its figures are not there.
 */
export function warningText(w) {
  const lhs = /^[^:]*: (.+?) = [\d.]+ > 1/.exec(w.message ?? '')?.[1];
  if (!lhs || (w.side !== 'max' && w.side !== 'min') || !Number.isFinite(w.product) || !Number.isFinite(w.minimum_at)) return w.message;
  return t('opt-warning', {
    side: w.side,
    dmax: w.dmax == null ? 'none' : String(w.dmax),
    lhs,
    product: decimal(w.product, 3),
    minimum: decimal(w.minimum_at, 3),
  });
}
