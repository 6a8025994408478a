// What the profiling scripts (profile-load.mjs, profile-edit.mjs) share: a Chromium CPU
// profile (CDP Profiler.stop's `profile`) summed by function, self time and total time (a
// function counted once per sample however deep it recurses), printed longest first.

/**
 * {self, total}: Maps from "name file:line" to milliseconds; `segments`: how many trailing
 * parts of the script's URL name its file.
 */
export function summarize(profile, segments = 1) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-segments).join('/')}:${n.callFrame.lineNumber + 1}`;
  const self = new Map();
  const total = new Map();
  for (const n of profile.nodes) {
    const ms = (dt.get(n.id) ?? 0) / 1000;
    if (!ms) continue;
    self.set(key(n), (self.get(key(n)) ?? 0) + ms);
    const seen = new Set();
    for (let p = n.id; p != null; p = parent.get(p)) {
      const k = key(byId.get(p));
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  }
  return { self, total };
}

/** Prints the `top` longest entries of a summarize() Map. */
export function printTop(map, top) {
  for (const [k, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
}
