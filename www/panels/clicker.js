// A presentation remote in presentation mode. Clickers send PageDown and PageUp for their
// forward and back buttons, and `.` (some `b`) for the button that blanks the screen, as
// PowerPoint and other slide programs take them: here PageDown and PageUp step the
// step-through (they would only scroll the page), and `.` or `b` turns the screen black until
// it is pressed again (or any other key, or a click). Outside presentation mode the keys keep
// their ordinary meaning (panels/keys.js: `.` steps forward).

/** @param {Element|EventTarget|null} t */
function isTyping(t) {
  return t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));
}

/**
 * Listens on the window before the page's own shortcuts (capture), so that a clicker's key
 * is taken once.
 * @param {{steps: {step: (d: number) => void}, presenting: () => boolean, singleKeys: () => boolean}} a
 *   singleKeys: whether the single-character shortcuts are on (panels/single-keys.js)
 * @returns {{blank: (on: boolean) => void}}
 */
export function wireClicker(a) {
  let cover = null;
  const blanked = () => document.body.classList.contains('blanked');
  const blank = (on) => {
    if (on && !cover) {
      cover = document.createElement('div');
      cover.id = 'blank-screen';
      cover.className = 'blank-screen';
      cover.addEventListener('click', () => blank(false));
      document.body.append(cover);
    }
    if (cover) cover.hidden = !on;
    document.body.classList.toggle('blanked', on);
  };
  window.addEventListener(
    'keydown',
    (e) => {
      if (blanked()) {
        if (['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return;
        blank(false); // any key brings the view back, and does nothing else
      } else {
        if (!a.presenting() || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
        // The drawer of side panels scrolls with these keys while it has the focus.
        if (e.target instanceof Element && e.target.closest('.side')) return;
        if (e.key === 'PageDown' || e.key === 'PageUp') a.steps.step(e.key === 'PageDown' ? 1 : -1);
        else if ((e.key === '.' || e.key === 'b' || e.key === 'B') && a.singleKeys()) blank(true);
        else return;
      }
      e.preventDefault();
      e.stopImmediatePropagation();
    },
    { capture: true },
  );
  return { blank };
}
