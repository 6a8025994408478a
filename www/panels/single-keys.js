// Whether the page's single-character shortcuts (Space, 0–3, p, v, d, f, t, ?, [ ], . and ,)
// are on: a person who speaks to the computer (speech input types words, and a word's letters
// would be taken as commands) or who presses keys by accident turns them off in the help
// panel (WCAG 2.2, 2.1.4 Character Key Shortcuts). The tree's own keys are active only while
// the tree has the focus, which the criterion allows. Kept in this browser (localStorage),
// not in the link: it is the person's setting, not the page's state.

const KEY = 'gametree-single-keys';

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage refused (a sandboxed frame): the shortcuts stay on
  }
};

/** Whether the single-character shortcuts are on (the default). */
export function singleKeysOn() {
  return storage()?.getItem(KEY) !== 'off';
}

/** The help panel's checkbox: shows the setting and changes it. */
export function wireSingleKeys(box) {
  if (!box) return;
  box.checked = singleKeysOn();
  box.addEventListener('change', () => {
    try {
      if (box.checked) storage()?.removeItem(KEY);
      else storage()?.setItem(KEY, 'off');
    } catch {
      // storage full or refused: the checkbox still holds the setting for this page
    }
  });
}

/** The setting: the checkbox's when there is one (it holds it without storage too), else the stored one. */
export function singleKeysAllowed(box) {
  return box ? box.checked : singleKeysOn();
}
