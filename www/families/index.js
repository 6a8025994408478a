// The three families of procedures and the one interface the page talks to. A family is
// {id, counts, makeRun(ctx)}; a run (km/run.js,
// thesis/run.js, mn/run.js, failed-run.js) answers:
//   paint(k, view)        the tree view's model after k steps (null: the finished run)
//   stepView(k, view)     the step panel: {mode: 'show', length, k, sentence, head, rows},
//                         {mode: 'waiting', message} (prepareSteps() when idle) or {mode: 'disable', message}
//   prepareSteps()        makes the trace if it is made lazily; true when there are steps
//   length                the number of steps
//   summary(S), closingSentence()
//   editPicture()         the finished K&M run the edit panel describes, or null
//   openList(k)           SSS*'s OPEN list ({state, message}) or null
//   compareCaption(), compareTerm()   the compare view's caption and summary term
//   result, error, windowProc
// The page asks the run; it never asks which family it is.

import { messageOf, wordOr } from '../core/errors.js';
import { loadFull } from '../core/load.js';
import { familyOf, shortName, takesChance } from '../core/procedures.js';
import { laterMessages } from '../i18n/translate.js';
import { comparing } from '../state/show.js';
import { DEFAULT_DIFF, DEFAULT_PROC } from './defaults.js';
import { FailedRun } from './failed-run.js';
import { km } from './km/family.js';

// Knuth & Moore's family is part of the page; the other papers' families (their runs,
// steppers and sentences, and the full core that runs them: core/load.js) are loaded when a
// procedure of theirs is first shown, so the first view (F2 on the π tree) loads only what
// it draws. Their text (step sentences, counts, captions, live values) is in the later part of
// the messages (i18n/l10n.js), awaited with them.
const LOADERS = {
  thesis: () => Promise.all([import('./thesis/family.js'), loadFull(), laterMessages(), ...alongside()]).then(([m]) => m.thesis),
  mn: () => Promise.all([import('./mn/family.js'), loadFull(), laterMessages(), ...alongside()]).then(([m]) => m.mn),
  chance: () => Promise.all([import('./chance/family.js'), loadFull(), laterMessages()]).then(([m]) => m.chance), // no other papers' panels
};
const ALONGSIDE = [];
const alongside = () => ALONGSIDE.map((fn) => fn());

/**
 * `fn()` (a promise; it must not reject) runs with each loading of the other papers' families
 * and is awaited with it: the page's panels that only their procedures show
 * (panels/other-papers-panels.js) load with them, so they are in when those are first painted.
 */
export function loadAlongside(fn) {
  ALONGSIDE.push(fn);
}
const loaded = new Map([['km', km]]);
const loading = new Map();

/**
 * Loads the families of procedures `names` (once); resolves when makeRun can run them. A
 * failure (e.g. the full core did not load) rejects, and the next call tries again.
 */
export function loadFamilies(names) {
  const ids = [...new Set(names.map(familyOf))].filter((id) => id && !loaded.has(id) && LOADERS[id]);
  return Promise.all(
    ids.map((id) => {
      if (!loading.has(id)) {
        const p = LOADERS[id]().then((f) => loaded.set(id, f));
        p.catch(() => loading.delete(id));
        loading.set(id, p);
      }
      return loading.get(id);
    }),
  );
}

/**
 * Loads the families a link's page state names (its procedure, the procedures to compare, the
 * difference view's two); if they do not load (the full core did not), says so in `problems`
 * and falls back to Knuth & Moore's procedures in `state`.
 */
export async function loadLinkFamilies(state, problems) {
  const other = (p) => familyOf(p) && familyOf(p) !== 'km';
  const wanted = [state.proc, ...state.cmp, ...(comparing(state) ? (state.diff ?? []) : [])];
  await loadFamilies(wanted).catch((e) => {
    const procs = wanted.filter(other).map(shortName).join(', ');
    problems.push(wordOr(`${procs} could not be loaded (${messageOf(e)})`, 'procs-not-loaded', { procs, error: messageOf(e) }));
    if (other(state.proc)) state.proc = DEFAULT_PROC;
    state.cmp = [];
    if (state.diff?.some(other)) state.diff = [...DEFAULT_DIFF];
  });
}

/** The (loaded) family of procedure `name`; null for an unknown name or a family not loaded yet. */
export function familyFor(name) {
  return loaded.get(familyOf(name)) ?? null;
}

/**
 * A run of `name` on the current tree: ctx {tree, shape, idOf, kmRuns, traceLimit, options};
 * its family must be loaded (loadFamilies). A procedure the core refuses to run gives a
 * FailedRun with the core's message.
 */
export function makeRun(name, ctx) {
  const family = familyFor(name);
  // Not loaded (a caller that did not wait for loadFamilies): said as such, not as a TypeError.
  if (!family) return new FailedRun(null, name, ctx.shape, 'its code is not loaded yet');
  try {
    // A tree with chance positions: the core says why a procedure of decision positions only does not search it.
    if (ctx.shape.chance && !takesChance(name)) ctx.tree.counts([name], {});
    return family.makeRun({ ...ctx, family, name });
  } catch (e) {
    return new FailedRun(family, name, ctx.shape, messageOf(e));
  }
}
