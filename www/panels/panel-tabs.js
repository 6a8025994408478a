// On a phone the side panels are tabs below the tree (style.css hides the panels not
// chosen, under 900 px only): one button per panel, named by its heading. On a wide screen
// the buttons are not shown and every panel is. The buttons follow the page's language.
import { onLanguage } from '../i18n/l10n.js';
import { t } from '../i18n/translate.js';

/** @param {HTMLElement} side  the aside holding the .panel sections */
export function panelTabs(side) {
  const panels = [...side.querySelectorAll(':scope > .panel')];
  const nav = document.createElement('div');
  nav.className = 'panel-tabs';
  nav.setAttribute('role', 'group');
  nav.setAttribute('aria-label', t('panel-tabs'));
  const buttons = panels.map((panel) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = panel.querySelector('h2')?.textContent ?? panel.id;
    b.dataset.tab = panel.id;
    b.addEventListener('click', () => choose(panel));
    nav.append(b);
    return b;
  });
  side.prepend(nav);
  onLanguage(() => {
    nav.setAttribute('aria-label', t('panel-tabs'));
    panels.forEach((panel, i) => (buttons[i].textContent = panel.querySelector('h2')?.textContent ?? panel.id));
  });
  // A panel the page hides (the procedure options, for F0/F1/F2) hides its tab too.
  const follow = () => panels.forEach((p, i) => buttons[i].hidden !== p.hidden && (buttons[i].hidden = p.hidden));
  new MutationObserver(follow).observe(side, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
  follow();
  function choose(panel) {
    panels.forEach((p, i) => {
      const on = p === panel;
      p.toggleAttribute('data-tab-hidden', !on);
      buttons[i].setAttribute('aria-pressed', String(on));
      if (on && p instanceof HTMLDetailsElement) p.open = true;
    });
  }
  choose(panels[0]);
  return { choose: (id) => choose(panels.find((p) => p.id === id) ?? panels[0]) };
}
