// The header's toolbar on a narrow screen (style.css, max-width 900px): the example menu and
// a ☰ button stay in the header's one row; the other tools (undo, links, export, present,
// practice, language, help) are shown below it, wrapped, while the button is pressed — the
// header never scrolls sideways or widens the page (WCAG 2.1, 1.4.10 reflow, at 320 px too).
// On a wide screen the button is not shown and every tool is in the row. What is open is the
// header's own look (like a <details>), not the page's state: it is not in the link.

/** @param {HTMLElement} header  @param {HTMLButtonElement} button */
export function wireToolbarMenu(header, button) {
  const show = (open) => {
    header.classList.toggle('toolbar-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
  // Escape from a tool shown by the button folds them away again, the focus back on it.
  header.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !header.classList.contains('toolbar-open') || getComputedStyle(button).display === 'none') return;
    show(false);
    button.focus();
  });
}
