// The header's "For teachers" menu: a teacher's tools on the first screen, each the page's
// existing action — the exercise link (this tree in practice mode, with the teacher link's
// "hide answers until checked" beside it), the SCORM package for Moodle, Canvas, Blackboard…
// and the worksheet (both in practice mode's bar, which the menu opens there), the embed code
// (iframe, SPLICE: its button lives in this menu) and the teaching guide (dist/teaching.html,
// made from docs/teaching.md at the build).
import { messageOf } from '../core/errors.js';

const $ = (id) => document.getElementById(id);

/** Runs `fn(el)` once `selector` is in `root` (practice mode's bar is built when its code has loaded). */
function whenThere(root, selector, fn) {
  const now = root.querySelector(selector);
  if (now) return fn(now);
  const watch = new MutationObserver(() => {
    const el = root.querySelector(selector);
    if (!el) return;
    watch.disconnect();
    fn(el);
  });
  watch.observe(root, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), 20_000); // practice mode did not come (its code failed to load: it says so)
}

/**
 * @param {{store: import('../state/store.js').Store, url: (extra: object) => Promise<string>,
 *   freshSeed: () => number, notice: (text: string) => void}} app
 */
export function wireTeachers({ store, url, freshSeed, notice }) {
  const menu = $('teach-menu');
  const close = () => menu.removeAttribute('open');
  const sharing = (what, extra) => import('./share.js').then(({ share }) => share(what, url, extra)).catch((e) => notice(messageOf(e)));
  $('teach-exercise').addEventListener('click', () => {
    close();
    sharing('exercise', { practice: { ...store.state.practice, mode: 'practice', hide: $('teach-hide').checked } });
  });
  $('copy-embed').addEventListener('click', close);
  /** Practice mode with its bar's menu `selector` open and focused. */
  const inPractice = (selector, patch = {}) => {
    close();
    if (store.state.practice.mode !== 'practice') $('practice-switch').click(); // as its button does (practice/wiring.js)
    if (Object.keys(patch).length) store.setPractice(patch);
    whenThere($('practice-area'), selector, (details) => {
      details.open = true;
      details.querySelector('summary')?.focus();
      details.scrollIntoView({ block: 'nearest' });
    });
  };
  // A package holds exercises (a set, or the exercise shown): without one, a small exercise of
  // the prune task with a fresh seed (practice.md's exercise text), which the menu then packs.
  $('teach-scorm').addEventListener('click', () => {
    const P = store.state.practice;
    inPractice('details.practice-lms', P.ex || P.set ? {} : { ex: `prune.F2.s${freshSeed()}.d2h3.random.v-9..9` });
  });
  $('teach-worksheet').addEventListener('click', () => inPractice('details.practice-tools'));
}
