// The size-directed cases of the wasm fuzz loop (wasm-fuzz.test.mjs): arguments near and over
// every limit of one call (crate/src/wasm/limits.rs, the core's position and depth limits):
// typed arrays of mismatched and huge lengths, ranges and counts that set a call's work,
// long strings in every string argument, options and answers with huge strings, many
// references to one string, deep nesting and iterables, and tree texts at the depth and
// position limits, on which the exports are then called. Each case says whether it is over a
// limit (then the call must be refused with an Error, and before the big argument is copied
// into wasm memory); every call must return or throw an ordinary Error, never trap.
//
// `huge` adds what costs gigabytes to set up (a 6 × 10^8-entry typed array, a string of
// 5 × 10^8 characters): long runs only (FUZZ_WASM_HUGE=1).

const MiB = 1 << 20;

/** The limits the cases aim at: the core's (crate/src/wasm/limits.rs, Limits::default()). */
export const LIMITS = {
  positions: 2_000_000,
  depth: 100_000,
  text: 64 * MiB,
  position: MiB,
  name: 10_000,
  units: 16 * MiB,
  chunkNumbers: 2 ** 25,
  nesting: 64,
  experimentSamples: 100_000,
  pathologySamples: 100_000,
  pathologyTerminals: 2 ** 24,
  sweepWork: 200_000_000,
  sweepGrid: 10_000,
  sweepWindows: 20_000,
  message: 2_000,
};

/**
 * What the core's check of a structured argument sees (limits.rs `structure_within`): units
 * (one per value, entry and field, plus every string's and key's characters), the deepest
 * object's depth, and whether every container is a plain object or array.
 */
export function measure(v) {
  let units = 0;
  let deepest = -1;
  let plain = true;
  const todo = [[v, 0]]; // a stack of its own: the cases nest thousands of levels deep
  while (todo.length) {
    const [x, d] = todo.pop();
    units += 1;
    if (typeof x === 'string') units += x.length;
    if (x === null || typeof x !== 'object') continue;
    deepest = Math.max(deepest, d);
    if (Array.isArray(x)) {
      units += x.length;
      for (const y of x) todo.push([y, d + 1]);
    } else if (ArrayBuffer.isView(x) || x instanceof ArrayBuffer) units += x.byteLength;
    else if (Symbol.iterator in x) plain = false;
    else {
      const keys = Object.keys(x);
      units += keys.length;
      for (const k of keys) {
        units += k.length;
        todo.push([x[k], d + 1]);
      }
    }
  }
  return { units, deepest, plain };
}

/** Whether the core refuses a structured argument for its size or shape. */
const overStructure = (v, budget = LIMITS.units) => {
  const m = measure(v);
  return m.units > budget || m.deepest >= LIMITS.nesting || !m.plain;
};

/** `n` characters of `ch` repeated (made afresh: a few kept alive would hold gigabytes). */
const big = (ch, n) => ch.repeat(Math.ceil(n / ch.length)).slice(0, n);

/** Arrays nested `k` deep: [[[…]]]. */
function nested(k) {
  let x = [];
  for (let i = 1; i < k; i++) x = [x];
  return x;
}

const EXP = (samples) => ({ gen: { model: 'iid', degree: 2, height: 1, seed: 1, lo: 0, hi: 9 }, heights: [1], samples, procs: ['F2'], implicit: false });

/**
 * One size-directed case for `glue` (a module the page loads), drawn with `r`: {what, call,
 * over, bytes}, where `over` says a limit is exceeded (the call must throw) and `bytes` is the
 * size of the big argument (a refused call must not grow wasm memory by half of it).
 * `full`: the module has the full core's exports. `long`: cases that take seconds are allowed.
 */
export function sizeCase(glue, r, { full, long, huge }) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const { GameTree } = glue;
  const families = [fromArrays, strings_, structured, makeInterior, sweep, trees];
  if (full) families.push(experimentSamples, pathologyChunk, summarize);
  return pick(families)();

  function fromArrays() {
    const L = LIMITS.positions;
    const n = pick([0, 1, 3, L - 1, L, L + 1, 3e7, ...(huge ? [6e8] : [])]);
    const m = pick([n, n, n + 1, Math.max(0, n - 1), 1, 0]);
    const degree = new Uint32Array(n);
    // Sometimes a real tree: a root with n - 1 terminals (a star at the position limit).
    if (n > 1 && n <= L && r() < 0.5) degree[0] = n - 1;
    return {
      what: `GameTree.fromArrays(Uint32Array(${n}), Float64Array(${m}))`,
      call: () => GameTree.fromArrays(degree, new Float64Array(m)),
      over: n !== m || n > L,
      bytes: 4 * n + 8 * m,
    };
  }

  function strings_() {
    const t = GameTree.parse('((1,2),(3,4))');
    // [what, limit, call with the string]
    const slots = [
      ['parse', LIMITS.text, (s) => GameTree.parse(s)],
      ['replaceSubtree', LIMITS.text, (s) => t.replaceSubtree('1', s)],
      ['addSuccessor', LIMITS.text, (s) => t.addSuccessor('', 1, s)],
      ['positionOf', LIMITS.position, (s) => t.positionOf(s)],
      ['setValue', LIMITS.position, (s) => t.setValue(s, 1)],
      ['counts procedure', LIMITS.name, (s) => t.counts([s])],
      ['examinedFlags procedure', LIMITS.name, (s) => t.examinedFlags(s)],
      ['run', LIMITS.name, (s) => t.run(s)],
      ['example', LIMITS.name, (s) => GameTree.example(s)],
      ['reorder', LIMITS.name, (s) => t.reorder(s, 1)],
      ['sweep grid value', LIMITS.name, (s) => t.sweep([0, s])],
    ];
    if (full) {
      slots.push(
        ['exerciseGenerate', LIMITS.name, (s) => glue.exerciseGenerate(s)],
        ['exerciseSet', LIMITS.name, (s) => glue.exerciseSet(s)],
        ['practiceCheck task', LIMITS.name, (s) => t.practiceCheck(s, 'F2', {}, {})],
        ['practiceExpected proc', LIMITS.name, (s) => t.practiceExpected('prune', s)],
      );
    }
    const [name, limit, f] = pick(slots);
    // At the limit the string is read (and parsed: up to a second for a 64 MiB text); over it, never.
    const n = pick([limit + 1, limit + 1, 2 * limit, ...(long || limit < MiB ? [limit] : []), ...(huge ? [5e8] : [])]);
    const s = big(pick(['x', '(', '1', ' ', '€', '1.']), n);
    return { what: `${name}(string of ${s.length})`, call: () => f(s), over: s.length > limit, bytes: 2 * s.length };
  }

  function structured() {
    const t = GameTree.parse('((3,5),(2,9))');
    // [what, the argument made from v, the call]
    const slots = [
      ['run options', (v) => v, (a) => t.run('F2', a)],
      ['counts options', (v) => v, (a) => t.counts(['F1', 'F2'], a)],
      ['generate spec', (v) => ({ model: 'iid', degree: 2, height: 2, seed: 1, lo: 0, hi: 9, ...v }), (a) => GameTree.generate(a)],
    ];
    if (full) {
      slots.push(
        ['practiceCheck answer', (v) => v, (a) => t.practiceCheck('values', 'F2', {}, a)],
        ['practiceExpected options', (v) => v, (a) => t.practiceExpected('prune', 'F2', a)],
        ['worksheetTex options', (v) => v, (a) => t.worksheetTex(a)],
        ['exerciseGenerate spec', (v) => ({ task: 'prune', ...v }), (a) => glue.exerciseGenerate(a)],
        ['experimentSamplesPerHeight spec', (v) => ({ ...EXP(10), ...v }), (a) => glue.experimentSamplesPerHeight(a)],
        ['pathologyRecursion params', (v) => ({ width: 2, err1: 0.1, err2: 0.1, p: 0.5, levels: 3, ...v }), (a) => glue.pathologyRecursion(a)],
        ['pathologyGameResult tallies', (v) => [v], (a) => glue.pathologyGameResult({ game: 'pearl', width: 2, terminalLevel: 2, samples: 10, seed: 1 }, a)],
        ['experimentCsv rows', (v) => [v], (a) => glue.experimentCsv(a)],
      );
    }
    const [name, wrap, f] = pick(slots);
    const key = pick(['values', 'tie', 'title', 'procs', 'note', 'x']);
    const u = LIMITS.units;
    let v;
    let shape;
    switch (pick(['string', 'refs', 'wide', 'deep', 'iterable'])) {
      case 'string': {
        const n = pick([u - 200, u - 40, u + 1, 2 * u, ...(huge ? [5e8] : [])]);
        v = { [key]: big(pick(['x', '€']), n) };
        shape = `{${key}: string of ${n}}`;
        break;
      }
      case 'refs': {
        // One 1 MiB string referenced k times: each reference is copied.
        const k = pick([1, 15, 16, 17, 100, 10_000]);
        const s = big('y', MiB);
        v = { [key]: Object.fromEntries(Array.from({ length: k }, (_, i) => [`${i}`, s])) };
        shape = `{${key}: ${k} references to a 1 MiB string}`;
        break;
      }
      case 'wide': {
        const n = pick([1000, u - 100, u + 1]);
        if (n > 1e6 && !long) return structured(); // 16 M entries take seconds to build and walk
        v = { [key]: new Array(n).fill(0) };
        shape = `{${key}: array of ${n}}`;
        break;
      }
      case 'deep': {
        const k = pick([LIMITS.nesting - 2, LIMITS.nesting - 1, LIMITS.nesting, LIMITS.nesting + 1, 1000, 100_000]);
        v = { [key]: nested(k) };
        shape = `{${key}: arrays ${k} deep}`;
        break;
      }
      default: {
        // Finite iterables only (an endless one would hang an unfixed core, and the loop with it).
        v = {
          [key]: pick([
            new Set([1, 2]),
            new Map([['a', 1]]),
            (function* () {
              yield 'F2';
            })(),
          ]),
        };
        shape = `{${key}: ${v[key].constructor.name || 'generator'}}`;
      }
    }
    const a = wrap(v);
    return { what: `${name}(${shape})`, call: () => f(a), over: overStructure(a), bytes: measure(a).units };
  }

  function makeInterior() {
    const n = pick([1, 2, LIMITS.positions, LIMITS.positions + 1, ...(long ? [3e7] : [])]);
    const t = GameTree.parse('(1,2)');
    const values = new Array(n).fill(1);
    return { what: `makeInterior('1', ${n} values)`, call: () => t.makeInterior('1', values), over: n > LIMITS.positions, bytes: 8 * n };
  }

  function sweep() {
    const size = pick(['pi', 'pi', 'big']);
    const t = size === 'pi' ? GameTree.example('pi') : GameTree.generate({ model: 'iid', degree: 316, height: 2, seed: 1, lo: -1000, hi: 1000 });
    const positions = t.size();
    const len = pick([0, 1, 2, 21, 64, 200, 201, LIMITS.sweepGrid, LIMITS.sweepGrid + 1, 100_000]);
    const distinct = pick([len, Math.min(len, 3)]);
    const grid = Array.from({ length: len }, (_, i) => (i % Math.max(1, distinct)) - 100);
    const d = new Set(grid).size;
    const windows = (d * (d - 1)) / 2;
    const over = len > LIMITS.sweepGrid || windows * positions > LIMITS.sweepWork || windows > LIMITS.sweepWindows;
    // A sweep within the limits on the big tree searches up to 2 × 10^8 positions (about a second).
    if (!over && positions > 1000 && windows > 10 && !long) return sweep();
    return { what: `sweep(${len} grid values, ${d} distinct) on ${positions} positions`, call: () => t.sweep(grid), over, bytes: 8 * len };
  }

  function experimentSamples() {
    const samples = pick([10, 100_000, 100_000_000]);
    const from = pick([0, 5, 2 ** 32 - 1]);
    // Short runs ask just over the cap (an unfixed core computes it in about a second) and
    // far over it only where the experiment's own sample count stops an unfixed core early.
    const far = long || samples <= 100_000 ? [1e7, 2 ** 32 - 1] : [];
    const span = pick([0, 1, 3, ...(long ? [LIMITS.experimentSamples - 1, LIMITS.experimentSamples] : []), LIMITS.experimentSamples + 1, ...far]);
    const to = Math.min(2 ** 32 - 1, from + span);
    const n = Math.max(0, Math.min(to, samples) - from);
    return {
      what: `experimentSamples(samples ${samples}, 1, ${from}, ${to})`,
      call: () => glue.experimentSamples(EXP(samples), 1, from, to),
      over: n > LIMITS.experimentSamples,
      bytes: 0,
    };
  }

  function pathologyChunk() {
    const [width, level] = pick([
      [2, 1],
      [2, 10],
      [2, 12],
      [3, 7],
      [8, 6],
      [2, 20],
    ]);
    const terminals = width ** level;
    const samples = Math.min(1_000_000, Math.floor(2 ** 34 / terminals));
    const most = Math.min(LIMITS.pathologySamples, Math.floor(LIMITS.pathologyTerminals / terminals));
    // Short runs stay near the caps: far over them an unfixed core draws for minutes.
    const span = pick([1, 2, most + 1, ...(terminals <= 64 ? [LIMITS.pathologySamples + 1] : []), ...(long ? [most, samples, 2 ** 32 - 1] : [])]);
    const n = Math.min(span, samples);
    // Within the limits a chunk takes up to a second: short runs draw only small ones.
    if (!long && n * terminals <= LIMITS.pathologyTerminals && n * terminals > 2 ** 16) return pathologyChunk();
    const spec = { game: 'pearl', width, terminalLevel: level, samples, seed: 1 };
    return {
      what: `pathologyGameChunk(width ${width}, level ${level}, samples ${samples}, 0, ${span})`,
      call: () => glue.pathologyGameChunk(spec, 0, span),
      over: n > LIMITS.pathologySamples || n * terminals > LIMITS.pathologyTerminals,
      bytes: 0,
    };
  }

  function summarize() {
    // Samples cross as chunks of packed numbers (Float64Array): one over the cap is refused
    // before it is copied; one within it (256 MiB at the cap) is drawn at the cap in long runs only.
    const n = pick([LIMITS.chunkNumbers + 1, long ? LIMITS.chunkNumbers - 100 : 1000]);
    const v = [Float64Array.of(0), new Float64Array(n)];
    return {
      what: `experimentSummarize(a chunk of ${n} numbers)`,
      call: () => glue.experimentSummarize(EXP(10), 1, v),
      over: n > LIMITS.chunkNumbers,
      bytes: 8 * n,
    };
  }

  function trees() {
    const kind = pick(['chain', 'chain', 'wide', 'named']);
    let text;
    let over;
    let label;
    if (kind === 'chain') {
      const d = pick([1000, LIMITS.depth - 1, LIMITS.depth, LIMITS.depth + 1]);
      text = '('.repeat(d) + '1' + ')'.repeat(d);
      over = d > LIMITS.depth;
      label = `a chain ${d} deep`;
    } else if (kind === 'wide') {
      const n = pick([LIMITS.positions - 1, LIMITS.positions, LIMITS.positions + 1]);
      text = `(${'0,'.repeat(n - 2)}0)`;
      over = n > LIMITS.positions;
      label = `a root with ${n - 1} terminals`;
    } else {
      // Deep and wide: the Dewey names take more than 8 MiB (shape().dewey is null; the
      // exports that name every position refuse it).
      const d = pick([2000, 3000]);
      text = '('.repeat(d) + '1,2,3' + ')'.repeat(d);
      over = false;
      label = `a chain ${d} deep with 3 terminals at the bottom`;
    }
    const cheap = [
      ['size', (t) => t.size()],
      ['height', (t) => t.height()],
      ['text', (t) => t.text().length],
      ['shapeArrays', (t) => t.shapeArrays().height],
      [
        'toArrays/fromArrays',
        (t) => {
          const a = t.toArrays();
          return GameTree.fromArrays(a.degree, a.value).size();
        },
      ],
      ['counts F2', (t) => t.counts(['F2'], { alpha: -3, beta: 3 }).F2.value],
      ['counts F0 F1 F2', (t) => t.counts(['F0', 'F1', 'F2']).F2.value],
      ['examinedFlags', (t) => t.examinedFlags('F1').length],
      ['analysis', (t) => t.analysis().criticalCounts],
      ['deweyOf', (t) => t.deweyOf(t.size() - 1).length],
      ['positionOf', (t) => t.positionOf(t.deweyOf(t.size() - 1))],
      ['worstCase', (t) => t.worstCase().size()],
      ['reorder', (t) => t.reorder('shuffle', 7).size()],
      ['sweep', (t) => t.sweep(['-inf', 0, '+inf']).cells.length],
      ['shape', (t) => t.shape().terminals],
      ['run F2', (t) => t.run('F2').value],
    ];
    // Runs that record much (a window analysis, the thesis' procedures): seconds at 2,000,000 positions.
    const heavy = [
      ['run F2 analysed', (t) => t.run('F2', { alpha: -5, beta: 5, analysis: true }).value],
      ['run sss', (t) => t.run('sss').value],
      ['run pvs', (t) => t.run('pvs').value],
    ];
    if (full) {
      cheap.push(
        ['practiceExpected', (t) => t.practiceExpected('values', 'F2', {})],
        ['practiceCheck', (t) => t.practiceCheck('prune', 'F2', {}, { pruned: [] }).total],
        ['counts mn', (t) => t.counts(['mn-alphabeta'], { m: 2, n: 2 })['mn-alphabeta'].value],
        ['worksheetTex', (t) => t.worksheetTex({}).length],
      );
      heavy.push(['run mn', (t) => t.run('mn-alphabeta', { m: 2, n: 2 }).value], ['counts thesis', (t) => t.counts(['alphabeta']).alphabeta.value]);
    }
    const ops = kind === 'wide' && !long ? cheap.slice(0, 7) : [...cheap, ...heavy];
    const [op, f] = pick(ops);
    return {
      what: `parse(${label}) then ${op}`,
      call: () => {
        const t = GameTree.parse(text);
        try {
          return f(t);
        } finally {
          t.free();
        }
      },
      over,
      bytes: 0,
    };
  }
}
