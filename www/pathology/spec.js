// The Pathology panel's settings (Muszycka's thesis, ch. 5): the error recursion of §5.1
// (Figs. 44–47 and 50–53), Nau's game experiment of §5.3 and the demonstration tree; their
// bounds, their messages for people, and their form in the page's link (patho=...). Pure:
// no DOM, so the unit tests and the panel share it.

/** The thesis' figures as presets: w = 2, ten levels, p from 0.2 to 0.9 (§5.1). */
const P_LIST = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
export const PRESETS = {
  fig44: { label: 'Fig. 44 (0.1, 0.1)', err1: 0.1, err2: 0.1, q: 0 },
  fig45: { label: 'Fig. 45 (0.1, 0.2)', err1: 0.1, err2: 0.2, q: 0 },
  fig46: { label: 'Fig. 46 (0.2, 0.1)', err1: 0.2, err2: 0.1, q: 0 },
  fig47: { label: 'Fig. 47 (0.2, 0.2)', err1: 0.2, err2: 0.2, q: 0 },
  fig50: { label: 'Fig. 50 (0.1, 0.1, q)', err1: 0.1, err2: 0.1, q: 0.05 },
  fig51: { label: 'Fig. 51 (0.1, 0.2, q)', err1: 0.1, err2: 0.2, q: 0.05 },
  fig52: { label: 'Fig. 52 (0.2, 0.1, q)', err1: 0.2, err2: 0.1, q: 0.05 },
  fig53: { label: 'Fig. 53 (0.2, 0.2, q)', err1: 0.2, err2: 0.2, q: 0.05 },
};

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

function inRange(name, v, [lo, hi], whole = true) {
  if (Number.isNaN(v)) fail(`${name}: give a number`);
  if (!Number.isFinite(v) || (whole && !Number.isInteger(v))) fail(`${name}: '${v}' is not a ${whole ? 'whole ' : ''}number`);
  if (v < lo || v > hi) fail(`${name} must be ${lo} to ${hi}, not ${v}`);
  return v;
}

function probability(name, v, { below1 = false } = {}) {
  if (Number.isNaN(v)) fail(`${name}: give a number`);
  if (!Number.isFinite(v)) fail(`${name}: '${v}' is not a number`);
  if (v < 0 || v > 1 || (below1 && v >= 1)) fail(`${name} must be from 0 to ${below1 ? 'below 1' : '1'}, not ${v}`);
  return v;
}

/** The recursion's settings, checked; throws an Error saying what and where. */
export function checkRecursion(r) {
  inRange('width w', r.width, BOUNDS.recursionWidth);
  inRange('levels', r.levels, BOUNDS.levels);
  probability('err1', r.err1);
  probability('err2', r.err2);
  probability('q', r.q, { below1: true });
  if (!r.p.length) fail('p: give one or more probabilities, e.g. 0.4, 0.6');
  if (r.p.length > BOUNDS.pCount) fail(`p: at most ${BOUNDS.pCount} values, not ${r.p.length}`);
  r.p.forEach((x) => probability('p', x));
  return r;
}

/** The game experiment's settings, checked (sizes and total work bounded). */
export function checkGame(g) {
  if (!GAMES.includes(g.game)) fail(`game must be ${GAMES.join(' or ')}, not '${String(g.game).slice(0, 20)}'`);
  inRange('width w', g.width, BOUNDS.gameWidth);
  if (!g.t.length) fail('terminal levels t: give one or more, e.g. 5, 7, 9');
  if (g.t.length > 8) fail(`terminal levels t: at most 8, not ${g.t.length}`);
  for (const t of g.t) {
    inRange('terminal level t', t, [1, 30]);
    if (g.width ** t > BOUNDS.terminals) fail(`terminal level t = ${t}: a tree of width ${g.width} has ${g.width}^${t} = ${(g.width ** t).toLocaleString('en')} terminals; the page draws trees of at most ${BOUNDS.terminals.toLocaleString('en')}`);
  }
  inRange('samples', g.samples, BOUNDS.samples);
  inRange('seed', g.seed, [0, Number.MAX_SAFE_INTEGER]);
  const work = g.samples * g.t.reduce((a, t) => a + 2 * t * g.width ** t, 0);
  if (work > BOUNDS.work) fail(`samples × terminals × depths = ${work.toExponential(1)} is above the page's bound of ${BOUNDS.work.toExponential(0)}; use fewer samples or smaller t (the CLI runs larger experiments)`);
  g.t = [...new Set(g.t)].sort((a, b) => a - b);
  return g;
}

export function checkDemo(d) {
  inRange('demonstration t', d.t, BOUNDS.demoLevels);
  inRange('demonstration seed', d.seed, [0, Number.MAX_SAFE_INTEGER]);
  inRange('depth d', d.depth, [1, d.t]);
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
  w: ['rec', 'width'], e1: ['rec', 'err1'], e2: ['rec', 'err2'], q: ['rec', 'q'], p: ['rec', 'p'], n: ['rec', 'levels'],
  g: ['game', 'game'], gw: ['game', 'width'], t: ['game', 't'], s: ['game', 'samples'], seed: ['game', 'seed'],
  dt: ['demo', 't'], ds: ['demo', 'seed'], dd: ['demo', 'depth'],
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
      problems.push(`unknown key '${key.slice(0, 12)}'`);
      continue;
    }
    const raw = item.slice(i + 1);
    const [part, name] = where;
    if (key === 'g') s.game.game = raw;
    else if (LISTS.has(key)) s[part][name] = raw.split(';').filter(Boolean).map(Number);
    else s[part][name] = raw.trim() === '' ? NaN : Number(raw);
  }
  const d = defaultPatho();
  for (const [part, check] of [['rec', checkRecursion], ['game', checkGame], ['demo', checkDemo]]) {
    try {
      check(s[part]);
    } catch (e) {
      problems.push(e.message);
      s[part] = d[part];
    }
  }
  return { settings: s, problems };
}
