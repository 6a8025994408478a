// The step-through controls: first / back / play-pause / forward / last, a scrub slider,
// a speed, the sentence for the current event (aria-live) and the call stack of every
// active position. It only moves an index; what each step says comes from the procedure's
// trace (each family's run: families/index.js).

import { count, t } from '../i18n/translate.js';

export class StepPanel {
  /**
   * @param {{onStep: (k: number|null) => void}} opts  k = null means "the finished run"
   */
  constructor(opts) {
    this.opts = opts;
    const $ = (id) => document.getElementById(id);
    this.els = {
      first: $('step-first'),
      back: $('step-back'),
      play: $('step-play'),
      forward: $('step-forward'),
      last: $('step-last'),
      slider: $('step-slider'),
      count: $('step-count'),
      speed: $('step-speed'),
      sentence: $('step-sentence'),
      stack: $('call-stack'),
    };
    this.length = 0;
    this.k = null;
    this.timer = null;
    /** A hold on stepping forward (`() => false` holds it): Predict waits for a prediction (practice/predict.js). */
    this.gate = null;
    const e = this.els;
    // The box keeps its height (stepper.css) while its rows change size (presentation mode's
    // larger type, another language): the innermost row stays in view then too.
    if (typeof ResizeObserver === 'function') new ResizeObserver(() => this.#keepCurrent()).observe(e.stack);
    e.first.addEventListener('click', () => this.go(0));
    e.back.addEventListener('click', () => this.step(-1));
    e.forward.addEventListener('click', () => this.step(1));
    e.last.addEventListener('click', () => this.go(null));
    e.play.addEventListener('click', () => this.toggle());
    e.slider.addEventListener('input', () => {
      this.pause();
      const k = Number(e.slider.value);
      this.go(k >= this.length ? null : k);
    });
    e.speed.addEventListener('change', () => {
      if (this.timer) {
        this.pause();
        this.play();
      }
    });
  }

  get position() {
    return this.k ?? this.length;
  }

  /** `ensure(retry)`: makes the trace; false when it is being made in the background (then
   *  `retry()` follows once it is in). */
  go(k) {
    if (this.opts.ensure?.(() => this.go(k)) === false) return;
    if (k != null) k = Math.max(0, Math.min(k, this.length));
    if (k === this.length) k = null;
    this.opts.onStep(k);
  }

  step(d) {
    this.pause();
    if (d > 0 && this.gate?.() === false) return;
    if (this.opts.ensure?.(() => this.step(d)) === false) return;
    this.go(this.position + d);
  }

  toggle() {
    if (this.timer) this.pause();
    else this.play();
  }

  play() {
    if (this.gate?.() === false) return;
    if (this.opts.ensure?.(() => this.play()) === false) return;
    if (this.timer || this.length === 0) return;
    if (this.k == null) this.go(0);
    this.timer = setInterval(() => {
      if (this.k == null) {
        this.pause();
        return;
      }
      this.go(this.k + 1);
    }, Number(this.els.speed.value));
    this.#playing(true);
  }

  pause() {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    this.#playing(false);
  }

  #playing(on) {
    this.els.play.textContent = t(on ? 'step-pause' : 'step-play');
    this.els.play.setAttribute('aria-label', t(on ? 'step-pause-label' : 'step-play-label'));
    this.els.play.title = t('step-play-title');
    this.els.play.setAttribute('aria-pressed', on ? 'true' : 'false');
  }

  /** Speeds up (d = 1) or slows down (d = -1). */
  speed(d) {
    const s = this.els.speed;
    s.selectedIndex = Math.max(0, Math.min(s.options.length - 1, s.selectedIndex + d));
    s.dispatchEvent(new Event('change'));
  }

  /** The finished run while its trace is still to be made (see app.js, ensureTrace). */
  waiting(sentence) {
    this.length = 0;
    this.k = null;
    for (const b of ['first', 'back', 'play', 'forward', 'last', 'slider']) this.els[b].disabled = false;
    this.els.forward.disabled = true;
    this.els.last.disabled = true;
    // No trace yet (made when a step is asked for): the finished run is shown, so the slider
    // stands at its end and the counter says so, not the previous trace's count.
    this.els.count.textContent = t('step-count-end');
    this.els.slider.max = '1';
    this.els.slider.value = '1';
    this.els.slider.setAttribute('aria-valuetext', t('step-valuetext-end'));
    this.els.sentence.textContent = sentence;
    this.#table([], []);
  }

  /** Disabled (compare view, or a tree too large to trace). */
  disable(reason) {
    this.pause();
    this.length = 0;
    this.k = null;
    for (const b of ['first', 'back', 'play', 'forward', 'last', 'slider']) this.els[b].disabled = true;
    this.els.count.textContent = '';
    this.els.sentence.textContent = reason;
    this.#table([], []);
  }

  /**
   * Shows step k (null: the finished run) of a trace of `length` events.
   * @param {{length: number, k: number|null, sentence: string, head: string[], rows: (string|{text: string, asPrinted: boolean})[][]}} s
   *   head and rows: the call stack (innermost last); no head hides the table; a cell {text,
   *   asPrinted: true} is a paper's own notation (translate="no")
   */
  show({ length, k, sentence, head, rows }) {
    this.#playing(!!this.timer); // the button's words in the page's language
    this.length = length;
    this.k = k;
    for (const b of ['first', 'back', 'play', 'forward', 'last', 'slider']) this.els[b].disabled = false;
    const pos = k ?? this.length;
    this.els.slider.max = String(this.length);
    this.els.slider.value = String(pos);
    this.els.slider.setAttribute('aria-valuetext', t('step-valuetext', { pos: count(pos), length: count(this.length) }));
    this.els.count.textContent = `${pos} / ${this.length}`;
    this.els.first.disabled = pos === 0;
    this.els.back.disabled = pos === 0;
    this.els.forward.disabled = k == null;
    this.els.last.disabled = k == null;
    if (this.els.sentence.textContent !== sentence) {
      this.els.sentence.textContent = sentence;
      this.els.sentence.scrollTop = 0; // a long sentence scrolls in its box of fixed height (stepper.css): read from its start
    }
    this.#table(head, rows);
  }

  #table(head, rows) {
    const table = this.els.stack;
    table.hidden = head.length === 0;
    if (head.length) {
      const key = head.join('|');
      if (table.dataset.head !== key) {
        const tr = document.createElement('tr');
        for (const text of head) {
          const th = document.createElement('th');
          th.scope = 'col';
          th.textContent = text;
          tr.append(th);
        }
        table.tHead.replaceChildren(tr);
        table.dataset.head = key;
      }
    }
    const out = rows.map((cells) => {
      const tr = document.createElement('tr');
      for (const cell of cells) {
        const td = document.createElement('td');
        // {text, asPrinted}: a paper's own terms (the report's oldalpha, beta …), kept in every language.
        td.textContent = typeof cell === 'string' ? cell : cell.text;
        if (cell?.asPrinted) td.translate = false;
        tr.append(td);
      }
      return tr;
    });
    // The innermost call is the current one: marked for assistive technology and scripts,
    // and scrolled into the stack's own box (never the page) so it is always in view.
    const last = out.at(-1);
    if (last) {
      last.setAttribute('aria-current', 'step');
      last.dataset.testid = 'stack-current';
    }
    table.tBodies[0].replaceChildren(...out);
    this.#keepCurrent();
  }

  /** Scrolls the stack's box (never the page) to its innermost row, the last. */
  #keepCurrent() {
    const wrap = this.els.stack.parentElement;
    if (wrap && this.els.stack.tBodies[0].rows.length && wrap.scrollHeight > wrap.clientHeight) wrap.scrollTop = wrap.scrollHeight - wrap.clientHeight;
  }
}
