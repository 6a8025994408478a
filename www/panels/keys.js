// The page's keyboard shortcuts (listed in the help panel). Keys typed into a field are the
// field's; Ctrl/Cmd+Z and +Y (+Shift+Z) are the page's undo and redo elsewhere.
import { KM } from '../core/procedures.js';

/** Controls that take no typing: a letter or digit pressed on one is the page's shortcut (t
 *  from a practice task's radio button goes to the tree); Space, Enter, arrows stay theirs. */
const CHOICES = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

function isTyping(t, key = '') {
  if (!(t instanceof HTMLElement)) return false;
  if (t.tagName === 'INPUT' && CHOICES.has(t.type)) return key.length !== 1 || key === ' ';
  return t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName);
}

/**
 * @param {{undo: (redo: boolean) => void, steps: object, proc: (p: string) => void, focusProc: () => void,
 *   toggleView: () => void, toggleDewey: () => void, focusTree: () => void, backToTree: () => void,
 *   help: (force?: boolean) => void, present: () => void}} a  backToTree: focus the tree at its selected position (Escape in the edit panel)
 *   steps: the step panel (toggle, step, go, pause, speed); singleKeys: whether the
 *   single-character shortcuts are on (panels/single-keys.js)
 */
export function keyHandler(a) {
  const sp = a.steps;
  const KEYS = {
    ArrowRight: () => sp.step(1),
    '.': () => sp.step(1),
    ArrowLeft: () => sp.step(-1),
    ',': () => sp.step(-1),
    Home: () => (sp.pause(), sp.go(0)),
    End: () => (sp.pause(), sp.go(null)),
    '[': () => sp.speed(-1),
    ']': () => sp.speed(1),
    // 0, 1, 2: Knuth & Moore's F0, F1, F2 (the catalogue's order)
    0: () => a.proc(KM[0]),
    1: () => a.proc(KM[1]),
    2: () => a.proc(KM[2]),
    3: () => a.proc('compare'),
    c: () => a.proc('compare'),
    p: () => a.focusProc(),
    v: () => a.toggleView(),
    d: () => a.toggleDewey(),
    f: () => a.present(),
    t: () => a.focusTree(),
    '?': () => a.help(),
    Escape: () => a.help(false),
  };
  return (e) => {
    const t = e.target;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.altKey && (e.key === 'z' || e.key === 'Z' || e.key === 'y')) {
      if (isTyping(t)) return; // the field's own undo
      e.preventDefault();
      a.undo(e.shiftKey || e.key === 'y');
      return;
    }
    // Escape in the edit panel (its value input too) goes back to the tree's selected position.
    if (e.key === 'Escape' && !mod && t instanceof Element && t.closest('#edit-panel')) {
      e.preventDefault();
      a.backToTree();
      return;
    }
    if (mod || e.altKey || isTyping(t, e.key)) return;
    // A character key (a letter, digit, punctuation, Space) with the single-key shortcuts off.
    if (e.key.length === 1 && a.singleKeys && !a.singleKeys()) return;
    if (e.key === ' ') {
      if (t instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(t.tagName)) return;
      sp.toggle();
    } else if (Object.hasOwn(KEYS, e.key)) KEYS[e.key]();
    else return;
    e.preventDefault();
  };
}
