// The aspiration map: for every window (alpha, beta) on a grid around F(root), the total
// number of positions F2 examines (first search + re-search, K&M section 4), from the
// core's sweep(). Darker = more positions in the light theme, lighter = more in the dark
// one (monotone in lightness, so it reads in greyscale too: see colour()); the exact region alpha < F < beta is outlined and F itself marked.
// Clicking a cell (or Enter on it) sets the window.
import { formatScore as f, NEG_INF, POS_INF, toNumber } from '../core/score.js';
import { count, t as tr } from '../i18n/translate.js'; // t is a tick or a shade below

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 16;
const PAD_L = 36;
const PAD_T = 30;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Grid values for a sweep: about 2*half+1 values around `value`, spaced to span the leaves, plus ±inf. */
export function sweepGrid(value, leafMin, leafMax, half = 9) {
  const span = Math.max(1, leafMax - leafMin);
  const step = Math.max(1, Math.ceil(span / (2 * half)));
  const v = typeof value === 'number' ? value : 0;
  const grid = [NEG_INF];
  for (let k = -half; k <= half; k++) grid.push(v + k * step);
  grid.push(POS_INF);
  return grid;
}

/**
 * A sequential scale, monotone in perceived lightness (OKLab L interpolated linearly between
 * stops, cividis-like: pale yellow, grey, deep blue), so "darker = more" holds and it reads
 * in greyscale and for red-green colour blindness. In the dark theme the scale runs the
 * other way (lighter = more), so that "more" stands out from the dark background.
 */
const STOPS = [
  [0.95, -0.01, 0.12], // pale yellow
  [0.62, -0.005, 0.02], // grey
  [0.3, -0.02, -0.09], // deep blue
];

export function colour(t, dark = isDark()) {
  const u = Math.max(0, Math.min(1, dark ? 1 - t : t)) * (STOPS.length - 1);
  const k = Math.min(STOPS.length - 2, Math.floor(u));
  const w = u - k;
  const [L, a, b] = STOPS[k].map((v, i) => v + (STOPS[k + 1][i] - v) * w);
  return oklabToHex(L, a, b);
}

export const isDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

/** OKLab to sRGB (Björn Ottosson's matrices), clamped, as #rrggbb. */
function oklabToHex(L, a, b) {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const lin = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const gamma = (x) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return `#${lin
    .map((x) =>
      Math.round(Math.max(0, Math.min(1, gamma(x))) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export class AspirationMap {
  constructor(host, { onPick, readout }) {
    this.host = host;
    this.onPick = onPick;
    this.readout = readout;
    this.svg = el('svg', {
      class: 'asp-map',
      tabindex: '0',
      role: 'application',
    });
    this.#name();
    host.appendChild(this.svg);
    this.cursor = null;
    this.svg.addEventListener('click', (e) => {
      const c = e.target.closest?.('.cell');
      if (c) this.#pick(Number(c.getAttribute('data-i')), Number(c.getAttribute('data-j')));
    });
    this.svg.addEventListener('pointerover', (e) => {
      const c = e.target.closest?.('.cell');
      if (c) this.#describe(Number(c.getAttribute('data-i')), Number(c.getAttribute('data-j')));
    });
    this.svg.addEventListener('keydown', (e) => this.#key(e));
    this.svg.addEventListener('focus', () => {
      if (!this.cursor && this.sweep) this.#moveCursor(this.#currentCell() ?? [0, this.sweep.grid.length - 1]);
    });
  }

  /** The map's accessible name and role description, in the page's language. */
  #name() {
    this.svg.setAttribute('aria-roledescription', tr('map-role'));
    this.svg.setAttribute('aria-label', tr('map-label'));
  }

  clear(message) {
    this.sweep = null;
    this.svg.replaceChildren();
    this.readout.textContent = message ?? '';
  }

  /** Draws a sweep; `alpha`, `beta` is the current window (outlined when on the grid). */
  render(sweep, alpha, beta) {
    this.sweep = sweep;
    this.alpha = alpha;
    this.beta = beta;
    const g = sweep.grid;
    const n = g.length;
    this.index = new Map();
    sweep.cells.forEach((c, k) => this.index.set(`${c.alpha}|${c.beta}`, k));
    const totals = sweep.cells.map((c) => c.totalPositions);
    const lo = Math.min(...totals, sweep.fullWindowPositions);
    const hi = Math.max(...totals, sweep.fullWindowPositions);
    const W = PAD_L + (n - 1) * CELL + 8;
    const H = PAD_T + (n - 1) * CELL + 40;
    const svg = this.svg;
    svg.replaceChildren();
    this.#name();
    const dark = isDark();
    const hint = document.getElementById('map-scale-hint');
    if (hint) hint.textContent = tr('map-scale', { dark: dark ? 'yes' : 'no' });
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.setAttribute('width', String(W));
    svg.setAttribute('height', String(H));
    const x = (j) => PAD_L + (j - 1) * CELL;
    const y = (i) => PAD_T + i * CELL;
    el('text', { x: PAD_L + ((n - 1) * CELL) / 2, y: 10, class: 'axis-title' }, svg).textContent = 'β →';
    el('text', { x: 4, y: PAD_T - 6, class: 'axis-title start' }, svg).textContent = 'α ↓';
    const v = sweep.value;
    for (let j = 1; j < n; j++) {
      const t = el('text', { x: x(j) + CELL / 2, y: PAD_T - 6, class: `tick${g[j] === v ? ' true-value' : ''}` }, svg);
      t.textContent = f(g[j]);
    }
    for (let i = 0; i < n - 1; i++) {
      const t = el('text', { x: PAD_L - 4, y: y(i) + CELL / 2 + 3, class: `tick end${g[i] === v ? ' true-value' : ''}` }, svg);
      t.textContent = f(g[i]);
    }
    const cells = el('g', { class: 'cells' }, svg);
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const c = sweep.cells[this.index.get(`${g[i]}|${g[j]}`)];
        if (!c) continue;
        const t = hi === lo ? 0.5 : (c.totalPositions - lo) / (hi - lo);
        const r = el(
          'rect',
          {
            class: `cell ${c.outcome}`,
            x: x(j),
            y: y(i),
            width: CELL - 1,
            height: CELL - 1,
            fill: colour(t, dark),
            'data-i': i,
            'data-j': j,
          },
          cells,
        );
        el('title', {}, r).textContent = tr('map-cell', { alpha: f(c.alpha), beta: f(c.beta), outcome: outcomeOf(c.outcome), count: count(c.totalPositions) });
      }
    }
    // The exact region: alpha < F < beta.
    const iMax = g.findIndex((a) => toNumber(a) >= toNumber(v)); // first row with alpha >= F
    const jMin = g.findIndex((b) => toNumber(b) > toNumber(v)); // first column with beta > F
    if (iMax > 0 && jMin > 0 && jMin < n) {
      el(
        'rect',
        {
          class: 'exact-region',
          x: x(jMin) - 1,
          y: y(0) - 1,
          width: (n - jMin) * CELL + 1,
          height: iMax * CELL + 1,
        },
        svg,
      );
    }
    // Legend.
    const ly = PAD_T + (n - 1) * CELL + 12;
    for (let k = 0; k < 5; k++) {
      el('rect', { x: PAD_L + k * 22, y: ly, width: 21, height: 10, fill: colour(k / 4, dark) }, svg);
    }
    el('text', { x: PAD_L, y: ly + 24, class: 'legend-text start' }, svg).textContent = tr('map-legend', {
      lo: count(lo),
      hi: count(hi),
      full: count(sweep.fullWindowPositions),
      value: f(v),
    });
    this.cursorRect = el('rect', { class: 'map-cursor', width: CELL + 1, height: CELL + 1, visibility: 'hidden' }, svg);
    this.currentRect = el('rect', { class: 'map-current', width: CELL + 1, height: CELL + 1, visibility: 'hidden' }, svg);
    const cur = this.#currentCell();
    if (cur) {
      this.currentRect.setAttribute('x', x(cur[1]) - 1);
      this.currentRect.setAttribute('y', y(cur[0]) - 1);
      this.currentRect.setAttribute('visibility', 'visible');
    }
    this.x = x;
    this.y = y;
    if (this.cursor) this.#moveCursor(this.cursor, false);
    else this.readout.textContent = cur ? this.#text(cur[0], cur[1]) : tr('map-off-grid');
  }

  #currentCell() {
    if (!this.sweep) return null;
    const g = this.sweep.grid.map(String);
    const i = g.indexOf(String(this.alpha));
    const j = g.indexOf(String(this.beta));
    return i >= 0 && j > i ? [i, j] : null;
  }

  #cell(i, j) {
    const g = this.sweep.grid;
    return this.sweep.cells[this.index.get(`${g[i]}|${g[j]}`)];
  }

  #text(i, j) {
    const c = this.#cell(i, j);
    if (!c) return '';
    const d = c.totalPositions - this.sweep.fullWindowPositions;
    return tr('map-readout', {
      alpha: f(c.alpha),
      beta: f(c.beta),
      outcome: outcomeOf(c.outcome),
      count: count(c.totalPositions),
      cmp: d < 0 ? 'fewer' : d > 0 ? 'more' : 'same',
      diff: count(Math.abs(d)),
    });
  }

  #describe(i, j) {
    this.readout.textContent = this.#text(i, j);
  }

  #moveCursor([i, j], announce = true) {
    const n = this.sweep.grid.length;
    i = Math.max(0, Math.min(n - 2, i));
    j = Math.max(i + 1, Math.min(n - 1, j));
    this.cursor = [i, j];
    this.cursorRect.setAttribute('x', this.x(j) - 1);
    this.cursorRect.setAttribute('y', this.y(i) - 1);
    this.cursorRect.setAttribute('visibility', 'visible');
    if (announce) this.#describe(i, j);
  }

  #pick(i, j) {
    const c = this.#cell(i, j);
    if (c) this.onPick(c.alpha, c.beta);
  }

  #key(e) {
    if (!this.sweep) return;
    const [i, j] = this.cursor ?? this.#currentCell() ?? [0, this.sweep.grid.length - 1];
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[e.key]) {
      const [di, dj] = moves[e.key];
      this.#moveCursor([i + di, j + dj]);
      e.preventDefault();
      e.stopPropagation();
    } else if (e.key === 'Enter' || e.key === ' ') {
      this.#pick(i, j);
      e.preventDefault();
      e.stopPropagation();
    }
  }
}

/** The core's outcome of a search with a window, as the map's messages select on it. */
function outcomeOf(outcome) {
  return { exact: 'exact', fail_low: 'low', fail_high: 'high' }[outcome] ?? 'exact';
}
