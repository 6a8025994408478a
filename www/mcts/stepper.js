// The first iterations of UCT phase by phase (Browne et al., IEEE TCIAIG 2012, Algorithm 2:
// TREEPOLICY's selection and expansion, DEFAULTPOLICY's simulation, BACKUP), one sentence
// per phase, from the core's trace replayed (families/mcts/replay.js): at each selection step
// the UCB1 values of the successors and the one chosen (Kocsis & Szepesvári, ECML 2006, §2.3),
// the position added, the random path with its terminal's value and reward, and the N and W
// updated on the path. The positions of the phase are listed by Dewey name, and drawn on the
// page's tree (tree-marks.js) while "on the tree" is ticked. Phase by phase, a whole
// iteration at a time, played (at the step panel's speed) or scrubbed with a slider.

import { PHASES } from '../families/mcts/replay.js';
import { count, formatNumber, t } from '../i18n/translate.js';
import { h } from '../view/dom.js';

/** A number as the page's language writes it (Intl.NumberFormat), at most `d` decimals. */
export const num = (x, d = 3) => (x === Infinity ? '∞' : formatNumber(x, { maximumFractionDigits: d }));

/** Milliseconds per phase while playing: the step panel's speed menu, else its default. */
const playDelay = () => Number(document.getElementById('step-speed')?.value) || 800;

export class PhaseStepper {
  /** @param {HTMLElement} host @param {import('../families/mcts/replay.js').Replay} replay @param {(id: number) => string} name
   *  @param {import('./tree-marks.js').TreeMarks} [marks] the page's tree, shown at each step */
  constructor(host, replay, name, marks = null) {
    Object.assign(this, { replay, name, marks, k: 1 });
    this.prev = h('button', { type: 'button', id: 'mcts-prev' }, t('mcts-prev'));
    this.next = h('button', { type: 'button', id: 'mcts-next' }, t('mcts-next'));
    this.where = h('span', { id: 'mcts-where' });
    this.text = h('p', { id: 'mcts-step-text', 'aria-live': 'polite' });
    this.positions = h('p', { id: 'mcts-step-positions', class: 'hint' });
    this.prevIteration = h('button', { type: 'button', id: 'mcts-prev-iteration' }, t('mcts-prev-iteration'));
    this.nextIteration = h('button', { type: 'button', id: 'mcts-next-iteration' }, t('mcts-next-iteration'));
    this.play = h('button', { type: 'button', id: 'mcts-play', 'aria-pressed': 'false' }, t('step-play'));
    this.scrub = h('input', { type: 'range', id: 'mcts-scrub', min: 1, max: replay.length, step: 1, value: 1 });
    const per = PHASES.length;
    const first = (k) => k - ((k - 1) % per); // the first phase of step k's iteration
    const by = (go) => () => (this.pause(), this.go(go()));
    this.prev.addEventListener(
      'click',
      by(() => this.k - 1),
    );
    this.next.addEventListener(
      'click',
      by(() => this.k + 1),
    );
    this.prevIteration.addEventListener(
      'click',
      by(() => (first(this.k) === this.k ? this.k - per : first(this.k))),
    );
    this.nextIteration.addEventListener(
      'click',
      by(() => first(this.k) + per),
    );
    this.scrub.addEventListener(
      'input',
      by(() => Number(this.scrub.value)),
    );
    this.play.addEventListener('click', () => (this.timer ? this.pause() : this.start()));
    const onTree = h('input', { type: 'checkbox', id: 'mcts-on-tree', checked: '' });
    onTree.addEventListener('change', () => marks?.toggle(onTree.checked));
    host.replaceChildren(
      h('p', { class: 'hint' }, t('mcts-steps-intro', { iterations: count(replay.run.trace.length) })),
      h('div', { class: 'row wrap' }, this.prev, this.next, this.prevIteration, this.nextIteration, this.play),
      h('label', { class: 'row', for: 'mcts-scrub' }, h('span', {}, t('mcts-scrub')), this.scrub, this.where),
      ...(marks ? [h('label', { class: 'row' }, onTree, h('span', {}, t('mcts-on-tree')))] : []),
      this.text,
      this.positions,
    );
    this.go(1);
  }

  /** Shows step k (1 … the replay's length). */
  go(k) {
    const { replay } = this;
    this.k = Math.max(1, Math.min(replay.length, k));
    const { iteration, phase } = replay.phaseOf(this.k);
    const { text, positions } = this.sentence(iteration, phase);
    this.where.textContent = t('mcts-where', { k: count(this.k), steps: count(replay.length) });
    this.text.textContent = text;
    this.text.dataset.phase = phase;
    this.text.dataset.iteration = String(iteration);
    this.positions.textContent = t('mcts-step-positions', { positions: positions.map(this.name).join(', ') });
    this.scrub.value = String(this.k);
    this.prev.disabled = this.prevIteration.disabled = this.k === 1;
    this.next.disabled = this.nextIteration.disabled = this.k === replay.length;
    this.marks?.show(this.k);
  }

  /** Plays from the step shown (from the first when at the last), one phase per tick, and
   *  stops at the last step, or when the stepper leaves the page (a new run replaces it). */
  start() {
    if (this.k === this.replay.length) this.go(1);
    const tick = () => {
      if (!this.text.isConnected) return this.pause();
      this.go(this.k + 1);
      if (this.k === this.replay.length) this.pause();
      else this.timer = setTimeout(tick, playDelay());
    };
    this.timer = setTimeout(tick, playDelay());
    this.#playing(true);
  }

  pause() {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.#playing(false);
  }

  #playing(on) {
    this.play.textContent = t(on ? 'step-pause' : 'step-play');
    this.play.setAttribute('aria-pressed', String(on));
  }

  /** Iteration i's `phase` in a sentence, and the positions it concerns. */
  sentence(i, phase) {
    const { replay, name } = this;
    const step = replay.run.trace[i];
    const iteration = count(i + 1);
    const names = (ids) => ids.map(name).join(' → ');
    if (phase === PHASES[0]) {
      if (!step.selected.length) return { text: t('mcts-ph-select-none', { iteration }), positions: [0] };
      const parts = replay.choices(i).map((c) =>
        t('mcts-ph-select-at', {
          at: name(c.at),
          values: c.rows.map((r) => `${name(r.id)}: ${num(r.ucb)}`).join(', '),
          chosen: name(c.chosen),
        }),
      );
      return { text: `${t('mcts-ph-select', { iteration })} ${parts.join(' ')}`, positions: [0, ...step.selected] };
    }
    if (phase === PHASES[1]) {
      if (step.expanded == null) {
        const at = step.selected.at(-1) ?? 0;
        return { text: t('mcts-ph-expand-none', { iteration, position: name(at) }), positions: [at] };
      }
      return { text: t('mcts-ph-expand', { iteration, position: name(step.expanded) }), positions: [step.expanded] };
    }
    if (phase === PHASES[2]) {
      const path = replay.simulated(i);
      const text = t('mcts-ph-simulate', {
        iteration,
        path: names(path),
        leaf: name(step.leaf),
        value: num(replay.shape.value[step.leaf]),
        reward: num(step.reward),
      });
      return { text, positions: path };
    }
    const after = replay.before(i + 1);
    const path = replay.path(i);
    const updates = path.map((p) => t('mcts-ph-update', { position: name(p), n: count(after.n[p]), w: num(after.units[p] / replay.den) }));
    return { text: `${t('mcts-ph-backup', { iteration })} ${updates.join('; ')}`, positions: path };
  }
}
