// The Pathology panel's settings (Muszycka's thesis, ch. 5): the error recursion of §5.1
// (Figs. 44–47 and 50–53), Nau's game experiment of §5.3 and the demonstration tree; their
// bounds, their messages for people (in the page's language: t()), and their form in the
// page's link (patho=...). Pure: no DOM, so the unit tests and the panel share it.
import { count, decimal, quantity, t } from '../i18n/translate.js';

/** The thesis' figures as presets: w = 2, ten levels, p from 0.2 to 0.9 (§5.1); `figure`
 *  is the thesis' number of the figure. */
const P_LIST = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
export const PRESETS = {
  fig44: { figure: 44, err1: 0.1, err2: 0.1, q: 0 },
  fig45: { figure: 45, err1: 0.1, err2: 0.2, q: 0 },
  fig46: { figure: 46, err1: 0.2, err2: 0.1, q: 0 },
  fig47: { figure: 47, err1: 0.2, err2: 0.2, q: 0 },
  fig50: { figure: 50, err1: 0.1, err2: 0.1, q: 0.05 },
  fig51: { figure: 51, err1: 0.1, err2: 0.2, q: 0.05 },
  fig52: { figure: 52, err1: 0.2, err2: 0.1, q: 0.05 },
  fig53: { figure: 53, err1: 0.2, err2: 0.2, q: 0.05 },
};

/** A preset's label in the page's language: the figure's number as the thesis numbers it
 *  (English "Fig. 44 (0.1, 0.1)", German "Abb. 44 (0,1; 0,1)"); "q" when q is positive. */
export function presetLabel(name) {
  const f = PRESETS[name];
  const args = { figure: String(f.figure), err1: decimal(f.err1, 1), err2: decimal(f.err2, 1) };
  return t(f.q > 0 ? 'path-preset-fig-q' : 'path-preset-fig', args);
}

export function presetSettings(name) {
  const f = PRESETS[name];
  return f && { width: 2, err1: f.err1, err2: f.err2, q: f.q, p: [...P_LIST], levels: 10 };
}

/** Bounds that keep the page responsive (the core has wider ones). */
export const BOUNDS = {
  recursionWidth: [2, 20],
  levels: [1, 40],
  pCount: 12,
  gameWidth: [2, 4],
  terminals: 4096, // w^t per tree
  samples: [1, 100_000],
  /** samples × Σ_t t·w^t × 2 (minimax and product): about the terminal evaluations of a run. */
  work: 2e9,
  demoLevels: [3, 5],
};

export const GAMES = ['pearl', 'incremental'];

export function defaultPatho() {
  return {
    rec: presetSettings('fig44'),
    game: { game: 'pearl', width: 2, t: [5, 7, 9], samples: 500, seed: 1 },
    demo: { t: 4, seed: 2, depth: 2 },
  };
}

const fail = (m) => {
  throw new Error(m);
};

/** `v` as the person typed it (a number read from a box: "0.5", never "0,5"). */
const shown = (v) => String(v).slice(0, 24);

/** `v` checked against [lo, hi]; `what` is the field as its form labels it (a message id). */
function inRange(what, v, [lo, hi], whole = true) {
  if (Number.isNaN(v)) fail(t('path-give-number', { what: t(what) }));
  if (!Number.isFinite(v) || (whole && !Number.isInteger(v)))
    fail(t(whole ? 'exp-not-whole' : 'path-not-number', { what: t(what), raw: shown(v), bad: shown(v) }));
  if (v < lo || v > hi) fail(t('path-in-range', { what: t(what), lo: count(lo), hi: count(hi), value: shown(v) }));
  return v;
}

/** A probability in [0, 1] (or [0, 1) with `below1`); `what` as for inRange. */
function probability(what, v, { below1 = false } = {}) {
  if (Number.isNaN(v)) fail(t('path-give-number', { what: t(what) }));
  if (!Number.isFinite(v)) fail(t('path-not-number', { what: t(what), bad: shown(v) }));
  if (v < 0 || v > 1 || (below1 && v >= 1)) fail(t(below1 ? 'path-below-one' : 'path-probability', { what: t(what), value: shown(v) }));
  return v;
}

/** The recursion's settings, checked; throws an Error saying what and where. */
export function checkRecursion(r) {
  inRange('path-width', r.width, BOUNDS.recursionWidth);
  inRange('path-levels', r.levels, BOUNDS.levels);
  probability('path-err1', r.err1);
  probability('path-err2', r.err2);
  probability('path-q', r.q, { below1: true });
  if (!r.p.length) fail(t('path-no-p'));
  if (r.p.length > BOUNDS.pCount) fail(t('path-too-many-p', { max: count(BOUNDS.pCount), n: count(r.p.length) }));
  r.p.forEach((x) => probability('path-what-p', x));
  return r;
}

/** The game experiment's settings, checked (sizes and total work bounded). */
export function checkGame(g) {
  if (!GAMES.includes(g.game)) fail(t('path-bad-game', { games: GAMES.join(', '), value: String(g.game).slice(0, 20) }));
  inRange('path-width', g.width, BOUNDS.gameWidth);
  if (!g.t.length) fail(t('path-no-t'));
  if (g.t.length > 8) fail(t('path-too-many-t', { max: count(8), n: count(g.t.length) }));
  for (const level of g.t) {
    inRange('path-terminal-level', level, [1, 30]);
    if (g.width ** level > BOUNDS.terminals)
      fail(t('path-too-many-terminals', { t: count(level), width: count(g.width), terminals: quantity(g.width ** level), max: quantity(BOUNDS.terminals) }));
  }
  inRange('path-samples', g.samples, BOUNDS.samples);
  inRange('path-seed', g.seed, [0, Number.MAX_SAFE_INTEGER]);
  const work = g.samples * g.t.reduce((a, level) => a + 2 * level * g.width ** level, 0);
  if (work > BOUNDS.work) fail(t('path-too-much-work', { work: quantity(work), max: quantity(BOUNDS.work) }));
  g.t = [...new Set(g.t)].sort((a, b) => a - b);
  return g;
}

export function checkDemo(d) {
  inRange('path-what-demo-t', d.t, BOUNDS.demoLevels);
  inRange('path-what-demo-seed', d.seed, [0, Number.MAX_SAFE_INTEGER]);
  inRange('path-depth', d.depth, [1, d.t]);
  return d;
}

export const BACKUPS = ['minimax', 'product'];

/** The core's specs of a game experiment: per terminal level, minimax then product. */
export function gameSpecs(g) {
  return g.t.flatMap((t) => BACKUPS.map((backup) => ({ game: g.game, width: g.width, terminalLevel: t, backup, samples: g.samples, seed: g.seed })));
}

/** The demonstration tree's spec (w = 2, one Pearl-game tree). */
export function demoSpec(d, backup = 'minimax') {
  return { game: 'pearl', width: 2, terminalLevel: d.t, backup, samples: 1, seed: d.seed };
}

// --- the link: patho=w:2,e1:0.1,e2:0.1,q:0,p:0.2;0.5,n:10,g:pearl,gw:2,t:5;7,s:500,seed:1,dt:4,ds:2,dd:2

const KEYS = {
  w: ['rec', 'width'],
  e1: ['rec', 'err1'],
  e2: ['rec', 'err2'],
  q: ['rec', 'q'],
  p: ['rec', 'p'],
  n: ['rec', 'levels'],
  g: ['game', 'game'],
  gw: ['game', 'width'],
  t: ['game', 't'],
  s: ['game', 'samples'],
  seed: ['game', 'seed'],
  dt: ['demo', 't'],
  ds: ['demo', 'seed'],
  dd: ['demo', 'depth'],
};
const LISTS = new Set(['p', 't']);

export function writePatho(s) {
  return Object.entries(KEYS)
    .map(([k, [part, name]]) => {
      const v = s[part][name];
      return `${k}:${Array.isArray(v) ? v.join(';') : v}`;
    })
    .join(',');
}

/** Reads patho=...: {settings, problems}; what cannot be read keeps its default and is named. */
export function readPatho(text) {
  const s = defaultPatho();
  const problems = [];
  for (const item of String(text).slice(0, 600).split(',')) {
    const i = item.indexOf(':');
    const key = i < 0 ? item : item.slice(0, i);
    if (!key) continue;
    const where = KEYS[key];
    if (!where) {
      problems.push(t('path-link-unknown-key', { key: key.slice(0, 12) }));
      continue;
    }
    const raw = item.slice(i + 1);
    const [part, name] = where;
    if (key === 'g') s.game.game = raw;
    else if (LISTS.has(key)) s[part][name] = raw.split(';').filter(Boolean).map(Number);
    else s[part][name] = raw.trim() === '' ? NaN : Number(raw);
  }
  const d = defaultPatho();
  for (const [part, check] of [
    ['rec', checkRecursion],
    ['game', checkGame],
    ['demo', checkDemo],
  ]) {
    try {
      check(s[part]);
    } catch (e) {
      problems.push(e.message);
      s[part] = d[part];
    }
  }
  return { settings: s, problems };
}
