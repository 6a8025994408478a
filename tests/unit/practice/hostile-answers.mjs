// Hostile answers for the practice check (submitAnswer on the element and the page, the
// core's GameTree.practiceCheck underneath), made from a task's expected answer: values
// replaced by infinities in every spelling, NaN, -0, 1e308, 2^53 + 1, huge and empty
// strings, wrong types; wrong shapes; another task's answer; duplicated and unknown
// positions. Pure (no imports), so the browser test can use the same answers.

/**
 * Hostile values, each with the number the core could read it as (`is`; NaN: none, so never
 * equal to an expected value). A value whose `is` differs from the expected value must not
 * be graded right.
 */
export const GARBAGE = [
  { v: '+inf', is: Infinity },
  { v: 'inf', is: Infinity },
  { v: 'Infinity', is: Infinity },
  { v: ' +INF ', is: Infinity },
  { v: '-inf', is: -Infinity },
  { v: '-infinity', is: -Infinity },
  { v: '∞', is: NaN },
  { v: '-∞', is: NaN },
  { v: Infinity, is: Infinity },
  { v: -Infinity, is: -Infinity },
  { v: NaN, is: NaN },
  { v: 'NaN', is: NaN },
  { v: -0, is: 0 },
  { v: '-0', is: 0 },
  { v: 1e308, is: 1e308 },
  { v: -1e308, is: -1e308 },
  { v: '1e999', is: NaN },
  { v: 2 ** 53, is: 2 ** 53 },
  { v: 2 ** 53 + 2, is: 2 ** 53 + 2 },
  { v: -(2 ** 53) - 2, is: -(2 ** 53) - 2 },
  { v: '9007199254740993', is: NaN },
  { v: 0.5, is: 0.5 },
  { v: '', is: NaN },
  { v: ' ', is: NaN },
  { v: '٣', is: NaN },
  { v: '\u0000', is: NaN },
  { v: null, is: NaN },
  { v: undefined, is: NaN },
  { v: true, is: NaN },
  { v: {}, is: NaN },
  { v: [], is: NaN },
  { v: [1], is: NaN },
  { v: 'x'.repeat(100_000), is: NaN },
];

const POSITIONS = ['', '1', '9', '9.9.9', '1.1.1.1.1.1.1.1', '0', '-1', '1.0', '01', ' 1', '1.', '.1', 'root', '1..2', '٣', '1.'.repeat(5000) + '1', '\u0000'];

/** A number's reading: a finite number, ±Infinity from the core's strings, or NaN. */
export function reading(v) {
  if (typeof v === 'number') return Object.is(v, -0) ? 0 : v;
  if (v === '+inf') return Infinity;
  if (v === '-inf') return -Infinity;
  return NaN;
}

/**
 * A hostile answer for `task` from `expected` (that task's expected answer) and `others`
 * (other tasks' expected answers on the same tree). Returns {answer, note, garbage}: when
 * `garbage` is {key, is}, the answer is the expected one with the value at `key` replaced by
 * a value read as `is`, which must not be graded right unless `is` equals the expected value
 * (`reading(expected value)`), `expectedIs`.
 */
export function hostileAnswer(r, task, expected, others) {
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const g = () => pick(GARBAGE);
  const copy = () => structuredClone(expected);
  const kind = pick(['value', 'value', 'value', 'all', 'shape', 'other', 'dup', 'unknown']);
  if (kind === 'value' || kind === 'all') {
    const a = copy();
    if (task === 'values') {
      const keys = Object.keys(a.values);
      if (kind === 'all') {
        const h = g();
        for (const k of keys) a.values[k] = h.v;
        // The root's value is what decides whether every entry can be right at once.
        return { answer: a, note: `every value ${describe(h.v)}`, garbage: { key: keys, is: h.is, expectedIs: keys.map((k) => reading(expected.values[k])) } };
      }
      const k = pick(keys);
      const h = g();
      a.values[k] = h.v;
      return { answer: a, note: `values[${JSON.stringify(k)}] = ${describe(h.v)}`, garbage: { key: [k], is: h.is, expectedIs: [reading(expected.values[k])] } };
    }
    if (task === 'window' || task === 'next') {
      const field = task === 'window' ? 'value' : 'm';
      const h = g();
      a[field] = h.v;
      return { answer: a, note: `${field} = ${describe(h.v)}`, garbage: { key: [field], is: h.is, expectedIs: [reading(expected[field])] } };
    }
    if (task === 'order') {
      const keys = Object.keys(a.order);
      const k = pick(keys);
      a.order[k] = pick([[...a.order[k], a.order[k][0]], a.order[k].map(() => 1), [0, ...a.order[k].slice(1)], [...a.order[k]].reverse().concat([99]), g().v]);
      return { answer: a, note: `order[${JSON.stringify(k)}] = ${describe(a.order[k])}`, garbage: null };
    }
    const list = a.pruned ?? [];
    if (list.length) list[Math.floor(r() * list.length)] = g().v;
    return { answer: a, note: `a pruned position ${describe(list)}`, garbage: null };
  }
  if (kind === 'shape') {
    const field = Object.keys(expected)[0];
    const answer = pick([
      null,
      undefined,
      7,
      'prune',
      [],
      [expected],
      { ...expected, extra: 1 },
      { [field]: g().v },
      { [field]: expected },
      { __proto__: { [field]: expected[field] } },
      Object.create(null),
    ]);
    return { answer, note: `a wrong shape ${describe(answer)}`, garbage: null };
  }
  if (kind === 'other') {
    const answer = pick(others);
    return { answer, note: `another task's answer ${describe(answer)}`, garbage: null };
  }
  const a = copy();
  const unknown = pick(POSITIONS);
  const dup = kind === 'dup';
  if (task === 'prune' || (task === 'window' && Array.isArray(a.saved))) {
    const field = task === 'prune' ? 'pruned' : 'saved';
    a[field] = dup ? [...a[field], ...a[field], ...a[field].slice(0, 1)] : [...a[field], unknown];
  } else if (task === 'values') {
    if (dup) a.values = { ...a.values, ' ': a.values[''], '1.0': a.values['1'] ?? 0 };
    else a.values[unknown] = 1;
  } else if (task === 'next') a.examined = unknown;
  else if (task === 'order') a.order[unknown] = [1, 2];
  return { answer: a, note: `${dup ? 'duplicated' : 'unknown'} positions ${describe(a).slice(0, 200)}`, garbage: null };
}

/** A short description for a failure's message. */
export function describe(v) {
  return (
    JSON.stringify(v, (k, x) =>
      typeof x === 'string' && x.length > 30
        ? `${x.slice(0, 30)}…(${x.length})`
        : typeof x === 'number' && !Number.isFinite(x)
          ? String(x)
          : Object.is(x, -0)
            ? '-0'
            : x === undefined
              ? '(undefined)'
              : x,
    )?.slice(0, 300) ?? String(v)
  );
}

/** Answers cross to the browser as JSON: numbers JSON cannot hold, and undefined, are tagged. */
export function encode(v) {
  return JSON.stringify(v, (k, x) =>
    typeof x === 'number' && (!Number.isFinite(x) || Object.is(x, -0)) ? { $n: Object.is(x, -0) ? '-0' : String(x) } : x === undefined ? { $u: 1 } : x,
  );
}

/** The inverse of encode (also as a function's source for page.evaluate). */
export function decode(s) {
  return JSON.parse(s, (k, x) => (x && typeof x === 'object' && '$n' in x ? Number(x.$n) : x && typeof x === 'object' && '$u' in x ? undefined : x));
}

/**
 * What one check of hostile answer `h` on exercise `x` ({task, proc, options, text, full: the
 * correct answer's check}) breaks, from its `outcome`: {result: the check or submitAnswer's
 * summary} or {error: {trap, isError, message}}. Kinds: `crash` (a trap, a throw that is no
 * Error, a message without text or of thousands of characters), `score` (a score outside
 * 0..total, or "correct" with less than the total), `above` (more than the correct answer's
 * score), `garbage` (a value read as something other than the expected value, graded
 * right). Returns {outcome: 'refused' | 'right' | 'wrong', broken: [[kind, message]]}.
 */
export function judge(x, h, { result: r, error: e }) {
  const where = `${x.text} (${x.task}, ${x.proc}, ${JSON.stringify(x.options)}): ${h.note}`;
  const broken = [];
  if (e) {
    if (e.trap) broken.push(['crash', `a trap: ${e.message}\n  at ${where}`]);
    else if (!e.isError) broken.push(['crash', `not an Error (${e.message})\n  at ${where}`]);
    else if (!(e.message.length > 0 && e.message.length <= 2100)) broken.push(['crash', `a message of ${e.message.length} characters\n  at ${where}`]);
    return { outcome: 'refused', broken };
  }
  if (!(Number.isInteger(r.score) && Number.isInteger(r.total) && r.score >= 0 && r.score <= r.total) || (r.correct && r.score !== r.total)) {
    broken.push(['score', `a score ${r.score} of ${r.total}${r.correct ? ', correct' : ''}\n  at ${where}`]);
  }
  if (r.score > x.full.score) broken.push(['above', `the score ${r.score} (of ${r.total}) exceeds the correct answer's ${x.full.score}\n  at ${where}`]);
  if (h.garbage?.expectedIs.some((v) => v !== h.garbage.is) && (r.correct || r.score >= x.full.score)) {
    broken.push(['garbage', `graded right: ${r.score} of ${r.total} (expected ${describe(h.garbage.expectedIs)})\n  at ${where}`]);
  }
  return { outcome: r.correct ? 'right' : 'wrong', broken };
}
