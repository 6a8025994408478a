// The page's menus (<details class="menu">: Export, For teachers, View): as menus do, an open
// one closes on a click elsewhere or on Esc (its summary keeps the focus), so that none stays
// open over the tree or the controls under it.
export function wireMenus(root = document) {
  const open = () => [...root.querySelectorAll('details.menu[open]')];
  root.addEventListener('pointerdown', (e) => {
    for (const m of open()) if (!m.contains(e.target)) m.removeAttribute('open');
  });
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const m of open()) {
      const inside = m.contains(document.activeElement);
      m.removeAttribute('open');
      if (inside) m.querySelector('summary')?.focus();
    }
  });
}
