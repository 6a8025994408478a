// The step-through controls: first / back / play-pause / forward / last, a scrub slider,
// a speed, the sentence for the current event (aria-live) and the call stack with
// (alpha, beta, m) — or (bound, m) for F1 — of every active position. It only moves an
// index; what each step shows comes from the core's trace (stepper.js).
import { formatScore as f } from './score.js';
import { describe, readySentence } from './sentences.js';
import { player, shown, shownWindow } from './view.js';

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
      windowHead: $('stack-window-head'),
    };
    this.length = 0;
    this.k = null;
    this.timer = null;
    const e = this.els;
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

  go(k) {
    this.opts.ensure?.();
    if (k != null) k = Math.max(0, Math.min(k, this.length));
    if (k === this.length) k = null;
    this.opts.onStep(k);
  }

  step(d) {
    this.pause();
    this.opts.ensure?.();
    this.go(this.position + d);
  }

  toggle() {
    if (this.timer) this.pause();
    else this.play();
  }

  play() {
    this.opts.ensure?.();
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
    this.els.play.textContent = on ? '❚❚ Pause' : '▶ Play';
    this.els.play.setAttribute('aria-label', on ? 'Pause (Space)' : 'Play (Space)');
    this.els.play.setAttribute('aria-pressed', on ? 'true' : 'false');
  }

  /** Speeds up (d = 1) or slows down (d = -1). */
  speed(d) {
    const s = this.els.speed;
    s.selectedIndex = Math.max(0, Math.min(s.options.length - 1, s.selectedIndex + d));
    s.dispatchEvent(new Event('change'));
  }

  /** The finished run while its trace is still to be made (see app.js, ensureTrace). */
  waiting(report) {
    this.length = 0;
    this.k = null;
    for (const b of ['first', 'back', 'play', 'forward', 'last', 'slider']) this.els[b].disabled = false;
    this.els.forward.disabled = true;
    this.els.last.disabled = true;
    this.els.sentence.textContent = doneSentence(report);
    this.els.stack.tBodies[0].replaceChildren();
  }

  /** Disabled (compare view, or a tree too large to trace). */
  disable(reason) {
    this.pause();
    this.length = 0;
    this.k = null;
    for (const b of ['first', 'back', 'play', 'forward', 'last', 'slider']) this.els[b].disabled = true;
    this.els.count.textContent = '';
    this.els.sentence.textContent = reason;
    this.els.stack.tBodies[0].replaceChildren();
  }

  /**
   * Shows step k of a run.
   * @param {{stepper, run, k: number|null, state: object|null, view: string, isTerminal: (d: string) => boolean}} s
   */
  update({ stepper, run, k, state, view, isTerminal }) {
    this.length = stepper.length;
    this.k = k;
    for (const b of ['first', 'back', 'play', 'forward', 'last', 'slider']) this.els[b].disabled = false;
    const pos = k ?? this.length;
    this.els.slider.max = String(this.length);
    this.els.slider.value = String(pos);
    this.els.slider.setAttribute('aria-valuetext', `step ${pos} of ${this.length}`);
    this.els.count.textContent = `${pos} / ${this.length}`;
    this.els.first.disabled = pos === 0;
    this.els.back.disabled = pos === 0;
    this.els.forward.disabled = k == null;
    this.els.last.disabled = k == null;
    const proc = run.procedure;
    let sentence;
    if (k == null) sentence = doneSentence(run);
    else if (k === 0) sentence = readySentence(proc, run.alpha, run.beta);
    else {
      const e = state.event;
      const id = stepper.ids[state.eventIndex];
      sentence = `${k}. ${describe(e, { proc, view, isTerminal, window: state.win[id] })}`;
    }
    if (this.els.sentence.textContent !== sentence) this.els.sentence.textContent = sentence;
    this.#stack(state, stepper, proc, view);
  }

  #stack(state, stepper, proc, view) {
    const body = this.els.stack.tBodies[0];
    this.els.windowHead.textContent = proc === 'F1' ? 'bound' : proc === 'F0' ? '—' : view === 'minimax' ? '(α, β) (minimax)' : '(α, β)';
    const rows = [];
    if (state) {
      for (const id of state.stack) {
        const dewey = stepper.deweyOf(id);
        const d = dewey === '' ? 0 : dewey.split('.').length;
        const [a, b] = state.win[id];
        let w = '';
        if (proc === 'F1') w = f(shown(b, d, view));
        else if (proc === 'F2') {
          const [lo, hi] = shownWindow(a, b, d, view);
          w = `(${f(lo)}, ${f(hi)})`;
        }
        const tr = document.createElement('tr');
        for (const text of [dewey === '' ? 'root' : dewey, player(d), w, f(shown(state.m[id], d, view))]) {
          const td = document.createElement('td');
          td.textContent = text;
          tr.append(td);
        }
        rows.push(tr);
      }
    }
    body.replaceChildren(...rows);
  }
}

function doneSentence(run) {
  const exact = run.exact ? `= F(root)` : `(a bound on F(root))`;
  return `Done: ${run.procedure} returns ${f(run.value)} ${exact}; ${run.terminals_examined} terminal and ${run.positions_examined} positions examined. Press |◀◀ (Home) to step through from the start.`;
}
