// The full core's load (core/load.js, loadFull): "loading…" while the second module comes,
// nothing once it is in, and a message if it failed (the page keeps K&M's procedures).
import { messageOf, wordOr } from '../core/errors.js';

/** A listener for onFullCore that writes into `box` (a role=status paragraph). */
export function fullCoreStatus(box) {
  return (state, error) => {
    box.hidden = state === 'ready';
    box.classList.toggle('failed', state === 'failed');
    box.textContent =
      state === 'loading'
        ? wordOr('Loading the other papers’ procedures, practice and experiments…', 'core-loading')
        : state === 'failed'
          ? wordOr(`The full core could not be loaded (${messageOf(error)}); Knuth & Moore’s F0, F1 and F2 still work.`, 'core-not-loaded', {
              error: messageOf(error),
            })
          : '';
  };
}
