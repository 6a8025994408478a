// A link's exercise (ex=) and exercise set (set=), checked with the core before the page
// uses them. practice/link.js reads them in form only; here each goes through the core's
// exerciseGenerate / exerciseSet, and what the core refuses is named in the link's
// problems ("Some of the link was not used: …") and dropped, so the page never starts an
// exercise half-way and the rewritten link no longer carries it.
//
// The next task steps only through procedures whose trace has a running m (next-procs.js).
// An exercise for it with another procedure (next.sss…, next.scout…) gets F2, as a link with
// proc=sss and task=next does, and the link says so: the page decides this itself, whatever
// the core would say of such a spec.
import { messageOf, wordOr } from '../core/errors.js';
import { DEFAULT_PROC } from '../families/defaults.js';
import { nextSupported } from './next-procs.js';

/** An exercise's segments: single dots split them, a `..` belongs to a range (v-9..9). */
const segments = (text) => text.trim().split(/(?<!\.)\.(?!\.)/);

/**
 * The text of an exercise the page can run: a next-task exercise whose procedure the task
 * does not step through gets F2 instead, and `say(proc)` hears which it replaced.
 */
export function runnableText(core, text, say = () => {}) {
  const segs = segments(text);
  if (segs.length < 2 || segs[0].toLowerCase() !== 'next') return text.trim();
  const why = nextSupported(core, segs[1]);
  if (why === true) return text.trim();
  say(segs[1]);
  segs[1] = DEFAULT_PROC;
  return segs.join('.');
}

/**
 * The core's exercise for `spec` (its text, or the spec object exerciseSet gives), with a
 * procedure the next task does not step through replaced by F2 (`say(proc)` hears which);
 * throws the core's error.
 */
export function runnableExercise(core, spec, say = () => {}) {
  if (typeof spec === 'string') return core.exerciseGenerate(runnableText(core, spec, say));
  const why = spec?.task === 'next' ? nextSupported(core, spec.proc) : true;
  if (why === true) return core.exerciseGenerate(spec);
  say(spec.proc);
  return core.exerciseGenerate({ ...spec, proc: DEFAULT_PROC });
}

/**
 * Checks `state.practice` (readFragment's, in practice mode) with the full `core`: an
 * exercise the core refuses is dropped (ex=, or the whole set=) and named in `problems`.
 * The exercise's own task, procedure and view become the state's, so the page loads that
 * procedure's code before it shows anything (families/index.js).
 */
export function checkLinkPractice(core, state, problems) {
  const P = state.practice;
  if (P.mode !== 'practice') return;
  if (P.set) {
    try {
      const parts = P.set
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const texts = parts.map((t, i) =>
        runnableText(core, t, (proc) =>
          problems.push(
            wordOr(
              `exercise ${i + 1} of the set (set=): the next task does not step through ${proc}; this exercise steps through ${DEFAULT_PROC}`,
              'link-set-next',
              { i: i + 1, proc, first: DEFAULT_PROC },
            ),
          ),
        ),
      );
      core.exerciseSet(texts.join(','));
      P.set = texts.join(',');
    } catch (e) {
      problems.push(wordOr(`the exercise set (set=) was not used: ${messageOf(e)}`, 'link-set-unused', { error: messageOf(e) }));
      P.set = null;
    }
  }
  if (P.ex) {
    try {
      const ex = runnableExercise(core, P.ex, (proc) =>
        problems.push(
          wordOr(`the exercise (ex=): the next task does not step through ${proc}; this exercise steps through ${DEFAULT_PROC}`, 'link-ex-next', {
            proc,
            first: DEFAULT_PROC,
          }),
        ),
      );
      P.ex = ex.text;
      if (!P.set) {
        P.task = ex.spec.task;
        Object.assign(state, { proc: ex.spec.proc, view: ex.spec.view });
      }
    } catch (e) {
      problems.push(wordOr(`the exercise (ex=) was not used: ${messageOf(e)}`, 'link-ex-unused', { error: messageOf(e) }));
      P.ex = null;
    }
  }
}
