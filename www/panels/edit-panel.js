// The selected position and its edits: a terminal's value (typed in the current view's
// standpoint, Enter applies it), add / remove successors, make terminal / interior,
// replace the subtree by tree text. Every edit is one call to the core, which returns a
// new tree; errors are shown next to the inputs and the previous tree stays.
import { formatScore as f, formatWindow, parseValue } from '../core/score.js';
import { procedureName } from '../i18n/catalogue-words.js';
import { count, t } from '../i18n/translate.js';
import { boundLabel, MINIMAX, player, shown, shownBound, shownTerminal, shownWindow, storedTerminal } from '../view/standpoint.js';
import { cutOf, cutWords } from './cut-reason.js';

/** Why a position was not examined, by the picture's status (see families/km/runs.js's
 *  classify), as message ids. */
const STATUS_WORDS = {
  shallow: 'sel-status-shallow',
  deep: 'sel-status-deep',
  saved: 'sel-status-saved',
  window: 'sel-status-window',
};

export class EditPanel {
  /**
   * @param {{apply: (edit: (tree) => object) => boolean, goToCut?: (id: number, proc: string) => void}} opts
   *   apply runs an edit on the current tree and installs the result; it returns false (and
   *   shows nothing) on error; goToCut shows the step of `proc`'s trace that skipped position id
   */
  constructor(opts) {
    this.opts = opts;
    const $ = (id) => document.getElementById(id);
    this.els = {
      info: $('sel-info'),
      form: $('edit-form'),
      valueRow: $('value-row'),
      value: $('sel-value'),
      set: $('sel-set'),
      valueLabel: $('sel-value-label'),
      hint: $('sel-value-hint'),
      add: $('sel-add'),
      remove: $('sel-remove'),
      terminal: $('sel-terminal'),
      interior: $('sel-interior'),
      subtree: $('sel-subtree'),
      replace: $('sel-replace'),
      msg: $('edit-msg'),
      reason: $('cut-reason'),
      reasonText: $('cut-reason-text'),
      goCut: $('go-to-cut'),
    };
    const e = this.els;
    e.form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.#setValue();
    });
    e.add.addEventListener('click', () => this.#edit((t, s) => t.addSuccessor(s.dewey, s.degree + 1, '0'), 'add'));
    e.remove.addEventListener('click', () => this.#edit((t, s) => t.removeSuccessor(s.dewey), 'remove'));
    e.terminal.addEventListener('click', () => this.#edit((t, s) => t.makeTerminal(s.dewey, 0), 'terminal'));
    e.interior.addEventListener('click', () => this.#edit((t, s) => t.makeInterior(s.dewey, new Float64Array([s.value, s.value])), 'interior'));
    e.replace.addEventListener('click', () => this.#replace());
    e.goCut.addEventListener('click', () => this.sel && this.opts.goToCut?.(this.sel.id, this.cutProc));
    e.subtree.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        this.#replace();
      }
    });
    this.sel = null;
  }

  #edit(fn, what, patch = null) {
    if (!this.sel) return;
    this.els.msg.textContent = '';
    const s = this.sel;
    return this.opts.apply((t) => fn(t, s), this.els.msg, what, patch);
  }

  #replace() {
    const text = this.els.subtree.value.trim();
    if (!text) {
      this.els.msg.textContent = t('sel-subtree-empty');
      return;
    }
    this.#edit((t, s) => t.replaceSubtree(s.dewey, text), 'replace');
  }

  #setValue() {
    if (!this.sel || this.sel.value === null) return;
    let typed;
    try {
      typed = parseValue(this.els.value.value, 'value');
    } catch (err) {
      this.els.msg.textContent = err.message;
      this.els.value.setAttribute('aria-invalid', 'true');
      return;
    }
    this.els.value.removeAttribute('aria-invalid');
    const v = storedTerminal(typed, this.sel.depth, this.view);
    if (this.#edit((t, s) => t.setValue(s.dewey, v), 'value', { id: this.sel.id, value: v })) {
      this.els.value.select();
    }
  }

  /** A position the run did not examine: the cutoff that skipped it, and a way to its step. */
  #reason(shape, id, pic, view) {
    const e = this.els;
    const st = pic?.status[id];
    const c = st && st !== 'examined' && st !== 'pending' ? cutOf(pic.record?.cutoffs, shape, id) : null;
    e.reason.hidden = !c;
    if (!c) return;
    this.cutProc = pic.procedure;
    e.reasonText.textContent = t('sel-cut-reason', { proc: procedureName(pic.procedure), cut: cutWords(c, shape, view), saved: st === 'saved' ? 'yes' : 'no' });
    e.reason.dataset.kind = c.kind;
    e.goCut.textContent = t('sel-go-to-cut', { proc: procedureName(pic.procedure) });
  }

  focusValue() {
    if (!this.sel) return;
    const target = this.sel.value !== null ? this.els.value : this.els.add;
    target.focus();
    if (target === this.els.value) target.select();
  }

  /**
   * Shows position `id` (or nothing).
   * @param {object|null} shape  the core's shape
   * @param {number} id
   * @param {object|null} pic  the run shown (families/km/runs.js's picture(): procedure, status, visit(id), extra)
   * @param {string} view
   */
  show(shape, id, pic, view) {
    this.view = view;
    const e = this.els;
    if (!shape || id < 0 || id >= shape.parent.length) {
      this.sel = null;
      e.info.textContent = t('sel-none');
      for (const b of [e.value, e.set, e.add, e.remove, e.terminal, e.interior, e.subtree, e.replace]) b.disabled = true;
      e.hint.textContent = '';
      e.reason.hidden = true;
      // Eight greyed controls said nothing the line above does not: they come with a selection
      // (one click on the tree), and the first screen keeps to the controls that work.
      e.form.hidden = true;
      return;
    }
    e.form.hidden = false;
    // Who moves: with chance positions not the level's parity (a chance position's values are its mover's: view/chance-hook.js).
    const depth = shape.chance ? shape.chance.role[id] % 2 : shape.depth[id];
    const dewey = shape.dewey[id];
    const value = shape.value[id];
    this.sel = { id, dewey, depth, value, degree: shape.degree[id] };
    const what = [];
    if (pic) {
      const st = pic.status[id];
      const v = pic.visit(id);
      if (st === 'examined' && v) {
        const shownV = shown(v.value, depth, view);
        const [a, b] = shownWindow(v.alpha, v.beta, depth, view);
        const label = value !== null ? f(shownV) : boundLabel(shownV, shownBound(v.bound, depth, view));
        what.push(t('sel-examined', { proc: procedureName(pic.procedure), window: formatWindow(a, b), value: label }));
      } else if (st !== 'examined') {
        what.push(t('sel-not-examined', { proc: procedureName(pic.procedure), why: STATUS_WORDS[st] ? t(STATUS_WORDS[st]) : st }));
      }
      if (pic.extra?.has(id)) what.push(t('sel-extra'));
    }
    e.info.textContent = t('sel-info', {
      p: dewey || 'root',
      who: player(depth),
      kind: value !== null ? 'terminal' : 'interior',
      count: count(shape.degree[id]),
      what: what.map((w) => `; ${w}`).join(''),
    });
    this.#reason(shape, id, pic, view);
    const terminal = value !== null;
    e.value.disabled = !terminal;
    e.set.disabled = !terminal;
    e.valueRow.hidden = !terminal; // style.css: [hidden] wins over .row's display
    if (terminal) {
      if (document.activeElement !== e.value || e.value.dataset.for !== dewey) {
        e.value.value = String(shownTerminal(value, depth, view));
      }
      e.value.dataset.for = dewey;
      const side = view === MINIMAX ? 'max' : 'mover';
      const who = player(depth);
      e.valueLabel.textContent = t('sel-value-label');
      e.value.setAttribute('aria-label', t('sel-value-name', { p: dewey || 'root', side, who }));
      e.hint.textContent = t('sel-value-hint', { side, who, stored: view === MINIMAX || depth % 2 === 0 ? 'none' : f(value) });
    } else e.hint.textContent = '';
    e.add.disabled = terminal;
    e.remove.disabled = dewey === '';
    e.terminal.disabled = terminal;
    e.interior.disabled = !terminal;
    e.subtree.disabled = false;
    e.replace.disabled = false;
    shape.chance?.edit(this, shape, id); // a chance position's probabilities (families/chance/prob-editor.js)
  }
}
