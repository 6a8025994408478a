// The chance practice (practice-panel.js) on the page's own tree: the student's marks and
// values drawn there, and the tree's clicks and keys taken for the answer while a task is
// open. A click or tap on a terminal marks it (or takes the mark off), and so do Enter,
// Space and x on the tree's selected position, as in the practice mode's marking tasks
// (practice/tasks/marking.js); Enter on a chance position in the values task goes to its
// field. The marks are the practice mode's (practice/overlay.js, its stylesheet): a cross
// over a marked terminal, the value typed beside its chance position, and after a check a
// ring per position (right: solid, missed: dashed, wrong: dotted). The box's checkboxes and
// fields stay the answer (and the way to give it without the tree); this draws them.

import { PracticeOverlay } from '../../practice/overlay.js';
import css from '../../practice/practice.css?inline';
import { h } from '../../view/dom.js';

export class PracticeTree {
  /**
   * @param {object} view the page's main TreeView (view/tree-view.js)
   * @param {{take: (id: number, how: string) => boolean, said: (id: number, after: boolean) => void, describe: (id: number) => string}} answer
   *   take: the click (how 'pointer') or key ('key', 'enter') on position `id` given to the
   *   answer; true when it was taken (then the tree's own action for it is not done);
   *   said: a click taken is said (after the page said the position selected);
   *   describe: what the ARIA tree's item says of the answer at `id` ('' nothing)
   */
  constructor(view, answer) {
    if (!document.getElementById('practice-css')) document.head.append(h('style', { id: 'practice-css' }, css));
    this.view = view;
    this.overlay = new PracticeOverlay(view);
    // The view calls its options at each event: the answer's handlers go before the page's.
    const o = view.opts;
    const { onSelect, onActivate, describe } = o;
    o.onSelect = (id, how) => {
      const taken = how === 'pointer' && answer.take(id, 'pointer');
      // A mark is a selection without the edit panel's focus (or its tab on a phone), then said.
      onSelect?.(id, taken ? 'mark' : how);
      if (taken) answer.said(id, true);
    };
    o.onActivate = (id) => answer.take(id, 'enter') || onActivate?.(id);
    o.describe = (id) => [describe?.(id), answer.describe(id)].filter(Boolean).join('; ') || undefined;
    view.svg.addEventListener('keydown', (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.key !== ' ' && e.key !== 'x')) return;
      if (view.selected >= 0 && answer.take(view.selected, 'key')) {
        e.preventDefault();
        e.stopPropagation(); // not the page's Space (play)
      }
    });
  }

  /**
   * Draws the answer on the tree (ids of the view's shape): `marked` (a Set), `notes` (a Map
   * id -> text), `verdicts` (a Map id -> right | missed | wrong); nothing when `on` is false.
   */
  draw({ on = true, marked = new Set(), notes = new Map(), verdicts = new Map() } = {}) {
    const v = this.view;
    if (!v.shape) return;
    this.overlay.draw(on ? { marked, covered: coverOf(v.shape, marked), notes, verdicts } : {});
    v.describeAgain();
  }
}

/** The tint under each mark: a terminal's mark covers the terminal only. */
function coverOf(shape, marked) {
  const covered = new Uint8Array(shape.parent.length);
  for (const id of marked) covered[id] = 1;
  return covered;
}
