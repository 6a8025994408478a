// From a position not examined to its reason: the cutoff that skipped it (the run record's
// cutoffs list the roots of the subtrees each one skipped; a deeper position is below one of
// them), what kind it was and whose bound it used (K&M section 3: shallow, the parent's m;
// deep, an ancestor's above the parent; window, still the root's (α, β)), and the step of
// the trace that makes it. Nothing is searched here: the core's record says it all.
import { formatScore as f } from '../core/score.js';
import { t } from '../i18n/translate.js';
import { shown } from '../view/standpoint.js';

/**
 * The cutoff (of `cutoffs`, the record's or the trace's events with `skipped`) whose skipped
 * successors hold `id` or one of its ancestors; null when none does.
 * @param {{skipped?: number[]}[]} cutoffs  @param {{parent: Int32Array|number[]}} shape
 */
export function cutOf(cutoffs, shape, id) {
  if (!cutoffs?.length || id == null || id < 0) return null;
  const skippedBy = new Map();
  for (const c of cutoffs) for (const s of c.skipped ?? []) skippedBy.set(s, c);
  for (let a = id; a >= 0; a = shape.parent[a]) if (skippedBy.has(a)) return skippedBy.get(a);
  return null;
}

/** The step (1-based, as the step panel counts) of the trace's event that skipped `id`; -1 if none. */
export function cutStep(trace, shape, id) {
  if (!trace) return -1;
  const hit = cutOf(trace, shape, id);
  return hit ? trace.indexOf(hit) + 1 : -1;
}

/** A position as the cutoff's message names it: its Dewey name, or root (the message says "the root"). */
const where = (shape, id) => (id === 0 ? 'root' : shape.dewey[id]);

/**
 * What a cutoff was, in words: "a deep cutoff at 2.1.1: m = −2 reached β = −2, a bound from
 * the root (an ancestor above the parent)". The record's cutoff carries value/bound; the
 * trace's K&M event m/beta: either is read.
 */
export function cutWords(c, shape, view) {
  const d = shape.depth[c.at];
  const m = c.value ?? c.m;
  const b = c.bound ?? c.beta;
  const values = m != null && b != null ? 'yes' : 'no';
  const parent = shape.parent[c.at];
  const args = { at: where(shape, c.at), values, m: values === 'yes' ? f(shown(m, d, view)) : '', beta: values === 'yes' ? f(shown(b, d, view)) : '' };
  switch (c.kind) {
    case 'shallow':
      return t('cut-shallow', { ...args, parent: parent >= 0 ? where(shape, parent) : 'root' });
    case 'deep':
      return t('cut-deep', { ...args, from: c.from != null ? where(shape, c.from) : 'unknown' });
    case 'window':
      return t('cut-window', args);
    default:
      return t('cut-other', { ...args, kind: String(c.kind).replace(/_/g, ' ') });
  }
}

/**
 * Shows the step of `proc`'s trace whose cutoff skipped position `id` (selecting `proc`
 * first, e.g. from the compare view); the step sentence then says what the cutoff was.
 * @param {{store, setProc, prepare, run, shape, pause, notice}} page  the page (app.js)
 */
export async function showCutStep(page, id, proc) {
  await page.setProc(proc); // nothing to do when it is shown alone already
  await page.prepare(); // a big tree's trace comes from the run worker
  const run = page.run();
  const k = cutStep(run?.record?.trace ?? run?.result?.trace, page.shape(), id);
  if (k < 0) return page.notice(t('cut-no-steps'));
  page.pause();
  page.store.setStep(k);
  document.getElementById('step-sentence')?.focus();
}
