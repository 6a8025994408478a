// Which procedures the "Next step" task steps through. The core decides (practice/next.rs:
// K&M's F0, F1, F2, the thesis' procedures whose routines all return a value m, and m&n
// alpha beta with its alpha / beta); asked
// once per procedure on a tiny tree, so the page never keeps a second list. An unsupported
// procedure's answer is the core's sentence saying why (Scout's TEST has no m, SSS* is
// best-first, an m&n minimaxing position keeps a list).

const cache = new Map();

/** true when the next task supports `proc`, else the core's reason. */
export function nextSupported(core, proc) {
  if (!cache.has(proc)) {
    const g = core.GameTree.parse('((1,2),(3,4))');
    try {
      g.practiceExpected('next', proc, {});
      cache.set(proc, true);
    } catch (e) {
      const m = String(e?.message ?? e);
      cache.set(proc, m.includes('does not step through') ? m : true);
    } finally {
      g.free();
    }
  }
  return cache.get(proc);
}
